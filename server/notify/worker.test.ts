import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sqliteTestDatabase, type TestDatabase, STORED_ENQUIRY } from "../../test/support/databases";
import { insertSubmission, outboxForSubmission, type Database, type OutboxRow, type Submission } from "../db";
import { createOutboxWorker, type Deliver, type OutboxTiming, type OutboxWorker } from "./worker";

/**
 * The worker's scheduling, seen from outside: when it looks for due rows (counted as claims on
 * the database), what it delivers, what it logs, and what it leaves behind when it stops. The
 * clock is Vitest's (setTimeout only), so no test waits for real time; a pass on SQLite is all
 * promise work, which `settle()` lets run to its end.
 */

const T0 = new Date("2026-05-04T10:00:00.000Z");
const DAY = 24 * 60 * 60_000;
const SLOW_POLL = { pollIntervalMs: 60_000, shutdownDeadlineMs: 100 } satisfies Partial<OutboxTiming>;

/** Lets every promise chain run to its end (setImmediate is left real). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Moves the fake clock and lets what it started finish. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** Counts the worker's claims (its one UPDATE ... RETURNING) and can make chosen statements misbehave. */
class Probe implements KyselyPlugin {
  claims = 0;
  failClaims = false;
  /** Run before the enquiry read of a delivery returns (e.g. to hold it, or delete the enquiry). */
  onSubmissionRead: (() => Promise<void>) | undefined;
  #pending = new WeakMap<object, "submission">();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (node.kind === "UpdateQueryNode" && node.returning) {
      this.claims++;
      if (this.failClaims) throw Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR" });
    }
    if (node.kind === "SelectQueryNode" && JSON.stringify(node.from).includes('"submissions"')) {
      this.#pending.set(args.queryId, "submission");
    }
    return node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const what = this.#pending.get(args.queryId);
    if (what === "submission" && this.onSubmissionRead) {
      const hook = this.onSubmissionRead;
      await hook();
      return { ...args.result, rows: args.result.rows.filter(() => !this.#deleted) };
    }
    return args.result;
  }

  #deleted = false;
  /** The next enquiry read finds nothing, as if the enquiry was deleted just before. */
  deleteBeforeRead(db: Kysely<Database>, id: string): void {
    this.onSubmissionRead = async () => {
      await db.deleteFrom("submissions").where("id", "=", id).execute();
      this.#deleted = true;
      this.onSubmissionRead = undefined;
    };
  }
}

interface Call {
  submission: Submission;
  row: OutboxRow;
  signal: AbortSignal;
  resolve(): void;
}

/** Every delivery of the test, resolved before its workers stop, so a broken stop cannot hang the test. */
const allCalls: Call[] = [];

/** A channel whose deliveries hang (ignoring their signal) until the test resolves them, or resolve at once. */
function channel(mode: { hang: boolean }) {
  const calls: Call[] = [];
  const deliver: Deliver = (submission, row, signal) =>
    new Promise<void>((resolve) => {
      calls.push({ submission, row, signal, resolve });
      allCalls.push({ submission, row, signal, resolve });
      if (!mode.hang) resolve();
    });
  return { calls, deliver, mode };
}

let t: TestDatabase;
let probe: Probe;
let db: Kysely<Database>;
const warnings: Array<[object, string]> = [];
const errors: Array<[object, string]> = [];
const log = {
  warn: (details: object, message: string) => void warnings.push([details, message]),
  error: (details: object, message: string) => void errors.push([details, message]),
};
const workers: OutboxWorker[] = [];

