// Copy of the owner's bookings and the console's "to do" (docs/decisions/030-the-owners-bookings.md),
// Swedish and English side by side. Console-only (docs/decisions/006-operator-console.md).
import type { Lang } from "~/i18n/lang";

export interface OwnerBookingsCopy {
  groups: { today: string; tomorrow: string; later: string; past: string; cancelled: string };
  noUpcoming: string;
  outcomes: { held: string; "no-show": string };
  byOwner: string;
  ownerMessage: string;
  move: string;
  moveHeading: string;
  pickSlot: string;
  noSlots: string;
  moveConfirm: string;
  cancel: string;
  cancelHeading: string;
  cancelConfirm: string;
  close: string;
  message: string;
  messageHint: string;
  markHeld: string;
  markNoShow: string;
  clearOutcome: string;
  enquiries: string;
  moved: (when: string) => string;
  cancelled: string;
  marked: string;
  errors: Record<string, string>;
  settings: {
    open: string;
    from: string;
    to: string;
    addOpening: string;
    removeOpening: string;
    closed: string;
    dayOff: string;
    addDayOff: string;
    removeDayOff: (day: string) => string;
    noDaysOff: string;
    copy: string;
    copied: string;
    copyFailed: string;
    /** The booking settings docs/decisions/029-booking-for-the-visitor.md added. */
    videoLink: string;
    videoLinkHint: string;
    cutoffHours: string;
    cutoffHint: string;
  };
  ownerLanguage: { heading: string; intro: string; label: string; save: string; saved: string };
  todo: {
    heading: string;
    nothing: string;
    newEnquiries: (count: number) => string;
    openInbox: string;
    today: string;
    tomorrow: string;
    noCalls: string;
    openBookings: string;
    stale: (document: string, count: number) => string;
    openContent: string;
  };
  bookingsTotal: string;
}

