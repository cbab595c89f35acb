import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sqliteTestDatabase, type TestDatabase, STORED_ENQUIRY } from "../../test/support/databases";
import { insertSubmission, listSubmissions } from "../db";
import { database } from "../db/plugin";
import { retention } from "./plugin";
import { POLICY_RETENTION_DAYS } from "./policy";

/**
 * A server that never restarts still purges every day: the check repeats on its timer, and
 * the day's purge follows the clock. Here the interval is short and the clock is moved, and the
 * test waits for the second day's purge in the same process.
 */

const DAY_MS = 24 * 60 * 60_000;
const DAY_ONE = new Date("2026-06-15T12:00:00.000Z");

let t: TestDatabase;
beforeEach(async () => {
  t = await sqliteTestDatabase();
});
afterEach(async () => t.dispose());

describe("the daily purge in a server that keeps running", () => {
  it("runs again the next day without a restart", async () => {
    let clock = DAY_ONE;
    const purges: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (chunk.toString().includes('"msg":"retention purge done"')) purges.push(clock.toISOString());
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream } });
    await app.register(database, { url: t.url });
    await app.register(retention, { retentionDays: POLICY_RETENTION_DAYS, now: () => clock, checkIntervalMs: 20 });
    await app.ready();
    try {
      await vi.waitFor(() => expect(purges).toHaveLength(1), { timeout: 10_000 });

      // An enquiry that turns one day too old tomorrow; today it stays.
      const ageing = await insertSubmission(
        t.db,
        STORED_ENQUIRY,
        [],
        new Date(DAY_ONE.getTime() - POLICY_RETENTION_DAYS * DAY_MS + 60_000),
      );
      clock = new Date(DAY_ONE.getTime() + DAY_MS);

      await vi.waitFor(() => expect(purges).toHaveLength(2), { timeout: 10_000 });
      expect(purges[1]).toBe(clock.toISOString());
      expect((await listSubmissions(t.db)).map((s) => s.id)).not.toContain(ageing.id);
    } finally {
      await app.close();
    }
  });
});
