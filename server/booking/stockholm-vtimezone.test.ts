import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { STOCKHOLM_VTIMEZONE } from "./stockholm-vtimezone";
import { wallClock, zoneOffsetMs } from "./zone";

/**
 * The inlined VTIMEZONE, read by ical.js as a calendar reads an invitation, converts Swedish
 * wall-clock times to the same instants as the zone database (Intl): on both sides of every
 * change between summer and winter time from 2024 to 2040, at every quarter hour.
 */
const ZONE = "Europe/Stockholm";
const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(STOCKHOLM_VTIMEZONE) as unknown[]));

/** The instant ical.js reads for a wall-clock time in the VTIMEZONE. */
function icalInstant(wall: ReturnType<typeof wallClock>): number {
  return new ICAL.Time({ ...wall, isDate: false }, zone).toUnixTime() * 1000;
}

/** Sundays of March and October where Intl says the offset changes, per year. */
function changes(year: number): number[] {
  const found: number[] = [];
  for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
    if (zoneOffsetMs(day, ZONE) !== zoneOffsetMs(day + 86_400_000, ZONE)) found.push(day);
  }
  return found;
}

describe("the Europe/Stockholm VTIMEZONE", () => {
  it("is one VTIMEZONE with the zone's id, which ical.js reads", () => {
    const component = new ICAL.Component(ICAL.parse(STOCKHOLM_VTIMEZONE) as unknown[]);
    expect(component.name).toBe("vtimezone");
    expect(component.getFirstPropertyValue("tzid")).toBe(ZONE);
    expect(component.getAllSubcomponents().map((sub) => sub.name)).toEqual(["daylight", "standard"]);
  });

  it("has the offsets of Intl on a winter and a summer day", () => {
    for (const iso of ["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z", "2031-12-24T18:30:00Z", "2031-06-21T03:15:00Z"]) {
      const instant = Date.parse(iso);
      const wall = wallClock(instant, ZONE);
      expect(new Date(icalInstant(wall)).toISOString(), iso).toBe(new Date(instant).toISOString());
      expect(zone.utcOffset(new ICAL.Time({ ...wall, isDate: false }, zone)) * 1000, iso).toBe(zoneOffsetMs(instant, ZONE));
    }
  });

  it("converts every quarter hour around each change from 2024 to 2040 as Intl does", () => {
    let checked = 0;
    for (let year = 2024; year <= 2040; year++) {
      const days = changes(year);
      // Two changes a year, on the last Sundays of March and October.
      expect(
        days.map((day) => new Date(day).getUTCMonth() + 1),
        String(year),
      ).toEqual([3, 10]);
      for (const day of days) {
        expect(new Date(day).getUTCDay()).toBe(0);
        expect(new Date(day + 7 * 86_400_000).getUTCMonth()).not.toBe(new Date(day).getUTCMonth());
      }
      for (const day of days) {
        // From the Saturday before to the Monday after, in UTC.
        for (let instant = day - 86_400_000; instant < day + 2 * 86_400_000; instant += 15 * 60_000) {
          const wall = wallClock(instant, ZONE);
          const read = icalInstant(wall);
          // In the hour that repeats in October a wall-clock time names two instants: either
          // one is right, as long as it shows this wall-clock time.
          const repeated =
            zoneOffsetMs(instant - 3_600_000, ZONE) !== zoneOffsetMs(instant, ZONE) ||
            zoneOffsetMs(instant + 3_600_000, ZONE) !== zoneOffsetMs(instant, ZONE);
          if (repeated) {
            expect(wallClock(read, ZONE), new Date(instant).toISOString()).toEqual(wall);
          } else {
            expect(new Date(read).toISOString()).toBe(new Date(instant).toISOString());
          }
          checked++;
        }
      }
    }
    expect(checked).toBe(17 * 2 * 3 * 96);
  });
});
