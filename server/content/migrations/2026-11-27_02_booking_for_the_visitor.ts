/**
 * Content migration "2026-11-27_02_booking_for_the_visitor" (docs/decisions/029-booking-for-the-visitor.md),
 * frozen once shipped: its texts are written out here, never read from today's seed.
 * - booking: the new words (how and where the call happens, the summary card, the confirm
 *   step, the cut-off, the reminder email) added where missing; the texts the seed wrote with
 *   "du" become "ni" only where they are still exactly the seed's (an owner's edit stays); the
 *   visitor's email gains its "where" line ({location}) where the owner's text lacks it.
 * - interface: the header's "Book a call" added where missing.
 * - service/ai-agents: the closing button added where the page has none.
 * - privacy: what a booking stores now names the call's kind, the phone number, the service and
 *   a cancellation's reason, in the seed's sentence wherever it still stands as seeded.
 */
import type { ContentMigration } from "../migrations";

type Local = { sv: string; en: string };
type Swap = Partial<Record<"sv" | "en", { from: readonly string[]; to: string }>>;

const ADDED: Record<string, Local> = {
  meetingLegend: {
    sv: "Hur vill ni ha samtalet?",
    en: "How would you like the call?",
  },
  meetingVideo: {
    sv: "Videosamtal",
    en: "Video call",
  },
  meetingPhone: {
    sv: "Ring mig i stället",
    en: "Phone me instead",
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
    sv: "Ni träffar",
    en: "You will meet",
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
    en: "The call is soon, so it can no longer be moved or cancelled here. Write to {email} or call {phone} and we will sort it out.",
  },
};

const ADDED_MAIL: Record<string, Local> = {
  reminderSubject: {
    sv: "Påminnelse: kostnadsfritt samtal {when}",
    en: "Reminder: free call on {when}",
  },
  reminderText: {
    sv: "Hej!\n\nEn påminnelse: ert kostnadsfria samtal med {brand} är {when}.\n\nVar: {location}\n\nBehöver ni flytta eller avboka? Använd den här länken:\n{manageUrl}\n\nFrågor före samtalet: {email}, {phone}.\n\nVänliga hälsningar\n{brand}",
    en: "Hello,\n\nA reminder: your free call with {brand} is on {when}.\n\nWhere: {location}\n\nNeed to move or cancel? Use this link:\n{manageUrl}\n\nQuestions before the call: {email}, {phone}.\n\nKind regards\n{brand}",
  },
};

/**
 * Seed texts that said "du" (and their first "ni" wording, seeded for a short while before this
 * migration), and the intro that sent a phone number to the note: replaced only while still
 * exactly as seeded.
 */
const NI: Record<string, Swap> = {
  intro: {
    sv: {
      from: [
        "Välj en tid för ett kostnadsfritt samtal på 30 minuter. Vi skickar en videolänk före samtalet. Vill du hellre att vi ringer? Skriv ditt telefonnummer i rutan ”Vad vill du prata om?” nedan, så ringer vi upp.",
        "Samtalet tar 30 minuter och kostar ingenting. Vi skickar en videolänk före samtalet. Vill ni hellre att vi ringer? Skriv ert telefonnummer i rutan ”Vad vill ni prata om?”, så ringer vi upp.",
      ],
      to: "Samtalet tar 30 minuter och kostar ingenting, på video eller per telefon. Ni bestämmer vad vi pratar om.",
    },
    en: {
      from: [
        "Pick a time for a free 30-minute call. We send you a video link before the call. Would you rather we phoned you? Write your phone number in the box “What would you like to talk about?” below, and we will call you.",
      ],
      to: "Pick a time for a free 30-minute call, by video or by phone. You decide what we talk about.",
    },
  },
  yourTime: {
    sv: {
      from: ["Tiderna visas i din tidszon ({zone}), med svensk tid bredvid."],
      to: "Tiderna visas i er tidszon ({zone}), med svensk tid bredvid.",
    },
  },
  details: {
    sv: {
      from: ["Dina uppgifter"],
      to: "Era uppgifter",
    },
  },
  note: {
    sv: {
      from: ["Vad vill du prata om?"],
      to: "Vad vill ni prata om?",
    },
  },
  taken: {
    sv: {
      from: ["Tiden hann bokas av någon annan. Välj en annan tid – det du skrev finns kvar."],
      to: "Tiden hann bokas av någon annan. Välj en annan tid – det ni skrev finns kvar.",
    },
  },
  confirmedEmail: {
    sv: {
      from: [
        "En bekräftelse med en kalenderinbjudan är på väg till din e-post. Där finns också en länk för att flytta eller avboka.",
      ],
      to: "En bekräftelse med en kalenderinbjudan är på väg till er e-post. Där finns också en länk för att flytta eller avboka.",
    },
  },
  manageTitle: {
    sv: {
      from: ["Ditt bokade samtal"],
      to: "Ert bokade samtal",
    },
  },
  moveIntro: {
    sv: {
      from: ["Vill du hellre ha en annan tid? Välj en ny:"],
      to: "Vill ni byta tid? Välj en ny tid.",
    },
  },
  cancelledText: {
    sv: {
      from: ["Du får en avbokning till din kalender via e-post. Välkommen att boka en ny tid när det passar."],
      to: "Vi har skickat en avbokning till er e-post, så att tiden försvinner ur kalendern. Välkommen att boka en ny tid när det passar.",
    },
  },
};

