import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FORM_SCHEMAS, toWireBody } from "~/forms";
import { startSmtpReceiver, type SmtpReceiver } from "../../test/support/receivers";
import { FORM_HEADERS, JSON_FORM_HEADERS, VALID_VALUES, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import type { Screening } from "../db";
import { CHALLENGE_PATH } from "../spam/plugin";

/**
 * A booking carries the enquiries' spam defence (docs/decisions/021-booking.md, 011): the same
 * proof of work, checked by the same checker, scored the same way. A weak signal alone never
 * refuses a booking; enough of them hold it as spam, which keeps no slot and sends nothing,
 * and the visitor's answer does not tell the difference. Through the real server (inject).
 */

let t: TestApp;
let smtp: SmtpReceiver;
let clock = new Date("2026-11-29T19:00:00.000Z"); // Sunday 20:00 in Stockholm: Tuesday 09:00 is the first free call
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
/** Tuesday's calls on the default grid: 09:00, 09:45, 10:30 and 11:15 Stockholm are 08:00 ... 10:15 UTC. */
const TUESDAY = (hhmm: "08:00" | "08:45" | "09:30" | "10:15") => `2026-12-01T${hhmm}:00.000Z`;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_TO: "owner@nordlegend.se", BOOKING_DAILY_LIMIT: "50" },
    { now: () => clock, outboxTiming: { pollIntervalMs: 50, backoffBaseMs: 50, backoffCapMs: 200 } },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  await t.app.db.deleteFrom("bookings").execute();
  clock = new Date("2026-11-29T19:00:00.000Z");
});

async function challenge(): Promise<Challenge> {
  const response = await t.app.inject({ method: "GET", url: CHALLENGE_PATH });
  expect(response.statusCode).toBe(200);
  return response.json<Challenge>();
}

/** What the island sends: the challenge and its solution, as base64 JSON. */
async function solved(): Promise<string> {
  const given = await challenge();
  const solution = await solveChallenge({ challenge: given, deriveKey });
  if (!solution) throw new Error("unsolved");
  return Buffer.from(
    JSON.stringify({ challenge: given, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  ).toString("base64");
}

function booking(slot: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    slot,
    name: "Karin Ek",
    email: "karin@example.se",
    company: "Ek AB",
    note: "Om AI-agenter",
    "bot-field": "",
    ...extra,
  }).toString();
}

