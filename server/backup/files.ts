import { constants } from "node:fs";
import { chmod, copyFile, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import SQLite from "better-sqlite3";
import { MIGRATIONS } from "../db/migrate";

/**
 * Backup files of the SQLite store (docs/operations.md, "Backups"; docs/decisions/013-backups.md).
 * A backup is one self-contained SQLite file (rollback journal, no -wal beside it) named with
 * the UTC time it was taken: backup-2026-11-23T20-05-22Z.db. It is written under a temporary
 * dot-name, checked with PRAGMA integrity_check, and only then renamed to its real name, so a
 * file with a backup's name is always a complete, checked copy; a failed attempt leaves nothing.
 */

const NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-([a-z-]+))?\.db$/;
const PARTIAL_SUFFIX = ".partial";

/** The tables whose rows `inbox backup --list` counts. */
export const COUNTED_TABLES = ["submissions", "operators", "passkeys", "audit_log"] as const;
export type RowCounts = Record<(typeof COUNTED_TABLES)[number], number>;

export interface BackupFile {
  path: string;
  name: string;
  takenAt: Date;
  size: number;
  /** Set on the copy `inbox restore` keeps of the database it replaced ("before-restore"). */
  tag?: string;
}

export interface BackupCheck {
  /** PRAGMA integrity_check's answer: "ok", or the problems it found. */
  integrity: string;
  counts: RowCounts;
  /** The schema migrations the file has, by name. */
  migrations: string[];
}

export class BackupError extends Error {
  override name = "BackupError";
}

/** backup-2026-11-23T20-05-22Z.db: sortable, and without the colons some file systems refuse. */
export function backupName(takenAt: Date, tag?: string): string {
  const stamp = takenAt.toISOString().slice(0, 19).replaceAll(":", "-");
  return `backup-${stamp}Z${tag ? `-${tag}` : ""}.db`;
}

export function parseBackupName(name: string): { takenAt: Date; tag?: string } | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, day, h, m, s, tag] = match;
  const takenAt = new Date(`${day}T${h}:${m}:${s}Z`);
  return Number.isNaN(takenAt.getTime()) ? undefined : { takenAt, tag };
}

/** The backups in `dir`, newest first; none when the folder does not exist yet. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    // No folder yet (or something else where it should be): no backups; taking one says why.
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [] as string[];
    throw error;
  });
  const files: BackupFile[] = [];
  for (const name of names) {
    const parsed = parseBackupName(name);
    if (!parsed) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) continue;
    files.push({ path, name, takenAt: parsed.takenAt, size: info.size, ...(parsed.tag ? { tag: parsed.tag } : {}) });
  }
  return files.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
}

/** The newest backup of the running database (the copies restore keeps do not count). */
export async function newestBackup(dir: string): Promise<BackupFile | undefined> {
  return (await listBackups(dir)).find((file) => file.tag === undefined);
}

/**
 * Deletes backups taken more than `keepDays` days before `now`, and temporary files a crash
 * left behind. Returns the names deleted.
 */
export async function pruneBackups(dir: string, keepDays: number, now: Date): Promise<string[]> {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const deleted: string[] = [];
  for (const file of await listBackups(dir)) {
    if (file.takenAt.getTime() >= cutoff) continue;
    await rm(file.path, { force: true });
    // A raw copy restore kept of a damaged database may have its WAL beside it.
    await rm(`${file.path}-wal`, { force: true });
    deleted.push(file.name);
  }
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(".backup-") || !name.includes(PARTIAL_SUFFIX)) continue;
    const info = await stat(join(dir, name)).catch(() => undefined);
    // Only an hour old or more: a younger one may be an attempt still under way.
    if (info && now.getTime() - info.mtimeMs > 3_600_000) {
      await rm(join(dir, name), { force: true });
      deleted.push(name);
    }
  }
  return deleted;
}

/**
 * Checks a SQLite file without changing it: integrity, the row counts, and the migrations it
 * has. Throws BackupError when it is not a SQLite database of this site.
 */
