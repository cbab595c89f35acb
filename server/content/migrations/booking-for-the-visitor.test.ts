import { describe, expect, it } from "vitest";
import { validateDocument } from "~/content/model/documents";
import { seedDocuments } from "../seed";
import { bookingForTheVisitor, withWhereLine } from "./2026-11-27_02_booking_for_the_visitor";

/** The content migration of docs/decisions/029-booking-for-the-visitor.md on documents stored before it. */

type Local = { sv: string; en: string };
type Doc = Record<string, unknown> & { mail: Record<string, Local> };
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const NEW_KEYS = ["meetingLegend", "phoneField", "host", "cancelAsk", "cutoffText", "phoneLocation"];

/**
 * The words the frozen migration adds as they stood in its day, which the seed has since reworded
 * (decision 031, ninth reader, N47, N48, N50): copy only, so an owner's stored copy stays theirs.
 */
const ADDED_THEN: Record<string, Local> = {
  meetingLegend: { sv: "Hur vill ni ha samtalet?", en: "How would you like the call?" },
  meetingVideo: { sv: "Videosamtal", en: "Video call" },
  meetingPhone: { sv: "Ring mig i stället", en: "Phone me instead" },
  cutoffText: {
    sv: "Det är snart dags för samtalet, så det går inte längre att flytta eller avboka här. Skriv till {email} eller ring {phone}, så löser vi det.",
    en: "The call is soon, so it can no longer be moved or cancelled here. Write to {email} or call {phone} and we will sort it out.",
  },
};
const REMINDER_THEN: Local = {
  sv: "Hej!\n\nEn påminnelse: ert kostnadsfria samtal med {brand} är {when}.\n\nVar: {location}\n\nBehöver ni flytta eller avboka? Använd den här länken:\n{manageUrl}\n\nFrågor före samtalet: {email}, {phone}.\n\nVänliga hälsningar\n{brand}",
  en: "Hello,\n\nA reminder: your free call with {brand} is on {when}.\n\nWhere: {location}\n\nNeed to move or cancel? Use this link:\n{manageUrl}\n\nQuestions before the call: {email}, {phone}.\n\nKind regards\n{brand}",
};

/** Today's seed as it was stored before the migration: without the new texts, with the "du" texts. */
function storedBefore(): Doc {
  const booking = copyOf(seedDocuments().get("booking")) as Doc;
  for (const key of [...NEW_KEYS, "meetingVideo", "meetingPhone", "aboutLabel", "aboutRemove", "videoLater"]) delete booking[key];
  for (const key of [
    "whenLabel",
    "whereLabel",
    "meetLabel",
    "addToCalendar",
    "manageLink",
    "cancelReason",
    "cancelConfirm",
    "keepCall",
  ])
    delete booking[key];
  delete booking.mail.reminderSubject;
  delete booking.mail.reminderText;
  (booking.note as Local).sv = "Vad vill du prata om?";
  (booking.details as Local).sv = "Dina uppgifter";
  return booking;
}

