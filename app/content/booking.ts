import { houseClock } from "~/i18n/clock";
import type { Localized } from "~/i18n/lang";
import { site } from "~/config/site";
import { fillText } from "~/content/model/placeholders";
import type { Localize } from "~/content/model/localize";
import { bothLanguages } from "~/content/model/seed-copy";

/**
 * The words of booking a free call (docs/decisions/021-booking.md), for the contact section,
 * the server's booking pages and the emails. Times are formatted where they are shown.
 */
export interface BookingCopy {
  heading: string;
  intro: string;
  /** The link from the contact section to the booking page. */
  open: string;
  pageTitle: string;
  pickTime: string;
  swedishTime: string;
  /** Shown when times are in the visitor's own zone. */
  yourTime: (zone: string) => string;
  noSlots: string;
  details: string;
  name: string;
  email: string;
  company: string;
  optional: string;
  note: string;
  notePlaceholder: string;
  confirm: string;
  privacy: string;
  privacyLink: string;
  checkTitle: string;
  chooseSlot: string;
  taken: string;
  nextFree: string;
  confirmedTitle: string;
  confirmedText: (when: string) => string;
  confirmedEmail: string;
  backHome: string;
  manageTitle: string;
  manageText: (when: string) => string;
  cancel: string;
  move: string;
  moveIntro: string;
  cancelledTitle: string;
  cancelledText: string;
  movedTitle: string;
  linkInvalid: string;
  notLive: string;
  /** The island's own: a failed post, "change time", "more times". */
  failed: string;
  change: string;
  more: string;
  // How and where the call happens, the summary card, the confirm step, the cut-off
  // (docs/decisions/029-booking-for-the-visitor.md).
  meetingLegend: string;
  meetingVideo: string;
  meetingPhone: string;
  phoneField: string;
  /** Before the service a page's button carried in ("Angående: AI-agenter"). */
  aboutLabel: string;
  aboutRemove: string;
  /** Where a video call happens while the owner has set no link. */
  videoLater: string;
  /** Where a phone call happens. */
  phoneLocation: (phone: string) => string;
  whenLabel: string;
  whereLabel: string;
  meetLabel: string;
  /** Who the visitor will meet. */
  host: string;
  addToCalendar: string;
  manageLink: string;
  cancelAsk: string;
  cancelReason: string;
  cancelConfirm: string;
  keepCall: string;
  /** Closer to the call than the owner's cut-off. */
  cutoffText: (input: { email: string; phone: string }) => string;
  /** Email: the visitor's confirmation, cancellation and reminder. */
  mail: {
    summary: string;
    subject: (when: string) => string;
    text: (input: MailValues) => string;
    cancelSubject: (when: string) => string;
    cancelText: (input: { when: string; bookUrl: string; brand: string }) => string;
    reminderSubject: (when: string) => string;
    reminderText: (input: MailValues) => string;
  };
}

type MailValues = {
  when: string;
  location: string;
  manageUrl: string;
  brand: string;
  phone: string;
  email: string;
  host: string;
};

/** How a call's time reads in text: "tisdag 1 december kl. 10.00" / "Tuesday 1 December, 10:00", in a given zone. */
export function formatCallTime(instant: number | string, lang: "sv" | "en", timeZone: string): string {
  const formatted = new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  }).format(typeof instant === "string" ? Date.parse(instant) : instant);
  return houseClock(lang, formatted);
}

/**
 * The booking words as the `booking` content document holds them (docs/decisions/018-content-editing.md):
 * every text a string, the functions' variable parts as `{placeholders}` (app/content/model/placeholders.ts
 * says which text may hold which). The seed is made from these, and the build renders them.
 */
export type BookingTexts = {
  [K in Exclude<keyof BookingCopy, "mail">]: string;
} & { mail: Record<keyof BookingCopy["mail"], string> };

