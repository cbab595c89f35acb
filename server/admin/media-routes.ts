import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  MEDIA_ERRORS,
  MEDIA_LIBRARY_MAX_BYTES,
  MEDIA_LIBRARY_MAX_IMAGES,
  MEDIA_MAX_BYTES,
  MEDIA_UPLOADS_PER_HOUR,
} from "~/media/messages";
import { findMedia, mediaOriginal, recordAudit } from "../db";
import { MediaError } from "../media/process";
import { readUpload } from "../media/read-upload";
import {
  addImage,
  imageSummary,
  listImages,
  MEDIA_DETAILS,
  removeImage,
  replaceImage,
  safeFileName,
  setImageDetails,
} from "../media/service";
import { noStore, operatorOf, parseWith, requireFreshCheck, type ConsoleContext } from "./context";
import { requireContentRole } from "./content-routes";
import { mediaUses } from "./media-usage";

/**
 * The console's media library API (docs/decisions/024-media.md), for owners and editors:
 * `POST /media` takes the file itself as the body (its Content-Type is the type it claims, the
 * `X-File-Name` header its name), so the browser can show upload progress and the server reads
 * the stream once, up to 20 MB. A refusal answers `{ error, message: { sv, en } }` and stores
 * nothing.
 *
 * Changing an image that a published page shows (its file, alt texts, decorative flag or focal
 * point) changes that page at once, so it needs what a publish needs: a fresh passkey check, and
 * the publish checks that concern an image (both alt texts unless decorative; both always for a
 * page's Open Graph image). An image used only in drafts, or not at all, changes freely: the
 * publish that carries it is checked (docs/decisions/028-security-m4-m6.md, M4).
 */

const STATUS: Partial<Record<keyof typeof MEDIA_ERRORS, number>> = {
  "media-too-large": 413,
  "media-svg": 415,
  "media-type": 415,
  "media-in-use": 409,
  "media-not-found": 404,
  "media-quota": 507,
  "media-rate": 429,
};

function sendMediaError(error: unknown, reply: FastifyReply): FastifyReply {
  if (!(error instanceof MediaError)) throw error;
  return noStore(reply)
    .code(STATUS[error.code] ?? 400)
    .send({ error: error.code, message: MEDIA_ERRORS[error.code] });
}

const ID = z.object({ id: z.string().regex(/^img-[0-9a-f]{16}$/) });

const fileNameOf = (request: FastifyRequest) => {
  const header = request.headers["x-file-name"];
  try {
    return decodeURIComponent(typeof header === "string" ? header : "").slice(0, 200) || "upload";
  } catch {
    return "upload";
  }
};

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Uploads (new files and replacements) per console session and hour, in memory, per instance
 * (docs/decisions/028-security-m4-m6.md, L16): `take` counts one and says whether it was allowed.
 */
function uploadRate(limit: number) {
  const sent = new Map<string, number[]>();
  return {
    take(session: string, now: Date): boolean {
      const since = now.getTime() - 3_600_000;
      for (const [key, times] of sent) if (times.every((time) => time <= since)) sent.delete(key);
      const times = (sent.get(session) ?? []).filter((time) => time > since);
      if (times.length >= limit) return false;
      times.push(now.getTime());
      sent.set(session, times);
      return true;
    },
  };
}

