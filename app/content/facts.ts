// The figures and commitments that more than one page states, in one place (docs/style-guide.md,
// "One set of facts"). Copy interpolates the formatted values below instead of writing a figure
// itself, so no two pages can disagree; style.test.ts fails on a duration, price, reply time or
// desk count in the copy that is not one of these values.
import type { Lang, Localized } from "~/i18n/lang";

type Unit = "days" | "weeks" | "months";

/** A duration: a range (`to` set) or a single figure. */
interface Span {
  from: number;
  to?: number;
  unit: Unit;
}

/** Typical timelines, named after what they time. */
export const TIMELINES = {
  /** An AI agent for one clearly defined job. */
  aiAgentSimple: { from: 2, to: 4, unit: "weeks" },
  /** An AI agent with many integrations, access control and approvals. */
  aiAgentEnterprise: { from: 2, to: 3, unit: "months" },
  /** The time in which most of our AI agents have paid for themselves. */
  aiAgentPayback: { from: 3, to: 6, unit: "months" },
  /** A smaller AI integration or machine learning project, decision to production. */
  aiProjectSmall: { from: 1, to: 3, unit: "months" },
  /** A larger AI programme across several systems or models. */
  aiProjectLarge: { from: 4, to: 12, unit: "months" },
  /** A simple n8n workflow between two or three systems. */
  n8nSimple: { from: 1, to: 2, unit: "weeks" },
  /** A company-wide n8n set-up with many workflows and its own hosting. */
  n8nCompanyWide: { from: 4, to: 8, unit: "weeks" },
  /** A no-code or low-code MVP. */
  noCodeMvp: { from: 2, to: 6, unit: "weeks" },
  /** The same first version built the traditional way. */
  traditionalMvp: { from: 3, to: 9, unit: "months" },
  /** A coded MVP on the fast MVP prototyping track. */
  fastMvp: { from: 2, to: 4, unit: "weeks" },
  /** A simple smart contract: a standard token, vesting, a basic escrow. */
  smartContractSimple: { from: 2, to: 4, unit: "weeks" },
  /** A system of interacting contracts, e.g. a lending or staking platform. */
  smartContractComplex: { from: 2, to: 6, unit: "months" },
  /** A SaaS MVP with the core features. */
  saasMvp: { from: 3, to: 6, unit: "months" },
  /** A full-scale SaaS platform for enterprise customers. */
  saasEnterprise: { from: 8, to: 12, unit: "months" },
  /** How often a SaaS project ships a new testable release (Swedish copy says it in words). */
  saasReleaseCycle: { from: 1, to: 2, unit: "weeks" },
  /** A blockchain or tokenisation proof of concept. */
  blockchainPoc: { from: 4, to: 8, unit: "weeks" },
  /** A blockchain or tokenisation solution in production. */
  blockchainProduction: { from: 3, to: 9, unit: "months" },
  /** How long an enquiry that led to no engagement is kept (the privacy policy). */
  enquiryRetention: { from: 12, unit: "months" },
  /** How long a submission caught by the spam protection is kept, so a misfiled enquiry can be found. */
  spamRetention: { from: 30, unit: "days" },
  // Site statistics (docs/decisions/012-cookieless-statistics.md).
  /** How long the daily visitor statistics (counters only) are kept. */
  statisticsRetention: { from: 25, unit: "months" },
} as const satisfies Record<string, Span>;
export type TimelineName = keyof typeof TIMELINES;

/**
 * Typical price ranges, in the currency each comparison is made in (the style guide gives the
 * reasons, and `currencies` below tells the visitor): no-code MVPs in US dollars, the currency
 * of the platforms and of the international figures they are compared with; SaaS projects in
 * euros, the market most SaaS clients sell in. Our quotes themselves are in kronor.
 */
export const PRICES = {
  /** A no-code or low-code MVP. */
  noCodeMvp: { currency: "USD", from: 5_000, to: 25_000 },
  /** A first version built the traditional way (the copy adds "or more"). */
  traditionalMvp: { currency: "USD", from: 20_000, to: 100_000 },
  /** A SaaS MVP with the core features. */
  saasMvp: { currency: "EUR", from: 50_000, to: 150_000 },
  /** A full-scale SaaS platform for enterprise customers (the copy adds "or more"). */
  saasEnterprise: { currency: "EUR", from: 150_000, to: 500_000 },
} as const satisfies Record<string, { currency: "USD" | "EUR"; from: number; to: number }>;
export type PriceName = keyof typeof PRICES;

/** We reply to every enquiry within this many hours, on weekdays. */
export const REPLY_HOURS = 24;
/** The OTC network: how many desks, and the smallest trade it is built for (US dollars in both languages). */
export const OTC = { deskCount: 30, minimumUsd: 100_000 } as const;

export interface FactsCopy {
  /** The reply promise, to end a sentence: "Vi svarar {reply}." */
  reply: string;
  /** The same promise as a short title. */
  replyTitle: string;
  /** "30" */
  deskCount: string;
  /** The OTC network's minimum trade size, in US dollars. */
  otcMinimum: string;
  timeline: Record<TimelineName, string>;
  price: Record<PriceName, string>;
  /** What we do ourselves and what an independent firm does, as sentences. */
  audit: { internal: string; external: string };
  /** Why prices on the site are in the currencies they are in (the terms' section on figures). */
  currencies: string;
  /** The same reason in one sentence, beside the prices in US dollars and in euros. */
  priceNote: { usd: string; eur: string };
}

