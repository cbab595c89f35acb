import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { chooseEncoding } from "../http/accept-encoding";

/** A file of the build, held in memory with its precompressed variants (scripts/postbuild.ts writes them). */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  // React Router's prerendered route data (turbo-stream), fetched on client-side navigation.
  ".data": "text/x-script; charset=utf-8",
};

/** Every file under `dir`, recursively, as full paths (the server's load and scripts/postbuild.ts). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Reads the whole client build (a few megabytes) into memory, keyed by URL path: serving
 * is then a lookup, and every response can carry a strong ETag.
 */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const paths = await listFiles(root);
  const present = new Set(paths);
  for (const file of paths) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const body = await readFile(file);
    const variant = async (suffix: string) => (present.has(file + suffix) ? readFile(file + suffix) : undefined);
    const urlPath = "/" + path.relative(root, file).split(path.sep).join("/");
    files.set(urlPath, {
      body,
      br: await variant(".br"),
      gzip: await variant(".gz"),
      type: TYPES[path.extname(file)] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    });
  }
  return files;
}

/** The variant of a file this request gets, with its own strong ETag: each encoding is another representation. */
export function pickEncoding(
  request: FastifyRequest,
  file: StaticFile,
): { body: Buffer; encoding?: "br" | "gzip"; etag: string } {
  const tagged = (suffix: string) => `${file.etag.slice(0, -1)}${suffix}"`;
  const available = (["br", "gzip"] as const).filter((coding) => file[coding] !== undefined);
  const header = request.headers["accept-encoding"];
  const chosen = chooseEncoding(typeof header === "string" ? header : undefined, available);
  if (chosen === "br" && file.br) return { body: file.br, encoding: "br", etag: tagged("-br") };
  if (chosen === "gzip" && file.gzip) return { body: file.gzip, encoding: "gzip", etag: tagged("-gz") };
  return { body: file.body, etag: file.etag };
}
