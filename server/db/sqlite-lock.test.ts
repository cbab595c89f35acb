import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, makeTempDir, SITE_URL, VALID_VALUES, serverProcessEnv } from "../../test/support/enquiry-app";
import { writeFakeBuild } from "../../test/support/fake-build";
import { startServerProcess, type ServerProcess } from "../../test/support/server-process";
import { holdSqliteWriteLock, type SqliteLockHolder } from "../../test/support/sqlite-lock";
import { listSubmissions, migrateToLatest, openDatabase } from ".";
import { MIGRATIONS } from "./migrate";

/**
 * SQLite while another process (the inbox command, a backup) holds the write lock with
 * BEGIN IMMEDIATE: the real server keeps serving pages, a form post waits a bounded time and
 * answers 503 with everything typed, and capture resumes when the lock goes.
 */

let temp: Awaited<ReturnType<typeof makeTempDir>>;
const servers: ServerProcess[] = [];
const locks: SqliteLockHolder[] = [];

function serverEnv(file: string): Record<string, string> {
  // The build folder apart from the database: the server reads every build file at start, and
  // closing a file of SQLite's would drop this process's POSIX locks on it.
  return serverProcessEnv(`file:${file}`, join(temp.dir, "client"));
}

async function start(file: string): Promise<ServerProcess> {
  const server = await startServerProcess(serverEnv(file));
  servers.push(server);
  return server;
}

async function lock(file: string): Promise<SqliteLockHolder> {
  const holder = await holdSqliteWriteLock(file);
  locks.push(holder);
  return holder;
}

function post(origin: string, body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${origin}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

beforeAll(async () => {
  temp = await makeTempDir("sqlite-lock-");
  await writeFakeBuild(join(temp.dir, "client"));
});

afterAll(async () => {
  await Promise.all(locks.map((holder) => holder.release()));
  await Promise.all(servers.map((server) => server.stop()));
  await temp.remove();
});

describe("SQLite held by another process", () => {
  it("keeps serving pages while a post waits, answers the post 503 with the typed text, and recovers", async () => {
    const file = join(temp.dir, "locked.db");
    const server = await start(file);
    const holder = await lock(file);

    // While the post waits for the lock, pages keep being answered: the wait never blocks the
    // event loop (a synchronous busy_timeout would stall every page until the post gave up).
    // Counted, not timed: pages are fetched one after another until the post's answer arrives,
    // and many of them must have been answered before it.
    let answered: Response | undefined;
    const pending = post(server.origin, formBody("contact"), { accept: "application/json" }).then(
      (response) => (answered = response),
    );
    let pagesBeforeAnswer = 0;
    while (answered === undefined) {
      const page = await fetch(`${server.origin}/en/`);
      expect(page.status).toBe(200);
      await page.arrayBuffer();
      if (answered === undefined) pagesBeforeAnswer += 1;
    }
    const answer = await pending;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("30");
    expect(await answer.json()).toMatchObject({ ok: false, error: "unavailable" });
    expect(pagesBeforeAnswer).toBeGreaterThanOrEqual(15);

    // A plain HTML post in Swedish: the localized 503 page, with every typed value on it.
    const html = await post(server.origin, formBody("contact", { message: "Ring mig <snälla>" }), {
      accept: "text/html",
      referer: `${SITE_URL}/sv/kontakt`,
    });
    expect(html.status).toBe(503);
    expect(html.headers.get("retry-after")).toBe("30");
    const page = await html.text();
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain("Vi kan inte ta emot formulär just nu");
    expect(page).toContain("Ring mig &#60;snälla&#62;");
    expect(page).toContain(VALID_VALUES.contact.name as string);

    await holder.release();
    const after = await post(server.origin, formBody("contact"), { accept: "application/json" });
    expect(after.status).toBe(200);
    const db = openDatabase(`file:${file}`);
    try {
      // Only the post made after the lock went was stored: nothing half-stored, nothing twice.
      expect(await listSubmissions(db)).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it("starts on a new file whose lock another process holds, once the lock goes", async () => {
    const file = join(temp.dir, "new-locked.db");
    const holder = await lock(file);
    const starting = start(file);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await holder.release();
    const server = await starting;
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  });

  it("lets two servers that start together on a new file both come up on one schema", async () => {
    const file = join(temp.dir, "race.db");
    const [a, b] = await Promise.all([start(file), start(file)]);
    for (const server of [a!, b!]) {
      expect((await post(server.origin, formBody("contact"), { accept: "application/json" })).status).toBe(200);
    }
    const db = openDatabase(`file:${file}`);
    try {
      expect(await listSubmissions(db)).toHaveLength(2);
      const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      // Each migration ran once: the second server waited for the first, then found nothing to do.
      expect(migrations.rows.map((row) => row.name).sort()).toEqual(Object.keys(MIGRATIONS).sort());
    } finally {
      await db.destroy();
    }
  });
});

describe("SQLite migrations", () => {
  it("run in one transaction: a migration that fails leaves no half-made schema", async () => {
    const file = join(temp.dir, "half.db");
    const db = openDatabase(`file:${file}`);
    const broken: Migration = {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration's own Kysely
      async up(trx: Kysely<any>) {
        await trx.schema.createTable("half_made").addColumn("id", "text").execute();
        throw new Error("crash halfway");
      },
    };
    try {
      await expect(migrateToLatest(db, { "0001_broken": broken })).rejects.toThrow(/0001_broken/);
      const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
      expect(tables.rows.map((row) => row.name)).not.toContain("half_made");
      await migrateToLatest(db);
      expect(await listSubmissions(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
