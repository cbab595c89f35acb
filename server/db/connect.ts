import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { BusyRetrySqliteDialect } from "./sqlite-dialect";

/**
 * How long the database may keep a request waiting (docs/operations.md, "Database outages"):
 * together they keep a form post's answer, 503 included, within 5 s while the database is down
 * or locked.
 */
export const DATABASE_TIMEOUTS = {
  /** PostgreSQL: opening a connection (an unreachable host, a full server). */
  connectMs: 2_000,
  /** PostgreSQL: one statement, enforced by the server and, for a dead link, by the client. */
  statementMs: 3_000,
  /** SQLite: waiting for another process's write lock, in async pauses. */
  sqliteBusyWaitMs: 2_500,
};

export interface OpenOptions {
  /** Where a PostgreSQL pool reports a connection that failed while idle (e.g. a database restart). */
  onPoolError?: (error: Error) => void;
  /** Tests: a shorter SQLite lock wait. */
  sqliteBusyWaitMs?: number;
}

/** The better-sqlite3 connection behind each SQLite Kysely, for SQLite's backup API (server/backup). */
const SQLITE_CONNECTIONS = new WeakMap<Kysely<Database>, SQLite.Database>();

export function sqliteConnectionOf(db: Kysely<Database>): SQLite.Database | undefined {
  return SQLITE_CONNECTIONS.get(db);
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** The file behind a `file:` DATABASE_URL: file:./data/site.db, file:/abs/site.db, file:///abs/site.db. */
export function sqlitePath(url: string): string {
  if (url.startsWith("file://")) return fileURLToPath(url);
  const path = url.replace(/^file:/, "");
  return path === ":memory:" ? path : resolve(path);
}

/**
 * Opens the database of DATABASE_URL: PostgreSQL for postgres:// URLs, SQLite otherwise.
 *
 * PostgreSQL: bounded connect and statement times, TCP keep-alive, and an error listener, so a
 * connection that drops while idle (a database restart) is discarded instead of ending the
 * process; the pool reconnects on the next query.
 *
 * SQLite runs in WAL mode with synchronous=FULL, so a committed submission survives a crash
 * or power loss, and with secure_delete, so deleted data is zeroed rather than left behind. Another process's write lock is waited for asynchronously (sqlite-dialect.ts).
 */
export function openDatabase(url: string, options: OpenOptions = {}): Kysely<Database> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      // The client-side bound, for a link that went silent (the server cannot cancel then).
      query_timeout: DATABASE_TIMEOUTS.statementMs + 500,
      idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.statementMs * 2,
      keepAlive: true,
    });
    pool.on("error", options.onPoolError ?? (() => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const path = sqlitePath(url);
  // The folder of a new file is created; for ":memory:" that is ".", which exists already.
  // Private like the backups (docs/operations.md, "Backups"), whatever the process's umask.
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  if (path !== ":memory:") createPrivate(path);
  const sqlite = new SQLite(path);
  // Opening runs before anything is served, so here a blocking wait is harmless: it lets two
  // processes that open a new file together both switch it to WAL.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, not left in free pages (an erasure erases;
  // server/db/erase.ts checkpoints the WAL after each one).
  sqlite.pragma("secure_delete = ON");
  // From here on, never block the event loop: busy statements are retried asynchronously.
  sqlite.pragma("busy_timeout = 0");
  const busyWaitMs = options.sqliteBusyWaitMs ?? DATABASE_TIMEOUTS.sqliteBusyWaitMs;
  const db = new Kysely<Database>({ dialect: new BusyRetrySqliteDialect(sqlite, { busyWaitMs }) });
  SQLITE_CONNECTIONS.set(db, sqlite);
  return db;
}

/**
 * The database file, created empty with mode 0600 before SQLite opens it (SQLite gives its
 * -wal, -shm and -journal files the database file's mode), or made 0600 if it exists: a file
 * created under the usual umask of 022 would be readable by every local user.
 */
export function createPrivate(path: string): void {
  try {
    closeSync(openSync(path, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    try {
      chmodSync(path, 0o600);
    } catch {
      // Not ours to change (another user's file opened read-only): SQLite says what it can do.
    }
  }
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
