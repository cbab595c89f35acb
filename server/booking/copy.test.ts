import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { bookingCopy, bookingPickerCopy, bookingTexts, pickerCopyOf } from "~/content/booking";
import { checkDocuments } from "~/content/model/checks";
import { validateDocument } from "~/content/model/documents";
import { factNames } from "~/content/model/fact-refs";
import { localTexts } from "~/content/model/localize";
import { BOOKING_PLACEHOLDERS } from "~/content/model/placeholders";
import { PLACEHOLDERS_NOTE } from "~/content/console-fields";
import { LANGS } from "~/i18n/lang";
import { affectedPaths } from "../content/affected";
import { editorShape } from "../content/editor-shape";
import { seedDocuments } from "../content/seed";
import {
  greetingOf,
  MOVED_SUBJECT,
  OWNER_BOOKING_WORDS,
  OWNER_CHANGE_TO_VISITOR,
  ownerChangeBlock,
  withChangeAfterGreeting,
} from "../notify/owner-booking-words";
import { bookingWords } from "./copy";
import { BOOKING_LIMIT_MESSAGE } from "./plugin";

// The booking words as a content document (docs/decisions/018-content-editing.md, its booking
// words): the seed gives back exactly the code's words, each text takes only its own
// placeholders, filled once, and the editor names every field and lists the placeholders.

const seed = seedDocuments();
type Booking = { heading: { sv: string; en: string }; mail: Record<string, { sv: string; en: string }> } & Record<
  string,
  unknown
>;
const seedBooking = () => structuredClone(seed.get("booking")) as Booking;
const words = (booking: unknown, lang: "sv" | "en") =>
  bookingWords({ booking, facts: seed.get("facts"), company: seed.get("company") }, lang);

/** The checks of a publish of the booking document as given. */
function check(booking: unknown) {
  const documents = new Map(seed);
  documents.set("booking", booking);
  const facts = [...(factNames(JSON.stringify(seed.get("booking"))) ?? [])];
  return checkDocuments(documents, {
    changed: ["booking"],
    facts: [...facts, "reply", "timeline.enquiryRetention"],
    seed,
    stale: new Map(),
  });
}

