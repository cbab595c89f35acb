import type { Lang, Localized } from "~/i18n/lang";

/**
 * The words of a booked call's emails that the code writes (docs/decisions/030-the-owners-bookings.md):
 * the owner's copy, in the owner's language, and, in the visitor's language (`ni`), the lines that
 * carry the owner's message to the visitor and the subject of a moved call. The rest of the
 * visitor's email is the published `booking` document's.
 */
export interface OwnerBookingWords {
  subject: (kind: "booked" | "moved" | "cancelled", who: string, when: string) => string;
  lead: (kind: "booked" | "moved" | "cancelled", by: "visitor" | "owner", when: string) => string;
  name: string;
  email: string;
  company: string;
  language: string;
  where: string;
  about: string;
  cancelReason: string;
  noNote: string;
  yourMessage: string;
  console: string;
  swedishTime: string;
  /** The invitation's title on the owner's copy: "Samtal: Jane Doe (Acme)". */
  call: string;
}

export const OWNER_BOOKING_WORDS: Localized<OwnerBookingWords> = {
  sv: {
    subject: (kind, who, when) =>
      `${kind === "cancelled" ? "Avbokat samtal" : kind === "moved" ? "Flyttat samtal" : "Bokat samtal"}: ${who}, ${when}`,
    lead: (kind, by, when) =>
      kind === "cancelled"
        ? by === "owner"
          ? `Ni avbokade samtalet ${when} i konsolen. Besökaren har fått avbokningen.`
          : `Besökaren avbokade samtalet ${when}.`
        : kind === "moved"
          ? by === "owner"
            ? `Ni flyttade samtalet till ${when} i konsolen. Besökaren har fått den nya tiden.`
            : `Besökaren flyttade samtalet till ${when}.`
          : `Ett samtal är bokat till ${when}.`,
    name: "Namn",
    email: "E-post",
    company: "Företag",
    language: "Språk",
    where: "Var",
    about: "Angående",
    cancelReason: "Skäl till avbokningen",
    noNote: "(inget meddelande)",
    yourMessage: "Ert meddelande till besökaren:",
    console: "I konsolen",
    swedishTime: "svensk tid",
    call: "Samtal",
  },
  en: {
    subject: (kind, who, when) =>
      `${kind === "cancelled" ? "Cancelled call" : kind === "moved" ? "Moved call" : "Booked call"}: ${who}, ${when}`,
    lead: (kind, by, when) =>
      kind === "cancelled"
        ? by === "owner"
          ? `You cancelled the call on ${when} in the console. The visitor has been sent the cancellation.`
          : `The visitor cancelled the call on ${when}.`
        : kind === "moved"
          ? by === "owner"
            ? `You moved the call to ${when} in the console. The visitor has been sent the new time.`
            : `The visitor moved the call to ${when}.`
          : `A call is booked for ${when}.`,
    name: "Name",
    email: "Email",
    company: "Company",
    language: "Language",
    where: "Where",
    about: "About",
    cancelReason: "Reason for cancelling",
    noNote: "(no note)",
    yourMessage: "Your message to the visitor:",
    console: "In the console",
    swedishTime: "Swedish time",
    call: "Call",
  },
};

/** What the visitor reads after the greeting when the owner cancelled or moved their call. */
export const OWNER_CHANGE_TO_VISITOR: Localized<{
  moved: string;
  cancelled: string;
  message: (brand: string) => string;
}> = {
  sv: {
    moved: "Vi har behövt flytta ert samtal. Den nya tiden står nedan, och den bifogade kalenderinbjudan är uppdaterad.",
    cancelled: "Vi har tyvärr behövt avboka ert samtal.",
    message: (brand) => `Meddelande från ${brand}:`,
  },
  en: {
    moved: "We have had to move your call. The new time is below, and the attached calendar invitation is updated.",
    cancelled: "We are sorry, but we have had to cancel your call.",
    message: (brand) => `A message from ${brand}:`,
  },
};

/**
 * The subject of a moved call's updated invitation, whoever moved it (the eleventh cold review, A33):
 * the booking document's subject says "Bokat:" / "Booked:", which is the first invitation's. Code, as
 * the owner's change lines are, so that it reaches a database whose `booking` document is published
 * without a change to the document's shape.
 */
export const MOVED_SUBJECT: Localized<(when: string) => string> = {
  sv: (when) => `Flyttat: kostnadsfritt samtal ${when}`,
  en: (when) => `Moved: free call on ${when}`,
};

/** The lines the visitor reads after the greeting when the owner moved or cancelled their call: what happened, and the owner's message. */
export function ownerChangeBlock(lang: Lang, kind: "moved" | "cancelled", brand: string, message: string): string {
  const words = OWNER_CHANGE_TO_VISITOR[lang];
  const lines = [words[kind]];
  if (message !== "") lines.push("", words.message(brand), message);
  return `${lines.join("\n")}\n\n`;
}

/**
 * A published email text's greeting: its opening paragraph when that is a single line of at most
 * 60 characters with no placeholder ("Hej!", "Hello,"), with the blank line after it; "" when the
 * text opens with anything else (an owner who dropped the greeting, or began with the news).
 */
export function greetingOf(template: string): string {
  return /^[^\n{}]{1,60}\n\n/u.exec(template)?.[0] ?? "";
}

/**
 * The visitor's email text with the owner's change put after the greeting (the eleventh cold review,
 * A33): the letter says hello before the news. `template` is the published text before its
 * placeholders were filled and `text` the filled one; the greeting holds no placeholder, so both open
 * with it. Without a greeting, the change opens the email. The change is put in after filling: a
 * `{placeholder}` in the owner's message stays as typed.
 */
export function withChangeAfterGreeting(template: string, text: string, change: string): string {
  const greeting = greetingOf(template);
  if (change === "" || greeting === "" || !text.startsWith(greeting)) return change + text;
  return greeting + change + text.slice(greeting.length);
}
