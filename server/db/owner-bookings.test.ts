import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import {
  cancelBooking,
  consoleBookings,
  countBookingsMade,
  getBooking,
  insertBooking,
  moveBooking,
  setBookingOutcome,
  type NewBooking,
} from ".";

/** The owner's side of the bookings on both databases (docs/decisions/030-the-owners-bookings.md). */

const NOW = new Date("2026-11-29T19:00:00.000Z");
const HOUR = 3_600_000;

function call(start: number, email: string, spam = false): NewBooking {
  return {
    startsAt: new Date(start),
    endsAt: new Date(start + HOUR / 2),
    language: "sv",
    name: "Karin Ek",
    email,
    company: "",
    note: "",
    ipHash: "hash",
    userAgent: "test",
    screening: null,
    spam,
  };
}

describe.each(testDatabases())("the owner's bookings ($name)", ({ open }) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await open();
  });
  afterEach(async () => t.dispose());

  const store = async (start: number, email: string, spam = false) => {
    const stored = await insertBooking(t.db, call(start, email, spam), {
      now: NOW,
      channels: ["booking-visitor"],
      stillFree: () => true,
      tokenFor: (id) => `token-${id}-0123456789`,
    });
    if (!stored.ok) throw new Error("not stored");
    return stored.booking.id;
  };

  it("lists upcoming soonest first, past latest first, cancelled apart, and no spam", async () => {
    const later = await store(NOW.getTime() + 48 * HOUR, "later@example.se");
    const sooner = await store(NOW.getTime() + 24 * HOUR, "sooner@example.se");
    const past = await store(NOW.getTime() - 5 * HOUR, "past@example.se");
    const gone = await store(NOW.getTime() + 30 * HOUR, "gone@example.se");
    await store(NOW.getTime() + 40 * HOUR, "spam@example.se", true);
    expect(await cancelBooking(t.db, gone, { now: NOW, channels: ["booking-visitor"], owner: { message: "Förlåt" } })).toBe(true);
    const sections = await consoleBookings(t.db, NOW);
    expect(sections.upcoming.map((row) => row.id)).toEqual([sooner, later]);
    expect(sections.past.map((row) => row.id)).toEqual([past]);
    expect(sections.cancelled).toMatchObject([{ id: gone, changedBy: "owner", ownerMessage: "Förlåt" }]);
    expect(await countBookingsMade(t.db, "2026-11-29", "2026-11-29")).toBe(4);
    expect(await countBookingsMade(t.db, "2026-11-30", "2026-12-05")).toBe(0);
    const rows = await t.db.selectFrom("outbox").select("booking_event").where("booking_id", "=", gone).execute();
    expect(rows.map((row) => row.booking_event)).toContain("cancel");
  });

  it("marks only a confirmed call that has started, and a visitor's move clears the owner's message", async () => {
    const id = await store(NOW.getTime() + 24 * HOUR, "karin@example.se");
    expect(await setBookingOutcome(t.db, id, "held", NOW)).toBe(false);
    const moved = await moveBooking(
      t.db,
      id,
      { startsAt: new Date(NOW.getTime() + 26 * HOUR), endsAt: new Date(NOW.getTime() + 26.5 * HOUR) },
      { now: NOW, channels: [], stillFree: () => true, owner: { message: "Ny tid" } },
    );
    expect(moved).toMatchObject({ ok: true, booking: { changedBy: "owner", ownerMessage: "Ny tid", sequence: 1 } });
    await moveBooking(
      t.db,
      id,
      { startsAt: new Date(NOW.getTime() + 27 * HOUR), endsAt: new Date(NOW.getTime() + 27.5 * HOUR) },
      { now: NOW, channels: [], stillFree: () => true },
    );
    expect(await getBooking(t.db, id)).toMatchObject({ changedBy: "visitor", ownerMessage: "" });
    const later = new Date(NOW.getTime() + 28 * HOUR);
    expect(await setBookingOutcome(t.db, id, "no-show", later)).toBe(true);
    expect((await getBooking(t.db, id))?.outcome).toBe("no-show");
    expect(await setBookingOutcome(t.db, id, null, later)).toBe(true);
    expect((await getBooking(t.db, id))?.outcome).toBeNull();
    await cancelBooking(t.db, id, { now: later, channels: [] });
    expect(await setBookingOutcome(t.db, id, "held", later)).toBe(false);
  });
});
