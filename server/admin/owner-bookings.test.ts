import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConsoleBrowser, enrol, enrolledFromShell, inviteFromShell } from "../../test/support/console-browser";
import { JSON_FORM_HEADERS, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { eventually, parseMail, startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from "../../test/support/receivers";
import { runCommand } from "../cli/commands";
import { getBooking, listAudit, listBookings } from "../db";

/**
 * The owner's bookings (docs/decisions/030-the-owners-bookings.md) through the real server and
 * the real SMTP receiver: cancel and move with a message, held and no-show, the sections, what
 * needs the owner, the owner's language, and who may do what.
 */

const NOW = new Date("2026-11-29T19:00:00.000Z"); // Sunday 20:00 in Stockholm
const TUESDAY_NINE = "2026-12-01T08:00:00.000Z"; // the first free slot with the default rules
const TUESDAY_TEN_THIRTY = "2026-12-01T09:30:00.000Z";
const WEDNESDAY_TWO_THIRTY = "2026-12-02T13:30:00.000Z";
const FAST = { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 };

let smtp: SmtpReceiver;
let clock = NOW;
const apps: TestApp[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  smtp.messages.length = 0;
  clock = NOW;
});
afterAll(async () => smtp.stop());

async function ownerApp() {
  const t = await startTestApp({ SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se" }, { outboxTiming: FAST, now: () => clock });
  apps.push(t);
  const { browser: owner } = await enrolledFromShell(
    () => t,
    t.app.db,
    "owner@nordlegend.se",
    () => clock,
  );
  return { t, owner };
}

async function colleague(t: TestApp, email: string, role?: "editor"): Promise<ConsoleBrowser> {
  const token = await inviteFromShell(t.app.db, email, () => clock);
  if (role) {
    const code = await runCommand(["operator", "role", email, role], {
      db: t.app.db,
      retentionDays: 365,
      siteUrl: "https://nordlegend.se",
      out: () => undefined,
      now: () => clock,
    });
    expect(code).toBe(0);
  }
  const browser = new ConsoleBrowser(() => t);
  await enrol(browser, token);
  return browser;
}

async function book(t: TestApp, slot: string, lang: "sv" | "en" = "sv", name = "Karin Ek", email = "karin@example.se") {
  const response = await t.app.inject({
    method: "POST",
    url: `/${lang}/booking`,
    headers: JSON_FORM_HEADERS,
    payload: new URLSearchParams({ slot, name, email, company: "Ek AB", note: "Om AI-agenter" }).toString(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string }>().id;
}

/** A MIME part of a message by its content type, decoded. */
function part(mail: ReceivedMail, type: "text/plain" | "text/calendar"): string {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1]!);
  for (const boundary of boundaries) {
    for (const piece of mail.raw.split(`--${boundary}`)) {
      const trimmed = piece.replace(/^\r\n/, "");
      if (new RegExp(`^content-type:\\s*${type}`, "im").test(trimmed.split("\r\n\r\n")[0] ?? "")) return parseMail(trimmed).text;
    }
  }
  throw new Error(`no ${type} part`);
}

function invitation(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(part(mail, "text/calendar")) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}

/** A booked call's emails (they carry an invitation), not the console's sign-in and security notices. */
const calls = () => smtp.messages.filter((mail) => /content-type:\s*text\/calendar/i.test(mail.raw));
const to = (address: string) => calls().filter((mail) => mail.to.includes(address));

/** Moves the clock in steps shorter than a session's idle time, each browser using its session on the way. */
async function advance(until: Date, ...browsers: ConsoleBrowser[]): Promise<void> {
  while (clock < until) {
    clock = new Date(Math.min(until.getTime(), clock.getTime() + 10 * 3_600_000));
    for (const browser of browsers)
      expect((await browser.get("/api/admin/session")).json<{ email: string | null }>().email).not.toBeNull();
  }
}

describe("the owner cancels and moves calls from the console", () => {
  it("cancels with a message: the visitor's cancellation in their language carries it, the owner's copy is in Swedish, audited", async () => {
    const { t, owner } = await ownerApp();
    const id = await book(t, TUESDAY_NINE, "en");
    await eventually(() => expect(calls()).toHaveLength(2));

    const message =
      "Sorry, I am ill that day.\r\nCould we meet next week?\n<script>alert(1)</script>\nBcc: victim@example.com\n{when} {manageUrl}";
    const cancelled = await owner.post(`/api/admin/bookings/${id}/cancel`, { message });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ booking: { id, status: "cancelled", changedBy: "owner" } });

    await eventually(() => expect(calls()).toHaveLength(4));
    const [visitorMail] = to("karin@example.se").slice(1);
    const [ownerMail] = to("owner@nordlegend.se").slice(1);
    expect(visitorMail!.headers.bcc).toBeUndefined();
    expect(visitorMail!.to).toEqual(["karin@example.se"]);
    const visitorText = part(visitorMail!, "text/plain");
    // The greeting first, then what happened and the message, then the published news (the eleventh cold review, A33).
    expect(visitorText).toMatch(/^Hello,\n\nWe are sorry, but we have had to cancel your call\.\n\nA message from .+:\n/);
    expect(visitorMail!.headers.subject).toBe("Cancelled: free call on Tuesday 1 December at 09:00 (Swedish time)");
    // The message as typed (line breaks as LF), as plain text: markup is text in a text email, and a
    // placeholder in it is never filled.
    expect(visitorText).toContain(
      "Sorry, I am ill that day.\nCould we meet next week?\n<script>alert(1)</script>\nBcc: victim@example.com\n{when} {manageUrl}\n\nYour call on Tuesday 1 December at 09:00 (Swedish time) has been cancelled.",
    );
    expect(invitation(visitorMail!)).toMatchObject({ method: "CANCEL", uid: `${id}@nordlegend.se`, sequence: 1 });

    // The owner's copy: Swedish (the site's default), local time in words, labels, no stored values.
    expect(ownerMail!.headers.subject).toBe("Avbokat samtal: Karin Ek (Ek AB), tisdag 1 december kl. 09.00 (svensk tid)");
    const ownerText = part(ownerMail!, "text/plain");
    expect(ownerText).toContain("Ni avbokade samtalet tisdag 1 december kl. 09.00 (svensk tid) i konsolen.");
    expect(ownerText).toContain("Språk: engelska");
    expect(ownerText).toContain("Ert meddelande till besökaren:\nSorry, I am ill that day.");
    expect(ownerText).not.toMatch(/\d{4}-\d{2}-\d{2}T|Language: en|Språk: en\n/);
    expect(ownerText).not.toContain(id);

    // The slot is free again, and the log says who did it without naming the visitor.
    expect((await t.app.inject({ method: "GET", url: "/en/booking" })).body).toContain(`value="${TUESDAY_NINE}"`);
    const [entry] = await listAudit(t.app.db, { limit: 1 });
    expect(entry).toMatchObject({
      actor: "owner@nordlegend.se",
      action: "booking-cancelled",
      target: id,
      detail: { visitor: "k…@e….se", message: true },
    });
    expect(JSON.stringify(entry)).not.toContain("karin@example.se");
    expect(JSON.stringify(entry)).not.toContain("ill that day");

    // Twice is refused: the call is no longer live.
    expect((await owner.post(`/api/admin/bookings/${id}/cancel`, {})).json()).toEqual({ error: "booking-not-live" });
  });

  it("moves to another free slot with a message: an updated invitation with the same UID, and the old slot free again", async () => {
    const { t, owner } = await ownerApp();
    const id = await book(t, TUESDAY_NINE);
    const other = await book(t, TUESDAY_TEN_THIRTY, "sv", "Per Nojs", "per@example.se");
    await eventually(() => expect(calls()).toHaveLength(4));

    const slots = (await owner.get(`/api/admin/bookings/${id}/slots`)).json<{ slots: { start: string }[] }>().slots;
    expect(slots.map((slot) => slot.start)).toContain(WEDNESDAY_TWO_THIRTY);
    // Neither its own time nor another visitor's is offered.
    expect(slots.map((slot) => slot.start)).not.toContain(TUESDAY_NINE);
    expect(slots.map((slot) => slot.start)).not.toContain(TUESDAY_TEN_THIRTY);

    // Another visitor's slot, a slot outside the hours, and a malformed one are refused, and nothing moves.
    expect((await owner.post(`/api/admin/bookings/${id}/move`, { slot: TUESDAY_TEN_THIRTY })).json()).toEqual({
      error: "slot-taken",
    });
    expect((await owner.post(`/api/admin/bookings/${id}/move`, { slot: "2026-12-01T02:00:00.000Z" })).json()).toEqual({
      error: "slot-taken",
    });
    for (const slot of ["2026-12-02T13:30:00Z", "2026-02-30T13:30:00.000Z", "tomorrow", ""]) {
      const refused = await owner.post(`/api/admin/bookings/${id}/move`, { slot });
      expect(refused.statusCode).toBe(400);
    }
    expect((await getBooking(t.app.db, id))?.startsAt).toBe(TUESDAY_NINE);

    const moved = await owner.post(`/api/admin/bookings/${id}/move`, {
      slot: WEDNESDAY_TWO_THIRTY,
      message: "Jag har fått förhinder på tisdag.",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ booking: { startsAt: WEDNESDAY_TWO_THIRTY, status: "confirmed" } });

    await eventually(() => expect(calls()).toHaveLength(6));
    const visitorMail = to("karin@example.se").at(-1)!;
    expect(invitation(visitorMail)).toMatchObject({
      method: "REQUEST",
      uid: `${id}@nordlegend.se`,
      sequence: 1,
      start: WEDNESDAY_TWO_THIRTY,
    });
    const text = part(visitorMail, "text/plain");
    expect(text).toMatch(/^Hej!\n\nVi har behövt flytta ert samtal\./);
    expect(text.indexOf("Jag har fått förhinder på tisdag.")).toBeLessThan(text.indexOf("Ert kostnadsfria samtal"));
    expect(visitorMail.headers.subject).toBe("Flyttat: kostnadsfritt samtal onsdag 2 december kl. 14.30 (svensk tid)");
    expect(text).toContain("Jag har fått förhinder på tisdag.");
    expect(text).toContain("onsdag 2 december kl. 14.30");
    const ownerMail = to("owner@nordlegend.se").at(-1)!;
    expect(ownerMail.headers.subject).toBe("Flyttat samtal: Karin Ek (Ek AB), onsdag 2 december kl. 14.30 (svensk tid)");
    // The other visitor heard nothing.
    expect(to("per@example.se")).toHaveLength(1);
    expect((await getBooking(t.app.db, other))?.startsAt).toBe(TUESDAY_TEN_THIRTY);
    expect((await t.app.inject({ method: "GET", url: "/sv/booking" })).body).toContain(`value="${TUESDAY_NINE}"`);
    const [entry] = await listAudit(t.app.db, { limit: 1 });
    expect(entry).toMatchObject({
      action: "booking-moved",
      target: id,
      detail: { from: TUESDAY_NINE, to: WEDNESDAY_TWO_THIRTY, message: true },
    });

    // The visitor then moves it themselves: their email carries no word of the owner's.
    const manage = /https:\/\/nordlegend\.se(\/sv\/booking\/manage\/[A-Za-z0-9_-]+)/.exec(text)![1]!;
    const thursday = "2026-12-03T08:00:00.000Z";
    const byVisitor = await t.app.inject({
      method: "POST",
      url: `${manage}/move`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ slot: thursday }).toString(),
    });
    expect(byVisitor.statusCode).toBe(303);
    await eventually(() => expect(calls()).toHaveLength(8));
    const [booking] = (await listBookings(t.app.db)).filter((row) => row.id === id);
    expect(booking).toMatchObject({ changedBy: "visitor", ownerMessage: "", startsAt: thursday });
    const last = part(to("karin@example.se").at(-1)!, "text/plain");
    expect(to("karin@example.se").at(-1)!.headers.subject).toBe(
      "Flyttat: kostnadsfritt samtal torsdag 3 december kl. 09.00 (svensk tid)",
    );
    expect(last).toMatch(/^Hej!\n\nErt kostnadsfria samtal med .+ är bokat till torsdag 3 december kl\. 09\.00/u);
    expect(last).not.toContain("förhinder");
    expect(last).not.toContain("Vi har behövt");
    expect(part(to("owner@nordlegend.se").at(-1)!, "text/plain")).toContain(
      "Besökaren flyttade samtalet till torsdag 3 december kl. 09.00",
    );
  });

  it("refuses hostile messages and ids with a code the console translates, changing nothing and mailing no one", async () => {
    const { t, owner } = await ownerApp();
    const id = await book(t, TUESDAY_NINE);
    await eventually(() => expect(calls()).toHaveLength(2));
    const cases: [string, unknown, number, string][] = [
      [`/api/admin/bookings/${id}/cancel`, { message: "Hej \u202Eevil" }, 400, "message-hidden"],
      [`/api/admin/bookings/${id}/cancel`, { message: "zero\u200Bwidth" }, 400, "message-hidden"],
      [`/api/admin/bookings/${id}/cancel`, { message: "nul\u0000byte" }, 400, "message-hidden"],
      [`/api/admin/bookings/${id}/cancel`, { message: "x".repeat(1_001) }, 400, "message-too-long"],
      [`/api/admin/bookings/${id}/cancel`, { message: "x".repeat(30_000) }, 400, "invalid"],
      [`/api/admin/bookings/${id}/cancel`, { message: 42 }, 400, "invalid"],
      [`/api/admin/bookings/${id}/cancel`, { message: "hej", notify: false }, 400, "invalid"],
      [`/api/admin/bookings/${id}/cancel`, "not json", 400, "invalid"],
      [`/api/admin/bookings/${id}/move`, { slot: WEDNESDAY_TWO_THIRTY, message: "\u2066x" }, 400, "message-hidden"],
      [`/api/admin/bookings/${id}/move`, { slot: [WEDNESDAY_TWO_THIRTY] }, 400, "invalid"],
      [`/api/admin/bookings/${id}/outcome`, { outcome: "attended" }, 400, "invalid"],
      [`/api/admin/bookings/${"x".repeat(99)}/cancel`, {}, 404, "not-found"],
      ["/api/admin/bookings/no-such-id/cancel", {}, 404, "not-found"],
      ["/api/admin/bookings/%2E%2E%2Fowner-language/cancel", {}, 404, "not-found"],
      ["/api/admin/bookings/__proto__/move", { slot: WEDNESDAY_TWO_THIRTY }, 404, "not-found"],
      ["/api/admin/owner-language", { language: "de" }, 400, "invalid"],
      ["/api/admin/owner-language", { language: "sv", extra: 1 }, 400, "invalid"],
    ];
    for (const [url, body, status, error] of cases) {
      const answer = await owner.post(url, body);
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({ url, status, body: { error } });
    }
    expect(await getBooking(t.app.db, id)).toMatchObject({ status: "confirmed", startsAt: TUESDAY_NINE, ownerMessage: "" });
    // A refusal from another site, whatever its body.
    expect((await owner.post(`/api/admin/bookings/${id}/cancel`, {}, { origin: "https://evil.example" })).json()).toEqual({
      error: "origin",
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls()).toHaveLength(2);
    expect((await listAudit(t.app.db, { limit: 50 })).map((entry) => entry.action)).not.toContain("booking-cancelled");
  });
});

