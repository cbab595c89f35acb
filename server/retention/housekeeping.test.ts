import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUDIT_RETENTION, formatSpan } from "~/content/facts";
import { consoleCopy } from "~/content/console";
import { privacyPolicy } from "~/content/legal/privacy";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { createLink, createSession, ensureOperator, listAudit, recordAudit, saveChallenge } from "../db";
import { database } from "../db/plugin";
import { retention } from "./plugin";
import { AUDIT_RETENTION_DAYS, POLICY_RETENTION_DAYS } from "./policy";

// The daily retention run also keeps the console's own tables small and the audit log within
// the period the privacy policy states.

const DAY_MS = 24 * 60 * 60_000;
const NOW = new Date("2026-06-15T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("the audit retention the privacy policy states", () => {
  it("is 12 months, in both languages' policy", () => {
    expect(AUDIT_RETENTION_DAYS).toBe(365);
    expect(formatSpan("sv", AUDIT_RETENTION)).toBe("12\u00A0månader");
    expect(formatSpan("en", AUDIT_RETENTION)).toBe("12\u00A0months");
    const text = (lang: "sv" | "en") => JSON.stringify(privacyPolicy[lang]);
    expect(text("sv")).toContain("Loggposter raderas efter 12\u00A0månader");
    expect(text("en")).toContain("Log entries are deleted after 12\u00A0months");
    expect(consoleCopy.sv.audit.intro).toContain(`sparas i ${formatSpan("sv", AUDIT_RETENTION)}`);
    expect(consoleCopy.en.audit.intro).toContain(`kept for ${formatSpan("en", AUDIT_RETENTION)}`);
  });
});

describe.each(testDatabases())("the daily housekeeping ($name)", ({ open }) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await open();
  });
  afterEach(async () => t.dispose());

  it("deletes old audit entries, expired sessions, used and expired links, and stale challenges", async () => {
    const operator = await ensureOperator(t.db, "owner@nordlegend.se", ago(30 * DAY_MS));
    const session = (at: Date) =>
      createSession(t.db, { operatorId: operator.id, passkeyId: null, userAgent: "", verified: false }, at);
    await session(ago(13 * 60 * 60_000)); // idle for 13 hours
    await session(ago(60_000)); // alive
    await createLink(t.db, operator.id, "enrol", ago(2 * DAY_MS)); // expired a day ago
    await createLink(t.db, operator.id, "sign-in", ago(10 * 60_000), "nonce-a".padEnd(43, "x")); // live
    // Newest first: saving a challenge sweeps the ones expired by then.
    await saveChallenge(t.db, { challenge: "new", purpose: "sign-in", operatorId: null }, ago(60_000));
    await saveChallenge(t.db, { challenge: "old", purpose: "sign-in", operatorId: null }, ago(6 * 60_000));
    await recordAudit(t.db, { actor: "cli", action: "deleted", target: "old" }, ago((AUDIT_RETENTION_DAYS + 1) * DAY_MS));
    await recordAudit(t.db, { actor: "cli", action: "deleted", target: "recent" }, ago((AUDIT_RETENTION_DAYS - 1) * DAY_MS));

    const app = Fastify();
    await app.register(database, { url: t.url });
    await app.register(retention, { retentionDays: POLICY_RETENTION_DAYS, now: () => NOW });
    await app.ready();
    try {
      await vi.waitFor(async () => expect((await listAudit(t.db, { limit: 10 })).map((e) => e.target)).toEqual(["recent"]), {
        timeout: 10_000,
      });
      await vi.waitFor(async () => {
        expect(await t.db.selectFrom("operator_sessions").select("created_at").execute()).toEqual([
          { created_at: ago(60_000).toISOString() },
        ]);
        expect(await t.db.selectFrom("operator_links").select("purpose").execute()).toEqual([{ purpose: "sign-in" }]);
        expect(await t.db.selectFrom("webauthn_challenges").select("challenge").execute()).toEqual([{ challenge: "new" }]);
      });
    } finally {
      await app.close();
    }
  });
});
