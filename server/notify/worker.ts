import { redactAddresses } from "../http/logging";
import type { Kysely } from "kysely";
import {
  claimDueDeliveries,
  getBooking,
  getSubmission,
  type Booking,
  recordDelivered,
  recordFailure,
  releaseClaim,
  type Database,
  type OutboxChannel,
  type OutboxRow,
  type Submission,
} from "../db";
import { retryDelayMs } from "./backoff";
import { describeError, isPermanentFailure } from "./delivery-error";

export interface OutboxTiming {
  /** How often due rows are looked for when nothing kicks the worker. */
  pollIntervalMs: number;
  /** First retry after about this long, doubling each time... */
  backoffBaseMs: number;
  /** ...up to this. */
  backoffCapMs: number;
  /** How long a claimed row is reserved for its worker (then another may retry it). */
  leaseMs: number;
  /** After this long since the submission, a failing notification is marked failed. */
  retryHorizonMs: number;
  batchSize: number;
  /** On stop, how long deliveries under way may finish before they are abandoned. */
  shutdownDeadlineMs: number;
}

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollIntervalMs: 1_000,
  backoffBaseMs: 30_000,
  backoffCapMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  retryHorizonMs: 30 * 24 * 60 * 60_000,
  batchSize: 10,
  shutdownDeadlineMs: 8_000,
};

/** Sends one notification; `signal` aborts when the worker abandons deliveries at shutdown. */
export type Deliver = (submission: Submission, row: OutboxRow, signal: AbortSignal) => Promise<void>;
/** Sends one notification about a booked call (docs/decisions/021-booking.md). */
export type DeliverBooking = (booking: Booking, row: OutboxRow, signal: AbortSignal) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  /** The channels this instance can deliver; rows of other channels wait (e.g. SMTP not configured). */
  channels: Partial<Record<OutboxChannel, Deliver>>;
  /** The booking channels this instance can deliver. */
  bookingChannels?: Partial<Record<OutboxChannel, DeliverBooking>>;
  timing?: Partial<OutboxTiming>;
  now?: () => Date;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

export interface OutboxWorker {
  start(): void;
  /** Look for due rows now (after a new submission) instead of at the next poll. */
  kick(): void;
  /**
   * Stops polling and waits for the deliveries in progress, up to the shutdown deadline; then
   * abandons them: each abandoned row's claim is given back (due at once, no attempt counted)
   * and a late outcome is ignored, so the next run sends it.
   */
  stop(): Promise<void>;
  /** One pass: claim due rows and deliver them. Returns how many were attempted. */
  runOnce(): Promise<number>;
}

class Abandoned extends Error {
  override name = "Abandoned";
}

/** Rejects once `signal` aborts: a delivery that ignores its signal is still let go of. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new Abandoned("Delivery abandoned at shutdown"));
    if (signal.aborted) fail();
    else signal.addEventListener("abort", fail, { once: true });
  });
}

/**
 * Delivers the outbox: claims due rows, sends each on its channel, and records success or the
 * error with the next retry time. All state is in the database, so a restart picks up where
 * the last process stopped; a notification is sent at least once.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const timing = { ...DEFAULT_OUTBOX_TIMING, ...options.timing };
  const now = options.now ?? (() => new Date());
  const bookingChannels = options.bookingChannels ?? {};
  const channels = [
    ...(Object.keys(options.channels) as OutboxChannel[]).filter((channel) => options.channels[channel]),
    ...(Object.keys(bookingChannels) as OutboxChannel[]).filter((channel) => bookingChannels[channel]),
  ];
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let abandon = new AbortController();

  /** A row notifies about an enquiry or about a booking; each has its own channels. */
  async function send(row: OutboxRow, signal: AbortSignal): Promise<void> {
    if (row.booking_id !== null) {
      const booking = await getBooking(options.db, row.booking_id);
      if (!booking) throw new Error("The booking was deleted");
      const deliver = bookingChannels[row.channel];
      if (!deliver) throw new Error(`No ${row.channel} channel configured`);
      return deliver(booking, row, signal);
    }
    const submission = row.submission_id === null ? undefined : await getSubmission(options.db, row.submission_id);
    if (!submission) throw new Error("The submission was deleted");
    const deliver = options.channels[row.channel];
    if (!deliver) throw new Error(`No ${row.channel} channel configured`);
    return deliver(submission, row, signal);
  }

  async function deliverOne(row: OutboxRow): Promise<void> {
    const { signal } = abandon;
    try {
      await Promise.race([send(row, signal), whenAborted(signal)]);
      await recordDelivered(options.db, row, now());
    } catch (error) {
      if (signal.aborted) {
        options.log.warn({ outboxId: row.id, channel: row.channel }, "notification abandoned at shutdown; due again at once");
        await releaseClaim(options.db, row, now());
        return;
      }
      const at = now();
      const attempt = row.attempts + 1;
      const permanent = isPermanentFailure(error);
      const expired = at.getTime() - Date.parse(row.created_at) > timing.retryHorizonMs;
      const nextAttemptAt =
        permanent || expired ? null : new Date(at.getTime() + retryDelayMs(attempt, timing.backoffBaseMs, timing.backoffCapMs));
      const described = describeError(error);
      // The full text stays in the outbox row (which an erasure deletes); the log gets it
      // without addresses: a refused recipient is named in the SMTP server's reply.
      options.log.warn(
        { outboxId: row.id, channel: row.channel, attempt, permanent, err: redactAddresses(described) },
        "notification failed",
      );
      await recordFailure(options.db, row, { now: at, error: described, nextAttemptAt });
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDueDeliveries(options.db, { now: now(), channels, limit: timing.batchSize, leaseMs: timing.leaseMs });
    await Promise.all(rows.map(deliverOne));
    return rows.length;
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void tick(), delayMs);
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true; // picked up by the loop below, so a kick during a pass is never lost
      return;
    }
    running = (async () => {
      let attempted: number;
      do {
        again = false;
        attempted = await runOnce();
      } while (!stopped && (again || attempted === timing.batchSize));
    })();
    try {
      await running;
    } catch (error) {
      options.log.error({ err: describeError(error) }, "outbox pass failed; retrying at the next poll");
    } finally {
      running = undefined;
      schedule(timing.pollIntervalMs);
    }
  }

  return {
    start() {
      if (!stopped || channels.length === 0) return;
      stopped = false;
      abandon = new AbortController();
      schedule(0);
    },
    kick() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (!running) return;
      const pass = running.catch(() => undefined);
      // At the deadline this run's deliveries are abandoned (their rows go back, due at once); a
      // start() before then has a signal of its own, which this stop leaves alone.
      const run = abandon;
      const deadline = setTimeout(() => run.abort(), timing.shutdownDeadlineMs);
      await pass;
      clearTimeout(deadline);
    },
    runOnce,
  };
}
