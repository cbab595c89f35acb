import { LIMITS, type FieldSpec, type FormSchema } from "./definition";
import { validateSubmission, type RawValues, type ValidationResult } from "./validate";

/**
 * The booking form (docs/decisions/021-booking.md): the chosen slot and who is calling. One
 * definition for the booking island and the server. It posts to the booking route, not to
 * POST /, so the enquiry forms' wire contract is unchanged.
 */
export const BOOKING_SLOT_FIELD = "slot";
/** A short note: a few lines about what to talk about. */
export const BOOKING_NOTE_MAX_LENGTH = 1000;
/** How the call happens (docs/decisions/029-booking-for-the-visitor.md): the owner's video link, or we phone. */
export const BOOKING_MEETINGS = ["video", "phone"] as const;
/** The service a page's button carried in: its name as its card says it, at most this long. */
export const BOOKING_ABOUT_MAX_LENGTH = 80;

export const BOOKING_FIELDS: readonly FieldSpec[] = [
  // The slot's start as an ISO-8601 UTC time, one of the offered ones (checked by the server).
  { name: BOOKING_SLOT_FIELD, kind: "text", required: true, maxLength: 40 },
  // The texts a stranger sends refuse markup besides the hidden characters and line breaks every
  // form refuses: they become the owner's calendar event, emails and console rows unread
  // (docs/decisions/029-booking-for-the-visitor.md, "Hostile text").
  { name: "name", kind: "text", required: true, maxLength: LIMITS.short, refuseMarkup: true },
  { name: "email", kind: "email", required: true, maxLength: LIMITS.email },
  { name: "company", kind: "text", required: false, maxLength: LIMITS.short, refuseMarkup: true },
  { name: "note", kind: "textarea", required: false, maxLength: BOOKING_NOTE_MAX_LENGTH, refuseMarkup: true },
  // Empty reads as video: the page without JavaScript and older pages post no choice.
  { name: "meeting", kind: "select", required: false, maxLength: 10, options: BOOKING_MEETINGS },
  // Required when `meeting` is `phone` (validateBooking); stored only then.
  { name: "phone", kind: "tel", required: false, maxLength: LIMITS.phone, refuseMarkup: true },
  { name: "about", kind: "text", required: false, maxLength: BOOKING_ABOUT_MAX_LENGTH, refuseMarkup: true },
];

/**
 * The booking as the shared validator and the spam check read it: validated with the one
 * email rule and the same character and length rules as the forms, and screened with the
 * contact form's words (it is the same kind of message).
 */
export const BOOKING_SCHEMA: FormSchema = {
  name: "contact",
  fields: BOOKING_FIELDS,
  sender: { name: "name", detail: "company" },
};

/**
 * The free slots grouped into days, in order: one rule for the contact section's picker and the
 * server's pages (the booking page, and the manage page's day strip:
 * docs/decisions/029-booking-for-the-visitor.md). `dayOf` names a slot's day (the visitor's own
 * zone in the picker, the Swedish date on the server); the slots come earliest first. With
 * `limit` it stops after that many days, so the picker formats only the days it shows.
 */
export function slotDays<T>(slots: readonly T[], dayOf: (slot: T) => string, limit = Infinity): [day: string, slots: T[]][] {
  const days: [string, T[]][] = [];
  for (const slot of slots) {
    const day = dayOf(slot);
    const last = days[days.length - 1];
    if (last && last[0] === day) last[1].push(slot);
    else if (days.length >= limit) break;
    else days.push([day, [slot]]);
  }
  return days;
}

/** Where the booking page and its post live. */
export function bookingPath(lang: string): string {
  return `/${lang}/booking`;
}

/**
 * The booking's one check, in the browser and on the server: the fields' rules, and a phone
 * number when the visitor chose to be called (docs/decisions/029-booking-for-the-visitor.md).
 */
export function validateBooking(raw: RawValues): ValidationResult {
  const result = validateSubmission(BOOKING_SCHEMA, raw);
  const wantsPhone = raw.meeting === "phone";
  const phone = typeof raw.phone === "string" ? raw.phone.trim() : "";
  if (!wantsPhone || phone !== "") return result;
  if (result.ok) return { ok: false, errors: { phone: "required" } };
  return { ok: false, errors: { ...result.errors, phone: result.errors.phone ?? "required" } };
}

/** The optional "why?" of a visitor's cancellation (docs/decisions/029-booking-for-the-visitor.md). */
export const BOOKING_CANCEL_SCHEMA: FormSchema = {
  name: "contact",
  fields: [{ name: "reason", kind: "textarea", required: false, maxLength: BOOKING_NOTE_MAX_LENGTH, refuseMarkup: true }],
  sender: { detail: "reason" },
};
