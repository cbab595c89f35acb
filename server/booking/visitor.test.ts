import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually, parseMail, startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from "../../test/support/receivers";
import { FORM_HEADERS, JSON_FORM_HEADERS, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { postgresTestDatabase, type TestDatabase } from "../../test/support/databases";
import { testDatabaseUrl } from "../../test/support/requirements";
import { listBookings, outboxStats } from "../db";
import { fieldErrorMessage } from "~/forms";
import { BOOKING_CANCEL_SCHEMA } from "~/forms/booking";
import { escapeHtml } from "../enquiries/html-page";
import { DEFAULT_BOOKING_SETTINGS, readBookingSettings, writeBookingSettings } from "./settings";
import { legalIdentityLine } from "~/config/legal-identity";
import { site } from "~/config/site";

/**
 * Booking for the visitor (docs/decisions/029-booking-for-the-visitor.md), through the real
 * server and a real SMTP receiver: where the call happens (video link or "we call you on"), the
 * service carried in, the summary's calendar file, the manage page's frame, cancelling that asks
 * first and keeps a reason, the owner's cut-off, and the reminder a day before, sent once.
 */

const NOW = new Date("2026-11-29T19:00:00.000Z"); // Sunday 20:00 in Stockholm
const TUESDAY_NINE = "2026-12-01T08:00:00.000Z"; // the first free call with the default rules
const REMINDER_DUE = new Date("2026-11-30T08:00:00.000Z"); // 24 hours before it
const FAST = { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 };
const VIDEO = "https://meet.example.com/nordlegend-call";

let smtp: SmtpReceiver;
let clock: Date;
const apps: TestApp[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  smtp.messages.length = 0;
});
afterAll(async () => {
  await smtp.stop();
});

async function bookingApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se", FORM_RATE_LIMIT: "1000", ...env },
    { outboxTiming: FAST, now: () => clock },
  );
  apps.push(t);
  return t;
}

const VISITOR = {
  slot: TUESDAY_NINE,
  name: "Karin Ek",
  email: "karin@example.se",
  company: "Ek AB",
  note: "",
  "bot-field": "",
};

function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

/** A MIME part of a message by its content type, decoded. */
function part(mail: ReceivedMail, type: "text/plain" | "text/calendar"): string {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1]!);
  for (const boundary of boundaries) {
    for (const piece of mail.raw.split(`--${boundary}`)) {
      const trimmed = piece.replace(/^\r\n/, "");
      const head = trimmed.split("\r\n\r\n")[0] ?? "";
      if (new RegExp(`^content-type:\\s*${type.replace("/", "\\/")}`, "im").test(head)) return parseMail(trimmed).text;
    }
  }
  if (type === "text/plain") return parseMail(mail.raw).text;
  throw new Error(`no ${type} part`);
}

function calendarEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    location: event.getFirstPropertyValue("location"),
    url: event.getFirstPropertyValue("url"),
    description: String(event.getFirstPropertyValue("description")),
    uid: event.getFirstPropertyValue("uid"),
  };
}

