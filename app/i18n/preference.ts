import { LANG_STORAGE_KEY, isLang, type Lang } from "./lang";
import { readCookie } from "~/http/cookie";

/**
 * The cookie's lifetime: the privacy policy's TIMELINES.languageCookie (app/content/facts.ts), written
 * out here so the page script does not load the facts list; claims.test.ts checks the two agree.
 */
export const LANGUAGE_COOKIE_SECONDS = 60 * 60 * 24 * 365;

/** Saves a visitor's language choice where both the server (cookie) and the browser (localStorage) read it. */
export function saveLanguageChoice(lang: Lang): void {
  document.cookie = `${LANG_STORAGE_KEY}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled (private modes, policies); the cookie alone still carries the choice.
  }
}

/** The saved choice, if any: the cookie first, then its localStorage mirror. */
export function readLanguageChoice(): Lang | undefined {
  const fromCookie = readCookie(document.cookie, LANG_STORAGE_KEY);
  if (isLang(fromCookie)) return fromCookie;
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}
