import { timingSafeEqual } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { BOOKING_CANCEL_SCHEMA, BOOKING_SCHEMA, BOOKING_SLOT_FIELD, bookingPath, validateBooking } from "~/forms/booking";
import { HONEYPOT_FIELD, PROOF_FIELD, validateSubmission, type FieldErrorCode, type RawValues } from "~/forms";
import { isLang, type Lang } from "~/i18n/lang";
import {
  bookedIntervals,
  bookingByToken,
  cancelBooking,
  insertBooking,
  isDatabaseUnavailable,
  listBookings,
  moveBooking,
  withDeadline,
  type Booking,
} from "../db";
import { acceptOnlyForms, FORM_CONTENT_TYPE, httpError } from "../enquiries/parse-body";
import { isForeignOrigin, wantsJson } from "../enquiries/request-info";
import { FAILURE_MESSAGES, type SubmitFailure } from "../enquiries/result-pages";
import { hashIp, ipSaltSource } from "../enquiries/store";
import { clientNetwork } from "../http/client-network";
import { bookingDay, freeSlots, isFreeSlot, type Interval } from "./availability";
import { createBusyCalendar, type BusyCalendar } from "./busy-calendar";
import { liveBookingWords, seedBookingWords } from "./copy";
import { bookingsFeed, calendarFile } from "./invitation";
import { bookingLinkSecret, bookingLinkToken } from "./links";
import { BOOKING_PAGE_CSP, bookingFormPage, failurePage, managePage, messagePage, type BookingProblem } from "./pages";
import { bookingFeedToken, readBookingSettings, type BookingSettings } from "./settings";
import { callLocation } from "./location";
import { site } from "~/config/site";

/**
 * Booking a free call (docs/decisions/021-booking.md):
 * - GET /{lang}/booking: the free slots and the form, rendered now, no script needed;
 * - POST /{lang}/booking: book (JSON for the contact section's island, pages and redirects without);
 * - GET /{lang}/booking/manage/{token} and its `cancel` and `move` posts: the visitor's link;
 * - GET /api/booking/slots: the free slots as JSON for the island;
 * - GET /booking/feed/{token}.ics: the owner's calendar subscription of upcoming calls.
 * Posts get the enquiries' care: the Origin check, a per-client rate limit, urlencoded UTF-8
 * only, the honeypot and the spam check, and an answer only after the commit.
 * Encapsulated: its parser, rate limit and error handler apply to these routes only.
 */
export interface BookingOptions {
  siteUrl: string;
  rateLimitPerMinute: number;
  /** Calls booked a UTC day per client network and per address (BOOKING_DAILY_LIMIT; default 3). */
  dailyLimit?: number;
  ipHashSalt?: string;
  now?: () => Date;
  /** Production: the owner's calendar feed only over https from public addresses (docs/decisions/028-security-m4-m6.md, I13). */
  publicFeedsOnly?: boolean;
  /** Tests: how often the owner's calendar feed is read. */
  busyRefreshMs?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    bookingCalendar: BusyCalendar;
  }
}

const STORE_DEADLINE_MS = 4_000;

/** Past the daily limit of bookings (docs/decisions/028-security-m4-m6.md, M5): the server's own words. */
export const BOOKING_LIMIT_MESSAGE: Record<Lang, string> = {
  sv: "Ni har bokat så många samtal som vi tar emot från samma adress eller nätverk på en dag. Inget nytt samtal bokades. Skriv till oss i stället, eller försök igen i morgon.",
  en: "You have booked as many calls as we take from one address or network in a day. No new call was booked. Write to us instead, or try again tomorrow.",
};
/** How many of the next free slots a refused JSON booking offers. */
const NEXT_SLOTS = 6;

function failureOf(status: number): SubmitFailure {
  if (status === 403) return "forbiddenOrigin";
  if (status === 413) return "tooLarge";
  if (status === 415) return "unsupportedMediaType";
  if (status === 429) return "rateLimited";
  if (status === 503) return "unavailable";
  if (status >= 500) return "server";
  return "badRequest";
}

