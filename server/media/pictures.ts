import type { Kysely } from "kysely";
import type { CheckFinding } from "~/content/model/checks";
import { imageIdsIn, imageRefs } from "~/content/model/media-refs";
import type { PictureData, PictureVariant } from "~/media/picture";
import { listMedia, mediaVariants, type Database } from "../db";
import { altComplete, variantUrl } from "./service";

/** The images a set of documents names, as pages render them (docs/decisions/024-media.md). */
export async function picturesFor(
  db: Kysely<Database>,
  documents: ReadonlyMap<string, unknown>,
): Promise<Record<string, PictureData>> {
  const ids = imageIdsIn([...documents.values()]);
  if (!ids.size) return {};
  const rows = (await listMedia(db)).filter((row) => ids.has(row.id));
  const variants = await mediaVariants(
    db,
    rows.map((row) => row.id),
  );
  const pictures: Record<string, PictureData> = {};
  for (const row of rows) {
    const of = (format: string, crop = "full"): PictureVariant[] =>
      variants
        .filter((variant) => variant.media_id === row.id && variant.format === format && variant.crop === crop)
        .map((variant) => ({ url: variantUrl(variant), width: variant.width, height: variant.height }));
    pictures[row.id] = {
      width: row.width,
      height: row.height,
      alt: { sv: row.alt_sv, en: row.alt_en },
      decorative: row.decorative === 1,
      focal: { x: row.focal_x, y: row.focal_y },
      avif: of("avif"),
      webp: of("webp"),
      jpeg: of("jpeg"),
      square: { avif: of("avif", "square"), webp: of("webp", "square"), jpeg: of("jpeg", "square") },
      ...(of("jpeg", "og")[0] ? { og: of("jpeg", "og")[0] } : {}),
    };
  }
  return pictures;
}

/**
 * The publish check for images (docs/decisions/024-media.md): in the changed documents, an
 * image id that names no image, or an image without alt text in both languages that is not
 * decorative, is an error; a page's Open Graph image needs both alt texts even if decorative.
 */
export async function imageFindings(
  db: Kysely<Database>,
  documents: ReadonlyMap<string, unknown>,
  changed: readonly string[],
): Promise<CheckFinding[]> {
  const refs = changed.flatMap((document) => imageRefs(documents.get(document)).map((ref) => ({ ...ref, document })));
  if (!refs.length) return [];
  const rows = new Map((await listMedia(db)).map((row) => [row.id, row]));
  return refs.flatMap(({ document, path, id }): CheckFinding[] => {
    const row = rows.get(id);
    if (!row) return [{ severity: "error", code: "unknown-image", document, path, detail: id }];
    if (!altComplete(row)) return [{ severity: "error", code: "image-alt-missing", document, path, detail: id }];
    // A shared link shows the Open Graph image with its alt text (og:image:alt): there it is
    // never decorative, so it needs both texts.
    const openGraph = path.endsWith(".meta.ogImage");
    if (openGraph && (row.alt_sv.trim() === "" || row.alt_en.trim() === "")) {
      return [{ severity: "error", code: "og-image-alt-missing", document, path, detail: id }];
    }
    return [];
  });
}

/**
 * The documents a render compares with (server/content/affected.ts), with every document that
 * names an image whose variants, size, alt text or focal point changed marked as changed: a
 * replaced image re-renders exactly the pages that show it.
 */
export function withImageChanges(
  before: ReadonlyMap<string, unknown>,
  after: ReadonlyMap<string, unknown>,
  picturesBefore: Readonly<Record<string, PictureData>>,
  picturesAfter: Readonly<Record<string, PictureData>>,
): ReadonlyMap<string, unknown> {
  const ids = new Set([...Object.keys(picturesBefore), ...Object.keys(picturesAfter)]);
  const changed = [...ids].filter((id) => JSON.stringify(picturesBefore[id]) !== JSON.stringify(picturesAfter[id]));
  if (!changed.length) return before;
  const marked = new Map(before);
  for (const [document, body] of after) {
    const named = imageIdsIn(body);
    if (changed.some((id) => named.has(id))) marked.set(document, { ...(body as object), "image-changed": true });
  }
  return marked;
}
