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

// Backups: the days each copy is kept on the server and off it (the timelines below).
const BACKUP_KEEP_DAYS = 7;
const OFFSITE_BACKUP_KEEP_DAYS = 30;

/**
 * Typical timelines, named after what they time. Each offer's scope is defined once, in
 * `scope` below; its timeline, price and ratios follow from that scope (docs/style-guide.md,
 * "One set of facts").
 */
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
  /** A no-code or low-code MVP: a complete first version on a platform, planned, built and launched to real users. */
  noCodeMvp: { from: 2, to: 6, unit: "weeks" },
  /** The same first version built the traditional way. */
  traditionalMvp: { from: 3, to: 9, unit: "months" },
  /**
   * The build step of the fast MVP prototyping track: one core flow in code, for a limited group of
   * test users. Shorter than a no-code MVP because the scope is narrower, not because code is faster.
   */
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
  /** How long the language cookie lasts after the latest choice (app/i18n/preference.ts sets it from this). */
  languageCookie: { from: 12, unit: "months" },
  /** The longest a console sign-in lasts (server/db/sessions.ts; server/admin/session-policy.test.ts checks it). */
  consoleSession: { from: 7, unit: "days" },
  // Backups (docs/operations.md, "Backups"): how long an erased enquiry can live on in them.
  /** How long the server keeps each daily backup of the database: BACKUP_KEEP_DAYS at most. */
  backupRetention: { from: BACKUP_KEEP_DAYS, unit: "days" },
  /** How long the copies sent off the server are kept (deploy/backup-offsite deletes older ones). */
  offsiteBackupRetention: { from: OFFSITE_BACKUP_KEEP_DAYS, unit: "days" },
  /** The two together: the longest an erased or purged enquiry can remain in a backup. */
  backupLifetime: { from: BACKUP_KEEP_DAYS + OFFSITE_BACKUP_KEEP_DAYS, unit: "days" },
  // Operator console: how long the audit log keeps an entry (the daily retention run enforces it).
  auditRetention: { from: 12, unit: "months" },
  // Site statistics (docs/decisions/012-cookieless-statistics.md).
  /** How long the daily visitor statistics (counters only) are kept. */
  statisticsRetention: { from: 25, unit: "months" },
} as const satisfies Record<string, Span>;
export type TimelineName = keyof typeof TIMELINES;

/**
 * Typical price ranges, in the currency the product record sets them in: no-code MVPs in US dollars
 * (as the product record gives them), SaaS projects in euros. Swedish pages show them in kronor only,
 * English pages in that currency with kronor beside it, by the one conversion rule (`KRONOR_PER`);
 * our quotes themselves are in kronor.
 */
export const PRICES = {
  /** A no-code or low-code MVP. */
  noCodeMvp: { currency: "USD", from: 5_000, to: 25_000 },
  /**
   * A first version built the traditional way. Not shown: its ends and the no-code range's divide to
   * 25 %, against the measured 30–40 % (claims.test.ts keeps it off the pages).
   */
  traditionalMvp: { currency: "USD", from: 20_000, to: 100_000 },
  /** A SaaS MVP with the core features. */
  saasMvp: { currency: "EUR", from: 50_000, to: 150_000 },
  /** A full-scale SaaS platform for enterprise customers (the copy adds "or more"). */
  saasEnterprise: { currency: "EUR", from: 150_000, to: 500_000 },
} as const satisfies Record<string, PriceFact>;
export type PriceName = keyof typeof PRICES;

/**
 * The one conversion rule of the facts (docs/decisions/031-copy-and-proof.md): round kronor per US
 * dollar and per euro. A price fact is stored once, in the currency the product record gives it,
 * and shown in kronor only on Swedish pages, and in that currency on English pages with kronor
 * beside it, both computed from the one fact by this rule. Not
 * exchange rates: revisit them when the krona moves by a tenth. The facts document stores it as
 * `conversion`, so the owner sees and edits it beside the prices.
 */
