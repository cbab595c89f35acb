import type { Kysely } from "kysely";
import type { Database } from "../db";

/**
 * Where each image is used, field by field, for the console's library (docs/decisions/024-media.md):
 * the published revision and the draft of every document that names an image id, walked for the
 * fields holding it. `mediaUsage` (server/db/media.ts) answers "is it used" for the removal check;
 * this answers "where", so the library can link each use to its place in the editor.
 */
export interface MediaUse {
  document: string;
  /** The field, as the editor names it: `$.team.members[0].photo`. */
  field: string;
  /** In the published page, or only in an unpublished draft. */
  state: "live" | "draft";
}

const IMAGE_ID = /^img-[0-9a-f]{16}$/;

/** Every field of a document body that holds an image id, with the id. */
export function imageFields(body: unknown, path = "$"): { field: string; id: string }[] {
  if (typeof body === "string") return IMAGE_ID.test(body) ? [{ field: path, id: body }] : [];
  if (Array.isArray(body)) return body.flatMap((item, index) => imageFields(item, `${path}[${index}]`));
  if (body && typeof body === "object")
    return Object.entries(body).flatMap(([key, value]) => imageFields(value, `${path}.${key}`));
  return [];
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The uses of every image that some document names, by image id. */
export async function mediaUses(db: Kysely<Database>): Promise<Map<string, MediaUse[]>> {
  // Only bodies that mention an image at all are read and parsed.
  const live = await db
    .selectFrom("content_live")
    .innerJoin("content_revisions", "content_revisions.id", "content_live.revision_id")
    .select(["content_live.document as document", "content_revisions.body as body"])
    .where("content_revisions.body", "like", '%"img-%')
    .execute();
  const drafts = await db.selectFrom("content_drafts").select(["document", "body"]).where("body", "like", '%"img-%').execute();
  const uses = new Map<string, MediaUse[]>();
  const add = (rows: { document: string; body: string }[], state: MediaUse["state"]) => {
    for (const row of rows)
      for (const { field, id } of imageFields(parsed(row.body))) {
        const list = uses.get(id) ?? [];
        // A field the draft keeps as published is one use, shown as live.
        if (!list.some((use) => use.document === row.document && use.field === field))
          list.push({ document: row.document, field, state });
        uses.set(id, list);
      }
  };
  add(live, "live");
  add(drafts, "draft");
  for (const list of uses.values()) list.sort((a, b) => a.document.localeCompare(b.document) || a.field.localeCompare(b.field));
  return uses;
}
