import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { buildBackedDir, rendererBuilt } from "../../test/support/build-backed";
import { photoWithGps } from "../../test/support/images";
import { publishDrafts, saveContentDraft } from "../content/service";
import { seedDocuments } from "../content/seed";
import { addImage, replaceImage, setImageDetails } from "./service";
import { contentVersion } from "../db";
import { plainImage } from "../../test/support/images";

// A photo on a team member, published and rendered by the real production renderer
// (build/renderer, made by `npm run build`; docs/decisions/024-media.md).

type Home = {
  meta: { ogImage?: string };
  team: { members: { name: { sv: string }; photo?: string }[] };
  portfolio: { projects: { image?: string }[] };
};

describe.skipIf(!rendererBuilt)("a team photo rendered at publish", () => {
  let temp: { dir: string; remove(): Promise<void> };
  let app: TestApp;
  const page = (url: string) => app.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });

  beforeEach(async () => {
    temp = await buildBackedDir("media-render-");
    app = await startTestApp({}, { dir: temp.dir });
    await app.app.siteContent.rendered(1);
  });
  afterEach(async () => {
    await app?.close();
    await temp?.remove();
  });

  it("shows a <picture> with each language's alt text on /sv and /en, whose variants carry no metadata", async () => {
    const db = app.app.db;
    const now = new Date();
    const image = await addImage(db, {
      bytes: await photoWithGps(1400, 1000),
      type: "image/jpeg",
      fileName: "anna.jpg",
      by: "editor@x.se",
      now,
    });
    await setImageDetails(
      db,
      image.id,
      { altSv: "Anna vid tavlan", altEn: "Anna at the whiteboard", decorative: false, focalX: 0.5, focalY: 0.25 },
      now,
    );
    const body = structuredClone(seedDocuments().get("home")) as Home;
    body.team.members[0]!.photo = image.id;
    // The same photo as the first portfolio project's image and as the page's Open Graph image.
    body.portfolio.projects[0]!.image = image.id;
    body.meta.ogImage = image.id;
    const deps = { db, seed: seedDocuments };
    await saveContentDraft(deps, { document: "home", body, expectedVersion: 0, author: "editor@x.se" });
    const outcome = await publishDrafts(deps, { documents: ["home"], author: "editor@x.se", confirmWarnings: true });
    expect(outcome.published).toBe(true);
    app.app.siteContent.refresh();
    await app.app.siteContent.rendered(outcome.version as number);

    for (const [url, alt] of [
      ["/sv", "Anna vid tavlan"],
      ["/en", "Anna at the whiteboard"],
    ] as const) {
      const html = (await page(url)).body;
      const team = html.slice(html.indexOf('id="team"'));
      const picture = /<picture>.*?<\/picture>/s.exec(team)?.[0] ?? "";
      expect(picture, url).toContain('<source type="image/avif"');
      expect(picture).toContain('<source type="image/webp"');
      expect(picture).toContain(`alt="${alt}"`);
      expect(picture).toContain('loading="lazy"');
      // The server's square crop around the focal point, at 1, 2 and 3 device pixels per CSS pixel.
      expect(picture).toContain('width="336" height="336"');
      expect(picture).toMatch(/ 112w, [^"]+ 224w, [^"]+ 336w"/);
      expect(picture).not.toContain("object-[");

      // The portfolio's panel shows the whole photo with its alt text; the tab's copy is decorative.
      const portfolio = html.slice(html.indexOf('id="portfolio"'), html.indexOf('id="team"'));
      const projectPictures = portfolio.match(/<picture>.*?<\/picture>/gs) ?? [];
      expect(projectPictures, url).toHaveLength(2);
      expect(projectPictures[1]).toContain(`alt="${alt}"`);
      expect(projectPictures[1]).toContain('width="1000" height="1400"');
      expect(projectPictures[1]).toContain('loading="lazy"');

      // The page's Open Graph image: the 1200×630 crop, absolute, with the page language's alt text.
      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(og).toMatch(/^https?:\/\/[^/]+\/media\/[A-Za-z0-9_-]{22}\.jpg$/);
      expect(html).toContain(`<meta name="twitter:image" content="${og}"`);
      expect(html).toContain('<meta property="og:image:width" content="1200"');
      expect(html).toContain('<meta property="og:image:height" content="630"');
      expect(html).toContain(`<meta property="og:image:alt" content="${alt}"`);
      const ogFile = await app.app.inject({ method: "GET", url: new URL(og).pathname });
      expect(ogFile.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const ogMetadata = await sharp(ogFile.rawPayload).metadata();
      expect([ogMetadata.width, ogMetadata.height, ogMetadata.format, ogMetadata.exif]).toEqual([1200, 630, "jpeg", undefined]);
      // A page that names no image of its own shares the site's.
      expect((await page(`${url}/otc`)).body).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png"/);
      const urls = [...picture.matchAll(/\/media\/[A-Za-z0-9_-]{22}\.(?:avif|webp|jpg)/g)].map((match) => match[0]);
      expect(new Set(urls).size).toBe(9);
      for (const variant of new Set(urls)) {
        const file = await app.app.inject({ method: "GET", url: variant });
        expect(file.statusCode).toBe(200);
        const metadata = await sharp(file.rawPayload).metadata();
        expect([metadata.exif, metadata.xmp]).toEqual([undefined, undefined]);
      }
    }

    // Replacing the file republishes: both pages show the new variants, and the other pages stay as they were.
    const before = (await page("/sv")).body;
    const otc = (await page("/sv/otc")).body;
    await replaceImage(db, image.id, {
      bytes: await plainImage("webp", 900, 900),
      type: "image/webp",
      fileName: "anna-2.webp",
      by: "editor@x.se",
      now,
    });
    const version = await contentVersion(db);
    expect(version).toBe((outcome.version as number) + 1);
    app.app.siteContent.refresh();
    await app.app.siteContent.rendered(version);
    for (const url of ["/sv", "/en"]) {
      const html = (await page(url)).body;
      expect(html).toContain('width="900" height="900"');
      expect(html).toContain('width="336" height="336"');
      const urls = [...html.matchAll(/\/media\/[A-Za-z0-9_-]{22}\.(?:avif|webp|jpg)/g)].map((match) => match[0]);
      expect(urls.length).toBeGreaterThan(0);
      for (const variant of urls) expect(before).not.toContain(variant);
    }
    expect((await page("/sv/otc")).body).toBe(otc);
  }, 120_000);
});
