/**
 * The public origin (SITE_URL), without a trailing slash. Vite replaces __SITE_URL__ at build
 * so that prerendered pages and the browser bundle agree; the server reads its environment.
 */
declare const __SITE_URL__: string | undefined;

const DEFAULT_SITE_URL = "https://nordlegend.se";

function fromEnvironment(): string {
  if (typeof __SITE_URL__ !== "undefined" && __SITE_URL__) return __SITE_URL__;
  if (typeof process !== "undefined" && process.env.SITE_URL) return process.env.SITE_URL;
  return DEFAULT_SITE_URL;
}

export const SITE_URL = fromEnvironment().replace(/\/+$/, "");

/** An absolute URL on the site, for canonical links, hreflang, the sitemap and Open Graph. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;
}
