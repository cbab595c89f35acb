import type { Kysely } from "kysely";
import { z } from "zod";
import {
  deleteUnusedMedia,
  findMedia,
  insertMedia,
  listMedia,
  mediaOriginal,
  mediaUsage,
  mediaVariants,
  mediaWithoutCrops,
  newMediaId,
  publishRevisions,
  replaceMediaCrops,
  replaceMediaFile,
  updateMediaDetails,
  type Database,
  type MediaRow,
  type VariantInfo,
} from "../db";
import { textProblem } from "~/content/model/text-rules";
import { MEDIA_ALT_MAX } from "~/media/messages";
import { MediaError, type Variant } from "./process";
import { queueCrops, queueProcessing } from "./queue";

/** The media library's operations, shared by the console API and the command line (docs/decisions/024-media.md). */

const ALT = z.string().trim().max(MEDIA_ALT_MAX);

/**
 * An alt text follows the text rules of every other text (docs/decisions/018-content-editing.md):
 * no markup, bidi overrides or control characters; and it is one line (a screen reader reads it
 * as one phrase). Refused with `media-alt-text` (docs/decisions/028-security-m4-m6.md).
 */
export function altTextProblem(text: string): boolean {
  return textProblem(text, MEDIA_ALT_MAX) !== undefined || /[\t\n\r\u2028\u2029]/.test(text);
}

/** A file name as stored and listed: control, line and bidi characters become spaces (docs/decisions/028-security-m4-m6.md, L15). */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2028\u2029\u2066-\u2069]/g, " ").slice(0, 200);
}

function checkAltTexts(details: MediaDetails): void {
  if (altTextProblem(details.altSv) || altTextProblem(details.altEn)) throw new MediaError("media-alt-text");
}

/**
 * A change's `updated_at`: later than the row's, even within one millisecond, so a write that
 * compares it (replaceMediaFile, updateMediaDetails) sees every change made since it read the row.
 */
const nextStamp = (now: Date, previous: string) => new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
/** How often a change is tried again when another change of the same image came first. */
const ATTEMPTS = 5;
/** Alt texts and focal point, as the console and the CLI send them. */
export const MEDIA_DETAILS = z.object({
  altSv: ALT,
  altEn: ALT,
  decorative: z.boolean(),
  focalX: z.number().min(0).max(1),
  focalY: z.number().min(0).max(1),
});
export type MediaDetails = z.infer<typeof MEDIA_DETAILS>;

/** An image may appear on a published page only with both alt texts, or marked decorative. */
export const altComplete = (image: Pick<MediaRow, "alt_sv" | "alt_en" | "decorative">) =>
  image.decorative === 1 || (image.alt_sv.trim() !== "" && image.alt_en.trim() !== "");

export interface MediaSummary {
  id: string;
  fileName: string;
  type: string;
  width: number;
  height: number;
  size: number;
  alt: { sv: string; en: string };
  decorative: boolean;
  focal: { x: number; y: number };
  /** Lacks alt text in one language or both (and is not decorative). */
  altMissing: boolean;
  usedBy: string[];
  /** The whole picture at each width and format. */
  variants: { url: string; format: string; width: number; height: number }[];
  /** The crops around the focal point: squares for team cards, the 1200×630 Open Graph image. */
  crops: { url: string; crop: "square" | "og"; format: string; width: number; height: number }[];
  createdAt: string;
}

const EXTENSION: Record<string, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const variantUrl = (variant: Pick<VariantInfo, "hash" | "format">) =>
  `/media/${variant.hash}.${EXTENSION[variant.format]}`;

