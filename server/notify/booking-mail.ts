import nodemailer from "nodemailer";
import { legalIdentityLine } from "~/config/legal-identity";
import { formatCallTime } from "~/content/booking";
import type { Lang } from "~/i18n/lang";
import type { BookingWords } from "../booking/copy";
import { isEmailAddress } from "~/forms";
import { bookingLinkToken, manageUrl } from "../booking/links";
import { invitation } from "../booking/invitation";
import { BOOKING_TIME_ZONE } from "../booking/zone";
import { callLocation } from "../booking/location";
import type { BookingSettings } from "../booking/settings";
import type { Booking, OutboxRow } from "../db";
import { headerSafe, LANGUAGE_NAMES } from "./compose";
import { MOVED_SUBJECT, OWNER_BOOKING_WORDS, ownerChangeBlock, withChangeAfterGreeting } from "./owner-booking-words";
import { defaultFrom, transportUrl } from "./email";

/**
 * A booked call's emails (docs/decisions/021-booking.md), one outbox channel each: the
 * visitor's confirmation or cancellation in the page's language, and the owner's copy. Both
 * carry the same iCalendar event (same UID and SEQUENCE). The visitor's email holds only our
 * words and the time, never what was typed into the form, like an enquiry's confirmation. Our
 * words are the published `booking` document's, read at each send (server/booking/copy.ts).
 */
export interface BookingMailSettings {
  smtpUrl: string;
  from?: string;
  /** MAIL_TO: the owner, organizer of every call. */
  owner: string;
  siteUrl: string;
  /** The key of the visitor's cancel/move links. */
  linkSecret: () => Promise<string>;
  /** The published booking words of a language (`liveBookingWords`), read at each send. */
  words: (lang: Lang) => Promise<BookingWords>;
  /** The owner's language, read at each send (server/notify/owner-language.ts). */
  ownerLanguage: () => Promise<Lang>;
  /** The owner's booking settings (the video link), read at each send. */
  bookingSettings: () => Promise<Pick<BookingSettings, "videoLink">>;
  now?: () => Date;
}

/** The first address of MAIL_TO (it may list several): the organizer in the invitation. */
function organizerAddress(mailTo: string): string {
  const first = mailTo.split(",")[0]!.trim();
  return /<([^>]+)>/.exec(first)?.[1] ?? first;
}