/** The booking words as the `booking` document holds them: every text in both languages, facts as references. */
export const bookingDocument: Localize<BookingTexts> = {
  heading: {
    sv: "Boka ett kostnadsfritt samtal",
    en: "Book a free call",
  },
  intro: {
    sv: "Samtalet tar 30 minuter, på video eller per telefon. Ni bestämmer vad vi pratar om.",
    en: "The call takes 30 minutes, by video or by phone. You decide what we talk about.",
  },
  open: {
    sv: "Välj en tid",
    en: "Pick a time",
  },
  pageTitle: {
    sv: "Välj en tid för ett kostnadsfritt samtal på 30 minuter",
    en: "Pick a time for a free 30-minute call",
  },
  pickTime: {
    sv: "Välj en tid",
    en: "Pick a time",
  },
  swedishTime: {
    sv: "svensk tid",
    en: "Swedish time",
  },
  yourTime: {
    sv: "Tiderna visas i er tidszon ({zone}), med svensk tid bredvid.",
    en: "Times are shown in your time zone ({zone}), with Swedish time beside them.",
  },
  noSlots: {
    sv: "Det finns inga lediga tider de närmaste två veckorna. Skicka ett meddelande i stället, så hittar vi en tid.",
    en: "There are no free times in the next two weeks. Send us a message instead and we will find a time.",
  },
  details: {
    sv: "Era uppgifter",
    en: "Your details",
  },
  name: {
    sv: "Namn",
    en: "Name",
  },
  email: {
    sv: "E-post",
    en: "Email",
  },
  company: {
    sv: "Företag",
    en: "Company",
  },
  optional: {
    sv: "valfritt",
    en: "optional",
  },
  note: {
    sv: "Vad vill ni prata om?",
    en: "What would you like to talk about?",
  },
  notePlaceholder: {
    sv: "Några rader räcker",
    en: "A few lines are enough",
  },
  confirm: {
    sv: "Boka samtalet",
    en: "Book the call",
  },
  privacy: {
    sv: "Vi använder uppgifterna för att förbereda och hålla samtalet och raderar dem {{fact:timeline.enquiryRetention}} efter den bokade tiden.",
    en: "We use your details to prepare and hold the call, and delete them {{fact:timeline.enquiryRetention}} after the booked time.",
  },
  privacyLink: {
    sv: "Integritetspolicy",
    en: "Privacy policy",
  },
  checkTitle: {
    sv: "Kontrollera bokningen",
    en: "Please check the booking",
  },
  chooseSlot: {
    sv: "Välj en av de lediga tiderna.",
    en: "Pick one of the free times.",
  },
  taken: {
    sv: "Tiden hann bokas av någon annan. Välj en annan tid – det ni skrev finns kvar.",
    en: "Someone else booked that time a moment ago. Pick another time; what you typed is still here.",
  },
  nextFree: {
    sv: "Närmaste lediga tider",
    en: "The next free times",
  },
  confirmedTitle: {
    sv: "Samtalet är bokat",
    en: "Your call is booked",
  },
  confirmedText: {
    sv: "Samtalet är bokat till {when}.",
    en: "Your call is booked for {when}.",
  },
  confirmedEmail: {
    sv: "En bekräftelse med en kalenderinbjudan är på väg till er e-post. Där finns också en länk för att flytta eller avboka.",
    en: "A confirmation with a calendar invitation is on its way to your email. It also has a link to move or cancel the call.",
  },
  backHome: {
    sv: "Tillbaka till startsidan",
    en: "Back to the home page",
  },
  manageTitle: {
    sv: "Ert bokade samtal",
    en: "Your booked call",
  },
  manageText: {
    sv: "Samtalet är bokat till {when}.",
    en: "Your call is booked for {when}.",
  },
  cancel: {
    sv: "Avboka samtalet",
    en: "Cancel the call",
  },
  move: {
    sv: "Flytta till den här tiden",
    en: "Move to this time",
  },
  moveIntro: {
    sv: "Vill ni byta tid? Välj en ny tid.",
    en: "Would another time suit you better? Pick a new one.",
  },
  cancelledTitle: {
    sv: "Samtalet är avbokat",
    en: "Your call has been cancelled",
  },
  cancelledText: {
    sv: "En avbokning för er kalender är på väg till er e-post. Välkommen att boka en ny tid när det passar.",
    en: "A cancellation for your calendar is on its way by email. You are welcome to book a new time whenever it suits you.",
  },
  movedTitle: {
    sv: "Samtalet är flyttat",
    en: "Your call has been moved",
  },
  linkInvalid: {
    sv: "Länken fungerar inte längre. Boka gärna en ny tid.",
    en: "This link no longer works. You are welcome to book a new time.",
  },
  notLive: {
    sv: "Det här samtalet är redan avbokat.",
    en: "This call has already been cancelled.",
  },
  failed: {
    sv: "Det gick inte att boka. Försök igen, eller välj en tid på bokningssidan.",
    en: "The booking did not go through. Please try again, or pick a time on the booking page.",
  },
  change: {
    sv: "Byt tid",
    en: "Change time",
  },
  more: {
    sv: "Fler tider",
    en: "More times",
  },
  meetingLegend: {
    sv: "Video eller telefon?",
    en: "Video or phone?",
  },
  meetingVideo: {
    sv: "Videosamtal – vi skickar en länk",
    en: "Video call – we send you a link",
  },
  meetingPhone: {
    sv: "Telefonsamtal – vi ringer upp",
    en: "Phone call – we call you",
  },
  phoneField: {
    sv: "Telefonnummer",
    en: "Phone number",
  },
  aboutLabel: {
    sv: "Angående",
    en: "About",
  },
  aboutRemove: {
    sv: "Ta bort",
    en: "Remove",
  },
  videoLater: {
    sv: "Videosamtal: vi skickar länken med e-post före samtalet",
    en: "Video call: we email you the link before the call",
  },
  phoneLocation: {
    sv: "Vi ringer er på {phone}",
    en: "We call you on {phone}",
  },
  whenLabel: {
    sv: "När",
    en: "When",
  },
  whereLabel: {
    sv: "Var",
    en: "Where",
  },
  meetLabel: {
    sv: "Ni pratar med",
    en: "You will speak to",
  },
  host: {
    sv: "Johan Ekström, vd",
    en: "Johan Ekström, CEO",
  },
  addToCalendar: {
    sv: "Lägg till i kalendern",
    en: "Add to calendar",
  },
  manageLink: {
    sv: "Flytta eller avboka",
    en: "Move or cancel",
  },
  cancelAsk: {
    sv: "Vill ni avboka samtalet?",
    en: "Cancel the call?",
  },
  cancelReason: {
    sv: "Varför? Frivilligt, men det hjälper oss.",
    en: "Why? Optional, but it helps us.",
  },
  cancelConfirm: {
    sv: "Ja, avboka samtalet",
    en: "Yes, cancel the call",
  },
  keepCall: {
    sv: "Nej, behåll samtalet",
    en: "No, keep the call",
  },
  cutoffText: {
    sv: "Det är snart dags för samtalet, så det går inte längre att flytta eller avboka här. Skriv till {email} eller ring {phone}, så löser vi det.",
    en: "Your call starts soon, so it can no longer be moved or cancelled here. Write to {email} or call {phone} and we will sort it out.",
  },
  mail: {
    summary: {
      sv: "Kostnadsfritt samtal med {brand}",
      en: "Free call with {brand}",
    },
    subject: {
      sv: "Bokat: kostnadsfritt samtal {when}",
      en: "Booked: free call on {when}",
    },
    text: {
      sv: "Hej!\n\nErt kostnadsfria samtal med {brand} är bokat till {when}. Kalenderinbjudan är bifogad.\n\nVar: {location}\n\nVill ni flytta eller avboka samtalet? Använd den här länken:\n{manageUrl}\n\nFrågor före samtalet: {email}, {phone}.\n\nNi får det här meddelandet för att ett samtal bokades på {host} med er e-postadress. Var det inte ni, kan ni avboka med länken ovan.\n\nVänliga hälsningar\n{brand}",
      en: "Hello,\n\nYour free call with {brand} is booked for {when}. The calendar invitation is attached.\n\nWhere: {location}\n\nNeed to move or cancel the call? Use this link:\n{manageUrl}\n\nQuestions before the call: {email}, {phone}.\n\nYou are receiving this email because a call was booked on {host} with your address. If that was not you, cancel it with the link above.\n\nKind regards\n{brand}",
    },
    cancelSubject: {
      sv: "Avbokat: kostnadsfritt samtal {when}",
      en: "Cancelled: free call on {when}",
    },
    cancelText: {
      sv: "Hej!\n\nErt samtal som var bokat till {when} är avbokat. En avbokning för er kalender är bifogad.\n\nVill ni boka en ny tid? {bookUrl}\n\nVänliga hälsningar\n{brand}",
      en: "Hello,\n\nYour call on {when} has been cancelled. A cancellation for your calendar is attached.\n\nWould you like to book a new time? {bookUrl}\n\nKind regards\n{brand}",
    },
    reminderSubject: {
      sv: "Påminnelse: kostnadsfritt samtal {when}",
      en: "Reminder: free call on {when}",
    },
    reminderText: {
      sv: "Hej!\n\nEn påminnelse: ert kostnadsfria samtal med {brand} är bokat till {when}.\n\nVar: {location}\n\nBehöver ni flytta eller avboka? Använd den här länken:\n{manageUrl}\n\nFrågor före samtalet: {email}, {phone}.\n\nVänliga hälsningar\n{brand}",
      en: "Hello,\n\nA reminder: your free call with {brand} is on {when}.\n\nWhere: {location}\n\nNeed to move or cancel? Use this link:\n{manageUrl}\n\nQuestions before the call: {email}, {phone}.\n\nKind regards\n{brand}",
    },
  },
};

