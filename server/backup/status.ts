/**
 * What the server reports about its backups (on /readyz and in the console), and when the
 * console warns: the newest backup is older than a day plus two hours' slack for the hourly
 * check, or the last attempt failed.
 */
export const STALE_AFTER_HOURS = 26;

export interface BackupStatus {
  /** False where the server takes none: PostgreSQL (pg_dump, docs/operations.md) or an in-memory database. */
  enabled: boolean;
  keepDays: number;
  lastGood: { at: string; name: string; size: number } | null;
  /** This process's last attempt; null until it has made one. */
  lastAttempt: { at: string; ok: boolean; error?: string } | null;
  warning: BackupWarning;
}

export type BackupWarning = "none" | "missing" | "stale" | "failed";

export function backupWarning(
  lastGood: BackupStatus["lastGood"],
  lastAttempt: BackupStatus["lastAttempt"],
  now: Date,
): BackupWarning {
  if (lastAttempt && !lastAttempt.ok) return "failed";
  if (!lastGood) return "missing";
  return now.getTime() - Date.parse(lastGood.at) > STALE_AFTER_HOURS * 3_600_000 ? "stale" : "none";
}
