import { describe, expect, it } from "vitest";
import { bookingDay, candidateSlots, freeSlots, HORIZON_DAYS, isFreeSlot, type BookingRules } from "./availability";
import { DEFAULT_BOOKING_SETTINGS } from "./settings";
import { zonedInstant, zoneOffsetMs } from "./zone";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Wall-clock Stockholm time as an instant. */
function stockholm(date: string, time: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const instant = zonedInstant({ year, month, day }, hour * 60 + minute, "Europe/Stockholm");
  if (instant === undefined) throw new Error(`${date} ${time} does not exist`);
  return instant;
}

/** Mondays only, 09:00–11:00, 30-minute calls, no buffer, no notice, four a day: easy to count. */
const MONDAY_MORNINGS: BookingRules = {
  weeklyHours: [[{ start: 9 * 60, end: 11 * 60 }], [], [], [], [], [], []],
  slotMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 0,
  maxPerDay: 4,
  daysOff: [],
};

// Sunday 2026-11-29 20:00 in Stockholm; the next Mondays are 11-30, 12-07 (and 12-14, past two weeks at 09:00? no: 12-13 20:00 is the horizon).
const SUNDAY_EVENING = new Date(stockholm("2026-11-29", "20:00"));

function starts(slots: { start: number }[]): string[] {
  return slots.map((slot) => new Date(slot.start).toISOString());
}

describe("time zone", () => {
  it("knows Stockholm's winter and summer offsets", () => {
    expect(zoneOffsetMs(Date.parse("2026-01-15T12:00:00Z"), "Europe/Stockholm")).toBe(HOUR);
    expect(zoneOffsetMs(Date.parse("2026-07-15T12:00:00Z"), "Europe/Stockholm")).toBe(2 * HOUR);
  });

  it("has no 02:30 on the night summer time starts, and two 02:30s when it ends (the earlier is taken)", () => {
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }, 150, "Europe/Stockholm")).toBeUndefined();
    expect(new Date(zonedInstant({ year: 2026, month: 10, day: 25 }, 150, "Europe/Stockholm")!).toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });
});

