import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConsoleBrowser, enrolledFromShell, inviteFromShell, enrol } from "../../test/support/console-browser";
import { FORM_HEADERS, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { listAudit, STEP_UP_MS } from "../db";
import { DEFAULT_BOOKING_SETTINGS } from "../booking/settings";

/** The console's bookings and booking settings, through the real server: owners only for the settings. */

const NOW = new Date("2026-11-29T19:00:00.000Z");
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({}, { now: () => NOW });
});
afterEach(async () => t.close());

describe("bookings in the console", () => {
  it("lists bookings for any operator; only an owner reads and changes the settings, and hostile settings are refused", async () => {
    await t.app.inject({
      method: "POST",
      url: "/en/booking",
      headers: FORM_HEADERS,
      payload: new URLSearchParams({ slot: "2026-12-01T08:00:00.000Z", name: "Karin Ek", email: "karin@example.se" }).toString(),
    });
    const { browser: owner } = await enrolledFromShell(
      () => t,
      t.app.db,
      "owner@nordlegend.se",
      () => NOW,
    );
    const operator = new ConsoleBrowser(() => t);
    await enrol(operator, await inviteFromShell(t.app.db, "colleague@nordlegend.se", () => NOW));

    const listed = await operator.get("/api/admin/bookings");
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ upcoming: { name: string; startsAt: string }[] }>().upcoming).toMatchObject([
      { name: "Karin Ek", startsAt: "2026-12-01T08:00:00.000Z" },
    ]);
    // Reading the list is audited, as the enquiry list is (docs/decisions/028-security-m4-m6.md, I14).
    expect((await listAudit(t.app.db, { limit: 10 })).find((entry) => entry.action === "bookings-listed")).toMatchObject({
      actor: "colleague@nordlegend.se",
      detail: { count: 1 },
    });
    expect((await operator.get("/api/admin/booking-settings")).statusCode).toBe(403);
    expect((await operator.post("/api/admin/booking-settings", DEFAULT_BOOKING_SETTINGS)).statusCode).toBe(403);
    expect((await new ConsoleBrowser(() => t).get("/api/admin/bookings")).statusCode).toBe(401);

    const read = await owner.get("/api/admin/booking-settings");
    expect(read.json()).toMatchObject({
      settings: DEFAULT_BOOKING_SETTINGS,
      feedUrl: expect.stringMatching(/^https:\/\/nordlegend\.se\/booking\/feed\/[A-Za-z0-9_-]+\.ics$/),
    });

    const mondaysOnly = {
      ...DEFAULT_BOOKING_SETTINGS,
      weeklyHours: [[{ start: 600, end: 660 }], [], [], [], [], [], []],
      maxPerDay: 1,
      noticeMinutes: 60,
    };
    expect((await owner.post("/api/admin/booking-settings", mondaysOnly)).statusCode).toBe(200);
    const page = await t.app.inject({ method: "GET", url: "/en/booking" });
    expect(page.body).toContain('value="2026-11-30T09:00:00.000Z"');
    expect(page.body).not.toContain('value="2026-12-01T');
    expect((await listAudit(t.app.db, { limit: 10 })).map((entry) => entry.action)).toContain("booking-settings-changed");

    for (const hostile of [
      { ...DEFAULT_BOOKING_SETTINGS, slotMinutes: 0 },
      { ...DEFAULT_BOOKING_SETTINGS, weeklyHours: [[{ start: 700, end: 600 }], [], [], [], [], [], []] },
      { ...DEFAULT_BOOKING_SETTINGS, weeklyHours: [] },
      { ...DEFAULT_BOOKING_SETTINGS, daysOff: ["2026-02-30"] },
      { ...DEFAULT_BOOKING_SETTINGS, busyFeedUrl: "file:///etc/passwd" },
      { ...DEFAULT_BOOKING_SETTINGS, busyFeedUrl: "javascript:alert(1)" },
      { ...DEFAULT_BOOKING_SETTINGS, maxPerDay: 1e9 },
      { ...DEFAULT_BOOKING_SETTINGS, extra: "<script>" },
      "not json",
    ]) {
      const answer = await owner.post("/api/admin/booking-settings", hostile);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: "invalid" });
    }
    // The stored settings are still the last good ones.
    expect((await owner.get("/api/admin/booking-settings")).json<{ settings: unknown }>().settings).toEqual(mondaysOnly);
  });

  it("a new feed address needs a fresh passkey check, and the old address stops working", async () => {
    const { browser: owner } = await enrolledFromShell(
      () => t,
      t.app.db,
      "owner@nordlegend.se",
      () => NOW,
    );
    const before = (await owner.get("/api/admin/booking-settings")).json<{ feedUrl: string }>().feedUrl;
    expect((await t.app.inject({ method: "GET", url: new URL(before).pathname })).statusCode).toBe(200);
    const renewed = await owner.post("/api/admin/booking-settings/feed");
    expect(renewed.statusCode).toBe(200);
    const after = renewed.json<{ feedUrl: string }>().feedUrl;
    expect(after).not.toBe(before);
    expect((await t.app.inject({ method: "GET", url: new URL(before).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: new URL(after).pathname })).statusCode).toBe(200);
  });

  it("renewing the feed address: owners only, and a passkey check older than the step-up window is asked again", async () => {
    let clock = NOW;
    const fresh = await startTestApp({}, { now: () => clock });
    try {
      const { browser: owner } = await enrolledFromShell(
        () => fresh,
        fresh.app.db,
        "owner@nordlegend.se",
        () => clock,
      );
      const operator = new ConsoleBrowser(() => fresh);
      await enrol(operator, await inviteFromShell(fresh.app.db, "colleague@nordlegend.se", () => clock));
      expect((await operator.post("/api/admin/booking-settings/feed")).json()).toEqual({ error: "owner-only" });
      expect((await new ConsoleBrowser(() => fresh).post("/api/admin/booking-settings/feed")).statusCode).toBe(401);

      clock = new Date(NOW.getTime() + STEP_UP_MS + 1_000);
      const before = (await owner.get("/api/admin/booking-settings")).json<{ feedUrl: string }>().feedUrl;
      const stale = await owner.post("/api/admin/booking-settings/feed");
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toEqual({ error: "step-up" });
      // Refused means unchanged: the calendar subscribed to the old address keeps working.
      expect((await owner.get("/api/admin/booking-settings")).json<{ feedUrl: string }>().feedUrl).toBe(before);
      expect((await fresh.app.inject({ method: "GET", url: new URL(before).pathname })).statusCode).toBe(200);
      expect((await listAudit(fresh.app.db, { limit: 20 })).map((entry) => entry.action)).not.toContain("booking-feed-renewed");
    } finally {
      await fresh.close();
    }
  });
});
