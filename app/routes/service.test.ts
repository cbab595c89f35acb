import { describe, expect, it } from "vitest";
import { SERVICE_SLUGS } from "~/i18n/pages";
import type { Route } from "./+types/service";
import { loader, meta } from "./service";

function load(params: { lang?: string; slug?: string }) {
  return loader({ params } as Route.LoaderArgs);
}

function head(params: { lang?: string; slug?: string }) {
  // No root match: the shared copy is the build's (app/seo/head.ts, sharedCopy).
  return meta({ loaderData: load(params), matches: [] } as unknown as Route.MetaArgs);
}

describe("service route", () => {
  it("loads each of the 14 pages in each language with its page reference", () => {
    for (const slug of SERVICE_SLUGS) {
      for (const lang of ["sv", "en"] as const) {
        const segment = slug === "no-code-low-code-mvp" ? "no-code-low-code" : slug;
        const data = load({ lang, slug: segment });
        // The page carries its slugs in both languages, from the page list (docs/decisions/025-service-pages.md).
        expect(data.page).toEqual({ page: "service", slug, segments: { sv: segment, en: segment } });
        expect(data.lang).toBe(lang);
        expect(data.content.hero.title).toBeTruthy();
      }
    }
  });

  it("accepts both spellings of the no-code page", () => {
    const page = { page: "service", slug: "no-code-low-code-mvp", segments: { sv: "no-code-low-code", en: "no-code-low-code" } };
    expect(load({ lang: "sv", slug: "no-code-low-code" }).page).toEqual(page);
    expect(load({ slug: "no-code-low-code-mvp" }).page).toEqual(page);
  });

  it("answers an unknown slug with a 404 response", () => {
    let thrown: unknown;
    try {
      load({ lang: "en", slug: "time-travel" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("gives the head data of a service page: title, description, canonical, Open Graph website, hreflang and Service JSON-LD", () => {
    const tags = head({ lang: "en", slug: "no-code-low-code" }) as Record<string, unknown>[];
    const find = (key: string, value: string) => tags.find((tag) => tag[key] === value);
    expect(tags).toContainEqual({ title: "No-code and low-code MVPs | Nordlegend" });
    expect(find("property", "og:type")?.content).toBe("website");
    expect(find("property", "og:title")?.content).toBe("No-code and low-code MVPs | Nordlegend");
    expect(String(find("property", "og:url")?.content)).toMatch(/\/en\/services\/no-code-low-code$/);
    expect(String(find("rel", "canonical")?.href)).toMatch(/\/en\/services\/no-code-low-code$/);
    expect(String(find("hrefLang", "sv")?.href)).toMatch(/\/sv\/services\/no-code-low-code$/);
    expect(String(find("hrefLang", "x-default")?.href)).toMatch(/\/services\/no-code-low-code-mvp$/);
    expect(find("name", "description")?.content).toBeTruthy();
    expect(find("name", "keywords")?.content).toBeTruthy();
    const ld = tags.find((tag) => "script:ld+json" in tag)?.["script:ld+json"] as Record<string, unknown>;
    expect(ld["@type"]).toBe("Service");
    expect(ld.name).toBe("No-code and low-code MVPs");
    expect(String(ld.url)).toMatch(/\/en\/services\/no-code-low-code$/);
  });
});
