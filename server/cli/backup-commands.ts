import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { backupName, checkBackupFile, listBackups, takeBackup } from "../backup/files";
import { restoreBackup } from "../backup/restore";
import { backupDirOf, erasureListPathOf, type Config } from "../config";
import { openErasureList } from "../erasures/list";
import { cleanUpAfterRestore, describeCleanup } from "../erasures/reapply";
import { isPostgresUrl, migrateToLatest, openDatabase, sqlitePath } from "../db";
import { UsageError } from "./commands";

/**
 * `inbox backup [file]`, `inbox backup --list` and `inbox restore <file>` (docs/operations.md,
 * "Backups"). They work on the SQLite file itself, not through the inbox's Kysely connection:
 * a restore must not have the database open while it swaps it.
 */
export const BACKUP_COMMANDS = new Set(["backup", "restore"]);

export interface BackupIo {
  config: Config;
  out(text: string): void;
  now?: () => Date;
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

function countsText(counts: Record<string, number>): string {
  return `${counts.submissions} enquiries, ${counts.operators} operators, ${counts.passkeys} passkeys, ${counts.audit_log} audit entries`;
}

export async function runBackupCommand(argv: string[], io: BackupIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { list: { type: "boolean" } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  const now = io.now?.() ?? new Date();
  if (isPostgresUrl(io.config.DATABASE_URL)) {
    io.out(
      `${command}: SQLite only. Back up PostgreSQL with pg_dump and restore with pg_restore, then inbox after-restore (docs/operations.md, "Backups").`,
    );
    return 1;
  }
  const database = sqlitePath(io.config.DATABASE_URL);
  const dir = backupDirOf(io.config);
  if (!dir) throw new UsageError(`${command}: the database is in memory; there is nothing to back up`);

  if (command === "backup" && values.list) {
    if (args.length > 0) throw new UsageError("backup --list: takes no file");
    const files = await listBackups(dir);
    if (files.length === 0) {
      io.out(`No backups in ${dir}.`);
      return 0;
    }
    const rows = files.map((file) => {
      let rowsText: string;
      try {
        const check = checkBackupFile(file.path);
        rowsText = `${countsText(check.counts)}${check.integrity === "ok" ? "" : ` (DAMAGED: ${check.integrity})`}`;
      } catch (error) {
        rowsText = `unreadable: ${(error as Error).message}`;
      }
      return [file.takenAt.toISOString().replace(".000Z", "Z"), sizeText(file.size), rowsText, file.name];
    });
    const header = ["TAKEN", "SIZE", "ROWS", "FILE"];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
    for (const row of [header, ...rows])
      io.out(row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  "));
    io.out(`\nIn ${dir}; kept ${io.config.BACKUP_KEEP_DAYS} days (BACKUP_KEEP_DAYS).`);
    return 0;
  }

  if (command === "backup") {
    if (args.length > 1) throw new UsageError("backup: [file] or --list");
    const target = args[0] ? resolve(args[0]) : `${dir}/${backupName(now)}`;
    if (existsSync(target)) {
      io.out(`${target} exists already; choose another name.`);
      return 1;
    }
    // Migrated first, like every inbox command, so a backup of a new database is one of this site.
    const db = openDatabase(io.config.DATABASE_URL);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    const source = new SQLite(database, { fileMustExist: true });
    try {
      // The whole file in one step: a command may block, and a single read transaction gives a
      // consistent copy even while a server writes (WAL readers never wait for writers).
      const check = await takeBackup(source, target, { pagesPerStep: 0x7fffffff });
      io.out(`Backup written to ${target}: ${countsText(check.counts)}; integrity ok.`);
      return 0;
    } finally {
      source.close();
    }
  }

  if (command === "restore") {
    if (values.list) throw new UsageError("restore: --list is an option of backup");
    if (args.length !== 1) throw new UsageError("restore: <file>");
    const file = resolve(args[0]!);
    if (!existsSync(file)) {
      io.out(`No file ${file}.`);
      return 1;
    }
    const erasures = openErasureList(erasureListPathOf(io.config));
    try {
      const result = await restoreBackup(file, database, dir, now, (db) => cleanUpAfterRestore(db, erasures, now));
      io.out(`Restored ${database} from ${file}: ${countsText(result.check.counts)}.`);
      for (const line of describeCleanup(result.cleanup)) io.out(line);
      io.out(
        result.replacedCopy
          ? `The database it replaced is kept as ${result.replacedCopy} (deleted with the other backups after ${io.config.BACKUP_KEEP_DAYS} days).`
          : "There was no database to replace.",
      );
      io.out("Start the server again (with deploy/: sudo systemctl start site).");
    } finally {
      erasures.close();
    }
    return 0;
  }
  throw new UsageError(`Unknown command: ${command}`);
}
