import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { busyTimesFromIcs, fetchBusyTimes, isPrivateAddress } from "./busy-feed";

// A feed as calendar services publish them: a VTIMEZONE, a timed event in it, a UTC event,
// an all-day event, a weekly series with one moved occurrence, a free event and a cancelled one.
const FEED = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Test//Owner calendar//EN",
  "BEGIN:VTIMEZONE",
  "TZID:W. Europe Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T030000",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:zoned@test",
  "DTSTAMP:20261120T000000Z",
  "DTSTART;TZID=W. Europe Standard Time:20261201T100000",
  "DTEND;TZID=W. Europe Standard Time:20261201T110000",
  "SUMMARY:Dentist",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:utc@test",
  "DTSTAMP:20261120T000000Z",
  "DTSTART:20261202T130000Z",
  "DTEND:20261202T133000Z",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:allday@test",
  "DTSTAMP:20261120T000000Z",
  "DTSTART;VALUE=DATE:20261204",
  "DTEND;VALUE=DATE:20261205",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:weekly@test",
  "DTSTAMP:20261120T000000Z",
  "DTSTART;TZID=W. Europe Standard Time:20261116T080000",
  "DTEND;TZID=W. Europe Standard Time:20261116T083000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:weekly@test",
  "RECURRENCE-ID;TZID=W. Europe Standard Time:20261207T080000",
  "DTSTAMP:20261120T000000Z",
  "DTSTART;TZID=W. Europe Standard Time:20261207T150000",
  "DTEND;TZID=W. Europe Standard Time:20261207T153000",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:free@test",
  "DTSTAMP:20261120T000000Z",
  "DTSTART:20261203T090000Z",
  "DTEND:20261203T100000Z",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:cancelled@test",
  "DTSTAMP:20261120T000000Z",
  "DTSTART:20261203T120000Z",
  "DTEND:20261203T130000Z",
  "STATUS:CANCELLED",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

const WINDOW = { start: Date.parse("2026-11-29T00:00:00Z"), end: Date.parse("2026-12-13T00:00:00Z") };

function iso(intervals: { start: number; end: number }[]): string[] {
  return intervals.map((interval) => `${new Date(interval.start).toISOString()}/${new Date(interval.end).toISOString()}`);
}

describe("busy times from an ICS feed", () => {
  it("reads zoned, UTC, all-day and repeating events, with a moved occurrence, and skips free and cancelled ones", () => {
    expect(iso(busyTimesFromIcs(FEED, WINDOW))).toEqual([
      // Monday 11-30 08:00 Stockholm (the series).
      "2026-11-30T07:00:00.000Z/2026-11-30T07:30:00.000Z",
      "2026-12-01T09:00:00.000Z/2026-12-01T10:00:00.000Z",
      "2026-12-02T13:00:00.000Z/2026-12-02T13:30:00.000Z",
      // The whole Swedish day.
      "2026-12-03T23:00:00.000Z/2026-12-04T23:00:00.000Z",
      // 12-07's occurrence moved to 15:00.
      "2026-12-07T14:00:00.000Z/2026-12-07T14:30:00.000Z",
    ]);
  });

  it("expands long-running repeating events from the window, however many occurrences lie before it (L18)", () => {
    const series = (start: string, rule: string) =>
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Test//EN",
        "BEGIN:VEVENT",
        `UID:${start}@test`,
        "DTSTAMP:20261120T000000Z",
        `DTSTART:${start}T080000Z`,
        `DTEND:${start}T090000Z`,
        `RRULE:${rule}`,
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n");
    // The review's table: each gave 0 busy intervals before (over 500 occurrences before the window).
    const days = (start: string, rule: string) => busyTimesFromIcs(series(start, rule), WINDOW).length;
    expect(days("20260101", "FREQ=DAILY")).toBe(14);
    expect(days("20250101", "FREQ=DAILY")).toBe(14);
    expect(days("20240101", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")).toBe(10);
    expect(days("20150105", "FREQ=WEEKLY;BYDAY=MO")).toBe(2);
    // Every minute since 2000: too many to walk to the window. The feed fails (and the last good
    // busy times stay), rather than dropping the event.
    expect(() => busyTimesFromIcs(series("20000101", "FREQ=MINUTELY"), WINDOW)).toThrow(/too many occurrences/);
  });

  it("in production reads only https feeds on public addresses, at every redirect (I13)", async () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["93.184.216.34", "2a00:1450:4001::200e"]) expect(isPrivateAddress(address), address).toBe(false);
    const never = (() => {
      throw new Error("fetched");
    }) as unknown as typeof fetch;
    await expect(fetchBusyTimes("http://93.184.216.34/owner.ics", WINDOW, { publicOnly: true, fetch: never })).rejects.toThrow(
      /https/,
    );
    await expect(fetchBusyTimes("https://127.0.0.1:9/owner.ics", WINDOW, { publicOnly: true, fetch: never })).rejects.toThrow(
      /private network/,
    );
    await expect(fetchBusyTimes("https://localhost/owner.ics", WINDOW, { publicOnly: true, fetch: never })).rejects.toThrow(
      /private network/,
    );
    await expect(fetchBusyTimes("https://[::1]/owner.ics", WINDOW, { publicOnly: true, fetch: never })).rejects.toThrow(
      /private network/,
    );
    // A public feed that redirects into the server's network is not followed there.
    const asked: string[] = [];
    const redirecting = (async (url: URL | string) => {
      asked.push(String(url));
      return new Response(null, { status: 302, headers: { location: "https://127.0.0.1:4301/robots.txt" } });
    }) as typeof fetch;
    await expect(
      fetchBusyTimes("https://93.184.216.34/owner.ics", WINDOW, { publicOnly: true, fetch: redirecting }),
    ).rejects.toThrow(/private network/);
    expect(asked).toEqual(["https://93.184.216.34/owner.ics"]);
    // A body without a length is cut off once past the cap, not read whole.
    const endless = (async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            controller.enqueue(new Uint8Array(64 * 1024));
          },
        }),
        { status: 200 },
      )) as typeof fetch;
    await expect(
      fetchBusyTimes("https://93.184.216.34/owner.ics", WINDOW, { publicOnly: true, fetch: endless, maxBytes: 1024 * 1024 }),
    ).rejects.toThrow("too large");
  });

  it("refuses a text that is not iCalendar", () => {
    expect(() => busyTimesFromIcs("<html>login</html>", WINDOW)).toThrow();
  });

  describe("over HTTP", () => {
    let server: Server;
    let base = "";
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === "/owner.ics") {
          response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" });
          response.end(FEED);
        } else if (request.url === "/huge.ics") {
          response.writeHead(200, { "content-type": "text/calendar" });
          response.end("x".repeat(2048));
        } else {
          response.writeHead(404);
          response.end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it("fetches and parses the owner's feed", async () => {
      expect(await fetchBusyTimes(`${base}/owner.ics`, WINDOW)).toHaveLength(5);
    });

    it("fails with a reason on a missing or oversized feed", async () => {
      await expect(fetchBusyTimes(`${base}/gone.ics`, WINDOW)).rejects.toThrow("answered 404");
      await expect(fetchBusyTimes(`${base}/huge.ics`, WINDOW, { maxBytes: 1024 })).rejects.toThrow("too large");
    });
  });
});