export function checkBackupFile(path: string): BackupCheck {
  let file: SQLite.Database;
  try {
    file = new SQLite(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`cannot open ${path}: ${(error as Error).message}`, { cause: error });
  }
  try {
    const integrity = (file.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check);
    const tables = new Set(
      (file.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name),
    );
    const missing = ["kysely_migration", ...COUNTED_TABLES].filter((table) => !tables.has(table));
    if (missing.length > 0) throw new BackupError(`${path} is not a database of this site (no table ${missing.join(", ")})`);
    const counts = Object.fromEntries(
      COUNTED_TABLES.map((table) => [table, (file.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n]),
    ) as RowCounts;
    const migrations = (file.prepare("select name from kysely_migration order by name").all() as { name: string }[]).map(
      (row) => row.name,
    );
    return { integrity: integrity.join("; "), counts, migrations };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${path} cannot be read: ${(error as Error).message}`, { cause: error });
  } finally {
    file.close();
  }
}

/** Migrations in the file that this version of the site does not know: it came from a newer one. */
export function unknownMigrations(check: BackupCheck): string[] {
  return check.migrations.filter((name) => !(name in MIGRATIONS));
}

export interface TakeOptions {
  /** Pages copied per step; between steps the event loop serves requests. */
  pagesPerStep?: number;
  /** Called before every step: throwing aborts the backup (the server stopping). */
  beforeStep?: () => void;
}

/** Pages per step by default: 100 pages of 4 KiB, a fraction of a millisecond of copying. */
export const DEFAULT_PAGES_PER_STEP = 100;

async function syncPath(path: string, flags = constants.O_RDONLY): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function removeWithSidecars(path: string): Promise<void> {
  await Promise.all(["", "-wal", "-shm", "-journal"].map((suffix) => rm(`${path}${suffix}`, { force: true })));
}

/**
 * Takes an online backup of `source` (an open better-sqlite3 connection) to `target`, in
 * steps (SQLite's backup API), checks it, and renames it into place with mode 0600. Writes
 * made through `source` during the backup are copied into it by SQLite; the result is the
 * database as it was when the last step finished. Rejects with the cause on any failure, and
 * leaves no file at `target` then.
 */
export async function takeBackup(source: SQLite.Database, target: string, options: TakeOptions = {}): Promise<BackupCheck> {
  const pagesPerStep = options.pagesPerStep ?? DEFAULT_PAGES_PER_STEP;
  const dir = dirname(target);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const partial = join(dir, `.${basename(target)}.${process.pid}${PARTIAL_SUFFIX}`);
  try {
    await removeWithSidecars(partial);
    // Created empty with mode 0600 first (SQLite writes into an empty file as a new database),
    // so the copy is never readable by others, not even for a moment.
    await (await open(partial, "wx", 0o600)).close();
    options.beforeStep?.();
    await source.backup(partial, {
      progress: () => {
        options.beforeStep?.();
        return pagesPerStep;
      },
    });
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      scrubSecrets(copy);
      // One self-contained file: the copy of a WAL database is in WAL mode; switch it back.
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    const check = checkBackupFile(partial);
    if (check.integrity !== "ok") throw new BackupError(`integrity check failed: ${check.integrity}`);
    await chmod(partial, 0o600);
    await syncPath(partial, constants.O_RDWR);
    await rename(partial, target);
    await syncPath(dir);
    return check;
  } catch (error) {
    await removeWithSidecars(partial).catch(() => undefined);
    throw error;
  }
}

/**
 * The tables a backup never holds (docs/decisions/017-restores-and-erasures.md): the daily IP
 * salts, with which the IPv4 space could be tested against the enquiries' IP hashes (when
 * IP_HASH_SALT is not set), and the day's visitor hashes made with them. The live database
 * drops both after 48 hours; a backup lives far longer. A restored copy starts a new day's salt.
 */
export const SCRUBBED_TABLES = ["ip_salts", "stats_visitors"] as const;

function scrubSecrets(copy: SQLite.Database): void {
  const tables = new Set(
    (copy.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name),
  );
  // Overwritten with zeros, not left in free pages.
  copy.pragma("secure_delete = ON");
  for (const table of SCRUBBED_TABLES) if (tables.has(table)) copy.exec(`delete from ${table}`);
}

/** A copy of a file of unknown state, for when the backup API cannot read it (a damaged database). */
export async function copyRaw(path: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  for (const suffix of ["", "-wal"]) {
    const from = `${path}${suffix}`;
    if (!(await stat(from).catch(() => undefined))) continue;
    await copyFile(from, `${target}${suffix}`, constants.COPYFILE_EXCL);
    await chmod(`${target}${suffix}`, 0o600);
  }
}