const NI_MAIL: Record<string, Swap> = {
  text: {
    sv: {
      from: [
        "Hej!\n\nDitt kostnadsfria samtal med {brand} är bokat {when}. Kalenderinbjudan finns i det här meddelandet.\n\nVill du flytta eller avboka samtalet? Använd den här länken:\n{manageUrl}\n\nFrågor före samtalet: {email}, {phone}.\n\nDu får det här meddelandet för att ett samtal bokades på {host} med din e-postadress. Var det inte du, kan du avboka med länken ovan.\n\nVänliga hälsningar\n{brand}",
        "Hej!\n\nErt kostnadsfria samtal med {brand} är bokat {when}. Kalenderinbjudan finns i det här meddelandet.\n\nVill ni flytta eller avboka samtalet? Använd den här länken:\n{manageUrl}\n\nFrågor före samtalet: {email}, {phone}.\n\nNi får det här meddelandet för att ett samtal bokades på {host} med er e-postadress. Var det inte ni, kan ni avboka med länken ovan.\n\nVänliga hälsningar\n{brand}",
      ],
      to: "Hej!\n\nErt kostnadsfria samtal med {brand} är bokat {when}. Kalenderinbjudan finns i det här meddelandet.\n\nVar: {location}\n\nVill ni flytta eller avboka samtalet? Använd den här länken:\n{manageUrl}\n\nFrågor före samtalet: {email}, {phone}.\n\nNi får det här meddelandet för att ett samtal bokades på {host} med er e-postadress. Var det inte ni, kan ni avboka med länken ovan.\n\nVänliga hälsningar\n{brand}",
    },
    en: {
      from: [
        "Hello,\n\nYour free call with {brand} is booked for {when}. The calendar invitation is in this email.\n\nNeed to move or cancel the call? Use this link:\n{manageUrl}\n\nQuestions before the call: {email}, {phone}.\n\nYou are receiving this email because a call was booked on {host} with your address. If that was not you, cancel it with the link above.\n\nKind regards\n{brand}",
      ],
      to: "Hello,\n\nYour free call with {brand} is booked for {when}. The calendar invitation is in this email.\n\nWhere: {location}\n\nNeed to move or cancel the call? Use this link:\n{manageUrl}\n\nQuestions before the call: {email}, {phone}.\n\nYou are receiving this email because a call was booked on {host} with your address. If that was not you, cancel it with the link above.\n\nKind regards\n{brand}",
    },
  },
  cancelText: {
    sv: {
      from: [
        "Hej!\n\nSamtalet {when} är avbokat. Avbokningen finns i det här meddelandet, så att din kalender tar bort tiden.\n\nVill du boka en ny tid? {bookUrl}\n\nVänliga hälsningar\n{brand}",
      ],
      to: "Hej!\n\nSamtalet {when} är avbokat. Avbokningen finns i det här meddelandet, så att er kalender tar bort tiden.\n\nVill ni boka en ny tid? {bookUrl}\n\nVänliga hälsningar\n{brand}",
    },
  },
};

