import { createHash, randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Lang } from "~/i18n/lang";
import { isPostgres } from "./connect";
import type { PurgePlan } from "./retention";
import type {
  BookingChangedBy,
  BookingEvent,
  BookingOutcome,
  BookingsTable,
  BookingStatus,
  Database,
  OutboxChannel,
} from "./schema";

/**
 * Booked calls (docs/decisions/021-booking.md). A booking is acknowledged only after the
 * transaction that stores it and its notifications commits, and one slot holds at most one
 * live booking: the UNIQUE `live_slot` decides between two instances, and inside one database
 * the booking lock makes the second visitor see the first one's call.
 */
export type BookingRow = Selectable<BookingsTable>;

export interface Booking {
  id: string;
  status: BookingStatus;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  sequence: number;
  language: Lang;
  name: string;
  email: string;
  company: string;
  note: string;
  /** Who made the last change (docs/decisions/030-the-owners-bookings.md). */
  changedBy: BookingChangedBy;
  /** The owner's message to the visitor with their last change; "" for none. */
  ownerMessage: string;
  /** How the call went, as the owner marked it; null while unmarked. */
  outcome: BookingOutcome | null;
}

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    cancelledAt: row.cancelled_at,
    sequence: Number(row.sequence),
    language: row.language === "en" ? "en" : "sv",
    name: row.name,
    email: row.email,
    company: row.company,
    note: row.note,
    changedBy: row.changed_by === "owner" ? "owner" : "visitor",
    ownerMessage: row.owner_message ?? "",
    outcome: row.outcome === "held" || row.outcome === "no-show" ? row.outcome : null,
  };
}

/**
 * The owner's change to a call from the console (docs/decisions/030-the-owners-bookings.md): the
 * message goes to the visitor with the cancellation or the updated invitation. Without it the
 * change is the visitor's own, through their link, and any earlier message of the owner's is
 * cleared, so it never travels with a later email.
 */
export interface OwnerChange {
  message: string;
}

function changeColumns(owner: OwnerChange | undefined): { changed_by: BookingChangedBy; owner_message: string } {
  return owner ? { changed_by: "owner", owner_message: owner.message } : { changed_by: "visitor", owner_message: "" };
}

/** The visitor's cancel/move secret is kept only as this hash. */
export function bookingTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A booked call's time span, for the availability rules (epoch milliseconds). */
export interface BookedInterval {
  start: number;
  end: number;
}

export interface NewBooking {
  startsAt: Date;
  endsAt: Date;
  language: Lang;
  name: string;
  email: string;
  company: string;
  note: string;
  ipHash: string;
  userAgent: string;
  screening: string | null;
  /** Spam holds no slot and gets no notification. */
  spam: boolean;
}

export type BookingResult = { ok: true; booking: Booking; token: string } | { ok: false; reason: "taken" | "limit" };

/**
 * The limit on bookings per client network and per address (docs/decisions/028-security-m4-m6.md,
 * M5): at most `max` bookings made since `since` (the start of the UTC day, the IP salt's day)
 * from the network whose hash is `ipHash`, and as many by `email`; cancelled calls count, spam
 * does not (it holds no slot and sends nothing).
 */
export interface BookingLimit {
  ipHash: string;
  email: string;
  since: Date;
  max: number;
}

