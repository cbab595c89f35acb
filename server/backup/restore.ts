import { constants, existsSync } from "node:fs";
import { chmod, copyFile, mkdir, open, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import { openDatabase } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { BackupError, backupName, checkBackupFile, copyRaw, takeBackup, unknownMigrations, type BackupCheck } from "./files";
import { takeExclusiveLock } from "./server-lock";

export interface RestoreResult<T = undefined> {
  check: BackupCheck;
  /** What `afterwards` returned. */
  cleanup: T;
  /** The copy of the database that was replaced, in the backup folder; none when there was none. */
  replacedCopy?: string;
}

async function syncPath(path: string, flags = constants.O_RDONLY): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * `inbox restore <file>`: checks the backup (a SQLite file of this site, integrity ok, no
 * migration newer than this version knows), refuses while a server uses the database
 * (DatabaseInUseError), keeps a copy of the database it replaces in `backupDir` (named like a
 * backup, tagged before-restore, so it is pruned after BACKUP_KEEP_DAYS like the others), and
 * puts the backup in place. Then, still holding the lock, it migrates the restored copy and
 * runs `afterwards` on it: the erasure list and the ended sessions of
 * docs/decisions/017-restores-and-erasures.md.
 */
export async function restoreBackup<T>(
  file: string,
  databasePath: string,
  backupDir: string,
  now: Date,
  afterwards: (db: Kysely<Database>) => Promise<T>,
): Promise<RestoreResult<T>> {
  const check = checkBackupFile(file);
  if (check.integrity !== "ok") throw new BackupError(`${file} fails the integrity check: ${check.integrity}`);
  const newer = unknownMigrations(check);
  if (newer.length > 0) {
    throw new BackupError(
      `${file} comes from a newer version of the site (migrations ${newer.join(", ")}); update the site first`,
    );
  }

  // After a lost disk the database's folder may be gone too.
  await mkdir(dirname(databasePath), { recursive: true, mode: 0o700 });
  const lock = takeExclusiveLock(databasePath);
  try {
    let replacedCopy: string | undefined;
    if (existsSync(databasePath)) {
      replacedCopy = join(backupDir, backupName(now, "before-restore"));
      const current = new SQLite(databasePath, { fileMustExist: true });
      try {
        await takeBackup(current, replacedCopy);
      } catch {
        // A damaged database cannot be read by the backup API: keep its files as they are.
        await copyRaw(databasePath, replacedCopy);
      } finally {
        current.close();
      }
    }
    const incoming = `${databasePath}.restoring`;
    await rm(incoming, { force: true });
    await copyFile(file, incoming);
    await chmod(incoming, 0o600);
    await syncPath(incoming, constants.O_RDWR);
    // The WAL and its index belong to the file being replaced: left beside the restored one,
    // SQLite would replay the old database's last writes into it.
    await Promise.all(["-wal", "-shm", "-journal"].map((suffix) => rm(`${databasePath}${suffix}`, { force: true })));
    await rename(incoming, databasePath);
    await syncPath(dirname(databasePath));
    // Before any server can start on it: the lock is still held.
    const db = openDatabase(`file:${databasePath}`);
    try {
      let cleanup: T;
      try {
        await migrateToLatest(db);
        cleanup = await afterwards(db);
      } catch (error) {
        throw new BackupError(
          `the backup is in place, but bringing it up to date failed: ${(error as Error).message}. Run \`inbox after-restore\` before starting the server`,
          { cause: error },
        );
      }
      return { check, replacedCopy, cleanup };
    } finally {
      await db.destroy();
    }
  } finally {
    lock.release();
  }
}
