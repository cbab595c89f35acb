/**
 * The seed is written per field (docs/decisions/018-content-editing.md): each copy module under
 * app/content/ holds its document as stored, every text `{ sv, en }` side by side and the facts it
 * states as `{{fact:…}}` references. `bothLanguages` gives the build the tree each language's
 * page renders, with the facts' values filled in, exactly as the server renders a published document.
 */
import { facts } from "~/content/facts";
import type { Lang, Localized } from "~/i18n/lang";
import { factValues, withFactsResolved, type FactValues } from "./fact-refs";
import { pickLanguage, type Localize, type LocalText } from "./localize";

const SEED_FACTS: Record<Lang, FactValues> = { sv: factValues({ ...facts.sv }), en: factValues({ ...facts.en }) };

/** A seed document as the two trees the pages of each language render. */
export function bothLanguages<T>(document: Localize<T>): Localized<T> {
  return {
    sv: withFactsResolved(pickLanguage<T>(document, "sv"), SEED_FACTS.sv),
    en: withFactsResolved(pickLanguage<T>(document, "en"), SEED_FACTS.en),
  };
}

/**
 * A word the same in both languages (a product's or a standard's name, a term Swedish uses as
 * is), as a text of the document: the seed writes it once rather than twice and stores it as
 * `{ sv, en }` like every text, so the owner may still give it a Swedish form later.
 */
export function untranslated(name: string): LocalText {
  return { sv: name, en: name };
}

/** A list of such words: a technology group's tools, an integration's examples, a page's keywords. */
export function names(...list: string[]): LocalText[] {
  return list.map(untranslated);
}

/** A rich text's paragraph, as the seed writes it (the `textBlock` kind in model/schemas.ts). */
export function paragraph(text: LocalText) {
  return { type: "p" as const, text };
}

/** A rich text's sub-heading. */
export function subheading(text: LocalText) {
  return { type: "h3" as const, text };
}

/** A rich text's bulleted list. */
export function bullets(...items: LocalText[]) {
  return { type: "ul" as const, items };
}
