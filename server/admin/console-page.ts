import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { inlineScriptHashes } from "../http/csp";
import { pickEncoding, type StaticFile } from "../site/static-files";

/** Where postbuild puts React Router's SPA fallback: the shell the console renders into. */
export const CONSOLE_HTML = "admin/index.html";

/**
 * The console's own policy: like the pages' (scripts only from us or by hash), and stricter
 * where the console allows it: no images from data: URLs, no fonts, forms post nowhere
 * (every action is a fetch to this origin).
 */
export function consolePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    // The content editor shows a page's preview (from this origin) in a frame.
    "frame-src 'self'",
    "manifest-src 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The shell and its precompressed copies (scripts/postbuild.ts), or undefined before a build. */
async function loadShell(clientDir: string): Promise<StaticFile | undefined> {
  const file = path.resolve(clientDir, CONSOLE_HTML);
  const optional = (suffix: string) => readFile(file + suffix).catch(() => undefined);
  try {
    const body = await readFile(file);
    return { body, br: await optional(".br"), gzip: await optional(".gz"), type: "text/html; charset=utf-8", etag: '"console"' };
  } catch {
    return undefined;
  }
}

/**
 * GET /admin and /admin/*: the client-rendered console. Never indexed (header and meta),
 * never cached, never framed; compressed like every page.
 */
export async function consolePage(app: FastifyInstance, { clientDir }: { clientDir: string }): Promise<void> {
  const shell = await loadShell(clientDir);
  if (!shell) app.log.warn({ clientDir }, "the build has no console page: run `npm run build`");
  const policy = consolePolicy(shell ? inlineScriptHashes(shell.body.toString("utf8")) : []);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("X-Robots-Tag", "noindex, nofollow").header("Cache-Control", "no-store").header("Vary", "Accept-Encoding");
    if (!shell) return reply.code(503).type("text/plain; charset=utf-8").send("The site is not built yet: run npm run build.");
    const { body, encoding } = pickEncoding(request, shell);
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.header("Content-Security-Policy", policy).type(shell.type).send(body);
  };
  app.get("/admin", handler);
  app.get("/admin/*", handler);
}
