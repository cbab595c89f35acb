import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { variantByHash } from "../db";
import { cropMissing } from "./service";

/**
 * Serves the media library's variants (docs/decisions/024-media.md) at `/media/<hash>.<ext>`:
 * the name is the hash of the bytes, so a URL never changes meaning and may be cached for a
 * year; a replaced image gets new URLs. Needs the `db` decoration. Once started, makes in the
 * background the crops of images stored before crops existed.
 */
const TYPES: Record<string, { format: string; type: string }> = {
  avif: { format: "avif", type: "image/avif" },
  webp: { format: "webp", type: "image/webp" },
  jpg: { format: "jpeg", type: "image/jpeg" },
};

export const mediaFiles = fp(
  async (app: FastifyInstance) => {
    app.addHook("onReady", async () => {
      void cropMissing(app.db, () => new Date()).catch((error: unknown) => app.log.warn({ err: error }, "media: crops not made"));
    });
    app.get<{ Params: { file: string } }>("/media/:file", async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{22})\.(avif|webp|jpg)$/.exec(request.params.file);
      const variant = match ? await variantByHash(app.db, match[1]!) : undefined;
      const kind = match ? TYPES[match[2]!] : undefined;
      if (!variant || !kind || variant.format !== kind.format) {
        return reply.code(404).header("Cache-Control", "no-cache").type("text/plain; charset=utf-8").send("Not found");
      }
      const etag = `"${variant.hash}"`;
      reply.header("Cache-Control", "public, max-age=31536000, immutable").header("ETag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type(kind.type).header("Content-Length", variant.body.length).send(variant.body);
    });
  },
  { name: "media-files", dependencies: ["database"] },
);