describe("free slots", () => {
  it("cuts the weekly hours into calls and offers the next two weeks only", () => {
    const slots = freeSlots({ rules: MONDAY_MORNINGS, now: SUNDAY_EVENING, booked: [], busy: [] });
    expect(starts(slots)).toEqual([
      "2026-11-30T08:00:00.000Z",
      "2026-11-30T08:30:00.000Z",
      "2026-11-30T09:00:00.000Z",
      "2026-11-30T09:30:00.000Z",
      "2026-12-07T08:00:00.000Z",
      "2026-12-07T08:30:00.000Z",
      "2026-12-07T09:00:00.000Z",
      "2026-12-07T09:30:00.000Z",
    ]);
    expect(Math.max(...slots.map((slot) => slot.start))).toBeLessThan(SUNDAY_EVENING.getTime() + HORIZON_DAYS * 24 * HOUR);
  });

  it("offers the same Swedish hours across the change to summer time (UTC moves by an hour)", () => {
    const saturday = new Date(stockholm("2026-03-28", "12:00"));
    const rules = { ...MONDAY_MORNINGS, weeklyHours: [[{ start: 9 * 60, end: 9 * 60 + 30 }], [], [], [], [], [], []] };
    // Mondays 03-30 (summer: UTC+2) and 04-06.
    expect(starts(freeSlots({ rules, now: saturday, booked: [], busy: [] }))).toEqual([
      "2026-03-30T07:00:00.000Z",
      "2026-04-06T07:00:00.000Z",
    ]);
    // And back to winter time in October: Monday 10-26 is UTC+1.
    const october = new Date(stockholm("2026-10-24", "12:00"));
    expect(starts(freeSlots({ rules, now: october, booked: [], busy: [] }))[0]).toBe("2026-10-26T08:00:00.000Z");
  });

  it("skips a slot in the hour that does not exist when summer time starts", () => {
    const sundays: BookingRules = { ...MONDAY_MORNINGS, weeklyHours: [[], [], [], [], [], [], [{ start: 60, end: 4 * 60 }]] };
    const slots = candidateSlots(sundays, new Date(stockholm("2026-03-28", "12:00")));
    const onChangeDay = starts(slots.filter((slot) => bookingDay(slot.start) === "2026-03-29"));
    // 01:00, 01:30, (02:00 and 02:30 do not exist), 03:00, 03:30.
    expect(onChangeDay).toEqual([
      "2026-03-29T00:00:00.000Z",
      "2026-03-29T00:30:00.000Z",
      "2026-03-29T01:00:00.000Z",
      "2026-03-29T01:30:00.000Z",
    ]);
  });

  it("never offers a past slot or one inside the notice", () => {
    const mondayNine = new Date(stockholm("2026-11-30", "09:10"));
    const noNotice = freeSlots({ rules: MONDAY_MORNINGS, now: mondayNine, booked: [], busy: [] });
    expect(starts(noNotice)[0]).toBe("2026-11-30T08:30:00.000Z");
    const hourNotice = freeSlots({ rules: { ...MONDAY_MORNINGS, noticeMinutes: 60 }, now: mondayNine, booked: [], busy: [] });
    // 09:10 plus an hour: 10:10, so 10:30 is the first.
    expect(starts(hourNotice)[0]).toBe("2026-11-30T09:30:00.000Z");
    const exactly = new Date(stockholm("2026-11-30", "09:30"));
    expect(starts(freeSlots({ rules: MONDAY_MORNINGS, now: exactly, booked: [], busy: [] }))[0]).toBe("2026-11-30T08:30:00.000Z");
  });

  it("keeps the buffer between calls: the grid steps by call plus buffer, and a booked call blocks its neighbours", () => {
    const buffered = { ...MONDAY_MORNINGS, bufferMinutes: 15 };
    const slots = freeSlots({ rules: buffered, now: SUNDAY_EVENING, booked: [], busy: [] }).filter(
      (slot) => bookingDay(slot.start) === "2026-11-30",
    );
    // 09:00, 09:45, 10:30 (10:30–11:00 fits).
    expect(starts(slots)).toEqual(["2026-11-30T08:00:00.000Z", "2026-11-30T08:45:00.000Z", "2026-11-30T09:30:00.000Z"]);
    // A call booked 09:30–10:00 under an older grid blocks 09:00 (ends 09:30, buffer to 09:45) and 09:45.
    const booked = [{ start: stockholm("2026-11-30", "09:30"), end: stockholm("2026-11-30", "10:00") }];
    const left = freeSlots({ rules: buffered, now: SUNDAY_EVENING, booked, busy: [] }).filter(
      (slot) => bookingDay(slot.start) === "2026-11-30",
    );
    expect(starts(left)).toEqual(["2026-11-30T09:30:00.000Z"]);
  });

  it("never offers a taken slot, and none on a day at its maximum", () => {
    const nine = { start: stockholm("2026-11-30", "09:00"), end: stockholm("2026-11-30", "09:30") };
    const one = freeSlots({ rules: MONDAY_MORNINGS, now: SUNDAY_EVENING, booked: [nine], busy: [] });
    expect(starts(one)).not.toContain("2026-11-30T08:00:00.000Z");
    expect(isFreeSlot({ rules: MONDAY_MORNINGS, now: SUNDAY_EVENING, booked: [nine], busy: [] }, nine.start)).toBe(false);
    const full = freeSlots({ rules: { ...MONDAY_MORNINGS, maxPerDay: 1 }, now: SUNDAY_EVENING, booked: [nine], busy: [] });
    expect(full.filter((slot) => bookingDay(slot.start) === "2026-11-30")).toEqual([]);
    expect(full.filter((slot) => bookingDay(slot.start) === "2026-12-07")).toHaveLength(4);
  });

  it("takes away busy times from the owner's calendar, with the buffer", () => {
    const busy = [{ start: stockholm("2026-11-30", "09:40"), end: stockholm("2026-11-30", "10:10") }];
    const slots = freeSlots({ rules: { ...MONDAY_MORNINGS, bufferMinutes: 0 }, now: SUNDAY_EVENING, booked: [], busy }).filter(
      (slot) => bookingDay(slot.start) === "2026-11-30",
    );
    expect(starts(slots)).toEqual(["2026-11-30T08:00:00.000Z", "2026-11-30T09:30:00.000Z"]);
  });

  it("offers nothing on a day off", () => {
    const slots = freeSlots({
      rules: { ...MONDAY_MORNINGS, daysOff: ["2026-11-30"] },
      now: SUNDAY_EVENING,
      booked: [],
      busy: [],
    });
    expect(slots.every((slot) => bookingDay(slot.start) !== "2026-11-30")).toBe(true);
    expect(slots).toHaveLength(4);
  });

  it("offers the default hours: weekdays, never a weekend", () => {
    const slots = freeSlots({ rules: DEFAULT_BOOKING_SETTINGS, now: SUNDAY_EVENING, booked: [], busy: [] });
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const weekday = new Date(slot.start + HOUR).getUTCDay();
      expect([1, 2, 3, 4, 5]).toContain(weekday);
      expect(slot.end - slot.start).toBe(30 * MINUTE);
    }
  });
});