// The eleventh cold review (A33): every email to the visitor opens with the greeting, then the news;
// a moved call's subject says it was moved, a cancelled call's that it was cancelled.
describe("the visitor's emails when we move or cancel a call (cold review 11c)", () => {
  const WORDS = {
    sv: {
      greeting: "Hej!\n\n",
      moved: "Vi har behövt flytta ert samtal.",
      cancelled: "Vi har tyvärr behövt avboka ert samtal.",
      message: "Meddelande från",
      news: { moved: "Ert kostnadsfria samtal med", cancelled: "Ert samtal som var bokat till" },
      subject: {
        moved: "Flyttat: kostnadsfritt samtal onsdag 2 december kl. 14.30 (svensk tid)",
        cancelled: "Avbokat: kostnadsfritt samtal onsdag 2 december kl. 14.30 (svensk tid)",
      },
    },
    en: {
      greeting: "Hello,\n\n",
      moved: "We have had to move your call.",
      cancelled: "We are sorry, but we have had to cancel your call.",
      message: "A message from",
      news: { moved: "Your free call with", cancelled: "Your call on" },
      subject: {
        moved: "Moved: free call on Wednesday 2 December at 14:30 (Swedish time)",
        cancelled: "Cancelled: free call on Wednesday 2 December at 14:30 (Swedish time)",
      },
    },
  } as const;

  it.each(["sv", "en"] as const)(
    "%s: greeting, what happened, the message, the news; Moved/Cancelled in the subject",
    async (lang) => {
      const { t, owner } = await ownerApp();
      const address = `order-${lang}@example.se`;
      const id = await book(t, TUESDAY_NINE, lang, "Karin Ek", address);
      await eventually(() => expect(to(address)).toHaveLength(1));
      const w = WORDS[lang];
      expect(to(address)[0]!.headers.subject).toMatch(lang === "sv" ? /^Bokat: / : /^Booked: /);

      const hostile = "Ny tid <img src=x onerror=alert(1)>\r\nSubject: injected\n{brand} {when}";
      expect(
        (await owner.post(`/api/admin/bookings/${id}/move`, { slot: WEDNESDAY_TWO_THIRTY, message: hostile })).statusCode,
      ).toBe(200);
      await eventually(() => expect(to(address)).toHaveLength(2));
      expect((await owner.post(`/api/admin/bookings/${id}/cancel`, { message: hostile })).statusCode).toBe(200);
      await eventually(() => expect(to(address)).toHaveLength(3));

      const [, movedMail, cancelledMail] = to(address);
      for (const [kind, mail] of [
        ["moved", movedMail!],
        ["cancelled", cancelledMail!],
      ] as const) {
        expect(mail.headers.subject, kind).toBe(w.subject[kind]);
        expect(mail.headers["subject"]).not.toContain("injected");
        const text = part(mail, "text/plain");
        expect(text.startsWith(`${w.greeting}${w[kind]}`), text).toBe(true);
        // The greeting once, the owner's change before the published news, the message as typed.
        expect(text.split(w.greeting.trim())).toHaveLength(2);
        const order = [
          w[kind],
          w.message,
          "Ny tid <img src=x onerror=alert(1)>\nSubject: injected\n{brand} {when}",
          w.news[kind],
        ].map((line) => text.indexOf(line));
        expect(
          order.every((at) => at >= 0),
          text,
        ).toBe(true);
        expect([...order].sort((a, b) => a - b)).toEqual(order);
      }
      expect(invitation(movedMail!)).toMatchObject({ method: "REQUEST", sequence: 1, start: WEDNESDAY_TWO_THIRTY });
      expect(invitation(cancelledMail!)).toMatchObject({ method: "CANCEL", sequence: 2 });
    },
  );
});

