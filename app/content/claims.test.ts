// The promises the copy makes, checked against what the firm does (docs/style-guide.md, "One set
// of facts" and "Claims"): one test per kind of contradiction an editor found between pages.
import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import { LANGUAGE_COOKIE_SECONDS } from "~/i18n/preference";
import { SERVICE_SLUGS } from "~/i18n/pages";
import { consoleCopy } from "./console";
import { COPY, findings, strings, type Copy } from "./copy-index";
import { facts, OTC, PERCENTAGES, spanInDays, TEAM, TIMELINES } from "./facts";
import { home } from "./home";
import { privacyPolicy } from "./legal/privacy";
import { terms } from "./legal/terms";
import { otc } from "./otc";
import { serviceContents } from "./services";

const LANGS = ["sv", "en"] as const;

/** The sentences of one string (a sentence ends at ., ! or ? followed by a space). */
function sentences(entry: Copy): Copy[] {
  return entry.text.split(/(?<=[.!?])\s+/u).map((text) => ({ ...entry, text }));
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

  it.each(LANGS)("%s: the service pages say when a proposal does come", (lang) => {
    const stating = SERVICE_SLUGS.filter((slug) =>
      strings(slug, serviceContents[slug][lang]).some((entry) => entry.text.includes(facts[lang].proposal)),
    );
    expect(stating.length).toBeGreaterThanOrEqual(5);
  });
});

describe("no stat or sentence claims hours the contact hours contradict", () => {
  it.each(LANGS)("%s: the OTC stats are docs/product.md’s, each labelled with what it measures", (lang) => {
    expect(otc[lang].network.stats).toEqual(facts[lang].otcStats);
    expect(otc[lang].network.stats.map((stat) => stat.value)).toEqual([`TOP ${OTC.deskCount}`, "100%", "24/7"]);
    const [, , roundTheClock] = otc[lang].network.stats;
    // 24/7 is the desks' trading; our own replies come on weekdays, and the label says both.
    expect(roundTheClock!.label).toMatch(lang === "sv" ? /deskarna/u : /desks/u);
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
    expect(COPY[lang].filter((entry) => entry.text.includes(facts[lang].otcNetwork)).length).toBeGreaterThan(2);
  });

  it.each(LANGS)("%s: the OTC page and the terms say how introductions are paid for", (lang) => {
    expect(strings("otc", otc[lang]).some((entry) => entry.text.includes(facts[lang].otcFee))).toBe(true);
    expect(strings("terms", terms[lang]).some((entry) => entry.text.includes(facts[lang].otcFee))).toBe(true);
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
  const keywords = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\d]+/u)
        .filter((word) => word.length > 2 && !STOP.has(word))
        .map((word) => word.slice(0, 5)),
    );

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
      (serviceContents[slug][lang].stories?.items ?? []).map((story) => story.result.value),
    );
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
