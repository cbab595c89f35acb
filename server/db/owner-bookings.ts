import type { Kysely } from "kysely";
import { toBooking, type Booking } from "./bookings";
import type { BookingOutcome, Database } from "./schema";

/**
 * The owner's side of the bookings (docs/decisions/030-the-owners-bookings.md): the console's
 * list in its sections, how a call went, and the count the overview shows beside enquiries.
 * Cancelling and moving are `cancelBooking` and `moveBooking` with an `owner` change.
 */

export interface ConsoleBookings {
  /** Confirmed calls that have not ended, soonest first. */
  upcoming: Booking[];
  /** Confirmed calls that have ended, latest first. */
  past: Booking[];
  /** Cancelled calls, by their time, latest first. */
  cancelled: Booking[];
}

/** How many of each section the console shows at most. */
export const CONSOLE_BOOKINGS_LIMIT = 200;

export async function consoleBookings(db: Kysely<Database>, now: Date, limit = CONSOLE_BOOKINGS_LIMIT): Promise<ConsoleBookings> {
  const at = now.toISOString();
  const confirmed = () => db.selectFrom("bookings").selectAll().where("status", "=", "confirmed");
  const [upcoming, past, cancelled] = await Promise.all([
    confirmed().where("ends_at", ">", at).orderBy("starts_at", "asc").orderBy("id").limit(limit).execute(),
    confirmed().where("ends_at", "<=", at).orderBy("starts_at", "desc").orderBy("id").limit(limit).execute(),
    db
      .selectFrom("bookings")
      .selectAll()
      .where("status", "=", "cancelled")
      .orderBy("starts_at", "desc")
      .orderBy("id")
      .limit(limit)
      .execute(),
  ]);
  return { upcoming: upcoming.map(toBooking), past: past.map(toBooking), cancelled: cancelled.map(toBooking) };
}

/**
 * Marks how a call went (or clears the mark with null). Only a confirmed call that has started
 * can be marked; false otherwise (not found, cancelled, spam, still ahead).
 */
export async function setBookingOutcome(
  db: Kysely<Database>,
  id: string,
  outcome: BookingOutcome | null,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable("bookings")
    .set({ outcome, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "confirmed")
    .where("starts_at", "<=", at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Calls booked (not spam) on the UTC days `from` to `to`, both included: the overview's count. */
export async function countBookingsMade(db: Kysely<Database>, from: string, to: string): Promise<number> {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "!=", "spam")
    .where("created_at", ">=", `${from}T00:00:00.000Z`)
    .where("created_at", "<", end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Confirmed calls starting in [from, to), soonest first: the console home's today and tomorrow. */
export async function callsBetween(db: Kysely<Database>, from: Date, to: Date): Promise<Booking[]> {
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("starts_at", ">=", from.toISOString())
    .where("starts_at", "<", to.toISOString())
    .orderBy("starts_at", "asc")
    .limit(50)
    .execute();
  return rows.map(toBooking);
}