describe("who may do what with a call", () => {
  it("an operator marks calls but neither cancels nor moves them; an editor and a stranger do nothing", async () => {
    const { t, owner } = await ownerApp();
    const id = await book(t, TUESDAY_NINE);
    const operator = await colleague(t, "colleague@nordlegend.se");
    const editor = await colleague(t, "editor@nordlegend.se", "editor");
    const stranger = new ConsoleBrowser(() => t);

    expect((await operator.get("/api/admin/bookings")).statusCode).toBe(200);
    expect((await operator.get("/api/admin/todo")).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["POST", `/api/admin/bookings/${id}/cancel`, { message: "hej" }],
      ["POST", `/api/admin/bookings/${id}/move`, { slot: WEDNESDAY_TWO_THIRTY }],
      ["GET", `/api/admin/bookings/${id}/slots`, undefined],
      ["GET", "/api/admin/owner-language", undefined],
      ["POST", "/api/admin/owner-language", { language: "en" }],
    ] as const) {
      const byOperator = await operator.request(method, url, body);
      expect({ url, status: byOperator.statusCode, body: byOperator.json() }).toEqual({
        url,
        status: 403,
        body: { error: "owner-only" },
      });
      const byEditor = await editor.request(method, url, body);
      expect({ url, status: byEditor.statusCode }).toEqual({ url, status: 403 });
      expect((await stranger.request(method, url, body)).statusCode).toBe(401);
    }
    for (const url of ["/api/admin/bookings", "/api/admin/todo"]) {
      expect((await editor.get(url)).json()).toEqual({ error: "no-enquiries" });
      expect((await stranger.get(url)).statusCode).toBe(401);
    }
    expect((await editor.post(`/api/admin/bookings/${id}/outcome`, { outcome: "held" })).statusCode).toBe(403);
    expect(await getBooking(t.app.db, id)).toMatchObject({ status: "confirmed", startsAt: TUESDAY_NINE });

    // A call that has not started cannot be marked; once it has, an operator marks it, and undoes it.
    expect((await operator.post(`/api/admin/bookings/${id}/outcome`, { outcome: "held" })).json()).toEqual({
      error: "booking-not-started",
    });
    await advance(new Date("2026-12-01T08:40:00.000Z"), owner, operator);
    const marked = await operator.post(`/api/admin/bookings/${id}/outcome`, { outcome: "no-show" });
    expect(marked.json()).toMatchObject({ booking: { outcome: "no-show" } });
    const sections = (await owner.get("/api/admin/bookings")).json<{
      upcoming: unknown[];
      past: { id: string; outcome: string }[];
    }>();
    expect(sections.upcoming).toEqual([]);
    expect(sections.past).toMatchObject([{ id, outcome: "no-show" }]);
    expect((await operator.post(`/api/admin/bookings/${id}/outcome`, { outcome: null })).json()).toMatchObject({
      booking: { outcome: null },
    });
    const [entry] = await listAudit(t.app.db, { limit: 1 });
    expect(entry).toMatchObject({ actor: "colleague@nordlegend.se", action: "booking-outcome", target: id });
    // A cancelled call can be neither marked nor moved.
    expect((await owner.post(`/api/admin/bookings/${id}/cancel`, {})).statusCode).toBe(200);
    expect((await operator.post(`/api/admin/bookings/${id}/outcome`, { outcome: "held" })).json()).toEqual({
      error: "booking-not-live",
    });
    expect((await owner.get(`/api/admin/bookings/${id}/slots`)).json()).toEqual({ error: "booking-not-live" });
  });
});

