import { FORM_SCHEMAS, senderOf, type FormName } from "~/forms";
import { formatCallTime } from "~/content/booking";
import type { Lang, Localized } from "~/i18n/lang";
import type { Booking, OutboxRow, Submission } from "../db";
import { shownValue } from "../admin/present";
import { FORM_TITLES, fieldLabel } from "../enquiries/labels";

/**
 * What a notification says about a submission: an email for the owner (in the owner's language,
 * server/notify/owner-language.ts) and the webhook's JSON. Pure functions, so the wording is tested without a mail server.
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

/** How the subject names each form, in the owner's language. */
const NEW_FROM: Record<FormName, Localized<(who: string) => string>> = {
  contact: { sv: (who) => `Nytt kontaktmeddelande från ${who}`, en: (who) => `New contact message from ${who}` },
  project: { sv: (who) => `Ny projektförfrågan från ${who}`, en: (who) => `New project enquiry from ${who}` },
  "otc-network-request": {
    sv: (who) => `Ny förfrågan om OTC-introduktion från ${who}`,
    en: (who) => `New OTC introduction request from ${who}`,
  },
};

/** The owner's email's own words (docs/decisions/030-the-owners-bookings.md). */
const WORDS: Localized<{
  received: (title: string) => string;
  at: string;
  language: string;
  page: string;
  reply: string;
  inbox: string;
}> = {
  sv: {
    received: (title) => `${title} via webbplatsen.`,
    at: "Mottagen",
    language: "Språk",
    page: "Sida",
    reply: "Svara på det här mejlet för att svara avsändaren.",
    inbox: "I inkorgen",
  },
  en: {
    received: (title) => `${title} received on the website.`,
    at: "Received",
    language: "Language",
    page: "Page",
    reply: "Reply to this email to answer the visitor.",
    inbox: "In the inbox",
  },
};

/** A language's name in the owner's language ("svenska", "English"). */
export const LANGUAGE_NAMES: Localized<Record<Lang, string>> = {
  sv: { sv: "svenska", en: "engelska" },
  en: { sv: "Swedish", en: "English" },
};

/** An instant as the owner reads it: "fredag 27 november kl. 13.58" (Swedish time). */
export function ownerTime(iso: string, lang: Lang): string {
  return formatCallTime(iso, lang, "Europe/Stockholm");
}

/** "Ny projektförfrågan från jane@acme.se (Ledger)": the form and who sent it, in the owner's language. */
export function emailSubject(submission: Submission, lang: Lang): string {
  const { who, detail } = senderOf(FORM_SCHEMAS[submission.form], submission.fields, submission.email);
  return headerSafe(`${NEW_FROM[submission.form][lang](who)}${detail ? ` (${detail})` : ""}`, 200);
}

/**
 * Plain text in the owner's language: when (Swedish time, in words), the visitor's language by
 * name, every field of the form under its label with choices as the form showed them, and a
 * link to the enquiry. No stored values, ISO times or ids in the text.
 */
export function emailText(submission: Submission, siteUrl: string, lang: Lang): string {
  const words = WORDS[lang];
  const form = FORM_SCHEMAS[submission.form];
  const lines = [
    words.received(FORM_TITLES[submission.form][lang]),
    "",
    `${words.at}: ${ownerTime(submission.createdAt, lang)}`,
    `${words.language}: ${LANGUAGE_NAMES[lang][submission.language] ?? submission.language}`,
    `${words.page}: ${submission.page}`,
    "",
  ];
  for (const { name, kind } of form.fields) {
    const value = shownValue(submission.form, kind, name, submission.fields[name], lang);
    lines.push(
      `${fieldLabel(lang, name, submission.form)}:`,
      ...(value === "" ? ["  -"] : value.split("\n").map((line) => `  ${line}`)),
      "",
    );
  }
  lines.push(`${words.reply} ${words.inbox}: ${siteUrl}/admin/enquiries/${submission.id}`);
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
