import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { inlineScriptHashes } from "../http/csp";

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
    "manifest-src 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * GET /admin and /admin/*: the client-rendered console. Never indexed (header and meta),
 * never cached, never framed.
 */
export async function consolePage(app: FastifyInstance, { clientDir }: { clientDir: string }): Promise<void> {
  let html: string | undefined;
  try {
    html = await readFile(path.resolve(clientDir, CONSOLE_HTML), "utf8");
  } catch {
    app.log.warn({ clientDir }, "the build has no console page: run `npm run build`");
  }
  const policy = consolePolicy(html ? inlineScriptHashes(html) : []);
  const handler = async (_request: unknown, reply: FastifyReply) => {
    reply.header("X-Robots-Tag", "noindex, nofollow").header("Cache-Control", "no-store");
    if (!html) return reply.code(503).type("text/plain; charset=utf-8").send("The site is not built yet: run npm run build.");
    return reply.header("Content-Security-Policy", policy).type("text/html; charset=utf-8").send(html);
  };
  app.get("/admin", handler);
  app.get("/admin/*", handler);
}
