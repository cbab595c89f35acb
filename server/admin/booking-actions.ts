import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hasHiddenCharacter } from "~/forms/characters";
import { isLang } from "~/i18n/lang";
import {
  BOOKING_OUTCOMES,
  bookedIntervals,
  callsBetween,
  cancelBooking,
  consoleBookings,
  countNewByForm,
  getBooking,
  maskEmail,
  moveBooking,
  recordAudit,
  setBookingOutcome,
  type Booking,
} from "../db";
import { freeSlots, isFreeSlot } from "../booking/availability";
import type { BusyCalendar } from "../booking/busy-calendar";
import { readBookingSettings } from "../booking/settings";
import { addDays, BOOKING_TIME_ZONE, localDateOf, zonedInstant } from "../booking/zone";
import { listDocuments } from "../content/service";
import { readOwnerLanguage, writeOwnerLanguage } from "../notify/owner-language";
import { ConsoleError, ID, noStore, operatorOf, ownerOf, parseWith, type ConsoleContext } from "./context";

/**
 * The owner's bookings (docs/decisions/030-the-owners-bookings.md):
 * - GET /bookings: the calls in sections (upcoming soonest first, past, cancelled);
 * - GET /bookings/:id/slots, POST /bookings/:id/move and /cancel: an owner moves a call to
 *   another free slot or cancels it, with a message the visitor gets with the updated
 *   invitation or the cancellation; owners only, as those send email from the firm's address
 *   to a stranger and change the owner's own calendar;
 * - POST /bookings/:id/outcome: held or no-show, for every operator who handles enquiries;
 * - GET /todo: what needs the owner (new enquiries, today's and tomorrow's calls, stale translations);
 * - GET and POST /owner-language: the language of the firm's emails (owners only).
 * Registered in the console's enquiries scope, so an editor is refused (403 `no-enquiries`).
 * Every change is audited, the visitor named only by a masked address.
 */

/** The longest message an owner can send with a change. */
export const OWNER_MESSAGE_MAX = 1_000;

/** The owner's message: multi-line text with the forms' rules for hidden characters (docs/decisions/005-hostile-input.md). */
function ownerMessage(raw: string | undefined): string {
  const text = (raw ?? "").replace(/\r\n?/g, "\n").normalize("NFC").trim();
  if (hasHiddenCharacter(text, true)) throw new ConsoleError(400, "message-hidden");
  if ([...text].length > OWNER_MESSAGE_MAX) throw new ConsoleError(400, "message-too-long");
  return text;
}

const MESSAGE = z.object({ message: z.string().max(20_000).optional() }).strict();
const MOVE = z
  .object({
    slot: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/),
    message: z.string().max(20_000).optional(),
  })
  .strict();
const OUTCOME = z.object({ outcome: z.enum(BOOKING_OUTCOMES).nullable() }).strict();
const PARAMS = z.object({ id: ID });
const LANGUAGE = z.object({ language: z.string().refine(isLang) }).strict();

/** What the console shows of a call: no token, IP hash, user agent or spam check. */
function present(booking: Booking) {
  return {
    id: booking.id,
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    createdAt: booking.createdAt,
    language: booking.language,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    note: booking.note,
    changedBy: booking.changedBy,
    ownerMessage: booking.ownerMessage,
    outcome: booking.outcome,
  };
}

