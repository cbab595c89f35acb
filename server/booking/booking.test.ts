import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  parseMail,
  startHttpReceiver,
  startSmtpReceiver,
  eventually,
  type HttpReceiver,
  type SmtpReceiver,
} from "../../test/support/receivers";
import { FORM_HEADERS, JSON_FORM_HEADERS, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { listBookings } from "../db";
import { bookingFeedToken, DEFAULT_BOOKING_SETTINGS, writeBookingSettings } from "./settings";

/** Booking a call through the real server (inject), with the real SMTP and webhook receivers. */

const NOW = new Date("2026-11-29T19:00:00.000Z"); // Sunday 20:00 in Stockholm
// With the default rules (weekdays, a day's notice), the first free call is Tuesday 09:00 Stockholm.
const TUESDAY_NINE = "2026-12-01T08:00:00.000Z";
const FAST = { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 };
const SECRET = `whsec_${Buffer.from("a test secret of 32 random bytes").toString("base64")}`;

let smtp: SmtpReceiver;
let hook: HttpReceiver;
const apps: TestApp[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  hook = await startHttpReceiver();
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  smtp.messages.length = 0;
  hook.calls.length = 0;
});
afterAll(async () => {
  await smtp.stop();
  await hook.stop();
});

async function bookingApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se", WEBHOOK_URL: hook.url, WEBHOOK_SECRET: SECRET, ...env },
    { outboxTiming: FAST, now: () => NOW },
  );
  apps.push(t);
  return t;
}

function body(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

const VISITOR = {
  slot: TUESDAY_NINE,
  name: "Karin Ek",
  email: "Karin@Example.se",
  company: "Ek AB",
  note: "Om AI-agenter",
  "bot-field": "",
};

/** A part of a MIME message by its content type, decoded. */
function mimePart(raw: string, type: "text/calendar" | "text/plain"): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1]!);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const trimmed = part.replace(/^\r\n/, "");
      if (new RegExp(`^content-type:\\s*${type}`, "im").test(trimmed.split("\r\n\r\n")[0] ?? "")) return parseMail(trimmed).text;
    }
  }
  throw new Error(`no ${type} part`);
}

/** The text/calendar part of a MIME message, decoded. */
const calendarPart = (raw: string) => mimePart(raw, "text/calendar");

function parseInvitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
    vtimezone: calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid"),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    attendee: String(vevent.getFirstPropertyValue("attendee")),
    status: vevent.getFirstPropertyValue("status"),
  };
}