export const KRONOR_PER = { USD: 10, EUR: 11 } as const;
export type Currency = keyof typeof KRONOR_PER;
/** A price fact: a range in one currency. */
export interface PriceFact {
  currency: Currency;
  from: number;
  to: number;
}

/** A span of the facts list in days: a month as a twelfth of 365 days, so 12 months is 365. */
export function spanInDays(span: { from: number; unit: Unit }): number {
  if (span.unit === "days") return span.from;
  if (span.unit === "weeks") return span.from * 7;
  return Math.round((span.from * 365) / 12);
}

/** A share in percent: a range (`to` set) or a single figure. */
interface Percent {
  from: number;
  to?: number;
}

/**
 * The percentages a page states outside a client story (a story's result is that one client's,
 * not a fact). Named after what they measure.
 */
export const PERCENTAGES = {
  /**
   * What a no-code or low-code MVP costs, as a share of the quote for the same first version built
   * the traditional way. The docs/product.md claim "60–80 % lower" is not used: at 30–40 % of the
   * cost the saving is 60–70 %, so the two cannot both hold (the style guide).
   */
  noCodeCostShare: { from: 30, to: 40 },
  /**
   * How much of the functionality a first version needs a well-built no-code MVP covers. Not shown:
   * no measured basis (docs/style-guide.md); kept so the seed's shape does not change.
   */
  noCodeFunctionality: { from: 80, to: 90 },
  /** The return over the first year that we have seen on AI agents that paid for themselves. */
  aiAgentFirstYearReturn: { from: 200, to: 500 },
  /** The share of cases the e-commerce client's customer service agent closed on its own in its first six months (its client story). */
  aiAgentEnquiriesHandled: { from: 75 },
} as const satisfies Record<string, Percent>;
export type PercentName = keyof typeof PERCENTAGES;

/**
 * The people: six specialists on the home page and the two who run the OTC introductions, eight
 * in all. home.team and otc.team list exactly these (content.test.ts).
 */
export const TEAM = { specialists: 6, otc: 2 } as const;

/** We reply to every enquiry within this many hours, on weekdays. */
export const REPLY_HOURS = 24;
/** The OTC network: how many desks, and the smallest trade it is built for (US dollars in both languages). */
export const OTC = { deskCount: 30, minimumUsd: 100_000 } as const;

