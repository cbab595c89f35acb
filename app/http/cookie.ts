/**
 * The one reader of a `Cookie` header (or `document.cookie`), for the server and the browser
 * alike: the language choice (app/i18n) and the console's session and sign-in-link cookies
 * (server/admin/session-cookie.ts). Dependency-free, because it also runs on public pages.
 */

/**
 * A header longer than this is not looked into. Browsers send at most a few KiB for one site,
 * and Node refuses 16 KiB of headers in all: a longer Cookie header is someone's experiment.
 */
export const MAX_COOKIE_HEADER = 8192;

/**
 * The value of the first cookie called `name`, percent-decoded. Never throws: a value with
 * broken percent-encoding (a stranger can send `i18nextLng=%E0`) counts as no value, and so
 * does every cookie in a header over MAX_COOKIE_HEADER characters.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > MAX_COOKIE_HEADER) return undefined;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
