import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrate";
import type { NewSubmission } from "../../server/db/submissions";
import type { Database } from "../../server/db/schema";
import { testDatabaseUrl } from "./requirements";

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

/**
 * Starts something that migrates `databaseUrl` as it starts (a server, in process or not) with
 * the test schemas kept meanwhile; on SQLite it just starts it.
 */
export function startingOn<T>(databaseUrl: string | undefined, start: () => Promise<T>): Promise<T> {
  return databaseUrl && /^postgres(ql)?:/.test(databaseUrl) ? withSchemasKept(databaseUrl, start) : start();
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

/**
 * The databases a repository test runs on: SQLite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (in CI it must be, or the test file fails: see requirements.ts).
 * Use with `describe.each(testDatabases())("… on $name", ({ open }) => …)`.
 */
export function testDatabases(): Array<{ name: TestDatabase["name"]; open: () => Promise<TestDatabase> }> {
  const url = testDatabaseUrl();
  // Outside CI a missing PostgreSQL leaves its variants out; say so rather than pass quietly.
  if (!url) console.warn("TEST_DATABASE_URL is not set: this file's PostgreSQL variants are left out");
  return [
    { name: "sqlite", open: sqliteTestDatabase },
    ...(url ? [{ name: "postgres" as const, open: () => postgresTestDatabase(url) }] : []),
  ];
}

/**
 * The tables of the schema a test database works in, Kysely's migration tables included. On
 * PostgreSQL Kysely's introspector reads every schema's catalogue, and fails with "schema … does not
 * exist" when another test file drops its private schema at that moment (they share one server), so
 * this asks the catalogue for the current schema only.
 */
export async function ownTables(t: Pick<TestDatabase, "name" | "db">): Promise<string[]> {
  if (t.name === "sqlite")
    return (await t.db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name);
  const rows = await sql<{ name: string }>`
    select c.relname as name from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
    order by c.relname`.execute(t.db);
  return rows.rows.map((row) => row.name);
}

/** An ordinary stored enquiry, for tests about what happens to a row rather than what it holds. */
export const STORED_ENQUIRY: NewSubmission = {
  form: "contact",
  status: "new",
  language: "sv",
  page: "/sv",
  fields: { name: "Anna", email: "anna@example.se", message: "Hej" },
  email: "anna@example.se",
  ipHash: "",
  userAgent: "",
};
