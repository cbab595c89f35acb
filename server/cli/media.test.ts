import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { decompressionBomb, photoWithGps, plainImage, SVG, truncatedJpeg } from "../../test/support/images";
import { MEDIA_ERRORS } from "~/media/messages";
import { listAudit } from "../db";
import { runCommand, UsageError } from "./commands";

// `inbox media add | list | remove` (docs/decisions/024-media.md): it refuses what the console
// refuses, with both languages' message and exit 1, and stores nothing then.

describe.each(testDatabases())("inbox media on $name", ({ open }) => {
  let t: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    t = await open();
    dir = await mkdtemp(path.join(tmpdir(), "media-cli-"));
  });
  afterEach(async () => {
    await t?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  async function inbox(...argv: string[]): Promise<{ code: number; out: string }> {
    const lines: string[] = [];
    const code = await runCommand(argv, {
      db: t.db,
      retentionDays: 365,
      siteUrl: "https://example.test",
      out: (line) => lines.push(line),
    });
    return { code, out: lines.join("\n") };
  }
  const file = async (name: string, bytes: Buffer) => {
    const target = path.join(dir, name);
    await writeFile(target, bytes);
    return target;
  };
  const count = async () => (await t.db.selectFrom("media").select("id").execute()).length;

  it("adds a photo and prints its id, lists it, and removes it only when no document names it", async () => {
    const photo = await file("anna.jpg", await photoWithGps(1000, 800));
    const added = await inbox("media", "add", photo, "--alt-sv", "Anna vid tavlan", "--alt-en", "Anna at the whiteboard");
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/^img-[0-9a-f]{16}$/);
    const id = added.out;
    const decorative = await inbox("media", "add", await file("line.png", await plainImage("png")), "--decorative");
    expect(decorative.code).toBe(0);

    const listed = await inbox("media", "list");
    expect(listed.out).toContain(`${id}  800×1000`);
    expect(listed.out).toContain("sv: Anna vid tavlan | en: Anna at the whiteboard  unused");
    expect(listed.out).toContain(`${decorative.out}  400×300`);
    expect(listed.out).toContain("decorative");

    await t.db
      .insertInto("content_drafts")
      .values({
        document: "home",
        body: JSON.stringify({ team: [{ photo: id }] }),
        stale: "[]",
        version: 1,
        base_revision: 1,
        updated_by: "x",
        updated_at: "x",
      })
      .execute();
    expect((await inbox("media", "list")).out).toContain("used by home");
    const refused = await inbox("media", "remove", id);
    expect(refused).toEqual({ code: 1, out: `${MEDIA_ERRORS["media-in-use"].en}\n${MEDIA_ERRORS["media-in-use"].sv}` });
    await t.db.deleteFrom("content_drafts").execute();
    expect(await inbox("media", "remove", id)).toEqual({ code: 0, out: `Removed ${id}.` });
    expect((await inbox("media", "remove", id)).code).toBe(1);
    expect(await count()).toBe(1);
    expect((await listAudit(t.db, { limit: 5 })).map((entry) => `${entry.actor} ${entry.action}`)).toContain("cli media-removed");
  }, 60_000);

  it.each([
    ["an SVG", "logo.svg", async () => SVG, "media-svg"],
    ["an SVG named .png", "logo.png", async () => SVG, "media-svg"],
    ["a PNG named .jpg", "photo.jpg", () => plainImage("png"), "media-mismatch"],
    ["a GIF", "anim.gif", () => plainImage("png"), "media-type"],
    ["a decompression bomb", "bomb.png", () => decompressionBomb(), "media-too-many-pixels"],
    ["a corrupt JPEG", "cut.jpg", () => truncatedJpeg(), "media-corrupt"],
  ])("refuses %s with exit 1 and both languages' message", async (_name, name, make, code) => {
    const result = await inbox("media", "add", await file(name, await make()), "--alt-sv", "Bild", "--alt-en", "Image");
    const message = MEDIA_ERRORS[code as keyof typeof MEDIA_ERRORS];
    expect(result).toEqual({ code: 1, out: `${message.en}\n${message.sv}` });
    expect(await count()).toBe(0);
  });

  it("refuses an image without alt text in both languages unless decorative, and bad usage", async () => {
    const photo = await file("photo.jpg", await plainImage("jpeg"));
    expect((await inbox("media", "add", photo, "--alt-sv", "Bild")).code).toBe(1);
    expect((await inbox("media", "add", photo, "--alt-sv", "Bild", "--alt-en", "   ")).out).toContain(
      MEDIA_ERRORS["media-alt-missing"].en,
    );
    expect(await count()).toBe(0);
    await expect(inbox("media", "add")).rejects.toThrow(UsageError);
    await expect(inbox("media", "list", "--decorative")).rejects.toThrow(UsageError);
    await expect(inbox("media", "add", photo, "--publish")).rejects.toThrow(UsageError);
    await expect(inbox("media", "rename")).rejects.toThrow(UsageError);
  });
});
