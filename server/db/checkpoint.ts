import { sql, type Kysely } from "kysely";
import { isPostgres } from "./connect";
import type { Database } from "./schema";

/**
 * Ends an erasure or a purge on SQLite: copies the WAL into the database file and truncates it
 * to nothing, so the deleted rows' old versions do not linger in site.db-wal (secure_delete,
 * set when the database is opened, zeroes the freed space in site.db itself). PostgreSQL keeps
 * dead rows until VACUUM (docs/operations.md, "What an erasure leaves behind").
 */
export async function checkpointAfterErase(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