const UNITS: Record<Lang, Record<Unit, [one: string, many: string]>> = {
  sv: { days: ["dag", "dagar"], weeks: ["vecka", "veckor"], months: ["månad", "månader"] },
  en: { days: ["day", "days"], weeks: ["week", "weeks"], months: ["month", "months"] },
};

const NUMBER_LOCALE: Record<Lang, string> = { sv: "sv-SE", en: "en-GB" };

function formatNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[lang]).format(value);
}

/** "2–4 veckor", "12 months": an en dash between the figures, no spaces (the style guide). */
export function formatSpan(lang: Lang, span: Span): string {
  const [one, many] = UNITS[lang][span.unit];
  const figures = span.to === undefined ? `${span.from}` : `${span.from}–${span.to}`;
  return `${figures} ${span.to === undefined && span.from === 1 ? one : many}`;
}

const CURRENCY = { USD: { sv: "USD", en: "$" }, EUR: { sv: "euro", en: "€" } } as const;

/** "5 000–25 000 USD" and "50 000–150 000 euro" in Swedish, "$5,000–25,000" and "€50,000–150,000" in English. */
export function formatPrice(lang: Lang, name: PriceName): string {
  const { currency, from, to } = PRICES[name];
  const figures = `${formatNumber(lang, from)}–${formatNumber(lang, to)}`;
  return lang === "sv" ? `${figures} ${CURRENCY[currency].sv}` : `${CURRENCY[currency].en}${figures}`;
}

function mapValues<K extends string, T, U>(record: Record<K, T>, map: (key: K, value: T) => U): Record<K, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(key as K, value as T)])) as Record<K, U>;
}

function copyIn(lang: Lang): FactsCopy {
  const timeline = mapValues(TIMELINES, (_name, span: Span) => formatSpan(lang, span));
  const price = mapValues(PRICES, (name) => formatPrice(lang, name));
  if (lang === "sv")
    return {
      reply: `inom ${REPLY_HOURS} timmar på vardagar`,
      replyTitle: `Svar inom ${REPLY_HOURS} timmar på vardagar`,
      deskCount: `${OTC.deskCount}`,
      otcMinimum: `${formatNumber(lang, OTC.minimumUsd)} USD`,
      timeline,
      price,
      audit: {
        internal:
          "Varje smart kontrakt vi skriver går igenom vår interna säkerhetsgranskning – statisk analys, fuzzing och en manuell granskning rad för rad av två utvecklare – innan det driftsätts.",
        external:
          "Ska kontraktet förvalta kunders eller investerares pengar rekommenderar vi dessutom en oberoende extern granskning innan lansering. Ni anlitar granskningsfirman, och vi förbereder granskningen och åtgärdar fynden.",
      },
      currencies:
        "Våra offerter görs i kronor. Kostnadsintervallen på tjänstesidorna anges i den valuta som jämförelsen görs i: för MVP:er med no-code och low-code i amerikanska dollar, eftersom plattformarna och de internationella jämförelsesiffrorna är i dollar, och för SaaS-projekt i euro, eftersom de flesta av våra SaaS-kunder säljer på den europeiska marknaden. Budgetalternativen i projektformuläret är i kronor på svenska och i dollar på engelska. Transaktionsstorlekar för OTC anges i dollar på båda språken, eftersom deskarna prissätter och sätter sina lägstanivåer i dollar.",
      priceNote: {
        usd: "Beloppen är i amerikanska dollar, eftersom plattformarna och jämförelsesiffrorna är det. Vår offert till er görs i kronor.",
        eur: "Beloppen är i euro, eftersom de flesta SaaS-kunder säljer på den europeiska marknaden. Vår offert till er görs i kronor.",
      },
    };
  return {
    reply: `within ${REPLY_HOURS} hours on weekdays`,
    replyTitle: `A reply within ${REPLY_HOURS} hours on weekdays`,
    deskCount: `${OTC.deskCount}`,
    otcMinimum: `$${formatNumber(lang, OTC.minimumUsd)}`,
    timeline,
    price,
    audit: {
      internal:
        "Every smart contract we write passes our internal security review – static analysis, fuzzing and a line-by-line manual review by two developers – before it is deployed.",
      external:
        "If the contract will hold client or investor funds, we also recommend an independent external audit before launch. You engage the audit firm; we prepare for the audit and fix its findings.",
    },
    currencies:
      "Our quotes are in Swedish kronor. The cost ranges on our service pages are given in the currency the comparison is made in: US dollars for no-code and low-code MVPs, because the platforms and the international benchmarks are priced in dollars, and euros for SaaS projects, because most of our SaaS clients sell in the European market. The budget options of the project form are in kronor in Swedish and in dollars in English. OTC transaction sizes are in US dollars in both languages, because the desks quote prices and set their minimums in dollars.",
    priceNote: {
      usd: "The figures are in US dollars, as the platforms and the benchmarks are. Our quote to you will be in Swedish kronor.",
      eur: "The figures are in euros, the currency most SaaS clients sell in. Our quote to you will be in Swedish kronor.",
    },
  };
}

export const facts: Localized<FactsCopy> = { sv: copyIn("sv"), en: copyIn("en") };