/** The "where" line an edited confirmation email gets, after its paragraph with the time. */
const WHERE_LINE: Local = { sv: "Var: {location}", en: "Where: {location}" };

const BOOK_CALL: Local = { sv: "Boka samtal", en: "Book a call" };
const AI_AGENTS_BUTTON: Local = { sv: "Boka ett samtal om AI-agenter", en: "Book a call about AI agents" };

/** The privacy policy's words on what a booking stores: old phrase, new phrase. */
const PRIVACY: Record<"sv" | "en", { from: string; to: string }> = {
  sv: {
    from: "det du skrev om vad du vill prata om (med ditt telefonnummer, om du angav det där)",
    to: "om samtalet ska ske på video eller per telefon, ditt telefonnummer om du bad oss ringa, vilken tjänst du bokade från (om du kom från en tjänstesida), det du skrev om vad du vill prata om och, om du avbokar, skälet om du angav ett",
  },
  en: {
    from: "what you wrote about the topic (with your phone number, if you gave it there)",
    to: "whether the call is by video or by phone, your phone number if you asked us to call you, the service you booked from (if you came from a service page), what you wrote about the topic and, if you cancel, the reason if you gave one",
  },
};

/** Every { sv, en } text of a document, wherever it sits, with the phrase replaced. */
function privacyUpdated(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(privacyUpdated);
  if (!isObject(node)) return node;
  if (typeof node.sv === "string" && typeof node.en === "string") {
    return {
      ...node,
      sv: node.sv.replace(PRIVACY.sv.from, PRIVACY.sv.to),
      en: node.en.replace(PRIVACY.en.from, PRIVACY.en.to),
    };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, privacyUpdated(value)]));
}

type Node = Record<string, unknown>;
function isObject(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function swap(node: Node, key: string, change: Swap): void {
  const local = node[key];
  if (!isObject(local)) return;
  for (const lang of ["sv", "en"] as const) {
    const entry = change[lang];
    if (entry && typeof local[lang] === "string" && entry.from.includes(local[lang])) local[lang] = entry.to;
  }
}

/** Inserts the "where" line after the first paragraph that names the time, or at the end. */
export function withWhereLine(text: string, line: string): string {
  if (text.includes("{location}")) return text;
  const paragraphs = text.split("\n\n");
  const at = paragraphs.findIndex((paragraph) => paragraph.includes("{when}"));
  paragraphs.splice(at === -1 ? paragraphs.length : at + 1, 0, line);
  return paragraphs.join("\n\n");
}

export const bookingForTheVisitor: ContentMigration = {
  kinds: ["booking", "interface", "service", "legal"],
  up(body, document) {
    if (!isObject(body)) return body;
    if (document === "privacy") return privacyUpdated(body);
    if (document === "booking") {
      for (const [key, value] of Object.entries(ADDED)) if (!(key in body)) body[key] = { ...value };
      for (const [key, change] of Object.entries(NI)) swap(body, key, change);
      const mail = body.mail;
      if (isObject(mail)) {
        for (const [key, value] of Object.entries(ADDED_MAIL)) if (!(key in mail)) mail[key] = { ...value };
        for (const [key, change] of Object.entries(NI_MAIL)) swap(mail, key, change);
        const text = mail.text;
        if (isObject(text)) {
          for (const lang of ["sv", "en"] as const) {
            if (typeof text[lang] === "string") text[lang] = withWhereLine(text[lang], WHERE_LINE[lang]);
          }
        }
      }
    } else if (document === "interface") {
      const ui = body.ui;
      if (isObject(ui) && !("bookCall" in ui)) ui.bookCall = { ...BOOK_CALL };
    } else if (document === "service/ai-agents") {
      const cta = body.cta;
      if (isObject(cta) && !("button" in cta)) cta.button = { ...AI_AGENTS_BUTTON };
    }
    return body;
  },
};