function langOf(request: FastifyRequest): Lang {
  const lang = (request.params as { lang?: string }).lang;
  return isLang(lang) ? lang : "sv";
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", BOOKING_PAGE_CSP)
    .type("text/html; charset=utf-8")
    .send(html);
}

/** A slot's start as posted: exactly the ISO form the pages and the island send. */
function slotStart(raw: RawValues): number | undefined {
  const value = raw[BOOKING_SLOT_FIELD];
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(value)) return undefined;
  const start = Date.parse(value);
  return Number.isNaN(start) || new Date(start).toISOString() !== value ? undefined : start;
}

/**
 * The optional reason posted with a cancellation, checked by the shared rules ("" when none, and
 * for a bare post from an old page, which cancels), or what the rules refused in it.
 */
function cancelReason(raw: RawValues): { ok: true; reason: string } | { ok: false; error?: FieldErrorCode } {
  const checked = validateSubmission(BOOKING_CANCEL_SCHEMA, raw);
  if (checked.ok) return { ok: true, reason: String(checked.values.reason ?? "") };
  // A post with fields the step never sends is refused too, with nothing to say about the reason.
  return { ok: false, error: checked.errors.reason };
}

/** Closer to the call than the owner's cut-off, the visitor's link no longer moves or cancels it. */
export function pastCutoff(rules: Pick<BookingSettings, "changeCutoffHours">, startsAt: string, at: Date): boolean {
  return Date.parse(startsAt) - at.getTime() < rules.changeCutoffHours * 3_600_000;
}

/** What the loser of a race is offered: the free slots after the one they wanted, else the earliest. */
function nextSlots(slots: readonly Interval[], wanted: number | undefined): Interval[] {
  const after = wanted === undefined ? [] : slots.filter((slot) => slot.start > wanted);
  return (after.length > 0 ? after : slots).slice(0, NEXT_SLOTS);
}

function slotsJson(slots: readonly Interval[]) {
  return slots.map((slot) => ({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() }));
}

/**
 * The owner's busy calendar as `app.bookingCalendar` (the console shows its state and reads it
 * again after a change), then the routes in their own scope.
 */
export const booking = fp(
  async (app: FastifyInstance, options: BookingOptions) => {
    const calendar = createBusyCalendar({
      db: app.db,
      now: options.now,
      refreshMs: options.busyRefreshMs,
      log: app.log,
      publicOnly: options.publicFeedsOnly,
    });
    app.decorate("bookingCalendar", calendar);
    app.addHook("onReady", async () => calendar.start());
    app.addHook("preClose", async () => calendar.stop());
    await app.register(bookingRoutes, options);
  },
  { name: "booking", dependencies: ["database", "notifications"] },
);

