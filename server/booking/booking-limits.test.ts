import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver, eventually, type SmtpReceiver } from "../../test/support/receivers";
import { FORM_HEADERS, JSON_FORM_HEADERS, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { listBookings } from "../db";
import { BOOKING_LIMIT_MESSAGE } from "./plugin";

// M5 (docs/decisions/028-security-m4-m6.md) through the real server: one client network or one
// address books at most BOOKING_DAILY_LIMIT calls a day (cancelled ones count), a booking past
// it is answered with a localized message, takes no slot and keeps what was typed, with and
// without JavaScript; and the visitor's invitations and cancellations share the per-network
// daily mail limit of enquiry confirmations, so a book-cancel-move loop stops mailing strangers.

const NOW = new Date("2026-11-29T19:00:00.000Z"); // Sunday 20:00 in Stockholm
const FAST = { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 };

let smtp: SmtpReceiver;
const apps: TestApp[] = [];
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  smtp.messages.length = 0;
});
afterAll(async () => smtp.stop());

async function bookingApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se", FORM_RATE_LIMIT: "100", ...env },
    { outboxTiming: FAST, now: () => NOW },
  );
  apps.push(t);
  return t;
}

const body = (values: Record<string, string>) => new URLSearchParams(values).toString();
const visitor = (slot: string, n: number, email = `person${n}@example.org`) => ({
  slot,
  name: `Anna Andersson ${n}`,
  email,
  company: "",
  note: "",
  "bot-field": "",
});

async function freeSlots(t: TestApp): Promise<string[]> {
  const answer = await t.app.inject({ method: "GET", url: "/api/booking/slots" });
  return answer.json<{ slots: { start: string }[] }>().slots.map((slot) => slot.start);
}

function book(t: TestApp, values: Record<string, string>, remoteAddress = "203.0.113.7", json = true) {
  return t.app.inject({
    method: "POST",
    url: json ? "/en/booking" : "/sv/booking",
    headers: json ? JSON_FORM_HEADERS : FORM_HEADERS,
    payload: body(values),
    remoteAddress,
  });
}

describe("booking limits", () => {
  it("takes at most three calls a day from one network; the fourth gets a message, no slot, and keeps what was typed", async () => {
    const t = await bookingApp();
    for (let n = 0; n < 3; n++) {
      const [slot] = await freeSlots(t);
      expect((await book(t, visitor(slot!, n))).statusCode).toBe(200);
    }
    const [slot] = await freeSlots(t);
    const refused = await book(t, visitor(slot!, 3));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ok: false, error: "limit", message: BOOKING_LIMIT_MESSAGE.en });
    // Without JavaScript: the page again, the message on top, everything typed kept.
    const page = await book(t, visitor(slot!, 4), "203.0.113.7", false);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(BOOKING_LIMIT_MESSAGE.sv);
    expect(page.body).toContain('value="Anna Andersson 4"');
    expect(page.body).toContain('value="person4@example.org"');
    // No slot taken: the one asked for is still offered.
    expect(await freeSlots(t)).toContain(slot);
    expect(await listBookings(t.app.db)).toHaveLength(3);

    // An IPv6 client is its /64: a fresh address in the same network counts with the others.
    for (let n = 0; n < 3; n++) {
      const [next] = await freeSlots(t);
      expect((await book(t, visitor(next!, 10 + n), `2001:db8:1:2::${n + 1}`)).statusCode).toBe(200);
    }
    const [next] = await freeSlots(t);
    expect((await book(t, visitor(next!, 20), "2001:db8:1:2:ffff::9")).statusCode).toBe(429);
    // Another network books as usual.
    expect((await book(t, visitor(next!, 21), "198.51.100.1")).statusCode).toBe(200);
  });

  it("takes at most three calls a day for one address, from any network, and cancelled calls count", async () => {
    const t = await bookingApp({ BOOKING_DAILY_LIMIT: "3" });
    for (let n = 0; n < 3; n++) {
      const [slot] = await freeSlots(t);
      const booked = await book(t, visitor(slot!, n, "victim@example.org"), `198.51.100.${n + 1}`);
      expect(booked.statusCode).toBe(200);
      const cancelled = await t.app.inject({
        method: "POST",
        url: `${booked.json<{ manageUrl: string }>().manageUrl}/cancel`,
        headers: FORM_HEADERS,
        payload: "",
        remoteAddress: `198.51.100.${n + 1}`,
      });
      expect(cancelled.statusCode).toBe(200);
    }
    const [slot] = await freeSlots(t);
    const refused = await book(t, visitor(slot!, 9, "Victim@Example.org"), "192.0.2.50");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "limit" });
  });

  it("counts the visitor's invitations and cancellations against the network's daily mail limit: the loop stops mailing", async () => {
    const t = await bookingApp({ BOOKING_DAILY_LIMIT: "10", CONFIRMATION_DAILY_LIMIT: "3" });
    const address = "203.0.113.99";
    // Each step's emails go out before the next (a cancellation withdraws invitations still unsent).
    const delivered = () =>
      eventually(async () =>
        expect(await t.app.db.selectFrom("outbox").select("id").where("status", "=", "pending").execute()).toEqual([]),
      );
    for (let n = 0; n < 4; n++) {
      const [slot, later] = await freeSlots(t);
      const booked = await book(t, visitor(slot!, n, `stranger${n}@example.org`), address);
      expect(booked.statusCode).toBe(200);
      await delivered();
      const manage = booked.json<{ manageUrl: string }>().manageUrl;
      const moved = await t.app.inject({
        method: "POST",
        url: `${manage}/move`,
        headers: FORM_HEADERS,
        payload: body({ slot: later! }),
        remoteAddress: address,
      });
      expect(moved.statusCode).toBe(303);
      await delivered();
      const cancelled = await t.app.inject({
        method: "POST",
        url: `${manage}/cancel`,
        headers: FORM_HEADERS,
        payload: "",
        remoteAddress: address,
      });
      expect(cancelled.statusCode).toBe(200);
      await delivered();
    }
    // The owner hears of every step (4 × book, move, cancel); strangers got 3 emails in all.
    await eventually(() => expect(smtp.messages.filter((mail) => mail.to.includes("owner@nordlegend.se"))).toHaveLength(12));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const toStrangers = smtp.messages.filter((mail) => mail.to.some((to) => to.startsWith("stranger")));
    expect(toStrangers).toHaveLength(3);
  });
});
