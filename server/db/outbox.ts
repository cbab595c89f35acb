import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { isPostgres } from "./connect";
import type { Database, OutboxChannel, OutboxTable } from "./schema";

export type OutboxRow = Selectable<OutboxTable>;
export interface AttemptError {
  at: string;
  error: string;
}

export interface ClaimOptions {
  now: Date;
  channels: readonly OutboxChannel[];
  limit: number;
  /** How long the claim holds; a worker that dies mid-delivery frees its rows after this. */
  leaseMs: number;
}

/**
 * Takes up to `limit` due rows for this worker: pushes their due time to the end of a lease
 * and stamps them with a fresh claim token, in one statement. On PostgreSQL the inner select
 * uses FOR UPDATE SKIP LOCKED, so instances behind a load balancer never claim the same row.
 */
export async function claimDueDeliveries(db: Kysely<Database>, options: ClaimOptions): Promise<OutboxRow[]> {
  if (options.channels.length === 0) return [];
  const now = options.now.toISOString();
  const token = randomUUID();
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("channel", "in", options.channels)
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .limit(options.limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable("outbox")
    .set({ next_attempt_at: new Date(options.now.getTime() + options.leaseMs).toISOString(), claim_token: token })
    .where("id", "in", due)
    .returningAll()
    .execute();
}

export async function recordDelivered(db: Kysely<Database>, row: OutboxRow, now: Date): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now.toISOString(), attempts: row.attempts + 1, claim_token: null })
    .where("id", "=", row.id)
    .where("claim_token", "=", row.claim_token)
    .execute();
}

/** How many failed attempts a row remembers: enough to see a pattern, never a growing blob. */
export const ERROR_HISTORY_LENGTH = 5;

/**
 * Keeps the attempt's error in the row's short history (the last ERROR_HISTORY_LENGTH) and
 * schedules the next try, or marks the row failed when `nextAttemptAt` is null.
 */
export async function recordFailure(
  db: Kysely<Database>,
  row: OutboxRow,
  failure: { now: Date; error: string; nextAttemptAt: Date | null },
): Promise<void> {
  const history = [...(JSON.parse(row.errors) as AttemptError[]), { at: failure.now.toISOString(), error: failure.error }].slice(
    -ERROR_HISTORY_LENGTH,
  );
  await db
    .updateTable("outbox")
    .set({
      status: failure.nextAttemptAt ? "pending" : "failed",
      attempts: row.attempts + 1,
      next_attempt_at: (failure.nextAttemptAt ?? failure.now).toISOString(),
      last_error: failure.error,
      errors: JSON.stringify(history),
      claim_token: null,
    })
    .where("id", "=", row.id)
    .where("claim_token", "=", row.claim_token)
    .execute();
}

/**
 * Gives a claimed row back without counting an attempt (a delivery abandoned at shutdown): due
 * at once, so the next run, here or in another instance, sends it.
 */
export async function releaseClaim(db: Kysely<Database>, row: OutboxRow, now: Date): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: now.toISOString(), claim_token: null })
    .where("id", "=", row.id)
    .where("claim_token", "=", row.claim_token)
    .where("status", "=", "pending")
    .execute();
}

/** Outbox rows, newest first; only failed ones with `failed`. */
export async function listOutbox(db: Kysely<Database>, filter: { failed?: boolean; limit?: number } = {}): Promise<OutboxRow[]> {
  let query = db.selectFrom("outbox").selectAll();
  query = filter.failed ? query.where("status", "=", "failed") : query.where("status", "in", ["pending", "failed"]);
  query = query.orderBy("created_at", "desc").orderBy("id");
  if (filter.limit) query = query.limit(filter.limit);
  return query.execute();
}

/**
 * Puts rows back in the queue, due now: the given ids (failed, or pending and not being
 * delivered), or every failed row.
 * The worker tries each once more; a row past its retry horizon that fails again is marked
 * failed again. Returns how many rows were queued.
 */
export async function retryOutbox(
  db: Kysely<Database>,
  which: { ids: readonly string[] } | "all-failed",
  now: Date,
): Promise<number> {
  let query = db.updateTable("outbox").set({ status: "pending", next_attempt_at: now.toISOString(), claim_token: null });
  if (which === "all-failed") query = query.where("status", "=", "failed");
  else {
    if (which.ids.length === 0) return 0;
    // A pending row that a worker holds right now is left alone: its delivery is under way.
    query = query
      .where("id", "in", which.ids)
      .where((eb) => eb.or([eb("status", "=", "failed"), eb.and([eb("status", "=", "pending"), eb("claim_token", "is", null)])]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function outboxForSubmission(db: Kysely<Database>, submissionId: string): Promise<OutboxRow[]> {
  return db.selectFrom("outbox").selectAll().where("submission_id", "=", submissionId).orderBy("channel").execute();
}

/** How many notifications still wait for delivery (for logs and tests). */
export async function countPending(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * "Retry now": makes a submission's undelivered notifications due at once, failed ones
 * included (they get a fresh set of attempts). Returns how many were rescheduled.
 */
export async function retryNow(db: Kysely<Database>, submissionId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: now.toISOString(), attempts: 0, claim_token: null })
    .where("submission_id", "=", submissionId)
    .where("status", "in", ["pending", "failed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface OutboxStats {
  pending: number;
  /** created_at of the oldest pending row, or null when none waits. */
  oldestPendingAt: string | null;
  failed: number;
}

/** The backlog at a glance, for /readyz and `inbox outbox list`. */
export async function outboxStats(db: Kysely<Database>, now: Date = new Date()): Promise<OutboxStats> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("status", "in", ["pending", "failed"])
    // A booking's reminder waits for its day on purpose (docs/decisions/029-booking-for-the-visitor.md): not a backlog.
    .where((eb) =>
      eb.or([
        eb("booking_event", "is", null),
        eb("booking_event", "!=", "reminder"),
        eb("next_attempt_at", "<=", now.toISOString()),
      ]),
    )
    .groupBy("status")
    .execute();
  const pending = rows.find((row) => row.status === "pending");
  const failed = rows.find((row) => row.status === "failed");
  return {
    pending: Number(pending?.n ?? 0),
    oldestPendingAt: (pending?.oldest as string | undefined) ?? null,
    failed: Number(failed?.n ?? 0),
  };
}
