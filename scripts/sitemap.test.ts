import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap.xml and robots.txt", () => {
  const xml = sitemapXml();
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

  it("lists every canonical URL once: 7 pages and 14 services, in two languages", () => {
    expect(locs).toHaveLength(42);
    expect(new Set(locs).size).toBe(42);
    expect(locs).toContain("https://nordlegend.se/sv");
    expect(locs).toContain("https://nordlegend.se/info/en");
    expect(locs).toContain("https://nordlegend.se/en/services/no-code-low-code");
    expect(locs.some((loc) => loc?.includes("/thanks/") || loc?.includes("/404"))).toBe(false);
  });

  it("gives each URL its sv, en and x-default alternates", () => {
    const entry = /<url>\s*<loc>https:\/\/nordlegend.se\/en\/otc<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? "";
    expect(entry).toContain('hreflang="sv" href="https://nordlegend.se/sv/otc"');
    expect(entry).toContain('hreflang="en" href="https://nordlegend.se/en/otc"');
    expect(entry).toContain('hreflang="x-default" href="https://nordlegend.se/otc"');
  });

  it("robots.txt points to the sitemap and keeps crawlers out of the console", () => {
    expect(robotsTxt()).toContain("Sitemap: https://nordlegend.se/sitemap.xml");
    expect(robotsTxt()).toMatch(/^Disallow: \/admin$/m);
    expect(sitemapXml()).not.toContain("/admin");
  });
});
