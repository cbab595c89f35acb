import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../test/support/requirements";
import { postgresTestDatabase, SCHEMA_LOCK } from "../../test/support/databases";

const PG_URL = testDatabaseUrl();

/**
 * The migrator in a PostgreSQL database that other schemas share (as the tests' private
 * schemas do, and any other application's): it makes and uses its own bookkeeping tables in
 * the session's schema, whatever another schema holds.
 */
describe.skipIf(!PG_URL)("migrations on PostgreSQL beside other schemas", () => {
  it("migrate a new schema while another schema has a half-made set of Kysely's tables", async () => {
    const decoy = `decoy_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      // Another schema with Kysely's lock table but no lock row, and an empty migration table.
      await admin.query(`CREATE SCHEMA ${decoy}`);
      await admin.query(`CREATE TABLE ${decoy}.kysely_migration (name varchar(255) primary key, timestamp varchar(255))`);
      await admin.query(`CREATE TABLE ${decoy}.kysely_migration_lock (id varchar(255) primary key, is_locked integer)`);
      const fresh = await postgresTestDatabase(PG_URL!);
      try {
        const { rows } = await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(fresh.db);
        expect(Number(rows[0]!.count)).toBeGreaterThan(0);
        const decoyRows = await admin.query(`SELECT count(*)::int AS n FROM ${decoy}.kysely_migration`);
        expect(decoyRows.rows[0].n).toBe(0);
      } finally {
        await fresh.dispose();
      }
    } finally {
      // Dropped like any test schema: not while another test file's migrator reads the schemas.
      await admin.query("SELECT pg_advisory_lock($1)", [SCHEMA_LOCK]);
      await admin.query(`DROP SCHEMA IF EXISTS ${decoy} CASCADE`);
      await admin.end();
    }
  });
});
