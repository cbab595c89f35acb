import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, OutboxChannel, SubmissionStatus } from "./schema";

/**
 * What the spam check found about one enquiry (docs/decisions/011-spam-defence.md). Stored
 * with the enquiry, so the console can say why it was or was not held as spam.
 */
export interface Screening {
  /** The sum of the reasons' points; at or above the threshold the enquiry is spam. */
  score: number;
  reasons: ScreeningReason[];
  /**
   * The proof of work: `verified` (solved, fresh, unused), `unverified` (none sent: no
   * JavaScript, or it did not finish), `invalid` (sent but forged, expired or reused).
   */
  proof: ProofStatus;
}

export type ProofStatus = "verified" | "unverified" | "invalid";

export interface ScreeningReason {
  /** A stable code the console translates (app/content/spam-reasons.ts). */
  code: string;
  points: number;
  /** A short detail in the sender's own terms (the shortener's host, the script's name); never their text. */
  detail?: string;
}

/** The stored JSON read back; anything unreadable counts as no screening rather than failing the whole list. */
export function parseScreening(text: string | null): Screening | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Screening;
    return typeof value.score === "number" && Array.isArray(value.reasons) ? value : null;
  } catch {
    return null;
  }
}

/** The distinct addresses that sent text with this hash since a time (the same text from several senders). */
export async function sendersOfText(db: Kysely<Database>, textHash: string, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom("submissions")
    .select("email")
    .distinct()
    .where("text_hash", "=", textHash)
    .where("created_at", ">=", since.toISOString())
    .limit(20)
    .execute();
  return rows.map((row) => row.email);
}

/** At most one confirmation per address in this long (docs/decisions/011-spam-defence.md). */
export const CONFIRMATION_INTERVAL_MS = 24 * 60 * 60_000;

/** Whether a confirmation to this address was queued since a time (at most one a day per address). */
export async function confirmationQueuedSince(db: Kysely<Database>, email: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom("outbox")
    .innerJoin("submissions", "submissions.id", "outbox.submission_id")
    .select("outbox.id")
    .where("outbox.channel", "=", "confirmation")
    .where("submissions.email", "=", email.toLowerCase())
    .where("outbox.created_at", ">=", since.toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves enquiries into or out of spam and keeps their notifications in step, in one
 * transaction per enquiry: out of spam, it gets the owner's notifications it never got (for
 * the channels given, each once); into spam, notifications not yet sent and not being sent
 * are withdrawn. Returns the ids whose status changed, with the status they had.
 */
export async function reclassify(
  db: Kysely<Database>,
  ids: readonly string[],
  status: SubmissionStatus,
  channels: readonly OutboxChannel[],
  now: Date,
): Promise<{ id: string; from: SubmissionStatus }[]> {
  const changed: { id: string; from: SubmissionStatus }[] = [];
  for (const id of ids) {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("submissions").select("status").where("id", "=", id).executeTakeFirst();
      if (!row || row.status === status) return;
      // The spam purge counts from when an enquiry became spam, so a reclassification can
      // never make an old enquiry due at once (docs/operations.md, "Retention").
      await trx
        .updateTable("submissions")
        .set({ status, spam_at: status === "spam" ? now.toISOString() : null })
        .where("id", "=", id)
        .execute();
      changed.push({ id, from: row.status });
      if (status === "spam") {
        await trx
          .deleteFrom("outbox")
          .where("submission_id", "=", id)
          .where("status", "in", ["pending", "failed"])
          .where("claim_token", "is", null)
          .execute();
        return;
      }
      if (row.status !== "spam") return;
      const existing = await trx.selectFrom("outbox").select("channel").where("submission_id", "=", id).execute();
      const missing = channels.filter((channel) => !existing.some((e) => e.channel === channel));
      if (missing.length === 0) return;
      const at = now.toISOString();
      await trx
        .insertInto("outbox")
        .values(
          missing.map((channel) => ({
            id: randomUUID(),
            submission_id: id,
            channel,
            status: "pending" as const,
            attempts: 0,
            next_attempt_at: at,
            errors: "[]",
            created_at: at,
          })),
        )
        .execute();
    });
  }
  return changed;
}

/** The audit log's name for a status change from `from` to `status`: spam moves are named apart. */
export function reclassifyAction(
  status: SubmissionStatus,
  from: SubmissionStatus,
): "marked-spam" | "not-spam" | "status-changed" {
  if (status === "spam") return "marked-spam";
  return from === "spam" ? "not-spam" : "status-changed";
}
