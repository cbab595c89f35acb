import { existsSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientDirIn, formBody, makeTempDir, SITE_URL } from "../../test/support/enquiry-app";
import { startServerProcess, type ServerProcess } from "../../test/support/server-process";
import { checkBackupFile } from "../backup/files";
import { DatabaseInUseError, holdServerLock, takeExclusiveLock } from "../backup/server-lock";
import { listSubmissions, migrateToLatest, openDatabase } from "../db";
import { main } from "./inbox";

/**
 * `inbox backup`, `inbox backup --list` and `inbox restore` on hostile and ordinary input:
 * files that are not backups of this site are refused before anything changes, a restore is
 * refused while a server holds the database (and allowed once it has crashed), and what a
 * restore replaces is kept.
 */

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let database: string;
let env: Record<string, string>;
const servers: ServerProcess[] = [];

beforeEach(async () => {
  temp = await makeTempDir("backup-cli-");
  database = join(temp.dir, "site.db");
  env = { DATABASE_URL: `file:${database}`, SITE_URL };
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await temp.remove();
});

async function inbox(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(
    argv,
    env,
    (text) => (out += `${text}\n`),
    (text) => (err += `${text}\n`),
  );
  return { code, out, err };
}

async function storeEnquiries(count: number): Promise<void> {
  const db = openDatabase(env.DATABASE_URL!);
  try {
    await migrateToLatest(db);
    for (let i = 0; i < count; i++) {
      await db
        .insertInto("submissions")
        .values({
          id: `id-${i}-${Math.random()}`,
          form: "contact",
          status: "new",
          created_at: new Date().toISOString(),
          language: "en",
          page: "/",
          fields: "{}",
          email: "a@example.com",
          ip_hash: "",
          user_agent: "",
          kept_at: null,
        })
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

describe("inbox backup", () => {
  it("takes a checked backup into BACKUP_DIR, lists it with its counts, and never overwrites a file", async () => {
    expect((await inbox("backup", "--list")).out).toContain(`No backups in ${join(temp.dir, "backups")}.`);
    await storeEnquiries(2);
    const taken = await inbox("backup");
    expect(taken.err).toBe("");
    expect(taken.code).toBe(0);
    expect(taken.out).toMatch(/Backup written to .*backups\/backup-\S+Z\.db: 2 enquiries, 0 operators/);
    const listed = await inbox("backup", "--list");
    expect(listed.out).toMatch(/^TAKEN\s+SIZE\s+ROWS\s+FILE$/m);
    expect(listed.out).toMatch(
      /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\s+\d+\.\d KiB\s+2 enquiries, 0 operators, 0 passkeys, 0 audit entries\s+backup-/,
    );
    expect(listed.out).toContain("kept 7 days (BACKUP_KEEP_DAYS)");

    const mine = join(temp.dir, "mine.db");
    await writeFile(mine, "precious");
    const refused = await inbox("backup", mine);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("exists already");
  });

  it("says where PostgreSQL's backups come from instead", async () => {
    env = { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", ERASURE_LIST: join(temp.dir, "erasures.db") };
    const result = await inbox("backup");
    expect(result.code).toBe(1);
    expect(result.out).toContain("pg_dump");
    expect((await inbox("restore", "x.dump")).out).toContain("then inbox after-restore");
  });
});

describe("inbox restore", () => {
  it("refuses files that are not a sound backup of this site, before changing anything", async () => {
    await storeEnquiries(3);
    const notSqlite = join(temp.dir, "notes.db");
    await writeFile(notSqlite, "this is not a database at all, just text long enough to look like a file");
    const otherApp = join(temp.dir, "other.db");
    new SQLite(otherApp).exec("create table things (x)").close();
    const newer = join(temp.dir, "newer.db");
    expect((await inbox("backup", newer)).code).toBe(0);
    const file = new SQLite(newer);
    file.prepare("insert into kysely_migration (name, timestamp) values (?, ?)").run("2099-01-01_99_future", "2099-01-01");
    file.close();

    for (const [path, reason] of [
      [notSqlite, /not a database|cannot be read|cannot open/],
      [otherApp, /not a database of this site/],
      [newer, /newer version of the site \(migrations 2099-01-01_99_future\)/],
      [join(temp.dir, "missing.db"), /No file/],
    ] as const) {
      const result = await inbox("restore", path);
      expect(result.code, path).toBe(1);
      expect(result.err + result.out).toMatch(reason);
    }
    const db = openDatabase(env.DATABASE_URL!);
    expect(await listSubmissions(db)).toHaveLength(3);
    await db.destroy();
    expect(await readdir(join(temp.dir, "backups")).catch(() => [])).toEqual([]);
  });

  it("puts the backup in place, keeping the database it replaces, and drops the old WAL", async () => {
    await storeEnquiries(1);
    const backup = join(temp.dir, "one.db");
    expect((await inbox("backup", backup)).code).toBe(0);
    await storeEnquiries(4);

    const restored = await inbox("restore", backup);
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
    const kept = /kept as (\S+) \(/.exec(restored.out)?.[1];
    expect(kept).toMatch(/backups\/backup-\S+Z-before-restore\.db$/);
    expect(checkBackupFile(kept!).counts.submissions).toBe(5);
    expect(existsSync(`${database}-wal`)).toBe(false);
    const db = openDatabase(env.DATABASE_URL!);
    expect(await listSubmissions(db)).toHaveLength(1);
    await db.destroy();
  });

  it("is refused while a server holds the database, and a server cannot start during a restore", async () => {
    await storeEnquiries(2);
    const backup = join(temp.dir, "b.db");
    expect((await inbox("backup", backup)).code).toBe(0);

    const server = await holdServerLock(database);
    const refused = await inbox("restore", backup);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`a server is using ${database}. Stop it first (with deploy/: sudo systemctl stop site;`);
    server.release();

    const restore = takeExclusiveLock(database);
    await expect(holdServerLock(database, 200)).rejects.toThrow(DatabaseInUseError);
    restore.release();
    (await holdServerLock(database, 200)).release();
  });

  it("is allowed once the server has died without a chance to clean up (SIGKILL)", async () => {
    await storeEnquiries(1);
    const backup = join(temp.dir, "b.db");
    expect((await inbox("backup", backup)).code).toBe(0);
    // The site's files apart from the database (the server reads them all at start).
    const server = await startServerProcess({
      ...env,
      CLIENT_DIR: clientDirIn(temp.dir),
      SMTP_URL: "",
      WEBHOOK_URL: "",
      LOAD_SHEDDING: "off",
    });
    servers.push(server);
    const posted = await fetch(`${server.origin}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: formBody("contact"),
    });
    expect(posted.status, await posted.clone().text()).toBe(200);
    expect((await inbox("restore", backup)).code).toBe(1);

    server.child.kill("SIGKILL");
    await server.exited();
    servers.splice(servers.indexOf(server), 1);
    const restored = await inbox("restore", backup);
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
    // The replaced copy has the post the server committed before it died (from its WAL).
    const kept = /kept as (\S+) \(/.exec(restored.out)![1]!;
    expect(checkBackupFile(kept).counts.submissions).toBe(2);
    // And the restored database is the backup's, nothing of the dead server's WAL replayed into it.
    const db = openDatabase(env.DATABASE_URL!);
    expect(await listSubmissions(db)).toHaveLength(1);
    await db.destroy();
  });
});