async function book(t: TestApp, lang: "sv" | "en", values: Record<string, string>) {
  const response = await t.app.inject({
    method: "POST",
    url: `/${lang}/booking`,
    headers: JSON_FORM_HEADERS,
    payload: form({ ...VISITOR, ...values }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

describe("where the call happens", () => {
  it("a video call: the owner's link in LOCATION, the event's URL, the email and the answer; the manage link in the event", async () => {
    clock = NOW;
    const t = await bookingApp();
    await writeBookingSettings(t.app.db, { ...DEFAULT_BOOKING_SETTINGS, videoLink: VIDEO });
    const { status, body } = await book(t, "sv", { meeting: "video", about: "AI-agenter" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, location: VIDEO });
    const manageUrl = body.manageUrl as string;
    await eventually(() => expect(smtp.messages).toHaveLength(2));
    const [visitor] = mailsTo("karin@example.se");
    const text = part(visitor!, "text/plain");
    expect(text).toContain(`Var: ${VIDEO}`);
    expect(text).toContain(`https://nordlegend.se${manageUrl}`);
    // "ni" in the visitor's emails.
    expect(text).toContain("Ert kostnadsfria samtal");
    expect(text).not.toMatch(/\b(du|dig|din|ditt)\b/i);
    const invite = calendarEvent(part(visitor!, "text/calendar"));
    expect(invite).toMatchObject({ method: "REQUEST", location: VIDEO, url: VIDEO });
    expect(invite.description).toContain(`https://nordlegend.se${manageUrl}`);
    // The owner's copy says where and what it is about.
    const owner = part(mailsTo("owner@nordlegend.se")[0]!, "text/plain");
    // The owner's copy is in the owner's language, Swedish by default (docs/decisions/030-the-owners-bookings.md).
    expect(owner).toContain(`Var: ${VIDEO}`);
    expect(owner).toContain("Angående: AI-agenter");
    expect((await listBookings(t.app.db))[0]).toMatchObject({ meeting: "video", phone: "", about: "AI-agenter" });
  });

  it("no link set yet: the email says the link follows; the calendar file from the summary is the same event", async () => {
    clock = NOW;
    const t = await bookingApp();
    const { body } = await book(t, "en", {});
    expect(body.location).toBe("Video call: we email you the link before the call");
    const file = await t.app.inject({ method: "GET", url: `${body.manageUrl as string}/call.ics` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="call.ics"');
    const event = calendarEvent(file.body);
    expect(event.method).toBeNull();
    expect(event.location).toBe("Video call: we email you the link before the call");
    expect(event.uid).toBe(`${body.id as string}@nordlegend.se`);
    // A link that names no booking has no file.
    expect((await t.app.inject({ method: "GET", url: "/en/booking/manage/AAAAAAAAAAAAAAAAAAAAAAAA/call.ics" })).statusCode).toBe(
      404,
    );
  });

  it("a phone call is its own choice: the number is required then, stored, and the place is 'we call you on …'", async () => {
    clock = NOW;
    const t = await bookingApp();
    for (const phone of ["", "   "]) {
      const refused = await book(t, "sv", { meeting: "phone", phone });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ phone: "required" });
    }
    // Hostile values get the shared rules' answers.
    expect((await book(t, "sv", { meeting: "fax", phone: "1" })).body.errors).toEqual({ meeting: "option" });
    expect((await book(t, "sv", { meeting: "phone", phone: "1".repeat(41) })).body.errors).toEqual({ phone: "tooLong" });
    expect((await book(t, "sv", { meeting: "phone", phone: "070\n1" })).body.errors).toEqual({ phone: "invalid" });
    expect((await book(t, "sv", { about: "x".repeat(81) })).body.errors).toEqual({ about: "tooLong" });
    expect(await listBookings(t.app.db)).toEqual([]);

    const { status, body } = await book(t, "sv", { meeting: "phone", phone: "070-123 45 67" });
    expect(status).toBe(200);
    expect(body.location).toBe("Vi ringer er på 070-123 45 67");
    await eventually(() => expect(smtp.messages).toHaveLength(2));
    const visitor = mailsTo("karin@example.se")[0]!;
    expect(part(visitor, "text/plain")).toContain("Var: Vi ringer er på 070-123 45 67");
    expect(calendarEvent(part(visitor, "text/calendar"))).toMatchObject({ location: "Vi ringer er på 070-123 45 67", url: null });
    // A video call keeps no number, even if one was typed.
    const other = await book(t, "sv", { slot: "2026-12-01T08:45:00.000Z", meeting: "video", phone: "070-765 43 21" });
    expect(other.status).toBe(200);
    const stored = await listBookings(t.app.db);
    expect(stored.map((call) => [call.meeting, call.phone])).toEqual([
      ["video", ""],
      ["phone", "070-123 45 67"],
    ]);
  });

  it("the page without JavaScript offers the choice and books a phone call", async () => {
    clock = NOW;
    const t = await bookingApp();
    const page = await t.app.inject({ method: "GET", url: "/sv/booking" });
    expect(page.body).toContain('name="meeting" value="phone"');
    expect(page.body).toContain('type="tel" id="field-phone" name="phone"');
    const refused = await t.app.inject({
      method: "POST",
      url: "/sv/booking",
      headers: FORM_HEADERS,
      payload: form({ ...VISITOR, meeting: "phone", phone: "" }),
    });
    expect(refused.statusCode).toBe(422);
    // What was typed stays, and the summary names the field.
    expect(refused.body).toContain('value="Karin Ek"');
    expect(refused.body).toContain("Telefonnummer: Fyll i det här fältet.");
    const booked = await t.app.inject({
      method: "POST",
      url: "/sv/booking",
      headers: FORM_HEADERS,
      payload: form({ ...VISITOR, meeting: "phone", phone: "+46 70 123 45 67" }),
    });
    expect(booked.statusCode).toBe(303);
    const manage = await t.app.inject({ method: "GET", url: booked.headers.location as string });
    expect(manage.body).toContain("Vi ringer er på +46 70 123 45 67");
  });
});

describe("hostile text in a booking", () => {
  // Each of the texts a stranger sends, refused with its own code; nothing is stored or sent.
  const HOSTILE: [field: string, value: string, code: string][] = [
    ["name", "<script>alert(1)</script>", "markup"],
    ["name", "Karin <img src=x onerror=alert(1)>", "markup"],
    ["name", "Karin \u202Egpj.exe", "hiddenCharacter"],
    ["name", "Karin\u0000Ek", "hiddenCharacter"],
    ["name", "Karin\u001B[31mEk", "hiddenCharacter"],
    ["name", "Karin\r\nBcc: x@evil.example", "invalid"],
    ["company", "Ek AB</title><svg onload=alert(1)>", "markup"],
    ["company", "Ek\u2067AB\u2069", "hiddenCharacter"],
    ["phone", "<b>+46 70 123 45 67</b>", "markup"],
    ["phone", "+46 70\r\n123", "invalid"],
    ["phone", "+46\u0007 70 123", "hiddenCharacter"],
    ["note", "Hej <iframe src=//evil.example>", "markup"],
    ["note", "Hej\u202Etxt.exe", "hiddenCharacter"],
    ["note", "Hej\u001B]8;;https://evil.example\u0007", "hiddenCharacter"],
    ["about", "<a href=//evil.example>AI</a>", "markup"],
  ];

  it("is refused with the field's code for the island, in both languages, and nothing is stored or sent", async () => {
    clock = NOW;
    const t = await bookingApp();
    for (const lang of ["sv", "en"] as const) {
      for (const [field, value, code] of HOSTILE) {
        const { status, body } = await book(t, lang, { meeting: "phone", phone: "+46 70 123 45 67", [field]: value });
        expect({ field, value, status, body }).toEqual({
          field,
          value,
          status: 422,
          body: { ok: false, errors: { [field]: code } },
        });
      }
    }
    expect(await listBookings(t.app.db)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toEqual([]);
  });

  it("without JavaScript: the page names the field and what is wrong in its language, and keeps every text as typed", async () => {
    clock = NOW;
    const t = await bookingApp();
    const typed = {
      ...VISITOR,
      name: "<b>Karin</b> Ek",
      company: "Ek \u202EAB",
      meeting: "phone",
      phone: "+46 70 <i>123</i>",
      note: "Hej!\r\n<script>alert(1)</script>",
    };
    const expected = {
      sv: {
        name: "Namn: Fältet får inte innehålla HTML-taggar eller annan kod inom vinkelparenteser. Ta bort dem och försök igen.",
        company: "Företag: Fältet innehåller osynliga tecken",
        phone: "Telefonnummer: Fältet får inte innehålla HTML-taggar",
        note: "Fältet får inte innehålla HTML-taggar",
      },
      en: {
        name: "Name: This field cannot contain HTML tags or other code in angle brackets. Please remove them and try again.",
        company: "Company: This field contains invisible characters",
        phone: "Phone number: This field cannot contain HTML tags",
        note: "This field cannot contain HTML tags",
      },
    };
    for (const lang of ["sv", "en"] as const) {
      const page = await t.app.inject({ method: "POST", url: `/${lang}/booking`, headers: FORM_HEADERS, payload: form(typed) });
      expect(page.statusCode).toBe(422);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      for (const line of Object.values(expected[lang])) expect(page.body).toContain(line);
      // Each refused field is marked and described by its own error.
      for (const field of ["name", "company", "phone", "note"]) {
        expect(page.body).toMatch(new RegExp(`id="field-${field}"[^>]*aria-invalid="true" aria-describedby="error-${field}"`));
        expect(page.body).toContain(`<p class="error" id="error-${field}">`);
      }
      // What was typed comes back as text, escaped, never as markup.
      expect(page.body).toContain('value="&#60;b&#62;Karin&#60;/b&#62; Ek"');
      expect(page.body).toContain('value="Ek \u202EAB"');
      expect(page.body).toContain('value="+46 70 &#60;i&#62;123&#60;/i&#62;"');
      expect(page.body).toContain(">Hej!\r\n&#60;script&#62;alert(1)&#60;/script&#62;</textarea>");
      expect(page.body).toContain('name="meeting" value="phone" checked');
      expect(page.body).not.toContain("<script>");
      expect(page.body).not.toContain("<b>Karin");
    }
    expect(await listBookings(t.app.db)).toEqual([]);
  });
});

describe("the manage page", () => {
  it("wears the site's frame: one language switch, 'Book a call', the legal line; the summary; moving before cancelling", async () => {
    clock = NOW;
    const t = await bookingApp();
    const { body } = await book(t, "sv", {});
    const manageUrl = body.manageUrl as string;
    const token = manageUrl.split("/").pop()!;
    const page = (await t.app.inject({ method: "GET", url: manageUrl })).body;
    expect(page).toMatch(/<header class="site">[\s\S]*<\/header>\n<main id="main">/);
    expect(page.match(/hreflang="en"/g)).toHaveLength(1);
    expect(page).toContain(`href="/en/booking/manage/${token}" hreflang="en"`);
    expect(page).toContain('<a class="book" href="/sv/booking">Boka samtal</a>');
    expect(page).toMatch(/<footer class="legal"><p><span>Nordlegend AB<\/span><span>Org\.nr 559412-3878<\/span>/);
    expect(page).toContain('href="/sv/privacy-policy"');
    expect(page).toContain("Ni pratar med");
    expect(page).toContain(`href="${manageUrl}/call.ics" download`);
    expect(page.indexOf("Passar en annan tid bättre?")).toBeLessThan(page.indexOf("Avboka samtalet"));
    // Cancelling is a link to a confirm step, never a one-tap form.
    expect(page).not.toContain(`action="${manageUrl}/cancel"`);
    expect(page).toContain(`href="${manageUrl}?cancel=1"`);
  });

  it("offers the times to move to by day: a strip of the free days, then the chosen day's times, without a script", async () => {
    clock = NOW;
    const radios = (page: string) => [...page.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
    const days = (page: string) =>
      [...page.matchAll(/<li><a href="[^"]*\?day=(\d{4}-\d{2}-\d{2})#move"/g)].map((match) => match[1]!);
    const current = (page: string) => /\?day=(\d{4}-\d{2}-\d{2})#move" aria-current="true"/.exec(page)?.[1];
    for (const lang of ["sv", "en"] as const) {
      // A site of its own per language: the owner's daily maximum would close the second's days.
      const t = await bookingApp({ BOOKING_DAILY_LIMIT: "10" });
      const { body } = await book(t, lang, { email: `karin.${lang}@example.se` });
      const manageUrl = body.manageUrl as string;
      const first = (await t.app.inject({ method: "GET", url: manageUrl })).body;
      // Every free day of the next two weeks once, in order, as links back to this page's strip.
      const strip = days(first);
      expect(strip.length).toBeGreaterThanOrEqual(9);
      expect(strip).toEqual([...new Set(strip)].sort());
      expect(first).toContain(`<ul class="days" aria-labelledby="move-title">`);
      expect(first).toContain(`href="${manageUrl}?day=${strip[1]}#move"`);
      expect(first).toMatch(/<section id="move" aria-labelledby="move-title">\n<h2 id="move-title">/);
      // The first day is chosen: only its times, under its name, in Swedish and English day names.
      expect(current(first)).toBe(strip[0]);
      expect(radios(first).length).toBeGreaterThan(0);
      expect(radios(first).every((slot) => slot.startsWith(strip[0]!.slice(0, 8)))).toBe(true);
      expect(first).toContain(lang === "sv" ? ">tis <span>1 dec.</span></a>" : ">Tue <span>1 Dec</span></a>");
      expect(first).toContain(lang === "sv" ? "<legend>Tisdag 1 december</legend>" : "<legend>Tuesday 1 December</legend>");
      expect(first).not.toContain(lang === "sv" ? "<legend>Onsdag 2 december</legend>" : "<legend>Wednesday 2 December</legend>");

      // Another day: its times only, and it is the one marked.
      const second = (await t.app.inject({ method: "GET", url: `${manageUrl}?day=${strip[1]}` })).body;
      expect(current(second)).toBe(strip[1]);
      expect(second).toContain(lang === "sv" ? "<legend>Onsdag 2 december</legend>" : "<legend>Wednesday 2 December</legend>");
      expect(second.match(/<legend>/g)).toHaveLength(1);
      const secondTimes = radios(second);
      expect(secondTimes.some((slot) => radios(first).includes(slot))).toBe(false);
      // A day that is not offered (or not a day) shows the first.
      for (const day of ["2026-11-30", "<script>", "2026-12-01T08"]) {
        const page = (await t.app.inject({ method: "GET", url: `${manageUrl}?day=${encodeURIComponent(day)}` })).body;
        expect(current(page)).toBe(strip[0]);
        expect(page).not.toContain("<script>");
      }

      // Moving to a time of that day works as before; a time taken meanwhile comes back on its day.
      const move = (slot: string) =>
        t.app.inject({ method: "POST", url: `${manageUrl}/move`, headers: FORM_HEADERS, payload: form({ slot }) });
      const moved = await move(secondTimes[1]!);
      expect(moved.statusCode).toBe(303);
      const again = (await t.app.inject({ method: "GET", url: `${manageUrl}?day=${strip[1]}` })).body;
      expect(radios(again)).not.toContain(secondTimes[1]);
      // Another visitor takes a time of that day meanwhile: the page comes back on that day.
      expect((await book(t, lang, { email: `olle.${lang}@example.se`, slot: secondTimes[2]! })).status).toBe(200);
      const taken = await move(secondTimes[2]!);
      expect(taken.statusCode).toBe(409);
      expect(current(taken.body)).toBe(strip[1]);
      expect(taken.body).toContain(
        lang === "sv" ? "<legend>Onsdag 2 december</legend>" : "<legend>Wednesday 2 December</legend>",
      );
    }
  });

  it("cancelling asks first and keeps an optional reason for the owner; a hostile reason cancels nothing", async () => {
    clock = NOW;
    const t = await bookingApp();
    const { body } = await book(t, "en", {});
    const manageUrl = body.manageUrl as string;
    const ask = (await t.app.inject({ method: "GET", url: `${manageUrl}?cancel=1` })).body;
    expect(ask).toContain("<h1>Cancel the call?</h1>");
    expect(ask).toContain(`action="${manageUrl}/cancel"`);
    expect(ask).toContain('name="reason"');
    expect(ask).toContain(`<a class="linkish" href="${manageUrl}">No, keep the call</a>`);
    await eventually(() => expect(smtp.messages).toHaveLength(2));

    const REASON = BOOKING_CANCEL_SCHEMA.fields[0];
    // Refused, each with the confirm step again: the reason as typed (escaped), what to fix in a
    // summary that links to the field and under it, and nothing cancelled.
    const hostiles: [Record<string, string>, string][] = [
      [{ reason: "x".repeat(1001) }, "1,000"],
      [{ reason: "a\u202eb" }, fieldErrorMessage("en", "hiddenCharacter", REASON)],
      [{ reason: "We chose <b>another</b> firm" }, fieldErrorMessage("en", "markup", REASON)],
    ];
    for (const [hostile, message] of hostiles) {
      const refused = await t.app.inject({
        method: "POST",
        url: `${manageUrl}/cancel`,
        headers: FORM_HEADERS,
        payload: form(hostile),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain("<h1>Cancel the call?</h1>");
      expect(refused.body).toContain('aria-invalid="true" aria-describedby="error-reason"');
      expect(refused.body).toContain('<a href="#field-reason">');
      expect(refused.body).toContain(message);
      expect(refused.body).toContain(`>${escapeHtml(hostile.reason!)}</textarea>`);
      expect(refused.body).not.toContain("<b>another</b>");
    }
    // A field the step never sends: the step again, the reason kept, nothing to fix in it.
    const crafted = await t.app.inject({
      method: "POST",
      url: `${manageUrl}/cancel`,
      headers: FORM_HEADERS,
      payload: form({ reason: "ok", extra: "1" }),
    });
    expect(crafted.statusCode).toBe(422);
    expect(crafted.body).toContain(">ok</textarea>");
    expect(crafted.body).not.toContain('aria-invalid="true"');
    // In Swedish too, in the visitor's language.
    const svManage = manageUrl.replace("/en/booking/", "/sv/booking/");
    const svRefused = await t.app.inject({
      method: "POST",
      url: `${svManage}/cancel`,
      headers: FORM_HEADERS,
      payload: form({ reason: "Vi valde <i>en annan</i> byrå" }),
    });
    expect(svRefused.statusCode).toBe(422);
    expect(svRefused.body).toContain(fieldErrorMessage("sv", "markup", REASON));
    expect(svRefused.body).toContain(`>${escapeHtml("Vi valde <i>en annan</i> byrå")}</textarea>`);
    expect(svRefused.body).not.toContain("<i>en annan</i>");
    expect((await listBookings(t.app.db))[0]!.status).toBe("confirmed");

    const done = await t.app.inject({
      method: "POST",
      url: `${manageUrl}/cancel`,
      headers: FORM_HEADERS,
      payload: form({ reason: "  Found another time  " }),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Your call has been cancelled");
    expect((await listBookings(t.app.db))[0]).toMatchObject({ status: "cancelled", cancelReason: "Found another time" });
    await eventually(() => expect(smtp.messages).toHaveLength(4));
    const ownerCancel = mailsTo("owner@nordlegend.se").find((mail) => mail.headers.subject?.startsWith("Avbokat"))!;
    expect(part(ownerCancel, "text/plain")).toContain("Skäl till avbokningen: Found another time");
    // The visitor's cancellation never echoes what they typed.
    const visitorCancel = mailsTo("karin@example.se").find((mail) => mail.headers.subject?.startsWith("Cancelled"))!;
    expect(visitorCancel.raw).not.toContain("Found another time");
  });

  it("after the owner's cut-off the link neither moves nor cancels: the page says to write or call", async () => {
    clock = NOW;
    const t = await bookingApp();
    const { body } = await book(t, "sv", {});
    const manageUrl = body.manageUrl as string;
    await writeBookingSettings(t.app.db, { ...(await readBookingSettings(t.app.db)), changeCutoffHours: 48 });
    const page = (await t.app.inject({ method: "GET", url: manageUrl })).body;
    expect(page).toContain("går inte längre att flytta eller avboka här. Skriv till info@nordlegend.se eller ring");
    expect(page).not.toContain("?cancel=1");
    expect(page).not.toContain(`${manageUrl}/move`);
    const cancel = await t.app.inject({ method: "POST", url: `${manageUrl}/cancel`, headers: FORM_HEADERS, payload: "" });
    expect(cancel.statusCode).toBe(303);
    const move = await t.app.inject({
      method: "POST",
      url: `${manageUrl}/move`,
      headers: FORM_HEADERS,
      payload: form({ slot: "2026-12-02T08:00:00.000Z" }),
    });
    expect(move.statusCode).toBe(303);
    expect((await listBookings(t.app.db))[0]).toMatchObject({ status: "confirmed", startsAt: TUESDAY_NINE });
    // At 12 hours (the default) the same call can still be changed.
    await writeBookingSettings(t.app.db, { ...(await readBookingSettings(t.app.db)), changeCutoffHours: 12 });
    expect((await t.app.inject({ method: "GET", url: manageUrl })).body).toContain("?cancel=1");
  });
});

describe("the booking settings", () => {
  it("a stored value from before the video link and cut-off reads with their defaults; a bad link is refused", async () => {
    clock = NOW;
    const t = await bookingApp();
    const { videoLink: _video, changeCutoffHours: _cutoff, ...before } = DEFAULT_BOOKING_SETTINGS;
    await t.app.db
      .insertInto("settings")
      .values({ key: "booking-settings", value: JSON.stringify({ ...before, maxPerDay: 2 }) })
      .execute();
    expect(await readBookingSettings(t.app.db)).toMatchObject({ maxPerDay: 2, videoLink: "", changeCutoffHours: 12 });
    for (const videoLink of ["http://meet.example.com/x", "javascript:alert(1)", "not a url"]) {
      await expect(writeBookingSettings(t.app.db, { ...DEFAULT_BOOKING_SETTINGS, videoLink })).rejects.toThrow();
    }
    await expect(writeBookingSettings(t.app.db, { ...DEFAULT_BOOKING_SETTINGS, changeCutoffHours: 169 })).rejects.toThrow();
  });
});

describe("the reminder a day before", () => {
  it("is queued 24 hours before, follows a move, goes with a cancellation, and is not queued for a call under a day away", async () => {
    clock = NOW;
    const t = await bookingApp();
    const reminders = () =>
      t.app.db
        .selectFrom("outbox")
        .select(["channel", "next_attempt_at", "status"])
        .where("booking_event", "=", "reminder")
        .execute();
    const { body } = await book(t, "sv", {});
    expect(await reminders()).toEqual([
      { channel: "booking-visitor", next_attempt_at: REMINDER_DUE.toISOString(), status: "pending" },
    ]);
    // Waiting for its day is not a backlog.
    await eventually(async () => expect(await outboxStats(t.app.db, clock)).toMatchObject({ pending: 0 }));
    const manageUrl = body.manageUrl as string;
    await t.app.inject({
      method: "POST",
      url: `${manageUrl}/move`,
      headers: FORM_HEADERS,
      payload: form({ slot: "2026-12-02T08:00:00.000Z" }),
    });
    expect(await reminders()).toEqual([
      { channel: "booking-visitor", next_attempt_at: "2026-12-01T08:00:00.000Z", status: "pending" },
    ]);
    await t.app.inject({ method: "POST", url: `${manageUrl}/cancel`, headers: FORM_HEADERS, payload: "" });
    expect(await reminders()).toEqual([]);

    // Booked on Monday 10:00 for Tuesday 09:00 (less than a day's lead once the notice allows it): no reminder.
    await writeBookingSettings(t.app.db, { ...DEFAULT_BOOKING_SETTINGS, noticeMinutes: 60 });
    clock = new Date("2026-11-30T09:00:00.000Z");
    expect((await book(t, "sv", { email: "second@example.se" })).status).toBe(200);
    expect(await reminders()).toEqual([]);
  });
});

describe("the visitor's three emails (the tenth cold review, P11 and P31)", () => {
  const WORDS = {
    sv: {
      attached: "Kalenderinbjudan är bifogad.",
      cancelled: "En avbokning för er kalender är bifogad.",
      reminder: "Påminnelse:",
    },
    en: {
      attached: "The calendar invitation is attached.",
      cancelled: "A cancellation for your calendar is attached.",
      reminder: "Reminder:",
    },
  } as const;

  it.each(["sv", "en"] as const)(
    "%s: the confirmation, the reminder and the cancellation end with the legal identity line; the calendar file is named as attached",
    async (lang) => {
      clock = NOW;
      const t = await bookingApp();
      const address = `legal-${lang}@example.se`;
      const { body } = await book(t, lang, { email: address });
      const manageUrl = body.manageUrl as string;
      await eventually(() => expect(mailsTo(address)).toHaveLength(1));
      clock = new Date(REMINDER_DUE.getTime() + 1_000);
      t.app.notifications.kick();
      await eventually(() => expect(mailsTo(address)).toHaveLength(2));
      const cancelled = await t.app.inject({ method: "POST", url: `${manageUrl}/cancel`, headers: FORM_HEADERS, payload: "" });
      expect(cancelled.statusCode).toBe(200);
      await eventually(() => expect(mailsTo(address)).toHaveLength(3));

      const [confirmation, reminder, cancellation] = mailsTo(address).map((mail) => ({
        subject: mail.headers.subject ?? "",
        text: part(mail, "text/plain").replace(/\r\n/g, "\n").trimEnd(),
        calendar: /content-type:\s*application\/ics/i.test(mail.raw) && /content-disposition:\s*attachment/i.test(mail.raw),
      }));
      const legal = legalIdentityLine(site, lang);
      for (const mail of [confirmation!, reminder!, cancellation!]) {
        expect(mail.text.split("\n").slice(-2), mail.subject).toEqual([site.brand, legal]);
      }
      expect(reminder!.subject.startsWith(WORDS[lang].reminder)).toBe(true);
      // "Attached" is what the file is: an attachment of its own, in the confirmation and the cancellation.
      expect(confirmation!.text).toContain(WORDS[lang].attached);
      expect(confirmation!.calendar).toBe(true);
      expect(cancellation!.text).toContain(WORDS[lang].cancelled);
      expect(cancellation!.calendar).toBe(true);
      expect(reminder!.text).not.toMatch(/bifogad|attached/u);
      expect(reminder!.calendar).toBe(false);
    },
  );
});

const PG_URL = testDatabaseUrl();

describe.skipIf(!PG_URL)("the reminder on two instances of one PostgreSQL database", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await postgresTestDatabase(PG_URL!);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it("survives a restart and is sent once, in the visitor's language, with the manage link", async () => {
    clock = NOW;
    const first = await bookingApp({ DATABASE_URL: db.url });
    const { body } = await book(first, "en", { meeting: "phone", phone: "+46 70 123 45 67" });
    const manageUrl = body.manageUrl as string;
    await eventually(() => expect(smtp.messages).toHaveLength(2));
    // The instance that took the booking stops before the reminder is due.
    await apps.splice(apps.indexOf(first), 1)[0]!.close();
    const [a, b] = await Promise.all([bookingApp({ DATABASE_URL: db.url }), bookingApp({ DATABASE_URL: db.url })]);
    // Not due yet: both workers poll and send nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(2);

    clock = new Date(REMINDER_DUE.getTime() + 1_000);
    a!.app.notifications.kick();
    b!.app.notifications.kick();
    await eventually(() => expect(smtp.messages).toHaveLength(3));
    // A few more polls of both send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reminders = smtp.messages.filter((mail) => mail.headers.subject?.startsWith("Reminder"));
    expect(reminders).toHaveLength(1);
    const reminder = reminders[0]!;
    expect(reminder.to).toEqual(["karin@example.se"]);
    expect(reminder.headers.subject).toBe("Reminder: free call on Tuesday 1 December at 09:00 (Swedish time)");
    const text = part(reminder, "text/plain");
    expect(text).toContain("Where: We call you on +46 70 123 45 67");
    expect(text).toContain(`https://nordlegend.se${manageUrl}`);
    // A plain email: the invitation is in the calendar already.
    expect(reminder.raw).not.toMatch(/text\/calendar/i);
    const rows = await db.db
      .selectFrom("outbox")
      .select(["status", "attempts"])
      .where("booking_event", "=", "reminder")
      .execute();
    expect(rows).toEqual([{ status: "sent", attempts: 1 }]);
  });
});