describe("the bookings list and what needs the owner", () => {
  it("lists upcoming calls soonest first, past and cancelled apart, and says what needs the owner today and tomorrow", async () => {
    const { t, owner } = await ownerApp();
    const late = await book(t, WEDNESDAY_TWO_THIRTY, "sv", "Sen Besökare", "late@example.se");
    const early = await book(t, TUESDAY_NINE);
    const gone = await book(t, TUESDAY_TEN_THIRTY, "en", "Chris Tech", "cto@example.com");
    await owner.post(`/api/admin/bookings/${gone}/cancel`, {});
    expect(
      (await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("contact") })).statusCode,
    ).toBe(200);

    const sections = (await owner.get("/api/admin/bookings")).json<Record<string, { id: string }[]>>();
    expect(sections.upcoming!.map((row) => row.id)).toEqual([early, late]);
    expect(sections.cancelled!.map((row) => row.id)).toEqual([gone]);
    expect(sections.past).toEqual([]);
    // What the console shows carries no secrets: no token hash, IP hash or user agent.
    expect(JSON.stringify(sections)).not.toMatch(/token|ip_?hash|userAgent|user_agent/i);

    await advance(new Date("2026-11-30T09:00:00.000Z"), owner); // Monday 10:00: Tuesday is tomorrow
    const monday = (await owner.get("/api/admin/todo")).json<{
      newByForm: Record<string, number>;
      today: { id: string }[];
      tomorrow: { id: string }[];
      stale: unknown[];
    }>();
    expect(monday.today).toEqual([]);
    expect(monday.tomorrow.map((row) => row.id)).toEqual([early]);
    expect(monday.newByForm).toMatchObject({ contact: 1 });
    expect(Array.isArray(monday.stale)).toBe(true);
    await advance(new Date("2026-11-30T23:30:00.000Z"), owner); // Tuesday 00:30 in Stockholm, still Monday in UTC
    const tuesday = (await owner.get("/api/admin/todo")).json<{ today: { id: string }[]; tomorrow: { id: string }[] }>();
    expect(tuesday.today.map((row) => row.id)).toEqual([early]);
    expect(tuesday.tomorrow.map((row) => row.id)).toEqual([late]);
  });
});