describe("the booking document's seed", () => {
  it("is valid, and names the retention period as a fact in both languages", () => {
    const body = seed.get("booking");
    expect(validateDocument("booking", body)).toEqual({ ok: true, body });
    const privacy = (body as { privacy: { sv: string; en: string } }).privacy;
    expect(privacy.sv).toContain("{{fact:timeline.enquiryRetention}}");
    expect(privacy.en).toContain("{{fact:timeline.enquiryRetention}}");
  });

  it("gives back exactly the code's words in both languages, every function's text filled with its values", () => {
    const sample = {
      when: "tisdag 1 december kl. 10.00 (svensk tid)",
      location: "https://meet.example/nordlegend",
      manageUrl: "https://nordlegend.se/sv/booking/manage/abc",
      bookUrl: "https://nordlegend.se/sv/booking",
      brand: site.brand,
      phone: site.phone.display,
      email: site.email,
      host: "nordlegend.se",
    };
    for (const lang of LANGS) {
      const read = words(seed.get("booking"), lang);
      const code = bookingCopy[lang];
      for (const [key, value] of Object.entries(code)) {
        if (typeof value === "string") expect(read.texts[key as "heading"], `${lang} ${key}`).toBe(value);
      }
      expect(read.fill("$.yourTime", { zone: "Asia/Tokyo" })).toBe(code.yourTime("Asia/Tokyo"));
      expect(read.fill("$.confirmedText", { when: sample.when })).toBe(code.confirmedText(sample.when));
      expect(read.fill("$.manageText", { when: sample.when })).toBe(code.manageText(sample.when));
      expect(read.fill("$.mail.summary", { brand: site.brand })).toBe(code.mail.summary);
      expect(read.fill("$.mail.subject", { when: sample.when })).toBe(code.mail.subject(sample.when));
      expect(read.fill("$.mail.cancelSubject", { when: sample.when })).toBe(code.mail.cancelSubject(sample.when));
      expect(read.fill("$.mail.text", sample)).toBe(code.mail.text(sample));
      expect(read.fill("$.mail.cancelText", sample)).toBe(code.mail.cancelText(sample));
      expect(read.fill("$.mail.reminderSubject", { when: sample.when })).toBe(code.mail.reminderSubject(sample.when));
      expect(read.fill("$.mail.reminderText", sample)).toBe(code.mail.reminderText(sample));
      expect(read.fill("$.phoneLocation", { phone: "+46 70 123 45 67" })).toBe(code.phoneLocation("+46 70 123 45 67"));
      expect(read.fill("$.cutoffText", sample)).toBe(code.cutoffText(sample));
      // The build's island words are the seed's, read through the document.
      expect(pickerCopyOf(read.texts)).toEqual(bookingPickerCopy(lang));
      expect(pickerCopyOf(bookingTexts[lang]).confirmed).toBe(code.confirmedText("{when}"));
    }
  });

  it("fills placeholders and facts in one pass: a value that looks like one stays as it is", () => {
    const booking = seedBooking();
    booking.mail.text = { sv: "{when} {manageUrl} {{fact:timeline.enquiryRetention}}", en: "{brand}" };
    const read = words(booking, "sv");
    const text = read.fill("$.mail.text", {
      when: "{manageUrl}",
      location: "x",
      manageUrl: "{{fact:timeline.enquiryRetention}} {when}",
      brand: "x",
      phone: "x",
      email: "x",
      host: "x",
    });
    expect(text).toBe("{manageUrl} {{fact:timeline.enquiryRetention}} {when} 12\u00A0månader");
  });
});

describe("publishing the booking document", () => {
  it("passes the seed as it is", () => {
    expect(check(seed.get("booking")).filter((finding) => finding.severity === "error")).toEqual([]);
  });

  it("refuses a placeholder a text cannot fill, naming the field, and an unknown one anywhere", () => {
    const booking = seedBooking();
    booking.pageTitle = { sv: "Boka {manageUrl}", en: "Book a call" };
    booking.heading = { sv: "Boka", en: "Book {when}" };
    booking.mail.subject = { sv: "Bokat {when} {phnoe}", en: "Booked {when}" };
    booking.mail.cancelText = { sv: "Avbokat {manageUrl}", en: "Cancelled {bookUrl} {brand} {when}" };
    const findings = check(booking).filter((finding) => finding.code === "unknown-placeholder");
    expect(findings.map(({ document, path, detail }) => ({ document, path, detail }))).toEqual([
      { document: "booking", path: "$.heading.en", detail: "{when}" },
      { document: "booking", path: "$.pageTitle.sv", detail: "{manageUrl}" },
      { document: "booking", path: "$.mail.subject.sv", detail: "{phnoe}" },
      { document: "booking", path: "$.mail.cancelText.sv", detail: "{manageUrl}" },
    ]);
    expect(findings.every((finding) => finding.severity === "error")).toBe(true);
  });

  it("refuses markup, bidi overrides and script links by the schema, naming the field", () => {
    const hostile: [string, string, string][] = [
      ["heading", "<script>alert(1)</script>", "markup"],
      ["intro", "Boka \u202Eettam\u202C", "bidi"],
      ["privacyLink", "javascript:alert(1)", "script-url"],
    ];
    for (const [field, value, problem] of hostile) {
      const booking = seedBooking();
      booking[field] = { sv: value, en: "Fine" };
      const result = validateDocument("booking", booking);
      expect(result, field).toEqual({ ok: false, issues: [{ path: `$.${field}.sv`, problem }] });
    }
    const booking = seedBooking();
    booking.mail.text = { sv: "x".repeat(4_001), en: "ok" };
    expect(validateDocument("booking", booking)).toEqual({
      ok: false,
      issues: [{ path: "$.mail.text.sv", problem: "too-long" }],
    });
  });

  it("renders the home page again (its contact section), in both languages, and nothing else", () => {
    const next = new Map(seed);
    const booking = seedBooking();
    booking.heading.sv = "Boka ett samtal";
    next.set("booking", booking);
    expect(affectedPaths(seed, next).sort()).toEqual(["/en", "/sv"]);
  });
});

