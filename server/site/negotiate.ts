import { LANG_STORAGE_KEY, isLang, type Lang } from "../../app/i18n/lang";
import { parseAcceptLanguage, readCookie, resolveLanguage } from "../../app/i18n/resolve";

/** The language of an unprefixed URL for this request (DESIGN §2): saved cookie, then Accept-Language, then Swedish. */
export function negotiateLanguage(headers: { cookie?: string; "accept-language"?: string }): Lang {
  let saved: string | undefined;
  try {
    saved = readCookie(headers.cookie, LANG_STORAGE_KEY);
  } catch {
    saved = undefined; // a malformed cookie (`i18nextLng=%`) is no saved choice, and no reason to fail
  }
  return resolveLanguage({
    saved,
    preferred: parseAcceptLanguage(headers["accept-language"]),
  });
}

/** The language a path names by its prefix (/sv/..., /en/..., /info/sv), if any. */
export function languageOfPath(pathname: string): Lang | undefined {
  const [first, second] = pathname.split("/").filter(Boolean);
  if (isLang(first)) return first;
  if (first === "info" && isLang(second)) return second;
  return undefined;
}
