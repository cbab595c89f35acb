import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db";
import { testDatabaseUrl } from "../../test/support/requirements";
import { postgresTestDatabase, type TestDatabase } from "../../test/support/databases";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { BUILD, buildBackedApps, buildBackedDir, publishAndRender, rendererBuilt } from "../../test/support/build-backed";
import { eventually } from "../../test/support/receivers";
import { publishDrafts, saveContentDraft, type ContentDeps } from "./service";
import { addServicePage, currentPageList, setServicePageState } from "./service-pages";
import { seedDocuments } from "./seed";
import { loadRenderer } from "./renderer";
import { facts } from "~/content/facts";
import { factValues } from "~/content/model/fact-refs";
import { servicePagesOf } from "~/content/model/service-pages";
import { prerenderPaths } from "~/i18n/pages";
import { sitemapXml } from "../../scripts/sitemap";

// Service pages added, renamed and retired, served by the real production renderer
// (build/renderer, made by `npm run build`): the new page at both language URLs with canonical,
// hreflang and JSON-LD, in the grid, the footer and the sitemap; old slugs and retired pages
// answering 301; on another process and after a restart (docs/decisions/025-service-pages.md).

const SITE = "https://nordlegend.se";

const QUANTUM = {
  title: { sv: "Kvantdatorer", en: "Quantum computing" },
  slug: { sv: "kvantdatorer", en: "quantum-computing" },
  description: {
    sv: "Vi hjälper er att förstå vad kvantdatorer kan och inte kan göra för er verksamhet.",
    en: "We help you understand what quantum computers can and cannot do for your business.",
  },
  keywords: { sv: ["Kvantalgoritmer", "Förstudie"], en: ["Quantum algorithms", "Feasibility study"] },
  icon: "lightbulb",
  startFrom: "ai-agents",
};