async function bookingRoutes(app: FastifyInstance, options: BookingOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const ipSalts = ipSaltSource(app.db, options.ipHashSalt);
  const calendar = app.bookingCalendar;

  let linkSecret: Promise<string> | undefined;
  const secret = () => {
    linkSecret ??= bookingLinkSecret(app.db).catch((error: unknown) => {
      linkSecret = undefined;
      throw error;
    });
    return linkSecret;
  };

  /** The rules as they stand: the owner's settings, the live calls, the owner's busy times. */
  async function availability(at: Date) {
    const rules = await readBookingSettings(app.db);
    const day = 24 * 3_600_000;
    const booked = await bookedIntervals(app.db, new Date(at.getTime() - day), new Date(at.getTime() + 16 * day));
    const busy = calendar.busy();
    // Fail closed: a slot whose busy state is unknown (after the last good read of the owner's
    // calendar, or before its first) is not offered.
    const known = calendar.knownUntil();
    return { rules, busy, slots: freeSlots({ rules, now: at, booked, busy }).filter((slot) => slot.end <= known) };
  }

  acceptOnlyForms(app);
  await app.register(rateLimit, { global: false, ipv6Subnet: 64 });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500 && !isDatabaseUnavailable(error)) request.log.error(error, "booking failed");
    const failure = isDatabaseUnavailable(error) ? "unavailable" : failureOf(status);
    const code = isDatabaseUnavailable(error) ? 503 : status;
    const lang = langOf(request);
    if (code === 429 && !reply.hasHeader("retry-after")) reply.header("retry-after", "60");
    if (wantsJson(request.headers)) {
      return reply
        .code(code)
        .header("cache-control", "no-store")
        .send({ ok: false, error: failure, message: FAILURE_MESSAGES[failure][lang] });
    }
    // The published words, or the seed's while the database cannot be read.
    const words = await liveBookingWords(app.db, lang).catch(() => seedBookingWords(lang));
    return sendPage(reply, code, failurePage(words, FAILURE_MESSAGES[failure][lang]));
  });

  const postConfig = {
    config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
    onRequest: async (request: FastifyRequest) => {
      if (isForeignOrigin(request.headers, options.siteUrl)) throw httpError(403, "Cross-site booking post");
    },
    preValidation: async (request: FastifyRequest) => {
      if (!request.headers["content-type"]?.toLowerCase().startsWith(FORM_CONTENT_TYPE)) {
        throw httpError(415, "Expected application/x-www-form-urlencoded");
      }
    },
  };

  app.get("/:lang/booking", async (request, reply) => {
    const { lang } = request.params as { lang: string };
    if (!isLang(lang)) return reply.callNotFound();
    const [{ slots }, words] = await Promise.all([availability(now()), liveBookingWords(app.db, lang)]);
    return sendPage(reply, 200, bookingFormPage(words, slots));
  });

  app.get("/api/booking/slots", async (_request, reply) => {
    const { slots } = await availability(now());
    return reply.header("cache-control", "no-store").send({ ok: true, timeZone: "Europe/Stockholm", slots: slotsJson(slots) });
  });

  app.post("/:lang/booking", postConfig, async (request, reply) => {
    const { lang } = request.params as { lang: string };
    if (!isLang(lang)) return reply.callNotFound();
    const json = wantsJson(request.headers);
    const raw = (request.body ?? {}) as RawValues;
    const honeypot = raw[HONEYPOT_FIELD];
    const honeypotFilled = honeypot !== undefined && (Array.isArray(honeypot) || honeypot.trim() !== "");
    const result = validateBooking(raw);
    const start = slotStart(raw);
    const at = now();
    const [current, words] = await Promise.all([availability(at), liveBookingWords(app.db, lang)]);
    const errors: Record<string, FieldErrorCode> = result.ok ? {} : { ...result.errors };
    const problem: BookingProblem | undefined =
      start === undefined ? "slot" : !current.slots.some((slot) => slot.start === start) ? "taken" : undefined;
    if (!honeypotFilled && (Object.keys(errors).length > 0 || problem)) {
      if (problem === "slot") errors[BOOKING_SLOT_FIELD] = errors[BOOKING_SLOT_FIELD] ?? "required";
      const status = problem === "taken" && Object.keys(errors).length === 0 ? 409 : 422;
      if (json) {
        return reply
          .code(status)
          .header("cache-control", "no-store")
          .send(
            status === 409
              ? { ok: false, error: "taken", slots: slotsJson(nextSlots(current.slots, start)) }
              : { ok: false, errors: problem === "taken" ? { ...errors, [BOOKING_SLOT_FIELD]: "taken" } : errors },
          );
      }
      return sendPage(reply, status, bookingFormPage(words, current.slots, { raw, errors, problem }));
    }

    const values = result.ok ? result.values : {};
    const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
    // A bot's post (honeypot) holds no slot; it is answered as if it had booked the slot it named.
    const startsAt = start ?? current.slots[0]?.start ?? at.getTime();
    const slotMs = current.rules.slotMinutes * 60_000;
    let outcome;
    try {
      const storing = (async () => {
        const email = text("email").toLowerCase();
        const screened = await app.spamDefence.screen({
          schema: BOOKING_SCHEMA,
          fields: values,
          email,
          honeypotFilled,
          proof: typeof raw[PROOF_FIELD] === "string" ? raw[PROOF_FIELD] : undefined,
          now: at,
        });
        // The client's network (an IPv4 address, an IPv6 /64): the daily limit counts per network.
        const ipHash = hashIp(clientNetwork(request.ip), await ipSalts(at));
        const key = await secret();
        const since = new Date(`${at.toISOString().slice(0, 10)}T00:00:00.000Z`);
        return insertBooking(
          app.db,
          {
            startsAt: new Date(startsAt),
            endsAt: new Date(startsAt + slotMs),
            language: lang,
            name: text("name"),
            email,
            company: text("company"),
            note: text("note"),
            meeting: text("meeting") === "phone" ? "phone" : "video",
            phone: text("phone"),
            about: text("about"),
            ipHash,
            userAgent: request.headers["user-agent"] ?? "",
            screening: JSON.stringify(screened.screening),
            spam: screened.spam,
          },
          {
            now: at,
            channels: screened.spam ? app.notifications.bookingChannels : app.notifications.bookingChannelsFor(request.ip, at),
            stillFree: (booked) => isFreeSlot({ rules: current.rules, now: at, booked, busy: current.busy }, startsAt),
            tokenFor: (id) => bookingLinkToken(key, id),
            limit: { ipHash, email, since, max: options.dailyLimit ?? 3 },
          },
        ).then((stored) => ({ stored, spam: screened.spam }));
      })();
      storing.catch(() => undefined);
      outcome = await withDeadline(storing, STORE_DEADLINE_MS);
    } catch (error) {
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable) request.log.warn({ err: error }, "booking not stored: database unavailable");
      else request.log.error(error, "booking not stored");
      const failure = unavailable ? "unavailable" : "server";
      if (unavailable) reply.header("retry-after", "30");
      if (json)
        return reply
          .code(unavailable ? 503 : 500)
          .header("cache-control", "no-store")
          .send({ ok: false, error: failure });
      return sendPage(
        reply,
        unavailable ? 503 : 500,
        bookingFormPage(words, current.slots, { raw, errors: {} }).replace(
          "<h1>",
          `<p class="errors" role="alert">${FAILURE_MESSAGES[failure][lang]}</p><h1>`,
        ),
      );
    }

    if (!outcome.stored.ok && outcome.stored.reason === "limit") {
      // Past the day's limit: no slot taken, nothing sent, everything typed kept.
      const message = BOOKING_LIMIT_MESSAGE[lang];
      if (json) return reply.code(429).header("cache-control", "no-store").send({ ok: false, error: "limit", message });
      return sendPage(
        reply,
        429,
        bookingFormPage(words, current.slots, { raw, errors: {} }).replace(
          "<h1>",
          `<p class="errors" role="alert">${message}</p><h1>`,
        ),
      );
    }
    if (!outcome.stored.ok) {
      // Another visitor took it between the page and the commit: the next free slots, and everything typed.
      const fresh = await availability(now());
      if (json)
        return reply
          .code(409)
          .header("cache-control", "no-store")
          .send({ ok: false, error: "taken", slots: slotsJson(nextSlots(fresh.slots, startsAt)) });
      return sendPage(reply, 409, bookingFormPage(words, fresh.slots, { raw, errors: {}, problem: "taken" }));
    }
    if (!outcome.spam) app.notifications.kick();
    const manage = `${bookingPath(lang)}/manage/${outcome.stored.token}`;
    if (json) {
      return reply.header("cache-control", "no-store").send({
        ok: true,
        id: outcome.stored.booking.id,
        startsAt: outcome.stored.booking.startsAt,
        manageUrl: manage,
        // Where the call happens, for the summary card (docs/decisions/029-booking-for-the-visitor.md).
        location: callLocation(words, current.rules, outcome.stored.booking),
      });
    }
    return reply.code(303).header("cache-control", "no-store").header("location", `${manage}?booked=1`).send();
  });

  /** The manage page of a booking as it stands now: its place, whether it is past the cut-off, the free times. */
  async function manageView(
    lang: Lang,
    token: string,
    found: Booking,
    view: Pick<Parameters<typeof managePage>[1], "justBooked" | "moved" | "confirmCancel" | "cancelReason" | "day">,
  ): Promise<string> {
    const at = now();
    const [{ slots, rules }, words] = await Promise.all([availability(at), liveBookingWords(app.db, lang)]);
    return managePage(words, {
      token,
      booking: found,
      location: callLocation(words, rules, found),
      live: found.status !== "cancelled",
      locked: pastCutoff(rules, found.startsAt, at),
      slots,
      ...view,
    });
  }

  app.get("/:lang/booking/manage/:token", async (request, reply) => {
    const { lang, token } = request.params as { lang: string; token: string };
    if (!isLang(lang)) return reply.callNotFound();
    const found = await bookingByToken(app.db, token);
    if (!found) return sendPage(reply, 404, messagePage(await liveBookingWords(app.db, lang), "invalid"));
    const query = request.query as Record<string, string | undefined>;
    return sendPage(
      reply,
      200,
      await manageView(lang, token, found, {
        justBooked: query.booked === "1",
        moved: query.moved === "1",
        confirmCancel: query.cancel === "1",
        // The manage page's day strip (docs/decisions/029-booking-for-the-visitor.md); an unknown day shows the first.
        day: query.day,
      }),
    );
  });

  // "Add to calendar": the call as a file, for the summary card and the page without script.
  app.get("/:lang/booking/manage/:token/call.ics", async (request, reply) => {
    const { lang, token } = request.params as { lang: string; token: string };
    if (!isLang(lang)) return reply.callNotFound();
    const found = await bookingByToken(app.db, token);
    if (!found || found.status !== "confirmed") return reply.callNotFound();
    const [rules, words] = await Promise.all([readBookingSettings(app.db), liveBookingWords(app.db, lang)]);
    const host = new URL(options.siteUrl).hostname;
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", 'attachment; filename="call.ics"')
      .type("text/calendar; charset=utf-8")
      .send(
        calendarFile({
          booking: found,
          host,
          organizer: { name: words.company.brand, email: words.company.email },
          summary: words.fill("$.mail.summary", { brand: words.company.brand }),
          description: `${words.texts.manageTitle}: ${new URL(`${bookingPath(lang)}/manage/${token}`, options.siteUrl).href}`,
          location: callLocation(words, rules, found),
          now: now(),
        }),
      );
  });

  app.post("/:lang/booking/manage/:token/cancel", postConfig, async (request, reply) => {
    const { lang, token } = request.params as { lang: string; token: string };
    if (!isLang(lang)) return reply.callNotFound();
    const found = await bookingByToken(app.db, token);
    if (!found) return sendPage(reply, 404, messagePage(await liveBookingWords(app.db, lang), "invalid"));
    const raw = (request.body ?? {}) as RawValues;
    const checked = cancelReason(raw);
    if (!checked.ok) {
      if (wantsJson(request.headers))
        return reply.code(422).header("cache-control", "no-store").send({ ok: false, error: "reason", code: checked.error });
      // The confirm step again, with the reason as typed and what to fix: nothing is cancelled,
      // nothing the visitor wrote is lost (docs/decisions/029-booking-for-the-visitor.md, "Hostile text").
      return sendPage(
        reply,
        422,
        await manageView(lang, token, found, {
          confirmCancel: true,
          cancelReason: { raw: typeof raw.reason === "string" ? raw.reason : "", error: checked.error },
        }),
      );
    }
    const reason = checked.reason;
    const at = now();
    if (found.status === "confirmed") {
      // After the owner's cut-off the link no longer cancels: the page says to write or call.
      if (pastCutoff(await readBookingSettings(app.db), found.startsAt, at)) {
        return reply
          .code(303)
          .header("location", `${bookingPath(lang)}/manage/${token}`)
          .send();
      }
      await cancelBooking(app.db, found.id, { now: at, channels: app.notifications.bookingChannelsFor(request.ip, at), reason });
      app.notifications.kick();
    }
    if (wantsJson(request.headers)) return reply.header("cache-control", "no-store").send({ ok: true });
    return sendPage(reply, 200, messagePage(await liveBookingWords(app.db, lang), "cancelled"));
  });

  app.post("/:lang/booking/manage/:token/move", postConfig, async (request, reply) => {
    const { lang, token } = request.params as { lang: string; token: string };
    if (!isLang(lang)) return reply.callNotFound();
    const found = await bookingByToken(app.db, token);
    if (!found) return sendPage(reply, 404, messagePage(await liveBookingWords(app.db, lang), "invalid"));
    const raw = (request.body ?? {}) as RawValues;
    const start = slotStart(raw);
    const at = now();
    const [current, words] = await Promise.all([availability(at), liveBookingWords(app.db, lang)]);
    const unknownKey = Object.keys(raw).some((key) => key !== BOOKING_SLOT_FIELD);
    const page = (status: number, problem: BookingProblem) =>
      sendPage(
        reply,
        status,
        managePage(words, {
          token,
          booking: found,
          location: callLocation(words, current.rules, found),
          live: found.status !== "cancelled",
          locked: false,
          slots: current.slots,
          problem,
          // Back on the day the visitor chose from, where the next free times of it are.
          day: start === undefined ? undefined : bookingDay(start),
        }),
      );
    if (start === undefined || unknownKey) return page(422, "slot");
    if (found.status === "confirmed" && pastCutoff(current.rules, found.startsAt, at)) {
      return reply
        .code(303)
        .header("location", `${bookingPath(lang)}/manage/${token}`)
        .send();
    }
    if (found.status !== "confirmed") {
      // Spam (or a cancelled call) moves nowhere; a bot is told nothing.
      return reply
        .code(303)
        .header("location", `${bookingPath(lang)}/manage/${token}?moved=1`)
        .send();
    }
    const moved = await moveBooking(
      app.db,
      found.id,
      { startsAt: new Date(start), endsAt: new Date(start + current.rules.slotMinutes * 60_000) },
      {
        now: at,
        channels: app.notifications.bookingChannelsFor(request.ip, at),
        stillFree: (booked) => isFreeSlot({ rules: current.rules, now: at, booked, busy: current.busy }, start),
      },
    );
    if (!moved.ok) return page(409, "taken");
    app.notifications.kick();
    return reply
      .code(303)
      .header("cache-control", "no-store")
      .header("location", `${bookingPath(lang)}/manage/${token}?moved=1`)
      .send();
  });

  app.get("/booking/feed/:file", async (request, reply) => {
    const { file } = request.params as { file: string };
    const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
    const expected = await bookingFeedToken(app.db);
    const given = Buffer.from(token);
    // A plain 404 of its own: Fastify's default one logs the URL, and with it the token tried
    // (docs/decisions/028-security-m4-m6.md, L14).
    if (given.length !== Buffer.byteLength(expected) || !timingSafeEqual(given, Buffer.from(expected)))
      return reply.code(404).header("cache-control", "no-store").type("text/plain; charset=utf-8").send("Not found");
    const at = now();
    const upcoming = await listBookings(app.db, { upcomingFrom: new Date(at.getTime() - 24 * 3_600_000), status: "confirmed" });
    const host = new URL(options.siteUrl).hostname;
    return reply
      .header("cache-control", "no-store")
      .type("text/calendar; charset=utf-8")
      .send(
        bookingsFeed(upcoming, {
          host,
          organizer: { name: site.brand, email: site.email },
          summary: (call) => `Call: ${call.company ? `${call.name} (${call.company})` : call.name}`,
          now: at,
        }),
      );
  });
}
