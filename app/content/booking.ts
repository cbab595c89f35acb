import { houseClock } from "~/i18n/clock";
import type { Localized } from "~/i18n/lang";
import { facts } from "~/content/facts";
import { site } from "~/config/site";

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

export const bookingCopy: Localized<BookingCopy> = {
  sv: {
    heading: "Boka ett kostnadsfritt samtal",
    intro: "Välj en tid för ett kostnadsfritt samtal på 30 minuter, på video eller per telefon. Ni bestämmer vad vi pratar om.",
    open: "Välj en tid för ett kostnadsfritt samtal på 30 minuter",
    pageTitle: "Välj en tid för ett kostnadsfritt samtal på 30 minuter",
    pickTime: "Välj en tid",
    swedishTime: "svensk tid",
    yourTime: (zone) => `Tiderna visas i er tidszon (${zone}), med svensk tid bredvid.`,
    noSlots: "Det finns inga lediga tider de närmaste två veckorna. Skicka ett meddelande i stället, så hittar vi en tid.",
    details: "Era uppgifter",
    name: "Namn",
    email: "E-post",
    company: "Företag",
    optional: "valfritt",
    note: "Vad vill ni prata om?",
    notePlaceholder: "Några rader räcker",
    confirm: "Boka samtalet",
    privacy: `Vi använder uppgifterna för att förbereda och hålla samtalet och raderar dem ${facts.sv.timeline.enquiryRetention} efter den bokade tiden.`,
    privacyLink: "Integritetspolicy",
    checkTitle: "Kontrollera bokningen",
    chooseSlot: "Välj en av de lediga tiderna.",
    taken: "Tiden hann bokas av någon annan. Välj en annan tid – det du skrev finns kvar.",
    nextFree: "Närmaste lediga tider",
    confirmedTitle: "Samtalet är bokat",
    confirmedText: (when) => `Samtalet är bokat ${when}.`,
    confirmedEmail:
      "En bekräftelse med en kalenderinbjudan är på väg till er e-post. Där finns också en länk för att flytta eller avboka.",
    backHome: "Till startsidan",
    manageTitle: "Ditt bokade samtal",
    manageText: (when) => `Samtalet är bokat ${when}.`,
    cancel: "Avboka samtalet",
    move: "Flytta till den här tiden",
    moveIntro: "Passar en annan tid bättre? Välj en ny:",
    cancelledTitle: "Samtalet är avbokat",
    cancelledText: "Ni får en avbokning till er kalender via e-post. Välkommen att boka en ny tid när det passar.",
    movedTitle: "Samtalet är flyttat",
    linkInvalid: "Länken fungerar inte längre. Boka gärna en ny tid.",
    notLive: "Det här samtalet är redan avbokat.",
    failed: "Det gick inte att boka. Försök igen, eller välj en tid på bokningssidan.",
    change: "Byt tid",
    more: "Fler tider",
    meetingLegend: "Hur vill ni ha samtalet?",
    meetingVideo: "Videosamtal",
    meetingPhone: "Ring mig i stället",
    phoneField: "Telefonnummer",
    aboutLabel: "Angående",
    aboutRemove: "Ta bort",
    videoLater: "Videosamtal: vi skickar länken med e-post före samtalet",
    phoneLocation: (phone) => `Vi ringer er på ${phone}`,
    whenLabel: "När",
    whereLabel: "Var",
    meetLabel: "Ni träffar",
    host: "Johan Ekström, vd",
    addToCalendar: "Lägg till i kalendern",
    manageLink: "Flytta eller avboka",
    cancelAsk: "Vill ni avboka samtalet?",
    cancelReason: "Varför? Frivilligt, men det hjälper oss.",
    cancelConfirm: "Ja, avboka samtalet",
    keepCall: "Nej, behåll samtalet",
    cutoffText: ({ email, phone }) =>
      `Det är snart dags för samtalet, så det går inte längre att flytta eller avboka här. Skriv till ${email} eller ring ${phone}, så löser vi det.`,
    mail: {
      summary: "Kostnadsfritt samtal med Nordlegend",
      subject: (when) => `Bokat: kostnadsfritt samtal ${when}`,
      text: ({ when, location, manageUrl, brand, phone, email, host }) =>
        [
          "Hej!",
          "",
          `Ert kostnadsfria samtal med ${brand} är bokat ${when}. Kalenderinbjudan finns i det här meddelandet.`,
          "",
          `Var: ${location}`,
          "",
          "Vill ni flytta eller avboka samtalet? Använd den här länken:",
          manageUrl,
          "",
          `Frågor före samtalet: ${email}, ${phone}.`,
          "",
          `Ni får det här meddelandet för att ett samtal bokades på ${host} med er e-postadress. Var det inte ni, kan ni avboka med länken ovan.`,
          "",
          "Vänliga hälsningar",
          brand,
        ].join("\n"),
      cancelSubject: (when) => `Avbokat: kostnadsfritt samtal ${when}`,
      cancelText: ({ when, bookUrl, brand }) =>
        [
          "Hej!",
          "",
          `Samtalet ${when} är avbokat. Avbokningen finns i det här meddelandet, så att er kalender tar bort tiden.`,
          "",
          `Vill ni boka en ny tid? ${bookUrl}`,
          "",
          "Vänliga hälsningar",
          brand,
        ].join("\n"),
      reminderSubject: (when) => `Påminnelse: kostnadsfritt samtal ${when}`,
      reminderText: ({ when, location, manageUrl, brand, phone, email }) =>
        [
          "Hej!",
          "",
          `En påminnelse: ert kostnadsfria samtal med ${brand} är ${when}.`,
          "",
          `Var: ${location}`,
          "",
          "Behöver ni flytta eller avboka? Använd den här länken:",
          manageUrl,
          "",
          `Frågor före samtalet: ${email}, ${phone}.`,
          "",
          "Vänliga hälsningar",
          brand,
        ].join("\n"),
    },
  },
  en: {
    heading: "Book a free call",
    intro: "Pick a time for a free 30-minute call, by video or by phone. You decide what we talk about.",
    open: "Pick a time for a free 30-minute call",
    pageTitle: "Pick a time for a free 30-minute call",
    pickTime: "Pick a time",
    swedishTime: "Swedish time",
    yourTime: (zone) => `Times are shown in your time zone (${zone}), with Swedish time beside them.`,
    noSlots: "There are no free times in the next two weeks. Send us a message instead and we will find a time.",
    details: "Your details",
    name: "Name",
    email: "Email",
    company: "Company",
    optional: "optional",
    note: "What would you like to talk about?",
    notePlaceholder: "A few lines are enough",
    confirm: "Book the call",
    privacy: `We use your details to prepare and hold the call, and delete them ${facts.en.timeline.enquiryRetention} after the booked time.`,
    privacyLink: "Privacy policy",
    checkTitle: "Please check the booking",
    chooseSlot: "Pick one of the free times.",
    taken: "Someone else booked that time a moment ago. Pick another time; what you typed is still here.",
    nextFree: "The next free times",
    confirmedTitle: "Your call is booked",
    confirmedText: (when) => `Your call is booked for ${when}.`,
    confirmedEmail:
      "A confirmation with a calendar invitation is on its way to your email. It also has a link to move or cancel the call.",
    backHome: "To the home page",
    manageTitle: "Your booked call",
    manageText: (when) => `Your call is booked for ${when}.`,
    cancel: "Cancel the call",
    move: "Move to this time",
    moveIntro: "Would another time suit you better? Pick a new one:",
    cancelledTitle: "Your call has been cancelled",
    cancelledText:
      "A cancellation for your calendar is on its way by email. You are welcome to book a new time whenever it suits you.",
    movedTitle: "Your call has been moved",
    linkInvalid: "This link no longer works. You are welcome to book a new time.",
    notLive: "This call has already been cancelled.",
    failed: "The booking did not go through. Please try again, or pick a time on the booking page.",
    change: "Change time",
    more: "More times",
    meetingLegend: "How would you like the call?",
    meetingVideo: "Video call",
    meetingPhone: "Phone me instead",
    phoneField: "Phone number",
    aboutLabel: "About",
    aboutRemove: "Remove",
    videoLater: "Video call: we email you the link before the call",
    phoneLocation: (phone) => `We call you on ${phone}`,
    whenLabel: "When",
    whereLabel: "Where",
    meetLabel: "You will meet",
    host: "Johan Ekström, CEO",
    addToCalendar: "Add to calendar",
    manageLink: "Move or cancel",
    cancelAsk: "Cancel the call?",
    cancelReason: "Why? Optional, but it helps us.",
    cancelConfirm: "Yes, cancel the call",
    keepCall: "No, keep the call",
    cutoffText: ({ email, phone }) =>
      `The call is soon, so it can no longer be moved or cancelled here. Write to ${email} or call ${phone} and we will sort it out.`,
    mail: {
      summary: "Free call with Nordlegend",
      subject: (when) => `Booked: free call on ${when}`,
      text: ({ when, location, manageUrl, brand, phone, email, host }) =>
        [
          "Hello,",
          "",
          `Your free call with ${brand} is booked for ${when}. The calendar invitation is in this email.`,
          "",
          `Where: ${location}`,
          "",
          "Need to move or cancel the call? Use this link:",
          manageUrl,
          "",
          `Questions before the call: ${email}, ${phone}.`,
          "",
          `You are receiving this email because a call was booked on ${host} with your address. If that was not you, cancel it with the link above.`,
          "",
          "Kind regards",
          brand,
        ].join("\n"),
      cancelSubject: (when) => `Cancelled: free call on ${when}`,
      cancelText: ({ when, bookUrl, brand }) =>
        [
          "Hello,",
          "",
          `The call on ${when} has been cancelled. The cancellation is in this email, so your calendar removes it.`,
          "",
          `Would you like to book a new time? ${bookUrl}`,
          "",
          "Kind regards",
          brand,
        ].join("\n"),
      reminderSubject: (when) => `Reminder: free call on ${when}`,
      reminderText: ({ when, location, manageUrl, brand, phone, email }) =>
        [
          "Hello,",
          "",
          `A reminder: your free call with ${brand} is on ${when}.`,
          "",
          `Where: ${location}`,
          "",
          "Need to move or cancel? Use this link:",
          manageUrl,
          "",
          `Questions before the call: ${email}, ${phone}.`,
          "",
          "Kind regards",
          brand,
        ].join("\n"),
    },
  },
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

const MAIL_PLACEHOLDERS: MailValues = {
  when: "{when}",
  location: "{location}",
  manageUrl: "{manageUrl}",
  brand: "{brand}",
  phone: "{phone}",
  email: "{email}",
  host: "{host}",
};

function textsOf(copy: BookingCopy): BookingTexts {
  const when = "{when}";
  return {
    ...copy,
    yourTime: copy.yourTime("{zone}"),
    confirmedText: copy.confirmedText(when),
    manageText: copy.manageText(when),
    phoneLocation: copy.phoneLocation("{phone}"),
    cutoffText: copy.cutoffText({ email: "{email}", phone: "{phone}" }),
    mail: {
      // The invitation's title names the brand as the emails do.
      summary: copy.mail.summary.replaceAll(site.brand, "{brand}"),
      subject: copy.mail.subject(when),
      text: copy.mail.text(MAIL_PLACEHOLDERS),
      cancelSubject: copy.mail.cancelSubject(when),
      cancelText: copy.mail.cancelText({ when, bookUrl: "{bookUrl}", brand: "{brand}" }),
      reminderSubject: copy.mail.reminderSubject(when),
      reminderText: copy.mail.reminderText(MAIL_PLACEHOLDERS),
    },
  };
}

/** The seed's words, and the build's: what the pages show until a `booking` document is published. */
export const bookingTexts: Localized<BookingTexts> = { sv: textsOf(bookingCopy.sv), en: textsOf(bookingCopy.en) };

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