export function createBookingMail(settings: BookingMailSettings) {
  const transport = nodemailer.createTransport(transportUrl(settings.smtpUrl));
  const from = settings.from ?? defaultFrom(settings.siteUrl);
  const host = new URL(settings.siteUrl).hostname;
  const now = settings.now ?? (() => new Date());
  // The organizer is named by the published brand (the company document), read at each send.
  const organizer = (company: { brand: string }) => ({ name: company.brand, email: organizerAddress(settings.owner) });

  function eventOf(row: OutboxRow): "REQUEST" | "CANCEL" {
    return row.booking_event === "cancel" ? "CANCEL" : "REQUEST";
  }

  /** Where the call happens, and the video link as the event's URL when there is one. */
  async function place(words: BookingWords, booking: Booking) {
    const rules = await settings.bookingSettings();
    const location = callLocation(words, rules, booking);
    return { location, url: booking.meeting === "video" && rules.videoLink ? rules.videoLink : undefined };
  }

  return {
    async visitor(booking: Booking, row: OutboxRow): Promise<void> {
      const method = eventOf(row);
      // An invitation or a reminder claimed just before the call was cancelled: nothing to send.
      if (method === "REQUEST" && booking.status !== "confirmed") return;
      const words = await settings.words(booking.language);
      const { company } = words;
      const when = `${formatCallTime(booking.startsAt, booking.language, BOOKING_TIME_ZONE)} (${words.texts.swedishTime})`;
      const token = bookingLinkToken(await settings.linkSecret(), booking.id);
      const origin = new URL(settings.siteUrl).origin;
      const manage = manageUrl(settings.siteUrl, booking.language, token);
      const { location, url } = await place(words, booking);
      // A subject is one line: a line break typed into it would start a header of its own.
      const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
      const summary = oneLine(words.fill("$.mail.summary", { brand: company.brand }));
      const reminder = row.booking_event === "reminder";
      // An updated invitation after a move (a higher SEQUENCE), by the visitor or by us, says so in its subject.
      const moved = method === "REQUEST" && !reminder && booking.sequence > 0;
      const values = {
        when,
        location,
        manageUrl: manage,
        brand: company.brand,
        phone: company.phone.display,
        email: company.email,
        host,
      };
      const published =
        method === "CANCEL"
          ? {
              template: words.texts.mail.cancelText,
              text: words.fill("$.mail.cancelText", {
                when,
                bookUrl: `${origin}/${booking.language}/booking`,
                brand: company.brand,
              }),
            }
          : reminder
            ? { template: words.texts.mail.reminderText, text: words.fill("$.mail.reminderText", values) }
            : { template: words.texts.mail.text, text: words.fill("$.mail.text", values) };
      // The owner's change (docs/decisions/030-the-owners-bookings.md): what happened and their message,
      // after the published greeting and before the published news (the eleventh cold review, A33).
      const change =
        booking.changedBy === "owner" && !reminder
          ? ownerChangeBlock(booking.language, method === "CANCEL" ? "cancelled" : "moved", company.brand, booking.ownerMessage)
          : "";
      await transport.sendMail({
        from,
        to: booking.email,
        replyTo: settings.owner,
        subject: oneLine(
          method === "CANCEL"
            ? words.fill("$.mail.cancelSubject", { when })
            : reminder
              ? words.fill("$.mail.reminderSubject", { when })
              : moved
                ? MOVED_SUBJECT[booking.language](when)
                : words.fill("$.mail.subject", { when }),
        ),
        text:
          withChangeAfterGreeting(published.template, published.text, change) +
          // A business letter ends with the firm, its organisation number and registered office, as the
          // enquiry's confirmation does (the tenth cold review, P11): from the published company document.
          `\n${legalIdentityLine(company, booking.language)}`,
        // A reminder is a plain email: the invitation is in the visitor's calendar already.
        ...(reminder
          ? {}
          : {
              icalEvent: {
                method,
                filename: "invite.ics",
                content: invitation({
                  booking,
                  method,
                  organizer: organizer(company),
                  summary,
                  // The manage link in the event, as Cal.com and Calendly put it.
                  description: `${summary}\n\n${words.texts.manageTitle}: ${manage}`,
                  location,
                  url,
                  host,
                  now: now(),
                }),
              },
            }),
        headers: { "Auto-Submitted": "auto-generated" },
        messageId: `<${row.id}@${host}>`,
      });
    },

    async owner(booking: Booking, row: OutboxRow): Promise<void> {
      const method = eventOf(row);
      if (method === "REQUEST" && booking.status !== "confirmed") return;
      const [words, lang] = await Promise.all([settings.words(booking.language), settings.ownerLanguage()]);
      const { company } = words;
      // In the owner's language, local time in words, labels, no stored values and no ids.
      const w = OWNER_BOOKING_WORDS[lang];
      const ownerWords = lang === booking.language ? words : await settings.words(lang);
      const { location, url } = await place(ownerWords, booking);
      const when = `${formatCallTime(booking.startsAt, lang, BOOKING_TIME_ZONE)} (${w.swedishTime})`;
      const who = headerSafe(booking.company ? `${booking.name} (${booking.company})` : booking.name);
      const kind = method === "CANCEL" ? "cancelled" : booking.sequence > 0 ? "moved" : "booked";
      const details = [
        `${w.name}: ${booking.name}`,
        `${w.email}: ${booking.email}`,
        `${w.company}: ${booking.company || "-"}`,
        `${w.language}: ${LANGUAGE_NAMES[lang][booking.language]}`,
        `${w.where}: ${location}`,
        ...(booking.about ? [`${w.about}: ${booking.about}`] : []),
        ...(method === "CANCEL" && booking.cancelReason ? [`${w.cancelReason}: ${booking.cancelReason}`] : []),
        "",
        booking.note || w.noNote,
        ...(booking.changedBy === "owner" && booking.ownerMessage ? ["", w.yourMessage, booking.ownerMessage] : []),
        "",
        `${w.console}: ${new URL(settings.siteUrl).origin}/admin/bookings`,
      ].join("\n");
      await transport.sendMail({
        from,
        to: settings.owner,
        // Reply-To only for an address the one rule accepts (app/forms/email.ts).
        ...(isEmailAddress(booking.email) ? { replyTo: booking.email } : {}),
        subject: w.subject(kind, who, when),
        text: `${w.lead(kind, booking.changedBy, when)}\n\n${details}`,
        icalEvent: {
          method,
          filename: "invite.ics",
          content: invitation({
            booking,
            method,
            organizer: organizer(company),
            attendeeName: booking.name,
            summary: `${w.call}: ${who}`,
            description: details,
            location,
            url,
            host,
            now: now(),
          }),
        },
        messageId: `<${row.id}@${host}>`,
      });
    },

    close() {
      transport.close();
    },
  };
}
