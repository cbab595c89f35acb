import { describe, expect, it } from "vitest";
import { SEED_SERVICE_PAGES, type ServicePageEntry } from "~/i18n/pages";
import { validateDocument } from "./documents";
import { pageListIssues, seedServicePagesDocument, withFormerSlugs } from "./service-pages";
import { slugProblem } from "./slug";

// The rules of the service page list (docs/decisions/025-service-pages.md).

const entry = (id: string, sv = id, en = id, state: ServicePageEntry["state"] = "live"): ServicePageEntry => ({
  id,
  slug: { sv, en },
  formerSlugs: { sv: [], en: [] },
  state,
});

describe("a slug", () => {
  it("is lowercase a–z, 0–9 and single hyphens, at most 80 characters, and not reserved", () => {
    expect(slugProblem("ai-agenter-2")).toBeUndefined();
    const refused: [string, string][] = [
      ["..", "slug-format"],
      ["a/b", "slug-format"],
      ["a%2fb", "slug-format"],
      ["%2e%2e", "slug-format"],
      ["Ai-agents", "slug-format"],
      ["ａi-agents", "slug-format"], // a full-width "a"
      ["аi-agents", "slug-format"], // a Cyrillic "а"
      ["ai‐agents", "slug-format"], // a Unicode hyphen
      ["ai agents", "slug-format"],
      ["-ai", "slug-format"],
      ["ai-", "slug-format"],
      ["ai--agents", "slug-format"],
      ["", "slug-format"],
      ["a\u202Eb", "slug-format"],
      ["x".repeat(81), "slug-too-long"],
      ["admin", "slug-reserved"],
      ["api", "slug-reserved"],
      ["media", "slug-reserved"],
      ["assets", "slug-reserved"],
      ["sv", "slug-reserved"],
      ["en", "slug-reserved"],
    ];
    for (const [value, problem] of refused) expect(slugProblem(value), value).toBe(problem);
  });
});

describe("the page list", () => {
  it("is seeded with today's 14 service pages, live, valid under its schema", () => {
    const seed = seedServicePagesDocument();
    expect(seed.services.map((page) => page.id)).toEqual(SEED_SERVICE_PAGES.map((page) => page.id));
    expect(seed.services).toHaveLength(14);
    expect(validateDocument("pages", seed).ok).toBe(true);
    expect(pageListIssues(seed.services)).toEqual([]);
    // The no-code page keeps its two spellings: no-code-low-code under a prefix, -mvp without.
    expect(seed.services.find((page) => page.id === "no-code-low-code-mvp")?.slug).toEqual({
      sv: "no-code-low-code",
      en: "no-code-low-code",
    });
  });

  it("refuses a slug another page answers to in that language, as its slug, former slug or id", () => {
    const a = { ...entry("alpha"), formerSlugs: { sv: ["gammal"], en: [] } };
    expect(pageListIssues([a, entry("beta", "alpha")])).toEqual([
      { path: "$.services[1].slug.sv", problem: "slug-taken", detail: "alpha (alpha)" },
    ]);
    expect(pageListIssues([a, entry("beta", "gammal")]).map((issue) => issue.problem)).toEqual(["slug-taken"]);
    // The other language is another namespace: "gammal" is free in English.
    expect(pageListIssues([a, entry("beta", "beta", "gammal")])).toEqual([]);
    // A retired page keeps its names (its URLs answer 301) until it is removed from the list.
    expect(pageListIssues([entry("alpha", "alpha", "alpha", "retired"), entry("beta", "alpha")])).toHaveLength(1);
    expect(pageListIssues([entry("alpha"), entry("alpha", "x", "y")]).map((issue) => issue.problem)).toContain("duplicate-id");
  });

  it("keeps at least one page live, and a live page in the list", () => {
    expect(pageListIssues([entry("alpha", "alpha", "alpha", "retired")])).toEqual([
      { path: "$.services", problem: "no-live-page" },
    ]);
    expect(pageListIssues([entry("beta")], [entry("alpha"), entry("beta")])).toEqual([
      { path: "$.services", problem: "live-page-removed", detail: "alpha" },
    ]);
    // A retired page may be removed: that deliberately drops its redirects.
    expect(pageListIssues([entry("beta")], [entry("alpha", "alpha", "alpha", "retired"), entry("beta")])).toEqual([]);
  });

  it("keeps every slug a page loses as a former slug: one hop to the newest, no loop back", () => {
    const first = [entry("alpha", "forsta", "first")];
    const second = withFormerSlugs(first, { services: [entry("alpha", "andra", "first")] });
    expect(second.services[0]?.formerSlugs).toEqual({ sv: ["forsta"], en: [] });
    const third = withFormerSlugs(second.services, {
      services: [{ ...second.services[0]!, slug: { sv: "tredje", en: "first" } }],
    });
    expect(third.services[0]?.formerSlugs).toEqual({ sv: ["forsta", "andra"], en: [] });
    // Taking an old slug back drops it from the former ones: it cannot redirect to itself.
    const back = withFormerSlugs(third.services, { services: [{ ...third.services[0]!, slug: { sv: "forsta", en: "first" } }] });
    expect(back.services[0]?.formerSlugs).toEqual({ sv: ["andra", "tredje"], en: [] });
    // A former slug the editor removes stays removed (its redirect is dropped on purpose).
    const dropped = withFormerSlugs(back.services, {
      services: [{ ...back.services[0]!, formerSlugs: { sv: ["tredje"], en: [] } }],
    });
    expect(dropped.services[0]?.formerSlugs).toEqual({ sv: ["tredje"], en: [] });
  });

  it("is refused by its schema with hostile values, naming the field", () => {
    const bad = seedServicePagesDocument();
    bad.services[0]!.slug.sv = "../admin";
    bad.services[1]!.id = "API";
    (bad.services[2] as { state: string }).state = "deleted";
    const result = validateDocument("pages", bad);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual(
        expect.arrayContaining([
          { path: "$.services[0].slug.sv", problem: "slug-format" },
          { path: "$.services[1].id", problem: "slug-format" },
          { path: "$.services[2].state", problem: "invalid_value" },
        ]),
      );
  });
});
