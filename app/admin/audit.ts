/**
 * What the audit log records (docs/decisions/006-operator-console.md): shared by the server,
 * which writes the entries, and the console, which names each action in the operator's language.
 */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-out",
  "sign-out-everywhere",
  "passkey-added",
  "passkey-removed",
  "operator-invited",
  "operator-removed",
  "role-changed",
  "sign-in-link-sent",
  "status-changed",
  "deleted",
  "exported",
  "erased",
  "retried",
  "kept",
  "unkept",
  // Spam defence (docs/decisions/011-spam-defence.md): an enquiry moved out of or into spam.
  "not-spam",
  "marked-spam",
  // Security (docs/decisions/016-step-up-and-security-notices.md): a passkey an owner vouched
  // for, refused sign-ins and step-ups, and who read which enquiries.
  "passkey-confirmed",
  "sign-in-failed",
  "step-up-failed",
  "enquiries-listed",
  "enquiry-opened",
  "people-looked-up",
  // Content editing (docs/decisions/018-content-editing.md).
  "content-saved",
  "content-published",
  "content-restored",
  "content-imported",
  "content-stale-confirmed",
  // Booking (docs/decisions/021-booking.md): the owner changed the booking settings, or made a new feed address.
  "booking-settings-changed",
  "booking-feed-renewed",
  // The owner's bookings (docs/decisions/030-the-owners-bookings.md): a call cancelled or moved
  // from the console with a message to the visitor, marked held or no-show, and the language of
  // the owner's emails.
  "booking-cancelled",
  "booking-moved",
  "booking-outcome",
  "owner-language-changed",
  // The bookings list was read (docs/decisions/028-security-m4-m6.md, I14).
  "bookings-listed",
  // The media library (docs/decisions/024-media.md).
  "media-added",
  "media-replaced",
  "media-updated",
  "media-removed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
