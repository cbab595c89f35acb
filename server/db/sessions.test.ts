import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../test/support/databases";
import {
  createLink,
  createSession,
  deleteStaleConsoleRows,
  ensureOperator,
  hashToken,
  isFreshlyVerified,
  saveChallenge,
  takeChallenge,
  // Not a React hook, whatever its name: imported under another so the hooks lint rule stays on.
  useSession as resumeSession,
  type OperatorRow,
} from ".";

/** Console sessions, step-up and housekeeping; the figures are written out (docs/decisions/014-mutation-testing.md). */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const T0 = new Date("2026-05-04T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

let t: TestDatabase;
let operator: OperatorRow;
beforeEach(async () => {
  t = await sqliteTestDatabase();
  operator = await ensureOperator(t.db, "ops@nordlegend.se", T0);
});
afterEach(async () => t.dispose());

const start = (now = T0, userAgent = "Firefox") =>
  createSession(t.db, { operatorId: operator.id, passkeyId: null, userAgent, verified: false }, now);
const lastSeen = async (token: string) =>
  (
    await t.db
      .selectFrom("operator_sessions")
      .select("last_seen_at")
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow()
  ).last_seen_at;

describe("a console session", () => {
  it("keeps at most 300 characters of the browser's user agent", async () => {
    const token = await start(T0, "U".repeat(400));
    const row = await t.db
      .selectFrom("operator_sessions")
      .select("user_agent")
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.user_agent).toBe("U".repeat(300));
  });

  it("moves its idle deadline when used, but writes at most once a minute", async () => {
    const token = await start();
    await resumeSession(t.db, token, at(30 * SECOND));
    expect(await lastSeen(token)).toBe(T0.toISOString());
    await resumeSession(t.db, token, at(MINUTE));
    expect(await lastSeen(token)).toBe(T0.toISOString());
    await resumeSession(t.db, token, at(MINUTE + SECOND));
    expect(await lastSeen(token)).toBe(at(MINUTE + SECOND).toISOString());
  });

  it("ends after 12 idle hours, and after 7 days however busy", async () => {
    const idle = await start();
    expect(await resumeSession(t.db, idle, at(12 * HOUR - SECOND))).toBeDefined();
    const idle2 = await start();
    expect(await resumeSession(t.db, idle2, at(12 * HOUR + SECOND))).toBeUndefined();

    const busy = await start();
    for (let hour = 10; hour < 7 * 24; hour += 10) expect(await resumeSession(t.db, busy, at(hour * HOUR))).toBeDefined();
    expect(await resumeSession(t.db, busy, at(7 * 24 * HOUR - SECOND))).toBeDefined();
    expect(await resumeSession(t.db, busy, at(7 * 24 * HOUR + SECOND))).toBeUndefined();
  });
});

describe("a passkey check counts as fresh for five minutes", () => {
  it("is fresh up to the last second, then not; and never without a check", () => {
    expect(isFreshlyVerified(T0.toISOString(), at(5 * MINUTE - SECOND))).toBe(true);
    expect(isFreshlyVerified(T0.toISOString(), at(5 * MINUTE))).toBe(false);
    expect(isFreshlyVerified(null, T0)).toBe(false);
  });
});

describe("a WebAuthn challenge", () => {
  it("answers once, within its five minutes and not at the fifth", async () => {
    const early = await saveChallenge(t.db, { challenge: "early", purpose: "sign-in", operatorId: null }, T0);
    expect(await takeChallenge(t.db, early, "sign-in", at(5 * MINUTE - SECOND))).toEqual({
      challenge: "early",
      operatorId: null,
    });
    expect(await takeChallenge(t.db, early, "sign-in", at(5 * MINUTE - SECOND))).toBeUndefined();
    const late = await saveChallenge(t.db, { challenge: "late", purpose: "sign-in", operatorId: null }, T0);
    expect(await takeChallenge(t.db, late, "sign-in", at(5 * MINUTE))).toBeUndefined();
    const other = await saveChallenge(t.db, { challenge: "other", purpose: "sign-in", operatorId: null }, T0);
    expect(await takeChallenge(t.db, other, "enrol", T0)).toBeUndefined();
  });
});

describe("the daily housekeeping of the console's tables", () => {
  it("keeps a link for an hour after it expired, so the per-address limit can still count it", async () => {
    await createLink(t.db, operator.id, "sign-in", T0, "nonce-one");
    const expired = at(15 * MINUTE);
    expect((await deleteStaleConsoleRows(t.db, at(15 * MINUTE + HOUR - SECOND))).links).toBe(0);
    expect((await deleteStaleConsoleRows(t.db, new Date(expired.getTime() + HOUR))).links).toBe(1);
  });

  it("removes idle and old sessions, and challenges past their five minutes", async () => {
    await start();
    await saveChallenge(t.db, { challenge: "c", purpose: "sign-in", operatorId: null }, T0);
    expect(await deleteStaleConsoleRows(t.db, at(5 * MINUTE - SECOND))).toEqual({ sessions: 0, links: 0, challenges: 0 });
    expect((await deleteStaleConsoleRows(t.db, at(5 * MINUTE))).challenges).toBe(1);
    expect((await deleteStaleConsoleRows(t.db, at(12 * HOUR - SECOND))).sessions).toBe(0);
    expect((await deleteStaleConsoleRows(t.db, at(12 * HOUR))).sessions).toBe(1);
  });
});