describe("booking a call", () => {
  it("shows the free slots without JavaScript, in both languages, under the page's own policy", async () => {
    const t = await bookingApp();
    // Clock times in each language's house style: "09.00" in Swedish, "09:00" in English.
    for (const [lang, heading, time, clock] of [
      ["sv", "Välj en tid för ett kostnadsfritt samtal på 30 minuter", "svensk tid", "<span>09.00</span>"],
      ["en", "Pick a time for a free 30-minute call", "Swedish time", "<span>09:00</span>"],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url: `/${lang}/booking` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
      expect(response.body).toContain(`<html lang="${lang}">`);
      expect(response.body).toContain(heading);
      expect(response.body).toContain(time);
      expect(response.body).toContain(`value="${TUESDAY_NINE}"`);
      expect(response.body).toContain(clock);
      // A day's notice: nothing on Monday.
      expect(response.body).not.toContain('value="2026-11-30T');
    }
    expect((await t.app.inject({ method: "GET", url: "/de/booking" })).statusCode).toBe(404);
    const api = await t.app.inject({ method: "GET", url: "/api/booking/slots" });
    expect(api.json<{ slots: { start: string }[] }>().slots[0]!.start).toBe(TUESDAY_NINE);
  });

  it("books without JavaScript, sends both invitations, and a cancellation sends METHOD:CANCEL to both", async () => {
    const t = await bookingApp();
    const response = await t.app.inject({ method: "POST", url: "/sv/booking", headers: FORM_HEADERS, payload: body(VISITOR) });
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/sv\/booking\/manage\/[A-Za-z0-9_-]{43}\?booked=1$/);
    const confirmed = await t.app.inject({ method: "GET", url: location });
    expect(confirmed.body).toContain("Samtalet är bokat");
    expect(confirmed.body).toContain("tisdag 1 december kl. 09.00");

    const [stored] = await listBookings(t.app.db);
    expect(stored).toMatchObject({ status: "confirmed", startsAt: TUESDAY_NINE, email: "karin@example.se", language: "sv" });
    // The slot is no longer offered.
    expect((await t.app.inject({ method: "GET", url: "/en/booking" })).body).not.toContain(`value="${TUESDAY_NINE}"`);

    await eventually(() => expect(smtp.messages).toHaveLength(2));
    const visitorMail = smtp.messages.find((mail) => mail.to.includes("karin@example.se"))!;
    const ownerMail = smtp.messages.find((mail) => mail.to.includes("owner@nordlegend.se"))!;
    expect(visitorMail.headers.subject).toBe("Bokat: kostnadsfritt samtal tisdag 1 december kl. 09.00 (svensk tid)");
    const visitorText = visitorMail.raw;
    // The visitor's mail holds only our words: never what was typed.
    expect(visitorText).not.toContain("AI-agenter");
    for (const mail of [visitorMail, ownerMail]) {
      const invite = parseInvitation(calendarPart(mail.raw));
      expect(invite).toMatchObject({
        method: "REQUEST",
        uid: `${stored!.id}@nordlegend.se`,
        sequence: 0,
        tzid: "Europe/Stockholm",
        vtimezone: "Europe/Stockholm",
        start: TUESDAY_NINE,
        end: "2026-12-01T08:30:00.000Z",
        attendee: "mailto:karin@example.se",
        status: "CONFIRMED",
      });
    }
    // The owner's copy says who and why (lines unfolded: iCalendar folds them at 75 octets).
    expect(calendarPart(ownerMail.raw).replace(/\r?\n[ \t]/g, "")).toContain("Om AI-agenter");
    // The webhook carries the booking, signed as Standard Webhooks says.
    await eventually(() => expect(hook.calls).toHaveLength(1));
    const call = hook.calls[0]!;
    // Signed at the test's fixed clock, so checked by signing again rather than by verify's freshness rule.
    const signedAt = new Date(Number(call.headers["webhook-timestamp"]) * 1000);
    expect(call.headers["webhook-signature"]).toBe(
      new Webhook(SECRET).sign(String(call.headers["webhook-id"]), signedAt, call.body),
    );
    const payload = JSON.parse(call.body) as { type: string; booking: { id: string; startsAt: string } };
    expect(payload).toMatchObject({ type: "booking.created", booking: { id: stored!.id, startsAt: TUESDAY_NINE } });

    const manage = location.replace("?booked=1", "");
    const cancel = await t.app.inject({ method: "POST", url: `${manage}/cancel`, headers: FORM_HEADERS, payload: "" });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.body).toContain("Samtalet är avbokat");
    await eventually(() => expect(smtp.messages).toHaveLength(4));
    for (const mail of smtp.messages.slice(2)) {
      expect(parseInvitation(calendarPart(mail.raw))).toMatchObject({
        method: "CANCEL",
        uid: `${stored!.id}@nordlegend.se`,
        sequence: 1,
        status: "CANCELLED",
      });
    }
    expect((await t.app.inject({ method: "GET", url: "/en/booking" })).body).toContain(`value="${TUESDAY_NINE}"`);
    expect((await t.app.inject({ method: "GET", url: manage })).body).toContain("redan avbokat");
  });

  it("moves a call through the visitor's link: same UID, a higher sequence, the old slot free again", async () => {
    const t = await bookingApp();
    const booked = await t.app.inject({ method: "POST", url: "/en/booking", headers: JSON_FORM_HEADERS, payload: body(VISITOR) });
    expect(booked.statusCode).toBe(200);
    const { manageUrl, id } = booked.json<{ manageUrl: string; id: string }>();
    const later = "2026-12-02T13:30:00.000Z"; // Wednesday 14:30 Stockholm
    const moved = await t.app.inject({
      method: "POST",
      url: `${manageUrl}/move`,
      headers: FORM_HEADERS,
      payload: body({ slot: later }),
    });
    expect(moved.statusCode).toBe(303);
    expect((await t.app.inject({ method: "GET", url: moved.headers.location as string })).body).toContain(
      "Your call has been moved",
    );
    await eventually(() =>
      expect(smtp.messages.filter((mail) => parseInvitation(calendarPart(mail.raw)).sequence === 1)).toHaveLength(2),
    );
    const update = parseInvitation(
      calendarPart(smtp.messages.find((mail) => parseInvitation(calendarPart(mail.raw)).sequence === 1)!.raw),
    );
    expect(update).toMatchObject({ method: "REQUEST", uid: `${id}@nordlegend.se`, start: later });
    // The updated invitation says it was moved, not booked (the eleventh cold review, A33), and the
    // visitor's own move carries no word of ours before the published text: the greeting opens it.
    const visitorUpdate = smtp.messages.find(
      (mail) => !mail.to.includes("owner@nordlegend.se") && parseInvitation(calendarPart(mail.raw)).sequence === 1,
    )!;
    expect(visitorUpdate.headers.subject).toBe("Moved: free call on Wednesday 2 December at 14:30 (Swedish time)");
    expect(mimePart(visitorUpdate.raw, "text/plain")).toMatch(
      /^Hello,\n\nYour free call with .+ is booked for Wednesday 2 December at 14:30/u,
    );
  });

  it("offers the next free slots to the second of two visitors taking one slot, keeping what they typed", async () => {
    const t = await bookingApp();
    const first = t.app.inject({ method: "POST", url: "/sv/booking", headers: FORM_HEADERS, payload: body(VISITOR) });
    const second = t.app.inject({
      method: "POST",
      url: "/sv/booking",
      headers: FORM_HEADERS,
      payload: body({ ...VISITOR, name: "Olle Berg", email: "olle@example.se" }),
    });
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.body).toContain("Tiden hann bokas av någon annan");
    expect(loser.body).toContain("Närmaste lediga tider");
    expect(loser.body).not.toContain(`value="${TUESDAY_NINE}"`);
    expect(loser.body).toMatch(/value="(Olle Berg|Karin Ek)"/);
    const json = await t.app.inject({ method: "POST", url: "/en/booking", headers: JSON_FORM_HEADERS, payload: body(VISITOR) });
    expect(json.statusCode).toBe(409);
    expect(json.json<{ error: string; slots: { start: string }[] }>()).toMatchObject({ error: "taken" });
    expect(json.json<{ slots: { start: string }[] }>().slots[0]!.start).toBe("2026-12-01T08:45:00.000Z");
    expect((await listBookings(t.app.db)).filter((row) => row.status === "confirmed")).toHaveLength(1);
  });

  it("refuses hostile input with clear, localized answers and stores nothing", async () => {
    const t = await bookingApp();
    const post = (payload: string, headers: Record<string, string> = FORM_HEADERS, url = "/en/booking") =>
      t.app.inject({ method: "POST", url, headers, payload });

    expect((await post(body(VISITOR), { ...FORM_HEADERS, origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post(JSON.stringify(VISITOR), { "content-type": "application/json" })).statusCode).toBe(415);
    expect((await post(body(VISITOR), { "content-type": "application/x-www-form-urlencoded; charset=latin1" })).statusCode).toBe(
      415,
    );

    const badEmail = await post(body({ ...VISITOR, email: "karin@example.se\r\nBcc: x@evil.example" }), JSON_FORM_HEADERS);
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json()).toMatchObject({ ok: false, errors: { email: "invalid" } });
    const svPage = await post(body({ ...VISITOR, email: "not an address", name: "" }), FORM_HEADERS, "/sv/booking");
    expect(svPage.statusCode).toBe(422);
    expect(svPage.body).toContain("Ange en giltig e-postadress.");
    expect(svPage.body).toContain("Fyll i det här fältet.");
    expect(svPage.body).toContain('value="not an address"');
    expect(svPage.body).toContain('aria-invalid="true"');

    for (const slot of [
      "<script>alert(1)</script>",
      "2026-12-01T08:00:00Z",
      "2026-11-30T08:00:00.000Z",
      "2027-06-01T08:00:00.000Z",
      "2026-12-01T08:10:00.000Z",
    ]) {
      const answer = await post(body({ ...VISITOR, slot }), JSON_FORM_HEADERS);
      expect([409, 422]).toContain(answer.statusCode);
      expect(answer.body).not.toContain("<script>");
    }
    expect((await post(`${body(VISITOR)}&admin=1`, JSON_FORM_HEADERS)).json()).toMatchObject({
      errors: { admin: "unknownField" },
    });
    expect((await post(body({ ...VISITOR, name: "x".repeat(201) }), JSON_FORM_HEADERS)).json()).toMatchObject({
      errors: { name: "tooLong" },
    });
    // A text that is too long says the field's own limit, in the page's language and number format.
    const longNote = await post(body({ ...VISITOR, note: "x".repeat(1001) }), FORM_HEADERS, "/sv/booking");
    expect(longNote.statusCode).toBe(422);
    expect(longNote.body).toContain("Texten är för lång. Högst 1\u00A0000 tecken är tillåtna.");
    expect(longNote.body).toContain("x".repeat(1001));
    const longName = await post(body({ ...VISITOR, name: "x".repeat(201) }), FORM_HEADERS, "/en/booking");
    expect(longName.body).toContain("This text is too long. At most 200 characters are allowed.");
    expect((await post(body({ ...VISITOR, note: "a\u202Eb" }), JSON_FORM_HEADERS)).json()).toMatchObject({
      errors: { note: "hiddenCharacter" },
    });
    expect((await post(`${body(VISITOR)}&name=second`, JSON_FORM_HEADERS)).json()).toMatchObject({ errors: { name: "invalid" } });
    expect((await post("a".repeat(70 * 1024), FORM_HEADERS)).statusCode).toBe(413);
    expect(await listBookings(t.app.db)).toEqual([]);

    // The manage link: a wrong or malformed token names nothing.
    for (const token of ["x", "A".repeat(43), "..%2F..%2Fadmin"]) {
      expect((await t.app.inject({ method: "GET", url: `/en/booking/manage/${token}` })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: "POST", url: `/en/booking/manage/${token}/cancel`, headers: FORM_HEADERS, payload: "" }))
          .statusCode,
      ).toBe(404);
    }
    expect(smtp.messages).toEqual([]);
  });

  it("answers a filled honeypot like a booking, but holds no slot and sends nothing", async () => {
    const t = await bookingApp();
    const answer = await t.app.inject({
      method: "POST",
      url: "/en/booking",
      headers: FORM_HEADERS,
      payload: body({ ...VISITOR, "bot-field": "http://spam.example" }),
    });
    expect(answer.statusCode).toBe(303);
    const [stored] = await listBookings(t.app.db);
    expect(stored!.status).toBe("spam");
    expect((await t.app.inject({ method: "GET", url: "/en/booking" })).body).toContain(`value="${TUESDAY_NINE}"`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toEqual([]);
  });

  it("limits posts per client with a localized 429", async () => {
    const t = await bookingApp({ FORM_RATE_LIMIT: "2" });
    const post = () =>
      t.app.inject({ method: "POST", url: "/sv/booking", headers: FORM_HEADERS, payload: body({ ...VISITOR, email: "bad" }) });
    await post();
    await post();
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.body).toContain("För många försök");
  });

  describe("the owner's calendar", () => {
    let feed: Server;
    let feedUrl = "";
    beforeAll(async () => {
      feed = createServer((_request, response) => {
        response.writeHead(200, { "content-type": "text/calendar" });
        response.end(
          [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//Test//EN",
            "BEGIN:VEVENT",
            "UID:dentist@test",
            "DTSTAMP:20261120T000000Z",
            "DTSTART:20261201T080000Z",
            "DTEND:20261201T090000Z",
            "END:VEVENT",
            "END:VCALENDAR",
          ].join("\r\n"),
        );
      });
      await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
      feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/owner.ics`;
    });
    afterAll(async () => {
      await new Promise((resolve) => feed.close(resolve));
    });

    it("takes the busy times of the owner's ICS feed away from the slots, and refuses a booking into them", async () => {
      const t = await bookingApp();
      await writeBookingSettings(t.app.db, { ...DEFAULT_BOOKING_SETTINGS, busyFeedUrl: feedUrl });
      await t.app.bookingCalendar.refresh();
      expect(t.app.bookingCalendar.status()).toMatchObject({ url: feedUrl, error: null, events: 1 });
      const page = await t.app.inject({ method: "GET", url: "/en/booking" });
      // Busy 09:00–10:00 Stockholm, with a 15-minute buffer: 09:00, 09:45 and 10:30 ... 10:15 is the first clear start on the grid (10:30).
      expect(page.body).not.toContain(`value="${TUESDAY_NINE}"`);
      expect(page.body).not.toContain('value="2026-12-01T08:45:00.000Z"');
      expect(page.body).toContain('value="2026-12-01T09:30:00.000Z"');
      const refused = await t.app.inject({
        method: "POST",
        url: "/en/booking",
        headers: JSON_FORM_HEADERS,
        payload: body(VISITOR),
      });
      expect(refused.statusCode).toBe(409);
    });

    it("publishes upcoming calls in a secret feed", async () => {
      const t = await bookingApp();
      await t.app.inject({ method: "POST", url: "/en/booking", headers: FORM_HEADERS, payload: body(VISITOR) });
      const token = await bookingFeedToken(t.app.db);
      const response = await t.app.inject({ method: "GET", url: `/booking/feed/${token}.ics` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/calendar");
      const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
      const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
      expect(events.map((event) => [event.startDate.toJSDate().toISOString(), event.summary])).toEqual([
        [TUESDAY_NINE, "Call: Karin Ek (Ek AB)"],
      ]);
      const wrong = `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`;
      expect((await t.app.inject({ method: "GET", url: `/booking/feed/${wrong}.ics` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: "/booking/feed/.ics" })).statusCode).toBe(404);
    });
  });
});
