import { copyFile, mkdir, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import {
  JSON_FORM_HEADERS,
  formBody,
  clientDirIn,
  makeTempDir,
  SITE_URL,
  startTestApp,
  type TestApp,
} from "../../test/support/enquiry-app";
import { startServerProcess } from "../../test/support/server-process";
import { loggerOptions } from "../http/logging";
import { sqliteConnectionOf } from "../db";
import { backupName, checkBackupFile, listBackups, pruneBackups, takeBackup } from "./files";

/**
 * The server's own backups of the SQLite store: taken at start when due, checked, private,
 * never left half-written, pruned after BACKUP_KEEP_DAYS, consistent while posts arrive, and
 * reported on /readyz and to the console.
 */

const apps: TestApp[] = [];
/** Folders of apps closed by the test itself (to start another on the same database). */
const folders: string[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  while (folders.length) await rm(folders.pop()!, { recursive: true, force: true });
});

/** Closes an app but keeps its folder, for the next app on the same database. */
async function stop(t: TestApp): Promise<void> {
  apps.splice(apps.indexOf(t), 1);
  folders.push(t.dir);
  await t.app.close();
}

async function start(env: Record<string, string> = {}, options: Parameters<typeof startTestApp>[1] = {}): Promise<TestApp> {
  const t = await startTestApp(env, options);
  apps.push(t);
  return t;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const post = (t: TestApp, payload = formBody("contact")) =>
  t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload });

