import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { MEDIA_ERRORS, MEDIA_MAX_BYTES } from "~/media/messages";
import { recordAudit } from "../db";
import { MediaError } from "../media/process";
import { readUpload } from "../media/read-upload";
import { addImage, imageSummary, listImages, MEDIA_DETAILS, removeImage, replaceImage, setImageDetails } from "../media/service";
import { noStore, operatorOf, parseWith, type ConsoleContext } from "./context";
import { requireContentRole } from "./content-routes";
import { mediaUses } from "./media-usage";

/**
 * The console's media library API (docs/decisions/024-media.md), for owners and editors:
 * `POST /media` takes the file itself as the body (its Content-Type is the type it claims, the
 * `X-File-Name` header its name), so the browser can show upload progress and the server reads
 * the stream once, up to 20 MB. A refusal answers `{ error, message: { sv, en } }` and stores
 * nothing.
 */

const STATUS: Partial<Record<keyof typeof MEDIA_ERRORS, number>> = {
  "media-too-large": 413,
  "media-svg": 415,
  "media-type": 415,
  "media-in-use": 409,
  "media-not-found": 404,
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

export async function mediaRoutes(app: FastifyInstance, ctx: ConsoleContext) {
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
    fileName: fileNameOf(request),
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
      const image = await addImage(ctx.db, await uploadOf(request));
      await recordAudit(ctx.db, { actor: operatorOf(request).email, action: "media-added", target: image.id }, ctx.now());
      return noStore(reply).code(201).send(image);
    }),
  );

  app.post("/media/:id/file", async (request, reply) => {
    const { id } = parseWith(ID, request.params);
    return guard(reply, async () => {
      const image = await replaceImage(ctx.db, id, await uploadOf(request));
      await recordAudit(ctx.db, { actor: operatorOf(request).email, action: "media-replaced", target: id }, ctx.now());
      return noStore(reply).send(image);
    });
  });

  app.put("/media/:id", async (request, reply) => {
    const { id } = parseWith(ID, request.params);
    const details = parseWith(MEDIA_DETAILS, request.body);
    return guard(reply, async () => {
      const image = await setImageDetails(ctx.db, id, details, ctx.now(), operatorOf(request).email);
      await recordAudit(ctx.db, { actor: operatorOf(request).email, action: "media-updated", target: id }, ctx.now());
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
