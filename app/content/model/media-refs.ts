/**
 * Content names a media library image by its id (docs/decisions/024-media.md): a team member's
 * `photo`, a portfolio project's `image`. These find the ids a set of documents names.
 */
export const IMAGE_ID = /^img-[0-9a-f]{16}$/;

/** Every image id anywhere in `value` (a string field that is an image id). */
export function imageIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (IMAGE_ID.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) imageIdsIn(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) imageIdsIn(item, found);
  }
  return found;
}

/** Every image id with the paths that name it ("$.team.members[2].photo"). */
export function imageRefs(value: unknown, path = "$"): { path: string; id: string }[] {
  if (typeof value === "string") return IMAGE_ID.test(value) ? [{ path, id: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => imageRefs(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => imageRefs(item, `${path}.${key}`));
  return [];
}
