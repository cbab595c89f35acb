import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, publishRevisions, liveRevision, contentVersion } from "../db";
import { testDatabaseUrl } from "../../test/support/requirements";
import { postgresTestDatabase, type TestDatabase } from "../../test/support/databases";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { BUILD, buildBackedApps, buildBackedDir, rendererBuilt } from "../../test/support/build-backed";
import { eventually } from "../../test/support/receivers";
import { enrolledFromShell } from "../../test/support/console-browser";
import { localizedPath } from "~/i18n/pages";
import { publishDrafts, saveContentDraft } from "./service";
import { seedDocuments } from "./seed";
import { loadRenderer } from "./renderer";
import { facts } from "~/content/facts";
import { factValues } from "~/content/model/fact-refs";

// Render on publish through the real production renderer (build/renderer, made by `npm run build`):
// pages from the database, swapped in at once, picked up from another process, kept on disk.
// Times are logged, not asserted (docs/architecture.md#tests: speed goals belong to the bench); the
// waits are generous so a loaded machine does not fail them.

type Home = { hero: { slogan: { sv: string; en: string } } };

describe.skipIf(!rendererBuilt)("pages rendered at publish", () => {
  let temp: { dir: string; remove(): Promise<void> };
  let app: TestApp;
  const start = async () => startTestApp({}, { dir: temp.dir });
  const page = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: "GET", url, headers });

  beforeEach(async () => {
    temp = await buildBackedDir("render-");
    app = await start();
    await app.app.siteContent.rendered(1);
  });
  afterEach(async () => {
    await app?.close();
    await temp?.remove();
  });

  it("renders the seed to the very bytes the build prerendered, with the page's CSP and precompressed copies", async () => {
    const renderer = await loadRenderer(path.join(temp.dir, "client"));
    const seed = { documents: seedDocuments(), facts: { sv: factValues({ ...facts.sv }), en: factValues({ ...facts.en }) } };
    const rendered = await renderer!.render(seed, ["/sv", "/en/otc", "/en/services/ai-agents"]);
    for (const [file, page] of rendered) {
      expect(page.body.toString("utf8"), file).toBe(await readFile(path.join(BUILD, "client", file), "utf8"));
      expect(page.policy).toMatch(/script-src[^;]*'sha256-/);
    }
    // Nothing was published yet: the build's own pages are served, and they are those bytes.
    expect(app.app.siteContent.overlay.size).toBe(0);
    const response = await page("/sv", { "accept-encoding": "identity" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toMatch(/script-src[^;]*'sha256-/);
    const br = await page("/sv", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    const again = await page("/sv", { "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    // A plain page stays plain: no framework script.
    expect((await page("/en/services/ai-agents")).body).not.toMatch(/<script[^>]+type="module"[^>]+src=/);
  });

  it("publishes the Swedish slogan to /sv only, live as soon as rendered, and keeps it over a restart", async () => {
    const deps = { db: app.app.db, seed: seedDocuments };
    const body = structuredClone(seedDocuments().get("home")) as Home;
    body.hero.slogan.sv = "En helt ny slogan för testet";
    await saveContentDraft(deps, { document: "home", body, expectedVersion: 0, author: "editor@x.se" });
    const started = performance.now();
    const outcome = await publishDrafts(deps, { documents: ["home"], author: "editor@x.se", confirmWarnings: true });
    expect(outcome.published).toBe(true);
    app.app.siteContent.refresh();
    await app.app.siteContent.rendered(outcome.version as number);
    const elapsed = performance.now() - started;
    console.log(`publish to live (the home page, both languages): ${Math.round(elapsed)} ms`);
    expect((await page("/sv")).body).toContain("En helt ny slogan för testet");
    expect((await page("/en")).body).not.toContain("En helt ny slogan");
    expect((await page("/en")).body).toContain((seedDocuments().get("home") as Home).hero.slogan.en);

    await app.close();
    app = await start();
    // Served from the kept render before anything is rendered again.
    expect(app.app.siteContent.overlay.version).toBe(outcome.version);
    expect((await page("/sv")).body).toContain("En helt ny slogan för testet");
  });

  it("does not serve a kept render made from another database", async () => {
    const deps = { db: app.app.db, seed: seedDocuments };
    const body = structuredClone(seedDocuments().get("home")) as Home;
    body.hero.slogan.sv = "En slogan från en annan databas";
    await saveContentDraft(deps, { document: "home", body, expectedVersion: 0, author: "editor@x.se" });
    const outcome = await publishDrafts(deps, { documents: ["home"], author: "editor@x.se", confirmWarnings: true });
    app.app.siteContent.refresh();
    await app.app.siteContent.rendered(outcome.version as number);
    await app.close();
    // A fresh database beside the kept render (a new or restored database): its content is served.
    await import("node:fs/promises").then(({ rm }) =>
      Promise.all(["site.db", "site.db-wal", "site.db-shm"].map((file) => rm(path.join(temp.dir, file), { force: true }))),
    );
    app = await start();
    await eventually(async () => expect(app.app.siteContent.overlay.version).toBeLessThan(outcome.version as number));
    expect((await page("/sv")).body).not.toContain("En slogan från en annan databas");
    expect((await page("/sv")).body).toContain((seedDocuments().get("home") as Home).hero.slogan.sv);
  });

  it("previews drafts for a signed-in editor only, uncached and noindex, in the very bytes the publish then serves", async () => {
    const { browser } = await enrolledFromShell(() => app, app.app.db, "owner@nordlegend.se");
    const body = structuredClone(seedDocuments().get("home")) as Home;
    body.hero.slogan.sv = "Förhandsvisad slogan";
    expect((await browser.put("/api/admin/content/draft", { document: "home", body, expectedVersion: 0 })).statusCode).toBe(200);

    const preview = await browser.get("/api/admin/content/preview?path=/sv");
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("no-store, private");
    expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(preview.body).toContain("Förhandsvisad slogan");
    // Only the console, on this origin, may frame a preview; the public page may be framed by no one.
    expect(preview.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(preview.headers["content-security-policy"]).not.toContain("frame-ancestors 'none'");
    expect(preview.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const publicPage = await page("/sv");
    expect(publicPage.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(publicPage.headers["x-frame-options"]).toBe("DENY");
    expect((await page("/sv")).body).not.toContain("Förhandsvisad slogan");
    expect((await app.app.inject({ method: "GET", url: "/api/admin/content/preview?path=/sv" })).statusCode).toBe(401);
    expect((await browser.get("/api/admin/content/preview?path=/nowhere")).statusCode).toBe(404);

    const published = await browser.post("/api/admin/content/publish", { documents: ["home"], confirmWarnings: true });
    expect(published.statusCode, published.body).toBe(200);
    await app.app.siteContent.rendered(published.json().version);
    const live = await page("/sv", { "accept-encoding": "identity" });
    expect(live.body).toBe(preview.body);
    expect(live.headers.etag).toBe(preview.headers.etag);
  });

  it("changes every page that names a fact when the fact changes", async () => {
    const deps = { db: app.app.db, seed: seedDocuments };
    const factsDoc = structuredClone(seedDocuments().get("facts")) as { timelines: Record<string, unknown> };
    factsDoc.timelines.noCodeMvp = { from: 3, to: 7, unit: "weeks" };
    await saveContentDraft(deps, { document: "facts", body: factsDoc, expectedVersion: 0, author: "editor@x.se" });
    const started = performance.now();
    const outcome = await publishDrafts(deps, { documents: ["facts"], author: "editor@x.se", confirmWarnings: true });
    app.app.siteContent.refresh();
    await app.app.siteContent.rendered(outcome.version as number);
    console.log(`a fact to live (the pages that name it): ${Math.round(performance.now() - started)} ms`);
    const service = localizedPath("en", { page: "service", slug: "no-code-low-code-mvp" });
    for (const [url, text] of [
      ["/sv", "3–7\u00A0veckor"],
      ["/en", "3–7\u00A0weeks"],
      [service, "3–7\u00A0weeks"],
    ] as const) {
      const body = (await page(url)).body;
      expect(body, url).toContain(text);
      expect(body, url).not.toContain("2–6\u00A0weeks");
    }
  });

  it("drops a service page's stories note once the owner has filled every story's origin, and keeps it while one is missing", async () => {
    type Stories = { stories: { items: { origin?: { at: "here" | "previous"; year?: number; ledBy?: string } }[] } };
    const deps = { db: app.app.db, seed: seedDocuments };
    const agents = structuredClone(seedDocuments().get("service/ai-agents")) as Stories;
    agents.stories.items[0]!.origin = { at: "here", year: 2025, ledBy: "Oskar Sandberg" };
    const n8n = structuredClone(seedDocuments().get("service/n8n-workflows")) as Stories;
    for (const story of n8n.stories.items.slice(1)) story.origin = { at: "previous", year: 2022 };
    for (const [document, body] of [
      ["service/ai-agents", agents],
      ["service/n8n-workflows", n8n],
    ] as const)
      await saveContentDraft(deps, { document, body, expectedVersion: 0, author: "owner@x.se" });
    const outcome = await publishDrafts(deps, {
      documents: ["service/ai-agents", "service/n8n-workflows"],
      author: "owner@x.se",
      confirmWarnings: true,
    });
    app.app.siteContent.refresh();
    await app.app.siteContent.rendered(outcome.version as number);
    for (const lang of ["sv", "en"] as const) {
      const attributed = (await page(localizedPath(lang, { page: "service", slug: "ai-agents" }))).body;
      expect(attributed).toContain(
        lang === "sv" ? "Ledd av Oskar Sandberg, Nordlegend, 2025" : "Led by Oskar Sandberg, Nordlegend, 2025",
      );
      expect(attributed, lang).not.toContain("data-stories-note");
      expect(attributed).not.toContain(facts[lang].storyOrigin);
      // One of the four stories still has no origin: the note stays, in the plural.
      const partly = (await page(localizedPath(lang, { page: "service", slug: "n8n-workflows" }))).body;
      expect(partly.match(/data-stories-note/gu), lang).toHaveLength(1);
      expect(partly).toContain(facts[lang].storiesOrigin);
    }
  });

  it("picks up a publish made by another process on the same database", async () => {
    const other = openDatabase(`file:${path.join(temp.dir, "site.db")}`);
    try {
      const home = (await liveRevision(other, "home"))?.body as Home;
      home.hero.slogan.sv = "Från kommandoraden";
      const before = await contentVersion(other);
      const started = Date.now();
      await publishRevisions(other, { items: [{ document: "home", body: home, stale: [] }], author: "cli" });
      await eventually(async () => expect((await page("/sv")).body).toContain("Från kommandoraden"), 10_000);
      console.log(`another process's publish live after ${Date.now() - started} ms`);
      expect(app.app.siteContent.overlay.version).toBe(before + 1);
    } finally {
      await other.destroy();
    }
  });
});

const pgUrl = testDatabaseUrl();
describe.skipIf(!rendererBuilt || !pgUrl)("two instances on one PostgreSQL database", () => {
  let t: TestDatabase;
  const instances = buildBackedApps("render-pg-");
  beforeEach(async () => {
    t = await postgresTestDatabase(pgUrl as string);
  });
  afterEach(async () => {
    await instances.closeAll();
    await t?.dispose();
  });
  const instance = () => instances.start({ DATABASE_URL: t.url });

  it("serves one instance's publish on the other", async () => {
    const [a, b] = [await instance(), await instance()];
    const deps = { db: a.app.db, seed: seedDocuments };
    const body = structuredClone(seedDocuments().get("home")) as Home;
    body.hero.slogan.sv = "Publicerad på instans A";
    await saveContentDraft(deps, { document: "home", body, expectedVersion: 0, author: "editor@x.se" });
    const started = Date.now();
    const outcome = await publishDrafts(deps, { documents: ["home"], author: "editor@x.se", confirmWarnings: true });
    expect(outcome.published).toBe(true);
    await eventually(
      async () => expect((await b.app.inject({ method: "GET", url: "/sv" })).body).toContain("Publicerad på instans A"),
      // As generous as the other processes' waits above: instance B renders the home page in both
      // languages after it sees the publish, and on a loaded machine that took over 2 s once.
      10_000,
    );
    console.log(`PostgreSQL: the other instance serves the publish after ${Date.now() - started} ms`);
  });
});
