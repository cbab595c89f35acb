import type { Lang } from "./lang";

/**
 * A formatted time in the house style of each language (docs/style-guide.md, "Typography"):
 * Swedish writes clock times with a full stop, "kl. 10.00", where Intl's sv-SE gives "10:00";
 * English keeps the colon. Used wherever a booking's time is shown, so the page, the island
 * and the emails read the same.
 */
export function houseClock(lang: Lang, formatted: string): string {
  return lang === "sv" ? formatted.replace(/(?<!\d)(\d{1,2}):(\d{2})(?!\d)/gu, "$1.$2") : formatted;
}
