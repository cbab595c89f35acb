import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type TestApp } from "../../test/support/enquiry-app";
import { buildBackedApps, rendererBuilt } from "../../test/support/build-backed";
import { enrolledFromShell, type ConsoleBrowser } from "../../test/support/console-browser";
import { localizedPath, prerenderPaths } from "~/i18n/pages";
import { seedDocuments } from "./seed";

// The copy every page shares (header, footer, navigation, structured data, Open Graph, the
// company's details on the legal pages) is live: published through the console's API, it
// reaches every page in both languages, and nothing else on those pages changes
// (docs/decisions/018-content-editing.md, its shared copy). Through the real production renderer.

type Company = { brand: string; brandParts: [string, string]; phone: { display: string; tel: string } };
type Interface = { ui: { nav: { id: string; label: { sv: string; en: string } }[] } };

describe.skipIf(!rendererBuilt)("the shared copy, published", () => {
  const sites = buildBackedApps("shared-copy-");
  let app: TestApp;
  let browser: ConsoleBrowser;
  const page = async (url: string) =>
    (await app.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } })).body;

  beforeEach(async () => {
    app = await sites.start();
    await app.app.siteContent.rendered(1);
    ({ browser } = await enrolledFromShell(() => app, app.app.db, "owner@nordlegend.se"));
  });
  afterEach(async () => {
    await sites.closeAll();
  });

  async function publish(documents: Record<string, unknown>): Promise<void> {
    for (const [document, body] of Object.entries(documents)) {
      const saved = await browser.put("/api/admin/content/draft", { document, body, expectedVersion: 0 });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const published = await browser.post("/api/admin/content/publish", {
      documents: Object.keys(documents),
      confirmWarnings: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    await app.app.siteContent.rendered(published.json().version);
  }

  it("puts a new phone number, navigation label and fact on every page, in both languages, and changes nothing else", async () => {
    const before = new Map<string, string>();
    for (const url of prerenderPaths()) before.set(url, await page(url));

    const company = structuredClone(seedDocuments().get("company")) as Company;
    company.phone = { display: "+46 31 701 12 34", tel: "+46317011234" };
    const ui = structuredClone(seedDocuments().get("interface")) as Interface;
    const team = ui.ui.nav.find((item) => item.id === "team")!;
    const oldLabel = { ...team.label };
    team.label = { sv: "Gänget", en: "Our crew" };
    // A fact the home page and the support page name (the phone's opening hours).
    const facts = structuredClone(seedDocuments().get("facts")) as { texts: Record<string, { sv: string; en: string }> };
    facts.texts.phoneHours = { sv: "vardagar 08.30–16.30", en: "weekdays 08:30–16:30" };
    // Each replacement, new text → the build's: the page must be the build's once they are undone.
    const undo: [string, string][] = [
      ["+46 31 701 12 34", "+46 8 520 277 40"],
      ["031-701 12 34", "08-520 277 40"],
      ["+46317011234", "+46852027740"],
      [">Gänget<", `>${oldLabel.sv}<`],
      [">Our crew<", `>${oldLabel.en}<`],
      ["vardagar 08.30–16.30", "vardagar 09.00–17.00"],
      ["weekdays 08:30–16:30", "weekdays 09:00–17:00"],
    ];
    for (const [fresh] of undo) for (const [url, body] of before) expect(body, url).not.toContain(fresh);

    await publish({ company, interface: ui, facts });

    for (const lang of ["sv", "en"] as const) {
      const home = await page(`/${lang}`);
      const phone = lang === "sv" ? "031-701 12 34" : "+46 31 701 12 34";
      // The footer, the contact section, the structured data and the header's navigation.
      expect(home).toMatch(
        new RegExp(`<footer[\\s\\S]*href="tel:\\+46317011234"[\\s\\S]*${phone.replace("+", "\\+")}[\\s\\S]*</footer>`),
      );
      expect(home).toContain('"telephone":"+46317011234"');
      expect(home).toMatch(new RegExp(`<header[\\s\\S]*>${lang === "sv" ? "Gänget" : "Our crew"}<[\\s\\S]*</header>`));
      expect(home).toContain(lang === "sv" ? "vardagar 08.30–16.30" : "weekdays 08:30–16:30");
      // The contact form island's failure alert, handed to it as a prop by the page.
      expect(home).toContain(
        lang === "sv" ? `når ni oss på info@nordlegend.se eller ${phone}.` : `reach us at info@nordlegend.se or ${phone}.`,
      );
      // The support page's contact card and its opening hours (the fact).
      const support = await page(localizedPath(lang, { page: "support" }));
      expect(support).toContain(phone);
      expect(support).toContain(lang === "sv" ? "vardagar 08.30–16.30" : "weekdays 08:30–16:30");
      // The server's own page for a refused plain form post (a cross-site one here) names the
      // same live details; it reads them without the database, which may be what failed.
      const refused = await app.app.inject({
        method: "POST",
        url: "/",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
          "accept-language": lang,
        },
        payload: "form-name=contact",
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(`info@nordlegend.se ${lang === "sv" ? "eller" : "or"} ${phone}.`);
    }
    for (const [url, body] of before) {
      let now = await page(url);
      for (const [fresh, old] of undo) now = now.replaceAll(fresh, old);
      expect(now, url).toBe(body);
    }
  });

  it("names the company by its published brand in titles, Open Graph, structured data and the wordmark", async () => {
    const company = structuredClone(seedDocuments().get("company")) as Company;
    company.brand = "Norrskenet";
    company.brandParts = ["Norr", "skenet"];
    await publish({ company });

    for (const lang of ["sv", "en"] as const) {
      const social = await page(localizedPath(lang, { page: "social" }));
      expect(social).toMatch(/<title>[^<]* \| Norrskenet<\/title>/);
      expect(social).toContain('<meta property="og:site_name" content="Norrskenet"/>');
      expect(social).toMatch(/"@type":"ProfessionalService"[^<]*"name":"Norrskenet"/);
      expect(social).toMatch(/<span class="text-ink-100">Norr<\/span><span class="text-gold-400">skenet<\/span>/);
      const home = await page(`/${lang}`);
      expect(home).toMatch(/"@type":"WebSite","name":"Norrskenet"/);
    }
    const service = await page("/en/services/ai-agents");
    expect(service).toMatch(/"provider":\{[^}]*"name":"Norrskenet"/);
    expect(service).toMatch(/<title>[^<]* \| Norrskenet<\/title>/);
  });
});
