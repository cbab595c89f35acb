// The promises the copy makes, checked against what the firm does (docs/style-guide.md, "One set
// of facts" and "Claims"): one test per kind of contradiction an editor found between pages.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import { ENQUIRY_ABOUT_KEY } from "~/components/forms/enquiry-context";
import { ENGLISH_TOWN } from "~/components/ui/office-address";
import { site } from "~/config/site";
import { LANG_STORAGE_KEY } from "~/i18n/lang";
import { LANGUAGE_COOKIE_SECONDS } from "~/i18n/preference";
import { SERVICE_SLUGS } from "~/i18n/pages";
import { bookingCopy, bookingPickerCopy, bookingTexts } from "./booking";
import { LEGAL_CLAIMS, UNBACKED as UNBACKED_CLAIMS } from "./model/editorial";
import { consoleCopy } from "./console";
import { COPY, findings, strings, word, type Copy } from "./copy-index";
import { facts, OTC, PERCENTAGES, PRICES, spanInDays, TEAM, TIMELINES, type PriceName } from "./facts";
import { forms } from "./forms";
import { home } from "./home";
import { infoHub } from "./info";
import { privacyPolicy } from "./legal/privacy";
import { support } from "./legal/support";
import { terms } from "./legal/terms";
import { otc } from "./otc";
import { serviceContents } from "./services";
import { social } from "./social";
import { storiesNote, storiesNoteText, TEAM_POINTER } from "./story-note";
import { ui } from "./ui";

const LANGS = ["sv", "en"] as const;

/** The sentences of one string (a sentence ends at ., ! or ? followed by a space). */
function sentences(entry: Copy): Copy[] {
  return entry.text.split(/(?<=[.!?])\s+/u).map((text) => ({ ...entry, text }));
}

/** The first five letters of each word of at least `shortest` letters that is not in `stop`: what tells stories apart. */
function stemsOf(text: string, stop: ReadonlySet<string>, shortest: number): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\d]+/u)
      .filter((word) => word.length >= shortest && !stop.has(word))
      .map((word) => word.slice(0, 5)),
  );
}

const report = (entries: Copy[]) => entries.map((entry) => `${entry.module} ${entry.path}: ${entry.text}`);

describe("every percentage outside a client story is a fact", () => {
  // A client story's result is that one client's; the OTC stats are written as docs/product.md gives them.
  const isStoryResult = (entry: Copy) => /\.stories\.items\[\d+\]\.result\.value$/.test(entry.path);
  const isOtcStat = (entry: Copy) => entry.module === "otc" && /\.network\.stats\[\d+\]\.value$/.test(entry.path);
  const PERCENT = { sv: /\d+(?:[,.]\d+)?(?:–\d+)?\u00A0%/u, en: /\d+(?:\.\d+)?%?(?:–\d+)?%/u };

  function strayPercentages(lang: Lang, copy: Copy[]) {
    const allowed = new Set(Object.values(facts[lang].percent));
    return findings(
      copy.filter((entry) => !isStoryResult(entry) && !isOtcStat(entry)),
      PERCENT[lang],
      (_entry, match) => allowed.has(match),
    );
  }

  it.each(LANGS)("%s: each is a value of facts.percent", (lang) => {
    expect(strayPercentages(lang, COPY[lang])).toEqual([]);
  });

  it("the check catches a percentage that is no fact, and passes one that is", () => {
    const one = (text: string) => [{ module: "m", path: "$.benefits.items[1].title", text }];
    expect(strayPercentages("sv", one("60–80\u00A0% lägre kostnad"))).toHaveLength(1);
    expect(strayPercentages("en", one("costs 60–80% less"))).toHaveLength(1);
    expect(strayPercentages("sv", one(`till ${facts.sv.percent.noCodeCostShare} av kostnaden`))).toEqual([]);
    expect(PERCENTAGES.noCodeCostShare).toEqual({ from: 30, to: 40 });
  });
});

describe("the team is counted the same everywhere", () => {
  it.each(LANGS)("%s: six specialists on the home page, two on the OTC team, eight in all", (lang) => {
    expect(home[lang].team.members).toHaveLength(TEAM.specialists);
    expect(otc[lang].team.members).toHaveLength(TEAM.otc);
    const { specialists, otc: otcCount, total } = facts[lang].team;
    expect(home[lang].team.intro.toLowerCase()).toContain(total);
    expect(home[lang].team.intro.toLowerCase()).toContain(specialists);
    expect(otc[lang].team.intro.toLowerCase()).toContain(otcCount);
  });

  it.each(LANGS)("%s: every head count in the copy is one of the facts list's", (lang) => {
    const counted =
      lang === "sv"
        ? /(?<![\p{L}])(två|tre|fyra|fem|sex|sju|åtta|nio|tio) (?:specialister|personer|medarbetare|kollegor)/giu
        : /(?<![\p{L}])(two|three|four|five|six|seven|eight|nine|ten) (?:specialists|people|colleagues|employees)/giu;
    const allowed = new Set(Object.values(facts[lang].team));
    const counts = COPY[lang].flatMap((entry) => [...entry.text.matchAll(counted)].map((match) => match[1]!.toLowerCase()));
    expect(counts.filter((count) => !allowed.has(count))).toEqual([]);
  });
});

describe("no audit is promised as included", () => {
  const AUDIT = { sv: /extern(?:a)? granskning/iu, en: /external (?:audit|review)/iu };
  const INCLUDED = {
    sv: /inklusive|ingår|inkluder|får också|får dessutom|också får|även får|alltid en/iu,
    en: /includ|also get|also gets|comes with|always get/iu,
  };

  function promised(lang: Lang, copy: Copy[]) {
    return copy.flatMap(sentences).filter((entry) => AUDIT[lang].test(entry.text) && INCLUDED[lang].test(entry.text));
  }

  it.each(LANGS)("%s: no sentence says an external audit is included or given", (lang) => {
    expect(report(promised(lang, COPY[lang]))).toEqual([]);
  });

  it("the check catches the old wording", () => {
    const one = (text: string) => [{ module: "m", path: "$", text }];
    expect(promised("en", one("Contracts that will hold funds also get an independent external audit."))).toHaveLength(1);
    expect(promised("sv", one("Tar 2–6 månader inklusive en oberoende extern granskning."))).toHaveLength(1);
    expect(promised("en", one(facts.en.audit.external))).toEqual([]);
    expect(promised("sv", one(facts.sv.audit.timing))).toEqual([]);
  });

  it.each(LANGS)("%s: where a timeline for contracts is given, the audit's time is said to come on top", (lang) => {
    for (const slug of ["smart-contracts", "defi-staking"] as const) {
      const text = strings(slug, serviceContents[slug][lang]).map((entry) => entry.text);
      expect(
        text.some((line) => line.includes(facts[lang].audit.timing)),
        slug,
      ).toBe(true);
    }
  });
});

describe("no proposal is promised within hours", () => {
  const PROPOSAL = {
    sv: /förslag|offert|kostnadsuppskattning|tidsplan|tidplan|vad den kostar|vad det kostar/iu,
    en: /proposal|quote|estimate|timeline|what it would cost|what it costs/iu,
  };
  const HOURS = { sv: /\d+ timmar|inom en dag|samma dag|i morgon/iu, en: /\d+ hours|within a day|same day|tomorrow/iu };

  function promised(lang: Lang, copy: Copy[]) {
    return copy.flatMap(sentences).filter((entry) => PROPOSAL[lang].test(entry.text) && HOURS[lang].test(entry.text));
  }

  it.each(LANGS)("%s: a sentence with the reply time promises a reply, not a proposal", (lang) => {
    expect(report(promised(lang, COPY[lang]))).toEqual([]);
  });

  it("the check catches the old wording", () => {
    const one = (text: string) => [{ module: "m", path: "$", text }];
    expect(
      promised("en", one("Tell us the idea, and within 24 hours on weekdays we’ll come back with a proposal.")),
    ).toHaveLength(1);
    expect(promised("sv", one(`Vi svarar ${facts.sv.reply}. ${facts.sv.proposal}`))).toEqual([]);
  });

  // Cold review 9A, N05: the quote process is said where a page states its price (the SaaS and no-code
  // pages); a page without a price figure says in its hero that the price is set in a quote.
  it.each(LANGS)("%s: every service page says how its price is set", (lang) => {
    const QUOTE = lang === "sv" ? /offert med pris och tidplan/u : /quote with price and timeline/u;
    const silent = SERVICE_SLUGS.filter((slug) => {
      const page = serviceContents[slug][lang];
      const withPrice = Object.values(facts[lang].price).some((price) => page.hero.typical?.price.includes(price));
      return withPrice
        ? !strings(slug, page).some((entry) => QUOTE.test(entry.text))
        : page.hero.typical?.price !== facts[lang].priceByProposal;
    });
    expect(silent).toEqual([]);
  });
});

describe("no stat or sentence claims hours the contact hours contradict", () => {
  it.each(LANGS)("%s: the OTC stats are docs/product.md’s, each labelled with what it measures", (lang) => {
    expect(otc[lang].network.stats).toEqual(facts[lang].otcStats);
    expect(otc[lang].network.stats.map((stat) => stat.value)).toEqual([`TOP ${OTC.deskCount}`, "100%", "24/7"]);
    const [, , roundTheClock] = otc[lang].network.stats;
    // 24/7 is when a request is received (the form is always open), not a claim about every desk in the
    // network (cold review 4, C3) nor a market's hours the figure argues with (eleventh reader, A18,
    // A19); our own replies come on weekdays, and the label says both.
    expect(roundTheClock!.label).toMatch(
      lang === "sv" ? /^förfrågningar tas emot dygnet runt/u : /^requests received around the clock/u,
    );
    expect(roundTheClock!.label).not.toMatch(/kryptomarknaden|crypto market/u);
    expect(roundTheClock!.label).not.toMatch(lang === "sv" ? /deskarna handlar/u : /desks trade/u);
    expect(roundTheClock!.label).toContain(facts[lang].reply);
  });

  const ROUND_THE_CLOCK = {
    sv: /dygnet runt|24\/7|alla tider på dygnet/iu,
    en: /around the clock|24\/7|at any hour|day or night/iu,
  };
  const ABOUT_US = { sv: /(?<![\p{L}])(?:vi|oss|vår|vårt|våra)(?![\p{L}])/iu, en: /(?<![\p{L}])(?:we|us|our)(?![\p{L}])/iu };
  // What does run around the clock: the agents and contracts we build, the desks, the markets.
  const MACHINES = /agent|kontrakt|contract|desk|token|automatisk|automatic|marknad|market/iu;

  function claims(lang: Lang, copy: Copy[]) {
    return copy
      .flatMap(sentences)
      .filter(
        (entry) =>
          ROUND_THE_CLOCK[lang].test(entry.text) &&
          ABOUT_US[lang].test(entry.text) &&
          !MACHINES.test(entry.text) &&
          !entry.text.includes(facts[lang].reply),
      );
  }

  it.each(LANGS)("%s: where we say anything happens around the clock, our reply time is beside it", (lang) => {
    expect(report(claims(lang, COPY[lang]))).toEqual([]);
  });

  it("the check catches an unqualified promise and passes the agents", () => {
    const one = (text: string) => [{ module: "m", path: "$", text }];
    expect(claims("sv", one("Du kan mejla oss när som helst, dygnet runt."))).toHaveLength(1);
    expect(claims("en", one("You can email us at any time, day or night."))).toHaveLength(1);
    expect(claims("en", one("We build AI agents that answer around the clock."))).toEqual([]);
  });
});

describe("the OTC network is described one way", () => {
  it.each(LANGS)("%s: a size, never a ranking", (lang) => {
    const ranking = lang === "sv" ? /världens \d+ största/iu : /world’s (?:top )?\d+ largest|top \d+ largest/iu;
    expect(findings(COPY[lang], ranking)).toEqual([]);
    // "Largest" by what measure, and by whose count? No measure can be shown.
    const unmeasured = lang === "sv" ? /världens största/iu : /world[’']s largest/iu;
    expect(findings(COPY[lang], unmeasured)).toEqual([]);
    // Nor "large, established": we state no criterion for either, and the only check we make is the ESMA register.
    const unstated =
      lang === "sv"
        ? /(?:stora|etablerade)(?:,| och) (?:etablerade )?(?:OTC-)?deskar|etablerade deskar|\d+ stora (?:OTC-)?deskar/iu
        : /(?:large|established)(?:,| and) (?:established )?(?:OTC )?desks|established desks|\d+ large (?:OTC )?desks/iu;
    expect(findings(COPY[lang], unstated)).toEqual([]);
    expect(findings(COPY[lang], lang === "sv" ? /alla stora och etablerade/iu : /all large and established/iu)).toEqual([]);
    expect(COPY[lang].filter((entry) => entry.text.includes(facts[lang].otcNetwork)).length).toBeGreaterThan(2);
  });

  it.each(LANGS)("%s: the OTC page and the terms say how introductions are paid for", (lang) => {
    expect(strings("otc", otc[lang]).some((entry) => entry.text.includes(facts[lang].otcFee))).toBe(true);
    expect(strings("terms", terms[lang]).some((entry) => entry.text.includes(facts[lang].otcFeeTerms))).toBe(true);
  });

  it.each(LANGS)("%s: the privacy policy says how long OTC requests are kept", (lang) => {
    expect(strings("privacy", privacyPolicy[lang]).some((entry) => entry.text.includes(facts[lang].otcRetention))).toBe(true);
  });
});

describe("each client story is told once", () => {
  // Words that say nothing about which client it is: articles, nationality, and sector names many clients share.
  const STOP = new Set(
    "a an the for of in to and with that its from by on at nordic swedish sweden company firm new real estate non profit".split(
      " ",
    ),
  );
  const keywords = (text: string) => stemsOf(text, STOP, 3);

  interface Story {
    where: string;
    words: Set<string>;
    title: string;
  }

  function stories(lang: Lang): Story[] {
    return SERVICE_SLUGS.flatMap((slug) =>
      (serviceContents[slug][lang].stories?.items ?? []).map((story, index) => ({
        where: `${slug}[${index}]`,
        title: story.title,
        words: keywords(`${story.title} ${story.sector}`),
      })),
    );
  }

  /** Pairs of stories on different pages whose title and client share three or more words. */
  function retold(list: Story[]): string[] {
    return list.flatMap((one, index) =>
      list
        .slice(index + 1)
        .filter((other) => [...one.words].filter((word) => other.words.has(word)).length >= 3)
        .map((other) => `${one.where} “${one.title}” ~ ${other.where} “${other.title}”`),
    );
  }

  it.each(LANGS)("%s: no two stories share a title, or a client and a subject", (lang) => {
    const list = stories(lang);
    expect(new Set(list.map((story) => story.title)).size).toBe(list.length);
    if (lang === "en") expect(retold(list)).toEqual([]);
  });

  it("the check recognises one client told on two pages", () => {
    const told = (title: string, sector: string, where: string) => ({ where, title, words: keywords(`${title} ${sector}`) });
    expect(
      retold([
        told("Grant application portal for a Swedish foundation", "Non-profit", "a"),
        told("Grant application portal", "A foundation in Gothenburg", "b"),
      ]),
    ).toHaveLength(1);
    expect(
      retold([
        told("Customer portal for a logistics company", "Logistics", "a"),
        told("Forecasts that cut waste", "Grocery retail", "b"),
      ]),
    ).toEqual([]);
  });

  it.each(LANGS)("%s: no result figure is used for more than two stories", (lang) => {
    const values = SERVICE_SLUGS.flatMap((slug) =>
      (serviceContents[slug][lang].stories?.items ?? []).map((story) => story.result?.value),
    ).filter((value) => value !== undefined);
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 2)).toEqual([]);
  });
});