export async function bookingActionRoutes(
  app: FastifyInstance,
  ctx: ConsoleContext,
  calendar: () => BusyCalendar,
): Promise<void> {
  /** The rules as they stand, as the visitor's booking page reads them. */
  async function availability(at: Date) {
    const rules = await readBookingSettings(ctx.db);
    const day = 24 * 3_600_000;
    const booked = await bookedIntervals(ctx.db, new Date(at.getTime() - day), new Date(at.getTime() + 16 * day));
    const busy = calendar().busy();
    return { rules, busy, booked };
  }

  async function found(id: string): Promise<Booking> {
    const booking = await getBooking(ctx.db, id);
    // Spam holds no slot and is no call: the console never acts on it.
    if (!booking || booking.status === "spam") throw new ConsoleError(404, "not-found");
    return booking;
  }

  app.get("/bookings", async (request, reply) => {
    const operator = operatorOf(request);
    const sections = await consoleBookings(ctx.db, ctx.now());
    // Reads are audited as the enquiry list's are: who looked at how many (docs/decisions/028-security-m4-m6.md, I14).
    const count = sections.upcoming.length + sections.past.length + sections.cancelled.length;
    await recordAudit(ctx.db, { actor: operator.email, action: "bookings-listed", detail: { count } }, ctx.now());
    return noStore(reply).send({
      upcoming: sections.upcoming.map(present),
      past: sections.past.map(present),
      cancelled: sections.cancelled.map(present),
    });
  });

  app.get("/bookings/:id/slots", async (request, reply) => {
    ownerOf(request);
    const { id } = parseWith(PARAMS, request.params);
    const booking = await found(id);
    if (booking.status !== "confirmed") throw new ConsoleError(409, "booking-not-live");
    const at = ctx.now();
    const { rules, busy, booked } = await availability(at);
    // The call's own time is free for itself: it is not offered, since moving there changes nothing.
    const others = booked.filter((interval) => interval.start !== Date.parse(booking.startsAt));
    const slots = freeSlots({ rules, now: at, booked: others, busy }).filter(
      (slot) => slot.start !== Date.parse(booking.startsAt),
    );
    return noStore(reply).send({
      slots: slots.map((slot) => ({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() })),
    });
  });

  app.post("/bookings/:id/cancel", async (request, reply) => {
    const owner = ownerOf(request);
    const { id } = parseWith(PARAMS, request.params);
    const body = parseWith(MESSAGE, request.body ?? {});
    const message = ownerMessage(body.message);
    const booking = await found(id);
    const cancelled = await cancelBooking(ctx.db, booking.id, {
      now: ctx.now(),
      channels: ctx.bookingChannels ?? [],
      owner: { message },
    });
    if (!cancelled) throw new ConsoleError(409, "booking-not-live");
    await recordAudit(
      ctx.db,
      {
        actor: owner.email,
        action: "booking-cancelled",
        target: booking.id,
        detail: { visitor: maskEmail(booking.email), startsAt: booking.startsAt, message: message !== "" },
      },
      ctx.now(),
    );
    ctx.kickNotifications?.();
    return noStore(reply).send({ booking: present((await getBooking(ctx.db, booking.id)) ?? booking) });
  });

  app.post("/bookings/:id/move", async (request, reply) => {
    const owner = ownerOf(request);
    const { id } = parseWith(PARAMS, request.params);
    const body = parseWith(MOVE, request.body ?? {});
    const message = ownerMessage(body.message);
    const start = Date.parse(body.slot);
    if (Number.isNaN(start) || new Date(start).toISOString() !== body.slot) throw new ConsoleError(400, "invalid");
    const booking = await found(id);
    if (booking.status !== "confirmed") throw new ConsoleError(409, "booking-not-live");
    const at = ctx.now();
    const { rules, busy } = await availability(at);
    const moved = await moveBooking(
      ctx.db,
      booking.id,
      { startsAt: new Date(start), endsAt: new Date(start + rules.slotMinutes * 60_000) },
      {
        now: at,
        channels: ctx.bookingChannels ?? [],
        stillFree: (booked) => isFreeSlot({ rules, now: at, booked, busy }, start),
        owner: { message },
      },
    );
    if (!moved.ok) throw new ConsoleError(409, moved.reason === "gone" ? "booking-not-live" : "slot-taken");
    await recordAudit(
      ctx.db,
      {
        actor: owner.email,
        action: "booking-moved",
        target: booking.id,
        detail: {
          visitor: maskEmail(booking.email),
          from: booking.startsAt,
          to: moved.booking.startsAt,
          message: message !== "",
        },
      },
      ctx.now(),
    );
    ctx.kickNotifications?.();
    return noStore(reply).send({ booking: present(moved.booking) });
  });

  app.post("/bookings/:id/outcome", async (request, reply) => {
    const operator = operatorOf(request);
    const { id } = parseWith(PARAMS, request.params);
    const { outcome } = parseWith(OUTCOME, request.body ?? {});
    const booking = await found(id);
    if (!(await setBookingOutcome(ctx.db, booking.id, outcome, ctx.now()))) {
      throw new ConsoleError(409, booking.status === "confirmed" ? "booking-not-started" : "booking-not-live");
    }
    await recordAudit(
      ctx.db,
      { actor: operator.email, action: "booking-outcome", target: booking.id, detail: { outcome } },
      ctx.now(),
    );
    return noStore(reply).send({ booking: present((await getBooking(ctx.db, booking.id)) ?? booking) });
  });

  app.get("/todo", async (request, reply) => {
    operatorOf(request);
    const now = ctx.now();
    const today = localDateOf(now.getTime(), BOOKING_TIME_ZONE);
    const midnight = (days: number) => new Date(zonedInstant(addDays(today, days), 0, BOOKING_TIME_ZONE) ?? now.getTime());
    const [newByForm, todayCalls, tomorrowCalls, documents] = await Promise.all([
      countNewByForm(ctx.db),
      callsBetween(ctx.db, midnight(0), midnight(1)),
      callsBetween(ctx.db, midnight(1), midnight(2)),
      listDocuments(ctx.db),
    ]);
    return noStore(reply).send({
      newByForm,
      today: todayCalls.map(present),
      tomorrow: tomorrowCalls.map(present),
      stale: documents.filter((document) => document.stale > 0).map(({ document, stale }) => ({ document, stale })),
    });
  });

  app.get("/owner-language", async (request, reply) => {
    ownerOf(request);
    return noStore(reply).send({ language: await readOwnerLanguage(ctx.db) });
  });

  app.post("/owner-language", async (request, reply) => {
    const owner = ownerOf(request);
    const { language } = parseWith(LANGUAGE, request.body ?? {});
    if (!isLang(language)) throw new ConsoleError(400, "invalid");
    await writeOwnerLanguage(ctx.db, language);
    await recordAudit(ctx.db, { actor: owner.email, action: "owner-language-changed", detail: { language } }, ctx.now());
    return noStore(reply).send({ language });
  });
}
