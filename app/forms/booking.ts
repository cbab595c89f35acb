import { LIMITS, type FieldSpec, type FormSchema } from "./definition";

/**
 * The booking form (docs/decisions/021-booking.md): the chosen slot and who is calling. One
 * definition for the booking island and the server. It posts to the booking route, not to
 * POST /, so the enquiry forms' wire contract is unchanged.
 */
export const BOOKING_SLOT_FIELD = "slot";
/** A short note: a few lines about what to talk about. */
export const BOOKING_NOTE_MAX_LENGTH = 1000;

export const BOOKING_FIELDS: readonly FieldSpec[] = [
  // The slot's start as an ISO-8601 UTC time, one of the offered ones (checked by the server).
  { name: BOOKING_SLOT_FIELD, kind: "text", required: true, maxLength: 40 },
  { name: "name", kind: "text", required: true, maxLength: LIMITS.short },
  { name: "email", kind: "email", required: true, maxLength: LIMITS.email },
  { name: "company", kind: "text", required: false, maxLength: LIMITS.short },
  { name: "note", kind: "textarea", required: false, maxLength: BOOKING_NOTE_MAX_LENGTH },
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

/** Where the booking page and its post live. */
export function bookingPath(lang: string): string {
  return `/${lang}/booking`;
}
