/**
 * How an instance learns of a publish (docs/decisions/018-content-editing.md): it re-reads the
 * site's content version every `pollMs` (a publish by another instance or by the command line
 * on SQLite is seen within that), and on PostgreSQL it listens for `NOTIFY content_published`,
 * which arrives at commit, and re-reads every ten `pollMs`. A missed notification (a dropped connection) is
 * caught up by the next poll, so the version in the database is the truth, not the message.
 */
import type { Kysely } from "kysely";
import pg from "pg";
import { CONTENT_CHANNEL, contentVersion, isPostgresUrl, type Database } from "../db";

export interface ContentWatch {
  /** Checks the version now (after a publish in this process). */
  check(): void;
  stop(): Promise<void>;
}

export function watchContentVersion(
  db: Kysely<Database>,
  options: { url: string; pollMs: number; onVersion: (version: number) => void; onError: (error: unknown) => void },
): ContentWatch {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let seen = -1;

  const read = async () => {
    try {
      const version = await contentVersion(db);
      if (version !== seen) {
        seen = version;
        options.onVersion(version);
      }
    } catch (error) {
      // A database outage: keep serving what was rendered last, try again on the next tick.
      options.onError(error);
    }
  };
  const check = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = read().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        check();
      }
    });
  };

  // On PostgreSQL the notification is the fast path and the poll only the catch-up for a missed
  // one, so it runs ten times less often and leaves the pool to the requests.
  const timer = setInterval(check, isPostgresUrl(options.url) ? options.pollMs * 10 : options.pollMs);
  timer.unref();

  let listener: pg.Client | undefined;
  const listen = async () => {
    if (stopped || !isPostgresUrl(options.url)) return;
    const client = new pg.Client({ connectionString: options.url, keepAlive: true });
    client.on("error", (error) => {
      options.onError(error);
      listener = undefined;
      // Reconnect later; the poll covers the gap.
      setTimeout(() => void listen(), options.pollMs * 5).unref();
    });
    client.on("notification", check);
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (stopped) await client.end();
      else listener = client;
    } catch (error) {
      options.onError(error);
      await client.end().catch(() => undefined);
      setTimeout(() => void listen(), options.pollMs * 5).unref();
    }
  };
  void listen();
  check();

  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await listener?.end().catch(() => undefined);
    },
  };
}
