import { readFile } from "node:fs/promises";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { BUILD, buildBackedDir, publishAndRender, rendererBuilt } from "../../test/support/build-backed";
import { saveContentDraft, type ContentDeps } from "./service";
import { currentPageList } from "./service-pages";
import { seedDocuments } from "./seed";
import { dataFileOf, loadRenderer } from "./renderer";
import { facts } from "~/content/facts";
import { factValues } from "~/content/model/fact-refs";

// The route data (`.data`) a client-side navigation fetches instead of a page's HTML is rendered
// at publish with the page, through the real production renderer (build/renderer, made by
// `npm run build`), and never served stale (docs/decisions/018-content-editing.md).

type Home = { hero: { slogan: { sv: string; en: string } } };
const SLOGAN = "En slogan som också finns i ruttdatan";

/** What a client-side navigation reads from route data: React Router's own decoder. */
async function decoded(body: Buffer): Promise<unknown> {
  return (await UNSAFE_decodeViaTurboStream(new Blob([new Uint8Array(body)]).stream(), globalThis)).value;
}

describe.skipIf(!rendererBuilt)("route data rendered at publish", () => {
  let temp: { dir: string; remove(): Promise<void> };
  let app: TestApp;
  let deps: ContentDeps;
  const start = async () => startTestApp({}, { dir: temp.dir });
  const get = (url: string, headers: Record<string, string> = { "accept-encoding": "identity" }) =>
    app.app.inject({ method: "GET", url, headers });
  const publish = (documents: string[]) => publishAndRender(app, documents);
  const publishSlogan = async () => {
    const body = structuredClone(seedDocuments().get("home")) as Home;
    body.hero.slogan.sv = SLOGAN;
    await saveContentDraft(deps, { document: "home", body, expectedVersion: 0, author: "editor@x.se" });
    await publish(["home"]);
  };

  beforeEach(async () => {
    temp = await buildBackedDir("route-data-");
    app = await start();
    await app.app.siteContent.rendered(1);
    deps = { db: app.app.db, seed: seedDocuments };
  });
  afterEach(async () => {
    await app?.close();
    await temp?.remove();
  });

  it("renders the seed's route data to what the build prerendered", async () => {
    const renderer = await loadRenderer(path.join(temp.dir, "client"));
    const seed = { documents: seedDocuments(), facts: { sv: factValues({ ...facts.sv }), en: factValues({ ...facts.en }) } };
    const paths = ["/sv", "/en/otc", "/info/sv", "/sv/services/no-code-low-code", "/en/thanks/contact", "/sv/404"];
    const rendered = await renderer!.render(seed, paths, { withData: true });
    for (const pagePath of paths) {
      const data = rendered.get(dataFileOf(pagePath));
      expect(data?.type, pagePath).toBe("text/x-script; charset=utf-8");
      const build = await readFile(path.join(BUILD, "client", dataFileOf(pagePath)));
      // The same values; the bytes differ only where the build's copy modules hand two loaders
      // one object (the stream then names it once), which a render from documents does not.
      expect(await decoded(data!.body), pagePath).toEqual(await decoded(build));
      if (pagePath !== "/en/thanks/contact") expect(data!.body.equals(build), pagePath).toBe(true);
    }
    // A preview renders the HTML only.
    expect([...(await renderer!.render(seed, ["/sv"])).keys()]).toEqual(["/sv/index.html"]);
  });

  it("serves a published page's route data with the new copy, compressed and ETagged, and keeps it over a restart", async () => {
    const before = await get("/sv.data");
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(SLOGAN);
    await publishSlogan();

    const data = await get("/sv.data");
    expect(data.statusCode).toBe(200);
    expect(data.headers["content-type"]).toBe("text/x-script; charset=utf-8");
    expect(data.headers["cache-control"]).toBe("no-cache");
    expect(data.body).toContain(SLOGAN);
    expect(data.headers.etag).not.toBe(before.headers.etag);
    const br = await get("/sv.data", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect((await get("/sv.data", { "accept-encoding": "br", "if-none-match": String(br.headers.etag) })).statusCode).toBe(304);
    // The page and its data are of one version; the English home page's data has no Swedish slogan.
    expect((await get("/sv")).body).toContain(SLOGAN);
    expect((await get("/en.data")).body).not.toContain(SLOGAN);

    await app.close();
    app = await start();
    expect((await get("/sv.data")).body).toContain(SLOGAN);
  });

  it("answers 404 for the route data of a renamed or retired page's old address, and serves the new one's", async () => {
    expect((await get("/sv/services/ai-agents.data")).statusCode).toBe(200);
    const list = await currentPageList(app.app.db);
    const services = list.map((entry) =>
      entry.id === "ai-agents"
        ? { ...entry, slug: { ...entry.slug, sv: "ai-agenter" } }
        : entry.id === "tokenization"
          ? { ...entry, state: "retired" as const }
          : entry,
    );
    await saveContentDraft(deps, { document: "pages", body: { services }, expectedVersion: 0, author: "editor@x.se" });
    await publish(["pages"]);

    // The build's file is still on disk, but its page moved: it is not served.
    for (const url of ["/sv/services/ai-agents.data", "/sv/services/tokenization.data", "/en/services/tokenization.data"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const moved = await get("/sv/services/ai-agenter.data");
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain("ai-agenter");
    // The footer's links in every page's data name the new slug.
    expect((await get("/sv/otc.data")).body).toContain("ai-agenter");
  });

  it("does not serve the build's route data of a page served from a render kept without it", async () => {
    await publishSlogan();
    // A render kept by a server that did not render route data yet: the page without its data.
    for (const [url] of app.app.siteContent.overlay.entries()) {
      if (url.endsWith(".data")) expect(app.app.siteContent.overlay.get(url.replace(/\.data$/, "/index.html"))).toBeDefined();
    }
    const pages = new Map([...app.app.siteContent.overlay.entries()].filter(([url]) => !url.endsWith(".data")));
    app.app.siteContent.overlay.swap(pages, app.app.siteContent.overlay.version, app.app.siteContent.overlay.routes);
    expect((await get("/sv")).body).toContain(SLOGAN);
    expect((await get("/sv.data")).statusCode).toBe(404);
    // A page still the build's keeps the build's data.
    expect((await get("/sv/otc.data")).statusCode).toBe(200);
  });
});