describe("the daily backup", () => {
  it("is taken at start into backups/ beside the database: named with its time, mode 0600, checked", async () => {
    const t = await start();
    const dir = join(t.dir, "backups");
    const [file] = await until(async () => {
      const files = await listBackups(dir);
      return files.length > 0 ? files : undefined;
    }, "the start backup");
    expect(file!.name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.db$/);
    expect(Math.abs(file!.takenAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await stat(file!.path)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    // One self-contained file: no WAL beside it, nothing temporary left.
    expect(await readdir(dir)).toEqual([file!.name]);
    const check = checkBackupFile(file!.path);
    expect(check.integrity).toBe("ok");
    expect(check.migrations.length).toBeGreaterThan(0);

    const ready = (await t.app.inject({ url: "/readyz" })).json<{ backup: unknown }>();
    expect(ready.backup).toEqual({ lastGoodAt: file!.takenAt.toISOString(), lastAttemptFailed: false, warning: "none" });
  });

  it("at start, is taken only when the newest backup is more than a day old", async () => {
    const fresh = await start({}, { backupTiming: { checkIntervalMs: 60_000 } });
    const dir = join(fresh.dir, "backups");
    await until(async () => ((await listBackups(dir)).length === 1 ? true : undefined), "the first backup");
    await stop(fresh);
    const [first] = await listBackups(dir);

    // Started again at once: the backup of a minute ago is recent, none is taken.
    const again = await start({}, { dir: fresh.dir });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await listBackups(dir)).map((file) => file.name)).toEqual([first!.name]);
    await stop(again);

    // Backdated 25 hours: the next start takes a new one.
    const old = join(dir, backupName(new Date(Date.now() - 25 * 3_600_000)));
    await copyFile(first!.path, old);
    await rm(first!.path);
    const later = await start({}, { dir: fresh.dir });
    await until(async () => ((await listBackups(dir)).length === 2 ? true : undefined), "a new backup");
    const status = await later.app.backups.status();
    expect(Date.now() - Date.parse(status.lastGood!.at)).toBeLessThan(60_000);
  });

  it("are deleted by the server once older than BACKUP_KEEP_DAYS", async () => {
    const temp = await makeTempDir("backup-prune-");
    folders.push(temp.dir);
    const dir = join(temp.dir, "backups");
    await mkdir(dir);
    const old = backupName(new Date(Date.now() - 4 * 86_400_000));
    const recent = backupName(new Date(Date.now() - 2 * 86_400_000));
    await writeFile(join(dir, old), "x");
    await writeFile(join(dir, recent), "x");
    await start({ BACKUP_KEEP_DAYS: "3" }, { dir: temp.dir });
    await until(async () => (existsSync(join(dir, old)) ? undefined : true), "the old backup to go");
    expect(existsSync(join(dir, recent))).toBe(true);
  });

  it("deletes backups older than BACKUP_KEEP_DAYS, and temporary files a crash left", async () => {
    // The pruning itself, on a folder no server looks after: a server's own housekeeping (the test
    // above) would race this test's files.
    const temp = await makeTempDir("backup-prune-files-");
    folders.push(temp.dir);
    const dir = join(temp.dir, "backups");
    await mkdir(dir);
    const now = new Date();
    await writeFile(join(dir, backupName(now)), "today's");
    const names = [2, 4, 10].map((days) => backupName(new Date(now.getTime() - days * 86_400_000 - 60_000)));
    const tagged = backupName(new Date(now.getTime() - 5 * 86_400_000), "before-restore");
    for (const name of [...names, tagged]) await writeFile(join(dir, name), "x");
    const stale = join(dir, ".backup-x.db.1.partial");
    await writeFile(stale, "half");
    await utimes(stale, new Date(now.getTime() - 2 * 3_600_000), new Date(now.getTime() - 2 * 3_600_000));
    const young = join(dir, ".backup-y.db.2.partial");
    await writeFile(young, "under way");

    const deleted = await pruneBackups(dir, 3, now);
    expect(deleted.sort()).toEqual([names[1], names[2], tagged, ".backup-x.db.1.partial"].sort());
    const left = await readdir(dir);
    expect(left).toContain(names[0]);
    expect(left).toContain(".backup-y.db.2.partial");
    expect(left.filter((name) => name.startsWith("backup-"))).toHaveLength(2);
  });

  it("fails with its cause logged and shown, and leaves no file that looks like a backup", async () => {
    const lines: string[] = [];
    const t = await startTestApp(
      {},
      {
        logger: loggerOptions("info", { write: (line: string) => void lines.push(line) }),
        backupTiming: { pagesPerStep: 1, checkIntervalMs: 3_600_000 },
      },
    );
    apps.push(t);
    const dir = join(t.dir, "backups");
    await until(async () => ((await listBackups(dir)).length === 1 ? true : undefined), "the start backup");
    // Enough pages that a backup takes many steps.
    for (let i = 0; i < 60; i++) await post(t, formBody("contact", { message: `${i} ${"x".repeat(1500)}` }));
    const before = await readdir(dir);

    // A backup that fails halfway (here a step throws, as a full disk would): nothing is left.
    let steps = 0;
    let sawPartial = false;
    const halfway = takeBackup(sqliteConnectionOf(t.app.db)!, join(dir, backupName(new Date())), {
      pagesPerStep: 1,
      beforeStep: () => {
        if (++steps < 5) return;
        sawPartial = readdirSync(dir).some((name) => name.endsWith(".partial"));
        throw new Error("No space left on device");
      },
    });
    await expect(halfway).rejects.toThrow(/No space left/);
    expect(sawPartial).toBe(true);
    expect(await readdir(dir)).toEqual(before);

    // The server stops in the middle of its backup: the attempt is abandoned, logged, cleaned up.
    const attempt = t.app.backups.takeNow();
    const closing = stop(t);
    await expect(attempt).rejects.toThrow(/stopping/);
    await closing;
    expect(await readdir(dir)).toEqual(before);
    expect(lines.join("\n")).toMatch(/backup abandoned: the server is stopping/);

    // A folder that cannot be made (a file is in the way): the status says so, with the cause.
    const blocked = join(t.dir, "blocked");
    await writeFile(blocked, "not a folder");
    lines.length = 0;
    const broken = await start(
      { BACKUP_DIR: join(blocked, "backups") },
      { dir: t.dir, logger: loggerOptions("info", { write: (line: string) => void lines.push(line) }) },
    );
    const status = await until(async () => {
      const current = await broken.app.backups.status();
      return current.lastAttempt ? current : undefined;
    }, "the failed attempt");
    expect(status).toMatchObject({ enabled: true, lastGood: null, lastAttempt: { ok: false }, warning: "failed" });
    expect(status.lastAttempt!.error).toMatch(/ENOTDIR|not a directory/);
    const logged = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => /backup failed/.test(line.msg));
    expect(logged?.level).toBe(50);
    expect(logged?.msg).toMatch(/backup failed: .*(ENOTDIR|not a directory)/);
    const ready = (await broken.app.inject({ url: "/readyz" })).json<{ ok: boolean; backup: unknown }>();
    expect(ready).toMatchObject({ ok: true, backup: { lastGoodAt: null, lastAttemptFailed: true, warning: "failed" } });
  });

  it("taken during a burst of posts, holds every enquiry answered before it began, consistently", async () => {
    // A few pages per step: the backup takes many steps, posts land between them, and it still
    // copies faster than four busy clients make the database grow.
    const t = await start({ FORM_RATE_LIMIT: "1000000" }, { backupTiming: { pagesPerStep: 8, checkIntervalMs: 3_600_000 } });
    const dir = join(t.dir, "backups");
    await until(async () => ((await listBackups(dir)).length === 1 ? true : undefined), "the start backup");
    for (let i = 0; i < 40; i++) await post(t, formBody("contact", { message: `warm-up ${i} ${"y".repeat(1500)}` }));

    const answeredBeforeBackup = new Set<string>();
    const statuses: number[] = [];
    let backupBegan = false;
    let stop = false;
    // Four clients posting one after another, until the backup is done.
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let i = 0; !stop; i++) {
        const response = await post(t, formBody("contact", { message: `burst ${client}-${i} ${"z".repeat(800)}` }));
        statuses.push(response.statusCode);
        if (response.statusCode === 200 && !backupBegan) answeredBeforeBackup.add(response.json<{ id: string }>().id);
      }
    });
    // Counted, not timed (docs/decisions/014-mutation-testing.md): the backup begins once
    // several posts have been answered, however fast this machine is.
    while (answeredBeforeBackup.size < 6) await new Promise((resolve) => setImmediate(resolve));
    backupBegan = true;
    const file = await t.app.backups.takeNow();
    stop = true;
    await Promise.all(clients);
    // Capture went on throughout: every post was stored.
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(answeredBeforeBackup.size).toBeGreaterThan(5);

    const check = checkBackupFile(file.path);
    expect(check.integrity).toBe("ok");
    const copy = new SQLite(file.path, { readonly: true });
    try {
      const ids = new Set((copy.prepare("select id from submissions").all() as { id: string }[]).map((row) => row.id));
      for (const id of answeredBeforeBackup) expect(ids.has(id), id).toBe(true);
      // Every enquiry in the copy has its notification rows: no transaction is in it by halves.
      const orphans = copy
        .prepare("select count(*) as n from submissions s where not exists (select 1 from outbox o where o.submission_id = s.id)")
        .get() as { n: number };
      expect(orphans.n).toBe(0);
      const stored = new Set((await t.app.db.selectFrom("submissions").select("id").execute()).map((row) => row.id));
      for (const id of ids) expect(stored.has(id)).toBe(true);
    } finally {
      copy.close();
    }
  });
});

