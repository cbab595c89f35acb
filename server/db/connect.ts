import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

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
 * SQLite runs in WAL mode with synchronous=FULL, so a committed submission survives a crash
 * or power loss, and waits (busy_timeout) instead of failing when the inbox command writes.
 */
export function openDatabase(url: string): Kysely<Database> {
  if (isPostgresUrl(url)) {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }) });
  }
  const path = sqlitePath(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
