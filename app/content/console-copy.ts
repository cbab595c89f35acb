// What the console's copy modules share (docs/decisions/026-content-kinds-declared-once.md). Each
// module's Swedish copy declares its shape (`type MediaCopy = typeof sv`, the member comments on
// the Swedish words) and the English copy is checked against it, so a text is declared once.
import type { Lang } from "~/i18n/lang";

/**
 * Messages looked up by a code the server sends. Any code may come, so the table is open; the
 * console falls back to a general message for a code it has no words for.
 */
export function byCode(messages: Record<string, string>): Record<string, string> {
  return messages;
}

/** A label that names one of the two languages, "Svensk adress" or "Engelsk adress", by the language. */
export function perLanguage(sv: string, en: string): (lang: Lang) => string {
  return (lang) => (lang === "sv" ? sv : en);
}