export interface FactsCopy {
  /** The reply promise, to end a sentence: "Vi svarar {reply}." */
  reply: string;
  /** When a proposal with cost and timeline comes: never within hours, always after a conversation. */
  proposal: string;
  /** The phone hours, Swedish time: "vardagar 09.00–17.00". */
  phoneHours: string;
  /** The same promise as a short title. */
  replyTitle: string;
  /** "30" */
  deskCount: string;
  /** The network in words: "30 OTC-deskar" (a count, never a ranking, a size or a quality no stated criterion backs). */
  otcNetwork: string;
  /** The OTC page's three stats as docs/product.md gives them, each label saying what the figure measures. */
  otcStats: { value: string; label: string }[];
  /** How introductions are paid for, and that desks pay us nothing. */
  otcFee: string;
  /** The same, in the terms, which speak to one person (du in Swedish: docs/style-guide.md, "Form of address"). */
  otcFeeTerms: string;
  /** How long OTC requests are kept, and what happens to copies already with a desk. */
  otcRetention: string;
  /**
   * Our own position as an introducer: criteria, not recommendations, and why that is not a licensed
   * crypto-asset service (docs/style-guide.md, "OTC: criteria, not recommendations"). The OTC page and the terms both state it.
   */
  otcPosition: string;
  /** Which desks a client is put forward to, by where the client is (a rule the OTC team keeps). */
  otcThirdCountry: string;
  /**
   * The 30–40 % no-code cost share with what it rests on, in one sentence and a caveat: projects people
   * in the team have led (not "our MVPs": some were led at former employers), so claim and basis agree.
   */
  noCodeCostBasis: string;
  /** The platforms' own recurring fees, which the no-code price range leaves out. */
  noCodePlatformFees: string;
  /**
   * The path to a reference, for the client-story intros. An owner's promise: remove it here and
   * every page drops it (the stories' intros interpolate it).
   */
  references: string;
  /**
   * Whose engagements the client stories are, said once under every stories heading (app/content/story-note.ts;
   * the intros no longer repeat it): the same words as the home
   * page's team closing, so no page says "we built" what a colleague led at a previous employer.
   * The repository records no story's provenance, so the sentence offers to tell it in a first
   * meeting instead of printing one (docs/style-guide.md, "One set of facts": its Client stories rule).
   */
  storiesOrigin: string;
  /** The same for a page that tells one story: "Uppdraget leddes …" / "This engagement was led …". */
  storyOrigin: string;
  /** Percentages outside client stories, formatted ("30–40 %", "30–40%"). */
  percent: Record<PercentName, string>;
  /** Head counts in words, for running text: "sex", "två", "åtta". */
  team: { specialists: string; otc: string; total: string };
  /** Each offer with figures, its scope in one sentence; the figures on every page follow from it. */
  scope: Record<"noCodeMvp" | "fastMvp" | "traditionalMvp" | "smartContractComplex" | "blockchainPoc", string>;
  /** The OTC network's minimum trade size, in US dollars. */
  otcMinimum: string;
  timeline: Record<TimelineName, string>;
  price: Record<PriceName, string>;
  /** What we do ourselves and what an independent firm does, as sentences. */
  audit: { internal: string; external: string; timing: string };
  /** The currencies on the site and the conversion rule, in full (the terms' section on figures). */
  currencies: string;
  /**
   * One sentence beside a price. English: quotes are in kronor, and the kronor beside the product
   * record's dollars or euros are approximate, by the one rule (not "converted": the quote is in kronor;
   * cold review 10a, P02). Swedish pages show kronor only, so the Swedish sentence names no conversion.
   */
  priceNote: { usd: string; eur: string };
  /** The conversion rule as a page states it: "10 kr per dollar" / "SEK 10 to the dollar". */
  conversion: { usd: string; eur: string };
  /**
   * How the price is set where the firm states no figure (a service page's and its home card's price
   * line): "Pris enligt offert" / "Price on request" (the seventh reader's E1; the eleventh's Q25: the
   * home cards' own "price on request"), after a duration
   * ("2–4 veckor · pris enligt offert") or alone (N16).
   */
  priceByProposal: string;
  /**
   * What the firm is not, one list for every place that says it (the OTC form's acknowledgement, the
   * OTC page's important information, the terms): "mäklare, börs, förvaringsinstitut eller finansiellt institut".
   */
  notA: string;
}

const UNITS: Record<Lang, Record<Unit, [one: string, many: string]>> = {
  sv: { days: ["dag", "dagar"], weeks: ["vecka", "veckor"], months: ["månad", "månader"] },
  en: { days: ["day", "days"], weeks: ["week", "weeks"], months: ["month", "months"] },
};

const NUMBER_LOCALE: Record<Lang, string> = { sv: "sv-SE", en: "en-GB" };

function formatNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[lang]).format(value);
}

/**
 * A no-break space (U+00A0) between a figure and its unit, so "kr", "veckor" or "SEK" never wraps
 * onto a line of its own in a narrow card (cold review of 2026-12-02, ninth reader, N13).
 */
export const NBSP = "\u00A0";

/** "2–4 veckor", "12 months": an en dash between the figures, no spaces, a no-break space before the unit (the style guide). */
export function formatSpan(lang: Lang, span: Span): string {
  const [one, many] = UNITS[lang][span.unit];
  const figures = span.to === undefined ? `${span.from}` : `${span.from}–${span.to}`;
  return `${figures}${NBSP}${span.to === undefined && span.from === 1 ? one : many}`;
}

// The signs English pages put before a price fact's figures (Swedish pages show kronor only).
const CURRENCY_SIGN = { USD: "$", EUR: "€" } as const;

