import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase, STORED_ENQUIRY } from "../../test/support/databases";
import { createOutboxWorker } from "../notify/worker";
import { createLink, ensureOperator, insertSubmission, outboxForSubmission, peekLink } from ".";

/**
 * The numbers behind guarantees, stated here literally rather than read from the code's own
 * constants, so that loosening a constant fails a test (docs/decisions/014-mutation-testing.md).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SECOND = 1_000;
const T0 = new Date("2026-05-04T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

let t: TestDatabase;
beforeEach(async () => {
  t = await sqliteTestDatabase();
});
afterEach(async () => t.dispose());

describe("SQLite is opened for durability", () => {
  it("reads back WAL, synchronous=FULL and foreign keys on the connection the app uses", async () => {
    const pragma = async (name: string) => {
      const { rows } = await sql.raw<Record<string, unknown>>(`PRAGMA ${name}`).execute(t.db);
      return Object.values(rows[0] ?? {})[0];
    };
    expect(await pragma("journal_mode")).toBe("wal");
    // 2 = FULL: a commit is on disk before the visitor is thanked, even through a power loss.
    expect(await pragma("synchronous")).toBe(2);
    expect(await pragma("foreign_keys")).toBe(1);
  });
});

describe("emailed links expire on time", () => {
  it("a sign-in link lives 15 minutes, not a second more", async () => {
    const operator = await ensureOperator(t.db, "ops@nordlegend.se", T0);
    const token = await createLink(t.db, operator.id, "sign-in", T0);
    expect(await peekLink(t.db, token, "sign-in", at(15 * MINUTE - SECOND))).toBeDefined();
    expect(await peekLink(t.db, token, "sign-in", at(15 * MINUTE + SECOND))).toBeUndefined();
  });

  it("an enrolment link lives 24 hours, not a second more", async () => {
    const operator = await ensureOperator(t.db, "new@nordlegend.se", T0);
    const token = await createLink(t.db, operator.id, "enrol", T0);
    expect(await peekLink(t.db, token, "enrol", at(DAY - SECOND))).toBeDefined();
    expect(await peekLink(t.db, token, "enrol", at(DAY + SECOND))).toBeUndefined();
  });
});

describe("the outbox gives up after 30 days", () => {
  /** One delivery attempt at `when`, with the default timing, by a channel that always fails. */
  async function failOnceAt(when: Date): Promise<{ status: string; next: string }> {
    const submission = await insertSubmission(t.db, STORED_ENQUIRY, ["email"], T0);
    const worker = createOutboxWorker({
      db: t.db,
      channels: {
        email: async () => {
          throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
        },
      },
      now: () => when,
      log: { error: () => undefined, warn: () => undefined },
    });
    expect(await worker.runOnce()).toBe(1);
    const [row] = await outboxForSubmission(t.db, submission.id);
    return { status: row!.status, next: row!.next_attempt_at };
  }

  it("still retries a failing notification 29 days after the enquiry", async () => {
    const row = await failOnceAt(at(29 * DAY));
    expect(row.status).toBe("pending");
    expect(Date.parse(row.next)).toBeGreaterThan(at(29 * DAY).getTime());
  });

  it("marks it failed once the enquiry is more than 30 days old", async () => {
    const row = await failOnceAt(at(30 * DAY + SECOND));
    expect(row.status).toBe("failed");
  });
});
