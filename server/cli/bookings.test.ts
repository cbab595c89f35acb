import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_HEADERS, startTestApp, type TestApp } from "../../test/support/enquiry-app";
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

describe("inbox bookings list", () => {
  it("lists upcoming calls in Swedish time; --all adds cancelled ones, with terminal controls neutralised", async () => {
    // The real clock is before the fixed booking clock, so both calls are upcoming.
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