/** The words in code, each function filling its text's `{placeholders}` (the tests and the e2e read them). */
function copyOf(texts: BookingTexts): BookingCopy {
  const fill = (text: string, values: Record<string, string>) => fillText(text, values, NO_FACTS);
  return {
    ...texts,
    yourTime: (zone) => fill(texts.yourTime, { zone }),
    confirmedText: (when) => fill(texts.confirmedText, { when }),
    manageText: (when) => fill(texts.manageText, { when }),
    phoneLocation: (phone) => fill(texts.phoneLocation, { phone }),
    cutoffText: (values) => fill(texts.cutoffText, values),
    mail: {
      summary: fill(texts.mail.summary, { brand: site.brand }),
      subject: (when) => fill(texts.mail.subject, { when }),
      text: (values) => fill(texts.mail.text, values),
      cancelSubject: (when) => fill(texts.mail.cancelSubject, { when }),
      cancelText: (values) => fill(texts.mail.cancelText, values),
      reminderSubject: (when) => fill(texts.mail.reminderSubject, { when }),
      reminderText: (values) => fill(texts.mail.reminderText, values),
    },
  };
}
const NO_FACTS: ReadonlyMap<string, string> = new Map();

/** The seed's words, and the build's: what the pages show until a `booking` document is published. */
export const bookingTexts: Localized<BookingTexts> = /* @__PURE__ */ bothLanguages<BookingTexts>(bookingDocument);

