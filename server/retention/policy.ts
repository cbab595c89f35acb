import { AUDIT_RETENTION, spanInDays, TIMELINES } from "~/content/facts";

// The retention periods the privacy policy states, as days for the server. They come from the
// facts list that the policy's copy is written from, so the code keeps what the policy says.

export { spanInDays };

/** Spam is kept this long, so an enquiry misfiled as spam can still be found and answered. */
export const SPAM_RETENTION_DAYS = spanInDays(TIMELINES.spamRetention);

/** Enquiries that led nowhere are kept this long: the default of RETENTION_DAYS. */
export const POLICY_RETENTION_DAYS = spanInDays(TIMELINES.enquiryRetention);

/** The longest BACKUP_KEEP_DAYS may be (and its default): the backup retention the policy states. */
export const POLICY_BACKUP_KEEP_DAYS = spanInDays(TIMELINES.backupRetention);
/**
 * The longest an erased enquiry can remain in a backup (on the server, then off it): the
 * erasure list keeps each row this long, so every restore can re-apply it.
 */
export const BACKUP_LIFETIME_DAYS = spanInDays(TIMELINES.backupLifetime);
/** Audit log entries are kept this long, then deleted by the daily retention run. */
export const AUDIT_RETENTION_DAYS = spanInDays(AUDIT_RETENTION);
/**
 * Site statistics: the first day whose daily counters are still kept. Counters are kept for
 * the policy's whole months (25), counted back by the calendar from today (UTC).
 */
export function statisticsCutoffDay(now: Date): string {
  const months = TIMELINES.statisticsRetention.from;
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return cutoff.toISOString().slice(0, 10);
}
