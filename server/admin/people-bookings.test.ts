import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FORM_SCHEMAS, toWireBody } from "~/forms";
import { ConsoleBrowser, enrol, enrolledFromShell, inviteFromShell } from "../../test/support/console-browser";
import { FORM_HEADERS, JSON_FORM_HEADERS, VALID_VALUES, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { listAudit, listBookings } from "../db";

/**
 * "By email" (access and erasure requests) shows the calls an address booked beside its
 * enquiries, exports them, and erases them with the rest (docs/decisions/021-booking.md).
 * Through the real server: a visitor's posts, then an operator's console calls.
 */

const NOW = new Date("2026-11-29T19:00:00.000Z"); // Sunday 20:00 in Stockholm
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({}, { now: () => NOW });
});
afterEach(async () => t.close());

async function bookAs(email: string, slot: string, name = "Karin Ek"): Promise<void> {
  const booked = await t.app.inject({
    method: "POST",
    url: "/sv/booking",
    headers: FORM_HEADERS,
    payload: new URLSearchParams({ slot, name, email, company: "Ek AB", note: "Om AI-agenter" }).toString(),
  });
  expect(booked.statusCode).toBe(303);
}

async function enquireAs(email: string): Promise<void> {
  const sent = await t.app.inject({
    method: "POST",
    url: "/",
    headers: JSON_FORM_HEADERS,
    payload: toWireBody(FORM_SCHEMAS.contact, { ...VALID_VALUES.contact, email }).toString(),
  });
  expect(sent.statusCode).toBe(200);
}

interface PeopleAnswer {
  items: { id: string; email: string }[];
  bookings: { id: string; email: string; startsAt: string; status: string; name: string }[];
}

describe("bookings in the console's By email view", () => {
  it("lists an address's booked calls beside its enquiries, whatever the case typed, and nobody else's", async () => {
    await enquireAs("Karin@Example.se");
    await bookAs("KARIN@example.se", "2026-12-01T08:00:00.000Z");
    await bookAs("olle@example.se", "2026-12-01T08:45:00.000Z", "Olle Berg");
    const operator = new ConsoleBrowser(() => t);
    await enrol(operator, await inviteFromShell(t.app.db, "colleague@nordlegend.se", () => NOW));

    const shown = await operator.get("/api/admin/people?email=karin@EXAMPLE.se");
    expect(shown.statusCode).toBe(200);
    const body = shown.json<PeopleAnswer>();
    expect(body.items).toHaveLength(1);
    expect(body.bookings).toMatchObject([
      { email: "karin@example.se", startsAt: "2026-12-01T08:00:00.000Z", status: "confirmed", name: "Karin Ek" },
    ]);
    // The lookup is audited with the address masked, and the calls counted apart.
    const [entry] = await listAudit(t.app.db, { limit: 1 });
    expect(entry).toMatchObject({ action: "people-looked-up", target: "k…@e….se", detail: { count: 1, bookings: 1 } });

    // An address with only a booking is found too; one with nothing finds nothing.
    expect((await operator.get("/api/admin/people?email=olle@example.se")).json<PeopleAnswer>()).toMatchObject({
      items: [],
      bookings: [{ name: "Olle Berg" }],
    });
    expect((await operator.get("/api/admin/people?email=nobody@example.se")).json()).toEqual({ items: [], bookings: [] });
  });

  it("refuses hostile lookups, and strangers", async () => {
    await bookAs("karin@example.se", "2026-12-01T08:00:00.000Z");
    const operator = new ConsoleBrowser(() => t);
    await enrol(operator, await inviteFromShell(t.app.db, "colleague@nordlegend.se", () => NOW));
    for (const hostile of ["%", "karin@example.se' OR '1'='1", "", `${"a".repeat(300)}@example.se`]) {
      const answer = await operator.get(`/api/admin/people?email=${encodeURIComponent(hostile)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: "email-invalid" });
    }
    // A well-formed address with a wildcard is an address like any other: no pattern, nothing found.
    expect((await operator.get(`/api/admin/people?email=${encodeURIComponent("*@example.se")}`)).json()).toEqual({
      items: [],
      bookings: [],
    });
    expect((await new ConsoleBrowser(() => t).get("/api/admin/people?email=karin@example.se")).statusCode).toBe(401);
    expect((await new ConsoleBrowser(() => t).post("/api/admin/people/erase", { email: "karin@example.se" })).statusCode).toBe(
      401,
    );
    expect(await listBookings(t.app.db)).toHaveLength(1);
  });

  it("exports the booked calls with the enquiries, and an erasure removes both, the slot freed and the log counting each", async () => {
    await enquireAs("karin@example.se");
    await bookAs("karin@example.se", "2026-12-01T08:00:00.000Z");
    await bookAs("olle@example.se", "2026-12-01T08:45:00.000Z", "Olle Berg");
    const { browser: owner } = await enrolledFromShell(
      () => t,
      t.app.db,
      "owner@nordlegend.se",
      () => NOW,
    );

    const exported = await owner.get("/api/admin/people/export?email=karin@example.se");
    expect(exported.statusCode).toBe(200);
    const file = JSON.parse(exported.body) as { enquiries: unknown[]; bookings: { startsAt: string; note: string }[] };
    expect(file.enquiries).toHaveLength(1);
    expect(file.bookings).toMatchObject([{ startsAt: "2026-12-01T08:00:00.000Z", note: "Om AI-agenter" }]);

    const erased = await owner.post("/api/admin/people/erase", { email: "Karin@Example.se" });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ erased: 2, checkpoint: "done" });
    expect((await listBookings(t.app.db)).map((booking) => booking.email)).toEqual(["olle@example.se"]);
    expect((await owner.get("/api/admin/people?email=karin@example.se")).json()).toEqual({ items: [], bookings: [] });
    const entry = (await listAudit(t.app.db, { limit: 10 })).find((row) => row.action === "erased");
    expect(entry).toMatchObject({ action: "erased", target: "k…@e….se", detail: { count: 1, bookings: 1 } });
    // The erased call's time is free again.
    expect((await t.app.inject({ method: "GET", url: "/en/booking" })).body).toContain('value="2026-12-01T08:00:00.000Z"');
  });
});
