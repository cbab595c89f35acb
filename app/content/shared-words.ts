// The words several documents say alike, written once (docs/decisions/026-content-kinds-declared-once.md).
// The seed copies them into each document that uses them, so an owner's edit to one page changes
// that page only; here they only keep the copy modules from repeating the same text.
import type { LocalText } from "~/content/model/localize";
import { paragraph, untranslated } from "~/content/model/seed-copy";

// The service pages (app/content/services/).

/** Every service page's second hero button: the specification's "Learn More" ("Läs mer"). */
export const LEARN_MORE: LocalText = { sv: "Läs mer", en: "Learn More" };

/** The first hero button where a page has no call of its own. */
export const START_YOUR_PROJECT: LocalText = { sv: "Starta ert projekt", en: "Start your project" };

/** The hero's typical timeline where the scope sets it. */
export const TIMELINE_BY_SCOPE: LocalText = {
  sv: "Tidplanen beror på omfattningen och står i förslaget",
  en: "The timeline depends on the scope and is set out in the proposal",
};

/** The hero's typical timeline of a blockchain solution, from proof of concept to production. */
export const TIMELINE_BLOCKCHAIN: LocalText = {
  sv: "En proof of concept: {{fact:timeline.blockchainPoc}}; en lösning i produktion: {{fact:timeline.blockchainProduction}}",
  en: "A proof of concept: {{fact:timeline.blockchainPoc}}; a solution in production: {{fact:timeline.blockchainProduction}}",
};

/** The hero's typical price where a proposal sets it: the facts' own sentence. */
export const PRICE_BY_PROPOSAL: LocalText = untranslated("{{fact:priceByProposal}}");

/** The hero's typical timeline and price where the scope and a proposal set them. */
export const TYPICAL_BY_PROPOSAL = { duration: TIMELINE_BY_SCOPE, price: PRICE_BY_PROPOSAL };

/** The hero's typical timeline and price of a blockchain solution. */
export const TYPICAL_BLOCKCHAIN = { duration: TIMELINE_BLOCKCHAIN, price: PRICE_BY_PROPOSAL };

/** The technologies section's heading. */
export const TOOLS_HEADING: LocalText = {
  sv: "Verktyg vi arbetar med",
  en: "Tools we work with",
};

/** The client stories section's heading. */
export const STORIES_HEADING: LocalText = { sv: "Kundexempel", en: "Client stories" };

/** The offering's heading where it lists use cases. */
export const USE_CASES_HEADING: LocalText = { sv: "Användnings­områden", en: "Use cases" };

// The pages with a "call or email us" box: the home page's contact section and the OTC page's.

/** The labels beside the phone number and the email address. */
export const PHONE_AND_EMAIL_LABELS = {
  phoneLabel: {
    sv: "Telefon",
    en: "Phone",
  },
  emailLabel: {
    sv: "E-post",
    en: "Email",
  },
};

// The legal pages (app/content/legal/).

/** A legal page's last section: how to reach the firm about it, in one paragraph. */
export function contactSection(text: LocalText) {
  return {
    id: "contact",
    heading: {
      sv: "Kontakt",
      en: "Contact",
    },
    blocks: [paragraph(text)],
  };
}