describe("the booking document in the editor", () => {
  type Shape = { properties?: Record<string, Shape>; placeholders?: string[]; label?: Record<string, string> };

  it("names every field in both languages and lists each text's own placeholders, no other text's", () => {
    const shape = editorShape("booking") as Shape;
    const fields = localTexts(seed.get("booking")).map(({ path }) => path);
    expect(fields.length).toBeGreaterThan(40);
    for (const path of fields) {
      const keys = path.slice(2).split(".");
      const node = keys.reduce<Shape | undefined>((at, key) => at?.properties?.[key], shape);
      for (const lang of LANGS) expect(node?.label?.[lang], `${path} ${lang}`).toBeTruthy();
      const own = (BOOKING_PLACEHOLDERS as Record<string, readonly string[]>)[path];
      expect(node?.placeholders, path).toEqual(own ? [...own] : undefined);
    }
    for (const lang of LANGS) expect(PLACEHOLDERS_NOTE[lang]).not.toBe("");
    // The confirmation email lists its own.
    const email = editorShape("confirmation-email") as Shape;
    expect(email.properties?.body?.placeholders).toContain("formName");
  });
});

// The ninth cold review (N47): Swedish puts "till" between "bokat" and a point in time, and the
// server's own booking words say ni to the visitor, as the booking document does.
describe("the server's own booking words (cold review 9c)", () => {
  const WHEN = "tisdag 1 december kl. 10.00";
  it("the owner's copy says a call is booked till a time, in Swedish", () => {
    expect(OWNER_BOOKING_WORDS.sv.lead("booked", "visitor", WHEN)).toBe(`Ett samtal är bokat till ${WHEN}.`);
    expect(OWNER_BOOKING_WORDS.en.lead("booked", "visitor", WHEN)).toBe(`A call is booked for ${WHEN}.`);
    for (const kind of ["booked", "moved", "cancelled"] as const)
      for (const by of ["visitor", "owner"] as const)
        expect(OWNER_BOOKING_WORDS.sv.lead(kind, by, WHEN), `${kind} ${by}`).not.toMatch(/(?:bokat|är) tisdag/u);
  });

  it("the daily limit and the owner's change lines say ni to the visitor, never du", () => {
    const DU = /(?<![\p{L}\d])(?:du|dig|din|ditt|dina)(?![\p{L}\d])/iu;
    const change = OWNER_CHANGE_TO_VISITOR.sv;
    const visitorLines = [BOOKING_LIMIT_MESSAGE.sv, change.moved, change.cancelled, change.message(site.brand)];
    for (const line of visitorLines) expect(line).not.toMatch(DU);
    expect(BOOKING_LIMIT_MESSAGE.sv).toMatch(/^Ni har bokat/u);
    expect(DU.test("Du har bokat så många samtal")).toBe(true);
  });

  it("the owner's move names the calendar invitation as attached, as the confirmation does (tenth cold review, P31)", () => {
    expect(OWNER_CHANGE_TO_VISITOR.sv.moved).toContain("den bifogade kalenderinbjudan är uppdaterad");
    expect(OWNER_CHANGE_TO_VISITOR.en.moved).toContain("the attached calendar invitation is updated");
    for (const lang of ["sv", "en"] as const)
      expect(OWNER_CHANGE_TO_VISITOR[lang].moved).not.toMatch(/i det här meddelandet|in this email/u);
  });
});

