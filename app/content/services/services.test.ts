import { describe, expect, it } from "vitest";
import { LANGS } from "~/i18n/lang";
import { SERVICE_SLUGS, type ServiceSlug } from "~/i18n/pages";
import { structureProblems } from "~/content/structure";
import { ICON_NAMES, type ServicePageContent } from "~/content/types";
import { serviceContent, serviceContents, serviceLayoutLabels } from "./index";

/**
 * What docs/product.md#pages lists per service page (and the copy decided where it leaves a page open) says each
 * service page has. Counts hold in both languages; named items are matched on the English copy,
 * the language the spec names them in, and the Swedish copy must have the same shape.
 */
interface PageSpec {
  /** The traits or focus bullets of the explanation; absent when the page has none. */
  bullets?: number;
  benefits: number;
  benefitTitles?: RegExp[];
  offering?: {
    kind: NonNullable<ServicePageContent["offering"]>["kind"];
    count: number;
    titles?: RegExp[];
    withExamples?: boolean;
  };
  steps?: number;
  stepTitles?: RegExp[];
  /** Plain technology badges: their number, or the exact English list. */
  badges?: number | string[];
  groups?: number;
  groupNames?: RegExp[];
  spotlightTasks?: string[];
  stories?: number;
  faq?: number;
  faqQuestions?: RegExp[];
  /** The closing call to action's button in English; false when the page closes with a heading only. */
  ctaButton: string | false;
  primaryCta?: string;
}

const BOOK = "Book a free consultation";

/** ai-integration, blockchain-development, smart-contracts, fullstack-development: the common sections (docs/product.md#pages). */
const COMMON_SERVICES: Omit<PageSpec, "steps" | "badges" | "groups"> = {
  benefits: 6,
  offering: { kind: "services", count: 6 },
  stories: 1,
  faq: 5,
  ctaButton: BOOK,
};

const SPEC: Record<ServiceSlug, PageSpec> = {
  "ai-agents": {
    bullets: 5,
    benefits: 6,
    offering: { kind: "useCases", count: 4 },
    badges: ["GPT", "Claude", "TensorFlow", "Custom LLMs", "LangChain", "n8n"],
    spotlightTasks: [
      "Social media management",
      "Customer communication",
      "Lead generation",
      "Email correspondence",
      "Meeting scheduling",
      "Administrative paperwork",
      "Phone support",
      "Customer service",
    ],
    stories: 1,
    faq: 5,
    ctaButton: "Book a call about AI agents",
  },
  "ai-integration": { ...COMMON_SERVICES, steps: 5, badges: 12 },
  "saas-development": {
    benefits: 6,
    offering: { kind: "components", count: 6 },
    steps: 7,
    groups: 4,
    groupNames: [/^frontend$/i, /^backend$/i, /^database$/i, /^cloud$/i],
    stories: 4,
    faq: 5,
    faqQuestions: [/maintenance/i, /traditional.*software.*saas/i],
    ctaButton: BOOK,
  },
  "n8n-workflows": {
    benefits: 5,
    offering: { kind: "useCases", count: 6, withExamples: true },
    steps: 6,
    groups: 4,
    stories: 4,
    faq: 5,
    ctaButton: BOOK,
  },
  "no-code-low-code-mvp": {
    benefits: 6,
    steps: 6,
    stepTitles: [
      /discovery and planning/i,
      /platform selection/i,
      /rapid prototyping/i,
      /mvp development/i,
      /launch and validation/i,
      /iteration and scaling strategy/i,
    ],
    badges: 12,
    stories: 4,
    faq: 5,
    ctaButton: "Schedule a Free Consultation",
    primaryCta: "Start Your MVP Project",
  },
  "fullstack-development": { ...COMMON_SERVICES, groups: 4 },
  "blockchain-development": { ...COMMON_SERVICES, groups: 4 },
  "smart-contracts": { ...COMMON_SERVICES, bullets: 5, groups: 4 },
  tokenization: { bullets: 5, benefits: 6, offering: { kind: "services", count: 6 }, steps: 5, groups: 4, ctaButton: BOOK },
  "defi-staking": {
    benefits: 6,
    offering: {
      kind: "services",
      count: 6,
      titles: [
        /custom staking platforms/i,
        /multi-asset pools/i,
        // The product record's liquidity-as-a-service and yield optimisation, under headings that promise
        // what the Swedish does (editorial review of 2026-11-27, C8 and D90; docs/decisions/031-copy-and-proof.md).
        /liquidity tools/i,
        /rule-based reallocation/i,
        /foundation-focused staking/i,
        /education and onboarding/i,
      ],
    },
    groups: 4,
    stories: 1,
    faq: 5,
    ctaButton: BOOK,
  },
  "platform-development": {
    bullets: 5,
    benefits: 3,
    benefitTitles: [/scalability/i, /faster development/i, /security and reliability/i],
    offering: { kind: "services", count: 4 },
    steps: 5,
    groups: 4,
    stories: 1,
    faq: 5,
    ctaButton: BOOK,
  },
  "enterprise-testing": {
    bullets: 5,
    benefits: 3,
    offering: {
      kind: "services",
      count: 4,
      titles: [
        /saas application testing/i,
        /ai system validation/i,
        /automated test frameworks/i,
        /performance and load testing/i,
      ],
    },
    steps: 4,
    groups: 4,
    stories: 1,
    faq: 5,
    ctaButton: BOOK,
  },
  "ai-development": {
    bullets: 5,
    benefits: 3,
    offering: {
      kind: "services",
      count: 4,
      titles: [/custom ml models/i, /deep learning/i, /natural language processing/i, /mlops/i],
    },
    steps: 5,
    groups: 4,
    stories: 1,
    faq: 5,
    ctaButton: BOOK,
  },
  "fast-mvp-prototyping": {
    bullets: 5,
    benefits: 3,
    steps: 4,
    stepTitles: [
      /idea validation/i,
      // The figure and its unit joined by a no-break space (cold review 9A, N13).
      /rapid development in 2–4\u00A0weeks/i,
      /market testing with a limited user group/i,
      /iteration and scaling/i,
    ],
    badges: 12,
    stories: 1,
    faq: 5,
    ctaButton: BOOK,
  },
};

