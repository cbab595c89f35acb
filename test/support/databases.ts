import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrate";
import type { Database } from "../../server/db/schema";

/**
 * Databases for tests: a migrated SQLite file in a temp folder, and (when TEST_DATABASE_URL
 * is set) a migrated private schema on that PostgreSQL server, dropped afterwards.
 */
export interface TestDatabase {
  name: "sqlite" | "postgres";
  url: string;
  db: Kysely<Database>;
  /** Closes the pool and removes everything the test created. */
  dispose(): Promise<void>;
}

export async function sqliteTestDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), "capture-db-"));
  const url = `file:${join(dir, "site.db")}`;
  const db = openDatabase(url);
  await migrateToLatest(db);
  return {
    name: "sqlite",
    url,
    db,
    async dispose() {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A URL to the same server whose sessions use only `schema`. */
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("options", `-c search_path=${schema}`);
  return parsed.toString();
}

/**
 * Kysely's migrator reads the tables of every schema on the server, by name: a schema that
 * another test file drops meanwhile makes that read fail ("schema … does not exist"). So
 * migrations (and servers starting, which migrate) hold this advisory lock shared, and a
 * schema is dropped only while holding it alone.
 */
export const SCHEMA_LOCK = 0x5c_4e_3a;

/** Runs `work` while no test schema can be dropped (a shared hold of SCHEMA_LOCK). */
export async function withSchemasKept<T>(baseUrl: string, work: () => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock_shared($1)", [SCHEMA_LOCK]);
    return await work();
  } finally {
    await admin.end();
  }
}

export async function postgresTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const schema = `capture_test_${randomBytes(6).toString("hex")}`;
  const url = withSearchPath(baseUrl, schema);
  const db = openDatabase(url);
  await withSchemasKept(baseUrl, async () => {
    await sql.raw(`CREATE SCHEMA ${schema}`).execute(db);
    await migrateToLatest(db);
  });
  return {
    name: "postgres",
    url,
    db,
    async dispose() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      try {
        await cleanup.query("SELECT pg_advisory_lock($1)", [SCHEMA_LOCK]);
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