describe("count words agree with their number", () => {
  const PLURAL = {
    sv: /(?<![\p{L}])(?:förfrågningar|inloggningar|nycklar|operatörer|markerade|raderade|nya)(?![\p{L}])/u,
    en: /(?<![\p{L}])(?:enquiries|sessions|attempts|passkeys|operators)(?![\p{L}])/u,
  };

  /** Every function of the console's copy that takes a count, called with 1. */
  function singulars(value: unknown, path = "$"): { path: string; text: string }[] {
    // Only the functions that take a count (their first parameter is named count).
    if (typeof value === "function" && /^\(?count\b/.test(String(value))) {
      const text = String((value as (count: number, other: string) => unknown)(1, "a@example.com"));
      return /^1(?!\d)|\s1(?!\d)/.test(text) ? [{ path, text }] : [];
    }
    if (value && typeof value === "object")
      return Object.entries(value).flatMap(([key, inner]) => singulars(inner, `${path}.${key}`));
    return [];
  }

  it.each(LANGS)("%s: a count of one takes the singular in the console", (lang) => {
    const wrong = singulars(consoleCopy[lang]).filter((entry) => PLURAL[lang].test(entry.text));
    expect(wrong.map((entry) => `${entry.path}: ${entry.text}`)).toEqual([]);
  });

  it("the check sees the old confirmation", () => {
    expect(PLURAL.sv.test("Radera 1 förfrågningar från a@example.com")).toBe(true);
    expect(PLURAL.sv.test("Radera 1 förfrågan från a@example.com")).toBe(false);
  });
});

describe("the privacy policy states the lifetime of every browser entry", () => {
  it("the language cookie lasts what TIMELINES.languageCookie says", () => {
    expect(LANGUAGE_COOKIE_SECONDS).toBe(spanInDays(TIMELINES.languageCookie) * 24 * 60 * 60);
  });

  it.each(LANGS)("%s: the cookie, the localStorage entry and the console's entries each have their lifetime", (lang) => {
    const cookies = privacyPolicy[lang].sections.find((section) => section.id === "cookies");
    const text = strings("privacy", cookies)
      .map((entry) => entry.text)
      .join("\n");
    expect(text).toContain(facts[lang].timeline.languageCookie);
    expect(text).toContain(facts[lang].timeline.consoleSession);
    expect(text).toMatch(lang === "sv" ? /lokal lagring har inget utgångsdatum/u : /local storage has no expiry date/u);
  });

  it.each(LANGS)("%s: the right to erasure is given with its exceptions", (lang) => {
    const rights = privacyPolicy[lang].sections.find((section) => section.id === "your-rights");
    const text = strings("privacy", rights)
      .map((entry) => entry.text)
      .join("\n");
    expect(text).toMatch(lang === "sv" ? /Bokföringslagen/u : /Bookkeeping Act/u);
    expect(text).toMatch(lang === "sv" ? /OTC-desk/u : /OTC desk/u);
  });
});

describe("the same quantity is stated with one value", () => {
  const DURATION = {
    sv: /\d+(?:–\d+)?[ \u00A0](?:dagar|veckor|månader)(?![\p{L}])/gu,
    en: /\d+(?:–\d+)?[ \u00A0](?:days|weeks|months)(?![\p{L}])/gu,
  };
  /** Things the copy gives a time for, each of which must take the same time wherever it is named. */
  const SUBJECTS: Record<string, Record<(typeof LANGS)[number], RegExp>> = {
    "staking platform": { sv: /stakingplattform/iu, en: /staking platform/iu },
    "fast MVP prototype": { sv: /MVP-prototyp/iu, en: /MVP prototyp/iu },
    "SaaS MVP": { sv: /SaaS-MVP|MVP med kärnfunktionerna/iu, en: /SaaS MVP|MVP with the core features/iu },
  };

  /** For each subject, the durations of the sentences that name it and nothing else with a time. */
  function durations(lang: (typeof LANGS)[number], copy: Copy[]) {
    const found = new Map<string, Set<string>>();
    for (const entry of copy.flatMap(sentences)) {
      const named = Object.entries(SUBJECTS).filter(([, pattern]) => pattern[lang].test(entry.text));
      const times = [...entry.text.matchAll(DURATION[lang])].map((match) => match[0]);
      // A sentence that names one subject and gives one time states that subject's time.
      if (named.length !== 1 || times.length !== 1) continue;
      const [subject] = named[0]!;
      found.set(subject, (found.get(subject) ?? new Set()).add(times[0]!));
    }
    return [...found]
      .filter(([, values]) => values.size > 1)
      .map(([subject, values]) => `${subject}: ${[...values].join(" / ")}`);
  }

  it.each(LANGS)("%s: a staking platform, a prototype or a SaaS MVP takes one time on every page", (lang) => {
    expect(durations(lang, COPY[lang])).toEqual([]);
  });

  it("the check sees the staking platform stated two ways", () => {
    const one = (text: string) => ({ module: "m", path: "$", text });
    expect(
      durations("sv", [
        one("En stakingplattform tar normalt 2–6 månader."),
        one("En stakingplattform i produktion tar 3–9 månader."),
      ]),
    ).toHaveLength(1);
  });

  /** Two price ranges divided end by end, as a reader would, against a stated share of one in the other. */
  function contradicts(part: PriceName, whole: PriceName, share: { from: number; to?: number }): boolean {
    const low = (PRICES[part].from / PRICES[whole].from) * 100;
    const high = (PRICES[part].to / PRICES[whole].to) * 100;
    const [min, max] = [share.from, share.to ?? share.from];
    return low < min || low > max || high < min || high > max;
  }

  it.each(LANGS)("%s: no page shows two price ranges whose ends divide to a share the copy contradicts", (lang) => {
    const text = COPY[lang].map((entry) => entry.text).join("\n");
    const ratioStated = text.includes(facts[lang].percent.noCodeCostShare);
    expect(ratioStated).toBe(true);
    if (contradicts("noCodeMvp", "traditionalMvp", PERCENTAGES.noCodeCostShare))
      expect(text.includes(facts[lang].price.traditionalMvp), "the traditional MVP range beside the 30–40 % share").toBe(false);
  });

  it("the division sees the 25 % the two MVP ranges give", () => {
    expect(contradicts("noCodeMvp", "traditionalMvp", PERCENTAGES.noCodeCostShare)).toBe(true);
    expect(contradicts("noCodeMvp", "traditionalMvp", { from: 25 })).toBe(false);
  });

  /** One concept, one wording: pairs of phrasings that said different things about the same fact. */
  const ONE_WORDING: Record<(typeof LANGS)[number], [RegExp, string][]> = {
    sv: [
      [/ger inga råd om enskilda affärer/u, "ingen investeringsrådgivning eller annan finansiell rådgivning"],
      [/de flesta SaaS-kunder/u, "de flesta av våra SaaS-kunder"],
      [/anonymiser/u, "avidentifierade (de-identified)"],
      [/inte går att manipulera/u, "i praktiken inte går att ändra"],
      [/vid behov tar vi in specialister/u, "samma personer hela vägen"],
    ],
    en: [
      [/no advice on individual trades/u, "investment or other financial advice"],
      [/most SaaS clients sell/u, "most of our SaaS clients"],
      [/\banonymis/u, "de-identified"],
      [/tamper-(?:proof|resistant)/iu, "in practice cannot be altered"],
      [/bring in specialists from our network/u, "the same people see it through"],
    ],
  };

  it.each(LANGS)("%s: the contradicting wordings the editorial review found are gone", (lang) => {
    // The privacy policy describes the statistics as anonymised counts, a different thing: only service copy is checked.
    const copy = COPY[lang].filter(
      (entry) =>
        !["privacyPolicy", "terms", "support", "console", "spamConsole", "consoleBackup"].includes(entry.module) ||
        /råd|advice/u.test(entry.text),
    );
    const found = ONE_WORDING[lang].flatMap(([pattern, instead]) =>
      findings(copy, pattern).map((line) => `${line} (say: ${instead})`),
    );
    expect(found).toEqual([]);
  });
});

describe("return and payback figures state their basis or go", () => {
  const UNSUPPORTED = {
    sv: /betalat (?:tillbaka )?sig inom|avkastning på \d|gett en avkastning/iu,
    en: /paid for (?:it|them)sel(?:f|ves) within|returned \d|return of \d/iu,
  };
  /** Words that give a figure its basis: how many projects, over what, measured how. */
  const BASIS = {
    sv: /uppföljning|följt upp|mätt|i de \d+|av \d+ projekt/iu,
    en: /followed up|measured|in the \d+|of \d+ projects/iu,
  };

  function unsupported(lang: (typeof LANGS)[number], copy: Copy[]) {
    return copy.flatMap(sentences).filter((entry) => UNSUPPORTED[lang].test(entry.text) && !BASIS[lang].test(entry.text));
  }

  it.each(LANGS)("%s: no return or payback claim without its basis", (lang) => {
    expect(report(unsupported(lang, COPY[lang]))).toEqual([]);
  });

  it("the check catches the old wording and passes a stated basis", () => {
    const one = (text: string) => [{ module: "m", path: "$", text }];
    expect(unsupported("en", one("Over the first year they have returned 200–500%."))).toHaveLength(1);
    expect(unsupported("sv", one("De flesta projekt har betalat tillbaka sig inom 3–6 månader."))).toHaveLength(1);
    expect(unsupported("en", one("In the 6 projects we followed up for a year, they returned 200–500%."))).toEqual([]);
  });
});

describe("every figure in a client story states its basis", () => {
  // A reader trusts "60 % less time" only when the story says over what period, against what, and
  // who measured it (docs/style-guide.md, "One set of facts"). The story's text and result together
  // must name a period and a way of measuring or comparing.
  /** A whole word or phrase from the list (JavaScript’s \b does not see å, ä or ö as letters). */
  const words = (list: string) => new RegExp(`(?<!\\p{L})(?:${list})(?!\\p{L})`, "iu");
  const PERIOD = {
    sv: words(
      "månad|månaden|månader|månaderna|veckor|veckorna|kvartal|kvartalen|år|året|åren|halvåret|pilotperioden|testmånaden|piloten|releaserna|versionssläppen",
    ),
    en: words("months?|weeks?|quarters?|years?|pilot|trial month|releases"),
  };
  const MEASURED = {
    sv: words("räknades|räknade|mättes|mätte|jämfördes|jämförde|jämfört med|stämdes av|enligt|tidrapporterade|svarade"),
    en: words("counted|measured|compared|checked|according to|logged|answered"),
  };

  function withoutBasis(lang: Lang, items: { title: string; text: string; result?: { label: string } }[]): string[] {
    return items
      .filter((story): story is typeof story & { result: { label: string } } => story.result !== undefined)
      .filter(
        ({ text, result }) => !(PERIOD[lang].test(`${text} ${result.label}`) && MEASURED[lang].test(`${text} ${result.label}`)),
      )
      .map((story) => story.title);
  }

  it.each(LANGS)("%s: each story says over what period and how its figure was measured", (lang) => {
    const missing = SERVICE_SLUGS.flatMap((slug) =>
      withoutBasis(lang, serviceContents[slug][lang].stories?.items ?? []).map((title) => `${slug}: ${title}`),
    );
    expect(missing).toEqual([]);
  });

  it("the check catches a bare figure and passes one with its basis", () => {
    const story = (text: string, label: string) => [{ title: "t", text, result: { label } }];
    expect(withoutBasis("en", story("A Nordic retailer introduced an agent.", "of enquiries handled by the agent"))).toHaveLength(
      1,
    );
    expect(withoutBasis("sv", story("En kedja införde en modell.", "lägre prognosfel"))).toHaveLength(1);
    expect(
      withoutBasis("en", story("The share was counted in the ticketing system over the first six months.", "of cases closed")),
    ).toEqual([]);
  });

  // A figure the client measured is reported as theirs; an editor once gave the staking page a
  // "first three months against the three before" that nobody had measured.
  it.each(LANGS)("%s: a before-and-after on the staking page is the client’s own figure", (lang) => {
    const own = lang === "sv" ? /(?:plattformens|bolagets|kansliets) egen/iu : /(?:platform’s|company’s|office’s) own/iu;
    for (const story of serviceContents["defi-staking"][lang].stories?.items ?? []) expect(story.text, story.title).toMatch(own);
  });
});

describe("a page tells a few stories, each once", () => {
  /**
   * A page whose count the product record does not fix tells at most this many: one believable
   * story, the page's strongest, from a team of eight (docs/style-guide.md, "One set of facts").
   */
  const MAX_STORIES = 1;
  const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

  /** The story counts docs/product.md fixes per page ("no-code-low-code-mvp: … four success stories"). */
  function fixedStoryCounts(record: string): Map<string, number> {
    const counts = new Map<string, number>();
    // Each page's entry is a list item that may wrap onto indented lines.
    for (const [, slugs, body] of record.matchAll(/^- ([a-z0-9-]+(?:, [a-z0-9-]+)*): (.*(?:\n {2}.*)*)/gmu)) {
      const count = /\b([a-z]+)\s+success\s+stories\b/u.exec(body!)?.[1];
      if (count && count in COUNT_WORDS) for (const slug of slugs!.split(", ")) counts.set(slug, COUNT_WORDS[count]!);
    }
    return counts;
  }
  const FIXED = fixedStoryCounts(readFileSync(join(import.meta.dirname, "..", "..", "docs", "product.md"), "utf8"));

  /** Pages whose number of stories breaks the rule: the fixed count where there is one, else at most MAX_STORIES. */
  function miscounted(lang: (typeof LANGS)[number]): string[] {
    return SERVICE_SLUGS.flatMap((slug) => {
      const told = serviceContents[slug][lang].stories?.items.length ?? 0;
      const fixed = FIXED.get(slug);
      const right = fixed === undefined ? told <= MAX_STORIES : told === fixed;
      return right ? [] : [`${slug}: ${told} stories (${fixed === undefined ? `at most ${MAX_STORIES}` : `exactly ${fixed}`})`];
    });
  }

  it("the product record fixes four stories on the no-code, n8n and SaaS pages", () => {
    expect(Object.fromEntries(FIXED)).toEqual({ "no-code-low-code-mvp": 4, "n8n-workflows": 4, "saas-development": 4 });
  });

  it.each(LANGS)("%s: exactly the fixed number of stories where the product record gives one, at most one elsewhere", (lang) => {
    expect(miscounted(lang)).toEqual([]);
  });

  // Stems of the words that tell a client and a project apart (the first five letters of each).
  const STOP = new Set(
    "och att som för med den det ett en till från har ger kan inte nu vi var sin sina sitt där när eller efter varje alla mer the and that for with from has can now was its their when each all more into our they then this received receive reads read details detail".split(
      " ",
    ),
  );
  const stems = (text: string) => stemsOf(text, STOP, 4);
  interface Told {
    where: string;
    stems: Set<string>;
  }
  /** Shared stems that no third story uses: "försä", "skade", "språk" for the insurer told twice. */
  const SAME_STORY = 3;

  /** Pairs of stories on different pages that share words no other story uses, like a retelling. */
  function retold(list: Told[]): string[] {
    const frequency = new Map<string, number>();
    for (const story of list) for (const stem of story.stems) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
    const shared = (one: Told, other: Told) =>
      [...one.stems].filter((stem) => other.stems.has(stem) && frequency.get(stem) === 2);
    return list.flatMap((one, index) =>
      list
        .slice(index + 1)
        .filter((other) => other.where.split("[")[0] !== one.where.split("[")[0])
        .filter((other) => shared(one, other).length >= SAME_STORY)
        .map((other) => `${one.where} ~ ${other.where} (${shared(one, other).join(", ")})`),
    );
  }

  const told = (lang: (typeof LANGS)[number]) =>
    SERVICE_SLUGS.flatMap((slug) =>
      (serviceContents[slug][lang].stories?.items ?? []).map((story, index) => ({
        where: `${slug}[${index}]`,
        stems: stems(`${story.title} ${story.sector} ${story.text}`),
      })),
    );

  it.each(LANGS)("%s: no client is told twice under two guises", (lang) => {
    expect(retold(told(lang))).toEqual([]);
  });

  it("the check sees the insurer told on two pages", () => {
    const story = (where: string, text: string) => ({ where, stems: stems(text) });
    expect(
      retold([
        // Among the other pages' stories, so the pair's shared words are theirs alone.
        ...told("sv").filter((one) => !/^ai-(?:integration|development)\[/u.test(one.where)),
        story(
          "ai-integration[1]",
          "Rätt skadeärende till rätt handläggare Försäkring Ett svenskt försäkringsbolag låter en språkmodell läsa och klassificera inkommande skadeanmälningar. Enkla ärenden går direkt till handläggning, medan komplicerade fall flaggas med en sammanfattning till en erfaren handläggare.",
        ),
        story(
          "ai-development[2]",
          "Automatisk hantering av dokument Ett försäkringsbolag i Göteborg En språkmodell läser inkommande skadeanmälningar och underlag, hämtar ut nyckeluppgifter och fördelar ärendet till rätt handläggare. Osäkra fall skickas alltid till en människa.",
        ),
      ]),
    ).toHaveLength(1);
  });
});

describe("the legal care items are stated where they apply", () => {
  const text = (module: string, copy: unknown) =>
    strings(module, copy)
      .map((entry) => entry.text)
      .join("\n");
  const SAYS = {
    sv: {
      review: /ersätter inte en oberoende extern granskning/u,
      register: /inte av Nordlegend/u,
      pilot: /inga andelar bjuds ut/u,
      privateIndividuals: /inte (?:för|avsedd för) privatpersoner/u,
      permissions: /tillstånd som krävs/u,
      fixedFee: /fast arvode/u,
      noOwnAssessment: /ingen egen prövning av deskarna enligt MiCA eller penningtvättsreglerna/u,
    },
    en: {
      review: /does not replace an independent external audit/u,
      register: /not by Nordlegend/u,
      pilot: /no shares are offered/u,
      privateIndividuals: /not (?:intended )?for private individuals/u,
      // "authorisations", MiCA's term (cold review 3, D10), never "permissions".
      permissions: /authorisations/u,
      fixedFee: /fixed fee/u,
      noOwnAssessment: /do not ourselves assess the desks under MiCA or anti-money-laundering rules/u,
    },
  };

  it.each(LANGS)("%s: security review, register, pilot and the OTC page’s permissions, fee and audience", (lang) => {
    const says = SAYS[lang];
    expect(text("smart-contracts", serviceContents["smart-contracts"][lang])).toMatch(says.review);
    expect(text("tokenization", serviceContents.tokenization[lang])).toMatch(says.register);
    const pilot = home[lang].portfolio.projects.find((project) => project.title === "Tegelblock");
    expect(pilot?.description).toMatch(says.pilot);
    // The audience is said once, in the important information (cold review 8b, D71).
    expect(otc[lang].request.intro).not.toMatch(says.privateIndividuals);
    const features = otc[lang].features.items.map((item) => item.text).join("\n");
    // The desks' authorisations are said under the important information, not again in the
    // jurisdiction card, which points there (eleventh reader, Q22).
    expect(features).not.toMatch(says.permissions);
    // The process says the fee is agreed before any desk is contacted; its terms (fixed, in writing)
    // stand once, under the important information (tenth reader, P13).
    expect(features).toMatch(
      lang === "sv" ? /arvodet avtalar vi innan vi kontaktar någon desk/u : /we agree the fee before we contact any desk/u,
    );
    expect(features).not.toMatch(says.fixedFee);
    expect(otc[lang].request.disclaimer).toMatch(says.fixedFee);
    // We do not vet the desks' licences ourselves: the important information says so, once, with the
    // permissions check, and the jurisdiction card points there (cold review 3, F3).
    expect(otc[lang].request.disclaimer).toMatch(says.noOwnAssessment);
    expect(otc[lang].request.disclaimer).toMatch(says.permissions);
    expect(otc[lang].request.disclaimer).toMatch(says.privateIndividuals);
  });
});

describe("no claim with nothing behind it", () => {
  // A sceptical buyer discounts a trend we cannot source ("more and more companies") and a
  // superlative nobody measured; the copy says what we do and points to the stories' figures.
  const UNBACKED = UNBACKED_CLAIMS;
  it.each(LANGS)("%s: no unsourced trend or superlative", (lang) => {
    expect(findings(COPY[lang], UNBACKED[lang])).toEqual([]);
  });

  it("the check sees the old benefit intros", () => {
    const one = (text: string) => [{ module: "m", path: "$", text }];
    expect(findings(one("Sex skäl till att allt fler företag låter agenter ta hand om arbetet."), UNBACKED.sv)).toHaveLength(1);
    expect(findings(one("Six reasons more and more companies use agents."), UNBACKED.en)).toHaveLength(1);
  });
});

describe("the portfolio says where each project stands", () => {
  // A badge reading "in development" on every project tells a buyer there is no finished work;
  // each project says instead whether it is a pilot, a prototype, open source or in internal use.
  function unvaried(projects: { title: string; status?: string }[], fallback: string): string[] {
    const statuses = projects.map((project) => project.status ?? fallback);
    const problems = projects.filter((project) => !project.status).map((project) => `${project.title}: no status`);
    const unfinished = statuses.filter((status) => status === fallback).length;
    if (unfinished > projects.length / 4) problems.push(`${unfinished} of ${projects.length} say “${fallback}”`);
    if (new Set(statuses).size < 4) problems.push(`only ${new Set(statuses).size} different statuses`);
    return problems;
  }

  it.each(LANGS)("%s: every project has a status, they vary, and at most a quarter are “in development”", (lang) => {
    const { projects, inDevelopment } = home[lang].portfolio;
    expect(unvaried(projects, inDevelopment)).toEqual([]);
  });

  it("the check sees a portfolio that is all in development", () => {
    const all = ["A", "B", "C", "D"].map((title) => ({ title, status: "In development" }));
    expect(unvaried(all, "In development")).toHaveLength(2);
    expect(unvaried([{ title: "A" }], "In development").length).toBeGreaterThan(0);
  });

  it.each(LANGS)("%s: each project says what it shows", (lang) => {
    const shows = lang === "sv" ? /(?:visar|Demon visar|Prototypen visar)/u : /\bshows?\b/u;
    for (const project of home[lang].portfolio.projects) expect(project.description, project.title).toMatch(shows);
  });

  it.each(LANGS)("%s: the pipeline is our own ideas, not something delivered or on offer", (lang) => {
    expect(home[lang].portfolio.pipeline.intro).toMatch(
      lang === "sv" ? /egen regi.*(?:inget|inte).*levererat/isu : /own account.*(?:none|not).*delivered/isu,
    );
  });
});

describe("each person has one role, and no two people share one", () => {
  it.each(LANGS)("%s: the home page's and the OTC page's roles are all different", (lang) => {
    const roles = [...home[lang].team.members, ...otc[lang].team.members].map((member) => member.role);
    expect(new Set(roles).size).toBe(roles.length);
  });

  it.each(LANGS)("%s: the CEO & CIO's description says what each of the two roles covers", (lang) => {
    const ceo = home[lang].team.members.find((member) => member.role === "CEO & CIO");
    // CIO can mean an investment or an information officer; the description says which.
    expect(ceo?.description).toMatch(
      lang === "sv" ? /\bvd\b[\s\S]*CIO, alltså ansvarig för it/u : /chief executive[\s\S]*chief information officer/u,
    );
    expect(ceo?.description).not.toMatch(/investering|investment/iu);
  });
});

describe("both languages state the same figures", () => {
  /** The figures of a text, written one way: no thousands separators, 09.00 = 09:00, 6.1 = 6(1). */
  function figures(text: string): string {
    const plain = text
      .replace(/(\d)[\s\u00A0,](?=\d{3}(?!\d))/gu, "$1")
      .replace(/(\d{2})[.:](\d{2})/gu, "$1$2")
      .replace(/(\d+)\((\d+)\)/gu, "$1.$2");
    return (plain.match(/\d+(?:[.,]\d+)?/gu) ?? [])
      .map((figure) => figure.replace(",", "."))
      .sort()
      .join(" ");
  }
  // The form's budget bands are in kronor and in dollars by design; phone numbers are written each language's way.
  const DIFFERENT_BY_DESIGN = /\.budget\.|phone|placeholder|submitError/u;

  // A price fact is kronor only in Swedish and two currencies in English, and only English names the
  // conversion rule (cold review 9A, N01): the same fact either way, so each is set aside as its name.
  function withoutPriceFacts(lang: Lang, text: string): string {
    const named: [string, string][] = [
      ...Object.entries(facts[lang].price),
      ...Object.entries(facts[lang].conversion).map(([name, value]): [string, string] => [`conversion-${name}`, value]),
    ];
    return named.reduce((out, [name, value]) => out.split(value).join(` fact-${name} `), text);
  }

  function disagreeing(sv: Copy[], en: Copy[]): string[] {
    const english = new Map(en.map((entry) => [`${entry.module} ${entry.path}`, entry.text]));
    return sv
      .filter((entry) => !DIFFERENT_BY_DESIGN.test(entry.path))
      .flatMap((entry) => {
        const other = english.get(`${entry.module} ${entry.path}`);
        if (other === undefined) return [];
        const [a, b] = [figures(withoutPriceFacts("sv", entry.text)), figures(withoutPriceFacts("en", other))];
        return a !== b ? [`${entry.module} ${entry.path}: sv [${a}] en [${b}]`] : [];
      });
  }

  it("every text and its translation hold the same numbers", () => {
    expect(disagreeing(COPY.sv, COPY.en)).toEqual([]);
  });

  it("the check sees a figure that differs between the languages, and not a format", () => {
    const one = (text: string) => [{ module: "m", path: "$.a", text }];
    expect(disagreeing(one("Tar 2–6 månader och kostar 5 000 USD."), one("Takes 3–9 months and costs $5,000."))).toHaveLength(1);
    expect(disagreeing(one("Vardagar 09.00–17.00, artikel 6.1 f."), one("Weekdays 09:00–17:00, Article 6(1)(f)."))).toEqual([]);
  });
});

describe("OTC: we put forward desks on the client's criteria, we do not recommend", () => {
  // Recommending which desk suits a client's deal, for a fee, reads as advice on crypto-asset
  // services; the copy describes a criteria-based selection and the client's own choice
  // (docs/style-guide.md, "OTC: criteria, not recommendations").
  const SUITABILITY = {
    sv: "passar (?:affären|en viss affär)|lämpliga (?:OTC-)?deskar|rätt deskar|rätt parter|rätt motpart|matchar er|matchas med",
    en: "fits? the deal|suits? a given deal|suitable (?:OTC )?desks|right desks|right parties|right counterparty|match(?:es)? you|matched with",
  };
  const text = (module: string, copy: unknown) =>
    strings(module, copy)
      .map((entry) => entry.text)
      .join("\n");

  it.each(LANGS)("%s: no suitability wording anywhere in the copy", (lang) => {
    expect(findings(COPY[lang], word(SUITABILITY[lang]))).toEqual([]);
  });

  it("the check sees the old wording", () => {
    const one = (line: string) => [{ module: "m", path: "$", text: line }];
    expect(findings(one("så att ni bara möter deskar som passar affären."), word(SUITABILITY.sv))).toHaveLength(1);
    expect(findings(one("We review your request, suggest suitable desks"), word(SUITABILITY.en))).toHaveLength(1);
  });

  it.each(LANGS)("%s: the OTC page states our own position and the third-country rule", (lang) => {
    const page = text("otc", otc[lang]);
    expect(page).toContain(facts[lang].otcPosition);
    expect(page).toContain(facts[lang].otcThirdCountry);
    expect(otc[lang].request.disclaimer).toContain(facts[lang].otcThirdCountry);
    // The permissions card points to the disclaimer for desks outside the EU/EEA, by its real title.
    const quoted = lang === "sv" ? `”${otc.sv.request.disclaimerTitle}”` : `“${otc.en.request.disclaimerTitle}”`;
    expect(otc[lang].features.items.map((item) => item.text).join("\n")).toContain(quoted);
  });

  it.each(LANGS)("%s: the terms state the same position and rule", (lang) => {
    const says = {
      sv: [
        /inget tillstånd enligt MiCA/u,
        /inga personliga rekommendationer/u,
        /Deskar utanför EU\/EES tar vi bara fram för kunder utanför EU\/EES/u,
      ],
      en: [
        /no authorisation under MiCA/u,
        /no personal recommendations/u,
        /desks outside the EU\/EEA only to clients outside the EU\/EEA/u,
      ],
    }[lang];
    const page = text("terms", terms[lang]);
    for (const pattern of says) expect(page).toMatch(pattern);
  });

  it.each(LANGS)("%s: no OTC heading sells a check we do not make or a clientele we cannot show", (lang) => {
    const headings = [otc[lang].features.heading, ...otc[lang].features.items.map((item) => item.title)];
    const sells =
      lang === "sv" ? /Tillstånd och kontroller|Därför går institutioner/u : /Permissions and checks|Why institutions/u;
    expect(headings.filter((heading) => sells.test(heading))).toEqual([]);
  });
});

describe("the privacy policy covers the booking form", () => {
  const text = (lang: Lang) =>
    strings("privacyPolicy", privacyPolicy[lang])
      .map((entry) => entry.text)
      .join("\n");

  it.each(LANGS)("%s: the form count includes it, and it has a purpose and a legal basis", (lang) => {
    const says = {
      sv: [
        /tre formulär för förfrågningar och ett för att boka samtal/u,
        /Genomföra ett bokat samtal/u,
        /ta emot bokningar[^.]*artikel 6\.1 f/u,
      ],
      en: [
        /three forms for enquiries and one for booking a call/u,
        /Holding a booked call/u,
        /taking bookings[^.]*Article 6\(1\)\(f\)/u,
      ],
    }[lang];
    for (const pattern of says) expect(text(lang)).toMatch(pattern);
  });

  it("the phone hours are the facts list's, not typed out in the policy's source", () => {
    // Typed out, they would drift when the hours change; interpolated, they cannot.
    const source = readFileSync(join(import.meta.dirname, "legal", "privacy.ts"), "utf8");
    expect(source).not.toMatch(/09[.:]00–17[.:]00/u);
    for (const lang of LANGS) expect(text(lang)).toContain(facts[lang].phoneHours);
  });
});

describe("the booking copy promises what the booking does", () => {
  it.each(LANGS)("%s: the note under the form says what the data is for and when it is deleted", (lang) => {
    const { privacy } = bookingCopy[lang];
    expect(privacy).toContain(facts[lang].timeline.enquiryRetention);
    // The details are also spam-checked and copied to the mail provider: never "only for the call".
    expect(privacy).not.toMatch(lang === "sv" ? /\bbara\b/u : /\bonly\b/u);
  });

  it.each(LANGS)("%s: the video-or-phone choice the intro offers is the form's own", (lang) => {
    // docs/decisions/029-booking-for-the-visitor.md: a phone call is its own choice with its own field.
    expect(bookingCopy[lang].intro).toMatch(lang === "sv" ? /på video eller per telefon/u : /by video or by phone/u);
    const picker = bookingPickerCopy(lang);
    expect([picker.meetingVideo, picker.meetingPhone, picker.phone].every(Boolean)).toBe(true);
  });
});

describe("an internal security review never reads as an audit", () => {
  // In Swedish DeFi usage "granskade kontrakt" reads as audited; where a review is promised for
  // every delivery or before production, the sentence says it is our internal one.
  const AUDITED = {
    sv: "granskade (?:smarta )?kontrakt|granskade standarder|säkerhetsgranskade",
    en: "audited (?:contracts|standards)|security[- ]reviewed",
  };
  const PROMISED = {
    sv: { review: /säkerhetsgransk/iu, promise: /ingår|innan något/u, internal: /intern/u },
    en: { review: /security review/iu, promise: /part of every|before anything/u, internal: /internal/u },
  };

  it.each(LANGS)("%s: no 'reviewed contracts' that read as audited", (lang) => {
    expect(findings(COPY[lang], word(AUDITED[lang]))).toEqual([]);
    expect(
      findings([{ module: "m", path: "$", text: "Granskade kontrakt, testade gränsvärden" }], word(AUDITED.sv)),
    ).toHaveLength(1);
  });

  it.each(LANGS)("%s: a security review promised for every delivery is our internal one", (lang) => {
    const { review, promise, internal } = PROMISED[lang];
    const vague = COPY[lang]
      .flatMap(sentences)
      .filter((entry) => review.test(entry.text) && promise.test(entry.text) && !entry.text.endsWith("?"));
    expect(vague.length).toBeGreaterThan(0);
    expect(report(vague.filter((entry) => !internal.test(entry.text)))).toEqual([]);
  });
});

describe("no staking or desk wording that reads as a personal recommendation", () => {
  const ADVICE = {
    sv: "föreslår flyttar|föreslår omallokering\\p{L}*|föreslår placering\\p{L}*",
    en: "propose moving your assets|suggests? moves|recommend(?:s|ed)? (?:moving|reallocating)",
  };
  it.each(LANGS)("%s: tools work out what the client's own rules trigger", (lang) => {
    expect(findings(COPY[lang], word(ADVICE[lang]))).toEqual([]);
    const staking = strings("defi-staking", serviceContents["defi-staking"][lang])
      .map((entry) => entry.text)
      .join("\n");
    expect(staking).toMatch(lang === "sv" ? /inga placeringsrekommendationer/u : /no investment recommendations/u);
  });
});

describe("the no-code figures carry their basis and their extra costs", () => {
  const modulesStating = (lang: Lang, fact: string) =>
    new Set(COPY[lang].filter((entry) => entry.text.includes(fact)).map((entry) => entry.module));

  it.each(LANGS)("%s: every page that states the 30–40 % share states what it rests on", (lang) => {
    const stating = modulesStating(lang, facts[lang].percent.noCodeCostShare);
    // The no-code page; the home card and the info hub leave the share to the page (cold review 9B, N34).
    expect(stating.has("services/no-code-low-code-mvp")).toBe(true);
    expect(stating.has("home")).toBe(false);
    expect(stating.has("infoHub")).toBe(false);
    const basis = modulesStating(lang, facts[lang].noCodeCostBasis);
    expect([...stating].filter((module) => !basis.has(module))).toEqual([]);
  });

  it.each(LANGS)("%s: the no-code price is followed by the platforms' monthly fees", (lang) => {
    const stating = COPY[lang].filter((entry) => entry.text.includes(facts[lang].price.noCodeMvp));
    expect(stating.length).toBeGreaterThan(0);
    // A page's or card's one-line "typical" names the fees in a clause; running text gives the sentence.
    const named = (entry: Copy) =>
      /\.(?:typical(?:\.price)?|comparison\.rows\[\d+\]\.price)$/u.test(entry.path)
        ? (lang === "sv" ? /månadsavgifter/u : /monthly fees/u).test(entry.text)
        : entry.text.includes(facts[lang].noCodePlatformFees);
    expect(report(stating.filter((entry) => !named(entry)))).toEqual([]);
  });

  it("a price shows in kronor only on Swedish pages and in its own currency first on English ones, both from the one fact", () => {
    // Cold review 9A, N01: a firm that quotes in kronor shows a Swedish buyer kronor only.
    for (const name of ["noCodeMvp", "saasMvp", "saasEnterprise"] as const) {
      expect(facts.sv.price[name], name).toMatch(/^[\d\u00A0–]+\u00A0kr$/u);
      expect(facts.en.price[name], name).toMatch(/^[$€][\d,–]+ \(about SEK\u00A0[\d,–]+\)$/u);
      expect(
        COPY.sv.some((entry) => entry.text.includes(facts.sv.price[name])),
        name,
      ).toBe(true);
    }
    expect(facts.en.price.saasMvp).toBe("€50,000–150,000 (about SEK\u00A0550,000–1,650,000)");
    expect(facts.sv.conversion).toEqual({ usd: "10\u00A0kr per dollar", eur: "11\u00A0kr per euro" });
  });
});

describe("the path to a reference is promised in one place", () => {
  // An owner's promise: single-sourced in the facts list, so removing it there removes it everywhere.
  const PROMISE = { sv: /kontakt med (?:en )?kunden?/u, en: /in touch with (?:a|that) client/u };

  it.each(LANGS)("%s: the team closing carries it, the stories intros point there, and nothing else promises it", (lang) => {
    // Second cold review (decision 031): thirteen copies on the service pages read as boilerplate,
    // so the offer stands once, on the home page, and each stories intro points to it.
    const promising = COPY[lang].filter((entry) => PROMISE[lang].test(entry.text));
    expect(report(promising.filter((entry) => !entry.text.includes(facts[lang].references)))).toEqual([]);
    for (const slug of SERVICE_SLUGS) {
      const intro = serviceContents[slug][lang].stories?.intro;
      if (intro) expect(intro, slug).not.toMatch(PROMISE[lang]);
    }
    expect(home[lang].team.closing).toContain(facts[lang].references);
  });
});

describe("the support page promises only what is staffed", () => {
  const text = (lang: Lang) =>
    strings("support", support[lang])
      .map((entry) => entry.text)
      .join("\n");

  it.each(LANGS)("%s: urgent email outside phone hours is read on the next weekday, and booking is named", (lang) => {
    const says = {
      sv: [/Utanför telefontiden hanteras e-post märkt ”AKUT” nästa vardag/u, /bokningssidan/u],
      en: [/Outside phone hours, email marked “URGENT” is handled on the next weekday/u, /booking page/u],
    }[lang];
    for (const pattern of says) expect(text(lang)).toMatch(pattern);
    expect(text(lang)).not.toMatch(lang === "sv" ? /vägen in/u : /is the way in/u);
  });
});

describe("the home page's values hold for the whole offer", () => {
  it.each(LANGS)("%s: energy-efficient technology is scoped to what we build, and DeFi is explained", (lang) => {
    const sustainability = home[lang].about.values.find((item) => /proof of stake/u.test(item.text));
    expect(sustainability?.text).toMatch(lang === "sv" ? /^I det vi själva bygger/u : /^In what we build ourselves/u);
    expect(home[lang].hero.subtitle).toMatch(lang === "sv" ? /decentraliserad finans/u : /decentralised finance/u);
  });
});

describe("OTC: the ESMA register is the one check we make, stated wherever we disclaim checks", () => {
  // Putting forward only ESMA-registered desks is a check; a sentence that says we assess nothing
  // under MiCA must name it, or page, facts and terms contradict each other (docs/style-guide.md,
  // "OTC: criteria, not recommendations").
  const DISCLAIMS = { sv: /prövning av deskarna|prövar vi inte själva/u, en: /do not ourselves assess/u };
  const REGISTER = { sv: /Esmas register/u, en: /ESMA’s register/u };

  it.each(LANGS)("%s: every sentence that disclaims an assessment names the register check", (lang) => {
    const disclaiming = COPY[lang].flatMap(sentences).filter((entry) => DISCLAIMS[lang].test(entry.text));
    // The OTC page's important information and the terms (the page says it once: cold review 3, F3).
    expect(disclaiming.length).toBeGreaterThanOrEqual(2);
    expect(report(disclaiming.filter((entry) => !REGISTER[lang].test(entry.text)))).toEqual([]);
  });

  it("the check sees the old wording", () => {
    const old = {
      module: "m",
      path: "$",
      text: "Vi gör ingen egen prövning av deskarna enligt MiCA eller penningtvättsreglerna.",
    };
    expect(sentences(old).filter((entry) => DISCLAIMS.sv.test(entry.text) && !REGISTER.sv.test(entry.text))).toHaveLength(1);
  });

  it.each(LANGS)(
    "%s: the hero sends EU/EEA clients to the register, not the whole network; no card to desks 'in your market'",
    (lang) => {
      // The H1 names the network's count, so the sentence under it says plainly that an EU/EEA client
      // meets only the register's desks (cold review 3, C2); the network card says it depends on where
      // the client is, and the full rule stands once, under the important information.
      expect(otc[lang].hero.subtitle).toMatch(
        lang === "sv"
          ? /inom EU\/EES introducerar vi er bara för de deskar som finns i Esmas register[^.]*inte för hela nätverket\./u
          : /based in the EU\/EEA, we introduce you only to the desks listed in ESMA’s register[^.]*not to the whole network\./u,
      );
      const card = otc[lang].features.items[0]!.text;
      expect(card).toMatch(lang === "sv" ? /var er organisation finns/u : /where your organisation is/u);
      expect(card).not.toMatch(lang === "sv" ? /på er marknad/u : /in your market/u);
    },
  );
});

describe("DeFi: no sales term, suitability review or legal outcome in either language", () => {
  // The English once sold "yield optimisation" and "liquidity services" where the Swedish offers
  // rule-based reallocation and liquidity tools; the spec's service names stay only in a title that
  // says what the client gets (docs/style-guide.md, "DeFi").
  const SELLS = {
    sv: "likviditetstjänst\\p{L}*|riskaptit|säkerställa att (?:den )?modell\\p{L}*|vilket upplägg som är rimligt",
    en: "liquidity services|risk appetite|make sure the model|which setup makes sense",
  };
  it.each(LANGS)("%s: none of the old wording anywhere", (lang) => {
    expect(findings(COPY[lang], word(SELLS[lang]))).toEqual([]);
    expect(
      findings([{ module: "m", path: "$", text: "your goals, your assets and your risk appetite" }], word(SELLS.en)),
    ).toHaveLength(1);
  });

  it("the English headings promise what the Swedish ones do: no yield optimisation, no liquidity-as-a-service", () => {
    // Editorial review of 2026-11-27, C8 and D90: "…-as-a-service" presents liquidity provision as our
    // service and "yield optimisation" reads as portfolio management; the Swedish avoided both.
    expect(findings(COPY.en, /yield optimi[sz]ation|liquidity-as-a-service/iu)).toEqual([]);
    const titles = serviceContents["defi-staking"].en.offering?.items.map((item) => item.title) ?? [];
    expect(titles).toContain("Liquidity tools – you keep the assets");
    expect(titles).toContain("Rule-based reallocation – you decide and sign");
  });

  it.each(LANGS)("%s: the closing call leaves the decision with the client", (lang) => {
    expect(serviceContents["defi-staking"][lang].cta.text).toMatch(
      lang === "sv" ? /Beslutet om placeringen fattar ni/u : /The investment decision is yours/u,
    );
  });
});

describe("a hash of personal data is still personal data", () => {
  // EDPB: a hash of personal data is pseudonymised personal data. Copy that puts hashes on a chain
  // says they are salted and that the salt stays off-chain (docs/style-guide.md, "Blockchain").
  const BARE = {
    sv: /(?<!saltade )hashvärden? (?:eller referenser )?i kedjan|hashade poster/u,
    en: /(?<!salted )hashes (?:or references )?on-chain|hashed entries/u,
  };
  it.each(LANGS)("%s: no bare hash on a chain", (lang) => {
    expect(findings(COPY[lang], BARE[lang])).toEqual([]);
    const onChain = COPY[lang].filter((entry) => (lang === "sv" ? /saltade hashvärden/u : /salted hashes/u).test(entry.text));
    expect(onChain.length).toBeGreaterThanOrEqual(3);
  });
  it("the check sees the old wording", () => {
    const old = [{ module: "m", path: "$", text: "lägger bara hashvärden eller referenser i kedjan" }];
    expect(findings(old, BARE.sv)).toHaveLength(1);
  });
});

describe("what only the client decides or guarantees", () => {
  // A launch of a DeFi service, an outcome of running one, the legal assessment of a model and the
  // jurisdiction a desk must be permitted in are the client's; copy never says we launch, guarantee
  // legality, fix before anyone notices, or send EU clients' data abroad
  // (docs/style-guide.md, "DeFi" and "OTC: criteria, not recommendations").
  const OURS = {
    sv: /innan vi lanserar|underlaget som krävs för att visa|åtgärdas innan kunderna|era rutiner varje gång|de sker regelbundet|Europa eller Asien/u,
    en: /before we launch|the evidence you need to show|fixed before customers|procedures every time|and a regular one|Europe or Asia/u,
  };
  it.each(LANGS)("%s: none of these promises", (lang) => {
    expect(findings(COPY[lang], OURS[lang])).toEqual([]);
  });
  it("the check sees the old wording", () => {
    const old = [{ module: "m", path: "$", text: "så att de har prövat att modellen är tillåten innan vi lanserar den." }];
    expect(findings(old, OURS.sv)).toHaveLength(1);
    expect(findings([{ module: "m", path: "$", text: "E.g. desks in Europe or Asia" }], OURS.en)).toHaveLength(1);
  });
  it.each(LANGS)("%s: the privacy policy transfers OTC data outside the EU/EEA only for clients outside it", (lang) => {
    const text = strings("privacyPolicy", privacyPolicy[lang])
      .map((entry) => entry.text)
      .join(" ");
    expect(text).toMatch(
      lang === "sv"
        ? /undantaget, och bara för kunder utanför EU\/EES.*deras uppgifter förs aldrig över utanför EU\/EES/u
        : /exception, and only for clients outside the EU\/EEA.*their data is never transferred outside the EU\/EEA/u,
    );
  });
});

describe("the privacy policy covers bookings wherever it covers enquiries", () => {
  const text = (lang: Lang) =>
    strings("privacyPolicy", privacyPolicy[lang])
      .map((entry) => entry.text)
      .join("\n");

  it.each(LANGS)("%s: transfers, the calendar service, the video link and a retention rule with one start", (lang) => {
    const says = {
      sv: [
        /kontaktformuläret, projektformuläret och bokningarna lagras bara inom EU\/EES/u,
        /Vår kalendertjänst: [^"]*personuppgiftsbiträde/u,
        /Videolänken skickar den som håller samtalet/u,
        /raderas [^.]* efter den bokade tiden/u,
      ],
      en: [
        /contact form, the project form and bookings is stored only within the EU\/EEA/u,
        /Our calendar service: [^"]*processor/u,
        /emails you the video link/u,
        /deleted [^.]* after the booked time/u,
      ],
    }[lang];
    for (const pattern of says) expect(text(lang)).toMatch(pattern);
    expect(text(lang)).not.toMatch(lang === "sv" ? /efter avbokningen om den kom senare/u : /cancellation if that came later/u);
  });
});

describe("the no-code page states its comparison once, and asserts no unmeasured share", () => {
  // The full block (scope, timeline, price, fees, share, basis) stands in the introduction; the
  // FAQ points to it instead of repeating it, and "80–90 % of the functionality" had no basis, so
  // it is said in words (docs/style-guide.md, "Basis, extra costs and references").
  it.each(LANGS)("%s: the basis appears once on the page, and the functionality share not at all", (lang) => {
    const page = strings("no-code", serviceContents["no-code-low-code-mvp"][lang]);
    expect(page.filter((entry) => entry.text.includes(facts[lang].noCodeCostBasis))).toHaveLength(1);
    expect(page.filter((entry) => entry.text.includes(facts[lang].percent.noCodeFunctionality))).toEqual([]);
  });
});

describe("a story's measure is one the client controls, over a period every counted client reached", () => {
  // A start date is set by notice periods, not by accounts; a twelve-month share counts each
  // restaurant from its own start; a cost comparison says whose accounts it comes from.
  const story = (slug: "n8n-workflows" | "saas-development", lang: Lang, index: number) => {
    const item = serviceContents[slug][lang].stories?.items[index];
    return `${item?.text} ${item?.result?.label ?? ""}`;
  };
  it.each(LANGS)("%s: the stories the second review doubted now say what was measured", (lang) => {
    expect(story("n8n-workflows", lang, 1)).not.toMatch(lang === "sv" ? /första arbetsdag/u : /first day at work/u);
    expect(story("saas-development", lang, 1)).toMatch(
      lang === "sv" ? /leverantörens egen redovisning/u : /provider’s own accounts/u,
    );
    expect(story("saas-development", lang, 3)).toMatch(
      // Each restaurant counted from its own start (cold review of 2026-12-01, items 44 and 56: the wording, not the measure).
      lang === "sv" ? /ett år efter att de började/u : /a year after signing up/u,
    );
  });
});

describe("whose stories they are, and what a team of eight can back", () => {
  // The stories are engagements the team's people have led, here or at previous employers, and the
  // home page says so; a story or intro that says "we built" claims them all as the firm's own
  // (docs/style-guide.md, "One set of facts").
  const BUILT_BY_US = {
    sv: /\b(?:vi|Vi) (?:byggde|har byggt|satte upp|ersatte|profilerade|mätte|levererade|har levererat)\b|\bbyggde vi\b/u,
    en: /\b(?:we|We) (?:built|have built|set up|replaced|profiled|measured|delivered|have delivered)\b/u,
  };
  const storyCopy = (lang: Lang) =>
    COPY[lang].filter((entry) => entry.module.startsWith("services/") && entry.path.startsWith("$.stories."));

  it.each(LANGS)("%s: every stories section says whose engagements they are, as the home page does", (lang) => {
    const origin = facts[lang].storiesOrigin;
    // One story, one engagement (cold review 3, G1): the singular rider where a page tells one story.
    // Said once, in the note under the heading (sixth cold review, F1), no longer in the intro.
    for (const slug of SERVICE_SLUGS) {
      const stories = serviceContents[slug][lang].stories;
      if (stories)
        expect(storiesNoteText(storiesNote(lang, stories.items.length)), slug).toBe(
          stories.items.length === 1 ? facts[lang].storyOrigin : facts[lang].storiesOrigin,
        );
    }
    expect(facts[lang].storyOrigin).toMatch(
      lang === "sv"
        ? /^Vi namnger inga kunder utan deras tillstånd\. En av oss ledde uppdraget, .*vem och var berättar vi redan i det första samtalet\.$/u
        : /^We do not name clients without their consent\. One of us led this engagement, .*we tell you who, and where, in the first call\.$/u,
    );
    expect(home[lang].team.closing).toMatch(
      lang === "sv" ? /på Nordlegend eller hos tidigare arbetsgivare/u : /at Nordlegend or at previous employers/u,
    );
    expect(origin).toMatch(
      lang === "sv" ? /på Nordlegend eller hos tidigare arbetsgivare/u : /at Nordlegend or at previous employers/u,
    );
    // No provenance is recorded, so the home page offers it in the first call rather than inventing
    // it; the stories note makes the same offer itself rather than pointing there (eleventh reader,
    // A05; twelfth reader, R01).
    expect(home[lang].team.closing).toMatch(
      lang === "sv"
        ? /Vem som ledde vilket uppdrag, och var, berättar vi redan i det första samtalet/u
        : /We tell you who led each one, and where, in the first call/u,
    );
    expect(origin).toMatch(
      lang === "sv"
        ? /vem som ledde vilket, och var, berättar vi redan i det första samtalet\.$/u
        : /we tell you who led each one, and where, in the first call\.$/u,
    );
  });

  it.each(LANGS)("%s: no story or stories intro says we built it", (lang) => {
    expect(findings(storyCopy(lang), BUILT_BY_US[lang])).toEqual([]);
  });

  it("the check sees the old wording", () => {
    const old = (text: string) => [{ module: "services/x", path: "$.stories.items[0].text", text }];
    expect(findings(old("Vi byggde en AI-agent för chatten."), BUILT_BY_US.sv)).toHaveLength(1);
    expect(findings(old("På tre veckor byggde vi tjänstens kärnflöde."), BUILT_BY_US.sv)).toHaveLength(1);
    expect(findings(old("Agents we have built for companies we work with."), BUILT_BY_US.en)).toHaveLength(1);
    expect(findings(old("The engagement delivered a portal."), BUILT_BY_US.en)).toEqual([]);
  });

  it.each(LANGS)("%s: projects are led by one of the people shown, not only by its developers", (lang) => {
    expect(findings(COPY[lang], lang === "sv" ? /utvecklarna i teamet/u : /developers in the team/u)).toEqual([]);
    expect(findings(COPY[lang], lang === "sv" ? /ett fåtal uppdrag/u : /take on only a few engagements/u)).toHaveLength(1);
  });
});

describe("a figure in a search snippet or a hero carries its qualifier", () => {
  // The meta description and the hero are read before the basis further down the page, so a share
  // there is "often" or "in our projects so far", never a flat promise (docs/style-guide.md, "Basis,
  // extra costs and references").
  const QUALIFIED = {
    sv: /(?:ofta|i våra projekt hittills|har lett hittills|brukar)[^.]*$/iu,
    en: /(?:often|in our projects so far|has led so far|usually)[^.]*$/iu,
  };

  it.each(LANGS)("%s: every fact percentage in a service page's meta or hero is qualified", (lang) => {
    const shares = Object.values(facts[lang].percent);
    const flat = SERVICE_SLUGS.flatMap((slug) => {
      const page = serviceContents[slug][lang];
      return [page.meta.description, page.hero.title, page.hero.subtitle].flatMap((text) =>
        shares
          .filter((share) => text.includes(share) && !QUALIFIED[lang].test(text.slice(0, text.indexOf(share))))
          .map((share) => `${slug}: ${share} in "${text}"`),
      );
    });
    expect(flat).toEqual([]);
  });

  it("the check sees a flat promise", () => {
    const before = "Vi bygger MVP:er med no-code och low-code på 2–6 veckor, till ";
    expect(QUALIFIED.sv.test(before)).toBe(false);
    expect(QUALIFIED.sv.test("Vi bygger MVP:er på 2–6 veckor, ofta till ")).toBe(true);
  });

  it.each(LANGS)("%s: a search snippet that names a security review says it is our internal one", (lang) => {
    const bare = SERVICE_SLUGS.map((slug) => serviceContents[slug][lang].meta.description).filter(
      (text) =>
        (lang === "sv" ? /säkerhetsgranskning/u : /security review/u).test(text) &&
        !(lang === "sv" ? /interna säkerhetsgranskning/u : /internal security review/u).test(text),
    );
    expect(bare).toEqual([]);
  });
});

describe("legal and technical claims a buyer's counsel or CTO would question", () => {
  // The client's lawyers classify a token; an agent does not learn from the client's data; no miners.
  const CLAIMS = LEGAL_CLAIMS;
  it.each(LANGS)("%s: none of them", (lang) => {
    expect(findings(COPY[lang], CLAIMS[lang])).toEqual([]);
  });
  it("the check sees the old wording", () => {
    const old = [
      { module: "m", path: "$", text: "Tillsammans med era juridiska rådgivare fastställer vi hur token klassificeras." },
    ];
    expect(findings(old, CLAIMS.sv)).toHaveLength(1);
  });

  it.each(LANGS)("%s: the privacy summary names both uses of the IP hash", (lang) => {
    const summary = strings("privacyPolicy", privacyPolicy[lang]).find((entry) =>
      (lang === "sv" ? /Vi sparar aldrig din IP-adress/u : /We never store your IP address/u).test(entry.text),
    );
    expect(summary?.text).toMatch(lang === "sv" ? /missbruk.*unika besökare/u : /abuse.*unique visitors/u);
  });
});

describe("no absolute a sceptical CFO would strike out", () => {
  // Testing finds more defects first, not all of them; a workflow makes fewer errors, not none; a
  // migration keeps the business running, it does not promise it "never stands still"; a contract
  // passes our internal review, it is not "reviewed" as an audit is; issuance is not "compliant"
  // until the client's lawyers say so; the info hub cites the AI agents page's story as a story,
  // not as "one of our clients"; no sentence points to a story that is no longer told; "most
  // foundations" and "many clients" are trends nobody counted (docs/style-guide.md, "One set of facts").
  const ABSOLUTE = {
    sv: /innan era kunder (?:gör det|hittar felen)|Inga felskrivna|aldrig står still|granskas för sårbarheter|regelefterlevande emission|Hos en av våra kunder|Inga bortglömda|säkerställer att plattformen|i den takt er affär kräver|precision som generella verktyg inte når|regelefterlevnad enligt GDPR|Många kunder börjar|De flesta stiftelser börjar|aldrig kan se en annan kunds|klarar granskningar och revisioner|Det tar bort manuella|Vi granskar och optimerar även|I kundexemplet om säljmöten/u,
    en: /before your customers find the bugs|No mistyped|never stands still|reviewed for vulnerabilities|compliant issuance|At one of our e-commerce clients|No forgotten follow-ups|make sure the platform holds|at the pace your business needs|precision general-purpose tools cannot match|compliance with GDPR and the EU AI Act|Many clients start|Most foundations start|can never see another customer|stands up to reviews and audits|That removes manual reconciliation|We also review and optimise|client story about sales meetings/u,
  };
  it.each(LANGS)("%s: none of them", (lang) => {
    expect(findings(COPY[lang], ABSOLUTE[lang])).toEqual([]);
  });
  it("the check sees the old wording", () => {
    const old = [{ module: "m", path: "$", text: "Vi testar SaaS-tjänster och AI-system innan era kunder hittar felen." }];
    expect(findings(old, ABSOLUTE.sv)).toHaveLength(1);
  });
});

describe("the privacy policy names every entry the site stores in a visitor's browser", () => {
  // The language cookie and localStorage entry, and the service name a call to action leaves in
  // sessionStorage for the contact form (app/components/forms/enquiry-context.ts): the policy
  // says "we store nothing else in visitors' browsers", so each key the code writes is named.
  it.each(LANGS)("%s: i18nextLng and enquiryAbout, with sessionStorage", (lang) => {
    const text = strings("privacyPolicy", privacyPolicy[lang])
      .map((entry) => entry.text)
      .join(" ");
    for (const key of [LANG_STORAGE_KEY, ENQUIRY_ABOUT_KEY]) expect(text).toContain(key);
    expect(text).toContain("sessionStorage");
  });
});

describe("the portfolio keeps the promises the service pages make about code and data", () => {
  // "Ni äger koden" and "era data används bara för ert projekt": a product of ours never builds on a
  // client's code or data. A project made for a client says it is theirs and shown with their
  // consent; one of our own says it uses no code or data from any client engagement
  // (docs/style-guide.md, "One set of facts": its Portfolio rule).
  const FROM_CLIENT_WORK = {
    sv: /bygger vidare på IoT-plattformen|samma teknik som vår|växer fram ur vårt|vi har levererat till/u,
    en: /builds on the IoT platform|same technology as our|growing out of our|we delivered to/u,
  };
  const FOR_A_CLIENT = {
    sv: /(?<!\p{L})åt (?:och tillsammans med )?(?:en|ett) /u,
    en: /\bfor (?:and with )?an? (?!pilot)\p{L}/u,
  };
  const THEIRS = { sv: [/godkännande|godkänt/u, /äger/u], en: [/consent/u, /owns/u] };
  const OUR_OWN = { sv: /utan kod eller data från något kunduppdrag/u, en: /no code or data from any client engagement/u };
  const ENGAGEMENT = { sv: /uppdrag/u, en: /engagement/u };

  function unkept(lang: Lang, projects: { title: string; description: string }[]): string[] {
    return projects.flatMap(({ title, description }) => {
      const problems: string[] = [];
      if (FROM_CLIENT_WORK[lang].test(description)) problems.push(`${title}: built on a client's work`);
      if (FOR_A_CLIENT[lang].test(description) && !THEIRS[lang].every((says) => says.test(description)))
        problems.push(`${title}: made for a client without saying it is theirs and shown with consent`);
      if (ENGAGEMENT[lang].test(description) && !OUR_OWN[lang].test(description))
        problems.push(`${title}: names an engagement without keeping its code and data out`);
      return problems;
    });
  }

  it.each(LANGS)("%s: every project is the client's with consent, or ours without any client's code or data", (lang) => {
    const { projects } = home[lang].portfolio;
    expect(unkept(lang, projects)).toEqual([]);
    // Fjällstake and Mätpunkt are made for a client, Spårbar is ours: the check reads all three.
    expect(projects.filter((project) => FOR_A_CLIENT[lang].test(project.description))).toHaveLength(2);
    expect(projects.filter((project) => OUR_OWN[lang].test(project.description))).toHaveLength(1);
  });

  it("the check sees the old wording", () => {
    const old = (description: string) => unkept("sv", [{ title: "X", description }]);
    expect(old("Den bygger vidare på IoT-plattformen vi har levererat till ett tillverkningsföretag.")).not.toEqual([]);
    expect(old("Tjänsten bygger på samma teknik som vår spårbarhetslösning för en fiskproducent.")).not.toEqual([]);
    expect(old("En stakingpanel som växer fram ur vårt stakinguppdrag för en stiftelse.")).not.toEqual([]);
    expect(old("En panel som vi bygger åt en stiftelse.")).not.toEqual([]);
    expect(
      unkept("en", [{ title: "X", description: "It builds on the same technology as our traceability solution." }]),
    ).not.toEqual([]);
  });
});

describe("legal wording a buyer's counsel would strike (sixth review)", () => {
  // Each line is one class of defect: the terms said we receive no money beside a fee; the OTC form
  // invited naming a desk; the hero and the network card asserted MiCA authorisation and
  // permissions for every jurisdiction, though the register is our one check; our MiCA position read as a decision,
  // not an assessment; an undefined "assessment" of a request read as advice; "orderly trading" for
  // a new token reads as price support; assets "never handed to any intermediary" though staking
  // delegates them; Tegelblock's investors "buy and sell shares"; "major" ranks the desks; agents
  // "learn" from client data; contract rules no party can change beside upgradeable contracts
  // (docs/style-guide.md, "OTC: criteria, not recommendations" and "DeFi").
  const RETIRED = {
    sv: [
      "tar inte emot eller förvarar pengar",
      "en viss desk ni själva vill nå",
      "deskar i nätverket som har tillstånd enligt MiCA",
      "de tillstånd som krävs för att ta emot kunder från er jurisdiktion",
      "Därför har vi inget tillstånd enligt MiCA",
      "få vår bedömning|får vår bedömning|vår kostnadsfria bedömning",
      "ordnad handel",
      "till oss eller till någon mellanhand",
      "investerare med verifierad identitet köpa och sälja",
      "lär sig er ton",
      "utan att någon part kan ändra reglerna",
    ].join("|"),
    en: [
      "do not receive or hold money",
      "a particular desk you want to reach",
      "desks in the network that are authorised under MiCA",
      "hold the permissions required to take on clients from your jurisdiction",
      "That is why we hold no authorisation",
      "get(?:ting)? our assessment|our free assessment",
      "orderly trading",
      "to us or to any intermediary",
      "investors with a verified identity can buy and sell",
      "major OTC desks",
      "learn your tone",
      "no way for one party to change the rules",
    ].join("|"),
  };
  const pattern = (lang: Lang) => new RegExp(RETIRED[lang], "u");

  it.each(LANGS)("%s: none of the old wordings", (lang) => {
    expect(findings(COPY[lang], pattern(lang))).toEqual([]);
  });

  it("the check sees the old wording", () => {
    const one = (text: string) => [{ module: "m", path: "$", text }];
    expect(
      findings(one("Vi genomför inga affärer, tar inte emot eller förvarar pengar eller tillgångar."), pattern("sv")),
    ).toHaveLength(1);
    expect(findings(one("T.ex. bara deskar inom EU/EES, eller en viss desk ni själva vill nå"), pattern("sv"))).toHaveLength(1);
    expect(findings(one("30 major OTC desks"), pattern("en"))).toHaveLength(1);
    expect(findings(one("when you yourself ask for a particular desk outside the EU/EEA"), pattern("en"))).toEqual([]);
  });

  // Cold review 9A, N45: one idea a bullet; the fee has its own, right after the one on client funds.
  it.each(LANGS)("%s: the terms name the fee in the bullet after the one that says we take no client funds", (lang) => {
    const texts = strings("terms", terms[lang]).map((entry) => entry.text);
    const funds = texts.findIndex((text) =>
      (lang === "sv" ? /varken tar emot eller förvarar/u : /neither receive nor hold/u).test(text),
    );
    expect(funds).toBeGreaterThan(-1);
    expect(texts[funds]).not.toMatch(lang === "sv" ? /arvode/u : /\bfee\b/u);
    expect(texts[funds + 1]).toBe(
      lang === "sv"
        ? "Den enda ersättning vi tar ut är det fasta arvodet för introduktionen (se nedan)."
        : "The only payment we take is the fixed fee for the introduction (below).",
    );
  });

  it.each(LANGS)("%s: our MiCA position is an assessment, running from the activity to the conclusion", (lang) => {
    expect(facts[lang].otcPosition).toMatch(
      lang === "sv" ? /Enligt vår bedömning kräver verksamheten därför inget tillstånd/u : /In our assessment this activity/u,
    );
  });

  it.each(LANGS)("%s: the OTC hero names the register for EU/EEA clients and no exception", (lang) => {
    expect(otc[lang].hero.subtitle).toMatch(lang === "sv" ? /Esmas register/u : /ESMA’s register/u);
    expect(otc[lang].hero.subtitle).not.toMatch(lang === "sv" ? /utanför EU\/EES/u : /outside the EU\/EEA/u);
  });

  it.each(LANGS)("%s: the OTC form suggests no desk by name", (lang) => {
    const placeholders = strings("forms", forms[lang]["otc-network-request"]).filter((entry) =>
      entry.path.endsWith(".placeholder"),
    );
    expect(placeholders.length).toBeGreaterThan(0);
    expect(findings(placeholders, lang === "sv" ? /\bdesk (?:ni|som ni)/u : /\bdesk (?:you|that you)/u)).toEqual([]);
  });

  it.each(LANGS)(
    "%s: the liquidity tools say the deposits set the starting price and we neither trade nor set prices",
    (lang) => {
      const card = serviceContents["defi-staking"][lang].offering?.items.find((item) =>
        (lang === "sv" ? /likviditet/u : /liquidity/u).test(item.text),
      );
      expect(card?.text).toMatch(
        lang === "sv"
          ? /Startpriset i poolen följer av de insättningar ni beslutar om\. Vi handlar inte själva, sätter inga priser/u
          : /The starting price in the pool follows from the deposits you decide on\. We do not trade ourselves, set no prices/u,
      );
    },
  );

  it.each(LANGS)("%s: the Tegelblock pilot offers no shares to anyone", (lang) => {
    const pilot = home[lang].portfolio.projects.find((project) => project.title === "Tegelblock");
    expect(pilot?.description).toMatch(lang === "sv" ? /inga andelar bjuds ut/u : /no shares are offered/u);
  });
});

describe("what a buyer commits to before a price, and who does the work (sixth review)", () => {
  // The discovery phase's price is not in the repository; the copy promises instead that its scope
  // and cost are known, and agreed, before it starts. The fourteen services are done by the team
  // shown, and the buyer learns who before an engagement starts (docs/style-guide.md, "One set of facts": its Proposals and Who does the work rules).
  it.each(LANGS)("%s: the proposal says a discovery phase's cost is known before it starts", (lang) => {
    expect(facts[lang].proposal).toMatch(
      // Cold review 4 (D3, E5): "som offereras separat i förväg" / "quoted separately in advance".
      lang === "sv" ? /förstudie[^.]*offereras separat i förväg/u : /discovery phase[^.]*quoted separately in advance/u,
    );
  });

  it.each(LANGS)("%s: every service page that names a discovery phase says what it costs is known first", (lang) => {
    const named = SERVICE_SLUGS.filter((slug) =>
      strings(slug, serviceContents[slug][lang]).some((entry) =>
        (lang === "sv" ? /förstudie/u : /discovery phase/u).test(entry.text),
      ),
    );
    expect(named.length).toBeGreaterThan(5);
    // The facts' sentence, or the page's own that the discovery phase is quoted on its own (cold review 3, F1).
    const SEPARATE = lang === "sv" ? /egen offert|offereras separat/u : /separate quote|quoted separately/u;
    const silent = named.filter(
      (slug) =>
        !strings(slug, serviceContents[slug][lang]).some(
          (entry) => entry.text.includes(facts[lang].proposal) || SEPARATE.test(entry.text),
        ),
    );
    expect(silent).toEqual([]);
  });

  it.each(LANGS)("%s: the services intro says who in the team does the work", (lang) => {
    expect(home[lang].services.intro).toMatch(lang === "sv" ? /vilka i teamet/u : /who in the team/u);
  });

  it.each(LANGS)(
    "%s: the no-code page gives its figures in the hero, the comparison and the FAQ, not again in between",
    (lang) => {
      // Cold review 3, F4: the introduction says what the share rests on; the price and weeks stand in
      // the hero, the comparison of the three kinds of MVP and the FAQ, and the benefits say why.
      const page = serviceContents["no-code-low-code-mvp"][lang];
      const { price, percent, timeline } = facts[lang];
      expect(page.intro.paragraphs.filter((text) => text.includes(price.noCodeMvp) || text.includes(timeline.noCodeMvp))).toEqual(
        [],
      );
      expect(
        page.intro.paragraphs.some(
          (text) => text.includes(percent.noCodeCostShare) && text.includes(facts[lang].noCodeCostBasis),
        ),
      ).toBe(true);
      const benefits = page.benefits.items.flatMap((item) => [item.title, item.text]);
      expect(
        benefits.filter((text) =>
          [price.noCodeMvp, percent.noCodeCostShare, timeline.noCodeMvp, timeline.traditionalMvp].some((figure) =>
            text.includes(figure),
          ),
        ),
      ).toEqual([]);
      const stating = strings("no-code", page).filter((entry) => entry.text.includes(price.noCodeMvp));
      expect(stating.map((entry) => entry.path).sort()).toEqual(["$.faq.items[1].answer", "$.hero.typical.price"]);
    },
  );
});

describe("no route from an EU/EEA client to a desk outside it (seventh review)", () => {
  // For clients inside the EU/EEA the copy names only desks in ESMA's register: a page that spells
  // out a client's "own initiative" to reach a third-country desk, or sells "global reach", is itself
  // the solicitation MiCA's reverse-solicitation rule forbids (docs/style-guide.md, "OTC: criteria,
  // not recommendations"). Each line is a wording that once said or implied the exception.
  const RETIRED = {
    sv: /eget initiativ|ber om just den|Global räckvidd|Flera av (?:deskarna|dem) finns utanför/u,
    en: /own initiative|ask for that particular|Global reach|Several of (?:the desks|them) are outside/u,
  };
  it.each(LANGS)("%s: none of the old wordings anywhere", (lang) => {
    expect(findings(COPY[lang], RETIRED[lang])).toEqual([]);
  });
  it("the check sees the old wording", () => {
    const one = (text: string) => [{ module: "m", path: "$", text }];
    expect(findings(one("en desk utanför EU/EES bara om ni själva ber om just den"), RETIRED.sv)).toHaveLength(1);
    expect(findings(one("when you ask, on your own initiative, for a particular desk"), RETIRED.en)).toHaveLength(1);
    expect(findings(one("Global reach"), RETIRED.en)).toHaveLength(1);
  });
  it.each(LANGS)("%s: the hero's register sentence ends before the next begins", (lang) => {
    expect(otc[lang].hero.subtitle).toMatch(
      lang === "sv" ? /enligt MiCA[^.]*\. Det är endast/u : /under MiCA[^.]*\. It is an introduction only/u,
    );
  });

  it.each(LANGS)("%s: the important information comes in four parts: role, desks, own checks, fee", (lang) => {
    const parts = otc[lang].request.disclaimer.split(/\n{2,}/u);
    expect(parts).toHaveLength(4);
    expect(parts[1]).toContain(facts[lang].otcThirdCountry);
    expect(parts[3]).toBe(facts[lang].otcFee);
  });

  it.each(LANGS)("%s: the 24/7 stat's label says around the clock, not only every day", (lang) => {
    const stat = facts[lang].otcStats.find((entry) => entry.value === "24/7");
    // Around the clock on every day (cold review 6, D1), said of the requests we receive (eleventh reader, A18).
    expect(stat?.label).toMatch(lang === "sv" ? /dygnet runt, alla dagar/u : /around the clock, every day/u);
  });
  it.each(LANGS)("%s: the rule is said for both kinds of client, on the page, in the terms and in the policy", (lang) => {
    const rule =
      lang === "sv"
        ? /Deskar utanför EU\/EES tar vi bara fram för kunder utanför EU\/EES/u
        : /desks outside the EU\/EEA only to clients outside/u;
    expect(facts[lang].otcThirdCountry).toMatch(rule);
    for (const [module, copy] of [
      ["terms", terms[lang]],
      ["privacyPolicy", privacyPolicy[lang]],
    ] as const) {
      expect(
        strings(module, copy)
          .map((entry) => entry.text)
          .join(" "),
      ).toMatch(rule);
    }
  });
});

describe("technology lists read as tools the team has shipped with (seventh review)", () => {
  // A long keyword list across fourteen services reads as a catalogue, not experience: every list
  // but the AI agents page's spec-fixed badges says what it is, and tools nobody on the team has
  // shipped with are gone (docs/style-guide.md, "One set of facts": its Technology lists rule).
  // The heading says what the list is; the intros no longer repeat it on every page (editorial review
  // of 2026-11-27, D6: "levererat med" and "shipped with" are not idiomatic, and the sentence was boilerplate).
  // Not "from projects we have delivered": the stories may come from the team's earlier employers,
  // and a reader cannot tell which (third cold review of 2026-12-01).
  const HEADING = { sv: "Verktyg vi arbetar med", en: "Tools we work with" };
  const RETIRED =
    /^(?:Solana|Cosmos|Avalanche|Hyperledger Besu|Fireblocks|Flutter|\.NET|Go|Kafka|Certora|Mythril|Anchor|Rust|Kubeflow|Databricks|Appium|Gatling|REST Assured|GitLab CI)$/u;
  const pages = SERVICE_SLUGS.filter((slug) => slug !== "ai-agents");
  // Tokenisation has a pilot and no delivery in production, so its list is what we propose (cold review
  // of 2026-12-01, item 5): "delivered" there would read as experience the page itself denies.
  const PROPOSED = { sv: "Verktyg vi föreslår för tokenisering", en: "Tools we propose for tokenisation" };

  it.each(LANGS)("%s: each list has the tools heading, and no page says “levererat med” or “shipped with”", (lang) => {
    for (const slug of pages)
      expect(serviceContents[slug][lang].technologies.heading, slug).toBe(
        slug === "tokenization" ? PROPOSED[lang] : HEADING[lang],
      );
    expect(findings(COPY[lang], lang === "sv" ? /levererat med/u : /shipped with/u)).toEqual([]);
  });

  it.each(LANGS)("%s: no retired tool in any list", (lang) => {
    const tools = pages.flatMap((slug) => {
      const technologies = serviceContents[slug][lang].technologies;
      return [...(technologies.badges ?? []), ...(technologies.groups ?? []).flatMap((group) => group.items)];
    });
    expect(tools.filter((tool) => RETIRED.test(tool))).toEqual([]);
  });

  it("the check sees a retired tool and passes a kept one", () => {
    expect(RETIRED.test("Solana")).toBe(true);
    expect(RETIRED.test("Solidity")).toBe(false);
  });
});

describe("promises a crypto-literate or risk-minded buyer would strike (seventh review)", () => {
  // Each line is one class of defect: liquidity we supply "does not influence the price" though the
  // deposits set the starting price; a tokenisation "förvaltning" reads as asset management though
  // the issuer keeps the register; an "AI boss" that gives minors feedback reads as an unchecked
  // high-risk system; a booking's details deleted a set time "after the call" though a cancelled
  // booking has none (docs/style-guide.md, "DeFi", "Portfolio" and "Legal honesty").
  const RETIRED = {
    sv: /påverkar inte priset|Livscykelförvaltning|ger återkoppling|efter samtalet\b/u,
    en: /do not influence the price|[Ll]ifecycle management|gives feedback|after the call\b/u,
  };

  it.each(LANGS)("%s: none of the old wordings", (lang) => {
    expect(findings(COPY[lang], RETIRED[lang])).toEqual([]);
  });

  it.each(LANGS)("%s: the tokenisation page administers, it never 'manages' an asset", (lang) => {
    const page = strings("tokenization", serviceContents.tokenization[lang]);
    expect(findings(page, lang === "sv" ? /förvaltning/iu : /\bmanagement\b/iu)).toEqual([]);
  });

  it("the check sees the old wording", () => {
    const one = (text: string) => [{ module: "tokenization", path: "$", text }];
    expect(findings(one("Vi handlar inte själva och påverkar inte priset."), RETIRED.sv)).toHaveLength(1);
    expect(findings(one("Livscykelförvaltning"), RETIRED.sv)).toHaveLength(1);
    expect(findings(one("an AI boss helps them plan their shifts and gives feedback"), RETIRED.en)).toHaveLength(1);
    expect(findings(one("delete them 12 months after the call."), RETIRED.en)).toHaveLength(1);
  });

  it.each(LANGS)("%s: Gigchefen is a research prototype, not launched, with a human deciding, in one sentence", (lang) => {
    // Cold review 9B, N24: one sentence that says what it is; the AI Act note went with the rest.
    const gig = home[lang].portfolio.pipeline.other.find((entry) => entry.title === "Gigchefen");
    expect(gig?.text).toMatch(
      lang === "sv"
        ? /^En forskningsprototyp, inte lanserad: schemaläggning med AI-stöd .*fattar besluten\.$/u
        : /^A research prototype, not launched: AI-assisted scheduling .*makes the decisions\.$/u,
    );
    expect(gig?.text.match(/\.\s/gu) ?? []).toEqual([]);
  });

  it.each(LANGS)("%s: the booking's details are deleted counting from the booked time", (lang) => {
    expect(bookingCopy[lang].privacy).toMatch(lang === "sv" ? /efter den bokade tiden/u : /after the booked time/u);
  });
});

describe("spans and steps compared like with like (seventh review)", () => {
  // The fast prototype's build-only span once stood beside the no-code MVP's plan-to-launch span
  // as if both were the same measure; the no-code quote came "after the discovery phase" though
  // facts.proposal needs one only for larger projects; a narrow result's period hid its limits
  // (docs/style-guide.md, "One set of facts").
  const RETIRED = {
    sv: /eftersom den omfattar mer|Offerten får ni efter förstudien|i förstudien\.|Vi räknar på dem i förstudien/u,
    en: /because it covers more|quote after the discovery phase|in the discovery phase\.$/u,
  };
  it.each(LANGS)("%s: none of the old wordings", (lang) => {
    expect(findings(COPY[lang], RETIRED[lang])).toEqual([]);
  });
  it("the check sees the old wording", () => {
    const one = (text: string) => [{ module: "m", path: "$", text }];
    expect(findings(one("den tar 2–6 veckor, eftersom den omfattar mer."), RETIRED.sv)).toHaveLength(1);
    expect(findings(one("You receive the quote after the discovery phase, once the scope is clear."), RETIRED.en)).toHaveLength(
      1,
    );
  });
  it.each(LANGS)("%s: the fast prototype's comparison names each span for what it measures", (lang) => {
    const rows = serviceContents["fast-mvp-prototyping"][lang].comparison?.rows ?? [];
    const time = (offer: RegExp) => rows.find((row) => offer.test(row.offer))?.time ?? "";
    expect(time(/no-code/iu)).toContain(
      lang === "sv"
        ? `${facts.sv.timeline.noCodeMvp} från beslut till lansering`
        : `${facts.en.timeline.noCodeMvp} from decision to launch`,
    );
    expect(time(/prototyp/iu)).toMatch(lang === "sv" ? /^Bygget tar / : /^[^,;]+ to build, /u);
  });
});

describe("promises a sceptical CFO or CTO would strike (sixth independent review)", () => {
  // One class of defect per line: a running cost "not per execution" that holds only for n8n's
  // community edition; an unhedged "AI that allocates work counts as high-risk" (the AI Act covers
  // allocation based on behaviour or traits, so such support "can count"); "räkna hem" (to prove it pays off) beside "we promise no return"; the token network
  // called "the ownership register" though the issuer keeps the legal one; a pool that "spreads
  // exposure" (a portfolio benefit, close to advice); a private network "based on Hyperledger Besu"
  // we have not shipped with; a request that "goes straight to" a desk before the client approves one
  // (docs/style-guide.md, "Legal honesty" and "One set of facts").
  const RETIRED = {
    sv: /I egen drift betalar ni för servern|kostnaden ökar inte med varje körning|AI som fördelar arbete räknas|räkna hem|ägarregistret är alltid aktuellt|sprida exponeringen|Hyperledger Besu|Er förfrågan hamnar direkt/u,
    en: /When self-hosted, you pay|and costs don’t rise with every execution|AI that allocates work counts|ownership register is always up to date|spread exposure|Hyperledger Besu|Your request goes straight to/u,
  };

  it.each(LANGS)("%s: none of the old wordings", (lang) => {
    expect(findings(COPY[lang], RETIRED[lang])).toEqual([]);
  });

  it("the check sees the old wording", () => {
    const one = (text: string) => [{ module: "home", path: "$", text }];
    expect(findings(one("I egen drift betalar ni för servern, inte per körning."), RETIRED.sv)).toHaveLength(1);
    expect(findings(one("AI som fördelar arbete räknas som högrisk"), RETIRED.sv)).toHaveLength(1);
    expect(findings(one("Han hjälper kunderna att räkna hem investeringen."), RETIRED.sv)).toHaveLength(1);
    expect(findings(one("Private blockchains based on Hyperledger Besu or similar"), RETIRED.en)).toHaveLength(1);
    expect(findings(one("Your request goes straight to someone who can make decisions."), RETIRED.en)).toHaveLength(1);
  });

  it.each(LANGS)("%s: n8n's flat cost is the community edition's, and a paid licence is counted in", (lang) => {
    const page = strings("n8n-workflows", serviceContents["n8n-workflows"][lang]);
    const flat = lang === "sv" ? /community-utgåvan i egen drift/u : /community edition self-hosted/u;
    const licence = lang === "sv" ? /betalda licens räknar vi in den avgiften/u : /paid licence, we include that fee in/u;
    expect(findings(page, flat).length).toBeGreaterThanOrEqual(2);
    expect(findings(page, licence)).toHaveLength(1);
  });

  it.each(LANGS)(
    "%s: on-call support only where the maintenance agreement includes it; urgent email the next weekday",
    (lang) => {
      const page = strings("support", support[lang]);
      const onCall =
        lang === "sv"
          ? /nästa vardag, om inte jour ingår i ert avtal\. Jour erbjuder vi bara i förvaltningsavtal/u
          : /next weekday, unless your agreement includes on-call support\. We offer on-call support only in maintenance agreements/u;
      expect(findings(page, onCall)).toHaveLength(1);
    },
  );

  it.each(LANGS)("%s: the MVP's first step is part of its price, unlike a discovery phase", (lang) => {
    const step = serviceContents["no-code-low-code-mvp"][lang].process?.steps[0];
    expect(step?.title).toBe(lang === "sv" ? "Kartläggning och planering" : "Discovery and planning");
    expect(step?.text).toMatch(lang === "sv" ? /ingår i MVP:ns pris.*förstudie/u : /part of the MVP’s price.*discovery phase/u);
  });

  it.each(LANGS)("%s: the firm is not all TradFi-DeFi bridges, and AI is not one of them", (lang) => {
    const about = home[lang].about.paragraphs.join(" ");
    expect(`${home[lang].hero.subtitle} ${about}`).not.toMatch(
      lang === "sv" ? /Vi bygger broar mellan|broarna mellan dem: AI/u : /We connect traditional finance|between them: AI/u,
    );
    // The whole offer in a line short enough for the hero's button to stay above a small
    // phone's bottom navigation (tests/e2e/forgiving-forms.spec.ts, 375×667).
    expect(home[lang].hero.subtitle).toMatch(
      lang === "sv"
        ? /från automatiserade arbetsflöden till tokeniserade tillgångar/u
        : /from automated workflows to tokenised assets/u,
    );
  });

  it.each(LANGS)(
    "%s: the phone number, the service and a cancellation's reason a booking keeps are named in the privacy policy",
    (lang) => {
      expect(bookingPickerCopy(lang).phone).toMatch(lang === "sv" ? /Telefonnummer/u : /Phone number/u);
      const policy = strings("privacy", privacyPolicy[lang]).map((entry) => entry.text);
      const named =
        lang === "sv"
          ? [/ditt telefonnummer om du bad oss ringa/u, /vilken tjänst du bokade från/u, /skälet om du angav ett/u]
          : [/your phone number if you asked us to call you/u, /the service you booked from/u, /the reason if you gave one/u];
      for (const pattern of named)
        expect(
          policy.some((text) => pattern.test(text)),
          String(pattern),
        ).toBe(true);
    },
  );

  it.each(LANGS)("%s: the privacy policy's EU/EEA rule for desks is the ESMA register, as on the OTC page", (lang) => {
    const policy = strings("privacy", privacyPolicy[lang]);
    expect(
      findings(policy, lang === "sv" ? /tar vi bara fram deskar inom EU\/EES/u : /put forward only desks inside it/u),
    ).toEqual([]);
  });
});

describe("the privacy policy counts the cookies the code sets", () => {
  // The policy says one cookie for visitors; the only places that write a cookie are the language
  // choice (twice: the page script and the island's preference) and the console's sign-in, which the
  // policy names as staff-only. A new writer of a cookie fails here until the policy says so.
  const source = (path: string) => readFileSync(join(import.meta.dirname, "..", "..", path), "utf8");
  const WRITES = /\.cookie\s*=|Set-Cookie/gu;

  it("the cookie writers are the ones the policy names", () => {
    const writers = ["app/document/page-script.ts", "app/i18n/preference.ts", "server/admin/session-cookie.ts"];
    for (const path of writers) expect(source(path).match(WRITES)?.length ?? 0, path).toBeGreaterThan(0);
    for (const path of ["app/document/page-script.ts", "app/i18n/preference.ts"])
      expect(source(path)).toMatch(/LANG_STORAGE_KEY/u);
    expect(LANG_STORAGE_KEY).toBe("i18nextLng");
  });

  it.each(LANGS)("%s: one cookie for visitors, and the staff's apart", (lang) => {
    const section = privacyPolicy[lang].sections.find((entry) => entry.id === "cookies");
    const text = strings("privacyPolicy", section)
      .map((entry) => entry.text)
      .join("\n");
    expect(text).toMatch(lang === "sv" ? /Hos besökare sätter vi en enda kaka/u : /For visitors we set a single cookie/u);
    expect(text).toMatch(lang === "sv" ? /aldrig sätts hos besökare/u : /never set for visitors/u);
    expect(text).not.toMatch(/\/admin/u);
    expect(text).toContain(ENQUIRY_ABOUT_KEY);
  });
});

describe("one set of facts, by class (editorial review of 2026-11-27)", () => {
  // docs/style-guide.md, "One set of facts": durations of the same kind of delivery, what the firm is
  // not, and what each figure measures where two could be compared.
  it.each(LANGS)("%s: the fast MVP's timeline is always the build's, never the whole journey (C4, C5)", (lang) => {
    const stating = COPY[lang].filter(
      (entry) => entry.text.includes(facts[lang].timeline.fastMvp) && entry.module.includes("fast-mvp"),
    );
    expect(stating.length).toBeGreaterThan(5);
    const build = lang === "sv" ? /bygg/iu : /buil|develop/iu;
    expect(report(stating.filter((entry) => !build.test(entry.text)))).toEqual([]);
  });

  it.each(LANGS)("%s: the traditional MVP's months are for the same complete first version (C5)", (lang) => {
    expect(facts[lang].scope.traditionalMvp).toMatch(lang === "sv" ? /kompletta första version/u : /complete first version/u);
    // The same months are also a blockchain solution's in production: the traditional MVP's are said beside "traditional".
    const stating = COPY[lang].filter(
      (entry) =>
        entry.text.includes(facts[lang].timeline.traditionalMvp) &&
        /traditionell utveckling|egen kod|traditional development|custom code/iu.test(entry.text),
    );
    expect(stating.length).toBeGreaterThan(0);
    for (const entry of stating) {
      const sameModule = COPY[lang].filter((other) => other.module === entry.module);
      expect(
        sameModule.some((other) => other.text.includes(facts[lang].scope.traditionalMvp)),
        entry.module,
      ).toBe(true);
    }
  });

  it.each(LANGS)("%s: the SaaS MVP's months say it is a SaaS MVP with billing (C4)", (lang) => {
    const benefit = serviceContents["saas-development"][lang].benefits.items.find((item) =>
      item.text.includes(facts[lang].timeline.saasMvp),
    );
    expect(benefit?.text).toMatch(
      lang === "sv" ? /SaaS-MVP – med inloggning, fakturering/u : /SaaS MVP – with sign-in, billing/u,
    );
  });

  it.each(LANGS)("%s: what the firm is not is one list, wherever it is said (C11)", (lang) => {
    const NOT = lang === "sv" ? /inte (?:är )?(?:en )?mäklare/u : /not (?:a )?broker/u;
    const saying = COPY[lang].filter((entry) => NOT.test(entry.text));
    expect(saying.length).toBeGreaterThanOrEqual(3);
    expect(report(saying.filter((entry) => !entry.text.includes(facts[lang].notA)))).toEqual([]);
    const old =
      lang === "sv"
        ? "Vi är inte en mäklare, en börs eller ett finansiellt institut"
        : "is not a broker or financial institution";
    expect(findings([{ module: "m", path: "$", text: old }], NOT)).toHaveLength(1);
    expect(old).not.toContain(facts[lang].notA);
  });

  it.each(LANGS)("%s: an agent's weeks and an integration's months say what each includes (C6)", (lang) => {
    const faq = serviceContents["ai-integration"][lang].faq?.items.map((item) => item.answer).join("\n") ?? "";
    expect(faq).toMatch(
      lang === "sv"
        ? /från beslut till drift, inklusive anpassning av era system/u
        : /from decision to production, including changes to your systems/u,
    );
    const agents = serviceContents["ai-agents"][lang].faq?.items.map((item) => item.answer).join("\n") ?? "";
    expect(agents).toMatch(lang === "sv" ? /utifrån en kunskapsbas ni redan har/u : /from a knowledge base you already have/u);
  });

  it.each(LANGS)(
    "%s: every service page and its home card say what the work takes and what it costs, or how the price is set",
    (lang) => {
      for (const slug of SERVICE_SLUGS) {
        const typical = serviceContents[slug][lang].hero.typical;
        expect(typical, slug).toBeDefined();
        expect(home[lang].services.cards[slug]?.typical, slug).toBeTruthy();
        const figures = [...Object.values(facts[lang].timeline), ...Object.values(facts[lang].price)];
        const states = (text: string) => figures.some((figure) => text.includes(figure));
        // A duration fact, or (where the facts have none) the words that the proposal sets it.
        // "Timeline in the quote" beside "Price on request" (cold review 9A, N16; tenth reader, P14; eleventh, Q25).
        expect(
          states(typical!.duration) || /förslag|offert|proposal|quote|on request/u.test(typical!.duration),
          `${slug} duration`,
        ).toBe(true);
        expect(
          Object.values(facts[lang].price).some((price) => typical!.price.includes(price)) ||
            typical!.price === facts[lang].priceByProposal,
          `${slug} price`,
        ).toBe(true);
      }
    },
  );
});

describe("a fact reference names the fact its sentence is about (copy review 2026-11-27)", () => {
  // A reference to a fact that only happens to have the same value today (a blockchain proof of
  // concept shown as the n8n roll-out, backups kept as long as a console sign-in) would change
  // with the wrong fact. Each named fact's sentence must be about its subject.
  const SUBJECT: Partial<Record<keyof typeof TIMELINES, RegExp>> = {
    aiAgentSimple: /agent/iu,
    aiAgentEnterprise: /agent/iu,
    aiAgentPayback: /agent|betal|pays?/iu,
    n8nSimple: /n8n|flöde|flow|automat/iu,
    n8nCompanyWide: /n8n|flöde|flow|automat/iu,
    traditionalMvp: /MVP|version|kod|code|tradition/iu,
    blockchainPoc: /proof of concept|PoC|blockchain|pilot|tokeni/iu,
    blockchainProduction: /produktion|production|blockchain|tokeni/iu,
    enquiryRetention: /förfråg|enquir|bokning|booking|uppgifter|data/iu,
    spamRetention: /spam/iu,
    consoleSession: /inlogg|sign-in|session/iu,
    languageCookie: /språk|language|kaka|cookie/iu,
    backupRetention: /kopi|backup/iu,
    offsiteBackupRetention: /kopi|backup/iu,
    auditRetention: /logg|log/iu,
  };
  const REF = /\{\{fact:timeline\.([A-Za-z0-9]+)\}\}/gu;

  /**
   * Each sentence of `text` with a timeline reference whose subject neither it nor its file
   * (`context`: a service page's own fields, such as its typical duration) names.
   */
  function misplaced(text: string, context = ""): string[] {
    return text.split(/(?<=[.!?])\s+/u).flatMap((sentence) =>
      [...sentence.matchAll(REF)]
        .filter(([, name]) => {
          return SUBJECT[name as keyof typeof TIMELINES]?.test(`${sentence.replace(REF, "")} ${context}`) === false;
        })
        .map(([, name]) => `${name}: ${sentence}`),
    );
  }

  const FILES = ["info.ts", "forms.ts", "home.ts", "otc.ts", "legal/privacy.ts", "legal/terms.ts", "legal/support.ts"].concat(
    SERVICE_SLUGS.map((slug) => `services/${slug}.ts`),
  );

  it("every subject-bound timeline reference sits in a sentence about its subject", () => {
    const found = FILES.flatMap((file) =>
      [
        ...readFileSync(join(import.meta.dirname, file), "utf8").matchAll(
          /"((?:[^"\\]|\\.)*\{\{fact:timeline\.(?:[^"\\]|\\.)*)"/gu,
        ),
      ]
        .flatMap(([, text]) => misplaced(text!, file))
        .map((finding) => `${file} ${finding}`),
    );
    expect(found).toEqual([]);
  });

  it("the check catches the wiring the review found", () => {
    expect(misplaced("Bygg en proof of concept, vilket normalt tar {{fact:timeline.n8nCompanyWide}}.")).toHaveLength(1);
    expect(misplaced("Varje kopia raderas från servern {{fact:timeline.consoleSession}} efter att den togs.")).toHaveLength(1);
    expect(misplaced("Loggposter raderas efter {{fact:timeline.spamRetention}}.")).toHaveLength(1);
    expect(misplaced("Log entries are deleted after {{fact:timeline.spamRetention}}.")).toHaveLength(1);
    expect(misplaced("{{fact:timeline.aiAgentPayback}}", "forms.ts")).toHaveLength(1);
    expect(misplaced("{{fact:timeline.aiAgentSimple}};", "services/ai-agents.ts")).toEqual([]);
    expect(misplaced("Bygg en proof of concept, vilket normalt tar {{fact:timeline.blockchainPoc}}.")).toEqual([]);
  });

  it("a client story's result figure is that story's own: no fact shows in two stories' results", () => {
    const owners = new Map<string, string[]>();
    for (const slug of SERVICE_SLUGS) {
      const source = readFileSync(join(import.meta.dirname, "services", `${slug}.ts`), "utf8");
      for (const [, name] of source.matchAll(/result: \{\s*value: \{\s*sv: "\{\{fact:([\w.]+)\}\}"/gu))
        owners.set(name!, [...(owners.get(name!) ?? []), slug]);
    }
    expect([...owners].filter(([, slugs]) => slugs.length > 1)).toEqual([]);
  });
});

describe("cold review 3: home, OTC, legal, UI", () => {
  // Decision 031, "Cold review of 2026-12-01, third reader": each caveat once on the OTC page, "free"
  // once in the booking box, no sentence a reader has to parse twice, one English name for a town.
  const OPERATOR = new Set(["console", "spamConsole", "consoleBackup"]);
  const occurrences = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, "gu"))?.length ?? 0;
  const otcPage = (lang: Lang) =>
    strings("otc", otc[lang])
      .map((entry) => entry.text)
      .join("\n");

  it.each(LANGS)("%s: the OTC page says each caveat once, the full rules under the important information (F3)", (lang) => {
    const sv = lang === "sv";
    const page = otcPage(lang);
    // The register: the hero's plain statement, then the rule and our one check under the important information.
    expect(occurrences(page, sv ? /Esmas register/u : /ESMA’s register/u)).toBeLessThanOrEqual(3);
    // What we are not: once on the page (the form's acknowledgement and the terms say it too).
    expect(page.split(facts[lang].notA).length - 1).toBe(1);
    // The free first answer: in the process, and in the fee under the important information.
    expect(
      occurrences(page, sv ? /utan kostnad|kostnadsfritt|kostar ingenting/u : /free of charge|costs nothing/u),
    ).toBeLessThanOrEqual(2);
    // Checking the desk's authorisations yourself, and the four criteria: once each.
    expect(occurrences(page, sv ? /kontrollera alltid deskens tillstånd/u : /verify a desk’s authorisations/u)).toBe(1);
    expect(
      occurrences(page, sv ? /tillgång, storlek, frekvens och jurisdiktion/u : /asset, size, frequency and jurisdiction/u),
    ).toBe(1);
    // The jurisdiction card: two sentences, pointing to the important information by its title.
    const card = otc[lang].features.items[1]!.text;
    expect(sentences({ module: "otc", path: "$", text: card })).toHaveLength(2);
    expect(card).toContain(sv ? `”${otc.sv.request.disclaimerTitle}”` : `“${otc.en.request.disclaimerTitle}”`);
  });

  it("the OTC check counts the old page's repetitions", () => {
    const old =
      "Vi tar fram de deskar i nätverket som uppfyller de kriterier ni anger – tillgång, storlek, frekvens och jurisdiktion. Vi tar fram de deskar i nätverket som uppfyller de kriterier ni själva anger – tillgång, storlek, frekvens och jurisdiktion – och valet av desk gör ni.";
    expect(occurrences(old, /tillgång, storlek, frekvens och jurisdiktion/u)).toBe(2);
  });

  it.each(LANGS)("%s: the booking box says 'free' once, in its heading (F6), and names who takes the call (H7)", (lang) => {
    const { heading, intro, open, host } = bookingCopy[lang];
    const FREE = lang === "sv" ? /kostnads(?:fri|fritt)|kostar ingenting|gratis/iu : /\bfree\b/iu;
    expect(occurrences(heading, FREE)).toBe(1);
    expect(occurrences([intro, open].join("\n"), FREE)).toBe(0);
    // The contact section prints the booking document's own host after the intro (contact-section.tsx).
    expect(host.length).toBeGreaterThan(0);
    expect(
      occurrences(
        "Samtalet tar 30 minuter och kostar ingenting. Välj en tid för ett kostnadsfritt samtal",
        /kostnads(?:fri|fritt)|kostar ingenting/iu,
      ),
    ).toBe(2);
  });

  it.each(LANGS)("%s: no sentence a visitor reads runs past 70 words (G6: a booking's data is a list)", (lang) => {
    const long = COPY[lang]
      .filter((entry) => !OPERATOR.has(entry.module))
      .flatMap(sentences)
      .filter((entry) => entry.text.split(/\s+/u).length > 70);
    expect(report(long)).toEqual([]);
    const old =
      "Bokar du ett kostnadsfritt samtal sparar vi tiden du valde, ditt namn, din e-postadress, företaget och om samtalet ska ske på video eller per telefon, ditt telefonnummer om du bad oss ringa, vilken tjänst du bokade från (om du kom från en tjänstesida), det du skrev om vad du vill prata om och, om du avbokar, skälet om du angav ett, sidans språk, ett hashvärde av din IP-adress (av nätet för en IPv6-adress; med det och e-postadressen begränsar vi hur många samtal som kan bokas per dag) och webbläsarens user agent, och ett hashvärde av den hemliga nyckeln i din länk för att flytta eller avboka, så att länken kan kännas igen utan att nyckeln sparas.";
    expect(old.split(/\s+/u).length).toBeGreaterThan(70);
  });

  it("English pages name the Gothenburg office in English; its postal line keeps Göteborg (G5)", () => {
    expect(findings(COPY.en, /Göteborg/u)).toEqual([]);
    for (const office of site.offices)
      if (/[åäö]/iu.test(office.city)) expect(ENGLISH_TOWN[office.city], office.city).toBeTruthy();
  });
});

describe("the cold review of 2026-12-01: one wording per class", () => {
  // Code ownership (R9): wherever a page says who owns the code, it says the same thing: the code is in
  // the client's repository from the first day and the rights pass under the agreement.
  const OWNS = { sv: /Vem äger (?:koden|lösningen|modellerna)/u, en: /Who owns the (?:code|solution|models)/u };
  const UNDER_AGREEMENT = { sv: /övergår till er enligt avtalet/u, en: /pass to you under the agreement/u };
  it.each(LANGS)("%s: every answer to 'who owns the code' says the rights pass under the agreement", (lang) => {
    const answers = SERVICE_SLUGS.flatMap((slug) =>
      (serviceContents[slug][lang].faq?.items ?? [])
        .filter((item) => OWNS[lang].test(item.question))
        .map((item) => ({ slug, answer: item.answer })),
    );
    expect(answers.length).toBeGreaterThanOrEqual(5);
    expect(answers.filter(({ answer }) => !UNDER_AGREEMENT[lang].test(answer)).map(({ slug }) => slug)).toEqual([]);
    expect(UNDER_AGREEMENT.sv.test("rättigheterna till den kod vi skriver åt er överlåts till er enligt avtalet")).toBe(false);
  });

  // Durations of the same kind of delivery (R7; cold review 3, B3): the three kinds of MVP stand side
  // by side in one comparison, the same on each of their pages and under Services on the home page,
  // each row saying what it is, what it takes and what it costs.
  // Cold review 9A, N06: the comparison stands on the fast-MVP page and the home page; the no-code
  // and SaaS pages point to it in one sentence.
  it.each(LANGS)("%s: the fast-MVP page and the home page show the one comparison of the three kinds of MVP", (lang) => {
    const shown = [serviceContents["fast-mvp-prototyping"][lang].comparison, home[lang].services.comparison];
    for (const slug of ["no-code-low-code-mvp", "saas-development"] as const) {
      expect(serviceContents[slug][lang].comparison, slug).toBeUndefined();
      expect(serviceContents[slug][lang].intro.paragraphs, slug).toContain(
        lang === "sv"
          ? "Vi har tre slags MVP. På sidan Snabb MVP-prototyp jämför vi vad ni får, hur lång tid det tar och vad det kostar."
          : "We offer three kinds of MVP. The Fast MVP prototyping page compares what you get, how long it takes and what it costs.",
      );
    }
    for (const comparison of shown) expect(comparison).toEqual(shown[0]);
    const rows = shown[0]!.rows;
    expect(rows).toHaveLength(3);
    const { timeline, price } = facts[lang];
    expect(rows.map((row) => row.time)).toEqual([
      expect.stringContaining(timeline.noCodeMvp),
      expect.stringContaining(timeline.fastMvp),
      timeline.saasMvp,
    ]);
    expect(rows.map((row) => row.price)).toEqual([
      expect.stringContaining(price.noCodeMvp),
      facts[lang].priceByProposal,
      expect.stringContaining(price.saasMvp),
    ]);
    expect(rows[2]!.what).toMatch(
      lang === "sv" ? /inloggning, fakturering och flera kunder/u : /sign-in, billing and several customers/u,
    );
  });
});

describe("cold review 3: service pages, each said once a page", () => {
  // Decision 031, "Cold review of 2026-12-01, third reader: service pages": the proposal sentence (F1),
  // the delivery rhythm (F8) and the logging (F9) at most once a page, and no page closes on the
  // proposal sentence: each ends on a sentence of its own.
  const ONCE = {
    sv: [/var eller varannan vecka/u, /Allt agenten gör loggas/u, /Uppdrag(?:et|en) leddes av/u],
    en: [
      /every one or two weeks|every week or two/u,
      /Everything the agent does is logged/u,
      /engagements? was led by|engagements were led by/u,
    ],
  };
  it.each(LANGS)("%s: no service page repeats the proposal, the delivery rhythm, the logging or the story rider", (lang) => {
    const repeated = SERVICE_SLUGS.flatMap((slug) => {
      const page = strings(slug, serviceContents[slug][lang]);
      const counts = [
        ...ONCE[lang].map((pattern) => [String(pattern), page.filter((entry) => pattern.test(entry.text)).length] as const),
      ];
      counts.push(["proposal", page.filter((entry) => entry.text.includes(facts[lang].proposal)).length]);
      return counts.filter(([, count]) => count > 1).map(([what, count]) => `${slug}: ${what} ×${count}`);
    });
    expect(repeated).toEqual([]);
  });

  it.each(LANGS)("%s: every service page's closing ends on a sentence of its own", (lang) => {
    const closing = SERVICE_SLUGS.filter((slug) => serviceContents[slug][lang].cta.text.includes(facts[lang].proposal));
    expect(closing).toEqual([]);
  });

  it("the check sees the old repetition", () => {
    const old = "Vi levererar var eller varannan vecka.";
    expect([old, old].filter((text) => ONCE.sv[0]!.test(text))).toHaveLength(2);
  });
});

describe("cold review 4: what a page promises, it delivers, and says once", () => {
  // Decision 031, "Cold review of 2026-12-02, fourth reader".
  const NUMBER = {
    sv: { en: 1, ett: 1, två: 2, tre: 3, fyra: 4 },
    en: { one: 1, two: 2, three: 3, four: 4 },
  } as const;
  const MEASURED_OF = { sv: /för (\p{L}+) av dem redovisar vi uppmätt/u, en: /for (\p{L}+) of them we report a measured/u };
  const ALL_ACHIEVED = { sv: /vad de har gett/u, en: /what they achieved/u };

  it.each(LANGS)("%s: a stories intro promises results for as many stories as show one (B1)", (lang) => {
    const wrong = SERVICE_SLUGS.flatMap((slug) => {
      const stories = serviceContents[slug][lang].stories;
      if (!stories) return [];
      const measured = stories.items.filter((story) => story.result !== undefined).length;
      const intro = stories.intro ?? "";
      if (ALL_ACHIEVED[lang].test(intro) && measured < stories.items.length) return [`${slug}: ${intro}`];
      const said = MEASURED_OF[lang].exec(intro)?.[1];
      const count = said === undefined ? undefined : (NUMBER[lang] as Record<string, number>)[said.toLowerCase()];
      return said !== undefined && count !== measured ? [`${slug}: ${said} ≠ ${measured}`] : [];
    });
    expect(wrong).toEqual([]);
    // The n8n page's intro makes no promise of results (cold review 8b, D72): three of its four stories show one.
    expect(serviceContents["n8n-workflows"][lang].stories?.intro).not.toMatch(ALL_ACHIEVED[lang]);
  });

  // A story whose own text calls its figure an indication shows no big result figure (C2).
  const INDICATION = { sv: /visar riktningen|indikation|kort jämförelse/iu, en: /indication|short comparison/iu };
  it.each(LANGS)("%s: no headline figure on a story that calls its measure an indication (C2)", (lang) => {
    const headline = SERVICE_SLUGS.flatMap((slug) =>
      (serviceContents[slug][lang].stories?.items ?? [])
        .filter((story) => story.result !== undefined && INDICATION[lang].test(story.text))
        .map((story) => `${slug}: ${story.title} (${story.result!.value})`),
    );
    expect(headline).toEqual([]);
    const customs = serviceContents["ai-integration"][lang].stories?.items[0];
    expect(customs?.text).toMatch(lang === "sv" ? /två tredjedelar/u : /two thirds/u);
  });

  it.each(LANGS)(
    "%s: the internal review is described in its own answer; the hub leaves the audit's time to the pages (F4, 9B)",
    (lang) => {
      const faq = serviceContents["smart-contracts"][lang].faq?.items ?? [];
      const { internal, external, timing } = facts[lang].audit;
      const withInternal = faq.filter((item) => item.answer.includes(internal)).map((item) => item.question);
      expect(withInternal).toEqual([
        lang === "sv" ? "Vad ingår i er interna säkerhetsgranskning?" : "What does your internal security review include?",
      ]);
      expect(faq.filter((item) => item.answer.includes(external))).toHaveLength(1);
      // Cold review 9B, N55: the info hub points to the service pages instead of repeating their
      // timelines, so the audit's time, which stood beside them, stands on the service pages alone.
      const hub = strings("info hub", infoHub[lang]).filter((entry) => entry.text.includes(timing));
      expect(hub).toHaveLength(0);
    },
  );

  it.each(LANGS)("%s: our OTC position stands once, under the important information; the cards do not repeat it (F5)", (lang) => {
    const { otcPosition } = facts[lang];
    expect(otc[lang].request.disclaimer).toContain(otcPosition);
    const cards = otc[lang].features.items.map((item) => item.text).join("\n");
    expect(cards).not.toContain(otcPosition);
    const page = strings("otc", otc[lang])
      .map((entry) => entry.text)
      .join("\n");
    expect(page.split(otcPosition).length - 1).toBe(1);
    // The search snippet says an EU/EEA client meets only the MiCA-authorised desks (C4).
    expect(otc[lang].meta.description).toMatch(
      lang === "sv" ? /inom EU\/EES bara deskar med MiCA-tillstånd/u : /in the EU\/EEA only to MiCA-authorised desks/u,
    );
  });
});

describe("cold review 5 (decision 031, fifth reader)", () => {
  it.each(LANGS)("%s: the no-code page does not add a larger project's discovery phase to its fixed band", (lang) => {
    const page = strings("no-code-low-code-mvp", serviceContents["no-code-low-code-mvp"][lang]);
    expect(page.filter((entry) => entry.text.includes(facts[lang].proposal))).toEqual([]);
  });

  it.each(LANGS)("%s: an erased enquiry stays in a backup at most the off-site period; the list keeps the sum", (lang) => {
    const section = privacyPolicy[lang].sections.find((entry) => entry.id === "backups");
    const text = JSON.stringify(section);
    const { offsiteBackupRetention, backupLifetime } = facts[lang].timeline;
    expect(text).toContain(
      lang === "sv"
        ? `i högst ${offsiteBackupRetention} efter raderingen`
        : `for at most ${offsiteBackupRetention} after the erasure`,
    );
    expect(text).not.toContain(lang === "sv" ? `i högst ${backupLifetime}` : `for at most ${backupLifetime}`);
  });

  it.each(LANGS)("%s: the foundation story is told apart from the Fjällstake pilot, without saying whose", (lang) => {
    const intro = serviceContents["defi-staking"][lang].stories?.intro ?? "";
    expect(intro).toContain("Fjällstake");
    expect(intro).not.toMatch(/samma stiftelse|same foundation|annan stiftelse|another foundation|different foundation/u);
  });
});

describe("cold review 6 (decision 031, sixth reader): service pages", () => {
  const RIDER = {
    sv: /Uppdrag(?:et|en) leddes av|Exempl(?:et|en) kommer från|En av oss ledde uppdraget|Vi i teamet ledde uppdragen/u,
    en: /engagements? (?:was|were) led by|stor(?:y|ies) comes? from|One of us led this engagement|Our team led these engagements/u,
  };
  const withStories = SERVICE_SLUGS.filter((slug) => serviceContents[slug].sv.stories);

  it.each(LANGS)("%s: whose engagements the stories are stands in the note, never in a page's own text (F1)", (lang) => {
    // The note is the page's (app/content/story-note.ts); the document's texts do not repeat it.
    const inText = withStories.flatMap((slug) =>
      strings(slug, serviceContents[slug][lang])
        .filter((entry) => RIDER[lang].test(entry.text))
        .map((entry) => `${slug} ${entry.path}`),
    );
    expect(inText).toEqual([]);
    expect(withStories.length).toBeGreaterThanOrEqual(13);
  });

  it("the check sees the old rider in an intro", () => {
    expect(RIDER.sv.test(`Fyra idéer. ${facts.sv.storiesOrigin}`)).toBe(true);
    expect(RIDER.en.test(`An idea put to a real test. ${facts.en.storyOrigin}`)).toBe(true);
  });

  it.each(LANGS)("%s: the note agrees in number with the stories and keys its link to the team pointer, if any", (lang) => {
    const one = storiesNote(lang, 1);
    const four = storiesNote(lang, 4);
    expect(storiesNoteText(one)).toBe(facts[lang].storyOrigin);
    expect(storiesNoteText(four)).toBe(facts[lang].storiesOrigin);
    // The eleventh reader (A05, A06): the seed's note says who tells the visitor what, with no pointer
    // away from the page; an owner's sentence that names the team on the home page still links there.
    for (const note of [one, four]) expect(note.link).toBeUndefined();
    const pointed = storiesNote(lang, 1, `${facts[lang].storyOrigin} (${TEAM_POINTER[lang]})`);
    expect(pointed.link?.href).toBe(lang === "sv" ? "/sv#team" : "/en#team");
  });

  it.each(LANGS)("%s: the stories heading agrees in number: Client story over one, Client stories over more (G2)", (lang) => {
    const heading = (count: number) => (lang === "sv" ? "Kundexempel" : count === 1 ? "Client story" : "Client stories");
    const wrong = withStories.flatMap((slug) => {
      const stories = serviceContents[slug][lang].stories!;
      return stories.heading === heading(stories.items.length) ? [] : [`${slug}: ${stories.heading} (${stories.items.length})`];
    });
    expect(wrong).toEqual([]);
    // Both numbers occur, so the check is not vacuous: one-story pages and four-story pages.
    const counts = new Set(withStories.map((slug) => serviceContents[slug][lang].stories!.items.length));
    expect(counts.has(1) && counts.has(4)).toBe(true);
  });

  it("the heading check sees the old plural over one story", () => {
    const old = { heading: "Client stories", items: [{}] };
    expect(old.heading === (old.items.length === 1 ? "Client story" : "Client stories")).toBe(false);
  });

  it.each(LANGS)(
    "%s: the smart-contracts page qualifies its immutability and refers back to the paragraph before (B1)",
    (lang) => {
      const [what, demanding, timeline] = serviceContents["smart-contracts"][lang].intro.paragraphs;
      expect(what).toMatch(lang === "sv" ? /på egen hand/u : /on its own/u);
      expect(demanding).toMatch(
        lang === "sv"
          ? /om kontraktet inte uttryckligen byggs för uppgraderingar/u
          : /unless the contract is deliberately built to be upgradeable/u,
      );
      expect(timeline).toContain(facts[lang].timeline.smartContractSimple);
    },
  );

  it.each(LANGS)("%s: the smart-contracts story names the client's sector, not the technology (G3)", (lang) => {
    const sectors = serviceContents["smart-contracts"][lang].stories!.items.map((story) => story.sector);
    expect(sectors).toEqual([lang === "sv" ? "Digitala tillgångar" : "Digital assets"]);
  });

  it("English smart contracts: our own work is a security review, “audit” only the independent one (G4)", () => {
    const page = strings("smart-contracts", serviceContents["smart-contracts"].en);
    expect(findings(page, /security check|\bthe check\b/iu)).toEqual([]);
    // Every "audit" on the page is the independent, external one (or its firms and auditors).
    const loose = findings(page, /\baudit\b/iu, (entry) =>
      /independent|external|audit firms|shortens the audit/u.test(entry.text),
    );
    expect(loose).toEqual([]);
  });

  it.each(LANGS)(
    "%s: the no-code search snippet carries its basis (C1), and the page's cards make each point once (F4)",
    (lang) => {
      const page = serviceContents["no-code-low-code-mvp"][lang];
      expect(page.meta.description).toMatch(
        lang === "sv" ? /I de projekt teamet har lett hittills/u : /in the projects our team has led so far/u,
      );
      expect(page.meta.description).not.toMatch(
        lang === "sv" ? /traditionell utveckling kostar/u : /traditional development costs/u,
      );
      const titles = page.benefits.items.map((item) => item.title);
      expect(titles).not.toContain(lang === "sv" ? "Ni kan ta över själva" : "You can take over");
      expect(titles).toHaveLength(6);
    },
  );
});

describe("cold review 6, pages (decision 031, sixth reader)", () => {
  const supportParagraphs = (lang: Lang) => strings("support", support[lang]).map((entry) => entry.text);

  it.each(LANGS)(
    "%s: support arranges an office meeting by phone or email; the booking page books a video or phone call",
    (lang) => {
      // The booking page books the call the booking box describes (30 minutes, by video or by phone),
      // never a meeting at an office (B2).
      const mode = lang === "sv" ? "på video eller per telefon" : "by video or by phone";
      expect(bookingTexts[lang].intro).toContain(mode);
      const offices = supportParagraphs(lang).filter((text) => (lang === "sv" ? /kontor/u : /offices/u).test(text));
      expect(offices).toHaveLength(1);
      const [paragraph] = offices;
      expect(paragraph).toMatch(
        lang === "sv"
          ? /Ring eller skicka e-post till oss, så bestämmer vi en tid\./u
          : /Call or email us and we will arrange a time\./u,
      );
      const booking = sentences({ module: "support", path: "", text: paragraph! }).filter((entry) =>
        (lang === "sv" ? /bokningssidan/u : /booking page/u).test(entry.text),
      );
      expect(booking).toHaveLength(1);
      expect(booking[0]!.text).toContain(mode);
      expect(booking[0]!.text).not.toMatch(lang === "sv" ? /kontor|\bses\b/u : /office|\bmeet\b/u);
    },
  );

  it.each(LANGS)("%s: support replies to email in the facts' time, with no “every”", (lang) => {
    const says = lang === "sv" ? `Vi svarar på e-post ${facts.sv.reply}.` : `We reply to email ${facts.en.reply}.`;
    expect(supportParagraphs(lang).some((text) => text.startsWith(says))).toBe(true);
  });

  it.each(LANGS)("%s: the info hub's settlement in minutes holds only where payment also moves on the network", (lang) => {
    const FAST = lang === "sv" ? /minuter i stället för dagar/u : /minutes instead of days/u;
    const CONDITION = lang === "sv" ? /om betalningen också sker i nätverket/u : /where payment also moves on the network/u;
    const fast = strings("info", infoHub[lang])
      .flatMap(sentences)
      .filter((entry) => FAST.test(entry.text));
    expect(fast).not.toEqual([]);
    expect(report(fast.filter((entry) => !CONDITION.test(entry.text)))).toEqual([]);
  });

  it.each(LANGS)("%s: the privacy policy says what the booking confirmation holds, as its email does", (lang) => {
    // The confirmation's placeholders (server/notify/booking-mail.ts fills them): of these, only the
    // place carries what the visitor typed, the number we call for a phone call (server/booking/location.ts);
    // {phone} and {email} in the text are ours.
    const placeholders = [...bookingTexts[lang].mail.text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1]);
    expect([...new Set(placeholders)].sort()).toEqual(["brand", "email", "host", "location", "manageUrl", "phone", "when"]);
    expect(bookingTexts[lang].phoneLocation).toContain("{phone}");
    const policy = strings("privacy", privacyPolicy[lang]).map((entry) => entry.text);
    const holds =
      lang === "sv"
        ? "Bekräftelsen innehåller bara den bokade tiden, var samtalet sker (vid ett telefonsamtal numret vi ringer) och vår standardtext, aldrig något annat av det du skrev."
        : "The confirmation holds only the booked time, where the call happens (for a phone call, the number we call) and our standard text, never anything else you wrote.";
    expect(policy.some((text) => text.includes(holds))).toBe(true);
  });
});

describe("cold review 8a (decision 031, eighth reader: D01–D48)", () => {
  const page = (slug: (typeof SERVICE_SLUGS)[number], lang: Lang) => serviceContents[slug][lang];
  const pageText = (slug: (typeof SERVICE_SLUGS)[number], lang: Lang) =>
    strings(slug, page(slug, lang))
      .map((entry) => entry.text)
      .join("\n");

  it.each(LANGS)(
    "%s: the fast prototype's search snippet times the build only, with validation and the user test outside it (D06)",
    (lang) => {
      const snippet = page("fast-mvp-prototyping", lang).meta.description;
      const { fastMvp } = facts[lang].timeline;
      expect(snippet).toContain(lang === "sv" ? `Själva bygget tar ${fastMvp}` : `The build itself takes ${fastMvp}`);
      expect(snippet).toMatch(lang === "sv" ? /före det validerar vi idén/u : /idea validation before it/u);
    },
  );

  it.each(LANGS)("%s: the platform story is told apart from the Mätpunkt prototype, without saying whose (D07)", (lang) => {
    const intro = page("platform-development", lang).stories?.intro ?? "";
    expect(intro).toContain("Mätpunkt");
    expect(intro).toMatch(lang === "sv" ? /prototypen Mätpunkt/u : /Mätpunkt prototype/u);
    expect(intro).not.toMatch(/samma (?:företag|kund)|annat företag|same (?:company|client)|another company|different company/u);
  });

  it.each(LANGS)("%s: the staking story claims no custody: the foundation holds its own keys (D08)", (lang) => {
    const intro = page("defi-staking", lang).stories?.intro ?? "";
    expect(intro).toMatch(lang === "sv" ? /stiftelse som själv håller nycklarna/u : /foundation that holds its own keys/u);
    expect(intro).not.toMatch(lang === "sv" ? /förvaring/u : /custody/u);
  });

  it.each(LANGS)(
    "%s: the tenant-isolation tests are designed to stop a change, in both languages; no guarantee (D09)",
    (lang) => {
      const answers = (page("platform-development", lang).faq?.items ?? [])
        .map((item) => item.answer)
        .filter((answer) => (lang === "sv" ? /en annan kunds uppgifter/u : /another customer’s data/u).test(answer));
      expect(answers).toHaveLength(1);
      expect(answers[0]).toMatch(lang === "sv" ? /utformade för att stoppa/u : /designed to stop/u);
      expect(answers[0]).not.toMatch(/keep out of production/u);
    },
  );

  it.each(LANGS)("%s: the home page's tokenisation card names only assets the tokenisation page covers (D10)", (lang) => {
    const card = home[lang].services.cards.tokenization!.description;
    expect(card).not.toMatch(/råvaror|commodit/iu);
    const hero = page("tokenization", lang).hero.subtitle;
    for (const asset of lang === "sv" ? ["fastigheter", "lån"] : ["property", "loans"]) {
      expect(card).toContain(asset);
      expect(hero).toContain(asset);
    }
  });

  it.each(LANGS)("%s: the call is a call, not a meeting (D11)", (lang) => {
    expect(bookingTexts[lang].meetLabel).toBe(lang === "sv" ? "Ni pratar med" : "You will speak to");
  });

  it.each(LANGS)("%s: Henrik's text says what his title says: the introductions, not the network (D12)", (lang) => {
    const henrik = otc[lang].team.members.find((member) => member.name === "Henrik Wallin")!;
    expect(henrik.role).toMatch(lang === "sv" ? /OTC-introduktioner/u : /OTC Introductions/u);
    expect(henrik.description).toMatch(
      lang === "sv" ? /^Henrik ansvarar för introduktionerna/u : /^Henrik runs the introductions/u,
    );
  });

  it.each(LANGS)("%s: the pipeline promises no launch, and every project shows its status (D13, D14)", (lang) => {
    const { portfolio } = home[lang];
    expect(portfolio.pipeline.upcomingHeading).not.toMatch(/kommande|upcoming/iu);
    // The intro says each project shows where it stands; it no longer lists the statuses before a
    // project is shown (eleventh reader, A20, A21), so each card must carry its own.
    expect(portfolio.intro).toMatch(lang === "sv" ? /var det befinner sig i dag/u : /where it stands today/u);
    const statuses = portfolio.projects.map((project) => project.status ?? portfolio.inDevelopment);
    expect(statuses.filter((status) => !status?.trim())).toEqual([]);
    // A category names the subject, never the status again ("Tokenisering · Pilot" beside "Teknisk pilot").
    expect(portfolio.projects.filter((project) => /pilot/iu.test(project.category)).map((project) => project.id)).toEqual([]);
  });

  it.each(LANGS)("%s: an AI project's months run from the same starting point in the hero and the FAQ (D15)", (lang) => {
    const from = lang === "sv" ? /från beslut till/u : /from decision to/u;
    const { aiProjectSmall } = facts[lang].timeline;
    for (const slug of ["ai-development", "ai-integration"] as const) {
      const stating = strings(slug, page(slug, lang)).filter((entry) => entry.text.includes(aiProjectSmall));
      const hero = stating.filter((entry) => entry.path.startsWith("$.hero"));
      const faq = stating.filter((entry) => entry.path.startsWith("$.faq"));
      expect(hero.length, slug).toBeGreaterThan(0);
      expect(faq.length, slug).toBeGreaterThan(0);
      expect(report([...hero, ...faq].filter((entry) => !from.test(entry.text)))).toEqual([]);
    }
  });

  it.each(LANGS)("%s: OTC volumes compared with a crypto exchange, not a regular one (D21)", (lang) => {
    const text = strings("otc", otc[lang]);
    expect(findings(text, lang === "sv" ? /vanlig börs/u : /regular exchange/u)).toEqual([]);
    expect(findings(text, lang === "sv" ? /kryptobörs/u : /crypto exchange/u)).toHaveLength(1);
  });

  it.each(LANGS)("%s: explainability is promised only as far as the model type allows (D22)", (lang) => {
    const text = strings("ai-development", page("ai-development", lang));
    const claims = findings(
      text,
      lang === "sv" ? /förklarbar|förklaring/iu : /explainab|explanation/iu,
      (entry) =>
        (lang === "sv" ? /modelltypen medger/u : /model type allows/u).test(entry.text) ||
        /lättast att förklara|easiest to explain/u.test(entry.text),
    );
    expect(claims).toEqual([]);
  });

  it.each(LANGS)(
    "%s: the tokenisation services say none of them is in production yet, and what the pilot tests (D23)",
    (lang) => {
      const intro = page("tokenization", lang).offering?.intro ?? "";
      expect(intro).toMatch(lang === "sv" ? /Ingen av delarna är ännu i produktion/u : /None of it is yet in production/u);
      expect(intro).toContain("Tegelblock");
    },
  );

  it.each(LANGS)("%s: testing checks that the product works; it proves nothing (D25)", (lang) => {
    expect(
      findings(
        strings("enterprise-testing", page("enterprise-testing", lang)),
        lang === "sv" ? /visa att tjänsten/u : /\bprov(?:e|es|ing)\b/u,
      ),
    ).toEqual([]);
  });

  it.each(LANGS)("%s: a project in development describes what it will do as an aim, not as live (D26)", (lang) => {
    const sparbar = home[lang].portfolio.projects.find((project) => project.id === "sparbar")!;
    expect(sparbar.status).toBe(lang === "sv" ? "Under utveckling" : "In development");
    expect(sparbar.description).toMatch(
      lang === "sv" ? /Tanken är att den som köper varan ska kunna/u : /The aim is that shoppers can/u,
    );
  });

  it("the checks see the old wordings", () => {
    expect(pageText("tokenization", "en")).toContain("Tegelblock");
    expect(/vanlig börs/u.test("Deskarna hanterar volymer som på en vanlig börs ofta skulle påverka priset.")).toBe(true);
    expect(/pilot/iu.test("Tokenisering · Pilot")).toBe(true);
    expect(/kommande|upcoming/iu.test("Upcoming apps")).toBe(true);
    expect(/\bprov(?:e|es|ing)\b/u.test("SaaS and AI testing means proving, systematically and automatically")).toBe(true);
  });
});

describe("cold review 8b (decision 031, eighth reader: D49–D108)", () => {
  const textsOf = (module: string, copy: unknown) => strings(module, copy).map((entry) => entry.text);
  const VISITOR = (entry: Copy) => !["console", "spamConsole", "consoleBackup"].includes(entry.module);

  it.each(LANGS)("%s: the OTC page says once that the service is not for private individuals (D71)", (lang) => {
    const PRIVATE = lang === "sv" ? /privatpersoner/u : /private individuals/u;
    const page = textsOf("otc", otc[lang]).filter((text) => PRIVATE.test(text));
    expect(page).toEqual([otc[lang].request.disclaimer]);
    expect(otc[lang].request.intro).not.toMatch(PRIVATE);
  });

  it.each(LANGS)("%s: the n8n page makes no meta-comment on which stories report a measure (D72)", (lang) => {
    const META = lang === "sv" ? /redovisar vi|tre av flödena/u : /we report|three of the workflows/u;
    expect(findings(strings("services/n8n-workflows", serviceContents["n8n-workflows"][lang]), META)).toEqual([]);
    // Four stories still (the specification's count), three with a result.
    const items = serviceContents["n8n-workflows"][lang].stories!.items;
    expect(items).toHaveLength(4);
    expect(items.filter((story) => story.result !== undefined)).toHaveLength(3);
  });

  it.each(LANGS)(
    "%s: where the stories were done is said in the note, and elsewhere on a page only as a figure’s basis (D70)",
    (lang) => {
      const WHERE =
        lang === "sv"
          ? /på Nordlegend eller hos (?:en )?tidigare arbetsgivare/u
          : /at Nordlegend or at (?:a )?previous employers?/u;
      const share = facts[lang].percent.noCodeCostShare;
      const loose = SERVICE_SLUGS.flatMap((slug) =>
        strings(`services/${slug}`, serviceContents[slug][lang]).filter(
          (entry) =>
            WHERE.test(entry.text) && !entry.text.includes(share) && !entry.text.includes("{{fact:percent.noCodeCostShare}}"),
        ),
      );
      expect(report(loose)).toEqual([]);
    },
  );

  it.each(LANGS)("%s: the Tegelblock pilot states its caveat once (D73)", (lang) => {
    const pilot = home[lang].portfolio.projects.find((project) => project.title === "Tegelblock")!;
    expect(pilot.description).toMatch(lang === "sv" ? /inga andelar bjuds ut/u : /no shares are offered/u);
    expect(pilot.description).not.toMatch(lang === "sv" ? /erbjudande/u : /not an offer/u);
  });

  it.each(LANGS)("%s: the AI agents’ benefits speak of evenings once, in the around-the-clock card (D74)", (lang) => {
    const EVENING = lang === "sv" ? /kväll|stängt/u : /evening|closed/u;
    const cards = serviceContents["ai-agents"][lang].benefits.items.filter((item) => EVENING.test(item.text));
    expect(cards.map((item) => item.title)).toEqual([lang === "sv" ? "Tillgänglig dygnet runt" : "Available around the clock"]);
  });

  it.each(LANGS)("%s: the kronor are called approximate, never rounded (D87)", (lang) => {
    expect(findings(COPY[lang].filter(VISITOR), lang === "sv" ? /avrundade/u : /\brounded\b/u)).toEqual([]);
    expect(facts[lang].priceNote.usd).toMatch(lang === "sv" ? /ungefärliga/u : /approximate/u);
    expect(facts[lang].currencies).toMatch(lang === "sv" ? /ungefärliga/u : /approximate/u);
  });

  it.each(LANGS)("%s: the OTC thank-you text does not repeat its title (D80)", (lang) => {
    const { title, text } = forms[lang]["otc-network-request"].success;
    expect(text).not.toMatch(lang === "sv" ? /förfrågan om introduktion/u : /Thank/u);
    expect(title).toMatch(lang === "sv" ? /Tack/u : /Thank/u);
  });

  it.each(LANGS)("%s: one label back to the home page on the 404, thank-you and booking pages (D83)", (lang) => {
    const label = lang === "sv" ? "Tillbaka till startsidan" : "Back to the home page";
    expect([ui[lang].notFound.home, ui[lang].thanks.backHome, bookingTexts[lang].backHome]).toEqual([label, label, label]);
  });

  it.each(LANGS)("%s: the OTC service introduces parties; Swedish never calls it förmedling (D56)", (lang) => {
    expect(terms[lang].sections.find((section) => section.id === "otc-introductions")?.heading).toBe(
      lang === "sv" ? "OTC-tjänsten introducerar bara parter" : "The OTC service only introduces parties",
    );
    const OTC_MODULES = new Set(["otc", "terms", "privacyPolicy", "forms"]);
    const BROKERED = lang === "sv" ? /förmedl/u : /\bbroker(?:s|ed|ing)? (?:contact|introduction)/u;
    expect(
      findings(
        COPY[lang].filter((entry) => OTC_MODULES.has(entry.module)),
        BROKERED,
      ),
    ).toEqual([]);
  });

  it("English says engagement for a client’s work, as the rest of the site does (D93)", () => {
    expect(findings(COPY.en.filter(VISITOR), /\bassignments?\b/u)).toEqual([]);
  });
});

describe("cold review 9c (decision 031, ninth reader: N08, N47–N53)", () => {
  const FORMS = ["contact", "project", "otc-network-request"] as const;
  const booking = (lang: Lang) => COPY[lang].filter((entry) => entry.module === "booking");

  it("Swedish books a call till a time, in the reminder too (N47; the eleventh reader's Q29)", () => {
    expect(findings(booking("sv"), /(?:bokat|är) \{when\}/u)).toEqual([]);
    expect(bookingCopy.sv.confirmedText("{when}")).toBe("Samtalet är bokat till {when}.");
    expect(bookingCopy.sv.manageText("{when}")).toBe("Samtalet är bokat till {when}.");
    expect(bookingTexts.sv.mail.text).toContain("med {brand} är bokat till {when}.");
    expect(bookingTexts.sv.mail.reminderText).toContain("med {brand} är bokat till {when}.");
    // The subjects keep their colon, which carries the time on its own.
    expect(bookingTexts.sv.mail.subject).toBe("Bokat: kostnadsfritt samtal {when}");
    expect(/(?:bokat|är) \{when\}/u.test("Samtalet är bokat {when}.")).toBe(true);
  });

  it.each(LANGS)("%s: the call choices are parallel, and neither speaks as the visitor (N48, N50)", (lang) => {
    const { meetingVideo, meetingPhone, meetingLegend } = bookingTexts[lang];
    const [video, phone] = [meetingVideo, meetingPhone].map((label) => label.split(" – "));
    expect(video).toHaveLength(2);
    expect(phone).toHaveLength(2);
    expect([video![0], phone![0]]).toEqual(lang === "sv" ? ["Videosamtal", "Telefonsamtal"] : ["Video call", "Phone call"]);
    const FIRST_PERSON = lang === "sv" ? /(?<!\p{L})(?:mig|jag|min|mitt)(?!\p{L})/iu : /\b(?:me|I|my)\b/u;
    for (const label of [meetingVideo, meetingPhone, meetingLegend]) expect(label).not.toMatch(FIRST_PERSON);
    expect(FIRST_PERSON.test(lang === "sv" ? "Ring mig i stället" : "Phone me instead")).toBe(true);
    if (lang === "en") {
      // The tenth reader's plainer question (P30); the cold review 10c block below holds both languages.
      expect(meetingLegend).toBe("Video or phone?");
      expect(bookingTexts.en.cutoffText).toMatch(/^Your call starts soon, so it can no longer be moved or cancelled here\./u);
    }
  });

  it.each(LANGS)("%s: the thank-you pages offer the free call by the booking page's own name (N08, N53)", (lang) => {
    for (const form of FORMS) expect(forms[lang][form].success.book, form).toBe(bookingTexts[lang].heading);
    expect(bookingTexts[lang].heading).toBe(lang === "sv" ? "Boka ett kostnadsfritt samtal" : "Book a free call");
    const CONSULTATION = lang === "sv" ? /konsultation/iu : /consultation/iu;
    const mine = COPY[lang].filter((entry) => entry.module === "forms" || entry.module === "booking");
    expect(findings(mine, CONSULTATION)).toEqual([]);
  });

  it("the Swedish thank-you headings have one shape, and the text under each does not repeat it (N51)", () => {
    expect(FORMS.map((form) => forms.sv[form].success.title)).toEqual([
      "Tack för ert meddelande",
      "Tack för er projektförfrågan",
      "Tack för er förfrågan om introduktion",
    ]);
    for (const form of FORMS) {
      const { text } = forms.sv[form].success;
      expect(text, form).not.toMatch(/skickats|tagit emot|Tack/u);
      expect(text, form).toMatch(/\{\{fact:reply\}\}\.$|inom 24\s+timmar på vardagar\.$/u);
    }
    // The English headings are the specification's ("Thank You", "Thank You for Your Project Submission!").
    expect(forms.en.project.success.text).not.toMatch(/received your enquiry/u);
  });
});

describe("cold review 9B (decision 031, ninth reader: home, OTC, info hub, privacy, support, social)", () => {
  // Decision 031, "Cold review of 2026-12-02, ninth reader (N04, N08, …)": one name for the free
  // call, one label for one action, one word for the firm, one pattern for price on the home cards,
  // a knowledge guide that points to the service pages instead of selling, OTC bios without claims
  // nobody can check, a plain privacy summary over a precise body, no promised client stories.
  const MINE = new Set(["home", "otc", "infoHub", "privacyPolicy", "support", "social", "ui"]);
  const mine = (lang: Lang) => COPY[lang].filter((entry) => MINE.has(entry.module));

  it.each(LANGS)("%s: the free call is a call; consultation only in the contact section's tick (N08)", (lang) => {
    const CONSULTATION = lang === "sv" ? /konsultation/iu : /consultation/iu;
    const found = mine(lang).filter((entry) => CONSULTATION.test(entry.text));
    expect(found.map((entry) => `${entry.module} ${entry.path}`)).toEqual(["home $.contact.freeConsultation"]);
  });

  it.each(LANGS)("%s: every link to the contact section carries the specification's label (N10)", (lang) => {
    const label = lang === "sv" ? "Kontakta oss" : "Contact Us";
    expect([ui[lang].notFound.contact, home[lang].services.contactLink, social[lang].contactUs]).toEqual([label, label, label]);
  });

  it("the firm calls itself a konsultbolag (N14)", () => {
    expect(findings(COPY.sv, /konsultbyrå/iu)).toEqual([]);
    expect(home.sv.hero.subtitle).toMatch(/^Nordlegend är ett svenskt konsultbolag som bygger mjukvara med AI och blockchain/u);
    expect(home.sv.meta.description).toMatch(/ett svenskt konsultbolag/u);
  });

  it.each(LANGS)("%s: each home card gives its time and how the price is set in one pattern (N16)", (lang) => {
    const PATTERN =
      lang === "sv"
        ? /^(?:\S.* · pris enligt offert|Tid och pris enligt offert)$/u
        : /^(?:\S.* · price on request|Timeline and price in the quote)$/u;
    const priced = Object.values(facts[lang].price);
    const lines = Object.entries(home[lang].services.cards)
      .map(([slug, card]) => [slug, card.typical ?? ""] as const)
      .filter(([, line]) => !priced.some((price) => line.includes(price)));
    expect(lines.filter(([, line]) => !PATTERN.test(line))).toEqual([]);
    expect(home[lang].services.cards["fast-mvp-prototyping"]?.typical).toMatch(
      // The build's weeks, as the fast MVP page's headline says them, without "itself" (eleventh reader, A25).
      lang === "sv" ? / för bygget · / : / to build · /u,
    );
  });

  it.each(LANGS)(
    "%s: the home page's words: reala tillgångar, Client pilot, Visa projektet, den som ansvarar för kalkylen (N18, N21, N22, N40)",
    (lang) => {
      const portfolio = home[lang].portfolio;
      expect(portfolio.projects.find((project) => project.id === "fjallstake")?.status).toBe(
        lang === "sv" ? "Pilot hos en kund" : "Client pilot",
      );
      expect(portfolio.viewProject).toBe(lang === "sv" ? "Visa projektet" : "View project");
      if (lang === "sv") {
        expect(
          findings(
            COPY.sv.filter((entry) => entry.module !== "services/tokenization"),
            /verkliga tillgångar/u,
          ),
        ).toEqual([]);
        expect(portfolio.projects.find((project) => project.id === "offertmotorn")?.description).toContain(
          "den som ansvarar för kalkylen",
        );
      }
    },
  );

  it.each(LANGS)(
    "%s: each info hub guide points to its service pages through its related list alone, and repeats none of their figures (N33, N34, N54, N55; P26)",
    (lang) => {
      const { timeline, price, percent } = facts[lang];
      const figures = [...Object.values(timeline), ...Object.values(price), ...Object.values(percent)];
      const hub = strings("infoHub", infoHub[lang]);
      expect(hub.filter((entry) => figures.some((figure) => entry.text.includes(figure))).map((entry) => entry.path)).toEqual([]);
      // The related list right after the guide names the service pages; the guide's text does not
      // repeat them in a closing pointer (tenth reader, P26).
      const lead = lang === "sv" ? /Så hjälper vi till/u : /How we help/u;
      for (const topic of infoHub[lang].topics) {
        expect(topic.related.length, topic.id).toBeGreaterThan(0);
        const last = topic.body.at(-1);
        expect(last?.type, topic.id).toBe("p");
        const text = last && "text" in last ? last.text : "";
        expect(text, topic.id).not.toMatch(lead);
        expect(text, topic.id).not.toMatch(/Nordlegend/u);
      }
    },
  );

  it.each(LANGS)("%s: the OTC bios describe the role; the deal is not disclaimed again among the benefits (N25, N27)", (lang) => {
    const bios = otc[lang].team.members.map((member) => member.description).join("\n");
    expect(bios).not.toMatch(lang === "sv" ? /snabbt|erfarenhet|bakgrund/u : /quickly|experience|background/u);
    const benefits = otc[lang].network.benefits.map((item) => item.text).join("\n");
    expect(benefits).not.toMatch(lang === "sv" ? /lägger oss aldrig/u : /never take part/u);
    // The full statement stands in the hero and under the important information.
    expect(otc[lang].hero.subtitle).toMatch(
      lang === "sv"
        ? /vi genomför inga affärer, förvarar inga tillgångar och ger ingen rådgivning/u
        : /we execute no trades, hold no assets and give no advice/u,
    );
    expect(otc[lang].request.disclaimer).toContain(facts[lang].otcPosition);
  });

  it.each(LANGS)("%s: the privacy summary says it in plain words; the body keeps the mechanism (N42)", (lang) => {
    const summary = strings(
      "privacyPolicy",
      privacyPolicy[lang].sections.find((section) => section.id === "in-short"),
    );
    expect(findings(summary, /hash|salt|envägs/iu)).toEqual([]);
    const body = strings(
      "privacyPolicy",
      privacyPolicy[lang].sections.filter((section) => section.id !== "in-short"),
    ).map((entry) => entry.text);
    expect(body.some((text) => (lang === "sv" ? /saltat envägshashvärde/u : /salted one-way hash/u).test(text))).toBe(true);
    expect(
      body.some((text) => (lang === "sv" ? /raderas senast två dygn senare/u : /deleted at most two days later/u).test(text)),
    ).toBe(true);
  });

  it.each(LANGS)("%s: the social page promises no client stories (N46)", (lang) => {
    expect(findings(strings("social", social[lang]), lang === "sv" ? /kundexempel/iu : /client stor/iu)).toEqual([]);
  });
});

describe("cold review 9A (decision 031, ninth reader: service pages, facts and terms)", () => {
  // Decision 031, "Cold review of 2026-12-02, ninth reader (N01–N03, …)": one class of contradiction,
  // claim or repetition per test, in both languages.
  const SERVICE_COPY = (lang: Lang) => COPY[lang].filter((entry) => entry.module.startsWith("services/"));
  const page = (slug: (typeof SERVICE_SLUGS)[number], lang: Lang) => strings(slug, serviceContents[slug][lang]);

  it.each(LANGS)("%s: prices are kronor on Swedish pages, and the terms describe no internal price list (N01)", (lang) => {
    const currencies = facts[lang].currencies;
    expect(currencies).not.toMatch(lang === "sv" ? /prisunderlag/u : /price list/u);
    expect(currencies).toMatch(lang === "sv" ? /offerter lämnas i kronor/u : /quotes are in Swedish kronor/u);
    expect(currencies).toMatch(lang === "sv" ? /ungefärliga/u : /approximate kronor beside them/u);
    if (lang === "sv") {
      expect(findings(COPY.sv, /\d[\d\u00A0]*\u00A0kr \(/u)).toEqual([]);
      expect(findings(COPY.sv, /omräknade med/u)).toEqual([]);
    } else {
      for (const price of Object.values(facts.en.price)) expect(price).toMatch(/^[$€].* \(about SEK\u00A0/u);
    }
  });

  it.each(LANGS)("%s: one ownership promise: the rights pass under the agreement (N02)", (lang) => {
    const UNCONDITIONAL =
      lang === "sv" ? /Ni äger|kod som ni äger|Det gör ni[:.]/u : /\bYou (?:also )?own\b|code that you own|\bYou do[:.]/u;
    expect(findings(SERVICE_COPY(lang), UNCONDITIONAL)).toEqual([]);
    // Every text on a service page that speaks of rights says they pass under the agreement.
    // (Tokenisation's "the rights to an asset" are an investor's, not ours to pass.)
    const RIGHTS = lang === "sv" ? /[Rr]ättigheterna till (?!en tillgång)/u : /[Tt]he rights to (?!an asset)/u;
    const UNDER = lang === "sv" ? /övergår till er enligt avtalet/u : /pass to you under the agreement/u;
    const rights = SERVICE_COPY(lang).filter((entry) => RIGHTS.test(entry.text));
    expect(rights.length).toBeGreaterThanOrEqual(8);
    expect(report(rights.filter((entry) => !UNDER.test(entry.text)))).toEqual([]);
    expect(UNCONDITIONAL.test(lang === "sv" ? "Ni äger både modellen och koden" : "You own both the model and the code")).toBe(
      true,
    );
  });

  it.each(LANGS)("%s: one name for the post-launch agreement, and support by the hour (N03)", (lang) => {
    const OTHER_NAMES =
      lang === "sv"
        ? /underhållspaket|underhålls- och supportpaket|driftavtal|supportavtal|support vid behov/u
        : /maintenance package|operations agreement|support agreement|on-demand support/u;
    expect(findings(SERVICE_COPY(lang), OTHER_NAMES)).toEqual([]);
    const NAME = lang === "sv" ? /förvaltningsavtal/u : /maintenance agreement/u;
    const naming = new Set(
      SERVICE_COPY(lang)
        .filter((entry) => NAME.test(entry.text))
        .map((entry) => entry.module),
    );
    expect([...naming].sort()).toEqual(
      ["blockchain-development", "fullstack-development", "n8n-workflows", "saas-development", "smart-contracts"].map(
        (slug) => `services/${slug}`,
      ),
    );
    const HOURLY = lang === "sv" ? /support på timbasis/u : /support by the hour/u;
    expect(SERVICE_COPY(lang).filter((entry) => HOURLY.test(entry.text)).length).toBeGreaterThanOrEqual(2);
  });

  it.each(LANGS)("%s: a duration answer answers the question; the quote process stands where a price does (N05)", (lang) => {
    const HOW_LONG = lang === "sv" ? /[Hh]ur lång tid/u : /[Hh]ow long/u;
    const pasted = SERVICE_SLUGS.flatMap((slug) =>
      (serviceContents[slug][lang].faq?.items ?? [])
        .filter((item) => HOW_LONG.test(item.question) && !/kostar|cost/u.test(item.question))
        .filter((item) => item.answer.includes(facts[lang].proposal))
        .map(() => slug),
    );
    expect(pasted).toEqual([]);
    const stating = SERVICE_SLUGS.filter((slug) => page(slug, lang).some((entry) => entry.text.includes(facts[lang].proposal)));
    const priced = SERVICE_SLUGS.filter((slug) =>
      Object.values(facts[lang].price).some((price) => serviceContents[slug][lang].hero.typical?.price.includes(price)),
    );
    expect(stating.filter((slug) => !priced.includes(slug))).toEqual([]);
  });

  it.each(LANGS)("%s: the audit caveat is explained once, on the smart contracts page (N07)", (lang) => {
    const CAVEAT =
      lang === "sv"
        ? /är ingen oberoende extern granskning|ersätter inte en oberoende extern granskning/u
        : /are not an independent external audit|does not replace an independent external audit/u;
    const PUBLISH = lang === "sv" ? /publicerar ni/u : /if you publish/u;
    const contracts = page("smart-contracts", lang);
    expect(contracts.filter((entry) => PUBLISH.test(entry.text))).toHaveLength(1);
    expect(contracts.filter((entry) => CAVEAT.test(entry.text)).length).toBeLessThanOrEqual(2);
    const INTERNAL = lang === "sv" ? /interna säkerhetsgranskning/u : /internal security review/u;
    for (const slug of ["defi-staking", "tokenization", "blockchain-development", "saas-development"] as const) {
      const text = page(slug, lang).map((entry) => entry.text);
      expect(
        text.filter((line) => PUBLISH.test(line) && /granskning|audit/u.test(line)),
        slug,
      ).toEqual([]);
      expect(
        text.filter((line) => CAVEAT.test(line)),
        slug,
      ).toEqual([]);
      expect(text.filter((line) => INTERNAL.test(line)).length, slug).toBeLessThanOrEqual(1);
    }
  });

  it("helhetsansvar at most once, and no skräddarsydd in what a visitor reads on a service page (N15)", () => {
    const visible = SERVICE_COPY("sv").filter((entry) => !entry.path.startsWith("$.meta."));
    expect(findings(visible, /helhetsansvar/iu)).toHaveLength(1);
    expect(findings(visible, /skräddarsy/iu)).toEqual([]);
  });

  it.each(LANGS)(
    "%s: one pattern for a price on request, and the fast prototype's whole course in the quote (N16, N19)",
    (lang) => {
      expect(facts[lang].priceByProposal).toBe(lang === "sv" ? "Pris enligt offert" : "Price on request");
      for (const slug of SERVICE_SLUGS) {
        const typical = serviceContents[slug][lang].hero.typical!;
        expect(typical.price, slug).not.toMatch(/efter ett första samtal|after a first call/u);
        expect(typical.duration, slug).not.toMatch(/beror på omfattningen|depends on the scope/u);
      }
      const prototype = serviceContents["fast-mvp-prototyping"][lang];
      const lines = [prototype.hero.typical!.duration, ...prototype.comparison!.rows.map((row) => row.time)].filter((line) =>
        line.includes(facts[lang].timeline.fastMvp),
      );
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line).toMatch(
          lang === "sv"
            ? /^Bygget tar [^;]+ valideringsfas före och ett användartest efter; hela förloppet står i offerten$/u
            : /^[^,;]+ to build, with idea validation before and a user test after; the quote gives the full timeline$/u,
        );
        expect(line).not.toMatch(/tillkommer|plus idea validation/u);
      }
    },
  );

  it.each(LANGS)("%s: the no-code page says what its 3–9 months measure beside the SaaS MVP's span (N20, N34)", (lang) => {
    const noCode = serviceContents["no-code-low-code-mvp"][lang];
    const { timeline, percent } = facts[lang];
    const both = noCode.intro.paragraphs.find((text) => text.includes(timeline.traditionalMvp));
    expect(both).toContain(timeline.saasMvp);
    expect(both).toMatch(
      lang === "sv"
        ? /beroende på om det är en enkel app eller en marknadsplats/u
        : /depending on whether it is a simple app or a marketplace/u,
    );
    expect(both).toMatch(lang === "sv" ? /bestämd omfattning/u : /defined scope/u);
    // The share stated once on the page (the meta description aside), with its basis.
    const stating = strings("no-code", noCode).filter(
      (entry) => !entry.path.startsWith("$.meta.") && entry.text.includes(percent.noCodeCostShare),
    );
    expect(stating.map((entry) => entry.path)).toEqual(["$.intro.paragraphs[2]"]);
    expect(stating[0]!.text).toContain(facts[lang].noCodeCostBasis);
  });

  it.each(LANGS)("%s: the AI employee's benefits, heading and pricing heading (N30–N32)", (lang) => {
    const agents = serviceContents["ai-agents"][lang];
    for (const item of agents.benefits.items) {
      const heading = item.title.toLowerCase().replace(/^(?:lägre|mindre|lower|less) /u, "");
      expect(item.text.toLowerCase(), item.title).not.toContain(heading);
    }
    expect(agents.spotlight!.listHeading).not.toMatch(/\(/u);
    expect(agents.spotlight!.pricingHeading).toBe(lang === "sv" ? "Så prissätts en AI-anställd" : "How an AI employee is priced");
    // The law it works within, and who makes the legal assessment: no blanket promise of compliance
    // (twelfth reader, R05).
    const spotlight = agents.spotlight!.paragraphs.join(" ");
    expect(spotlight).toMatch(
      lang === "sv"
        ? /efter GDPR och marknadsföringslagen.*den rättsliga bedömningen gör ni med era jurister/u
        : /around GDPR and marketing law.*the legal assessment is yours, made with your lawyers/u,
    );
    expect(spotlight).not.toMatch(/Allt sker inom ramen|complies with/u);
  });

  it.each(LANGS)("%s: legacy modernisation is described on the platform page, and fullstack points there (N38)", (lang) => {
    const items = serviceContents["fullstack-development"][lang].offering!.items;
    const modernisation = items.find((item) => /Modernisering|modernisation/u.test(item.title));
    expect(modernisation?.text).toMatch(
      lang === "sv" ? /det gör vi inom plattformsutveckling\.$/u : /delivered through our platform development service\.$/u,
    );
    expect(modernisation?.text).not.toMatch(lang === "sv" ? /flyttar en funktion i taget/u : /one function at a time/u);
  });

  it("tokenisation speaks of reala tillgångar (N40)", () => {
    expect(findings(page("tokenization", "sv"), /verkliga tillgångar/u)).toEqual([]);
    expect(serviceContents.tokenization.sv.hero.title).toBe("Tokenisering: digitalt ägande av reala tillgångar");
  });

  it.each(LANGS)("%s: a proof of concept is explained at its first mention on each page, the same way (N41)", (lang) => {
    const PLAIN = lang === "sv" ? "ett första, avgränsat test" : "a first, limited test";
    for (const slug of SERVICE_SLUGS) {
      const visible = page(slug, lang).filter((entry) => !entry.path.startsWith("$.meta."));
      const first = visible.find((entry) => /proof of concept/iu.test(entry.text));
      if (!first) continue;
      expect(first.text, slug).toContain(`(${PLAIN})`);
      expect(
        visible.filter((entry) => entry.text.includes(PLAIN)),
        slug,
      ).toHaveLength(1);
    }
  });

  it.each(LANGS)("%s: the terms say engagement, and give the OTC fee a bullet of its own (N44, N45)", (lang) => {
    const texts = strings("terms", terms[lang]).map((entry) => entry.text);
    if (lang === "en") expect(texts.filter((text) => /\bassignments?\b/iu.test(text))).toEqual([]);
    expect(texts.filter((text) => /;\s(?:den enda ersättning|the only payment)/u.test(text))).toEqual([]);
  });

  it.each(LANGS)("%s: a figure and its unit are joined by a no-break space on the service pages (N13)", (lang) => {
    const SPLIT =
      lang === "sv"
        ? /\d (?:minuter|timmar|dagar|veckor|månader|kr)(?![\p{L}])/u
        : /\d (?:minutes|hours|days|weeks|months)(?![\p{L}])|SEK \d/u;
    expect(findings(SERVICE_COPY(lang), SPLIT)).toEqual([]);
  });
});

describe("cold review 9 (decision 031, ninth reader: the rest)", () => {
  // Decision 031, "Cold review of 2026-12-02, ninth reader (the rest)": what the three parts of the
  // round left between their files, checked across the whole visitor copy.
  const VISITOR = (lang: Lang) =>
    COPY[lang].filter((entry) => !["console", "spamConsole", "consoleBackup"].includes(entry.module));

  it.each(LANGS)("%s: the post-launch agreement has one name on every page, the support page's included (N03)", (lang) => {
    const OTHER_NAMES =
      lang === "sv"
        ? /underhållspaket|driftavtal|supportavtal|support- eller förvaltningsavtal/u
        : /maintenance package|operations agreements?|support agreements?|support or maintenance agreement/u;
    expect(findings(VISITOR(lang), OTHER_NAMES)).toEqual([]);
    const NAME = lang === "sv" ? /förvaltningsavtal/u : /maintenance agreement/u;
    expect(findings(strings("support", support[lang]), NAME).length).toBeGreaterThanOrEqual(2);
  });

  it.each(LANGS)(
    "%s: the free call is a call in running text; 'consultation' only in the specification's labels (N08)",
    (lang) => {
      // The service pages' closing button ('Book a free consultation') and the contact section's tick
      // ('free consultation') are the specification's; nothing else calls the call a consultation.
      const LABELS =
        lang === "sv"
          ? ["Boka en kostnadsfri konsultation", "Kostnadsfri konsultation"]
          : ["Book a free consultation", "Schedule a Free Consultation", "Free consultation"];
      const running = VISITOR(lang).filter((entry) => !LABELS.includes(entry.text));
      expect(findings(running, lang === "sv" ? /konsultation/iu : /consultation(?!s? ?(?:with|on) )/iu)).toEqual([]);
      expect(
        terms[lang].sections.some((section) =>
          section.blocks.some((block) => "text" in block && /kostnadsfritt samtal|free call/u.test(block.text)),
        ),
      ).toBe(true);
    },
  );

  it.each(LANGS)("%s: the stories note says plainly that one of us led the engagement (N04)", (lang) => {
    const evasive =
      lang === "sv" ? /någon i teamet|leddes av personer i teamet/u : /led by (?:one of our team|people in our team)/u;
    expect(findings(VISITOR(lang), evasive)).toEqual([]);
    expect(storiesNoteText(storiesNote(lang, 1))).toBe(facts[lang].storyOrigin);
  });
});

describe("cold review 10a (decision 031, tenth reader: service pages and facts)", () => {
  // Decision 031, "Cold review of 2026-12-02, tenth reader (P02, P05, …)": one class of contradiction,
  // claim or repetition per test, in both languages.
  const page = (slug: (typeof SERVICE_SLUGS)[number], lang: Lang) => strings(slug, serviceContents[slug][lang]);
  const visible = (slug: (typeof SERVICE_SLUGS)[number], lang: Lang) =>
    page(slug, lang).filter((entry) => !entry.path.startsWith("$.meta."));

  it("en: the price note leads with the kronor quote; the kronor beside a range are approximate, not converted (P02)", () => {
    const { priceNote, currencies, conversion } = facts.en;
    expect(priceNote.usd).toMatch(/^Our quotes are in Swedish kronor; /u);
    expect(priceNote.eur).toMatch(/^Our quotes are in Swedish kronor; /u);
    expect(priceNote.usd).toContain(conversion.usd);
    expect(priceNote.eur).toContain(conversion.eur);
    for (const text of [priceNote.usd, priceNote.eur, currencies])
      expect(text).not.toMatch(/kronor figures are approximate, converted|conversions of each other/u);
    // Swedish pages show kronor only: the Swedish note names no conversion (cold review 9A, N01).
    expect(facts.sv.priceNote.usd).not.toMatch(/kr per/u);
  });

  it.each(LANGS)("%s: the no-code share is claimed for the projects it rests on, in one sentence (P05)", (lang) => {
    const basis = facts[lang].noCodeCostBasis;
    const share = facts[lang].percent.noCodeCostShare;
    // Claim and basis in the same sentence: the projects people in the team led, wherever.
    const sentence = basis.split(/(?<=\.) /u).find((part) => part.includes(share)) ?? "";
    expect(sentence).toMatch(
      lang === "sv" ? /I de projekt som personer i vårt team har lett/u : /In the projects people in our team have led/u,
    );
    const texts = page("no-code-low-code-mvp", lang);
    expect(
      findings(texts, lang === "sv" ? /Våra MVP:er|Våra no-code/u : /Our (?:no-code and low-code )?MVPs have cost/u),
    ).toEqual([]);
    const paragraph = texts.find((entry) => entry.path.startsWith("$.intro.") && entry.text.includes(share));
    expect(paragraph?.text).toContain(basis);
    // Four sentences: what custom code means, its months beside the SaaS MVP's, the share with its basis, the caveat.
    expect(paragraph!.text.split(/(?<=\.) /u).length).toBeLessThanOrEqual(4);
  });

  it.each(LANGS)("%s: the fast MVP's heading promises the build, not the whole course (P06)", (lang) => {
    const title = serviceContents["fast-mvp-prototyping"][lang].hero.title;
    expect(title).toMatch(lang === "sv" ? /– bygget tar/u : /– the build takes/u);
    expect(title).not.toMatch(lang === "sv" ? /byggd på/u : /built in/u);
  });

  it.each(LANGS)("%s: tokenisation says its pilot once, under the services, with the estimate (P12)", (lang) => {
    const pilot = visible("tokenization", lang).filter((entry) => entry.text.includes("Tegelblock"));
    expect(pilot.map((entry) => entry.path)).toEqual(["$.offering.intro"]);
    expect(pilot[0]!.text).toMatch(lang === "sv" ? /en uppskattning/u : /an estimate/u);
    const intro = serviceContents.tokenization[lang].intro.paragraphs.join(" ");
    expect(intro).not.toMatch(lang === "sv" ? /i produktion/u : /in production/u);
  });

  it.each(LANGS)("%s: the rights pass under the agreement at most once a page (P15)", (lang) => {
    const UNDER = lang === "sv" ? /övergår till er enligt avtalet/u : /pass to you under the agreement/u;
    for (const slug of SERVICE_SLUGS) expect(findings(visible(slug, lang), UNDER).length, slug).toBeLessThanOrEqual(1);
    // Where it stays, it answers the ownership question.
    for (const slug of ["ai-development", "fullstack-development"] as const)
      expect(findings(visible(slug, lang), UNDER).map((line) => line.split(" ")[1])).toEqual([
        expect.stringMatching(/^\$\.faq\.items\[\d+\]\.answer/u),
      ]);
  });

  it.each(LANGS)("%s: no worn or translated idiom, and headings that name the service (P17–P20, P22)", (lang) => {
    const texts = SERVICE_SLUGS.flatMap((slug) => page(slug, lang));
    expect(
      findings(
        texts,
        lang === "sv"
          ? /hela resan|spelar större roll än det låter|se sidan Plattformsutveckling/u
          : /whole journey|more than it sounds|see the Platform development page/u,
      ),
    ).toEqual([]);
    const modernisation = serviceContents["fullstack-development"][lang].offering!.items.find((item) =>
      /Modernisering|modernisation/u.test(item.title),
    );
    // A statement, not a question and its answer (eleventh reader, A26).
    expect(modernisation?.text).not.toMatch(/\?/u);
    expect(serviceContents["ai-integration"][lang].hero.title).toBe(
      lang === "sv" ? "AI inbyggd i de system ni redan har" : "AI built into the systems you already have",
    );
    expect(serviceContents["smart-contracts"][lang].hero.title).toMatch(
      lang === "sv" ? /^Smarta kontrakt/u : /^Smart contracts/u,
    );
  });
});

describe("cold review 10b (decision 031, tenth reader: home, OTC, info hub, terms, privacy)", () => {
  // Decision 031, "Cold review of 2026-12-02, tenth reader (P13, P14, …)": the OTC page says the
  // no-trading statement in the hero and once under the important information, the fee's terms once;
  // the info hub guides point to the service pages through their related list only; the guide on
  // strategy promises no advisory service; the terms name the Info Hub by its name.
  const NO_TRADES = { sv: /genomför inga affärer/gu, en: /execute no trades/gu };

  it.each(LANGS)("%s: the no-trading statement stands in the hero and once under the important information (P13)", (lang) => {
    const count = (text: string) => text.match(NO_TRADES[lang])?.length ?? 0;
    expect(count(otc[lang].hero.subtitle)).toBe(1);
    expect(count(otc[lang].request.disclaimer)).toBe(1);
    expect(otc[lang].request.disclaimer).toContain(facts[lang].otcPosition);
    // The 100% stat's caption is the facts document's (facts.otcStats); the cards do not say it.
    const features = otc[lang].features.items.map((item) => item.text).join("\n");
    expect(count(features)).toBe(0);
  });

  it.each(LANGS)("%s: the fixed fee's terms stand once on the OTC page, under the important information (P13)", (lang) => {
    const page = strings("otc", otc[lang])
      .map((entry) => entry.text)
      .join("\n");
    const FEE = lang === "sv" ? /fast arvode/gu : /fixed fee/gu;
    expect(page.match(FEE)?.length ?? 0).toBe(1);
    expect(otc[lang].request.disclaimer.split(/\n{2,}/u).at(-1)).toBe(facts[lang].otcFee);
  });

  it.each(LANGS)("%s: the home page's hero, cards and contact heading say it plainly (P14, P16, P21)", (lang) => {
    expect(home[lang].hero.subtitle).toContain(
      lang === "sv"
        ? "som bygger mjukvara med AI och blockchain, från automatiserade arbetsflöden till tokeniserade tillgångar."
        : "building software with AI and blockchain, from automated workflows to tokenised assets.",
    );
    expect(home[lang].hero.subtitle).not.toMatch(/lösningar|solutions/u);
    const cards = Object.values(home[lang].services.cards).map((card) => card.typical ?? "");
    expect(cards.filter((line) => /on request$/u.test(line) && !/price on request$/u.test(line))).toEqual([]);
    expect(cards).not.toContain("Timeline and price on request");
    if (lang === "sv") expect(home.sv.contact.heading).toBe("Prata med oss om ert projekt");
  });

  it.each(LANGS)("%s: the info hub: no closing pointer, no advisory service promised, plain words (P23–P27)", (lang) => {
    const hub = strings("infoHub", infoHub[lang]);
    expect(findings(hub, lang === "sv" ? /Så hjälper vi till/u : /How we help/u)).toEqual([]);
    const strategy = infoHub[lang].topics.find((topic) => topic.id === "ai-consulting");
    expect(strategy?.title).toBe(
      lang === "sv" ? "AI-strategi: från spridda idéer till en plan" : "AI strategy: from scattered ideas to a plan",
    );
    expect(findings(hub, lang === "sv" ? /AI-rådgivning|AI-rådgivning och strategi/u : /AI consulting/u)).toEqual([]);
    if (lang === "sv") {
      expect(findings(hub, /användbar på|kollar orderstatus|av ledare som/u)).toEqual([]);
    }
  });

  it.each(LANGS)("%s: the terms name the Info Hub; the privacy policy's erasure list without arithmetic (P28, P32)", (lang) => {
    const text = strings("terms", terms[lang])
      .map((entry) => entry.text)
      .join("\n");
    expect(text).toContain(lang === "sv" ? "tjänstesidorna och kunskapsbanken" : "the service pages and the Info Hub");
    expect(text).not.toMatch(/informationssidor|information pages/u);
    const backups = JSON.stringify(privacyPolicy[lang].sections.find((entry) => entry.id === "backups"));
    expect(backups).toContain(
      lang === "sv"
        ? `Varje rad raderas efter ${facts.sv.timeline.backupLifetime}, när ingen säkerhetskopia från före raderingen kan finnas kvar.`
        : `Each entry is deleted after ${facts.en.timeline.backupLifetime}, when no backup from before the erasure can remain.`,
    );
    expect(backups).not.toMatch(/sammanlagda|added together|god marginal|safe margin/u);
  });
});

describe("cold review 10c", () => {
  it.each(LANGS)(
    "%s: the booking emails name the calendar file as attached and promise nothing of the calendar (P31)",
    (lang) => {
      const { text, cancelText, reminderText } = bookingTexts[lang].mail;
      expect(text).toContain(lang === "sv" ? "Kalenderinbjudan är bifogad." : "The calendar invitation is attached.");
      expect(cancelText).toContain(
        lang === "sv" ? "En avbokning för er kalender är bifogad." : "A cancellation for your calendar is attached.",
      );
      // The reminder carries no calendar file, so it names none.
      expect(reminderText).not.toMatch(/bifogad|attached|kalenderinbjudan|calendar invitation/iu);
      // "In this email" is how a program sees it; a calendar that "removes" or "deletes" the time is a promise.
      const PROMISE =
        lang === "sv"
          ? /i det här meddelandet|(?:tar bort|försvinner ur)[^.]*kalender|kalender[^.]*(?:tar bort|försvinner)/iu
          : /in this email|(?:removes?|deletes?)[^.]*calendar|calendar[^.]*(?:removes?|deletes?)/iu;
      const booking = COPY[lang].filter((entry) => entry.module === "booking");
      expect(findings(booking, PROMISE)).toEqual([]);
      expect(bookingTexts[lang].cancelledText).toMatch(
        lang === "sv"
          ? /^En avbokning för er kalender är på väg till er e-post\./u
          : /^A cancellation for your calendar is on its way by email\./u,
      );
    },
  );

  it.each(LANGS)("%s: the booking asks 'video or phone?', the two choices it offers (P30)", (lang) => {
    const { meetingLegend, meetingVideo, meetingPhone } = bookingTexts[lang];
    expect(meetingLegend).toBe(lang === "sv" ? "Video eller telefon?" : "Video or phone?");
    expect(meetingVideo.startsWith("Video")).toBe(true);
    expect(meetingPhone.startsWith(lang === "sv" ? "Telefon" : "Phone")).toBe(true);
  });

  it.each(LANGS)(
    "%s: the project form's last group is named for what it holds, more about the visitor and the project (P29)",
    (lang) => {
      const { about, details } = forms[lang].project.sections;
      expect(details).toBe(
        lang === "sv"
          ? `Mer ${about.charAt(0).toLowerCase()}${about.slice(1)}`
          : `More ${about.charAt(0).toLowerCase()}${about.slice(1)}`,
      );
      expect(details).not.toMatch(/funktioner|features/iu);
    },
  );
});

describe("cold review 10 (decision 031, tenth reader: the rest)", () => {
  it.each(LANGS)("%s: the reference offer is conditional on a similar Nordlegend engagement existing (P03)", (lang) => {
    expect(facts[lang].references).toMatch(
      lang === "sv" ? /^Har vi gjort ett liknande uppdrag på Nordlegend/u : /^If we have done a similar project at Nordlegend/u,
    );
  });

  it("English: the timeline without a duration fact is set out in the quote, and the comparison's price note agrees with the facts' (P02, P14)", () => {
    const english = COPY.en.filter((entry) => !["console", "spamConsole", "consoleBackup"].includes(entry.module));
    expect(findings(english, /^Timeline on request$|kronor figures are approximate, converted/u)).toEqual([]);
    const note = serviceContents["fast-mvp-prototyping"].en.comparison?.note ?? "";
    expect(note).toMatch(/^Our quotes are in Swedish kronor; the kronor figures beside each range are approximate/u);
  });
});

describe("cold review 11c (decision 031, eleventh reader: booking emails)", () => {
  const booking = (lang: Lang) => COPY[lang].filter((entry) => entry.module === "booking");

  it("Swedish: the reminder and the cancellation put the time after 'bokat till', as the confirmation does (Q29)", () => {
    expect(findings(booking("sv"), /äger rum \{when\}|Samtalet \{when\} är avbokat/u)).toEqual([]);
    const { text, reminderText, cancelText } = bookingTexts.sv.mail;
    expect(text).toContain("Ert kostnadsfria samtal med {brand} är bokat till {when}.");
    expect(reminderText).toContain("En påminnelse: ert kostnadsfria samtal med {brand} är bokat till {when}.");
    expect(cancelText).toContain("Ert samtal som var bokat till {when} är avbokat.");
    expect(/äger rum \{when\}/u.test("En påminnelse: ert kostnadsfria samtal med {brand} äger rum {when}.")).toBe(true);
  });

  it("English: the cancellation speaks of the visitor's call, as the confirmation and the reminder do (Q29)", () => {
    expect(findings(booking("en"), /The call on \{when\} has been cancelled/u)).toEqual([]);
    expect(bookingTexts.en.mail.cancelText).toContain("Your call on {when} has been cancelled.");
  });

  // The sender puts our move or cancellation after the greeting (server/notify/owner-booking-words.ts,
  // `greetingOf`: one line of at most 60 characters without a placeholder, then a blank line), so the
  // seed's emails open with one (A33).
  it.each(LANGS)("%s: the visitor's three emails open with a one-line greeting, then the news (A33)", (lang) => {
    const { text, reminderText, cancelText } = bookingTexts[lang].mail;
    for (const template of [text, reminderText, cancelText]) {
      expect(template).toMatch(/^[^\n{}]{1,60}\n\n/u);
      expect(template.startsWith(lang === "sv" ? "Hej!\n\n" : "Hello,\n\n")).toBe(true);
    }
  });
});

describe("cold review 11a (decision 031, eleventh reader: service pages and facts)", () => {
  // Decision 031, "Cold review of 2026-12-02, eleventh reader (service pages …)": one class of
  // contradiction, evasion, repetition or hedge per test, in both languages.
  const page = (slug: (typeof SERVICE_SLUGS)[number], lang: Lang) => strings(slug, serviceContents[slug][lang]);
  const services = (lang: Lang) => COPY[lang].filter((entry) => entry.module.startsWith("services/"));

  it.each(LANGS)(
    "%s: the stories note gives the reason the client is not named, says one of us led it and offers the names in the first call, pointing nowhere else (A05, A06; twelfth reader, R01)",
    (lang) => {
      const { storyOrigin, storiesOrigin } = facts[lang];
      expect(storyOrigin).toBe(
        lang === "sv"
          ? "Vi namnger inga kunder utan deras tillstånd. En av oss ledde uppdraget, på Nordlegend eller hos en tidigare arbetsgivare; vem och var berättar vi redan i det första samtalet."
          : "We do not name clients without their consent. One of us led this engagement, at Nordlegend or at a previous employer; we tell you who, and where, in the first call.",
      );
      expect(storiesOrigin).toMatch(
        lang === "sv"
          ? /^Vi namnger inga kunder utan deras tillstånd\. Vi i teamet ledde uppdragen, /u
          : /^We do not name clients without their consent\. Our team led these engagements, /u,
      );
      for (const sentence of [storyOrigin, storiesOrigin]) {
        expect(sentence).not.toContain(TEAM_POINTER[lang]);
        // The names come in the first call, not at a later meeting (twelfth reader, R01).
        expect(sentence).toMatch(lang === "sv" ? /redan i det första samtalet\.$/u : /in the first call\.$/u);
        expect(sentence).not.toMatch(/I ett första möte|In a first meeting/u);
      }
      expect(storiesNote(lang, 1).link).toBeUndefined();
      expect(storiesNote(lang, 4).link).toBeUndefined();
      const OLD =
        lang === "sv"
          ? /Exempl(?:et|en) kommer från|någon i (?:vårt )?team/u
          : /stor(?:y|ies) comes? from|led by a member of our team/u;
      expect(findings(COPY[lang], OLD)).toEqual([]);
    },
  );

  it.each(LANGS)(
    "%s: a story intro says what the story is and names the home page's pilot once, last, in a sentence of its own (A07–A10; twelfth reader, R03)",
    (lang) => {
      for (const [slug, name] of [
        ["defi-staking", "Fjällstake"],
        ["platform-development", "Mätpunkt"],
      ] as const) {
        const intro = serviceContents[slug][lang].stories?.intro ?? "";
        // No "the example covers …, not …", and no aside in brackets: the other engagement is named
        // once, in the intro's last sentence.
        expect(intro, slug).not.toMatch(
          /Exemplet gäller|The example covers|, inte (?:stakingpanelen|prototypen)|, not the |[()]/u,
        );
        expect(intro.split(/(?<=\.) /u).at(-1), slug).toMatch(
          new RegExp(
            lang === "sv" ? `^Uppdraget är ett annat än [^.]*${name}` : `^It is a separate engagement from [^.]*${name}`,
            "u",
          ),
        );
        expect(intro.split(name), slug).toHaveLength(2);
      }
      // The foundation still holds its own keys (no custody), and the result is about administration.
      const staking = serviceContents["defi-staking"][lang].stories?.intro ?? "";
      expect(staking).toMatch(lang === "sv" ? /själv håller nycklarna/u : /holds its own keys/u);
      expect(staking).toMatch(lang === "sv" ? /administrationen, inte avkastningen/u : /administration, not returns/u);
    },
  );

  it.each(LANGS)("%s: no hedge takes back what a sentence has just said (A11, A12, A25, A30, A31, Q15, Q16)", (lang) => {
    const customs = serviceContents["ai-integration"][lang].stories?.items[0]?.text ?? "";
    expect(customs).not.toMatch(/kort jämförelse|visar riktningen|short comparison|direction of change/u);
    // The period is still stated, so the reader can judge it.
    expect(customs).toMatch(
      lang === "sv"
        ? /ungefär två tredjedelar kortare den första hela månaden efter starten, jämfört med månaden före/u
        : /about two thirds in the first full month after launch, compared with the month before/u,
    );
    expect(serviceContents["fast-mvp-prototyping"][lang].hero.title).not.toMatch(/själva|itself/u);
    expect(
      findings(page("blockchain-development", lang), /om vi har använt den tidigare|whether we have used it before/u),
    ).toEqual([]);
    expect(
      findings(
        page("defi-staking", lang),
        /so that they have confirmed|andra har låtit granska|others have had externally audited/u,
      ),
    ).toEqual([]);
    const labels = (serviceContents["smart-contracts"][lang].stories?.items ?? []).map((story) => story.result?.label ?? "");
    expect(labels.filter((label) => /och därmed|and so /u.test(label))).toEqual([]);
    const report = findings(page("smart-contracts", lang), /publicerar ni vår rapport[^.]*|if you publish our report[^.]*/u);
    expect(report).toHaveLength(1);
    expect(report[0]).toMatch(
      lang === "sv"
        ? /Nordlegends säkerhetsgranskning, inte som en oberoende granskning/u
        : /Nordlegend’s security review, not as an independent audit/u,
    );
  });

  it.each(LANGS)(
    "%s: the three MVP offers are said once a sentence, and custom code's months in plain sentences (A13–A17)",
    (lang) => {
      const three = /\btre\b|\bthree\b/gu;
      for (const slug of ["no-code-low-code-mvp", "saas-development"] as const) {
        const pointer = serviceContents[slug][lang].intro.paragraphs.find((text) =>
          /Snabb MVP-prototyp|Fast MVP prototyping/u.test(text),
        );
        expect(pointer?.match(three), slug).toHaveLength(1);
      }
      const intro = serviceContents["fast-mvp-prototyping"][lang].comparison?.intro ?? "";
      expect(intro.match(three)).toHaveLength(1);
      expect(intro).not.toMatch(/What you get sets the time/u);
      const { timeline } = facts[lang];
      const custom =
        serviceContents["no-code-low-code-mvp"][lang].intro.paragraphs.find((text) => text.includes(timeline.traditionalMvp)) ??
        "";
      expect(custom).not.toMatch(/menar vi|we mean|inte bara ett kärnflöde|not a single core flow|ett spann för|a span for/u);
      // The SaaS MVP's span stays beside it (the ninth reader's N20).
      expect(custom).toContain(timeline.saasMvp);
    },
  );

  it.each(LANGS)("%s: one phrasing for a price or timeline the quote sets (Q24, Q25)", (lang) => {
    expect(facts[lang].priceByProposal).toBe(lang === "sv" ? "Pris enligt offert" : "Price on request");
    expect(findings(services(lang), /Priced on request|set out in the quote|preceded by idea validation/u)).toEqual([]);
    for (const slug of SERVICE_SLUGS) {
      const duration = serviceContents[slug][lang].hero.typical?.duration ?? "";
      if (!duration.match(/\d/u)) expect(duration, slug).toBe(lang === "sv" ? "Tidplan enligt offert" : "Timeline in the quote");
    }
  });

  it.each(LANGS)("%s: headings and the first story say what a CFO should read (Q17, Q30, Q32)", (lang) => {
    const agents = serviceContents["ai-agents"][lang];
    const titles = agents.benefits.items.map((item) => item.title);
    expect(titles).toContain(lang === "sv" ? "Toppar utan extrapersonal" : "Peaks handled without extra staff");
    expect(titles.filter((title) => /behov av extrapersonal|need for extra staff/u.test(title))).toEqual([]);
    expect(findings(page("ai-agents", lang), /stays within data protection/u)).toEqual([]);
    // The n8n page opens on a story with a measured result; the one without comes last.
    const items = serviceContents["n8n-workflows"][lang].stories!.items;
    expect(items[0]!.result).toBeDefined();
    expect(items.at(-1)!.result).toBeUndefined();
  });
});

describe("cold review 11b (decision 031, eleventh reader: home, OTC, info hub, legal, support, thanks)", () => {
  const textOf = (module: string, copy: unknown) =>
    strings(module, copy)
      .map((entry) => entry.text)
      .join("\n");

  it.each(LANGS)("%s: the team paragraph says each thing once and reads as a team, not a legal notice (A01, A02)", (lang) => {
    const { closing } = home[lang].team;
    expect(closing).toMatch(
      lang === "sv" ? /^Vi är ett litet team: besluten går snabbt/u : /^We are a small team: decisions are quick/u,
    );
    // The measurement sentence is each story's own business, and "a team that takes responsibility
    // for the whole" restated what the paragraph had said.
    expect(closing).not.toMatch(
      lang === "sv"
        ? /vägen till beslut är kort|hur resultatet mättes|tar ansvar för helheten/u
        : /path to decisions is short|how the result was measured|takes responsibility for the whole/u,
    );
    expect(closing.split(/(?<=[.!?])\s+/u).length).toBeLessThanOrEqual(7);
    expect(closing.endsWith(facts[lang].references)).toBe(true);
  });

  it.each(LANGS)(
    "%s: the bios: Johan's without the org chart, Linnea's about her, without the terms' disclaimer (A03, A04, A36)",
    (lang) => {
      const bio = (name: string) => home[lang].team.members.find((member) => member.name === name)!.description;
      expect(bio("Johan Ekström")).not.toMatch(/Oskar|tekniska ledare|technical lead/u);
      // Oskar's own card says who owns the architecture of SaaS and platform work.
      expect(bio("Oskar Sandberg")).toMatch(lang === "sv" ? /ansvarar för arkitekturen/u : /owns the architecture/u);
      const linnea = bio("Linnea Holmgren");
      expect(linnea).not.toMatch(lang === "sv" ? /juridisk rådgivning/u : /legal advice/u);
      expect(linnea).not.toMatch(ABOUT_WE[lang]);
      expect(linnea).toMatch(
        lang === "sv"
          ? /kundens jurister, som gör den rättsliga bedömningen/u
          : /client’s lawyers, who make the legal assessment/u,
      );
    },
  );

  const ABOUT_WE = { sv: /(?<![\p{L}])(?:vi|oss|vår|vårt|våra)(?![\p{L}])/iu, en: /(?<![\p{L}])(?:we|us|our)(?![\p{L}])/iu };

  it.each(LANGS)(
    "%s: the portfolio: no list of statuses before a project, and each project says what it is first (A20–A24)",
    (lang) => {
      const { portfolio } = home[lang];
      const statuses = portfolio.projects.map((project) => (project.status ?? portfolio.inDevelopment).toLowerCase());
      expect(statuses.filter((status) => portfolio.intro.toLowerCase().includes(status))).toEqual([]);
      expect(portfolio.intro).not.toMatch(/ – /u);
      const description = (id: string) => portfolio.projects.find((project) => project.id === id)!.description;
      expect(description("fjallstake")).not.toMatch(lang === "sv" ? /stiftelsens data/u : /foundation’s data/u);
      expect(description("fjallstake").split(/(?<=\.)\s+/u)[0]).toMatch(
        lang === "sv" ? /^En stakingpanel som vi bygger/u : /owns it, is piloting it/u,
      );
      expect(description("tegelblock")).toMatch(
        lang === "sv"
          ? /^En teknisk pilot där vi och ett fastighetsbolag prövar/u
          : /^A technical pilot in which we and a property company test/u,
      );
      expect(description("flodesverket")).toMatch(
        lang === "sv"
          ? /Varje företag kör flödena på sin egen server och anpassar dem/u
          : /Each firm runs the workflows on its own server and adapts them/u,
      );
      expect(description("flodesverket")).not.toMatch(/anpassas efter dess|tailored to its/u);
    },
  );

  it.each(LANGS)("%s: the About paragraph claims no seniority the site cannot show (Q28)", (lang) => {
    expect(home[lang].about.paragraphs.join("\n")).not.toMatch(/senior/iu);
  });

  it.each(LANGS)("%s: the home page varies its 'so that' / 'så att' (Q26)", (lang) => {
    const page = textOf("home", home[lang]);
    // Six before the eleventh reader, in Swedish five; each left one earns its place.
    expect(page.match(lang === "sv" ? /så att/gu : /, so |so that/gu)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(page).not.toMatch(
      lang === "sv"
        ? /hela stacken, så att|AI-system så att|prislistor så att/u
        : /entire stack, so |AI systems so that|price lists so that/u,
    );
  });

  it.each(LANGS)("%s: urgent email is handled on the next weekday, without a curt 'not before' (A32)", (lang) => {
    const page = textOf("support", support[lang]);
    expect(page).toMatch(
      lang === "sv"
        ? /e-post märkt ”AKUT” hanteras nästa vardag|hanteras e-post märkt ”AKUT” nästa vardag/u
        : /email marked “URGENT” is handled on the next weekday/u,
    );
    expect(page).not.toMatch(lang === "sv" ? /inte tidigare/u : /not before/u);
  });

  it.each(LANGS)(
    "%s: the privacy policy lists the visitor's entries, the console's apart and last; 'includes', not 'carries' (Q19, Q20)",
    (lang) => {
      const section = privacyPolicy[lang].sections.find((entry) => entry.id === "cookies")!;
      const blocks = section.blocks as { type: string; text?: string; items?: string[] }[];
      const listed = blocks.flatMap((block) => block.items ?? []).join("\n");
      expect(listed).not.toMatch(lang === "sv" ? /konsol|medarbetare/iu : /console|staff/iu);
      const last = blocks.at(-1)!;
      expect(last.type).toBe("p");
      expect(last.text).toMatch(
        lang === "sv" ? /^Konsolen, där våra medarbetare loggar in/u : /^The console, where our staff sign in/u,
      );
      // Still true to the code: the staff's cookies exist and are named (server/admin/session-policy.test.ts).
      expect(last.text).toContain(facts[lang].timeline.consoleSession);
      const policy = textOf("privacyPolicy", privacyPolicy[lang]);
      expect(policy).not.toMatch(lang === "sv" ? /Uppgiften bär/u : /puzzle carries/u);
      expect(policy).toMatch(lang === "sv" ? /Uppgiften innehåller tidpunkten/u : /The puzzle includes the time/u);
    },
  );

  it.each(LANGS)("%s: the info hub's AI strategy summary does not repeat its heading; leads are qualified (Q18, Q33)", (lang) => {
    const strategy = infoHub[lang].topics.find((topic) => topic.id === "ai-consulting")!;
    expect(strategy.summary).not.toMatch(lang === "sv" ? /spridda/u : /scattered/u);
    if (lang === "sv") {
      const hub = textOf("infoHub", infoHub.sv);
      expect(hub).toContain("Säljstöd: kvalificerar nya förfrågningar");
      expect(hub).not.toMatch(/Säljstöd: sorterar/u);
    }
  });

  it.each(LANGS)(
    "%s: the OTC jurisdiction card points to the important information instead of repeating its rule (Q22)",
    (lang) => {
      const card = otc[lang].features.items.find((item) => item.icon === "shield")!;
      expect(card.text).not.toMatch(lang === "sv" ? /tillstånd/u : /authorisation/u);
      expect(card.text).toContain(lang === "sv" ? "”Viktig information”" : "“Important information”");
      expect(otc[lang].request.disclaimer).toMatch(
        lang === "sv" ? /tillstånd som krävs i er jurisdiktion/u : /authorisations your jurisdiction requires/u,
      );
    },
  );
});

describe("cold review 12 (decision 031, twelfth reader)", () => {
  it.each(LANGS)(
    "%s: the home page says the team led the engagements, sees each project through, and claims no finished build (R02, R04, R07)",
    (lang) => {
      const copy = home[lang];
      expect(copy.team.closing).toMatch(
        lang === "sv"
          ? /Vi i teamet ledde uppdragen bakom kundexemplen/u
          : /Our team led the engagements behind the client stories/u,
      );
      expect(copy.team.closing).not.toMatch(
        /Kundexemplen på tjänstesidorna har letts|client stories on our service pages were led/u,
      );
      if (lang === "en")
        expect(copy.hero.subtitle).toMatch(/The same team sees each project through, from idea to production\./u);
      expect(copy.portfolio.heading).toBe(
        lang === "sv" ? "Det vi bygger – och hur långt vi har kommit" : "What we are building, and how far each project has come",
      );
    },
  );

  it("en: the platform page's tests are what stop a change, said without an ambiguous pronoun (R08)", () => {
    const answers = serviceContents["platform-development"].en.faq!.items.map((item) => item.answer).join(" ");
    expect(answers).toContain(
      "Automated tests run on every change. The tests are designed to stop a change that would let a user see another customer’s data before it reaches production.",
    );
    expect(answers).not.toMatch(/, they are designed to stop it/u);
  });
});
