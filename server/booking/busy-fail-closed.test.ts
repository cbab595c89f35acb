import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { JSON_FORM_HEADERS, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { DEFAULT_BOOKING_SETTINGS, writeBookingSettings } from "./settings";

// L18 (docs/decisions/028-security-m4-m6.md) through the real server: a daily meeting since
// 2025 keeps its hours busy; and a slot whose busy state is unknown (the owner's calendar not
// yet read since its address was set) is not offered, and cannot be booked.

const NOW = new Date("2026-11-29T19:00:00.000Z"); // Sunday 20:00 in Stockholm
const TUESDAY_NINE = "2026-12-01T08:00:00.000Z";

let feed: Server;
let feedUrl = "";
let answer: "daily" | "broken" = "daily";
const apps: TestApp[] = [];
beforeAll(async () => {
  feed = createServer((_request, response) => {
    if (answer === "broken") {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/calendar" });
    response.end(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Test//EN",
        "BEGIN:VEVENT",
        "UID:standup@test",
        "DTSTAMP:20250101T000000Z",
        // Every day 09:00–10:00 Stockholm since January 2025: some 700 occurrences before the window.
        "DTSTART;TZID=Europe/Stockholm:20250101T090000",
        "DTEND;TZID=Europe/Stockholm:20250101T100000",
        "RRULE:FREQ=DAILY",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n"),
    );
  });
  await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/owner.ics`;
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});
afterAll(async () => new Promise((resolve) => feed.close(resolve)));

async function app(): Promise<TestApp> {
  const t = await startTestApp({}, { now: () => NOW });
  apps.push(t);
  await writeBookingSettings(t.app.db, { ...DEFAULT_BOOKING_SETTINGS, busyFeedUrl: feedUrl });
  await t.app.bookingCalendar.refresh();
  return t;
}
const slots = async (t: TestApp) =>
  (await t.app.inject({ method: "GET", url: "/api/booking/slots" }))
    .json<{ slots: { start: string }[] }>()
    .slots.map((s) => s.start);

describe("the owner's busy calendar", () => {
  it("keeps a long-running daily meeting's hours busy", async () => {
    answer = "daily";
    const t = await app();
    expect(t.app.bookingCalendar.status().error).toBeNull();
    const offered = await slots(t);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(TUESDAY_NINE);
    expect(offered).not.toContain("2026-12-01T08:45:00.000Z");
  });

  it("offers nothing while the calendar has not been read since its address was set, and refuses a booking", async () => {
    answer = "broken";
    const t = await app();
    expect(t.app.bookingCalendar.status().error).toMatch(/500/);
    expect(await slots(t)).toEqual([]);
    const refused = await t.app.inject({
      method: "POST",
      url: "/en/booking",
      headers: JSON_FORM_HEADERS,
      payload: new URLSearchParams({ slot: TUESDAY_NINE, name: "Anna", email: "anna@example.org", "bot-field": "" }).toString(),
    });
    expect(refused.statusCode).toBe(409);
    // Read once, it offers again.
    answer = "daily";
    await t.app.bookingCalendar.refresh();
    expect((await slots(t)).length).toBeGreaterThan(0);
  });

  it("in production reads no feed on the server's own network (I13): the console shows why, and nothing is offered", async () => {
    answer = "daily";
    const t = await startTestApp({ NODE_ENV: "production" }, { now: () => NOW });
    apps.push(t);
    await writeBookingSettings(t.app.db, { ...DEFAULT_BOOKING_SETTINGS, busyFeedUrl: feedUrl });
    await t.app.bookingCalendar.refresh();
    expect(t.app.bookingCalendar.status().error).toMatch(/https/);
    expect(await slots(t)).toEqual([]);
  });
});
