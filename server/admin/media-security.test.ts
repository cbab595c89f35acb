import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSOLE_ORIGIN, enrolledFromShell, type ConsoleBrowser } from "../../test/support/console-browser";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { photoWithGps, plainImage } from "../../test/support/images";
import type { SoftPasskey } from "../../test/support/soft-passkey";
import { runCommand } from "../cli/commands";
import { listAudit, publishRevisions } from "../db";
import { seedDocuments } from "../content/seed";
import { saveContentDraft } from "../content/service";
import { MEDIA_ERRORS, MEDIA_LIBRARY_MAX_BYTES, MEDIA_UPLOADS_PER_HOUR } from "~/media/messages";

// The media library's security rules against the real server (docs/decisions/028-security-m4-m6.md):
// M4 (a change to an image a published page shows needs a fresh passkey check and the publish
// checks; alt texts follow the text rules), L15 (file names stored without control or bidi
// characters, and `inbox media list` prints nothing raw), L16 (a quota and an upload rate per
// session), L17 (a file replaced while the focal point moves leaves no crop of the old file).

type Home = { meta: { ogImage?: string }; team: { members: { photo?: string }[] } };

describe.each(testDatabases())("media security on $name", ({ open }) => {
  let t: TestDatabase;
  let app: TestApp;
  let owner: ConsoleBrowser;
  let key: SoftPasskey;
  let clock: Date;
  const now = () => new Date(clock);

  beforeEach(async () => {
    clock = new Date("2026-11-27T09:00:00.000Z");
    t = await open();
    app = await startTestApp({ DATABASE_URL: t.url }, { now });
    ({ browser: owner, key } = await enrolledFromShell(() => app, t.db, "owner@nordlegend.se", now));
  });
  afterEach(async () => {
    await app?.close();
    await t?.dispose();
  });

  const cookie = (browser: ConsoleBrowser) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const upload = (bytes: Buffer, type = "image/png", url = "/api/admin/media", name = "photo.png") =>
    app.app.inject({
      method: "POST",
      url,
      headers: { origin: CONSOLE_ORIGIN, cookie: cookie(owner), "content-type": type, "x-file-name": encodeURIComponent(name) },
      payload: bytes,
    });
  async function stepUp(): Promise<void> {
    const { challengeId, options } = (await owner.post("/api/admin/step-up/options")).json();
    const verified = await owner.post("/api/admin/step-up/verify", {
      challengeId,
      response: key.authenticate(options, CONSOLE_ORIGIN),
    });
    expect(verified.statusCode, verified.body).toBe(200);
  }
  const details = (altSv: string, altEn: string, extra: Record<string, unknown> = {}) => ({
    altSv,
    altEn,
    decorative: false,
    focalX: 0.5,
    focalY: 0.5,
    ...extra,
  });
  async function imageWithAlt(): Promise<string> {
    const added = await upload(await plainImage("png"));
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    expect((await owner.put(`/api/admin/media/${id}`, details("Anna på kontoret", "Anna at the office"))).statusCode).toBe(200);
    return id;
  }
  async function publishHome(change: (home: Home) => void): Promise<void> {
    const home = structuredClone(seedDocuments().get("home")) as Home;
    change(home);
    await publishRevisions(t.db, { items: [{ document: "home", body: home, stale: [] }], author: "x" }, now());
  }
  const row = (id: string) => t.db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("M4: changing an image a published page shows needs a fresh passkey check; one only in a draft does not", async () => {
    const id = await imageWithAlt();
    await publishHome((home) => (home.team.members[0]!.photo = id));
    const original = (await row(id)).original;
    clock = new Date(clock.getTime() + 6 * 60_000);

    const put = await owner.put(`/api/admin/media/${id}`, details("Ring oss för återbetalning", "Call now for your refund"));
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ error: "step-up" });
    const replace = await upload(await plainImage("png", 500, 400), "image/png", `/api/admin/media/${id}/file`);
    expect(replace.statusCode).toBe(403);
    expect(replace.json()).toEqual({ error: "step-up" });
    const unchanged = await row(id);
    expect([unchanged.alt_sv, unchanged.width]).toEqual(["Anna på kontoret", 400]);
    expect(Buffer.from(unchanged.original).equals(Buffer.from(original))).toBe(true);

    await stepUp();
    const changed = await owner.put(`/api/admin/media/${id}`, details("Anna i Stockholm", "Anna in Stockholm"));
    expect(changed.statusCode, changed.body).toBe(200);
    const audit = (await listAudit(t.db, { limit: 500 })).find(
      (entry) => entry.action === "media-updated" && entry.detail.live === true,
    );
    expect(audit?.detail).toMatchObject({
      before: { altSv: "Anna på kontoret", altEn: "Anna at the office" },
      after: { altSv: "Anna i Stockholm", altEn: "Anna in Stockholm" },
    });
    const replaced = await upload(await plainImage("png", 500, 400), "image/png", `/api/admin/media/${id}/file`);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const replacedAudit = (await listAudit(t.db, { limit: 500 })).find((entry) => entry.action === "media-replaced");
    expect(replacedAudit?.detail).toMatchObject({ live: true, before: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(replacedAudit?.detail.after).not.toBe(replacedAudit?.detail.before);

    // Named only by a draft: the publish that carries it is the check.
    clock = new Date(clock.getTime() + 6 * 60_000);
    const draftOnly = await imageWithAlt();
    const home = structuredClone(seedDocuments().get("home")) as Home;
    home.team.members[1]!.photo = draftOnly;
    const deps = { db: t.db, seed: seedDocuments, now };
    const drafts = await t.db.selectFrom("content_drafts").select("version").where("document", "=", "home").executeTakeFirst();
    await saveContentDraft(deps, { document: "home", body: home, expectedVersion: drafts?.version ?? 0, author: "x" });
    expect((await owner.put(`/api/admin/media/${draftOnly}`, details("Utkast", "Draft"))).statusCode).toBe(200);
  }, 60_000);

  it("M4: alt texts with bidi overrides, markup, control characters or line breaks are refused in both languages", async () => {
    const id = await imageWithAlt();
    for (const hostile of [
      "Call now \u202Eevil",
      "<img src=x onerror=alert(1)>",
      "Bell\u0007",
      "Two\nlines",
      "javascript:alert(1)",
    ]) {
      const refused = await owner.put(`/api/admin/media/${id}`, details("Bra text", hostile));
      expect(refused.statusCode, hostile).toBe(400);
      expect(refused.json()).toEqual({ error: "media-alt-text", message: MEDIA_ERRORS["media-alt-text"] });
    }
    expect((await row(id)).alt_en).toBe("Anna at the office");
  }, 60_000);

  it("M4: a page's Open Graph image keeps both alt texts, decorative or not", async () => {
    const id = await imageWithAlt();
    await publishHome((home) => (home.meta.ogImage = id));
    const refused = await owner.put(`/api/admin/media/${id}`, details("", "", { decorative: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "media-og-alt", message: MEDIA_ERRORS["media-og-alt"] });
  }, 60_000);

  it("L15: a file name's control and bidi characters are not stored, and `inbox media list` prints no escape", async () => {
    const added = await upload(await plainImage("png"), "image/png", "/api/admin/media", "\u202Egpj.exe\u001b[31mRED\u0007.png");
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().fileName).toBe(" gpj.exe [31mRED .png");
    // One stored before the rule: the command line makes it visible, never raw.
    await t.db.updateTable("media").set({ file_name: "old\u001b]0;title\u0007\u202Eevil", alt_sv: "alt\u001b[2J" }).execute();
    const lines: string[] = [];
    const io = { db: t.db, retentionDays: 365, siteUrl: SITE_URL, out: (line: string) => lines.push(line), now };
    expect(await runCommand(["media", "list"], io)).toBe(0);
    const printed = lines.join("\n");
    // eslint-disable-next-line no-control-regex
    expect(printed).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/);
    expect(printed).toContain("old");
  }, 60_000);

  it("L16: uploads per session and hour are limited, and a full library refuses more, each with a message", async () => {
    for (let i = 0; i < MEDIA_UPLOADS_PER_HOUR; i++) {
      // Refused for its type, but an upload all the same: it counts.
      expect((await upload(Buffer.from("not an image"), "application/pdf")).statusCode).toBe(415);
    }
    const limited = await upload(await plainImage("png"));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: "media-rate", message: MEDIA_ERRORS["media-rate"] });
    clock = new Date(clock.getTime() + 61 * 60_000);
    await stepUp();
    expect((await upload(await plainImage("png"))).statusCode).toBe(201);

    // The library's originals at the quota: the next upload is refused, nothing stored.
    await t.db.updateTable("media").set({ size: MEDIA_LIBRARY_MAX_BYTES }).execute();
    const full = await upload(await plainImage("png"));
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ error: "media-quota", message: MEDIA_ERRORS["media-quota"] });
    expect((await t.db.selectFrom("media").select("id").execute()).length).toBe(1);
  }, 90_000);

  it("I12: the stored original keeps no EXIF, GPS or XMP, but keeps its orientation", async () => {
    const withMetadata = async (format: "jpeg" | "png" | "webp", orientation?: number) => {
      let image = sharp({ create: { width: 600, height: 400, channels: 3, background: "#c87828" } })
        .toFormat(format)
        .withExif({
          IFD0: { Make: "TestCam", Copyright: "secret-owner" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "59/1 19/1 0/1" },
        })
        .withXmp(
          '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>secret-owner</x:xmpmeta>',
        );
      if (orientation) image = image.withMetadata({ orientation });
      return image.toBuffer();
    };
    // What, the file, its type, the stored original's orientation, and whether the picture is turned.
    const cases: [string, Buffer, string, number, boolean][] = [
      ["a phone's JPEG, turned", await photoWithGps(), "image/jpeg", 6, true],
      ["a PNG", await withMetadata("png"), "image/png", 1, false],
      ["a WebP", await withMetadata("webp"), "image/webp", 1, false],
      ["a WebP, turned (stored turned)", await withMetadata("webp", 6), "image/webp", 1, true],
    ];
    for (const [what, bytes, type, orientation, turned] of cases) {
      // What the file carries in (sharp writes EXIF into JPEG and WebP; PNG gets at most its XMP).
      if (type !== "image/png") expect((await sharp(bytes).metadata()).exif, what).toBeDefined();
      const added = await upload(bytes, type);
      expect(added.statusCode, `${what}: ${added.body}`).toBe(201);
      const stored = Buffer.from((await row(added.json().id)).original);
      expect(stored.includes("secret-owner"), what).toBe(false);
      expect(stored.includes("TestCam"), what).toBe(false);
      const meta = await sharp(stored).metadata();
      expect([what, meta.xmp, meta.orientation ?? 1]).toEqual([what, undefined, orientation]);
      // Turned as the variants are: the stored original shows the picture the same way up.
      expect(added.json().width < added.json().height, what).toBe(turned);
      const storedSize = await sharp(stored).autoOrient().metadata();
      expect((storedSize.autoOrient?.width ?? storedSize.width) < (storedSize.autoOrient?.height ?? storedSize.height), what).toBe(turned);
    }
  }, 90_000);

  it("L17: a file replaced while the focal point moves leaves no crop of the old file", async () => {
    const solid = (colour: string) =>
      sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const added = await upload(await solid("#ff0000"));
    const id = added.json().id as string;
    const blue = await solid("#0000ff");
    const [replaced, moved] = await Promise.all([
      upload(blue, "image/png", `/api/admin/media/${id}/file`),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return owner.put(`/api/admin/media/${id}`, details("", "", { focalX: 0.2, focalY: 0.8 }));
      })(),
    ]);
    expect([replaced.statusCode, moved.statusCode]).toEqual([200, 200]);
    const variants = await t.db
      .selectFrom("media_variants")
      .select(["crop", "format", "body"])
      .where("media_id", "=", id)
      .execute();
    expect(variants.filter((variant) => variant.crop !== "full").length).toBeGreaterThan(0);
    for (const variant of variants.filter((each) => each.format === "jpeg")) {
      const { dominant } = await sharp(Buffer.from(variant.body)).stats();
      expect([variant.crop, dominant.b > dominant.r]).toEqual([variant.crop, true]);
    }
    expect(await row(id)).toMatchObject({ focal_x: 0.2, focal_y: 0.8 });
  }, 90_000);
});
