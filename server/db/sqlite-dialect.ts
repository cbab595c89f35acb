import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type AbortableOperationOptions,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

/**
 * SQLite without blocking the event loop on another process's lock (docs/operations.md,
 * "Database outages and locks"). better-sqlite3 is synchronous, so its busy_timeout would freeze the whole
 * server, static pages included, while the `inbox` command or a backup holds the write lock.
 * Instead the connection runs with busy_timeout=0 and a statement that finds the database
 * busy is retried after an asynchronous pause, until `busyWaitMs` have passed; then the
 * SQLITE_BUSY error goes to the caller (a form post answers 503).
 *
 * Transactions begin IMMEDIATE: the write lock is taken (or waited for) at BEGIN, never halfway
 * through, so a statement inside a transaction cannot fail on a lock. That also makes the
 * migrations safe: the adapter declares transactional DDL (SQLite has it), so Kysely's migrator
 * runs all pending migrations in one IMMEDIATE transaction, and a second process starting on
 * the same new file waits for the first instead of racing it.
 */
export interface BusyRetryOptions {
  /** How long one statement may wait for another process's lock in total. */
  busyWaitMs: number;
}

export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class BusyRetryConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly options: BusyRetryOptions,
  ) {}

  // A caller that aborts (Kysely's `signal` option) stops the retries too: nobody waits for the answer.
  async executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    const deadline = Date.now() + this.options.busyWaitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        return await this.inner.executeQuery<R>(query, options);
      } catch (error) {
        if (!isSqliteBusy(error) || options?.signal?.aborted || Date.now() + pause > deadline) throw error;
        await sleep(pause);
      }
    }
  }

  streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize, options);
  }
}

class BusyRetryDriver implements Driver {
  readonly #inner: SqliteDriver;
  readonly #options: BusyRetryOptions;
  readonly #connections = new WeakMap<DatabaseConnection, BusyRetryConnection>();

  constructor(inner: SqliteDriver, options: BusyRetryOptions) {
    this.#inner = inner;
    this.#options = options;
  }

  init(options?: AbortableOperationOptions): Promise<void> {
    return this.#inner.init(options);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection();
    let wrapped = this.#connections.get(connection);
    if (!wrapped) {
      wrapped = new BusyRetryConnection(connection, this.#options);
      this.#connections.set(connection, wrapped);
    }
    return wrapped;
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    return this.#inner.savepoint(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    return this.#inner.rollbackToSavepoint(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    return this.#inner.releaseSavepoint(connection, name, compile);
  }

  releaseConnection(): Promise<void> {
    return this.#inner.releaseConnection();
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class BusyRetrySqliteDialect extends SqliteDialect {
  readonly #database: SQLite.Database;
  readonly #options: BusyRetryOptions;

  constructor(database: SQLite.Database, options: BusyRetryOptions) {
    super({ database });
    this.#database = database;
    this.#options = options;
  }

  override createDriver(): Driver {
    return new BusyRetryDriver(new SqliteDriver({ database: this.#database }), this.#options);
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