/** Books through the island's JSON post; the answer must be a booking whatever the screening said. */
async function book(payload: string, lang: "sv" | "en" = "en") {
  const response = await t.app.inject({ method: "POST", url: `/${lang}/booking`, headers: JSON_FORM_HEADERS, payload });
  expect(response.statusCode).toBe(200);
  const { id } = response.json<{ ok: true; id: string }>();
  const row = await t.app.db
    .selectFrom("bookings")
    .select(["status", "screening", "live_slot"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { ...row, screening: JSON.parse(row.screening ?? "null") as Screening, answer: response.json<object>() };
}

const codes = (screening: Screening) => screening.reasons.map((reason) => reason.code);

describe("proof of work on a booking", () => {
  it("a solved, fresh proof: verified, no reasons, the call booked and both invitations queued", async () => {
    const proof = await solved();
    advance(20_000);
    const stored = await book(booking(TUESDAY("08:00"), { altcha: proof }));
    expect(stored.status).toBe("confirmed");
    expect(stored.screening).toEqual({ score: 0, reasons: [], proof: "verified" });
    const outbox = await t.app.db.selectFrom("outbox").select("channel").where("booking_id", "is not", null).execute();
    expect(outbox.map((row) => row.channel).sort()).toEqual(["booking-owner", "booking-visitor"]);
  });

  it("no proof (the page without JavaScript): unverified, one point, never refused for that alone", async () => {
    const stored = await book(booking(TUESDAY("08:00")));
    expect(stored.status).toBe("confirmed");
    expect(stored.screening).toMatchObject({ proof: "unverified", score: 1, reasons: [{ code: "no-proof", points: 1 }] });
  });

  it("a replayed proof counts as reused, also when it was first spent on an enquiry", async () => {
    const proof = await solved();
    advance(20_000);
    expect((await book(booking(TUESDAY("08:00"), { altcha: proof }))).screening.proof).toBe("verified");
    const replayed = await book(booking(TUESDAY("08:45"), { altcha: proof }));
    expect(replayed.screening.proof).toBe("invalid");
    expect(codes(replayed.screening)).toEqual(["proof-reused"]);

    const spentOnEnquiry = await solved();
    advance(20_000);
    const enquiry = await t.app.inject({
      method: "POST",
      url: "/",
      headers: JSON_FORM_HEADERS,
      payload: toWireBody(FORM_SCHEMAS.contact, VALID_VALUES.contact, "", spentOnEnquiry).toString(),
    });
    expect(enquiry.statusCode).toBe(200);
    const again = await book(booking(TUESDAY("09:30"), { altcha: spentOnEnquiry }));
    expect(codes(again.screening)).toEqual(["proof-reused"]);
  });

  it("a forged proof: a backdated issue time, a made-up solution, or not a proof at all", async () => {
    const genuine = JSON.parse(Buffer.from(await solved(), "base64").toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    advance(20_000);
    const backdated = {
      ...genuine,
      challenge: { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, data: { issuedAt: 0 } } },
    };
    const madeUp = { ...genuine, solution: { counter: 1, derivedKey: "00".repeat(32) } };
    const slots = [TUESDAY("08:00"), TUESDAY("08:45"), TUESDAY("09:30"), TUESDAY("10:15")];
    for (const [index, forged] of [backdated, madeUp, "not base64 json", '{"challenge":null}'].entries()) {
      const payload = Buffer.from(typeof forged === "string" ? forged : JSON.stringify(forged)).toString("base64");
      const stored = await book(booking(slots[index]!, { altcha: payload }));
      expect(codes(stored.screening)).toEqual(["proof-forged"]);
      expect(stored.screening.proof).toBe("invalid");
      // Four points: held only with another sign, like an enquiry.
      expect(stored.status).toBe("confirmed");
    }
  });

  it("a proof older than its lifetime counts as expired", async () => {
    const proof = await solved();
    advance(3 * 60 * 60_000);
    expect(codes((await book(booking(TUESDAY("08:00"), { altcha: proof }))).screening)).toEqual(["proof-expired"]);
  });

  it("a replayed proof with a pitch is held as spam: answered like a booking, holding no slot, sending nothing", async () => {
    const proof = await solved();
    advance(20_000);
    await book(booking(TUESDAY("08:00"), { altcha: proof }));
    smtp.messages.length = 0;
    const genuine = await t.app.inject({
      method: "POST",
      url: "/en/booking",
      headers: JSON_FORM_HEADERS,
      payload: booking(TUESDAY("09:30"), { altcha: await solved(), email: "olle@example.se" }),
    });
    const spam = await book(
      booking(TUESDAY("08:45"), {
        altcha: proof,
        email: "seo@example.com",
        note: "Rank your website first on Google: https://seo.example",
      }),
    );
    expect(spam.status).toBe("spam");
    expect(spam.live_slot).toBeNull();
    expect(codes(spam.screening)).toContain("proof-reused");
    expect(Object.keys(spam.answer)).toEqual(Object.keys(genuine.json<object>()));
    const spamOutbox = await t.app.db
      .selectFrom("outbox")
      .innerJoin("bookings", "bookings.id", "outbox.booking_id")
      .select("outbox.id")
      .where("bookings.status", "=", "spam")
      .execute();
    expect(spamOutbox).toEqual([]);
    // The held booking's time is still offered.
    expect((await t.app.inject({ method: "GET", url: "/sv/booking" })).body).toContain(`value="${TUESDAY("08:45")}"`);
  });

  it("a proof does not excuse a bad booking: field errors come back localized, with the typed values, and nothing is stored", async () => {
    const proof = await solved();
    advance(20_000);
    const page = await t.app.inject({
      method: "POST",
      url: "/sv/booking",
      headers: FORM_HEADERS,
      payload: booking(TUESDAY("08:00"), { altcha: proof, email: "inte en adress" }),
    });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain("Ange en giltig e-postadress.");
    expect(page.body).toContain('value="inte en adress"');
    expect(page.body).toContain("Om AI-agenter");
    expect(await t.app.db.selectFrom("bookings").select("id").execute()).toEqual([]);
    // Two proofs in one post (a tampered post) count as none: never as verified.
    const twice = await book(`${booking(TUESDAY("08:00"), { altcha: proof })}&altcha=${encodeURIComponent(proof)}`);
    expect(twice.screening).toMatchObject({ proof: "unverified", reasons: [{ code: "no-proof", points: 1 }] });
  });
});
