// Copy of the console's backup notice (server/backup; docs/operations.md, "Backups"), Swedish
// and English side by side. Its own file, so the notice can change without touching console.ts.
import type { Localized } from "~/i18n/lang";

export type BackupCopy = typeof sv;

const sv = {
  /** "Last backup: {time}". */
  lastGood: (time: string) => `Senaste säkerhetskopia: ${time}`,
  none: "Det finns ingen säkerhetskopia ännu.",
  warning: {
    missing: "Databasen har ingen säkerhetskopia",
    stale: "Säkerhetskopian är för gammal",
    failed: "Den senaste säkerhetskopieringen misslyckades",
  },
  /** Before the error the last attempt failed with. */
  cause: "Orsak:",
  help: "Servern försöker igen varje timme. Ta en kopia direkt med npm run inbox -- backup och se avsnittet om säkerhetskopior i docs/operations.md.",
};

export const backupCopy: Localized<BackupCopy> = {
  sv,
  en: {
    lastGood: (time) => `Last backup: ${time}`,
    none: "There is no backup yet.",
    warning: {
      missing: "The database has no backup",
      stale: "The last backup is too old",
      failed: "The last backup failed",
    },
    cause: "Cause:",
    help: "The server tries again every hour. Take one now with npm run inbox -- backup, and see the section on backups in docs/operations.md.",
  },
};
