import { TIMELINES } from "~/content/facts";

// The retention periods the privacy policy states, as days for the server. They come from the
// facts list that the policy's copy is written from, so the code keeps what the policy says.

/** A span of the facts list in days: a month as a twelfth of 365 days, so 12 months is 365. */
export function spanInDays(span: { from: number; unit: "days" | "weeks" | "months" }): number {
  if (span.unit === "days") return span.from;
  if (span.unit === "weeks") return span.from * 7;
  return Math.round((span.from * 365) / 12);
}

/** Spam is kept this long, so an enquiry misfiled as spam can still be found and answered. */
export const SPAM_RETENTION_DAYS = spanInDays(TIMELINES.spamRetention);

/** Enquiries that led nowhere are kept this long: the default of RETENTION_DAYS. */
export const POLICY_RETENTION_DAYS = spanInDays(TIMELINES.enquiryRetention);

/**
 * Site statistics: the first day whose daily counters are still kept. Counters are kept for
 * the policy's whole months (25), counted back by the calendar from today (UTC).
 */
export function statisticsCutoffDay(now: Date): string {
  const months = TIMELINES.statisticsRetention.from;
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return cutoff.toISOString().slice(0, 10);
}
