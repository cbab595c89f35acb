import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sqliteTestDatabase, type TestDatabase, STORED_ENQUIRY } from "../../test/support/databases";
import { describePurge, insertSubmission, listSubmissions, purgePlan } from "../db";
import { database } from "../db/plugin";
import { retention } from "./plugin";

/**
 * "A failure is logged and tried again at the next check; it never stops the site": what the
 * operator reads in the log when the check or the purge fails, that a failed check purges
 * nothing, that a failed purge gives the day back, and that closing leaves no check behind.
 */

const DAY_MS = 24 * 60 * 60_000;
const NOW = new Date("2026-06-15T12:00:00.000Z");

interface Line {
  msg: string;
  err?: { message?: string };
}

let t: TestDatabase;
beforeEach(async () => {
  t = await sqliteTestDatabase();
});
afterEach(async () => t.dispose());

/** An app with the database and retention (365 days, checked every 20 ms), its log parsed into `lines`. */
async function server(): Promise<{ app: FastifyInstance; lines: Line[] }> {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split("\n")) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const app = Fastify({ logger: { level: "info", stream } });
  await app.register(database, { url: t.url });
  await app.register(retention, { retentionDays: 365, now: () => NOW, checkIntervalMs: 20 });
  await app.ready();
  return { app, lines };
}
const count = (lines: Line[], msg: string) => lines.filter((line) => line.msg === msg).length;
const rename = (from: string, to: string) => sql.raw(`ALTER TABLE ${from} RENAME TO ${to}`).execute(t.db);

describe("a failing retention check", () => {
  it("is logged with its error, purges nothing, and is tried again until it works", async () => {
    const stale = await insertSubmission(t.db, STORED_ENQUIRY, [], new Date(NOW.getTime() - 400 * DAY_MS));
    await rename("ip_salts", "ip_salts_away");
    const { app, lines } = await server();
    try {
      const failed = "retention check failed; tried again at the next check";
      await vi.waitFor(() => expect(count(lines, failed)).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
      expect(lines.find((line) => line.msg === failed)?.err?.message).toContain("ip_salts");
      expect(count(lines, "retention purge done")).toBe(0);
      expect((await listSubmissions(t.db)).map((s) => s.id)).toContain(stale.id);

      await rename("ip_salts_away", "ip_salts");
      await vi.waitFor(() => expect(count(lines, "retention purge done")).toBe(1), { timeout: 10_000 });
      expect((await listSubmissions(t.db)).map((s) => s.id)).not.toContain(stale.id);
    } finally {
      await app.close();
    }
  });
});

describe("a failing retention purge", () => {
  it("is logged with its error and gives the day back, so a later check the same day purges", async () => {
    const stale = await insertSubmission(t.db, STORED_ENQUIRY, [], new Date(NOW.getTime() - 400 * DAY_MS));
    await rename("audit_log", "audit_log_away");
    const { app, lines } = await server();
    try {
      const failed = "retention purge failed; tried again at the next check";
      await vi.waitFor(() => expect(count(lines, failed)).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
      expect(lines.find((line) => line.msg === failed)?.err?.message).toContain("audit_log");

      await rename("audit_log_away", "audit_log");
      await vi.waitFor(() => expect(count(lines, "retention purge done")).toBe(1), { timeout: 10_000 });
      expect((await listSubmissions(t.db)).map((s) => s.id)).not.toContain(stale.id);
    } finally {
      await app.close();
    }
  });
});

describe("closing the server", () => {
  it("stops the hourly check", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { app } = await server();
      expect(vi.getTimerCount()).toBe(1);
      await app.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("what the purge command says it deletes", () => {
  it("names both cutoffs: 30 days for spam, RETENTION_DAYS for the rest", () => {
    expect(describePurge(purgePlan(NOW, 365))).toBe(
      "spam marked before 2026-05-16T12:00:00.000Z, and everything not kept from before 2025-06-15T12:00:00.000Z",
    );
  });
});
