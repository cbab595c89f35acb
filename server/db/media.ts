import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, MediaTable, MediaVariantsTable } from "./schema";

/** The media library's storage (docs/decisions/024-media.md). */

/** An image id: distinctive enough that finding it in a document's JSON means a reference. */
export const MEDIA_ID_PATTERN = /^img-[0-9a-f]{16}$/;
export const newMediaId = () => `img-${randomBytes(8).toString("hex")}`;

export type MediaRow = Omit<MediaTable, "original">;
export type VariantInfo = Omit<MediaVariantsTable, "body">;

const MEDIA_COLUMNS = [
  "id",
  "file_name",
  "type",
  "width",
  "height",
  "size",
  "alt_sv",
  "alt_en",
  "decorative",
  "focal_x",
  "focal_y",
  "created_by",
  "created_at",
  "updated_at",
] as const;

/** Stores an image and all its variants at once: a failure stores nothing. */
export async function insertMedia(db: Kysely<Database>, row: MediaTable, variants: MediaVariantsTable[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("media").values(row).execute();
    for (const variant of variants) {
      await trx
        .insertInto("media_variants")
        .values(variant)
        .onConflict((oc) => oc.column("hash").doNothing())
        .execute();
    }
  });
}

/**
 * Swaps an image's file for another (same id, so every page using it shows the new one), if the
 * image was not changed since `expectedUpdatedAt` ("stale" otherwise: the caller processes again).
 */
export async function replaceMediaFile(
  db: Kysely<Database>,
  id: string,
  file: Pick<MediaTable, "file_name" | "type" | "width" | "height" | "size" | "original" | "updated_at">,
  variants: MediaVariantsTable[],
  expectedUpdatedAt?: string,
): Promise<"replaced" | "stale" | "not-found"> {
  return db.transaction().execute(async (trx) => {
    let update = trx.updateTable("media").set(file).where("id", "=", id);
    if (expectedUpdatedAt !== undefined) update = update.where("updated_at", "=", expectedUpdatedAt);
    const updated = await update.executeTakeFirst();
    if (!updated.numUpdatedRows) {
      const exists = await trx.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst();
      return exists ? "stale" : "not-found";
    }
    await trx.deleteFrom("media_variants").where("media_id", "=", id).execute();
    for (const variant of variants) {
      await trx
        .insertInto("media_variants")
        .values(variant)
        .onConflict((oc) => oc.column("hash").doNothing())
        .execute();
    }
    return "replaced";
  });
}

/** The original upload of an image, from which its crops are made again. */
export async function mediaOriginal(
  db: Kysely<Database>,
  id: string,
): Promise<Pick<MediaTable, "type" | "original"> | undefined> {
  return db.selectFrom("media").select(["type", "original"]).where("id", "=", id).executeTakeFirst();
}

/** Swaps an image's crops (a new focal point) for others; its full variants stay. */
export async function replaceMediaCrops(db: Kysely<Database>, id: string, variants: MediaVariantsTable[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("media_variants").where("media_id", "=", id).where("crop", "!=", "full").execute();
    for (const variant of variants) {
      await trx
        .insertInto("media_variants")
        .values(variant)
        .onConflict((oc) => oc.column("hash").doNothing())
        .execute();
    }
  });
}

/** Images with no crops: stored before crops existed (migration 2026-11-26_21_media_crops). */
export async function mediaWithoutCrops(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("media")
    .select("id")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("media_variants")
            .select("media_variants.hash")
            .whereRef("media_variants.media_id", "=", "media.id")
            .where("media_variants.crop", "!=", "full"),
        ),
      ),
    )
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

export async function listMedia(db: Kysely<Database>): Promise<MediaRow[]> {
  return db.selectFrom("media").select(MEDIA_COLUMNS).orderBy("created_at", "desc").orderBy("id").execute();
}

export async function findMedia(db: Kysely<Database>, id: string): Promise<MediaRow | undefined> {
  return db.selectFrom("media").select(MEDIA_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function mediaVariants(db: Kysely<Database>, ids?: readonly string[]): Promise<VariantInfo[]> {
  let query = db.selectFrom("media_variants").select(["hash", "media_id", "crop", "format", "width", "height"]);
  if (ids) {
    if (!ids.length) return [];
    query = query.where("media_id", "in", ids);
  }
  return query.orderBy("media_id").orderBy("width").orderBy("format").execute();
}

export async function variantByHash(db: Kysely<Database>, hash: string): Promise<MediaVariantsTable | undefined> {
  return db.selectFrom("media_variants").selectAll().where("hash", "=", hash).executeTakeFirst();
}

/**
 * New details (and, for a new focal point, the crops cut for it) in one transaction, if the image
 * was not changed since `expectedUpdatedAt`: "stale" otherwise, and nothing is written.
 */
export async function updateMediaDetails(
  db: Kysely<Database>,
  id: string,
  details: Pick<MediaTable, "alt_sv" | "alt_en" | "decorative" | "focal_x" | "focal_y" | "updated_at">,
  expectedUpdatedAt?: string,
  crops?: MediaVariantsTable[],
): Promise<"updated" | "stale" | "not-found"> {
  return db.transaction().execute(async (trx) => {
    let update = trx.updateTable("media").set(details).where("id", "=", id);
    if (expectedUpdatedAt !== undefined) update = update.where("updated_at", "=", expectedUpdatedAt);
    const result = await update.executeTakeFirst();
    if (!result.numUpdatedRows) {
      const exists = await trx.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst();
      return exists ? "stale" : "not-found";
    }
    if (crops) {
      await trx.deleteFrom("media_variants").where("media_id", "=", id).where("crop", "!=", "full").execute();
      for (const variant of crops) {
        await trx
          .insertInto("media_variants")
          .values(variant)
          .onConflict((oc) => oc.column("hash").doNothing())
          .execute();
      }
    }
    return "updated";
  });
}

/** The content documents whose published revision or draft names the image. */
export async function mediaUsage(db: Kysely<Database>, id: string): Promise<string[]> {
  const needle = `%"${id}"%`;
  const live = await db
    .selectFrom("content_live")
    .innerJoin("content_revisions", "content_revisions.id", "content_live.revision_id")
    .select("content_live.document as document")
    .where("content_revisions.body", "like", needle)
    .execute();
  const drafts = await db.selectFrom("content_drafts").select("document").where("body", "like", needle).execute();
  return [...new Set([...live, ...drafts].map((row) => row.document))].sort();
}

/** Deletes an image that no document uses; the check and the delete are one transaction. */
export async function deleteUnusedMedia(db: Kysely<Database>, id: string): Promise<"deleted" | "in-use" | "not-found"> {
  return db.transaction().execute(async (trx) => {
    if (!(await findMedia(trx, id))) return "not-found";
    if ((await mediaUsage(trx, id)).length) return "in-use";
    await trx.deleteFrom("media_variants").where("media_id", "=", id).execute();
    await trx.deleteFrom("media").where("id", "=", id).execute();
    return "deleted";
  });
}