describe("content migration 2026-11-27_02_booking_for_the_visitor", () => {
  it("adds the new words, turns the seed's 'du' into 'ni' only where untouched, and gives an edited email its 'where' line", () => {
    const before = storedBefore();
    // The owner edited one "du" text and the email.
    (before.details as Local).sv = "Era egna uppgifter";
    before.mail.text = { sv: "Hej!\n\nSamtalet är {when}.\n\n{manageUrl}", en: "Hi, the call is at {when}." };
    const after = bookingForTheVisitor.up(copyOf(before), "booking") as Doc;
    const seed = seedDocuments().get("booking") as Doc;
    for (const key of NEW_KEYS) expect(after[key], key).toEqual(ADDED_THEN[key] ?? seed[key]);
    expect(after.mail.reminderText).toEqual(REMINDER_THEN);
    expect((after.note as Local).sv).toBe("Vad vill ni prata om?");
    expect((after.details as Local).sv).toBe("Era egna uppgifter");
    expect(after.mail.text).toEqual({
      sv: "Hej!\n\nSamtalet är {when}.\n\nVar: {location}\n\n{manageUrl}",
      en: "Hi, the call is at {when}.\n\nWhere: {location}",
    });
    expect(validateDocument("booking", after)).toMatchObject({ ok: true });
    // Run twice, nothing changes.
    expect(bookingForTheVisitor.up(copyOf(after), "booking")).toEqual(after);
  });

  it("a stored document still exactly the seed's becomes today's seed", () => {
    const seed = seedDocuments().get("booking") as Doc;
    const before = storedBefore();
    // The email as seeded before the "where" line.
    before.mail.text = {
      sv: (seed.mail.text as Local).sv.replace("Var: {location}\n\n", ""),
      en: (seed.mail.text as Local).en.replace("Where: {location}\n\n", ""),
    };
    const after = bookingForTheVisitor.up(copyOf(before), "booking") as Doc;
    expect(after.mail.text).toEqual(seed.mail.text);
    // The seed has since said "Ni pratar med" / "You will speak to" (decision 031, eighth reader, D11):
    // the frozen migration adds the label as it stood then, and an owner's stored copy stays theirs.
    expect(after).toEqual({
      ...seed,
      ...ADDED_THEN,
      mail: { ...seed.mail, reminderText: REMINDER_THEN },
      meetLabel: { sv: "Ni träffar", en: "You will meet" },
    });
  });

  it("adds the header's 'Book a call' and the AI agents page's closing button where missing, never over an edit", () => {
    const shared = copyOf(seedDocuments().get("interface")) as { ui: Record<string, unknown> };
    delete shared.ui.bookCall;
    expect((bookingForTheVisitor.up(copyOf(shared), "interface") as typeof shared).ui.bookCall).toEqual({
      sv: "Boka samtal",
      en: "Book a call",
    });
    shared.ui.bookCall = { sv: "Ring oss", en: "Call us" };
    expect((bookingForTheVisitor.up(copyOf(shared), "interface") as typeof shared).ui.bookCall).toEqual({
      sv: "Ring oss",
      en: "Call us",
    });

    const page = copyOf(seedDocuments().get("service/ai-agents")) as { cta: Record<string, unknown> };
    delete page.cta.button;
    const migrated = bookingForTheVisitor.up(copyOf(page), "service/ai-agents") as typeof page;
    expect(migrated.cta.button).toEqual({ sv: "Boka ett samtal om AI-agenter", en: "Book a call about AI agents" });
    expect(validateDocument("service/ai-agents", migrated)).toMatchObject({ ok: true });
    // Another page is left as it is.
    const other = copyOf(seedDocuments().get("service/saas-development"));
    expect(bookingForTheVisitor.up(copyOf(other), "service/saas-development")).toEqual(other);
  });

  it("the privacy policy names what a booking now keeps, where the seed's sentence still stands", () => {
    // The seed has since listed a booking's data as bullets (decision 031, cold review 3, G6), so the
    // frozen migration is shown on the sentence as it stood then, inside a policy-shaped document.
    const sentence = (what: { sv: string; en: string }) => ({
      sv: `Bokar du ett kostnadsfritt samtal sparar vi tiden du valde, ditt namn, din e-postadress, företaget och ${what.sv}, sidans språk.`,
      en: `When you book a free call we store the time you chose, your name, your email address, your company and ${what.en}, the page’s language.`,
    });
    const policy = (what: { sv: string; en: string }) => ({ sections: [{ id: "booking", blocks: [{ text: sentence(what) }] }] });
    const before = policy({
      sv: "det du skrev om vad du vill prata om (med ditt telefonnummer, om du angav det där)",
      en: "what you wrote about the topic (with your phone number, if you gave it there)",
    });
    const after = policy({
      sv: "om samtalet ska ske på video eller per telefon, ditt telefonnummer om du bad oss ringa, vilken tjänst du bokade från (om du kom från en tjänstesida), det du skrev om vad du vill prata om och, om du avbokar, skälet om du angav ett",
      en: "whether the call is by video or by phone, your phone number if you asked us to call you, the service you booked from (if you came from a service page), what you wrote about the topic and, if you cancel, the reason if you gave one",
    });
    expect(bookingForTheVisitor.up(before, "privacy")).toEqual(after);
    // Today's seed, which no longer has the old phrase, passes through unchanged.
    const seed = copyOf(seedDocuments().get("privacy"));
    expect(bookingForTheVisitor.up(copyOf(seed), "privacy")).toEqual(seed);
    // The terms are left alone.
    const terms = copyOf(seedDocuments().get("terms"));
    expect(bookingForTheVisitor.up(copyOf(terms), "terms")).toEqual(terms);
  });

  it("puts the 'where' line after the paragraph with the time, or at the end", () => {
    expect(withWhereLine("A\n\nB {when}\n\nC", "W")).toBe("A\n\nB {when}\n\nW\n\nC");
    expect(withWhereLine("No time here", "W")).toBe("No time here\n\nW");
    expect(withWhereLine("Already {location}", "W")).toBe("Already {location}");
  });
});
