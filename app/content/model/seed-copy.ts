/**
 * The seed is written per field (docs/decisions/018-content-editing.md): each copy module under
 * app/content/ holds its document as stored, every text `{ sv, en }` side by side and the facts it
 * states as `{{fact:…}}` references. `bothLanguages` gives the build the tree each language's
 * page renders, with the facts' values filled in, exactly as the server renders a published document.
 */
import { facts } from "~/content/facts";
import type { Lang, Localized } from "~/i18n/lang";
import { factValues, withFactsResolved, type FactValues } from "./fact-refs";
import { pickLanguage, type Localize } from "./localize";

const SEED_FACTS: Record<Lang, FactValues> = { sv: factValues({ ...facts.sv }), en: factValues({ ...facts.en }) };

/** A seed document as the two trees the pages of each language render. */
export function bothLanguages<T>(document: Localize<T>): Localized<T> {
  return {
    sv: withFactsResolved(pickLanguage<T>(document, "sv"), SEED_FACTS.sv),
    en: withFactsResolved(pickLanguage<T>(document, "en"), SEED_FACTS.en),
  };
}