describe("BACKUP_KEEP_DAYS and the privacy policy", () => {
  it("cannot be longer than the policy states: the server refuses to start", async () => {
    const { loadConfig, ConfigError } = await import("../config");
    const { POLICY_BACKUP_KEEP_DAYS } = await import("../retention/policy");
    expect(POLICY_BACKUP_KEEP_DAYS).toBe(7);
    expect(loadConfig({}).BACKUP_KEEP_DAYS).toBe(POLICY_BACKUP_KEEP_DAYS);
    expect(loadConfig({ BACKUP_KEEP_DAYS: "3" }).BACKUP_KEEP_DAYS).toBe(3);
    expect(() => loadConfig({ BACKUP_KEEP_DAYS: String(POLICY_BACKUP_KEEP_DAYS + 1) })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUP_KEEP_DAYS: String(POLICY_BACKUP_KEEP_DAYS + 1) })).toThrow(/BACKUP_KEEP_DAYS/);
    expect(() => loadConfig({ BACKUP_KEEP_DAYS: "0" })).toThrow(/BACKUP_KEEP_DAYS/);
    // The real process: it exits at start, naming the variable and the policy.
    const temp = await makeTempDir("backup-keep-");
    folders.push(temp.dir);
    const env = { SITE_URL, DATABASE_URL: `file:${join(temp.dir, "site.db")}`, CLIENT_DIR: clientDirIn(temp.dir) };
    await expect(startServerProcess({ ...env, BACKUP_KEEP_DAYS: String(POLICY_BACKUP_KEEP_DAYS + 1) })).rejects.toThrow(
      /server exited early: .*BACKUP_KEEP_DAYS: 8 keeps backups longer than the privacy policy's 7 days/s,
    );
  });

  it("are not taken of an in-memory database, and /readyz reports none", async () => {
    const t = await start({ DATABASE_URL: "file::memory:" });
    expect(await t.app.backups.status()).toMatchObject({ enabled: false });
    expect((await t.app.inject({ url: "/readyz" })).json()).not.toHaveProperty("backup");
  });
});