export async function summarize(db: Kysely<Database>, rows: MediaRow[]): Promise<MediaSummary[]> {
  const variants = await mediaVariants(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      fileName: row.file_name,
      type: row.type,
      width: row.width,
      height: row.height,
      size: row.size,
      alt: { sv: row.alt_sv, en: row.alt_en },
      decorative: row.decorative === 1,
      focal: { x: row.focal_x, y: row.focal_y },
      altMissing: !altComplete(row),
      usedBy: await mediaUsage(db, row.id),
      variants: variants
        .filter((variant) => variant.media_id === row.id && variant.crop === "full")
        .map((variant) => ({ url: variantUrl(variant), format: variant.format, width: variant.width, height: variant.height })),
      crops: variants
        .filter((variant) => variant.media_id === row.id && variant.crop !== "full")
        .map((variant) => ({
          url: variantUrl(variant),
          crop: variant.crop as "square" | "og",
          format: variant.format,
          width: variant.width,
          height: variant.height,
        })),
      createdAt: row.created_at,
    })),
  );
}

export async function listImages(db: Kysely<Database>): Promise<MediaSummary[]> {
  return summarize(db, await listMedia(db));
}

export async function imageSummary(db: Kysely<Database>, id: string): Promise<MediaSummary> {
  const row = await findMedia(db, id);
  if (!row) throw new MediaError("media-not-found");
  return (await summarize(db, [row]))[0]!;
}

const variantRows = (id: string, variants: readonly Variant[]) =>
  variants.map((variant) => ({
    hash: variant.hash,
    media_id: id,
    crop: variant.crop,
    format: variant.format,
    width: variant.width,
    height: variant.height,
    body: variant.body,
  }));

export interface Upload {
  bytes: Buffer;
  /** The type the upload claims (its Content-Type, or the file's extension on the command line). */
  type: string;
  fileName: string;
  by: string;
  now: Date;
  details?: MediaDetails;
}

/** Processes and stores an upload; a refusal (MediaError) stores nothing. */
export async function addImage(db: Kysely<Database>, upload: Upload): Promise<MediaSummary> {
  const details = upload.details ?? { altSv: "", altEn: "", decorative: false, focalX: 0.5, focalY: 0.5 };
  checkAltTexts(details);
  const id = newMediaId();
  const processed = await queueProcessing(upload.bytes, upload.type, { x: details.focalX, y: details.focalY }, id);
  const at = upload.now.toISOString();
  await insertMedia(
    db,
    {
      id,
      file_name: safeFileName(upload.fileName),
      type: processed.type,
      width: processed.width,
      height: processed.height,
      size: processed.original.length,
      alt_sv: details.altSv,
      alt_en: details.altEn,
      decorative: details.decorative ? 1 : 0,
      focal_x: details.focalX,
      focal_y: details.focalY,
      created_by: upload.by,
      created_at: at,
      updated_at: at,
      original: processed.original,
    },
    variantRows(id, processed.variants),
  );
  return imageSummary(db, id);
}

/**
 * A new file for an existing image: its id stays, so every page naming it shows the new one once
 * re-rendered. The new file is cropped around the focal point as it is when the file is stored:
 * if the details changed while it was processed, it is cropped again (docs/decisions/028-security-m4-m6.md, L17).
 */
export async function replaceImage(db: Kysely<Database>, id: string, upload: Omit<Upload, "details">): Promise<MediaSummary> {
  for (let attempt = 1; ; attempt++) {
    const row = await findMedia(db, id);
    if (!row) throw new MediaError("media-not-found");
    const processed = await queueProcessing(upload.bytes, upload.type, { x: row.focal_x, y: row.focal_y }, id);
    const replaced = await replaceMediaFile(
      db,
      id,
      {
        file_name: safeFileName(upload.fileName),
        type: processed.type,
        width: processed.width,
        height: processed.height,
        size: processed.original.length,
        original: processed.original,
        updated_at: nextStamp(upload.now, row.updated_at),
      },
      variantRows(id, processed.variants),
      row.updated_at,
    );
    if (replaced === "not-found") throw new MediaError("media-not-found");
    if (replaced === "stale" && attempt < ATTEMPTS) continue;
    if (replaced === "stale") throw new Error(`image ${id} kept changing while its file was replaced`);
    break;
  }
  // Republish: a new content version makes every instance render again the pages that show it.
  if ((await mediaUsage(db, id)).length) {
    await publishRevisions(db, { items: [], author: upload.by, note: `image ${id} replaced` }, upload.now);
  }
  return imageSummary(db, id);
}

