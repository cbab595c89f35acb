import { isLang, LANG_STORAGE_KEY, type Lang } from "./lang";
import { readCookie } from "~/http/cookie";
import { parseAcceptLanguage, resolveLanguage } from "./resolve";

/** The request headers the server's language rule reads (Fastify's IncomingHttpHeaders fits). */
export interface LanguageHeaders {
  cookie?: string;
  "accept-language"?: string;
}

/**
 * The language a path names by its prefix: /sv/..., /en/..., or the hub's /info/sv and
 * /info/en. Unprefixed paths name none.
 */
export function languageOfPath(pathname: string): Lang | undefined {
  const [first, second] = pathname.split("/").filter((segment) => segment !== "");
  if (isLang(first)) return first;
  if (first === "info" && isLang(second)) return second;
  return undefined;
}

/**
 * The language of a request for an unprefixed URL, the server's half of `resolveLanguage`:
 * the saved cookie, else Accept-Language, else Swedish (the server cannot see a time zone).
 * Never throws, whatever the headers hold.
 */
export function requestLanguage(headers: LanguageHeaders): Lang {
  return resolveLanguage({
    saved: readCookie(headers.cookie, LANG_STORAGE_KEY),
    preferred: parseAcceptLanguage(headers["accept-language"]),
  });
}
