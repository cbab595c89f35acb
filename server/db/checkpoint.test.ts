import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { postgresTestDatabase, sqliteTestDatabase } from "../../test/support/databases";
import { testDatabaseUrl } from "../../test/support/requirements";
import { checkpointAfterErase } from "./checkpoint";

const PG_URL = testDatabaseUrl();

describe("the checkpoint that ends an erasure", () => {
  it("on SQLite leaves the write-ahead log empty", async () => {
    const t = await sqliteTestDatabase();
    try {
      await sql`CREATE TABLE scratch (x TEXT)`.execute(t.db);
      await sql`INSERT INTO scratch VALUES ('erased soon')`.execute(t.db);
      await checkpointAfterErase(t.db);
      const { rows } = await sql<{ log: number }>`PRAGMA wal_checkpoint`.execute(t.db);
      expect(rows[0]?.log).toBe(0);
    } finally {
      await t.dispose();
    }
  });

  it.skipIf(!PG_URL)("on PostgreSQL does nothing (it has no such pragma)", async () => {
    const t = await postgresTestDatabase(PG_URL ?? "");
    try {
      await expect(checkpointAfterErase(t.db)).resolves.toBe("done");
    } finally {
      await t.dispose();
    }
  });
});
