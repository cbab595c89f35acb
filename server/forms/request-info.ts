import { isLang, LANG_STORAGE_KEY, type Lang } from "~/i18n/lang";
import { parseAcceptLanguage, readCookie, resolveLanguage } from "~/i18n/resolve";

/** The request headers this module reads (Fastify's IncomingHttpHeaders fits). */
export interface RequestHeaders {
  host?: string;
  origin?: string;
  referer?: string;
  cookie?: string;
  "accept-language"?: string;
  accept?: string;
}

function parseUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Whether a URL is this site: the host the request was sent to, or the public SITE_URL origin. */
export function isOwnOrigin(url: URL, host: string | undefined, siteUrl: string): boolean {
  return (host !== undefined && url.host === host.toLowerCase()) || url.origin === new URL(siteUrl).origin;
}

/**
 * A cross-site form post: an Origin header that names neither this host nor SITE_URL.
 * No Origin header at all (old browsers, curl) is allowed; "null" (sandboxed or opaque
 * contexts) names no site and is refused.
 */
export function isForeignOrigin(headers: RequestHeaders, siteUrl: string): boolean {
  if (headers.origin === undefined) return false;
  const origin = parseUrl(headers.origin);
  return origin === undefined || !isOwnOrigin(origin, headers.host, siteUrl);
}

/** The Referer when it is a page of this site. */
function ownReferer(headers: RequestHeaders, siteUrl: string): URL | undefined {
  const referer = parseUrl(headers.referer);
  return referer && isOwnOrigin(referer, headers.host, siteUrl) ? referer : undefined;
}

/** The page a form was sent from: the same-origin Referer path, else "/". */
export function submissionPage(headers: RequestHeaders, siteUrl: string): string {
  return ownReferer(headers, siteUrl)?.pathname.slice(0, 500) ?? "/";
}

/** The language of the page the visitor was on: /sv/... /en/... /info/sv|en, when that page is ours. */
function languageOfPath(path: string): Lang | undefined {
  const [first, second] = path.split("/").filter((segment) => segment !== "");
  if (isLang(first)) return first;
  if (first === "info" && isLang(second)) return second;
  return undefined;
}

function savedLanguage(cookie: string | undefined): string | undefined {
  try {
    return readCookie(cookie, LANG_STORAGE_KEY);
  } catch {
    return undefined; // a malformed cookie is no saved choice, and no reason to fail the request
  }
}

/** The submission's language: the page's, else the saved choice, else Accept-Language (DESIGN §2). */
export function submissionLanguage(headers: RequestHeaders, siteUrl: string): Lang {
  const referer = ownReferer(headers, siteUrl);
  const fromPage = referer && languageOfPath(referer.pathname);
  if (fromPage) return fromPage;
  return resolveLanguage({
    saved: savedLanguage(headers.cookie),
    preferred: parseAcceptLanguage(headers["accept-language"]),
  });
}

/** Script clients say `Accept: application/json`; plain HTML form posts do not. */
export function wantsJson(headers: RequestHeaders): boolean {
  return (headers.accept ?? "").toLowerCase().includes("application/json");
}
