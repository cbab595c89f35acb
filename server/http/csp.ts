import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** The sha256 sources of a page's inline scripts (React Router's hydration data and module loader). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = "", content = ""] = match;
    // JSON-LD is data, never executed: CSP does not apply to it.
    if (/type=["']application\/ld\+json["']/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of a prerendered page (docs/architecture.md#budgets): same-origin everything,
 * scripts only from our files or with the exact hashes of the page's own inline scripts,
 * no inline styles, no framing, forms posting only to us; workers only from our files (the
 * proof of work and the hero's animation, docs/decisions/033-main-thread-off.md: no `blob:`).
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * For everything that is not a page (JSON answers, assets): nothing may run or be framed. A
 * worker runs under its own script's policy, this one: it loads nothing (app/workers/).
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