/**
 * A price fact as a page shows it, from the one fact and the one conversion rule: in kronor only in
 * Swedish, "50 000–250 000 kr", since we quote in kronor and a Swedish buyer has no use for the
 * product record's currency (cold review of 2026-12-02, ninth reader, N01); in that currency with
 * kronor beside it in English, "$5,000–25,000 (about SEK 50,000–250,000)". A no-break space joins
 * "kr" and "SEK" to their figures (N13). No copy types a kronor figure beside a price (style.test.ts).
 */
export function formatPriceFact(lang: Lang, price: PriceFact, kronorPer: Record<Currency, number> = KRONOR_PER): string {
  const { currency, from, to } = price;
  const figures = `${formatNumber(lang, from)}–${formatNumber(lang, to)}`;
  const rate = kronorPer[currency];
  const kronor = `${formatNumber(lang, from * rate)}–${formatNumber(lang, to * rate)}`;
  return lang === "sv" ? `${kronor}${NBSP}kr` : `${CURRENCY_SIGN[currency]}${figures} (about SEK${NBSP}${kronor})`;
}

/** A named price of the facts list, as a page shows it. */
export function formatPrice(lang: Lang, name: PriceName): string {
  return formatPriceFact(lang, PRICES[name]);
}

/** The conversion rule as a sentence states it: "10 kr per dollar" / "SEK 10 to the dollar". */
export function formatConversion(lang: Lang, kronorPer: Record<Currency, number>): { usd: string; eur: string } {
  return lang === "sv"
    ? {
        usd: `${formatNumber(lang, kronorPer.USD)}${NBSP}kr per dollar`,
        eur: `${formatNumber(lang, kronorPer.EUR)}${NBSP}kr per euro`,
      }
    : {
        usd: `SEK${NBSP}${formatNumber(lang, kronorPer.USD)} to the dollar`,
        eur: `SEK${NBSP}${formatNumber(lang, kronorPer.EUR)} to the euro`,
      };
}

/** "30–40 %" (non-breaking space) in Swedish, "30–40%" in English. */
export function formatPercent(lang: Lang, share: Percent): string {
  const figures = share.to === undefined ? `${share.from}` : `${share.from}–${share.to}`;
  return lang === "sv" ? `${figures}\u00A0%` : `${figures}%`;
}

const NUMBER_WORDS: Record<Lang, Record<number, string>> = {
  sv: { 2: "två", 6: "sex", 8: "åtta" },
  en: { 2: "two", 6: "six", 8: "eight" },
};

function numberWord(lang: Lang, value: number): string {
  const word = NUMBER_WORDS[lang][value];
  if (!word) throw new Error(`no word for ${value} in ${lang}: add it to NUMBER_WORDS`);
  return word;
}

function mapValues<K extends string, T, U>(record: Record<K, T>, map: (key: K, value: T) => U): Record<K, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(key as K, value as T)])) as Record<K, U>;
}

/** The Swedish price note, the same beside a dollar or a euro fact since Swedish pages show kronor only. */
const APPROXIMATE_SV = "Beloppen är ungefärliga; ert pris står i offerten.";

