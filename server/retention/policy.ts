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
/** Audit log entries are kept this long, then deleted by the daily retention run. */
export const AUDIT_RETENTION_DAYS = spanInDays(AUDIT_RETENTION);