export const ownerBookingsCopy: Record<Lang, OwnerBookingsCopy> = {
  sv: {
    groups: { today: "I dag", tomorrow: "I morgon", later: "Senare", past: "Tidigare", cancelled: "Avbokade" },
    noUpcoming: "Inga kommande samtal.",
    outcomes: { held: "Hölls", "no-show": "Uteblev" },
    byOwner: "ändrat av er",
    ownerMessage: "Ert meddelande",
    move: "Flytta",
    moveHeading: "Flytta samtalet",
    pickSlot: "Välj en ny tid (svensk tid)",
    noSlots: "Det finns inga lediga tider att flytta till just nu.",
    moveConfirm: "Flytta och meddela besökaren",
    cancel: "Avboka",
    cancelHeading: "Avboka samtalet",
    cancelConfirm: "Avboka och meddela besökaren",
    close: "Stäng",
    message: "Meddelande till besökaren (valfritt)",
    messageHint: "Skickas med avbokningen eller den nya tiden, på besökarens språk. Högst 1 000 tecken.",
    markHeld: "Samtalet hölls",
    markNoShow: "Besökaren uteblev",
    clearOutcome: "Ångra markeringen",
    enquiries: "Personens förfrågningar",
    moved: (when) => `Samtalet är flyttat till ${when}. Besökaren får den nya tiden via e-post.`,
    cancelled: "Samtalet är avbokat. Besökaren får avbokningen via e-post.",
    marked: "Markeringen är sparad.",
    errors: {
      "message-hidden": "Meddelandet innehåller osynliga tecken. Ta bort dem och försök igen.",
      "message-too-long": "Meddelandet är för långt (högst 1 000 tecken).",
      "slot-taken": "Tiden hann bli upptagen. Välj en annan tid.",
      "booking-not-live": "Samtalet är redan avbokat.",
      "booking-not-started": "Samtalet har inte börjat än.",
    },
    settings: {
      open: "Öppet",
      from: "Från",
      to: "Till",
      addOpening: "Lägg till tid",
      removeOpening: "Ta bort tiden",
      closed: "Stängt",
      dayOff: "Lägg till en ledig dag",
      addDayOff: "Lägg till",
      removeDayOff: (day) => `Ta bort ${day}`,
      noDaysOff: "Inga lediga dagar.",
      copy: "Kopiera adressen",
      copied: "Adressen är kopierad.",
      copyFailed: "Det gick inte att kopiera. Markera adressen och kopiera den själv.",
      videoLink: "Länk till videosamtal",
      videoLinkHint: "Skrivs i kalenderinbjudan och e-posten (https). Tom: besökaren får veta att länken kommer före samtalet.",
      cutoffHours: "Sista tid att flytta eller avboka (timmar före samtalet)",
      cutoffHint:
        "Närmare samtalet än så ber bokningssidan besökaren att mejla eller ringa i stället. 0: ända fram till samtalet.",
    },
    ownerLanguage: {
      heading: "E-post till företaget",
      intro: "Nya förfrågningar och bokade samtal skickas till företagets adress på det här språket.",
      label: "Språk",
      save: "Spara språket",
      saved: "Språket är sparat.",
    },
    todo: {
      heading: "Att göra",
      nothing: "Inget väntar på er just nu.",
      newEnquiries: (count) => (count === 1 ? "1 ny förfrågan" : `${count} nya förfrågningar`),
      openInbox: "Öppna inkorgen",
      today: "Samtal i dag",
      tomorrow: "Samtal i morgon",
      noCalls: "Inga samtal.",
      openBookings: "Alla bokningar",
      stale: (document, count) => `${document}: ${count} ${count === 1 ? "översättning" : "översättningar"} att se över`,
      openContent: "Öppna innehållet",
    },
    bookingsTotal: "Bokade samtal",
  },
  en: {
    groups: { today: "Today", tomorrow: "Tomorrow", later: "Later", past: "Earlier", cancelled: "Cancelled" },
    noUpcoming: "No upcoming calls.",
    outcomes: { held: "Held", "no-show": "No-show" },
    byOwner: "changed by you",
    ownerMessage: "Your message",
    move: "Move",
    moveHeading: "Move the call",
    pickSlot: "Pick a new time (Swedish time)",
    noSlots: "There are no free times to move to right now.",
    moveConfirm: "Move and tell the visitor",
    cancel: "Cancel",
    cancelHeading: "Cancel the call",
    cancelConfirm: "Cancel and tell the visitor",
    close: "Close",
    message: "Message to the visitor (optional)",
    messageHint: "Sent with the cancellation or the new time, in the visitor’s language. At most 1,000 characters.",
    markHeld: "The call was held",
    markNoShow: "The visitor did not show",
    clearOutcome: "Undo the mark",
    enquiries: "This person’s enquiries",
    moved: (when) => `The call is moved to ${when}. The visitor gets the new time by email.`,
    cancelled: "The call is cancelled. The visitor gets the cancellation by email.",
    marked: "The mark is saved.",
    errors: {
      "message-hidden": "The message holds invisible characters. Remove them and try again.",
      "message-too-long": "The message is too long (at most 1,000 characters).",
      "slot-taken": "That time has just been taken. Pick another one.",
      "booking-not-live": "The call is already cancelled.",
      "booking-not-started": "The call has not started yet.",
    },
    settings: {
      open: "Open",
      from: "From",
      to: "To",
      addOpening: "Add hours",
      removeOpening: "Remove these hours",
      closed: "Closed",
      dayOff: "Add a day off",
      addDayOff: "Add",
      removeDayOff: (day) => `Remove ${day}`,
      noDaysOff: "No days off.",
      copy: "Copy the address",
      copied: "The address is copied.",
      copyFailed: "Copying did not work. Select the address and copy it yourself.",
      videoLink: "Video call link",
      videoLinkHint:
        "Written into the calendar invitation and the emails (https). Empty: the visitor is told the link follows before the call.",
      cutoffHours: "Last time to move or cancel (hours before the call)",
      cutoffHint: "Closer to the call than this, the booking page asks the visitor to email or phone instead. 0: up to the call.",
    },
    ownerLanguage: {
      heading: "The firm’s emails",
      intro: "New enquiries and booked calls are sent to the firm’s address in this language.",
      label: "Language",
      save: "Save the language",
      saved: "The language is saved.",
    },
    todo: {
      heading: "To do",
      nothing: "Nothing is waiting for you right now.",
      newEnquiries: (count) => (count === 1 ? "1 new enquiry" : `${count} new enquiries`),
      openInbox: "Open the inbox",
      today: "Calls today",
      tomorrow: "Calls tomorrow",
      noCalls: "No calls.",
      openBookings: "All bookings",
      stale: (document, count) => `${document}: ${count} ${count === 1 ? "translation" : "translations"} to review`,
      openContent: "Open the content",
    },
    bookingsTotal: "Booked calls",
  },
};