describe("the owner's language", () => {
  it("is Swedish until an owner chooses English; then the next emails are English, and the change is audited", async () => {
    const { t, owner } = await ownerApp();
    expect((await owner.get("/api/admin/owner-language")).json()).toEqual({ language: "sv" });
    expect((await owner.post("/api/admin/owner-language", { language: "en" })).json()).toEqual({ language: "en" });
    expect((await owner.get("/api/admin/owner-language")).json()).toEqual({ language: "en" });
    const [entry] = await listAudit(t.app.db, { limit: 1 });
    expect(entry).toMatchObject({ action: "owner-language-changed", detail: { language: "en" } });

    await book(t, TUESDAY_NINE);
    expect(
      (await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("project") })).statusCode,
    ).toBe(200);
    const enquiryMails = () => smtp.messages.filter((mail) => /enquiry/.test(mail.headers.subject ?? ""));
    await eventually(() => expect(to("owner@nordlegend.se")).toHaveLength(1));
    await eventually(() => expect(enquiryMails()).toHaveLength(1));
    const bookingMail = to("owner@nordlegend.se")[0]!;
    expect(bookingMail.headers.subject).toBe("Booked call: Karin Ek (Ek AB), Tuesday 1 December at 09:00 (Swedish time)");
    const bookingText = part(bookingMail, "text/plain");
    expect(bookingText).toContain("A call is booked for Tuesday 1 December at 09:00 (Swedish time).");
    expect(bookingText).toContain("Language: Swedish");
    const enquiryMail = enquiryMails()[0]!;
    expect(enquiryMail.text).toContain("Project type:\n  Blockchain");
    expect(enquiryMail.text).toContain("Language: Swedish");
    expect(enquiryMail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});
