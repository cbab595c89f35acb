import type { Kysely } from "kysely";
import { SPAM_RETENTION_DAYS } from "../retention/policy";
import type { Database } from "./schema";
import { deleteSubmissions } from "./submissions";

const DAY_MS = 24 * 60 * 60_000;

export interface PurgePlan {
  /** Submissions created before this (ISO time) go, unless kept. */
  cutoff: string;
  /** Spam that became spam before this goes, unless kept. */
  spamCutoff: string;
}

/**
 * What the retention purge removes (docs/operations.md, "Retention"; the privacy policy's
 * "How long we keep the data"): spam SPAM_RETENTION_DAYS after it became spam (at capture, or
 * when an operator marked it), so an enquiry misfiled as spam can still be found and answered,
 * and marking an old enquiry as spam never makes it due at once; everything else after
 * RETENTION_DAYS; never a submission marked kept, whatever its status (it led to an
 * assignment: deleted by hand when no longer needed, and unkept only after a step-up).
 */
export function purgePlan(now: Date, retentionDays: number): PurgePlan {
  return {
    cutoff: new Date(now.getTime() - retentionDays * DAY_MS).toISOString(),
    spamCutoff: new Date(now.getTime() - Math.min(SPAM_RETENTION_DAYS, retentionDays) * DAY_MS).toISOString(),
  };
}

export function describePurge(plan: PurgePlan): string {
  return `spam marked before ${plan.spamCutoff}, and everything not kept from before ${plan.cutoff}`;
}

export async function purgeableIds(db: Kysely<Database>, plan: PurgePlan): Promise<string[]> {
  const rows = await db
    .selectFrom("submissions")
    .select("id")
    .where("kept_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("created_at", "<", plan.cutoff),
        // spam_at is set whenever the status is spam; a row without it is left to the general cutoff.
        eb.and([eb("status", "=", "spam"), eb("spam_at", "<", plan.spamCutoff)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Erases what the plan says; returns how many submissions went. */
export async function purgeSubmissions(db: Kysely<Database>, plan: PurgePlan): Promise<number> {
  return deleteSubmissions(db, await purgeableIds(db, plan));
}

const PURGE_DAY_KEY = "retention_purged_on";

/**
 * Claims today's purge for this instance: true for the first caller of a UTC day, false for
 * every other (another instance, or a restart later that day). One conditional update, so
 * two instances starting together cannot both claim it. A purge that fails gives its claim
 * back (releaseDailyPurge) so the next check tries again.
 */
export async function claimDailyPurge(db: Kysely<Database>, now: Date): Promise<boolean> {
  const today = now.toISOString().slice(0, 10);
  await db
    .insertInto("settings")
    .values({ key: PURGE_DAY_KEY, value: "" })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const result = await db
    .updateTable("settings")
    .set({ value: today })
    .where("key", "=", PURGE_DAY_KEY)
    .where("value", "<", today)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back today's claim after a failed purge; a later day's claim is left alone. */
export async function releaseDailyPurge(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable("settings")
    .set({ value: "" })
    .where("key", "=", PURGE_DAY_KEY)
    .where("value", "=", now.toISOString().slice(0, 10))
    .execute();
}