/** The words in code, with functions for the texts that take placeholders. */
export const bookingCopy: Localized<BookingCopy> = { sv: copyOf(bookingTexts.sv), en: copyOf(bookingTexts.en) };

/**
 * The contact section's booking words, the island's as plain strings (they travel as its JSON
 * props; `{zone}` and `{when}` are filled in the browser), from the published document's texts.
 */
export function pickerCopyOf(copy: BookingTexts) {
  return {
    heading: copy.heading,
    intro: copy.intro,
    open: copy.open,
    pickTime: copy.pickTime,
    swedishTime: copy.swedishTime,
    yourTime: copy.yourTime,
    noSlots: copy.noSlots,
    name: copy.name,
    email: copy.email,
    company: copy.company,
    optional: copy.optional,
    note: copy.note,
    confirm: copy.confirm,
    privacy: copy.privacy,
    privacyLink: copy.privacyLink,
    taken: copy.taken,
    confirmed: copy.confirmedText,
    confirmedEmail: copy.confirmedEmail,
    failed: copy.failed,
    change: copy.change,
    more: copy.more,
    meetingLegend: copy.meetingLegend,
    meetingVideo: copy.meetingVideo,
    meetingPhone: copy.meetingPhone,
    phone: copy.phoneField,
    aboutLabel: copy.aboutLabel,
    aboutRemove: copy.aboutRemove,
    confirmedTitle: copy.confirmedTitle,
    whenLabel: copy.whenLabel,
    whereLabel: copy.whereLabel,
    meetLabel: copy.meetLabel,
    host: copy.host,
    addToCalendar: copy.addToCalendar,
    manageLink: copy.manageLink,
  };
}

/** The island's words as the build writes them (the content tests read them). */
export function bookingPickerCopy(lang: "sv" | "en") {
  return pickerCopyOf(bookingTexts[lang]);
}