/** How many bookings the network and the address made since the limit's start. */
export async function bookingsMadeSince(
  db: Kysely<Database>,
  limit: Omit<BookingLimit, "max">,
): Promise<{ network: number; address: number }> {
  const since = limit.since.toISOString();
  const count = async (column: "ip_hash" | "email", value: string) =>
    Number(
      (
        await db
          .selectFrom("bookings")
          .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
          .where(column, "=", value)
          .where("created_at", ">=", since)
          .where("status", "!=", "spam")
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { network: await count("ip_hash", limit.ipHash), address: await count("email", limit.email.toLowerCase()) };
}

/** Whether one more booking passes the limit. */
export async function withinBookingLimit(db: Kysely<Database>, limit: BookingLimit): Promise<boolean> {
  const made = await bookingsMadeSince(db, limit);
  return made.network < limit.max && made.address < limit.max;
}

/** One key for the bookings' transaction-scoped lock on PostgreSQL. */
const BOOKING_LOCK = 0x0b_00_c4;

/** A unique index refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** Live calls whose span meets [from, to). */
export async function bookedIntervals(db: Kysely<Database>, from: Date, to: Date): Promise<BookedInterval[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(["starts_at", "ends_at"])
    .where("live_slot", "is not", null)
    .where("ends_at", ">", from.toISOString())
    .where("starts_at", "<", to.toISOString())
    .execute();
  return rows.map((row) => ({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) }));
}

function outboxRows(bookingId: string, event: BookingEvent, channels: readonly OutboxChannel[], at: string) {
  return channels.map((channel) => ({
    id: randomUUID(),
    submission_id: null,
    booking_id: bookingId,
    booking_event: event,
    channel,
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: at,
    errors: "[]",
    created_at: at,
  }));
}

/** Takes the bookings' lock for the rest of the transaction (SQLite's write transaction is exclusive already). */
async function lockBookings(trx: Kysely<Database>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`.execute(trx);
}

class SlotTaken extends Error {}
class LimitReached extends Error {}

/**
 * Stores a booking and its notifications in one transaction. `stillFree` is asked, under the
 * lock, with the live calls as they are now: a slot that went meanwhile (another visitor, a
 * day that filled up) is refused as `taken`, and so is a second live booking of the same
 * start however it got there (the unique index).
 */
export async function insertBooking(
  db: Kysely<Database>,
  booking: NewBooking,
  options: {
    now: Date;
    channels: readonly OutboxChannel[];
    stillFree: (booked: BookedInterval[]) => boolean;
    /** The secret of the visitor's cancel/move link for this id (server/booking/links.ts). */
    tokenFor: (id: string) => string;
    /** Bookings per network and address: asked again under the lock, so racing posts cannot pass it together. */
    limit?: BookingLimit;
  },
): Promise<BookingResult> {
  const id = randomUUID();
  const token = options.tokenFor(id);
  const at = options.now.toISOString();
  const startsAt = booking.startsAt.toISOString();
  const row = {
    id,
    status: (booking.spam ? "spam" : "confirmed") as BookingStatus,
    starts_at: startsAt,
    ends_at: booking.endsAt.toISOString(),
    live_slot: booking.spam ? null : startsAt,
    created_at: at,
    updated_at: at,
    cancelled_at: null,
    sequence: 0,
    language: booking.language,
    name: booking.name,
    email: booking.email.toLowerCase(),
    company: booking.company,
    note: booking.note,
    token_hash: bookingTokenHash(token),
    ip_hash: booking.ipHash,
    user_agent: booking.userAgent.slice(0, 500),
    screening: booking.screening,
    changed_by: "visitor" as const,
    owner_message: "",
    outcome: null,
  };
  try {
    await db.transaction().execute(async (trx) => {
      if (!booking.spam) {
        await lockBookings(trx);
        const day = 24 * 60 * 60 * 1000;
        const booked = await bookedIntervals(
          trx,
          new Date(options.now.getTime() - day),
          new Date(options.now.getTime() + 16 * day),
        );
        if (!options.stillFree(booked)) throw new SlotTaken();
        if (options.limit && !(await withinBookingLimit(trx, options.limit))) throw new LimitReached();
      }
      await trx.insertInto("bookings").values(row).execute();
      const outbox = booking.spam ? [] : outboxRows(id, "request", options.channels, at);
      if (outbox.length > 0) await trx.insertInto("outbox").values(outbox).execute();
    });
  } catch (error) {
    if (error instanceof LimitReached) return { ok: false, reason: "limit" };
    if (error instanceof SlotTaken || isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
  return { ok: true, booking: toBooking(row), token };
}

export async function getBooking(db: Kysely<Database>, id: string): Promise<Booking | undefined> {
  const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toBooking(row) : undefined;
}

/** The booking a cancel/move link names, when its secret is right. */
export async function bookingByToken(db: Kysely<Database>, token: string): Promise<Booking | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const row = await db.selectFrom("bookings").selectAll().where("token_hash", "=", bookingTokenHash(token)).executeTakeFirst();
  return row ? toBooking(row) : undefined;
}

/**
 * Cancels a confirmed booking: the slot is free again at once, the invitation's sequence goes
 * up, and the cancellation is queued to the same channels as the invitation. False when it
 * was not confirmed (cancelled already, spam, gone).
 */
export async function cancelBooking(
  db: Kysely<Database>,
  id: string,
  options: { now: Date; channels: readonly OutboxChannel[]; owner?: OwnerChange },
): Promise<boolean> {
  const at = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("bookings")
      .set((eb) => ({
        status: "cancelled",
        live_slot: null,
        cancelled_at: at,
        updated_at: at,
        sequence: eb("sequence", "+", 1),
        ...changeColumns(options.owner),
      }))
      .where("id", "=", id)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    // An invitation not yet sent need not go out before its cancellation.
    await trx
      .deleteFrom("outbox")
      .where("booking_id", "=", id)
      .where("booking_event", "=", "request")
      .where("status", "=", "pending")
      .where("claim_token", "is", null)
      .execute();
    const outbox = outboxRows(id, "cancel", options.channels, at);
    if (outbox.length > 0) await trx.insertInto("outbox").values(outbox).execute();
    return true;
  });
}

/**
 * Moves a confirmed booking to another slot, keeping its invitation's UID: the new time goes
 * out as an updated invitation (a higher sequence). Refused as `taken` like a new booking.
 */
export async function moveBooking(
  db: Kysely<Database>,
  id: string,
  slot: { startsAt: Date; endsAt: Date },
  options: {
    now: Date;
    channels: readonly OutboxChannel[];
    stillFree: (booked: BookedInterval[]) => boolean;
    owner?: OwnerChange;
  },
): Promise<{ ok: true; booking: Booking } | { ok: false; reason: "taken" | "gone" }> {
  const at = options.now.toISOString();
  const startsAt = slot.startsAt.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      await lockBookings(trx);
      const current = await trx.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
      if (!current || current.status !== "confirmed") return { ok: false as const, reason: "gone" as const };
      const day = 24 * 60 * 60 * 1000;
      const booked = (
        await bookedIntervals(trx, new Date(options.now.getTime() - day), new Date(options.now.getTime() + 16 * day))
      ).filter((interval) => interval.start !== Date.parse(current.starts_at));
      if (!options.stillFree(booked)) throw new SlotTaken();
      await trx
        .updateTable("bookings")
        .set({
          starts_at: startsAt,
          ends_at: slot.endsAt.toISOString(),
          live_slot: startsAt,
          updated_at: at,
          sequence: Number(current.sequence) + 1,
          ...changeColumns(options.owner),
        })
        .where("id", "=", id)
        .execute();
      await trx
        .deleteFrom("outbox")
        .where("booking_id", "=", id)
        .where("status", "=", "pending")
        .where("claim_token", "is", null)
        .execute();
      const outbox = outboxRows(id, "request", options.channels, at);
      if (outbox.length > 0) await trx.insertInto("outbox").values(outbox).execute();
      const updated = await trx.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return { ok: true as const, booking: toBooking(updated) };
    });
  } catch (error) {
    if (error instanceof SlotTaken || isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

export interface BookingFilter {
  /** Only calls that end after this time. */
  upcomingFrom?: Date;
  status?: BookingStatus;
  /** Only the calls booked from this address (any case). */
  email?: string;
  limit?: number;
}

/** Bookings by the call's time: upcoming ones soonest first, else newest first. */
export async function listBookings(db: Kysely<Database>, filter: BookingFilter = {}): Promise<Booking[]> {
  let query = db.selectFrom("bookings").selectAll();
  if (filter.status) query = query.where("status", "=", filter.status);
  // Stored lower-cased, as erasure by address deletes them.
  if (filter.email !== undefined) query = query.where("email", "=", filter.email.trim().toLowerCase());
  if (filter.upcomingFrom) query = query.where("ends_at", ">", filter.upcomingFrom.toISOString()).orderBy("starts_at", "asc");
  else query = query.orderBy("starts_at", "desc");
  query = query.orderBy("id").limit(filter.limit ?? 500);
  return (await query.execute()).map(toBooking);
}

/** Erasure by address: every booking of it, and their notifications with them (cascade). */
export async function deleteBookingsByEmail(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db.deleteFrom("bookings").where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Retention (docs/operations.md, "Retention"): a booking goes once its call ended, and it was
 * last changed, before the plan's cutoff (RETENTION_DAYS ago); a spam booking once it is older
 * than the spam cutoff, like spam enquiries.
 */
export async function purgeBookings(db: Kysely<Database>, plan: PurgePlan): Promise<number> {
  const result = await db
    .deleteFrom("bookings")
    .where((eb) =>
      eb.or([
        eb.and([eb("ends_at", "<", plan.cutoff), eb("updated_at", "<", plan.cutoff)]),
        eb.and([eb("status", "=", "spam"), eb("created_at", "<", plan.spamCutoff)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
