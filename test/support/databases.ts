import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
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

export async function postgresTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const schema = `capture_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = withSearchPath(baseUrl, schema);
  const db = openDatabase(url);
  await migrateToLatest(db);
  return {
    name: "postgres",
    url,
    db,
    async dispose() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