/**
 * New alt texts, decorative flag or focal point. A new focal point makes new crops from the
 * original as it is when they are stored: the details and the crops are written only if the
 * image did not change meanwhile (a replaced file), else cut again from the new one, so no crop
 * of a replaced file survives (docs/decisions/028-security-m4-m6.md, L17).
 */
export async function setImageDetails(
  db: Kysely<Database>,
  id: string,
  details: MediaDetails,
  now: Date,
  by = "cli",
): Promise<MediaSummary> {
  checkAltTexts(details);
  const usedBy = await mediaUsage(db, id);
  const complete = details.decorative || (details.altSv !== "" && details.altEn !== "");
  // A page that shows the image keeps its alt texts: they can be changed, not emptied.
  if (usedBy.length && !complete) throw new MediaError("media-alt-missing");
  for (let attempt = 1; ; attempt++) {
    const before = await findMedia(db, id);
    if (!before) throw new MediaError("media-not-found");
    // A new focal point makes new crops, from the original, in the processing queue (off the
    // event loop, one at a time): made before the details are saved, so a failure changes nothing.
    const focalMoved = before.focal_x !== details.focalX || before.focal_y !== details.focalY;
    const original = focalMoved ? await mediaOriginal(db, id) : undefined;
    const crops = original
      ? await queueCrops(original.original, original.type, { x: details.focalX, y: details.focalY }, id)
      : undefined;
    const updated = await updateMediaDetails(
      db,
      id,
      {
        alt_sv: details.altSv,
        alt_en: details.altEn,
        decorative: details.decorative ? 1 : 0,
        focal_x: details.focalX,
        focal_y: details.focalY,
        updated_at: nextStamp(now, before.updated_at),
      },
      before.updated_at,
      crops && variantRows(id, crops),
    );
    if (updated === "not-found") throw new MediaError("media-not-found");
    if (updated === "stale" && attempt < ATTEMPTS) continue;
    if (updated === "stale") throw new Error(`image ${id} kept changing while its details were saved`);
    break;
  }
  // The pages showing it change (alt text, crop): republish, as for a replaced file.
  if (usedBy.length) await publishRevisions(db, { items: [], author: by, note: `image ${id} details changed` }, now);
  return imageSummary(db, id);
}

export async function removeImage(db: Kysely<Database>, id: string): Promise<void> {
  const outcome = await deleteUnusedMedia(db, id);
  if (outcome === "in-use") throw new MediaError("media-in-use");
  if (outcome === "not-found") throw new MediaError("media-not-found");
}

/**
 * Crops for the images stored before crops existed, around their focal points, one at a time
 * in the processing queue; run once in the background when a server starts (plugin.ts). When
 * any of them is used, one new content version renders their pages again with the crops. An
 * original that no longer decodes keeps its browser-side square. Returns the images cropped.
 */
export async function cropMissing(db: Kysely<Database>, now: () => Date): Promise<string[]> {
  const cropped: string[] = [];
  let used = false;
  for (const id of await mediaWithoutCrops(db)) {
    const [row, original] = [await findMedia(db, id), await mediaOriginal(db, id)];
    if (!row || !original) continue;
    try {
      const crops = await queueCrops(original.original, original.type, { x: row.focal_x, y: row.focal_y }, id);
      await replaceMediaCrops(db, id, variantRows(id, crops));
    } catch (error) {
      if (error instanceof MediaError) continue;
      throw error;
    }
    cropped.push(id);
    used ||= (await mediaUsage(db, id)).length > 0;
  }
  if (used) await publishRevisions(db, { items: [], author: "system", note: `crops made for ${cropped.length} images` }, now());
  return cropped;
}
