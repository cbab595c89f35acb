import { chmod } from "node:fs/promises";
import SQLite from "better-sqlite3";
import { createPrivate } from "../db/connect";
import { isSqliteBusy } from "../db/sqlite-dialect";

/**
 * Whether a server is using a SQLite database, told by a lock the operating system keeps for
 * it (docs/decisions/013-backups.md). Every server holds a shared lock on `<database>.lock`
 * (a read transaction on that tiny SQLite file) for as long as it runs; `inbox restore` takes
 * an exclusive one, which fails while any server holds its shared one. The operating system
 * drops a process's locks when it ends, so a crashed server never blocks a restore, unlike a
 * PID file; and no server can start in the middle of a restore.
 */

export function lockPathOf(databasePath: string): string {
  return `${databasePath}.lock`;
}

export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

export interface HeldLock {
  release(): void;
}

function openLock(databasePath: string, busyTimeoutMs: number): SQLite.Database {
  createPrivate(lockPathOf(databasePath));
  const lock = new SQLite(lockPathOf(databasePath));
  lock.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return lock;
}

/**
 * The server's shared lock, taken at start. Waits up to `waitMs` for a restore under way to
 * finish (start-up may block), then throws DatabaseInUseError.
 */
export async function holdServerLock(databasePath: string, waitMs = 5_000): Promise<HeldLock> {
  const lock = openLock(databasePath, waitMs);
  await chmod(lockPathOf(databasePath), 0o600).catch(() => undefined);
  try {
    lock.exec("begin");
    // The first read takes the shared lock; the open transaction keeps it.
    lock.prepare("select count(*) from sqlite_master").get();
  } catch (error) {
    lock.close();
    if (isSqliteBusy(error)) {
      throw new DatabaseInUseError(`${databasePath} is being restored (inbox restore); start the server when it is done`);
    }
    throw error;
  }
  return {
    release() {
      if (!lock.open) return;
      if (lock.inTransaction) lock.exec("rollback");
      lock.close();
    },
  };
}

/**
 * The exclusive lock `inbox restore` holds while it swaps the files. Throws DatabaseInUseError
 * at once while a server runs on the database.
 */
export function takeExclusiveLock(databasePath: string): HeldLock {
  const lock = openLock(databasePath, 0);
  try {
    lock.exec("begin exclusive");
  } catch (error) {
    lock.close();
    if (isSqliteBusy(error)) {
      throw new DatabaseInUseError(
        `a server is using ${databasePath}. Stop it first (with deploy/: sudo systemctl stop site; ` +
          `otherwise stop the node process running build/server/server.js), then run the restore again.`,
      );
    }
    throw error;
  }
  return {
    release() {
      if (!lock.open) return;
      if (lock.inTransaction) lock.exec("rollback");
      lock.close();
    },
  };
}