function expectTitles(actual: string[], patterns: RegExp[] | undefined) {
  if (!patterns) return;
  expect(actual).toHaveLength(patterns.length);
  patterns.forEach((pattern, index) => expect(actual[index]).toMatch(pattern));
}

/** Every string of a value, with its path, for the "nothing empty" check. */
function strings(value: unknown, path = "$"): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** The lists whose entries are React keys in the layout: a duplicate would be a rendering bug. */
function keyedLists(content: ServicePageContent): [string, string[]][] {
  return [
    ["intro.paragraphs", content.intro.paragraphs],
    ["intro.bullets", content.intro.bullets ?? []],
    ["benefits", content.benefits.items.map((item) => item.title)],
    ["offering", content.offering?.items.map((item) => item.title) ?? []],
    ...(content.offering?.items.map((item): [string, string[]] => [`offering.${item.title}.examples`, item.examples ?? []]) ??
      []),
    ["process", content.process?.steps.map((step) => step.title) ?? []],
    ["badges", content.technologies.badges ?? []],
    ["groups", content.technologies.groups?.map((group) => group.name) ?? []],
    ...(content.technologies.groups?.map((group): [string, string[]] => [`groups.${group.name}`, group.items]) ?? []),
    ["spotlight.paragraphs", content.spotlight?.paragraphs ?? []],
    ["spotlight.items", content.spotlight?.items ?? []],
    ["stories", content.stories?.items.map((story) => story.title) ?? []],
    ["faq", content.faq?.items.map((item) => item.question) ?? []],
  ];
}

describe("the service content map", () => {
  it("has the 14 services of the product record, in the order of the home page grid", () => {
    expect(Object.keys(serviceContents)).toEqual([...SERVICE_SLUGS]);
    expect(Object.keys(SPEC).sort()).toEqual([...SERVICE_SLUGS].sort());
  });

  it("serviceContent picks one page in one language", () => {
    expect(serviceContent("ai-agents", "en").meta.title).toBe("AI agents");
    expect(serviceContent("ai-agents", "sv")).toBe(serviceContents["ai-agents"].sv);
    expect(serviceContent("tokenization", "sv")).not.toBe(serviceContent("tokenization", "en"));
  });

  it("the layout labels exist in both languages", () => {
    expect(structureProblems(serviceLayoutLabels.sv, serviceLayoutLabels.en)).toEqual([]);
  });
});

