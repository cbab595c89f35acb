import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openErasureList } from "../erasures/list";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { freeSlots, isFreeSlot, type BookingRules, type Interval } from "../booking/availability";
import { busyTimesFromIcs } from "../booking/busy-feed";
import { bookingLinkToken } from "../booking/links";
import {
  bookedIntervals,
  bookingByToken,
  cancelBooking,
  deleteBookingsByEmail,
  eraseAddress,
  insertBooking,
  listBookings,
  moveBooking,
  openDatabase,
  purgeBookings,
  purgePlan,
  type NewBooking,
} from ".";

/** The booking rules against a real database, SQLite and PostgreSQL: what is offered, what is stored, what two visitors racing get. */

const NOW = new Date("2026-11-29T19:00:00.000Z"); // Sunday 20:00 in Stockholm
const RULES: BookingRules = {
  weeklyHours: [[{ start: 9 * 60, end: 11 * 60 }], [], [], [], [], [], []],
  slotMinutes: 30,
  bufferMinutes: 15,
  noticeMinutes: 60,
  maxPerDay: 2,
  daysOff: [],
};
const NINE = Date.parse("2026-11-30T08:00:00.000Z"); // Monday 09:00 Stockholm
const MINUTE = 60_000;

function visitor(start: number, overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    startsAt: new Date(start),
    endsAt: new Date(start + 30 * MINUTE),
    language: "sv",
    name: "Karin Ek",
    email: "Karin@Example.se",
    company: "Ek AB",
    note: "Om AI-agenter",
    ipHash: "hash",
    userAgent: "test",
    screening: null,
    spam: false,
    ...overrides,
  };
}