function copyIn(lang: Lang): FactsCopy {
  const conversion = formatConversion(lang, KRONOR_PER);
  const timeline = mapValues(TIMELINES, (_name, span: Span) => formatSpan(lang, span));
  const price = mapValues(PRICES, (name) => formatPrice(lang, name));
  const percent = mapValues(PERCENTAGES, (_name, share: Percent) => formatPercent(lang, share));
  const team = {
    specialists: numberWord(lang, TEAM.specialists),
    otc: numberWord(lang, TEAM.otc),
    total: numberWord(lang, TEAM.specialists + TEAM.otc),
  };
  if (lang === "sv")
    return {
      reply: `inom ${REPLY_HOURS}${NBSP}timmar på vardagar`,
      proposal:
        "Efter ett första samtal får ni en offert med pris och tidplan. Ett större projekt börjar med en förstudie, som offereras separat i förväg.",
      phoneHours: "vardagar 09.00–17.00",
      replyTitle: `Svar inom ${REPLY_HOURS}${NBSP}timmar på vardagar`,
      deskCount: `${OTC.deskCount}`,
      otcNetwork: `${OTC.deskCount} OTC-deskar`,
      otcStats: [
        {
          value: `TOP ${OTC.deskCount}`,
          label: "OTC-deskar i vårt nätverk, med en namngiven kontakt hos var och en (antalet är ingen rankning)",
        },
        { value: "100%", label: "ren introduktion: vi genomför inga affärer och förvarar inga tillgångar" },
        {
          value: "24/7",
          label: `förfrågningar tas emot dygnet runt, alla dagar – vi svarar inom ${REPLY_HOURS}${NBSP}timmar på vardagar`,
        },
      ],
      otcFee:
        "Det kostar ingenting att skicka en förfrågan och få besked om hur många deskar i nätverket som uppfyller era kriterier. Vill ni gå vidare avtalar vi skriftligt ett fast arvode för introduktionen innan vi kontaktar någon desk. Deskarna betalar oss ingenting, varken provision eller del av sina avgifter, så vilka deskar vi tar fram beror aldrig på vad de betalar oss.",
      otcFeeTerms:
        "Det kostar ingenting att skicka en förfrågan och få besked om hur många deskar i nätverket som uppfyller dina kriterier. Vill du gå vidare avtalar vi skriftligt ett fast arvode för introduktionen innan vi kontaktar någon desk. Deskarna betalar oss ingenting, varken provision eller del av sina avgifter, så vilka deskar vi tar fram beror aldrig på vad de betalar oss.",
      otcPosition:
        "Vi ger inga personliga rekommendationer. Vi tar fram de deskar i nätverket som uppfyller de kriterier ni själva anger – tillgång, storlek, frekvens och jurisdiktion – och valet av desk gör ni. Vi ger ingen rådgivning om kryptotillgångar eller kryptotillgångstjänster, vi tar varken emot eller vidarebefordrar order, och vi genomför inga affärer. Enligt vår bedömning kräver verksamheten därför inget tillstånd enligt MiCA, och vi har inte heller något sådant tillstånd.",
      otcThirdCountry:
        "För kunder inom EU/EES tar vi bara fram deskar som finns i Esmas register över leverantörer av kryptotillgångstjänster med tillstånd enligt MiCA; det är den enda kontroll av deskarna vi gör. Deskar utanför EU/EES tar vi bara fram för kunder utanför EU/EES.",
      noCodeCostBasis: `I de projekt som personer i vårt team har lett, där kunden också hade en offert på egen kod, kostade versionen i no-code eller low-code ${percent.noCodeCostShare} av den offerten. Det är ingen garanti; vi räknar på ert fall innan ni bestämmer er.`,
      noCodePlatformFees:
        "Dessutom tillkommer plattformarnas månadsavgifter, som ni betalar direkt till leverantören. Vi räknar på dem tillsammans med er innan ni bestämmer er.",
      references:
        "Har vi gjort ett liknande uppdrag på Nordlegend förmedlar vi efter ett första samtal gärna kontakt med kunden, om kunden går med på det.",
      storiesOrigin:
        "Vi namnger inga kunder utan deras tillstånd. Vi i teamet ledde uppdragen, på Nordlegend eller hos tidigare arbetsgivare; vem som ledde vilket, och var, berättar vi redan i det första samtalet.",
      storyOrigin:
        "Vi namnger inga kunder utan deras tillstånd. En av oss ledde uppdraget, på Nordlegend eller hos en tidigare arbetsgivare; vem och var berättar vi redan i det första samtalet.",
      otcRetention: `En OTC-förfrågan sparas som andra förfrågningar: den raderas ${formatSpan(lang, TIMELINES.enquiryRetention)} efter att den kom in, om den inte har lett till ett uppdrag. Uppgifter som en desk redan har fått efter ditt godkännande finns hos desken, som sparar dem enligt sina egna regler, till exempel penningtvättslagens krav på kundkännedom.`,
      percent,
      team,
      scope: {
        noCodeMvp:
          "En MVP med no-code eller low-code är en komplett första version på en färdig plattform: planerad, byggd och lanserad för riktiga användare.",
        fastMvp:
          "En snabb MVP-prototyp är ett kodat första flöde – produktens kärna och inget mer – som en begränsad grupp användare testar.",
        traditionalMvp: "Med traditionell utveckling skrivs samma kompletta första version från grunden i egen kod.",
        smartContractComplex:
          "Ett komplext system av smarta kontrakt är flera samverkande kontrakt, till exempel en plattform för utlåning eller staking.",
        blockchainPoc:
          "En proof of concept visar på ett testnätverk, med riktiga men begränsade data, att lösningen fungerar för just er.",
      },
      otcMinimum: `${formatNumber(lang, OTC.minimumUsd)}${NBSP}USD`,
      timeline,
      price,
      audit: {
        internal:
          "Varje smart kontrakt vi skriver går igenom vår interna säkerhetsgranskning – statisk analys, fuzzing och en manuell granskning rad för rad av vår blockchainspecialist och ytterligare en av våra utvecklare – innan det driftsätts.",
        external:
          "Ska kontraktet förvalta kunders eller investerares pengar rekommenderar vi dessutom en oberoende extern granskning innan lansering. Ni anlitar granskningsfirman, och vi förbereder granskningen och åtgärdar fynden.",
        timing:
          "En extern granskning ligger utanför tidplanen för utvecklingen; hur lång tid den tar beror på granskningsfirmans kö och på kodens omfattning.",
      },
      currencies:
        "Våra offerter lämnas i kronor. Kostnadsintervallen på tjänstesidorna är ungefärliga, och plattformarnas egna månadsavgifter ingår inte i dem. Budgetalternativen i projektformuläret är i kronor på svenska och i dollar på engelska. Transaktionsstorlekar för OTC anges i dollar på båda språken, eftersom deskarna prissätter och sätter sina lägstanivåer i dollar.",
      // Swedish pages show kronor only, so the Swedish note names no conversion (N01).
      priceNote: { usd: APPROXIMATE_SV, eur: APPROXIMATE_SV },
      conversion,
      priceByProposal: "Pris enligt offert",
      notA: "mäklare, börs, förvaringsinstitut eller finansiellt institut",
    };
  return {
    reply: `within ${REPLY_HOURS}${NBSP}hours on weekdays`,
    proposal:
      "After a first call we send you a quote with price and timeline. Larger projects begin with a discovery phase, quoted separately in advance.",
    phoneHours: "weekdays 09:00–17:00",
    replyTitle: `A reply within ${REPLY_HOURS}${NBSP}hours on weekdays`,
    deskCount: `${OTC.deskCount}`,
    otcNetwork: `${OTC.deskCount} OTC desks`,
    otcStats: [
      {
        value: `TOP ${OTC.deskCount}`,
        label: "OTC desks in our network, each with a named contact (a count, not a ranking)",
      },
      { value: "100%", label: "introduction only: we execute no trades and hold no assets" },
      {
        value: "24/7",
        label: `requests received around the clock, every day – we reply within ${REPLY_HOURS}${NBSP}hours on weekdays`,
      },
    ],
    otcFee:
      "It costs nothing to send a request and find out how many desks in the network meet your criteria. If you want to go ahead, we agree a fixed fee for the introduction in writing before we contact any desk. The desks pay us nothing, neither commission nor a share of their fees, so which desks we put forward never depends on what they pay us.",
    otcFeeTerms:
      "It costs nothing to send a request and find out how many desks in the network meet your criteria. If you want to go ahead, we agree a fixed fee for the introduction in writing before we contact any desk. The desks pay us nothing, neither commission nor a share of their fees, so which desks we put forward never depends on what they pay us.",
    otcPosition:
      "We make no personal recommendations. We put forward the desks in the network that meet the criteria you set – asset, size, frequency and jurisdiction – and you choose the desk. We give no advice on crypto-assets or crypto-asset services, we neither receive nor transmit orders, and we execute no trades. In our assessment this activity therefore requires no authorisation under MiCA, and we hold no such authorisation.",
    otcThirdCountry:
      "For clients based in the EU/EEA we only put forward desks listed in ESMA’s register of crypto-asset service providers authorised under MiCA; that is the only check of the desks we make. We put forward desks outside the EU/EEA only to clients outside the EU/EEA.",
    noCodeCostBasis: `In the projects people in our team have led where the client also had a quote for custom code, the no-code or low-code version cost ${percent.noCodeCostShare} of that quote. That is no guarantee: we work out the figures for your case before you decide.`,
    noCodePlatformFees:
      "On top of that come the platforms’ monthly fees, which you pay directly to the provider. We work them out with you before you decide.",
    references:
      "If we have done a similar project at Nordlegend, we are happy to put you in touch with that client after a first call, where the client agrees.",
    storiesOrigin:
      "We do not name clients without their consent. Our team led these engagements, at Nordlegend or at previous employers; we tell you who led each one, and where, in the first call.",
    storyOrigin:
      "We do not name clients without their consent. One of us led this engagement, at Nordlegend or at a previous employer; we tell you who, and where, in the first call.",
    otcRetention: `An OTC request is kept like any other enquiry: it is deleted ${formatSpan(lang, TIMELINES.enquiryRetention)} after it arrived unless it has led to an engagement. Details a desk has already received with your approval are held by the desk, which keeps them under its own rules, such as the customer due diligence that anti-money-laundering law requires.`,
    percent,
    team,
    scope: {
      noCodeMvp:
        "A no-code or low-code MVP is a complete first version on an existing platform: planned, built and launched to real users.",
      fastMvp:
        "A fast MVP prototype is one core flow in code – the heart of the product and nothing more – tested by a limited group of users.",
      traditionalMvp: "Traditional development means writing the same complete first version from scratch in custom code.",
      smartContractComplex:
        "A complex smart-contract system is several interacting contracts, such as a lending or staking platform.",
      blockchainPoc: "A proof of concept shows on a test network, with real but limited data, that the solution works for you.",
    },
    otcMinimum: `$${formatNumber(lang, OTC.minimumUsd)}`,
    timeline,
    price,
    audit: {
      internal:
        "Every smart contract we write goes through our internal security review – static analysis, fuzzing and a line-by-line manual review by our blockchain specialist and one more of our developers – before it is deployed.",
      external:
        "If the contract will hold client or investor funds, we also recommend an independent external audit before launch. You engage the audit firm; we prepare for the audit and fix its findings.",
      timing:
        "The time an external audit takes comes on top of the development timeline and depends on the audit firm’s queue and the size of the code.",
    },
    currencies: `Our quotes are in Swedish kronor. The cost ranges on our service pages are approximate, and the platforms’ own monthly fees are not included in them. On the English pages they are given in US dollars or euros, with approximate kronor beside them at ${conversion.usd} and ${conversion.eur}. The budget options of the project form are in kronor in Swedish and in dollars in English. OTC transaction sizes are in US dollars in both languages, because the desks quote prices and set their minimums in dollars.`,
    priceNote: {
      usd: `Our quotes are in Swedish kronor; the kronor figures beside each range are approximate, at ${conversion.usd}.`,
      eur: `Our quotes are in Swedish kronor; the kronor figures beside each range are approximate, at ${conversion.eur}.`,
    },
    conversion,
    priceByProposal: "Price on request",
    notA: "a broker, an exchange, a custodian or a financial institution",
  };
}

export const facts: Localized<FactsCopy> = { sv: copyIn("sv"), en: copyIn("en") };

// Operator console: the audit log's span above under the name the console's code uses.
export const AUDIT_RETENTION = TIMELINES.auditRetention;
