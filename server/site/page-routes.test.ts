import { describe, expect, it } from "vitest";
import { SEED_SERVICE_PAGES, type ServicePageEntry } from "~/i18n/pages";
import { buildPageRoutes } from "./page-routes";

// The route table of a published service page list (docs/decisions/025-service-pages.md).

const seed = () => SEED_SERVICE_PAGES.map((entry) => structuredClone(entry) as ServicePageEntry);

describe("the route table of the page list", () => {
  it("is the build's for the seed, the no-code page's two spellings included", () => {
    const routes = buildPageRoutes(seed());
    expect(routes.prefixed.get("/sv/services/ai-agents")).toBe("/sv/services/ai-agents/index.html");
    expect(routes.redirects.get("/sv/services/no-code-low-code-mvp")).toBe("/sv/services/no-code-low-code");
    expect(routes.redirects.get("/services/no-code-low-code")).toBe("/services/no-code-low-code-mvp");
    expect(routes.unprefixed.has("/services/no-code-low-code-mvp")).toBe(true);
    expect(buildPageRoutes()).toEqual(routes);
  });

  it("serves a new page at its slug in each language, and its id unprefixed", () => {
    const list = [
      ...seed(),
      { id: "quantum", slug: { sv: "kvantdatorer", en: "quantum" }, formerSlugs: { sv: [], en: [] }, state: "live" as const },
    ];
    const routes = buildPageRoutes(list);
    expect(routes.prefixed.get("/sv/services/kvantdatorer")).toBe("/sv/services/kvantdatorer/index.html");
    expect(routes.prefixed.get("/en/services/quantum")).toBe("/en/services/quantum/index.html");
    expect(routes.unprefixed.get("/services/quantum")).toEqual({
      sv: "/sv/services/kvantdatorer/index.html",
      en: "/en/services/quantum/index.html",
    });
    expect(routes.redirects.get("/sv/services/quantum")).toBe("/sv/services/kvantdatorer");
    expect(routes.redirects.get("/services/kvantdatorer")).toBe("/services/quantum");
  });

  it("sends every former slug straight to the current one, and a retired page to the services section", () => {
    const list = seed();
    list[0] = {
      ...list[0]!,
      slug: { sv: "ai-agenter-3", en: "ai-agents" },
      formerSlugs: { sv: ["ai-agenter", "ai-agenter-2"], en: [] },
    };
    list[1] = { ...list[1]!, state: "retired" };
    const routes = buildPageRoutes(list);
    for (const old of ["/sv/services/ai-agenter", "/sv/services/ai-agenter-2", "/sv/services/ai-agents"])
      expect(routes.redirects.get(old), old).toBe("/sv/services/ai-agenter-3");
    expect(routes.prefixed.has("/sv/services/ai-agenter")).toBe(false);
    expect(routes.redirects.get("/sv/services/ai-integration")).toBe("/sv#services");
    expect(routes.redirects.get("/en/services/ai-integration")).toBe("/en#services");
    expect(routes.redirects.get("/services/ai-integration")).toBe("/#services");
    expect(routes.prefixed.has("/sv/services/ai-integration")).toBe(false);
    // No redirect leads to another redirect, and none away from a page.
    for (const [from, to] of routes.redirects) {
      expect(routes.redirects.has(to.split("#")[0] as string), `${from} -> ${to}`).toBe(false);
      expect(routes.prefixed.has(from) || routes.unprefixed.has(from), from).toBe(false);
    }
  });
});
