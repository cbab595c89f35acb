import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../test/support/requirements";
import { isPostgres, isPostgresUrl, openDatabase, sqliteConnectionOf, sqlitePath } from "./connect";

/**
 * How DATABASE_URL picks and opens the database (docs/operations.md, "Database outages and
 * locks", and the SQLite and PostgreSQL settings). The figures are written out here, never
 * read from DATABASE_TIMEOUTS (docs/decisions/014-mutation-testing.md).
 */

const PG_URL = testDatabaseUrl();

describe("isPostgresUrl", () => {
  it("takes both spellings of the PostgreSQL scheme", () => {
    expect(isPostgresUrl("postgres://site:secret@db.internal:5432/site")).toBe(true);
    expect(isPostgresUrl("postgresql://site:secret@db.internal:5432/site")).toBe(true);
  });

  it("does not take a SQLite file whose path merely contains a PostgreSQL URL", () => {
    expect(isPostgresUrl("file:/srv/postgres://copy/site.db")).toBe(false);
    expect(isPostgresUrl("file:./data/site.db")).toBe(false);
  });
});

describe("sqlitePath", () => {
  it("resolves a relative file: URL against the working directory", () => {
    expect(sqlitePath("file:./data/site.db")).toBe(join(process.cwd(), "data", "site.db"));
    expect(sqlitePath("file:data/site.db")).toBe(join(process.cwd(), "data", "site.db"));
  });

  it("keeps an absolute file: path", () => {
    expect(sqlitePath("file:/srv/site/data/site.db")).toBe("/srv/site/data/site.db");
  });

  it("decodes a file:// URL as a URL (percent escapes, a localhost host)", () => {
    expect(sqlitePath("file:///srv/my%20site/site.db")).toBe("/srv/my site/site.db");
    expect(sqlitePath("file://localhost/srv/site.db")).toBe("/srv/site.db");
  });

  it("leaves :memory: as it is, not as a file of that name", () => {
    expect(sqlitePath("file::memory:")).toBe(":memory:");
  });
});

describe("openDatabase on SQLite", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("creates the folders of a new database file and hands its connection to the backup", async () => {
    dir = await mkdtemp(join(tmpdir(), "connect-"));
    const file = join(dir, "not", "yet", "there", "site.db");
    const db = openDatabase(`file:${file}`);
    try {
      await sql`create table t (x integer)`.execute(db);
      expect(existsSync(file)).toBe(true);
      expect(isPostgres(db)).toBe(false);
      // server/backup copies through this very connection (SQLite's backup API).
      const connection = sqliteConnectionOf(db);
      expect(connection?.name).toBe(file);
      expect(connection?.open).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it("opens :memory: in memory, not as a file of that name", async () => {
    const db = openDatabase("file::memory:");
    try {
      await sql`create table t (x integer)`.execute(db);
      expect(sqliteConnectionOf(db)?.memory).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});

describe("openDatabase on PostgreSQL", () => {
  /** The options of every pg.Pool made while `open` runs. */
  function poolOptionsOf(open: () => void): pg.PoolConfig[] {
    const Original = pg.Pool;
    const seen: pg.PoolConfig[] = [];
    pg.Pool = class extends Original {
      constructor(config?: pg.PoolConfig) {
        seen.push({ ...config });
        super(config);
      }
    };
    try {
      open();
    } finally {
      pg.Pool = Original;
    }
    return seen;
  }

  it("bounds connecting at 2 s, a statement at 3 s (3.5 s on the client), an idle transaction at 6 s, with keep-alive", async () => {
    // Making a pool connects nothing, so any address will do.
    const url = "postgres://site:secret@127.0.0.1:1/site";
    let db: ReturnType<typeof openDatabase> | undefined;
    const [options, ...more] = poolOptionsOf(() => {
      db = openDatabase(url);
    });
    expect(more).toEqual([]);
    expect(options).toEqual({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 2_000,
      statement_timeout: 3_000,
      // A link that went silent: the server cannot cancel then, so the client gives up a bit later.
      query_timeout: 3_500,
      idle_in_transaction_session_timeout: 6_000,
      keepAlive: true,
    });
    expect(isPostgres(db!)).toBe(true);
    expect(sqliteConnectionOf(db!)).toBeUndefined();
    await db!.destroy();
  });

  it.skipIf(!PG_URL)("the server itself enforces the statement and idle-transaction bounds", async () => {
    const db = openDatabase(PG_URL!);
    try {
      expect(isPostgres(db)).toBe(true);
      const show = async (name: string) => {
        const { rows } = await sql.raw<Record<string, string>>(`SHOW ${name}`).execute(db);
        return Object.values(rows[0] ?? {})[0];
      };
      expect(await show("statement_timeout")).toBe("3s");
      expect(await show("idle_in_transaction_session_timeout")).toBe("6s");
    } finally {
      await db.destroy();
    }
  });
});
