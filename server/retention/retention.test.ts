import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { facts } from "~/content/facts";
import { STORED_ENQUIRY, testDatabases, type TestDatabase } from "../../test/support/databases";
import { loadConfig } from "../config";
import { claimDailyPurge, insertSubmission, listSubmissions, setKept } from "../db";
import { database } from "../db/plugin";
import { retention } from "./plugin";
import { POLICY_RETENTION_DAYS, SPAM_RETENTION_DAYS } from "./policy";

const DAY_MS = 24 * 60 * 60_000;
const NOW = new Date("2026-06-15T12:00:00.000Z");
const daysBefore = (days: number, from = NOW) => new Date(from.getTime() - days * DAY_MS);

describe("the retention the privacy policy states", () => {
  it("is what the server keeps: 12 months for enquiries, 30 days for spam", () => {
    expect(facts.en.timeline.enquiryRetention).toBe("12\u00A0months");
    expect(POLICY_RETENTION_DAYS).toBe(365);
    expect(facts.en.timeline.spamRetention).toBe("30\u00A0days");
    expect(SPAM_RETENTION_DAYS).toBe(30);
    expect(loadConfig({ NODE_ENV: "test" }).RETENTION_DAYS).toBe(POLICY_RETENTION_DAYS);
  });
});

describe.each(testDatabases())("the server's own daily purge ($name)", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => t.dispose());

  /** An app with only the database and retention, logging at debug level into `lines`. */
  async function serverAt(now: Date): Promise<{ app: FastifyInstance; lines: string[] }> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: "debug", stream } });
    await app.register(database, { url: t.url });
    await app.register(retention, { retentionDays: POLICY_RETENTION_DAYS, now: () => now });
    await app.ready();
    return { app, lines };
  }
  const logged = (lines: string[], message: string) => lines.some((line) => line.includes(`"msg":"${message}"`));

  it("runs at start: spam after 30 days, enquiries after RETENTION_DAYS, never a kept one", async () => {
    const old = await insertSubmission(t.db, STORED_ENQUIRY, [], daysBefore(POLICY_RETENTION_DAYS + 1));
    const kept = await insertSubmission(t.db, STORED_ENQUIRY, [], daysBefore(POLICY_RETENTION_DAYS + 1));
    await setKept(t.db, [kept.id], daysBefore(100));
    const oldSpam = await insertSubmission(t.db, { ...STORED_ENQUIRY, status: "spam" }, [], daysBefore(SPAM_RETENTION_DAYS + 1));
    const youngSpam = await insertSubmission(
      t.db,
      { ...STORED_ENQUIRY, status: "spam" },
      [],
      daysBefore(SPAM_RETENTION_DAYS - 1),
    );
    const recent = await insertSubmission(t.db, STORED_ENQUIRY, [], daysBefore(POLICY_RETENTION_DAYS - 1));

    const { app, lines } = await serverAt(NOW);
    try {
      await vi.waitFor(() => expect(logged(lines, "retention purge done")).toBe(true), { timeout: 10_000 });
      const left = (await listSubmissions(t.db)).map((s) => s.id).sort();
      expect(left).toEqual([kept.id, youngSpam.id, recent.id].sort());
      expect(left).not.toContain(old.id);
      expect(left).not.toContain(oldSpam.id);
    } finally {
      await app.close();
    }
  });

  it("purges once a day across restarts and instances, and again the next day", async () => {
    const stale = await insertSubmission(t.db, STORED_ENQUIRY, [], daysBefore(POLICY_RETENTION_DAYS + 5));

    // Later the same day (a restart, or a second instance): today's purge is done already.
    const sameDay = await serverAt(new Date(NOW.getTime() + 60 * 60_000));
    try {
      await vi.waitFor(() => expect(logged(sameDay.lines, "retention purge already done today")).toBe(true), {
        timeout: 10_000,
      });
      expect((await listSubmissions(t.db)).map((s) => s.id)).toContain(stale.id);
    } finally {
      await sameDay.app.close();
    }

    const nextDay = await serverAt(new Date(NOW.getTime() + DAY_MS));
    try {
      await vi.waitFor(() => expect(logged(nextDay.lines, "retention purge done")).toBe(true), { timeout: 10_000 });
      expect((await listSubmissions(t.db)).map((s) => s.id)).not.toContain(stale.id);
    } finally {
      await nextDay.app.close();
    }
  });

  it("lets exactly one of two instances claim a day", async () => {
    const day = new Date(NOW.getTime() + 10 * DAY_MS);
    const claims = await Promise.all([claimDailyPurge(t.db, day), claimDailyPurge(t.db, day)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
