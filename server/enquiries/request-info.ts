import type { FormName } from "~/forms";
import type { Lang } from "~/i18n/lang";
import { formPath } from "~/i18n/pages";
import { languageOfPath, requestLanguage } from "~/i18n/request-lang";

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
  return URL.parse(value) ?? undefined;
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

/** The submission's language: the page's, else the saved choice, else Accept-Language (docs/decisions/001-languages-and-urls.md). */
export function submissionLanguage(headers: RequestHeaders, siteUrl: string): Lang {
  const referer = ownReferer(headers, siteUrl);
  const fromPage = referer && languageOfPath(referer.pathname);
  if (fromPage) return fromPage;
  return requestLanguage(headers);
}

/** Script clients say `Accept: application/json`; plain HTML form posts do not. */
export function wantsJson(headers: RequestHeaders): boolean {
  return headers.accept?.toLowerCase().includes("application/json") ?? false;
}

/** What the capture needs to know about a form post besides its body, worked out once. */
export interface EnquiryRequest {
  /** The language to store and to answer in. */
  lang: Lang;
  /** The path of the page it was sent from, or "/". */
  page: string;
  /** A script client (answered in JSON) rather than a plain HTML form post (answered with pages). */
  json: boolean;
}

export function describeEnquiryRequest(headers: RequestHeaders, siteUrl: string): EnquiryRequest {
  return {
    lang: submissionLanguage(headers, siteUrl),
    page: submissionPage(headers, siteUrl),
    json: wantsJson(headers),
  };
}

/**
 * "Back to the form" after a refused plain post: the form itself when it is known, else the
 * page the post came from (its language's home page for the unprefixed home).
 */
export function backHref(request: EnquiryRequest, form: FormName | undefined): string {
  if (form) return formPath(request.lang, form);
  return request.page === "/" ? `/${request.lang}` : request.page;
}