// The eleventh cold review (A33, A34): the visitor's email says hello before the news of our change,
// a moved call's subject says it was moved, and the English cancellation has no comma splice. The
// sender relies on the published texts' greeting; the real SMTP tests (server/admin/owner-bookings.test.ts,
// booking.test.ts) read the emails themselves.
describe("the owner's change after the greeting (cold review 11c)", () => {
  const GREETING = { sv: "Hej!\n\n", en: "Hello,\n\n" } as const;

  it.each(LANGS)("%s: the seed's three email texts open with a greeting the sender finds", (lang) => {
    const { text, cancelText, reminderText } = bookingTexts[lang].mail;
    for (const template of [text, cancelText, reminderText]) expect(greetingOf(template)).toBe(GREETING[lang]);
  });

  it.each(LANGS)("%s: the change goes after the greeting, before the published news", (lang) => {
    const template = bookingTexts[lang].mail.cancelText;
    const filled = words(seedBooking(), lang).fill("$.mail.cancelText", {
      when: "WHEN",
      bookUrl: "https://nordlegend.se/booking",
      brand: site.brand,
    });
    const change = ownerChangeBlock(lang, "cancelled", site.brand, "Förlåt. {when} {manageUrl}");
    const text = withChangeAfterGreeting(template, filled, change);
    expect(text.startsWith(`${GREETING[lang]}${OWNER_CHANGE_TO_VISITOR[lang].cancelled}\n\n`)).toBe(true);
    expect(text).toBe(GREETING[lang] + change + filled.slice(GREETING[lang].length));
    // A placeholder in the owner's message is never filled.
    expect(text).toContain("Förlåt. {when} {manageUrl}\n\n");
    // No change: the published text as it is.
    expect(withChangeAfterGreeting(template, filled, "")).toBe(filled);
  });

  it("without a greeting the change opens the email: a first line with a placeholder, or a paragraph, is the news", () => {
    const change = ownerChangeBlock("sv", "moved", site.brand, "");
    for (const template of [
      "Ert samtal med {brand} är bokat till {when}.\n\nVänliga hälsningar",
      "Vi har bokat ert samtal med oss, och vi ser fram emot att prata med er om det ni har skrivit.\n\nHej då",
      "Hej!\nErt samtal är bokat.\n\nVänliga hälsningar",
      "Ert samtal är bokat.",
    ]) {
      expect(greetingOf(template), template).toBe("");
      expect(withChangeAfterGreeting(template, template, change)).toBe(change + template);
    }
    expect(greetingOf("Hej Anna,\n\nErt samtal …")).toBe("Hej Anna,\n\n");
  });

  it("a moved call's subject says moved, in the shape of the booking's subjects", () => {
    const WHEN = { sv: "onsdag 2 december kl. 14.30 (svensk tid)", en: "Wednesday 2 December at 14:30 (Swedish time)" };
    expect(MOVED_SUBJECT.sv(WHEN.sv)).toBe(`Flyttat: kostnadsfritt samtal ${WHEN.sv}`);
    expect(MOVED_SUBJECT.en(WHEN.en)).toBe(`Moved: free call on ${WHEN.en}`);
    for (const lang of LANGS) {
      // The same words after the colon as the published subject of a booked call.
      const booked = bookingTexts[lang].mail.subject.replace("{when}", WHEN[lang]);
      expect(MOVED_SUBJECT[lang](WHEN[lang]).split(": ")[1]).toBe(booked.split(": ")[1]);
    }
  });

  it("the English cancellation by us is one sentence with its conjunction (A34); the Swedish says ni", () => {
    expect(OWNER_CHANGE_TO_VISITOR.en.cancelled).toBe("We are sorry, but we have had to cancel your call.");
    expect(OWNER_CHANGE_TO_VISITOR.en.cancelled).not.toMatch(/sorry, we/u);
    expect(OWNER_CHANGE_TO_VISITOR.sv.cancelled).toBe("Vi har tyvärr behövt avboka ert samtal.");
  });
});
