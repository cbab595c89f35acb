import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { contentVersion, getDraft, listAudit, listRevisions, liveRevision } from "../db";
import { CONTENT_MIGRATIONS, prepareContent, type ContentMigration } from "./migrations";
import { seedDocuments } from "./seed";
import {
  compareRevisions,
  confirmTranslations,
  exportContent,
  importContent,
  listDocuments,
  publishDrafts,
  restoreRevision,
  saveContentDraft,
  type ContentDeps,
} from "./service";

/** Content revisions on both databases: seed, drafts, conflicts, one-step publish, history, restore, migrations. */

const SEED = seedDocuments();
const seed = () => SEED;
const T0 = new Date("2026-11-25T10:00:00.000Z");
const clone = <T>(value: T): T => structuredClone(value);
type Home = { hero: { slogan: { sv: string; en: string } }; team: { members: unknown[] } };

describe.each(testDatabases())("content storage on $name", ({ open }) => {
  let t: TestDatabase;
  let deps: ContentDeps;
  beforeEach(async () => {
    t = await open();
    deps = { db: t.db, seed, now: () => T0 };
    await prepareContent(t.db, seed, { now: T0 });
  });
  afterEach(async () => t?.dispose());

  const homeWithSlogan = (sv: string, en?: string) => {
    const body = clone(SEED.get("home")) as Home;
    body.hero.slogan.sv = sv;
    if (en !== undefined) body.hero.slogan.en = en;
    return body;
  };

  it("starts a new database with the seed as the first published revision of every document, once", async () => {
    expect(await contentVersion(t.db)).toBe(1);
    const revisions = await listRevisions(t.db);
    expect(revisions).toHaveLength(SEED.size);
    expect(revisions.every((revision) => revision.number === 1 && revision.author === "seed")).toBe(true);
    expect((await liveRevision(t.db, "home"))?.body).toEqual(SEED.get("home"));
    expect(await prepareContent(t.db, seed, { now: T0 })).toEqual([]);
    expect(await listRevisions(t.db)).toHaveLength(SEED.size);
    const list = await listDocuments(t.db);
    expect(list.find((entry) => entry.document === "home")).toMatchObject({ live: { number: 1 }, draft: null, stale: 0 });
  });

  it("tells the second of two editors that the page changed, and overwrites nothing", async () => {
    const first = await saveContentDraft(deps, {
      document: "home",
      body: homeWithSlogan("Första"),
      expectedVersion: 0,
      author: "a@x.se",
    });
    expect(first.version).toBe(1);
    await expect(
      saveContentDraft(deps, { document: "home", body: homeWithSlogan("Andra"), expectedVersion: 0, author: "b@x.se" }),
    ).rejects.toMatchObject({ statusCode: 409, code: "conflict", current: { version: 1, updatedBy: "a@x.se" } });
    expect(((await getDraft(t.db, "home"))?.body as Home).hero.slogan.sv).toBe("Första");
    const second = await saveContentDraft(deps, {
      document: "home",
      body: homeWithSlogan("Andra"),
      expectedVersion: 1,
      author: "b@x.se",
    });
    expect(second.version).toBe(2);
  });

  it("refuses an invalid or hostile body, naming the field", async () => {
    await expect(
      saveContentDraft(deps, {
        document: "home",
        body: homeWithSlogan("<script>alert(1)</script>"),
        expectedVersion: 0,
        author: "a@x.se",
      }),
    ).rejects.toMatchObject({ statusCode: 400, issues: [{ path: "$.hero.slogan.sv", problem: "markup" }] });
    expect(await getDraft(t.db, "home")).toBeUndefined();
  });

  it("marks the other language stale when one changes, until it is edited or confirmed", async () => {
    const draft = await saveContentDraft(deps, {
      document: "home",
      body: homeWithSlogan("Ny svensk slogan"),
      expectedVersion: 0,
      author: "a@x.se",
    });
    expect(draft.stale).toEqual(["$.hero.slogan.en"]);
    const edited = await saveContentDraft(deps, {
      document: "home",
      body: homeWithSlogan("Ny svensk slogan", "A new slogan"),
      expectedVersion: 1,
      author: "a@x.se",
    });
    expect(edited.stale).toEqual([]);
    const again = await saveContentDraft(deps, {
      document: "home",
      body: homeWithSlogan("Ännu en", "A new slogan"),
      expectedVersion: 2,
      author: "a@x.se",
    });
    expect(again.stale).toEqual(["$.hero.slogan.en"]);
    const confirmed = await confirmTranslations(deps, {
      document: "home",
      marks: ["$.hero.slogan.en"],
      expectedVersion: 3,
      author: "a@x.se",
    });
    expect(confirmed.stale).toEqual([]);
    expect((await listAudit(t.db, { limit: 10 })).map((entry) => entry.action)).toContain("content-stale-confirmed");
  });

  it("publishes a set of drafts in one step, keeps every revision with who, when and the note", async () => {
    await saveContentDraft(deps, { document: "home", body: homeWithSlogan("Ny", "New"), expectedVersion: 0, author: "a@x.se" });
    const company = clone(SEED.get("company")) as { phone: { display: string } };
    company.phone.display = "+46 8 000 000 00";
    await saveContentDraft(deps, { document: "company", body: company, expectedVersion: 0, author: "a@x.se" });
    const outcome = await publishDrafts(deps, {
      documents: ["home", "company"],
      note: "Ny slogan",
      author: "a@x.se",
      confirmWarnings: true,
    });
    expect(outcome).toMatchObject({
      published: true,
      version: 2,
      revisions: [
        { document: "home", number: 2 },
        { document: "company", number: 2 },
      ],
    });
    expect(await contentVersion(t.db)).toBe(2);
    expect(await getDraft(t.db, "home")).toBeUndefined();
    const history = await listRevisions(t.db, { document: "home" });
    expect(history.map((revision) => [revision.number, revision.author, revision.note])).toEqual([
      [2, "a@x.se", "Ny slogan"],
      [1, "seed", "seed"],
    ]);
    const audit = await listAudit(t.db, { limit: 5 });
    expect(audit[0]).toMatchObject({
      action: "content-published",
      actor: "a@x.se",
      detail: { version: 2, revisions: ["home#2", "company#2"] },
    });
  });

  it("stops a publish on errors, asks first on warnings, and records the confirmed stale fields", async () => {
    const home = homeWithSlogan("Bara svenska ändrad");
    (home as unknown as { portfolio: { projects: { url?: string }[] } }).portfolio.projects[0]!.url = "/sv/no-such-page";
    await saveContentDraft(deps, { document: "home", body: home, expectedVersion: 0, author: "a@x.se" });
    const refused = await publishDrafts(deps, { documents: ["home"], author: "a@x.se", confirmWarnings: true });
    expect(refused.published).toBe(false);
    expect(refused.findings).toContainEqual({
      severity: "error",
      code: "dead-link",
      document: "home",
      path: "$.portfolio.projects[0].url",
      detail: "/sv/no-such-page",
    });

    await saveContentDraft(deps, {
      document: "home",
      body: homeWithSlogan("Bara svenska ändrad"),
      expectedVersion: 1,
      author: "a@x.se",
    });
    const asked = await publishDrafts(deps, { documents: ["home"], author: "a@x.se", confirmWarnings: false });
    expect(asked.published).toBe(false);
    expect(asked.findings).toContainEqual({ severity: "warning", code: "stale", document: "home", path: "$.hero.slogan.en" });
    const done = await publishDrafts(deps, { documents: ["home"], author: "a@x.se", confirmWarnings: true });
    expect(done.published).toBe(true);
    const [entry] = await listAudit(t.db, { limit: 1 });
    expect(entry?.detail).toMatchObject({ staleConfirmed: 1 });
    expect(await contentVersion(t.db)).toBe(2);
  });

  it("compares two revisions field by field and restores either way", async () => {
    await saveContentDraft(deps, {
      document: "home",
      body: homeWithSlogan("Bortom det vanliga", "Beyond"),
      expectedVersion: 0,
      author: "a@x.se",
    });
    await publishDrafts(deps, { documents: ["home"], author: "a@x.se", confirmWarnings: true });
    const changes = await compareRevisions(t.db, "home", 1, 2);
    expect(changes.map((change) => change.path)).toEqual(["$.hero.slogan.sv", "$.hero.slogan.en"]);
    expect(changes[0]?.words.some((word) => word.op === "added" && word.text.includes("vanliga"))).toBe(true);

    const asDraft = await restoreRevision(deps, { document: "home", number: 1, mode: "draft", author: "a@x.se" });
    expect(asDraft.draft?.body).toEqual(SEED.get("home"));
    const published = await restoreRevision(deps, {
      document: "home",
      number: 1,
      mode: "publish",
      author: "a@x.se",
      confirmWarnings: true,
    });
    expect(published.outcome).toMatchObject({ published: true, revisions: [{ document: "home", number: 3 }] });
    expect((await liveRevision(t.db, "home"))?.body).toEqual(SEED.get("home"));
    expect((await listAudit(t.db, { limit: 1 }))[0]).toMatchObject({ action: "content-restored", detail: { from: 1 } });
  });

  it("exports everything live and imports it back as drafts or published, refusing a bad file whole", async () => {
    const exported = await exportContent(t.db);
    expect(Object.keys(exported.documents)).toHaveLength(SEED.size);
    const file = clone(exported) as { documents: Record<string, Home> };
    file.documents.home!.hero.slogan.sv = "Importerad";
    await importContent(deps, { file, publish: false, author: "cli" });
    expect(((await getDraft(t.db, "home"))?.body as Home).hero.slogan.sv).toBe("Importerad");

    const bad = clone(file);
    bad.documents.home!.hero.slogan.en = "x\u202Ey";
    await expect(importContent(deps, { file: bad, publish: true, author: "cli" })).rejects.toMatchObject({
      issues: [{ document: "home", path: "$.hero.slogan.en", problem: "bidi" }],
    });
    expect(await contentVersion(t.db)).toBe(1);
    const { outcome } = await importContent(deps, { file, publish: true, author: "cli" });
    expect(outcome?.published).toBe(true);
    expect(((await liveRevision(t.db, "home"))?.body as Home).hero.slogan.sv).toBe("Importerad");
  });

  it("runs a content migration once over every revision and draft of its kinds, and refuses one that breaks the schema", async () => {
    await saveContentDraft(deps, {
      document: "home",
      body: homeWithSlogan("Utkast", "Draft"),
      expectedVersion: 0,
      author: "a@x.se",
    });
    const shout: ContentMigration = {
      kinds: ["home"],
      up: (body) => {
        const home = body as Home;
        home.hero.slogan.en = home.hero.slogan.en.toUpperCase();
        return home;
      },
    };
    const ran = await prepareContent(t.db, seed, { migrations: { "2026-12-01_01_shout": shout }, now: T0 });
    expect(ran).toEqual(["2026-12-01_01_shout"]);
    expect(((await liveRevision(t.db, "home"))?.body as Home).hero.slogan.en).toBe(
      SEED.get("home") && (SEED.get("home") as Home).hero.slogan.en.toUpperCase(),
    );
    expect(((await getDraft(t.db, "home"))?.body as Home).hero.slogan.en).toBe("DRAFT");
    expect(await contentVersion(t.db)).toBe(2);
    expect(await prepareContent(t.db, seed, { migrations: { "2026-12-01_01_shout": shout }, now: T0 })).toEqual([]);

    const breaking: ContentMigration = { kinds: ["home"], up: () => ({ hero: null }) };
    await expect(prepareContent(t.db, seed, { migrations: { "2026-12-02_01_break": breaking }, now: T0 })).rejects.toThrow(
      "2026-12-02_01_break",
    );
    expect(((await liveRevision(t.db, "home"))?.body as Home).hero).toBeTruthy();
    const names = (await t.db.selectFrom("content_migrations").select("name").execute()).map((row) => row.name);
    // The shipped migrations count as applied on a new database; of the test's, only the first.
    expect(names.filter((name) => !(name in CONTENT_MIGRATIONS))).toEqual(["2026-12-01_01_shout"]);
  });
});
