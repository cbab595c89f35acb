import { FORM_SCHEMAS, senderOf, type FormName } from "~/forms";
import type { Booking, OutboxRow, Submission } from "../db";
import { FORM_TITLES, fieldLabel } from "../enquiries/labels";

/**
 * What a notification says about a submission: an email for the owner (English labels) and the
 * webhook's JSON. Pure functions, so the wording is tested without a mail server.
 */

/** One line of header text: no CR/LF or other controls (no header injection), bounded length. */
export function headerSafe(value: string, max = 120): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001F\u007F]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, max)
  );
}

function text(submission: Submission, name: string): string {
  const value = submission.fields[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** How the subject names each form. */
const NOUNS: Record<FormName, string> = {
  contact: "contact message",
  project: "project enquiry",
  "otc-network-request": "OTC introduction request",
};

/** "New project enquiry from jane@acme.se (Ledger)": the form and who sent it. */
export function emailSubject(submission: Submission): string {
  const { who, detail } = senderOf(FORM_SCHEMAS[submission.form], submission.fields, submission.email);
  return headerSafe(`New ${NOUNS[submission.form]} from ${who}${detail ? ` (${detail})` : ""}`, 200);
}

/** Plain text listing every field under its label; multi-line answers indented. */
export function emailText(submission: Submission, siteUrl: string): string {
  const title = FORM_TITLES[submission.form].en;
  const lines = [
    `${title} received on the website.`,
    "",
    `Received: ${submission.createdAt}`,
    `Language: ${submission.language}`,
    `Page: ${submission.page}`,
    `Id: ${submission.id}`,
    "",
  ];
  for (const { name } of FORM_SCHEMAS[submission.form].fields) {
    const value = text(submission, name);
    lines.push(`${fieldLabel("en", name)}:`, ...(value === "" ? ["  -"] : value.split("\n").map((line) => `  ${line}`)), "");
  }
  lines.push(`Reply to this email to answer the visitor. In the inbox: ${siteUrl}/admin/enquiries/${submission.id}`);
  return lines.join("\n");
}

/** The webhook's body: the submission as stored, fields under their spec names. */
export function webhookPayload(submission: Submission) {
  return {
    id: submission.id,
    form: submission.form,
    createdAt: submission.createdAt,
    language: submission.language,
    page: submission.page,
    fields: submission.fields,
  };
}

/**
 * A booking's webhook body (docs/decisions/021-booking.md): `type` says what happened, so a
 * receiver tells it from an enquiry (which has `form`).
 */
export function bookingWebhookPayload(booking: Booking, row: Pick<OutboxRow, "booking_event">) {
  return {
    type: row.booking_event === "cancel" ? "booking.cancelled" : booking.sequence > 0 ? "booking.moved" : "booking.created",
    booking: {
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
    },
  };
}