describe.each(SERVICE_SLUGS)("%s", (slug) => {
  const spec = SPEC[slug];
  const { sv, en } = serviceContents[slug];

  it("Swedish and English have the same structure, nothing empty", () => {
    expect(structureProblems(sv, en)).toEqual([]);
    for (const lang of LANGS) {
      const empty = strings(serviceContents[slug][lang]).filter(([, text]) => text.trim() === "" || text !== text.trim());
      expect(empty, lang).toEqual([]);
    }
  });

  it("both languages show the same figures, icons and technology names", () => {
    // Swedish writes a decimal comma and a space before the sign (99,95 %), English neither (99.95%);
    // a count reads "10 av 12" and "10 of 12".
    const figure = (value: string) => value.replace(",", ".").replace("\u00A0%", "%").replace(" av ", " of ");
    expect(sv.stories?.items.map((story) => story.result && figure(story.result.value))).toEqual(
      en.stories?.items.map((story) => story.result?.value),
    );
    expect(sv.benefits.items.map((item) => item.icon)).toEqual(en.benefits.items.map((item) => item.icon));
    expect(sv.offering?.items.map((item) => item.icon)).toEqual(en.offering?.items.map((item) => item.icon));
    expect(sv.offering?.items.map((item) => item.examples)).toEqual(en.offering?.items.map((item) => item.examples));
  });

  describe.each(LANGS)("in %s", (lang) => {
    const content = serviceContents[slug][lang];

    it("has the sections every service page has: head data, hero, explanation, benefits, technologies, closing call to action", () => {
      expect(content.meta.title.length).toBeGreaterThan(1);
      expect(content.meta.description.length).toBeGreaterThanOrEqual(70);
      expect(content.meta.description.length).toBeLessThanOrEqual(170);
      expect(content.meta.keywords.length).toBeGreaterThanOrEqual(3);
      expect(content.hero.title).toBeTruthy();
      expect(content.hero.secondaryCta).toBe(lang === "sv" ? "Läs mer" : "Learn More");
      expect(content.intro.paragraphs.length).toBeGreaterThan(0);
      expect(content.benefits.items.length).toBeGreaterThan(0);
      expect((content.technologies.badges?.length ?? 0) + (content.technologies.groups?.length ?? 0)).toBeGreaterThan(0);
      expect(content.cta.heading).toBeTruthy();
      expect(content.cta.text).toBeTruthy();
    });

    it("has exactly the sections and counts of the product record", () => {
      expect(content.intro.bullets?.length).toBe(spec.bullets);
      expect(content.benefits.items).toHaveLength(spec.benefits);
      expect(content.offering?.kind).toBe(spec.offering?.kind);
      expect(content.offering?.items.length).toBe(spec.offering?.count);
      expect(content.process?.steps.length).toBe(spec.steps);
      expect(content.technologies.badges?.length).toBe(Array.isArray(spec.badges) ? spec.badges.length : spec.badges);
      expect(content.technologies.groups?.length).toBe(spec.groups);
      expect(content.spotlight?.items.length).toBe(spec.spotlightTasks?.length);
      expect(content.stories?.items.length).toBe(spec.stories);
      expect(content.faq?.items.length).toBe(spec.faq);
      expect(Boolean(content.cta.button)).toBe(spec.ctaButton !== false);
    });

    it("use cases carry their example integrations where the spec names them", () => {
      const withExamples = content.offering?.items.filter((item) => item.examples && item.examples.length > 0) ?? [];
      expect(withExamples.length).toBe(spec.offering?.withExamples ? content.offering?.items.length : 0);
    });

    // A story whose client measured no figure of its own shows none rather than another's.
    it("every client story that shows a figure leads with that client’s: a percentage or a count", () => {
      const figure = lang === "sv" ? /^(?:\d+(,\d+)?\u00A0%|\d+ av \d+)$/ : /^(?:\d+(\.\d+)?%|\d+ of \d+)$/;
      for (const story of content.stories?.items ?? []) if (story.result) expect(story.result.value).toMatch(figure);
    });

    it("icons are ones the icon set has", () => {
      const icons = [...content.benefits.items, ...(content.offering?.items ?? [])].map((item) => item.icon);
      for (const icon of icons) expect(ICON_NAMES).toContain(icon);
    });

    it("lists that the layout keys by their text have no duplicates", () => {
      for (const [name, list] of keyedLists(content)) expect(new Set(list).size, name).toBe(list.length);
    });
  });

  it("names the items the product record names (English copy)", () => {
    expectTitles(
      en.benefits.items.map((item) => item.title),
      spec.benefitTitles,
    );
    expectTitles(en.offering?.items.map((item) => item.title) ?? [], spec.offering?.titles);
    expectTitles(en.process?.steps.map((step) => step.title) ?? [], spec.stepTitles);
    expectTitles(en.technologies.groups?.map((group) => group.name) ?? [], spec.groupNames);
    if (Array.isArray(spec.badges)) expect(en.technologies.badges).toEqual(spec.badges);
    if (spec.spotlightTasks) expect(en.spotlight?.items).toEqual(spec.spotlightTasks);
    for (const pattern of spec.faqQuestions ?? []) expect(en.faq?.items.map((item) => item.question).join("\n")).toMatch(pattern);
    if (spec.ctaButton !== false) expect(en.cta.button).toBe(spec.ctaButton);
    if (spec.primaryCta) expect(en.hero.primaryCta).toBe(spec.primaryCta);
  });
});

describe("the AI employee offering", () => {
  it.each(LANGS)("in %s: eight daily tasks, an implementation cost plus a monthly fee on token usage, no amounts", (lang) => {
    const spotlight = serviceContents["ai-agents"][lang].spotlight;
    expect(spotlight?.items).toHaveLength(8);
    const pricing = spotlight?.pricing ?? "";
    expect(pricing).toMatch(lang === "sv" ? /implementering/i : /implementation/i);
    expect(pricing).toMatch(lang === "sv" ? /månadsavgift/i : /monthly fee/i);
    expect(pricing).toMatch(/token/i);
    expect(pricing).not.toMatch(/\d/);
  });

  it("is the only spotlight: no other page has one", () => {
    const withSpotlight = SERVICE_SLUGS.filter((slug) => serviceContents[slug].en.spotlight);
    expect(withSpotlight).toEqual(["ai-agents"]);
  });
});
