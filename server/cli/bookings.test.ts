import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_HEADERS, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { getBooking, listAudit, listBookings } from "../db";
import { main } from "./inbox";

/** `npm run inbox -- bookings list`: what the owner sees of booked calls from the shell. */

const NOW = new Date("2026-11-29T19:00:00.000Z");
let t: TestApp;

async function inbox(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(
    argv,
    { DATABASE_URL: t.config.DATABASE_URL },
    (text) => (out += `${text}\n`),
    (text) => (err += `${text}\n`),
  );
  return { code, out, err };
}

beforeAll(async () => {
  t = await startTestApp({}, { now: () => NOW });
  const book = (slot: string, name: string, email: string, note: string) =>
    t.app.inject({
      method: "POST",
      url: "/sv/booking",
      headers: FORM_HEADERS,
      payload: new URLSearchParams({ slot, name, email, company: "", note, "bot-field": "" }).toString(),
    });
  await book("2026-12-01T08:00:00.000Z", "Karin Ek", "karin@example.se", "Om AI\nandra raden");
  // A name with a terminal escape sequence is stored as typed (validation refuses it, so it goes in directly).
  const second = await book("2026-12-02T08:00:00.000Z", "Olle", "olle@example.se", "");
  const location = second.headers.location as string;
  await t.app.inject({ method: "POST", url: `${location.replace("?booked=1", "")}/cancel`, headers: FORM_HEADERS, payload: "" });
  await t.app.db.updateTable("bookings").set({ name: "Eve\u001b[31mred" }).where("email", "=", "olle@example.se").execute();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("inbox bookings list", () => {
  it("lists upcoming calls in Swedish time; --all adds cancelled ones, with terminal controls neutralised", async () => {
    // The command reads the clock: set to the booking clock (only Date, the database's timers
    // run as ever), both calls are upcoming, whatever day the test runs on.
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const upcoming = await inbox("bookings", "list");
    expect(upcoming.code).toBe(0);
    expect(upcoming.out).toMatch(/^WHEN \(SWEDISH TIME\)\s+STATUS\s+NAME/);
    expect(upcoming.out).toContain("2026-12-01 09:00");
    expect(upcoming.out).toContain("Karin Ek");
    expect(upcoming.out).toContain("Om AI");
    expect(upcoming.out).not.toContain("andra raden");
    expect(upcoming.out).not.toContain("olle@example.se");
    const all = await inbox("bookings", "list", "--all");
    expect(all.out).toContain("cancelled");
    expect(all.out).toContain("olle@example.se");
    expect(all.out).not.toContain("\u001b");
  });

  it("refuses what it does not take", async () => {
    expect((await inbox("bookings")).code).toBe(2);
    expect((await inbox("bookings", "list", "--failed")).code).toBe(2);
    expect((await inbox("bookings", "list", "--limit", "0")).code).toBe(2);
  });
});

describe("inbox bookings cancel", () => {
  it("cancels a call as the owner with a message, queues the visitor's cancellation, and audits it as cli", async () => {
    const [karin] = await listBookings(t.app.db, { email: "karin@example.se" });
    expect(karin?.status).toBe("confirmed");
    // Hostile messages and ids are refused as usage errors, and nothing changes.
    expect((await inbox("bookings", "cancel", karin!.id, "--message", "hej \u202Eevil")).code).toBe(2);
    expect((await inbox("bookings", "cancel", karin!.id, "--message", "x".repeat(1_001))).code).toBe(2);
    expect((await inbox("bookings", "cancel", karin!.id, "--limit", "3")).code).toBe(2);
    expect((await inbox("bookings", "cancel")).code).toBe(2);
    const unknown = await inbox("bookings", "cancel", "no-such-id\u001b[31m");
    expect(unknown.code).toBe(1);
    expect(unknown.out).not.toContain("\u001b");
    expect((await getBooking(t.app.db, karin!.id))?.status).toBe("confirmed");

    const done = await inbox("bookings", "cancel", karin!.id, "--message", "Jag är sjuk den dagen.");
    expect(done.code).toBe(0);
    expect(await getBooking(t.app.db, karin!.id)).toMatchObject({
      status: "cancelled",
      changedBy: "owner",
      ownerMessage: "Jag är sjuk den dagen.",
    });
    const rows = await t.app.db.selectFrom("outbox").selectAll().where("booking_id", "=", karin!.id).execute();
    expect(
      rows
        .filter((row) => row.booking_event === "cancel")
        .map((row) => row.channel)
        .sort(),
    ).toEqual(["booking-owner", "booking-visitor"]);
    const [entry] = await listAudit(t.app.db, { limit: 1 });
    expect(entry).toMatchObject({ actor: "cli", action: "booking-cancelled", target: karin!.id, detail: { message: true } });
    expect((await inbox("bookings", "cancel", karin!.id)).code).toBe(1);
  });
});
