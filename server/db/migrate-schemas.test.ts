import { afterAll, describe, expect, it } from "vitest";
import { postgresTestDatabase, type TestDatabase } from "../../test/support/databases";
import { testDatabaseUrl } from "../../test/support/requirements";
import { listSubmissions } from ".";

const PG_URL = testDatabaseUrl();

describe.skipIf(!PG_URL)("migrations on a PostgreSQL server with other schemas", () => {
  const opened: TestDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((t) => t.dispose())));

  it("creates this schema's own bookkeeping tables even when another schema has them already", async () => {
    // The first schema is migrated and keeps its kysely_migration tables; the second must not
    // mistake those for its own (Kysely looks in every schema unless told which).
    opened.push(await postgresTestDatabase(PG_URL!));
    const second = await postgresTestDatabase(PG_URL!);
    opened.push(second);
    expect(await listSubmissions(second.db)).toEqual([]);
  });
});