describe("GET /api/admin/backup", () => {
  it("gives a signed-in operator the status with the cause of a failure; nobody else", async () => {
    const { runCommand } = await import("../cli/commands");
    const { softPasskey } = await import("../../test/support/soft-passkey");
    const temp = await start();
    await writeFile(join(temp.dir, "blocked"), "not a folder");
    const t = await start({ BACKUP_DIR: join(temp.dir, "blocked", "backups") });
    const origin = new URL(SITE_URL).origin;
    const json = { origin, "content-type": "application/json" };

    expect((await t.app.inject({ url: "/api/admin/backup" })).statusCode).toBe(401);

    const lines: string[] = [];
    await runCommand(["operator", "invite", "owner@nordlegend.se"], {
      db: t.app.db,
      retentionDays: 365,
      siteUrl: SITE_URL,
      out: (text) => lines.push(text),
    });
    const token = lines.join("\n").split("#")[1]!.trim();
    const key = softPasskey();
    const options = (
      await t.app.inject({ method: "POST", url: "/api/admin/enrol/options", headers: json, payload: { token } })
    ).json();
    const enrolled = await t.app.inject({
      method: "POST",
      url: "/api/admin/enrol/verify",
      headers: json,
      payload: { token, challengeId: options.challengeId, name: "Laptop", response: key.register(options.options, origin) },
    });
    expect(enrolled.statusCode).toBe(200);
    const cookie = String(enrolled.headers["set-cookie"]).split(";")[0]!;

    const status = await until(async () => {
      const response = await t.app.inject({ url: "/api/admin/backup", headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = response.json<{ lastAttempt: { error?: string } | null; warning: string }>();
      return body.lastAttempt ? body : undefined;
    }, "the failed attempt");
    expect(status.warning).toBe("failed");
    expect(status.lastAttempt!.error).toMatch(/ENOTDIR|not a directory/);
  });
});

describe("the privacy policy on backups", () => {
  it("states the figures the server and deploy/backup-offsite are held to, in both languages", async () => {
    const { privacyPolicy } = await import("~/content/legal/privacy");
    const { facts, TIMELINES } = await import("~/content/facts");
    const { POLICY_BACKUP_KEEP_DAYS, spanInDays } = await import("../retention/policy");
    expect(spanInDays(TIMELINES.backupRetention)).toBe(POLICY_BACKUP_KEEP_DAYS);
    expect(spanInDays(TIMELINES.backupLifetime)).toBe(
      spanInDays(TIMELINES.backupRetention) + spanInDays(TIMELINES.offsiteBackupRetention),
    );
    for (const lang of ["sv", "en"] as const) {
      const section = privacyPolicy[lang].sections.find((entry) => entry.id === "backups");
      const text = JSON.stringify(section);
      expect(text).toContain(facts[lang].timeline.backupRetention);
      expect(text).toContain(facts[lang].timeline.offsiteBackupRetention);
      expect(text).toContain(facts[lang].timeline.backupLifetime);
    }
    expect(facts.en.timeline.backupLifetime).toBe("37\u00A0days");
  });
});
