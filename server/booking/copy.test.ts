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
import { OWNER_BOOKING_WORDS, OWNER_CHANGE_TO_VISITOR } from "../notify/owner-booking-words";
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
