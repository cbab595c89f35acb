// The words several documents say alike, written once (docs/decisions/026-content-kinds-declared-once.md).
// The seed copies them into each document that uses them, so an owner's edit to one page changes
// that page only; here they only keep the copy modules from repeating the same text.
import type { LocalText } from "~/content/model/localize";
import { paragraph, untranslated } from "~/content/model/seed-copy";
import { SECTION_NAMES } from "~/content/glossary";

// The service pages (app/content/services/).

/** Every service page's second hero button: the specification's "Learn More" ("Läs mer"). */
export const LEARN_MORE: LocalText = { sv: "Läs mer", en: "Learn More" };

/** The first hero button where a page has no call of its own. */
export const START_YOUR_PROJECT: LocalText = { sv: "Starta ert projekt", en: "Start your project" };

/**
 * The hero's typical timeline where the scope sets it: the first half of "Tid och pris enligt offert",
 * since the hero gives time and price a line each (cold review 9A, N16).
 */
export const TIMELINE_BY_SCOPE: LocalText = {
  sv: "Tidplan enligt offert",
  en: "Timeline in the quote",
};

/** The hero's typical timeline of a blockchain solution, from proof of concept to production. */
export const TIMELINE_BLOCKCHAIN: LocalText = {
  sv: "En proof of concept (ett första, avgränsat test): {{fact:timeline.blockchainPoc}}; en lösning i produktion: {{fact:timeline.blockchainProduction}}",
  en: "A proof of concept (a first, limited test): {{fact:timeline.blockchainPoc}}; a solution in production: {{fact:timeline.blockchainProduction}}",
};

/** The hero's typical price where a proposal sets it: the facts' own sentence. */
export const PRICE_BY_PROPOSAL: LocalText = untranslated("{{fact:priceByProposal}}");

/** The hero's typical timeline and price where the scope and a proposal set them. */
export const TYPICAL_BY_PROPOSAL = { duration: TIMELINE_BY_SCOPE, price: PRICE_BY_PROPOSAL };

/** The hero's typical timeline and price of a blockchain solution. */
export const TYPICAL_BLOCKCHAIN = { duration: TIMELINE_BLOCKCHAIN, price: PRICE_BY_PROPOSAL };

/**
 * The three kinds of MVP side by side (docs/decisions/031-copy-and-proof.md, "Cold review of 2026-12-01,
 * third reader: service pages", B3): on the fast-MVP page and under Services on the home page; the
 * no-code and SaaS pages point to it in one sentence (COMPARE_MVP_OFFERS; cold review 9A, N06). Every
 * figure is a fact reference; what each offer is follows `facts.scope`.
 */
export const MVP_COMPARISON = {
  heading: {
    sv: "Tre slags MVP – så skiljer de sig åt",
    en: "Three kinds of MVP, side by side",
  },
  intro: {
    sv: "Vi använder ordet MVP för tre olika erbjudanden. Det är vad ni får som avgör tid och pris.",
    en: "We use the word MVP for three different offers. They differ in what you get, how long it takes and what it costs.",
  },
  columns: {
    offer: { sv: "Erbjudande", en: "Offer" },
    what: { sv: "Vad ni får", en: "What you get" },
    time: { sv: "Tid", en: "Time" },
    price: { sv: "Pris", en: "Price" },
  },
  rows: [
    {
      offer: { sv: "MVP med no-code eller low-code", en: "No-code or low-code MVP" },
      what: {
        sv: "En komplett första version på en färdig plattform, planerad, byggd och lanserad för riktiga användare",
        en: "A complete first version on an existing platform, planned, built and launched to real users",
      },
      time: {
        sv: "{{fact:timeline.noCodeMvp}} från beslut till lansering, planeringen inräknad",
        en: "{{fact:timeline.noCodeMvp}} from decision to launch, planning included",
      },
      price: {
        sv: "Ungefär {{fact:price.noCodeMvp}}, plus plattformarnas månadsavgifter",
        en: "Roughly {{fact:price.noCodeMvp}}, plus the platforms’ monthly fees",
      },
    },
    {
      offer: { sv: "Snabb MVP-prototyp", en: "Fast MVP prototype" },
      what: {
        sv: "Produktens kärnflöde i kod, med inloggning och riktiga data, som en avgränsad grupp användare testar",
        en: "Your product’s core flow in code, with sign-in and real data, tested by a small group of users",
      },
      time: {
        sv: "Bygget tar {{fact:timeline.fastMvp}}, med en valideringsfas före och ett användartest efter; hela förloppet står i offerten",
        en: "{{fact:timeline.fastMvp}} to build, with idea validation before and a user test after; the quote gives the full timeline",
      },
      price: untranslated("{{fact:priceByProposal}}"),
    },
    {
      offer: { sv: "SaaS-MVP", en: "SaaS MVP" },
      what: {
        sv: "En tjänst i egen kod med kärnfunktionerna, inloggning, fakturering och flera kunder på samma plattform",
        en: "A service in custom code with the core features, sign-in, billing and several customers on one platform",
      },
      time: untranslated("{{fact:timeline.saasMvp}}"),
      price: {
        sv: "Ungefär {{fact:price.saasMvp}}",
        en: "Roughly {{fact:price.saasMvp}}",
      },
    },
  ],
  // Swedish prices are in kronor only, so the Swedish note names no conversion (cold review 9A, N01).
  note: {
    sv: "Beloppen är ungefärliga; ert pris står i offerten.",
    en: "Our quotes are in Swedish kronor; the kronor figures beside each range are approximate, at {{fact:conversion.usd}} and {{fact:conversion.eur}}.",
  },
};

/**
 * The one sentence the no-code and SaaS pages give instead of the comparison of the three kinds of
 * MVP, pointing to the fast-MVP page that shows it (cold review 9A, N06).
 */
export const COMPARE_MVP_OFFERS: LocalText = {
  sv: "Vi har tre slags MVP. På sidan Snabb MVP-prototyp jämför vi vad ni får, hur lång tid det tar och vad det kostar.",
  en: "We offer three kinds of MVP. The Fast MVP prototyping page compares what you get, how long it takes and what it costs.",
};

/** The technologies section's heading. */
export const TOOLS_HEADING: LocalText = {
  sv: "Verktyg vi arbetar med",
  en: "Tools we work with",
};

/**
 * A service page's client stories section, its heading in the number of its stories: Swedish
 * "Kundexempel" is one or several, English says "Client story" over one and "Client stories" over
 * more (docs/decisions/031-copy-and-proof.md, sixth reader, G2). Whose engagements they are is said
 * once, under the heading, by the page (app/content/story-note.ts), not in the intro.
 */
export function storiesSection<T extends { items: readonly unknown[] }>(stories: T): { heading: LocalText } & T {
  const name = stories.items.length === 1 ? "story" : "stories";
  return { heading: { sv: SECTION_NAMES.sv[name], en: SECTION_NAMES.en[name] }, ...stories };
}

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
