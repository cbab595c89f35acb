import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type TestApp } from "../../test/support/enquiry-app";
import { buildBackedApps, rendererBuilt } from "../../test/support/build-backed";
import { enrolledFromShell, type ConsoleBrowser } from "../../test/support/console-browser";
import { currentPageList } from "./service-pages";

// The info hub's related-service links follow the published page list: a renamed page is linked
// at its new slug in each language (not through its 301), a retired page's link is left out and
// the publish warns first (docs/decisions/025-service-pages.md). Through the console's API and
// the real production renderer (build/renderer, made by `npm run build`).

describe.skipIf(!rendererBuilt)("the info hub's related links", () => {
  const sites = buildBackedApps("info-related-");
  let app: TestApp;
  let browser: ConsoleBrowser;
  const page = async (url: string) =>
    (await app.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } })).body;
  /** The hrefs of the related links' lists (the panels' "Related services"), in page order. */
  const relatedHrefs = (html: string) =>
    [...html.matchAll(/<ul class="mt-3 flex flex-wrap gap-2">([\s\S]*?)<\/ul>/g)].flatMap((list) =>
      [...(list[1] as string).matchAll(/href="([^"]+)"/g)].map((match) => match[1] as string),
    );

  beforeEach(async () => {
    app = await sites.start();
    await app.app.siteContent.rendered(1);
    ({ browser } = await enrolledFromShell(() => app, app.app.db, "owner@nordlegend.se"));
  });
  afterEach(async () => {
    await sites.closeAll();
  });

  async function savePages(change: (id: string) => Record<string, unknown>): Promise<void> {
    const services = (await currentPageList(app.app.db)).map((entry) => ({ ...entry, ...change(entry.id) }));
    const saved = await browser.put("/api/admin/content/draft", { document: "pages", body: { services }, expectedVersion: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  async function publish(confirmWarnings: boolean) {
    const published = await browser.post("/api/admin/content/publish", { documents: ["pages"], confirmWarnings });
    if (published.statusCode === 200) await app.app.siteContent.rendered(published.json().version);
    return published;
  }

  it("links a renamed service page at its new slug in both languages", async () => {
    expect(relatedHrefs(await page("/info/sv"))).toContain("/sv/services/ai-agents");
    await savePages((id) => (id === "ai-agents" ? { slug: { sv: "ai-agenter", en: "ai-agents-for-business" } } : {}));
    expect((await publish(false)).statusCode).toBe(200);

    const sv = relatedHrefs(await page("/info/sv"));
    const en = relatedHrefs(await page("/info/en"));
    expect(sv).toContain("/sv/services/ai-agenter");
    expect(en).toContain("/en/services/ai-agents-for-business");
    for (const href of [...sv, ...en]) expect(href).not.toMatch(/\/services\/ai-agents$/);
    // Every related link reaches its page at once: a 200, never a 301.
    for (const href of new Set([...sv, ...en])) {
      expect((await app.app.inject({ method: "GET", url: href })).statusCode, href).toBe(200);
    }
  });

  it("leaves out a retired page's link, after warning before the publish", async () => {
    const before = await page("/info/en");
    expect(relatedHrefs(before)).toContain("/en/services/tokenization");
    expect(before.match(/Related services/g)?.length).toBe(7);
    await savePages((id) => (id === "tokenization" || id === "defi-staking" ? { state: "retired" } : {}));
    const asked = await publish(false);
    expect(asked.statusCode).toBe(422);
    expect(asked.json().findings).toEqual(
      expect.arrayContaining(
        ["tokenization", "defi-staking"].map((detail) =>
          expect.objectContaining({ severity: "warning", code: "related-not-live", document: "info", detail }),
        ),
      ),
    );
    expect((await publish(true)).statusCode).toBe(200);

    for (const lang of ["sv", "en"]) {
      const hrefs = relatedHrefs(await page(`/info/${lang}`));
      expect(hrefs.length, lang).toBeGreaterThan(0);
      expect(
        hrefs.filter((href) => /tokenization|defi-staking/.test(href)),
        lang,
      ).toEqual([]);
    }
    // The topic whose related pages are both retired shows no empty "Related services" box.
    expect((await page("/info/en")).match(/Related services/g)?.length).toBe(6);
  });

  it("links a page added in the console, offers it in the editor, and refuses a link to no page", async () => {
    const added = await browser.post("/api/admin/content/service-pages", {
      title: { sv: "Kvantdatorer", en: "Quantum computing" },
      slug: { sv: "kvantdatorer", en: "quantum-computing" },
      description: {
        sv: "Vi hjälper er att förstå vad kvantdatorer kan och inte kan göra för er verksamhet.",
        en: "We help you understand what quantum computers can and cannot do for your business.",
      },
      keywords: { sv: ["Kvantalgoritmer"], en: ["Quantum algorithms"] },
      icon: "lightbulb",
      startFrom: "ai-agents",
    });
    expect(added.statusCode, added.body).toBe(201);
    // The editor of the info hub is offered the new page among the pages a related link may name.
    const opened = (await browser.get("/api/admin/content/document?id=info")).json();
    expect(opened.servicePages).toContainEqual({
      id: "quantum-computing",
      title: { sv: "Kvantdatorer", en: "Quantum computing" },
      state: "live",
    });
    const info = structuredClone(opened.live.body) as { topics: { related: { slug: string; label: unknown }[] }[] };
    info.topics[0]!.related.push({ slug: "quantum-computing", label: { sv: "Kvantdatorer", en: "Quantum computing" } });
    expect((await browser.put("/api/admin/content/draft", { document: "info", body: info, expectedVersion: 0 })).statusCode).toBe(
      200,
    );
    const published = await browser.post("/api/admin/content/publish", {
      documents: ["service/quantum-computing", "home", "pages", "info"],
      confirmWarnings: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    await app.app.siteContent.rendered(published.json().version);
    expect(relatedHrefs(await page("/info/sv"))).toContain("/sv/services/kvantdatorer");
    expect(relatedHrefs(await page("/info/en"))).toContain("/en/services/quantum-computing");

    // An id of no page: the schema takes any well-formed id, the publish check refuses it by field.
    info.topics[0]!.related.push({ slug: "no-such-service", label: { sv: "Ingen", en: "None" } });
    const saved = await browser.put("/api/admin/content/draft", { document: "info", body: info, expectedVersion: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await browser.post("/api/admin/content/publish", { documents: ["info"], confirmWarnings: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().findings).toContainEqual(
      expect.objectContaining({ severity: "error", code: "related-unknown", document: "info", detail: "no-such-service" }),
    );
    // A hostile id is refused at the save, naming the field.
    info.topics[0]!.related.at(-1)!.slug = "<script>";
    const hostile = await browser.put("/api/admin/content/draft", { document: "info", body: info, expectedVersion: 1 });
    expect(hostile.statusCode).toBe(400);
    expect(JSON.stringify(hostile.json().issues)).toContain("$.topics[0].related[");
  });
});