beforeEach(async () => {
  t = await sqliteTestDatabase();
  probe = new Probe();
  db = t.db.withPlugin(probe);
  warnings.length = 0;
  errors.length = 0;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(async () => {
  vi.useRealTimers();
  for (const call of allCalls.splice(0)) call.resolve();
  while (workers.length) await workers.pop()!.stop();
  await t.dispose();
});

function worker(channels: Partial<Record<OutboxRow["channel"], Deliver | undefined>>, timing: Partial<OutboxTiming> = SLOW_POLL) {
  const created = createOutboxWorker({
    db,
    channels: channels as Partial<Record<OutboxRow["channel"], Deliver>>,
    timing,
    now: () => T0,
    log,
  });
  workers.push(created);
  return created;
}
const enquiry = (channels: OutboxRow["channel"][] = ["email"]) => insertSubmission(t.db, STORED_ENQUIRY, channels, T0);
const statusOf = async (id: string) => (await outboxForSubmission(t.db, id)).map((row) => row.status);

/** A started worker whose delivery of one stored enquiry is under way, hanging until the test resolves it. */
async function deliveryUnderWay() {
  const email = channel({ hang: true });
  const w = worker({ email: email.deliver });
  const s = await enquiry();
  w.start();
  await advance(0);
  return { email, w, s };
}

/** `w.stop()`, with whether it has finished yet. */
function stopOf(w: OutboxWorker) {
  const state = { finished: false, done: Promise.resolve() };
  state.done = w.stop().then(() => void (state.finished = true));
  return state;
}

describe("when the worker looks for due notifications", () => {
  it("delivers at once after a kick while idle, not at the next poll", async () => {
    const email = channel({ hang: false });
    const w = worker({ email: email.deliver });
    w.start();
    await advance(0);
    expect(probe.claims).toBe(1);
    const s = await enquiry();
    w.kick();
    await advance(0);
    expect(email.calls.map((call) => call.submission.id)).toEqual([s.id]);
    expect(await statusOf(s.id)).toEqual(["sent"]);
  });

  it("does nothing on a kick before it was started", async () => {
    const email = channel({ hang: false });
    const w = worker({ email: email.deliver });
    const s = await enquiry();
    w.kick();
    await advance(0);
    expect(probe.claims).toBe(0);
    expect(email.calls).toEqual([]);
    expect(await statusOf(s.id)).toEqual(["pending"]);
  });

  it("never loses a kick that comes during a pass: the pass goes round again", async () => {
    const { email, w, s: first } = await deliveryUnderWay();
    expect(email.calls).toHaveLength(1);
    const second = await enquiry();
    w.kick();
    email.mode.hang = false;
    email.calls[0]!.resolve();
    await settle(); // no timer moves: the second is sent by the same pass
    expect(email.calls.map((call) => call.submission.id)).toEqual([first.id, second.id]);
    expect(await statusOf(second.id)).toEqual(["sent"]);
  });

  it("follows a full batch with the next one at once, and stops at a short one", async () => {
    const email = channel({ hang: false });
    const w = worker({ email: email.deliver }, { ...SLOW_POLL, batchSize: 2 });
    for (let i = 0; i < 5; i++) await enquiry();
    w.start();
    await advance(0);
    expect(email.calls).toHaveLength(5);
    expect(probe.claims).toBe(3); // 2 + 2 + 1
  });

  it("polls once per interval, and a kick moves the next poll instead of adding one", async () => {
    const w = worker({ email: channel({ hang: false }).deliver }, { pollIntervalMs: 1_000 });
    w.start();
    await advance(0);
    expect(probe.claims).toBe(1);
    await advance(500);
    w.kick();
    await advance(0);
    expect(probe.claims).toBe(2);
    await advance(999); // 1.499 s: the poll that was due at 1 s was replaced by the kick's
    expect(probe.claims).toBe(2);
    await advance(1);
    expect(probe.claims).toBe(3);
  });

  it("with no channel to deliver on, never starts and never touches the database", async () => {
    const w = worker({ email: undefined, webhook: undefined });
    await enquiry(["email", "webhook"]);
    w.start();
    await advance(10 * SLOW_POLL.pollIntervalMs);
    expect(probe.claims).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("claims only the channels that have a deliverer: the others' rows wait untouched", async () => {
    const email = channel({ hang: false });
    const w = worker({ email: email.deliver, webhook: undefined });
    const s = await enquiry(["email", "webhook"]);
    expect(await w.runOnce()).toBe(1);
    const rows = await outboxForSubmission(t.db, s.id);
    expect(rows.map((row) => [row.channel, row.status, row.attempts, row.last_error])).toEqual([
      ["email", "sent", 1, null],
      ["webhook", "pending", 0, null],
    ]);
  });
});

describe("failures", () => {
  it("logs a failed pass for the operator and tries again at the next poll", async () => {
    const email = channel({ hang: false });
    const w = worker({ email: email.deliver });
    const s = await enquiry();
    probe.failClaims = true;
    w.start();
    await advance(0);
    expect(errors).toEqual([[{ err: "disk I/O error (SQLITE_IOERR)" }, "outbox pass failed; retrying at the next poll"]]);
    probe.failClaims = false;
    await advance(SLOW_POLL.pollIntervalMs);
    expect(await statusOf(s.id)).toEqual(["sent"]);
  });

  it("logs a notification whose enquiry was deleted just before it was read, with that reason", async () => {
    const email = channel({ hang: false });
    const w = worker({ email: email.deliver });
    const s = await enquiry();
    const [row] = await outboxForSubmission(t.db, s.id);
    probe.deleteBeforeRead(t.db, s.id);
    expect(await w.runOnce()).toBe(1);
    expect(email.calls).toHaveLength(0);
    expect(warnings).toEqual([
      [
        { outboxId: row!.id, channel: "email", attempt: 1, permanent: false, err: "The submission was deleted" },
        "notification failed",
      ],
    ]);
  });

  it("still retries a notification exactly 30 days after its enquiry (gives up only past that)", async () => {
    const s = await enquiry();
    const w = createOutboxWorker({
      db,
      channels: {
        email: async () => {
          throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
        },
      },
      now: () => new Date(T0.getTime() + 30 * DAY),
      log,
    });
    expect(await w.runOnce()).toBe(1);
    const [row] = await outboxForSubmission(t.db, s.id);
    expect(row?.status).toBe("pending");
    expect(Date.parse(row!.next_attempt_at)).toBeGreaterThan(T0.getTime() + 30 * DAY);
  });
});

describe("stopping", () => {
  it("leaves no timer behind and no pass after it, whether idle or in a pass", async () => {
    const email = channel({ hang: true });
    const w = worker({ email: email.deliver });
    w.start();
    await advance(0);
    await w.stop(); // idle
    expect(vi.getTimerCount()).toBe(0);

    await enquiry();
    w.start();
    await advance(0);
    expect(email.calls).toHaveLength(1);
    const stopping = w.stop(); // in a pass that finishes before the deadline
    email.calls[0]!.resolve();
    await settle();
    await stopping;
    expect(vi.getTimerCount()).toBe(0);
    const claims = probe.claims;
    await advance(10 * SLOW_POLL.pollIntervalMs);
    expect(probe.claims).toBe(claims);
  });

  it("abandons a delivery that ignores its signal at the deadline, gives the row back and says so", async () => {
    const { email, w, s } = await deliveryUnderWay();
    const stopping = stopOf(w);
    await advance(99);
    expect(stopping.finished).toBe(false);
    await advance(1);
    expect(stopping.finished).toBe(true);
    await stopping.done;
    expect(email.calls[0]?.signal.aborted).toBe(true);
    const [row] = await outboxForSubmission(t.db, s.id);
    expect(row).toMatchObject({ status: "pending", attempts: 0, claim_token: null, next_attempt_at: T0.toISOString() });
    expect(warnings).toEqual([
      [{ outboxId: row!.id, channel: "email" }, "notification abandoned at shutdown; due again at once"],
    ]);
    // A late success changes nothing: the next run sends it.
    email.calls[0]!.resolve();
    await settle();
    expect(await statusOf(s.id)).toEqual(["pending"]);
  });

  it("abandons a delivery whose enquiry was still being read when the deadline passed", async () => {
    const email = channel({ hang: true });
    const w = worker({ email: email.deliver });
    const s = await enquiry();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reading = false;
    probe.onSubmissionRead = () => {
      reading = true;
      return held;
    };
    w.start();
    await advance(0);
    expect(reading).toBe(true);
    const stopping = stopOf(w);
    await advance(100); // the deadline passes while the read is held
    probe.onSubmissionRead = undefined;
    release();
    await settle();
    expect(stopping.finished).toBe(true);
    await stopping.done;
    expect(email.calls).toHaveLength(1);
    expect((await outboxForSubmission(t.db, s.id))[0]).toMatchObject({ status: "pending", attempts: 0, claim_token: null });
  });
});

describe("started again before the last stop finished", () => {
  it("goes on with the pass under way instead of running a second one beside it", async () => {
    const { email, w, s: first } = await deliveryUnderWay();
    const second = await enquiry();
    const stopping = w.stop();
    w.start();
    await advance(0);
    expect(email.calls.map((call) => call.submission.id)).toEqual([first.id]); // not beside it
    email.calls[0]!.resolve();
    await settle();
    expect(email.calls.map((call) => call.submission.id)).toEqual([first.id, second.id]); // right after it
    email.calls[1]!.resolve();
    await settle();
    await stopping;
    expect(await statusOf(first.id)).toEqual(["sent"]);
    expect(await statusOf(second.id)).toEqual(["sent"]);
  });

  it("at the old stop's deadline abandons the old run's deliveries only, and the new run sends them", async () => {
    const { email, w, s } = await deliveryUnderWay();
    const stopping = stopOf(w);
    w.start();
    await advance(100); // the old stop's deadline: its delivery is abandoned and given back
    expect(email.calls[0]?.signal.aborted).toBe(true);
    // The pass goes on for the new run and takes the row again under its own signal, which stays live.
    expect(email.calls).toHaveLength(2);
    expect(email.calls[1]?.signal.aborted).toBe(false);
    await advance(1_000);
    expect(email.calls[1]?.signal.aborted).toBe(false);
    email.calls[1]!.resolve();
    await settle();
    // The old stop was waiting for that pass.
    expect(stopping.finished).toBe(true);
    await stopping.done;
    expect(await statusOf(s.id)).toEqual(["sent"]);
  });

  it("does not abandon the new run's deliveries when the old stop ends in time", async () => {
    const { email, w } = await deliveryUnderWay();
    const stopping = w.stop();
    w.start();
    await advance(0);
    email.calls[0]!.resolve();
    await settle();
    await stopping;
    email.mode.hang = false;
    const later = await enquiry();
    w.kick();
    await advance(0);
    expect(email.calls[1]?.signal.aborted).toBe(false);
    expect(await statusOf(later.id)).toEqual(["sent"]);
  });
});
