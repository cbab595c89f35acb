import { Readable } from "node:stream";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSOLE_ORIGIN, ConsoleBrowser, enrol, enrolledFromShell, inviteFromShell } from "../../test/support/console-browser";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { decompressionBomb, photoWithGps, plainImage, SVG, truncatedJpeg } from "../../test/support/images";
import { runCommand } from "../cli/commands";
import { listAudit, publishRevisions } from "../db";
import { MEDIA_ERRORS } from "~/media/messages";

// The media library's API against the real server (docs/decisions/024-media.md): who may use it,
// every refusal with its message in both languages and nothing stored, the variants served with
// hashed URLs, immutable caching, their types and ETags, and no image removed while in use.

describe.each(testDatabases())("the media API on $name", ({ open }) => {
  let t: TestDatabase;
  let app: TestApp;
  let owner: ConsoleBrowser;
  const now = () => new Date("2026-11-25T09:00:00.000Z");

  beforeEach(async () => {
    t = await open();
    app = await startTestApp({ DATABASE_URL: t.url }, { now });
    owner = (await enrolledFromShell(() => app, t.db, "owner@nordlegend.se", now)).browser;
  });
  afterEach(async () => {
    await app?.close();
    await t?.dispose();
  });

  async function signedIn(email: string, role?: "editor" | "operator"): Promise<ConsoleBrowser> {
    const token = await inviteFromShell(t.db, email, now);
    if (role) {
      const io = { db: t.db, retentionDays: 365, siteUrl: SITE_URL, out: () => undefined, now };
      expect(await runCommand(["operator", "role", email, role], io)).toBe(0);
    }
    const browser = new ConsoleBrowser(() => app);
    await enrol(browser, token);
    return browser;
  }

  const upload = (browser: ConsoleBrowser, bytes: Buffer | Readable, type: string, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: "POST",
      url: "/api/admin/media",
      headers: {
        origin: CONSOLE_ORIGIN,
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "content-type": type,
        "x-file-name": encodeURIComponent("Anna på kontoret.jpg"),
        ...headers,
      },
      payload: bytes,
    });
  const stored = async () => ({
    media: (await t.db.selectFrom("media").select("id").execute()).length,
    variants: (await t.db.selectFrom("media_variants").select("hash").execute()).length,
  });

  it("processes an upload, serves every variant with a hashed URL, immutable caching, its type and ETag, without metadata", async () => {
    const response = await upload(owner, await photoWithGps(1400, 1000), "image/jpeg");
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ fileName: "Anna på kontoret.jpg", width: 1000, height: 1400, altMissing: true, usedBy: [] });
    expect(image.variants).toHaveLength(9);
    for (const variant of image.variants) {
      expect(variant.url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.(avif|webp|jpg)$/);
      const file = await app.app.inject({ method: "GET", url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe(
        { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" }[variant.format as string],
      );
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(file.rawPayload).metadata();
      expect([metadata.width, metadata.exif, metadata.xmp]).toEqual([variant.width, undefined, undefined]);
      const again = await app.app.inject({
        method: "GET",
        url: variant.url,
        headers: { "if-none-match": String(file.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect((await app.app.inject({ method: "GET", url: "/media/AAAAAAAAAAAAAAAAAAAAAA.jpg" })).statusCode).toBe(404);
    const avif = image.variants.find((variant: { format: string }) => variant.format === "avif").url as string;
    expect((await app.app.inject({ method: "GET", url: avif.replace(".avif", ".jpg") })).statusCode).toBe(404);
    expect((await listAudit(t.db, { limit: 5 })).map((entry) => entry.action)).toContain("media-added");
  }, 60_000);

  it.each([
    ["an SVG", async () => SVG, "image/svg+xml", 415, "media-svg"],
    ["an SVG labelled PNG", async () => SVG, "image/png", 415, "media-svg"],
    ["a PDF", async () => Buffer.from("%PDF-1.7"), "application/pdf", 415, "media-type"],
    ["a PNG labelled JPEG", () => plainImage("png"), "image/jpeg", 400, "media-mismatch"],
    ["a decompression bomb", () => decompressionBomb(), "image/png", 400, "media-too-many-pixels"],
    ["a corrupt JPEG", () => truncatedJpeg(), "image/jpeg", 400, "media-corrupt"],
    ["an empty body", async () => Buffer.alloc(0), "image/jpeg", 400, "media-mismatch"],
  ])("refuses %s with a message in both languages and stores nothing", async (_name, make, type, status, code) => {
    const response = await upload(owner, await make(), type);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: code, message: MEDIA_ERRORS[code as keyof typeof MEDIA_ERRORS] });
    expect(await stored()).toEqual({ media: 0, variants: 0 });
  });

  it("takes a photo of several megabytes (over the server's default body limit)", async () => {
    const noisy = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 50 },
      },
    })
      .jpeg({ quality: 98 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(owner, noisy, "image/jpeg");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 2000, height: 1500, size: noisy.length });
  }, 60_000);

  it("refuses a file over 20 MB, declared or not, without storing it", async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0xff);
    const declared = await upload(owner, big, "image/jpeg");
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error).toBe("media-too-large");
    // A stream has no declared length: it is cut off once past the limit.
    const chunked = await upload(owner, Readable.from([big.subarray(0, 1 << 24), big.subarray(1 << 24)]), "image/jpeg");
    expect(chunked.statusCode).toBe(413);
    expect(await stored()).toEqual({ media: 0, variants: 0 });
  });

  it("keeps operators, other origins and signed-out browsers out", async () => {
    const operator = await signedIn("operator@nordlegend.se");
    const photo = await plainImage("jpeg");
    expect((await upload(operator, photo, "image/jpeg")).json().error).toBe("no-content");
    expect((await upload(owner, photo, "image/jpeg", { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await upload(new ConsoleBrowser(() => app), photo, "image/jpeg")).statusCode).toBe(401);
    expect(await stored()).toEqual({ media: 0, variants: 0 });
    const editor = await signedIn("editor@nordlegend.se", "editor");
    expect((await upload(editor, photo, "image/jpeg")).statusCode).toBe(201);
  });

  it("sets alt texts and focal point, refuses hostile values, replaces the file, and removes only what no document uses", async () => {
    const image = (await upload(owner, await plainImage("png", 700, 500), "image/png")).json();
    const url = `/api/admin/media/${image.id}`;
    for (const bad of [
      { altSv: "x", altEn: "y", decorative: false, focalX: 1.5, focalY: 0.5 },
      { altSv: "x".repeat(301), altEn: "y", decorative: false, focalX: 0.5, focalY: 0.5 },
      { altSv: "x", altEn: "y", decorative: "yes", focalX: 0.5, focalY: 0.5 },
    ]) {
      expect((await owner.put(url, bad)).statusCode).toBe(400);
    }
    const details = { altSv: "Anna vid tavlan", altEn: "Anna at the whiteboard", decorative: false, focalX: 0.3, focalY: 0.2 };
    const updated = (await owner.put(url, details)).json();
    expect(updated).toMatchObject({
      alt: { sv: "Anna vid tavlan", en: "Anna at the whiteboard" },
      focal: { x: 0.3, y: 0.2 },
      altMissing: false,
    });
    expect((await owner.put("/api/admin/media/img-0000000000000000", details)).statusCode).toBe(404);

    const replaced = await app.app.inject({
      method: "POST",
      url: `${url}/file`,
      headers: {
        origin: CONSOLE_ORIGIN,
        cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "content-type": "image/webp",
      },
      payload: await plainImage("webp", 1300, 900),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: image.id, width: 1300, type: "image/webp", alt: updated.alt });
    expect(replaced.json().variants.map((variant: { width: number }) => variant.width)).toEqual([
      320, 320, 320, 640, 640, 640, 960, 960, 960, 1280, 1280, 1280,
    ]);
    for (const old of image.variants) expect((await app.app.inject({ method: "GET", url: old.url })).statusCode).toBe(404);

    // A draft naming the image keeps it.
    await t.db
      .insertInto("content_drafts")
      .values({
        document: "home",
        body: JSON.stringify({ photo: image.id }),
        stale: "[]",
        version: 1,
        base_revision: 1,
        updated_by: "x",
        updated_at: "x",
      })
      .execute();
    expect((await owner.get(url)).json().usedBy).toEqual(["home"]);
    expect((await owner.get(url)).json().uses).toEqual([{ document: "home", field: "$.photo", state: "draft" }]);
    const refused = await owner.delete(url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: "media-in-use", message: MEDIA_ERRORS["media-in-use"] });
    await t.db.deleteFrom("content_drafts").execute();
    expect((await owner.delete(url)).statusCode).toBe(204);
    expect(await stored()).toEqual({ media: 0, variants: 0 });
    expect((await owner.delete(url)).statusCode).toBe(404);
  }, 60_000);

  it("names each field that uses an image, live or only in a draft, and nothing that merely mentions its id", async () => {
    const a = (await upload(owner, await plainImage("png", 400, 300), "image/png")).json();
    const b = (await upload(owner, await plainImage("png", 400, 300), "image/png")).json();
    const home = {
      team: { members: [{ name: { sv: a.id, en: `see ${b.id}` } }, { photo: a.id }] },
      portfolio: { projects: [{ image: b.id }] },
    };
    await t.db
      .insertInto("content_drafts")
      .values({
        document: "home",
        body: JSON.stringify(home),
        stale: "[]",
        version: 1,
        base_revision: 1,
        updated_by: "x",
        updated_at: "x",
      })
      .execute();
    const images = (await owner.get("/api/admin/media")).json().images as { id: string; uses: unknown[] }[];
    const usesOf = (id: string) => images.find((image) => image.id === id)?.uses;
    // A text that is exactly an id is a use too (the page would not show it, but removal must not break it).
    expect(usesOf(a.id)).toEqual([
      { document: "home", field: "$.team.members[0].name.sv", state: "draft" },
      { document: "home", field: "$.team.members[1].photo", state: "draft" },
    ]);
    expect(usesOf(b.id)).toEqual([{ document: "home", field: "$.portfolio.projects[0].image", state: "draft" }]);
    // Published, the field is live; the draft keeping it there does not name it twice.
    await publishRevisions(t.db, { items: [{ document: "home", body: home, stale: [] }], author: "x" }, now());
    const live = (await owner.get(`/api/admin/media/${b.id}`)).json();
    expect(live.uses).toEqual([{ document: "home", field: "$.portfolio.projects[0].image", state: "live" }]);
    await t.db.deleteFrom("content_live").execute();

    // Unused images have none, and a broken body names none.
    await t.db.updateTable("content_drafts").set({ body: '{"photo": "img-' }).execute();
    const after = (await owner.get("/api/admin/media")).json().images as { uses: unknown[] }[];
    expect(after.map((image) => image.uses)).toEqual([[], []]);
  }, 60_000);
});
