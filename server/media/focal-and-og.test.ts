import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSOLE_ORIGIN, enrolledFromShell, type ConsoleBrowser } from "../../test/support/console-browser";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { plainImage } from "../../test/support/images";
import { validateDocument } from "~/content/model/documents";
import { contentVersion } from "../db";
import { seedDocuments } from "../content/seed";
import { publishDrafts, saveContentDraft, type ContentDeps } from "../content/service";
import { picturesFor } from "./pictures";
import { cropMissing } from "./service";

// Crops follow the focal point, and a page names its own Open Graph image (docs/decisions/024-media.md):
// moving the focal point through the console's API makes new crops and republishes the pages
// that show the image; hostile focal points are refused and change nothing; a page's Open
// Graph image must exist and carry both alt texts.

const SEED = seedDocuments();
type Home = { meta: { ogImage?: string }; team: { members: { photo?: string }[] } };

/** Left third red, the rest blue: which colour a crop shows says where it was taken. */
const redLeftThird = () =>
  sharp({ create: { width: 1500, height: 600, channels: 3, background: "#0000ff" } })
    .composite([{ input: { create: { width: 500, height: 600, channels: 3, background: "#ff0000" } }, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();

describe.each(testDatabases())("focal point and Open Graph image on $name", ({ open }) => {
  let t: TestDatabase;
  let app: TestApp;
  let owner: ConsoleBrowser;
  let deps: ContentDeps;
  const now = () => new Date("2026-11-26T09:00:00.000Z");

  beforeEach(async () => {
    t = await open();
    app = await startTestApp({ DATABASE_URL: t.url }, { now });
    owner = (await enrolledFromShell(() => app, t.db, "owner@nordlegend.se", now)).browser;
    deps = { db: t.db, seed: seedDocuments, now };
  });
  afterEach(async () => {
    await app?.close();
    await t?.dispose();
  });

  const cookie = () => [...owner.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const upload = async (bytes: Buffer) =>
    (
      await app.app.inject({
        method: "POST",
        url: "/api/admin/media",
        headers: { origin: CONSOLE_ORIGIN, cookie: cookie(), "content-type": "image/jpeg" },
        payload: bytes,
      })
    ).json();
  const publishHome = async (edit: (home: Home) => void) => {
    const body = structuredClone(SEED.get("home")) as Home;
    edit(body);
    const drafts = await t.db.selectFrom("content_drafts").select("version").where("document", "=", "home").executeTakeFirst();
    await saveContentDraft(deps, {
      document: "home",
      body,
      expectedVersion: drafts?.version ?? 0,
      author: "owner@nordlegend.se",
    });
    return publishDrafts(deps, { documents: ["home"], author: "owner@nordlegend.se", confirmWarnings: true });
  };
  const squareColour = async (crops: { url: string; crop: string; format: string }[]) => {
    const square = crops.find((crop) => crop.crop === "square" && crop.format === "jpeg")!;
    const file = await app.app.inject({ method: "GET", url: square.url });
    expect(file.statusCode).toBe(200);
    const { channels } = await sharp(file.rawPayload).stats();
    return channels[0]!.mean > 200 && channels[2]!.mean < 60 ? "red" : channels[2]!.mean > 200 ? "blue" : "mixed";
  };

  it("makes new crops when the focal point moves, serves them like every variant, and republishes the pages showing the image", async () => {
    const image = await upload(await redLeftThird());
    expect(
      image.crops.map((crop: { crop: string; format: string; width: number }) => `${crop.crop}:${crop.format}@${crop.width}`),
    ).toEqual([
      "square:avif@112",
      "square:jpeg@112",
      "square:webp@112",
      "square:avif@224",
      "square:jpeg@224",
      "square:webp@224",
      "square:avif@336",
      "square:jpeg@336",
      "square:webp@336",
      "og:jpeg@1200",
    ]);
    expect(await squareColour(image.crops)).toBe("blue");
    const og = image.crops.find((crop: { crop: string }) => crop.crop === "og");
    const ogFile = await app.app.inject({ method: "GET", url: og.url });
    expect(ogFile.headers["content-type"]).toBe("image/jpeg");
    expect(ogFile.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(
      (await app.app.inject({ method: "GET", url: og.url, headers: { "if-none-match": String(ogFile.headers.etag) } }))
        .statusCode,
    ).toBe(304);
    expect(await sharp(ogFile.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });

    const url = `/api/admin/media/${image.id}`;
    const details = { altSv: "Kontoret", altEn: "The office", decorative: false, focalX: 0.5, focalY: 0.5 };
    // Alt texts alone: the crops stay.
    const same = (await owner.put(url, details)).json();
    expect(same.crops).toEqual(image.crops);

    expect((await publishHome((home) => (home.team.members[0]!.photo = image.id))).published).toBe(true);
    const version = await contentVersion(t.db);
    const moved = (await owner.put(url, { ...details, focalX: 0.1 })).json();
    expect(moved.focal).toEqual({ x: 0.1, y: 0.5 });
    expect(await squareColour(moved.crops)).toBe("red");
    expect(moved.variants).toEqual(image.variants);
    for (const old of image.crops) expect((await app.app.inject({ method: "GET", url: old.url })).statusCode).toBe(404);
    // A new content version: every instance renders again the pages that show the image.
    expect(await contentVersion(t.db)).toBe(version + 1);
    const pictures = await picturesFor(t.db, new Map([["home", { photo: image.id }]]));
    expect(pictures[image.id]!.square.jpeg.map((variant) => variant.url)).toEqual(
      moved.crops
        .filter((crop: { crop: string; format: string }) => crop.crop === "square" && crop.format === "jpeg")
        .map((crop: { url: string }) => crop.url),
    );
    expect(pictures[image.id]!.og).toEqual({ url: moved.crops.at(-1).url, width: 1200, height: 630 });
  }, 120_000);

  it("refuses hostile focal points with 400 and changes nothing", async () => {
    const image = await upload(await plainImage("jpeg", 800, 600));
    const url = `/api/admin/media/${image.id}`;
    const good = { altSv: "Bild", altEn: "Picture", decorative: false, focalX: 0.5, focalY: 0.5 };
    const raw = (payload: string) =>
      app.app.inject({
        method: "PUT",
        url,
        headers: { origin: CONSOLE_ORIGIN, cookie: cookie(), "content-type": "application/json" },
        payload,
      });
    for (const focalX of [-0.01, 1.01, "0.5", null, true, [0.5], { x: 0.5 }, Number.MAX_VALUE]) {
      const response = await owner.put(url, { ...good, focalX });
      expect(response.statusCode, JSON.stringify(focalX)).toBe(400);
    }
    // What JSON cannot say, sent as text: NaN is not JSON; 1e999 parses to Infinity.
    for (const payload of [
      '{"altSv":"a","altEn":"b","decorative":false,"focalX":NaN,"focalY":0.5}',
      '{"altSv":"a","altEn":"b","decorative":false,"focalX":1e999,"focalY":0.5}',
      '{"altSv":"a","altEn":"b","decorative":false,"focalX":0.5}',
    ]) {
      expect((await raw(payload)).statusCode, payload).toBe(400);
    }
    const after = (await owner.get(url)).json();
    expect(after.focal).toEqual({ x: 0.5, y: 0.5 });
    expect(after.crops).toEqual(image.crops);
  }, 60_000);

  it("takes an image id as a page's Open Graph image, refusing a missing image, and a decorative one without both alt texts", async () => {
    const home = structuredClone(SEED.get("home")) as Home;
    home.meta.ogImage = "../../etc/passwd";
    const invalid = validateDocument("home", home);
    expect(invalid.ok ? [] : invalid.issues.map((issue) => issue.path)).toContain("$.meta.ogImage");
    home.meta.ogImage = "img-0123456789abcdef";
    expect(validateDocument("home", home).ok).toBe(true);

    const missing = await publishHome((body) => (body.meta.ogImage = "img-0123456789abcdef"));
    expect(missing.published).toBe(false);
    expect(missing.findings).toContainEqual({
      severity: "error",
      code: "unknown-image",
      document: "home",
      path: "$.meta.ogImage",
      detail: "img-0123456789abcdef",
    });

    // Decorative is enough on a card, not for a shared link: og:image:alt needs both texts.
    const image = await upload(await plainImage("jpeg", 1300, 800));
    await owner.put(`/api/admin/media/${image.id}`, { altSv: "", altEn: "", decorative: true, focalX: 0.5, focalY: 0.5 });
    const decorative = await publishHome((body) => (body.meta.ogImage = image.id));
    expect(decorative.findings.filter((finding) => finding.severity === "error")).toEqual([
      { severity: "error", code: "og-image-alt-missing", document: "home", path: "$.meta.ogImage", detail: image.id },
    ]);
    // The same decorative image as a team photo publishes.
    const card = await publishHome((body) => (body.team.members[0]!.photo = image.id));
    expect(card.published).toBe(true);

    await owner.put(`/api/admin/media/${image.id}`, {
      altSv: "Vårt kontor",
      altEn: "Our office",
      decorative: false,
      focalX: 0.5,
      focalY: 0.5,
    });
    expect((await publishHome((body) => (body.meta.ogImage = image.id))).published).toBe(true);
  }, 60_000);

  it("makes the crops of an image stored before crops existed, once, and renders its pages again", async () => {
    const image = await upload(await redLeftThird());
    await owner.put(`/api/admin/media/${image.id}`, {
      altSv: "Kontoret",
      altEn: "The office",
      decorative: false,
      focalX: 0.1,
      focalY: 0.5,
    });
    expect((await publishHome((home) => (home.team.members[0]!.photo = image.id))).published).toBe(true);
    // As an image stored before migration 2026-11-26_21_media_crops: only its full variants.
    await t.db.deleteFrom("media_variants").where("media_id", "=", image.id).where("crop", "!=", "full").execute();
    expect((await picturesFor(t.db, new Map([["home", { photo: image.id }]])))[image.id]!.square.jpeg).toEqual([]);
    const version = await contentVersion(t.db);

    // A server starting makes them in the background.
    await app.close();
    app = await startTestApp({ DATABASE_URL: t.url }, { now });
    await expect
      .poll(async () => (await t.db.selectFrom("media_variants").select("hash").where("crop", "!=", "full").execute()).length, {
        timeout: 30_000,
      })
      .toBe(10);
    await expect.poll(() => contentVersion(t.db), { timeout: 10_000 }).toBe(version + 1);
    const after = (await owner.get(`/api/admin/media/${image.id}`)).json();
    expect(after.crops).toHaveLength(10);
    // Around the focal point it already had.
    expect(await squareColour(after.crops)).toBe("red");
    expect(await contentVersion(t.db)).toBe(version + 1);
    // Nothing left to do: no new version.
    expect(await cropMissing(t.db, now)).toEqual([]);
    expect(await contentVersion(t.db)).toBe(version + 1);
  }, 60_000);

  it("keeps two images of the same file apart: each has its own variants, and removing one leaves the other whole", async () => {
    const bytes = await plainImage("jpeg", 700, 500);
    const first = await upload(bytes);
    const second = await upload(bytes);
    expect(second.variants).toHaveLength(first.variants.length);
    expect(second.crops).toHaveLength(first.crops.length);
    const urls = (image: { variants: { url: string }[]; crops: { url: string }[] }) =>
      [...image.variants, ...image.crops].map((variant) => variant.url);
    for (const url of urls(second)) expect(urls(first)).not.toContain(url);
    expect((await owner.delete(`/api/admin/media/${first.id}`)).statusCode).toBe(204);
    for (const url of urls(second)) expect((await app.app.inject({ method: "GET", url })).statusCode).toBe(200);
    for (const url of urls(first)) expect((await app.app.inject({ method: "GET", url })).statusCode).toBe(404);
  }, 60_000);
});
