/**
 * Which characters a visitor's text may carry (docs/decisions/005-hostile-input.md). Text
 * that looks one way and says another (a bidi override reordering a sentence in the owner's
 * mail, a zero-width space inside an address) is refused rather than silently cleaned, so the
 * visitor sees exactly what is stored. Tiny and dependency-free: the browser bundle uses it.
 */

// Bidirectional controls: ALM, LRM, RLM, the embeddings and overrides, the isolates.
const BIDI = "\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069";
// Zero-width and invisible formatting characters other than the joiners.
const INVISIBLE = "\u180E\u200B\u2060-\u2064\uFEFF";
// The zero-width joiners: needed inside emoji sequences and in some scripts' words.
const JOINERS = "\u200C\u200D";

/** One-line fields: every C0 and C1 control (tab too), DEL, bidi controls, zero-width characters. */
const ONE_LINE_HIDDEN = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI}${INVISIBLE}${JOINERS}]`);
/** Multi-line fields: the same, except tab and line feed, and the joiners an emoji needs. */
const MULTI_LINE_HIDDEN = new RegExp(`[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F${BIDI}${INVISIBLE}]`);
/** Line breaks, which a one-line field never holds (CR/LF would also split a mail header). */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value);
}

/** Whether text (with line breaks already normalised to LF) holds a character its field refuses. */
export function hasHiddenCharacter(value: string, multiLine: boolean): boolean {
  return (multiLine ? MULTI_LINE_HIDDEN : ONE_LINE_HIDDEN).test(value);
}

/**
 * Markup: a tag's opening `<` and name, closed or not (`<b>`, `</p>`, `<img src=x onerror=…`,
 * `<!--`). The one rule for it: the content documents' text rules (app/content/model/text-rules.ts)
 * and the fields that refuse markup (`refuseMarkup`, the booking's: docs/decisions/029-booking-for-the-visitor.md)
 * both ask this. A `<` before a figure ("<100 users", "2 < 3") is not markup; one before a letter is.
 */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>?/i;

export function hasMarkup(value: string): boolean {
  return MARKUP.test(value);
}

/** Every hidden character, for cleaning what is kept without being validated (spam, user agents). */
export function removeHiddenCharacters(value: string, multiLine = false): string {
  return value.replace(new RegExp(multiLine ? MULTI_LINE_HIDDEN : ONE_LINE_HIDDEN, "g"), "");
}