export async function mediaRoutes(app: FastifyInstance, ctx: ConsoleContext) {
  const rate = uploadRate(MEDIA_UPLOADS_PER_HOUR);

  /** A change to an image a published page shows needs a fresh passkey check (M4). */
  const usesOf = async (id: string) => (await mediaUses(ctx.db)).get(id) ?? [];
  const checkLiveChange = async (request: FastifyRequest, id: string) => {
    const uses = await usesOf(id);
    if (uses.some((use) => use.state === "live")) requireFreshCheck(request, ctx.now());
    return uses;
  };
  /** The library's size before an upload: a quota of images and bytes (L16). */
  const checkQuota = async (request: FastifyRequest, adding: boolean) => {
    if (!rate.take(request.sessionHash ?? operatorOf(request).id, ctx.now())) throw new MediaError("media-rate");
    const row = await ctx.db
      .selectFrom("media")
      .select((eb) => [
        eb.fn.countAll<number | string | bigint>().as("count"),
        eb.fn.sum<number | string | null>("size").as("bytes"),
      ])
      .executeTakeFirstOrThrow();
    const incoming = Number(request.headers["content-length"] ?? 0) || 0;
    if (adding && Number(row.count) >= MEDIA_LIBRARY_MAX_IMAGES) throw new MediaError("media-quota");
    if (Number(row.bytes ?? 0) + incoming > MEDIA_LIBRARY_MAX_BYTES) throw new MediaError("media-quota");
  };
  app.addHook("onRequest", async (request) => requireContentRole(request));
  // Any body that is not JSON reaches the handler as the raw stream: the handler reads it with its
  // own limit, and the type check is the processing's (an SVG or a PDF gets its own message).
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  const guard = async <T>(reply: FastifyReply, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      return sendMediaError(error, reply);
    }
  };
  const uploadOf = async (request: FastifyRequest) => ({
    bytes: await readUpload(request.body as Readable, request.headers["content-length"], MEDIA_MAX_BYTES),
    type: String(request.headers["content-type"] ?? ""),
    fileName: safeFileName(fileNameOf(request)),
    by: operatorOf(request).email,
    now: ctx.now(),
  });

  // Each image with `uses`: the fields that name it, for the library's links into the editor.
  app.get("/media", async (_request, reply) => {
    const [images, uses] = await Promise.all([listImages(ctx.db), mediaUses(ctx.db)]);
    return noStore(reply).send({ images: images.map((image) => ({ ...image, uses: uses.get(image.id) ?? [] })) });
  });

  app.get("/media/:id", async (request, reply) => {
    const { id } = parseWith(ID, request.params);
    return guard(reply, async () => {
      const [image, uses] = await Promise.all([imageSummary(ctx.db, id), mediaUses(ctx.db)]);
      return noStore(reply).send({ ...image, uses: uses.get(id) ?? [] });
    });
  });

  app.post("/media", async (request, reply) =>
    guard(reply, async () => {
      await checkQuota(request, true);
      const image = await addImage(ctx.db, await uploadOf(request));
      await recordAudit(ctx.db, { actor: operatorOf(request).email, action: "media-added", target: image.id }, ctx.now());
      return noStore(reply).code(201).send(image);
    }),
  );

  app.post("/media/:id/file", async (request, reply) => {
    const { id } = parseWith(ID, request.params);
    return guard(reply, async () => {
      const uses = await checkLiveChange(request, id);
      if (!(await findMedia(ctx.db, id))) throw new MediaError("media-not-found");
      await checkQuota(request, false);
      const before = await mediaOriginal(ctx.db, id);
      const upload = await uploadOf(request);
      const image = await replaceImage(ctx.db, id, upload);
      await recordAudit(
        ctx.db,
        {
          actor: operatorOf(request).email,
          action: "media-replaced",
          target: id,
          detail: {
            before: before ? sha256(before.original) : null,
            after: sha256(upload.bytes),
            ...(uses.some((use) => use.state === "live") ? { live: true } : {}),
          },
        },
        ctx.now(),
      );
      return noStore(reply).send(image);
    });
  });

  app.put("/media/:id", async (request, reply) => {
    const { id } = parseWith(ID, request.params);
    const details = parseWith(MEDIA_DETAILS, request.body);
    return guard(reply, async () => {
      const uses = await checkLiveChange(request, id);
      // A page's Open Graph image is shown with its alt text: never decorative there (the publish check's rule).
      if (uses.some((use) => use.field.endsWith(".meta.ogImage")) && (details.altSv === "" || details.altEn === ""))
        throw new MediaError("media-og-alt");
      const before = await findMedia(ctx.db, id);
      const image = await setImageDetails(ctx.db, id, details, ctx.now(), operatorOf(request).email);
      const detailsOf = (row: { alt: { sv: string; en: string }; decorative: boolean; focal: { x: number; y: number } }) => ({
        altSv: row.alt.sv,
        altEn: row.alt.en,
        decorative: row.decorative,
        focal: row.focal,
      });
      await recordAudit(
        ctx.db,
        {
          actor: operatorOf(request).email,
          action: "media-updated",
          target: id,
          detail: {
            ...(before
              ? {
                  before: detailsOf({
                    alt: { sv: before.alt_sv, en: before.alt_en },
                    decorative: before.decorative === 1,
                    focal: { x: before.focal_x, y: before.focal_y },
                  }),
                }
              : {}),
            after: detailsOf(image),
            ...(uses.some((use) => use.state === "live") ? { live: true } : {}),
          },
        },
        ctx.now(),
      );
      return noStore(reply).send(image);
    });
  });

  app.delete("/media/:id", async (request, reply) => {
    const { id } = parseWith(ID, request.params);
    return guard(reply, async () => {
      await removeImage(ctx.db, id);
      await recordAudit(ctx.db, { actor: operatorOf(request).email, action: "media-removed", target: id }, ctx.now());
      return noStore(reply).code(204).send();
    });
  });
}
