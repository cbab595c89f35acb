import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORED_ENQUIRY, testDatabases, type TestDatabase } from "../../test/support/databases";
import {
  claimDueDeliveries,
  insertSubmission,
  outboxForSubmission,
  outboxStats,
  recordDelivered,
  recordFailure,
  retryOutbox,
  type OutboxRow,
} from ".";

/** The outbox repository's edges, on both databases: empty lists, rows a retry must not touch, the backlog counts. */

const T0 = new Date("2026-05-04T10:00:00.000Z");
const LEASE = 2 * 60_000;

describe.each(testDatabases())("the outbox ($name)", ({ open }) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await open();
  });
  afterEach(async () => t.dispose());

  async function rowFor(channels: OutboxRow["channel"][] = ["email"]): Promise<OutboxRow> {
    const submission = await insertSubmission(t.db, STORED_ENQUIRY, channels, T0);
    return (await outboxForSubmission(t.db, submission.id))[0]!;
  }
  const claim = (channels: OutboxRow["channel"][] = ["email"]) =>
    claimDueDeliveries(t.db, { now: T0, channels, limit: 10, leaseMs: LEASE });
  const reread = async (row: OutboxRow) => (await outboxForSubmission(t.db, row.submission_id!))[0]!;

  it("claims nothing, and changes nothing, for an empty list of channels", async () => {
    const row = await rowFor();
    expect(await claim([])).toEqual([]);
    expect(await reread(row)).toEqual(row);
  });

  it("retries nothing for an empty list of ids", async () => {
    const row = await rowFor();
    const [claimed] = await claim();
    await recordFailure(t.db, claimed!, { now: T0, error: "refused", nextAttemptAt: null });
    expect(await retryOutbox(t.db, { ids: [] }, T0)).toBe(0);
    expect((await reread(row)).status).toBe("failed");
  });

  it("retries by id only failed rows and idle pending ones, never a sent row or one being delivered", async () => {
    const sent = await rowFor();
    const [claimedSent] = await claim();
    await recordDelivered(t.db, claimedSent!, T0);
    const inFlight = await rowFor();
    const [claimedInFlight] = await claim();
    const idle = await rowFor(["webhook"]);
    const failed = await rowFor(["confirmation"]);
    const [claimedFailed] = await claim(["confirmation"]);
    await recordFailure(t.db, claimedFailed!, { now: T0, error: "refused", nextAttemptAt: null });

    const later = new Date(T0.getTime() + 60_000);
    expect(await retryOutbox(t.db, { ids: [sent.id, inFlight.id, idle.id, failed.id] }, later)).toBe(2);
    expect(await reread(sent)).toMatchObject({ status: "sent", sent_at: T0.toISOString() });
    expect(await reread(inFlight)).toMatchObject({ status: "pending", claim_token: claimedInFlight!.claim_token });
    expect(await reread(idle)).toMatchObject({ status: "pending", next_attempt_at: later.toISOString() });
    expect(await reread(failed)).toMatchObject({ status: "pending", next_attempt_at: later.toISOString(), claim_token: null });
  });

  it("counts pending and failed rows apart, whichever the database lists first", async () => {
    expect(await outboxStats(t.db)).toEqual({ pending: 0, oldestPendingAt: null, failed: 0 });
    for (let i = 0; i < 2; i++) {
      await rowFor(["webhook"]);
      const [claimed] = await claim(["webhook"]);
      await recordFailure(t.db, claimed!, { now: T0, error: "refused", nextAttemptAt: null });
    }
    expect(await outboxStats(t.db)).toEqual({ pending: 0, oldestPendingAt: null, failed: 2 });
    await rowFor();
    expect(await outboxStats(t.db)).toEqual({ pending: 1, oldestPendingAt: T0.toISOString(), failed: 2 });
  });
});