describe.each(testDatabases())("bookings ($name)", ({ open }) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await open();
  });
  afterEach(async () => t.dispose());

  async function offered(now = NOW, busy: Interval[] = []): Promise<number[]> {
    const booked = await bookedIntervals(t.db, new Date(now.getTime() - 86_400_000), new Date(now.getTime() + 16 * 86_400_000));
    return freeSlots({ rules: RULES, now, booked, busy }).map((slot) => slot.start);
  }
  function book(db = t.db, start = NINE, overrides: Partial<NewBooking> = {}) {
    return insertBooking(db, visitor(start, overrides), {
      now: NOW,
      channels: ["booking-visitor", "booking-owner"],
      stillFree: (booked) => isFreeSlot({ rules: RULES, now: NOW, booked, busy: [] }, start),
      tokenFor: (id) => bookingLinkToken("test-secret", id),
    });
  }

  it("stores a booking with its invitations, and the slot and its buffer are no longer offered", async () => {
    const before = await offered();
    expect(before).toContain(NINE);
    const result = await book();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.booking).toMatchObject({ status: "confirmed", email: "karin@example.se", sequence: 0 });
    const after = await offered();
    expect(after).not.toContain(NINE);
    // 09:45 starts 15 minutes after 09:30: the buffer allows it.
    expect(after).toContain(NINE + 45 * MINUTE);
    const outbox = await t.db.selectFrom("outbox").selectAll().where("booking_id", "=", result.booking.id).execute();
    expect(outbox.map((row) => [row.channel, row.booking_event]).sort()).toEqual([
      ["booking-owner", "request"],
      ["booking-visitor", "request"],
    ]);
    expect(await bookingByToken(t.db, result.token)).toMatchObject({ id: result.booking.id });
    expect(await bookingByToken(t.db, `${result.token.slice(0, -1)}x`)).toBeUndefined();
  });

  it("refuses a second booking of a taken slot, and one past the day's maximum", async () => {
    expect((await book()).ok).toBe(true);
    expect(await book()).toEqual({ ok: false, reason: "taken" });
    expect((await book(t.db, NINE + 45 * MINUTE)).ok).toBe(true);
    // Two a day: 10:30 is free by time, but Monday is full.
    expect(await book(t.db, NINE + 90 * MINUTE)).toEqual({ ok: false, reason: "taken" });
    expect((await offered()).filter((start) => start < NINE + 86_400_000)).toEqual([]);
  });

  it("never offers a slot inside the notice", async () => {
    const mondayEight = new Date(NINE - 30 * MINUTE);
    expect(await offered(mondayEight)).not.toContain(NINE);
    expect(await offered(mondayEight)).toContain(NINE + 90 * MINUTE);
  });

  it("takes away the owner's busy times from an ICS feed", async () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//EN",
      "BEGIN:VEVENT",
      "UID:busy@test",
      "DTSTAMP:20261120T000000Z",
      "DTSTART:20261130T081000Z",
      "DTEND:20261130T082000Z",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const busy = busyTimesFromIcs(ics, { start: NOW.getTime(), end: NOW.getTime() + 15 * 86_400_000 });
    const slots = await offered(NOW, busy);
    expect(slots).not.toContain(NINE);
    // 09:45 begins 25 minutes after the busy time ends: clear of the 15-minute buffer.
    expect(slots).toContain(NINE + 45 * MINUTE);
  });

  it("frees the slot on cancellation and queues the cancellation to both", async () => {
    const result = await book();
    if (!result.ok) throw new Error("not booked");
    expect(await cancelBooking(t.db, result.booking.id, { now: NOW, channels: ["booking-visitor", "booking-owner"] })).toBe(true);
    expect(await cancelBooking(t.db, result.booking.id, { now: NOW, channels: ["booking-visitor"] })).toBe(false);
    expect(await offered()).toContain(NINE);
    const [cancelled] = await listBookings(t.db);
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 1, cancelledAt: NOW.toISOString() });
    const outbox = await t.db.selectFrom("outbox").selectAll().where("booking_id", "=", result.booking.id).execute();
    // The invitations were not sent yet: only the cancellations go.
    expect(outbox.map((row) => [row.channel, row.booking_event]).sort()).toEqual([
      ["booking-owner", "cancel"],
      ["booking-visitor", "cancel"],
    ]);
    // The freed slot can be booked again.
    expect((await book()).ok).toBe(true);
  });

  it("moves a booking to a free slot, keeping its id, with a higher sequence", async () => {
    const result = await book();
    if (!result.ok) throw new Error("not booked");
    const later = NINE + 7 * 86_400_000;
    const moved = await moveBooking(
      t.db,
      result.booking.id,
      { startsAt: new Date(later), endsAt: new Date(later + 30 * MINUTE) },
      {
        now: NOW,
        channels: ["booking-visitor"],
        stillFree: (booked) => isFreeSlot({ rules: RULES, now: NOW, booked, busy: [] }, later),
      },
    );
    expect(moved).toMatchObject({ ok: true, booking: { id: result.booking.id, sequence: 1 } });
    expect(await offered()).toContain(NINE);
    expect(await offered()).not.toContain(later);
  });

  it("gives two visitors racing for one slot, from two instances, exactly one booking", async () => {
    const second = openDatabase(t.url);
    try {
      const results = await Promise.all([book(t.db), book(second), book(t.db), book(second)]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toHaveLength(3);
      // The unique index alone holds too, when the rules are not asked.
      const blind = (db: typeof t.db) =>
        insertBooking(db, visitor(NINE + 7 * 86_400_000), {
          now: NOW,
          channels: [],
          stillFree: () => true,
          tokenFor: (id) => bookingLinkToken("test-secret", id),
        });
      const raced = await Promise.all([blind(t.db), blind(second)]);
      expect(raced.filter((result) => result.ok)).toHaveLength(1);
      const live = await t.db.selectFrom("bookings").select("id").where("live_slot", "is not", null).execute();
      expect(live).toHaveLength(2);
    } finally {
      await second.destroy();
    }
  });

  it("stores spam without holding the slot or queuing anything", async () => {
    const spam = await book(t.db, NINE, { spam: true });
    expect(spam.ok).toBe(true);
    expect(await offered()).toContain(NINE);
    expect(await t.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("erases an address's bookings with their notifications, and purges old ones", async () => {
    await book();
    // "By email" finds them whatever the case typed; another address finds none.
    expect((await listBookings(t.db, { email: " Karin@EXAMPLE.se " })).map((row) => row.email)).toEqual(["karin@example.se"]);
    expect(await listBookings(t.db, { email: "nobody@example.se" })).toEqual([]);
    expect(await deleteBookingsByEmail(t.db, "nobody@example.se")).toBe(0);
    expect(await eraseAddress(t.db, " KARIN@example.se ", openErasureList(":memory:"))).toMatchObject({ erased: 1, bookings: 1 });
    expect(await listBookings(t.db)).toEqual([]);
    expect(await t.db.selectFrom("outbox").selectAll().execute()).toEqual([]);

    await book();
    expect(await purgeBookings(t.db, purgePlan(new Date(NINE + 10 * 86_400_000), 30))).toBe(0);
    expect(await purgeBookings(t.db, purgePlan(new Date(NINE + 31 * 86_400_000), 30))).toBe(1);
    // Spam goes after the spam period, whenever its call would have been.
    await book(t.db, NINE, { spam: true });
    expect(await purgeBookings(t.db, purgePlan(new Date(NOW.getTime() + 29 * 86_400_000), 365))).toBe(0);
    expect(await purgeBookings(t.db, purgePlan(new Date(NOW.getTime() + 31 * 86_400_000), 365))).toBe(1);
  });
});
