import { basename } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sqliteConnectionOf, sqlitePath, isPostgresUrl } from "../db";
import { backupName, listBackups, newestBackup, pruneBackups, takeBackup, type BackupFile } from "./files";
import { holdServerLock, type HeldLock } from "./server-lock";
import { backupWarning, type BackupStatus } from "./status";

export interface BackupsOptions {
  /** DATABASE_URL: backups are taken of a SQLite file only. */
  databaseUrl: string;
  /** BACKUP_DIR, resolved (config.ts's backupDirOf). */
  dir: string;
  /** BACKUP_KEEP_DAYS. */
  keepDays: number;
  now?: () => Date;
  /** How often the server looks whether a day has passed since the newest backup (tests: shorter). */
  checkIntervalMs?: number;
  /** Tests: fewer pages per step, so a small database takes many steps. */
  pagesPerStep?: number;
}

export interface Backups {
  status(): Promise<BackupStatus>;
  /** Takes one now (the daily one, or a test's); resolves with the file, rejects with the cause. */
  takeNow(): Promise<BackupFile>;
}

declare module "fastify" {
  interface FastifyInstance {
    backups: Backups;
  }
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Daily online backups of the SQLite store, taken by the server itself (docs/operations.md,
 * "Backups"): at start when the newest is more than a day old, then whenever a day has passed,
 * checked at every hourly look. Taken through the server's own connection in small steps, so
 * page serving and form capture go on between steps and writes made meanwhile are in the copy.
 * Backups older than BACKUP_KEEP_DAYS are deleted. A failure is logged with its cause, shown on
 * /readyz and in the console, and tried again at the next look; it never stops the site.
 * While it runs, the server holds the lock that keeps `inbox restore` from swapping the file.
 */
export const backups = fp(
  async (
    app: FastifyInstance,
    { databaseUrl, dir, keepDays, now = () => new Date(), checkIntervalMs = HOUR_MS, pagesPerStep }: BackupsOptions,
  ) => {
    const path = isPostgresUrl(databaseUrl) ? ":memory:" : sqlitePath(databaseUrl);
    const source = sqliteConnectionOf(app.db);
    if (path === ":memory:" || !source) {
      // PostgreSQL is backed up with pg_dump (docs/operations.md); an in-memory database not at all.
      app.decorate("backups", {
        status: async () => ({ enabled: false, keepDays, lastGood: null, lastAttempt: null, warning: "none" as const }),
        takeNow: () => Promise.reject(new Error("backups are taken of a SQLite file only")),
      });
      return;
    }

    let lock: HeldLock | undefined;
    let lastAttempt: BackupStatus["lastAttempt"] = null;
    let running: Promise<BackupFile> | undefined;
    let stopping = false;

    async function take(): Promise<BackupFile> {
      const at = now();
      const target = `${dir}/${backupName(at)}`;
      const started = performance.now();
      try {
        const check = await takeBackup(source!, target, {
          pagesPerStep,
          beforeStep: () => {
            if (stopping) throw new Error("the server is stopping");
          },
        });
        lastAttempt = { at: at.toISOString(), ok: true };
        const file = (await listBackups(dir)).find((entry) => entry.name === basename(target))!;
        app.log.info(
          { backup: file.path, size: file.size, rows: check.counts, ms: Math.round(performance.now() - started) },
          "backup taken",
        );
        return file;
      } catch (error) {
        const cause = (error as Error).message;
        if (stopping) {
          // Not a failure of the backups: the next start takes one if it is due.
          app.log.info({ dir }, `backup abandoned: ${cause}`);
          throw error;
        }
        lastAttempt = { at: at.toISOString(), ok: false, error: cause };
        app.log.error({ err: error, dir }, `backup failed: ${cause}`);
        throw error;
      }
    }

    const takeNow = () => (running ??= take().finally(() => (running = undefined)));

    async function housekeeping(): Promise<void> {
      try {
        const newest = await newestBackup(dir);
        if (!newest || now().getTime() - newest.takenAt.getTime() >= DAY_MS) {
          // A failure is logged by take() with its cause; the pruning below runs anyway.
          await takeNow().catch(() => undefined);
        }
        // As of the next look: no backup is ever older than keepDays, the figure the policy states.
        const deleted = await pruneBackups(dir, keepDays, new Date(now().getTime() + checkIntervalMs));
        if (deleted.length > 0) app.log.info({ deleted }, "old backups deleted");
      } catch (error) {
        app.log.warn({ err: error, dir }, "backup housekeeping failed; tried again at the next check");
      }
    }

    app.decorate("backups", {
      takeNow,
      async status(): Promise<BackupStatus> {
        const newest = await newestBackup(dir).catch(() => undefined);
        const lastGood = newest ? { at: newest.takenAt.toISOString(), name: newest.name, size: newest.size } : null;
        return { enabled: true, keepDays, lastGood, lastAttempt, warning: backupWarning(lastGood, lastAttempt, now()) };
      },
    });

    let timer: NodeJS.Timeout | undefined;
    let first: Promise<void> | undefined;
    app.addHook("onReady", async () => {
      // Taken when everything is registered: a process drops its POSIX locks on a file when it
      // closes any descriptor of that file, so nothing may open the lock file after this
      // (the static files are read at registration, and tests serve a folder holding it).
      lock = await holdServerLock(path);
      // Deferred, not awaited: the start must not wait for a backup.
      setImmediate(() => {
        first = housekeeping();
      });
      timer = setInterval(() => void housekeeping(), checkIntervalMs).unref();
    });
    app.addHook("preClose", async () => {
      clearInterval(timer);
      stopping = true;
      await first;
      await running?.catch(() => undefined);
    });
    app.addHook("onClose", async () => lock?.release());
  },
  { name: "backups", dependencies: ["database"] },
);
