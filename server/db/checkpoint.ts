import { setTimeout as sleep } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./connect";
import type { Database } from "./schema";

/** How an erasure's checkpoint ended: "done", or "pending" when a reader kept it from finishing. */
export type CheckpointState = "done" | "pending";

/** Tries after the first, and the pause before each: about 1.5 s in all, within a console request. */
export const CHECKPOINT_RETRY_DELAYS_MS = [100, 200, 400, 800];

/**
 * Ends an erasure or a purge on SQLite: copies the WAL into the database file and truncates it
 * to nothing, so the deleted rows' old versions do not linger in site.db-wal (secure_delete,
 * set when the database is opened, zeroes the freed space in site.db itself). PostgreSQL keeps
 * dead rows until VACUUM (docs/operations.md, "What an erasure leaves behind").
 *
 * Another process's open read transaction (an `inbox` command, a backup, a monitoring query)
 * keeps the checkpoint from finishing: SQLite answers busy=1 and leaves the WAL as it is. It
 * is tried again with growing pauses; if it still cannot finish, "pending" is returned so the
 * caller tells the operator and logs it (the next erasure, delete or daily run finishes it).
 */
export async function checkpointAfterErase(
  db: Kysely<Database>,
  delaysMs: readonly number[] = CHECKPOINT_RETRY_DELAYS_MS,
): Promise<CheckpointState> {
  if (isPostgres(db)) return "done";
  for (let attempt = 0; ; attempt++) {
    const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    if (rows[0]?.busy === 0) return "done";
    const delay = delaysMs[attempt];
    if (delay === undefined) return "pending";
    await sleep(delay);
  }
}
