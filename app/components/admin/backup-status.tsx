import { backupCopy } from "~/content/console-backup";
import { formatTime, useConsole } from "./console-state";
import { useResource } from "./use-resource";

/** GET /api/admin/backup: the server's backup status (server/backup/status.ts). */
interface BackupStatusJson {
  enabled: boolean;
  lastGood: { at: string } | null;
  lastAttempt: { at: string; ok: boolean; error?: string } | null;
  warning: "none" | "missing" | "stale" | "failed";
}

/**
 * The time of the last good backup, on the overview (the first screen) and the inbox; a warning instead when it is older than the
 * server's limit (26 hours) or the last attempt failed, with why. Nothing for PostgreSQL,
 * whose backups are pg_dump's, outside the server.
 */
export function BackupStatus() {
  const { lang } = useConsole();
  const t = backupCopy[lang];
  const { data } = useResource<BackupStatusJson>("/backup");
  if (!data?.enabled) return null;
  const last = data.lastGood ? t.lastGood(formatTime(data.lastGood.at, lang)) : t.none;
  if (data.warning === "none") return <p className="mt-2 text-sm text-ink-400">{last}</p>;
  return (
    <div role="status" className="mt-4 rounded-xl border border-danger-400/60 bg-danger-400/10 px-4 py-3 text-sm text-danger-300">
      <p className="font-semibold">{t.warning[data.warning]}</p>
      <p className="mt-1">{last}</p>
      {data.lastAttempt && !data.lastAttempt.ok && (
        <p className="mt-1 break-words">
          {t.cause} <code>{data.lastAttempt.error}</code>
        </p>
      )}
      <p className="mt-1 text-ink-300">{t.help}</p>
    </div>
  );
}