describe.skipIf(!rendererBuilt)("service pages rendered at publish", () => {
  let temp: { dir: string; remove(): Promise<void> };
  let app: TestApp;
  let deps: ContentDeps;
  const start = async () => startTestApp({}, { dir: temp.dir });
  const get = (url: string) => app.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
  const publish = (documents: string[]) => publishAndRender(app, documents);

  beforeEach(async () => {
    temp = await buildBackedDir("service-pages-");
    app = await start();
    await app.app.siteContent.rendered(1);
    deps = { db: app.app.db, seed: seedDocuments };
  });
  afterEach(async () => {
    await app?.close();
    await temp?.remove();
  });

  it("renders every page of a fresh database's seed, page list included, to the very bytes the build prerendered", async () => {
    const renderer = await loadRenderer(path.join(temp.dir, "client"));
    const seed = { documents: seedDocuments(), facts: { sv: factValues({ ...facts.sv }), en: factValues({ ...facts.en }) } };
    const paths = prerenderPaths(servicePagesOf(seed.documents));
    expect(paths).toEqual(prerenderPaths());
    const rendered = await renderer!.render(seed, paths);
    expect(rendered.size).toBe(paths.length);
    for (const [file, page] of rendered) {
      expect(page.body.toString("utf8") === (await readFile(path.join(BUILD, "client", file), "utf8")), file).toBe(true);
    }
    expect(sitemapXml(servicePagesOf(seed.documents))).toBe(await readFile(path.join(BUILD, "client", "sitemap.xml"), "utf8"));
    // Nothing differs from the build: its pages and sitemap are served, no render of this process.
    expect(app.app.siteContent.overlay.size).toBe(0);
  });

  it("serves a page added in the console at both language URLs, in the grid, the footer and the sitemap", async () => {
    const before = (await get("/sitemap.xml")).body;
    expect(before).not.toContain("kvantdatorer");
    const added = await addServicePage(deps, { ...QUANTUM, author: "editor@x.se" });
    const started = performance.now();
    await publish([`service/${added.id}`, "home", "pages"]);
    console.log(`a new service page to live (every page renders again): ${Math.round(performance.now() - started)} ms`);

    const sv = await get("/sv/services/kvantdatorer");
    const en = await get("/en/services/quantum-computing");
    expect(sv.statusCode).toBe(200);
    expect(en.statusCode).toBe(200);
    for (const page of [sv.body, en.body]) {
      expect(page).toContain(`<link rel="alternate" hrefLang="sv" href="${SITE}/sv/services/kvantdatorer"/>`);
      expect(page).toContain(`<link rel="alternate" hrefLang="en" href="${SITE}/en/services/quantum-computing"/>`);
      expect(page).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}/services/quantum-computing"/>`);
      expect(page).toContain('<script type="application/ld+json">');
      // A plain page: no framework script.
      expect(page).not.toMatch(/<script[^>]+type="module"[^>]+src=/);
    }
    expect(sv.body).toContain(`<link rel="canonical" href="${SITE}/sv/services/kvantdatorer"/>`);
    expect(sv.body).toContain("<h1");
    expect(sv.body).toContain("Kvantdatorer");
    expect(en.body).toContain("Quantum computing");
    expect(sv.headers["content-security-policy"]).toMatch(/script-src[^;]*'sha256-/);
    // The language switch goes to the other language's slug.
    expect(sv.body).toMatch(/hrefLang="en"[^>]*href="\/en\/services\/quantum-computing"/);
    // The unprefixed URL is the id, in the visitor's language; the other spellings answer 301.
    const bare = await app.app.inject({
      method: "GET",
      url: "/services/quantum-computing",
      headers: { "accept-language": "sv" },
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toContain("Kvantdatorer");
    const alias = await get("/sv/services/quantum-computing");
    expect([alias.statusCode, alias.headers.location]).toEqual([301, "/sv/services/kvantdatorer"]);

    const home = (await get("/sv")).body;
    expect(home).toMatch(/<section id="services"[\s\S]*href="\/sv\/services\/kvantdatorer"[\s\S]*<\/section>/);
    const footer = (await get("/en/privacy-policy")).body.split('id="footer-services"')[1] ?? "";
    expect(footer).toContain('href="/en/services/quantum-computing"');
    expect(footer).toContain("Quantum computing");
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    expect(sitemap.body).toContain(`<loc>${SITE}/sv/services/kvantdatorer</loc>`);
    expect(sitemap.body).toContain(`<loc>${SITE}/en/services/quantum-computing</loc>`);
    expect(sitemap.body).toContain(`hreflang="x-default" href="${SITE}/services/quantum-computing"`);
  });

  it("answers 301 from every old slug to the current one in one hop, and from a retired page to the services section", async () => {
    const rename = async (sv: string) => {
      const list = await currentPageList(app.app.db);
      const services = list.map((entry) => (entry.id === "ai-agents" ? { ...entry, slug: { ...entry.slug, sv } } : entry));
      await saveContentDraft(deps, { document: "pages", body: { services }, expectedVersion: 0, author: "editor@x.se" });
      await publish(["pages"]);
    };
    await rename("ai-agenter");
    await rename("ai-agenter-for-foretag");
    for (const old of ["/sv/services/ai-agents", "/sv/services/ai-agenter"]) {
      const moved = await get(`${old}?utm_source=x`);
      expect([moved.statusCode, moved.headers.location], old).toEqual([301, "/sv/services/ai-agenter-for-foretag?utm_source=x"]);
    }
    expect((await get("/sv/services/ai-agenter-for-foretag")).statusCode).toBe(200);
    expect((await get("/en/services/ai-agents")).statusCode).toBe(200);
    expect((await get("/sv")).body).toContain('href="/sv/services/ai-agenter-for-foretag"');

    await setServicePageState(deps, { id: "tokenization", state: "retired", author: "editor@x.se" });
    await publish(["pages"]);
    for (const [url, to] of [
      ["/sv/services/tokenization", "/sv#services"],
      ["/en/services/tokenization", "/en#services"],
      ["/services/tokenization", "/#services"],
    ]) {
      const gone = await get(url as string);
      expect([gone.statusCode, gone.headers.location], url).toEqual([301, to]);
    }
    expect((await get("/sv")).body).not.toContain("/sv/services/tokenization");
    expect((await get("/en/terms")).body).not.toContain("/en/services/tokenization");
    expect((await get("/sitemap.xml")).body).not.toContain("tokenization");

    // After a restart the kept render answers at once, redirects included.
    await app.close();
    app = await start();
    const kept = await get("/sv/services/ai-agenter");
    expect([kept.statusCode, kept.headers.location]).toEqual([301, "/sv/services/ai-agenter-for-foretag"]);
    expect((await get("/sv/services/tokenization")).headers.location).toBe("/sv#services");
    expect((await get("/sitemap.xml")).body).not.toContain("tokenization");
  });

  it("shows the stories note as the owner publishes the facts' sentences, one story or several, linked while it points to the team", async () => {
    const seedFacts = seedDocuments().get("facts") as {
      texts: Record<"storyOrigin" | "storiesOrigin", { sv: string; en: string }>;
    };
    const edited = structuredClone(seedFacts);
    edited.texts.storyOrigin = {
      sv: "Ett uppdrag som en av oss ledde före Nordlegend (se Teamet på startsidan).",
      en: "An engagement one of us led before Nordlegend (see Team on the home page).",
    };
    // Rewritten without the pointer to the team: shown as written, with no link.
    edited.texts.storiesOrigin = { sv: "Uppdrag som teamet har lett.", en: "Engagements our team has led." };
    await saveContentDraft(deps, { document: "facts", body: edited, expectedVersion: 0, author: "editor@x.se" });
    await publish(["facts"]);
    for (const lang of ["sv", "en"] as const) {
      const team = lang === "sv" ? "Teamet på startsidan" : "Team on the home page";
      // ai-agents tells one story, saas-development four.
      const one = (await get(`/${lang}/services/ai-agents`)).body;
      const before = edited.texts.storyOrigin[lang].split(team)[0]!;
      expect(one).toContain(`${before}<a href="/${lang}#team"`);
      expect(one).not.toContain(seedFacts.texts.storyOrigin[lang].split(team)[0]!);
      const several = (await get(`/${lang}/services/saas-development`)).body;
      expect(several).toContain(edited.texts.storiesOrigin[lang]);
      expect(several).not.toContain(seedFacts.texts.storiesOrigin[lang].split(team)[0]!);
    }
  });

  it("picks up a page added and published by another process on the same database", async () => {
    const other = openDatabase(`file:${path.join(temp.dir, "site.db")}`);
    try {
      const otherDeps = { db: other, seed: seedDocuments };
      const added = await addServicePage(otherDeps, { ...QUANTUM, author: "cli" });
      const outcome = await publishDrafts(otherDeps, {
        documents: [`service/${added.id}`, "home", "pages"],
        author: "cli",
        confirmWarnings: true,
      });
      expect(outcome.published).toBe(true);
      await eventually(async () => expect((await get("/en/services/quantum-computing")).statusCode).toBe(200), 20_000);
      expect((await get("/en/services/quantum-computing")).body).toContain("<h1");
      expect((await get("/en/services/quantum-computing")).body).toContain("Quantum computing");
      expect((await get("/sitemap.xml")).body).toContain("/en/services/quantum-computing");
    } finally {
      await other.destroy();
    }
  });
});

const pgUrl = testDatabaseUrl();
describe.skipIf(!rendererBuilt || !pgUrl)("service pages on two instances of one PostgreSQL database", () => {
  let t: TestDatabase;
  const instances = buildBackedApps("service-pages-pg-");
  beforeEach(async () => {
    t = await postgresTestDatabase(pgUrl as string);
  });
  afterEach(async () => {
    await instances.closeAll();
    await t?.dispose();
  });
  const instance = () => instances.start({ DATABASE_URL: t.url });

  it("serves a page added and a page retired on one instance on the other", async () => {
    const [a, b] = [await instance(), await instance()];
    const deps = { db: a.app.db, seed: seedDocuments };
    const added = await addServicePage(deps, { ...QUANTUM, author: "editor@x.se" });
    await setServicePageState(deps, { id: "defi-staking", state: "retired", author: "editor@x.se" });
    const outcome = await publishDrafts(deps, {
      documents: [`service/${added.id}`, "home", "pages"],
      author: "editor@x.se",
      confirmWarnings: true,
    });
    expect(outcome.published).toBe(true);
    const onB = (url: string) => b.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    await eventually(async () => expect((await onB("/sv/services/kvantdatorer")).body).toContain("Kvantdatorer"), 20_000);
    const retired = await onB("/en/services/defi-staking");
    expect([retired.statusCode, retired.headers.location]).toEqual([301, "/en#services"]);
    expect((await onB("/sitemap.xml")).body).toContain("/sv/services/kvantdatorer");
  });
});
