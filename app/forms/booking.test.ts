import { describe, expect, it } from "vitest";
import { validateBooking } from "./booking";
import { fieldErrorMessage } from "./messages";
import { validateSubmission, type FieldErrorCode, type RawValues } from "./validate";
import { contactForm } from "./catalog";
import { hasMarkup } from "./characters";
import { textProblem } from "~/content/model/text-rules";

/**
 * Hostile text in a booking is refused, not only escaped (docs/decisions/029-booking-for-the-visitor.md,
 * "Hostile text"): markup in every text a stranger sends, and the hidden characters and line
 * breaks every form refuses. One check for the island and the server: `validateBooking`.
 */

const VISITOR = {
  slot: "2026-12-01T08:00:00.000Z",
  name: "Karin Ek",
  email: "karin@example.se",
  company: "Ek AB",
  note: "",
  meeting: "phone",
  phone: "+46 70 123 45 67",
  about: "AI-agenter",
};

const HOSTILE: [string, string, FieldErrorCode][] = [
  ["a script tag", "<script>alert(1)</script>", "markup"],
  ["an image with a handler", "Karin <img src=x onerror=alert(1)>", "markup"],
  ["an unclosed tag", "Karin <svg onload=alert(1)", "markup"],
  ["a closing tag", "Karin</b>", "markup"],
  ["a comment", "Karin <!-- x -->", "markup"],
  ["a right-to-left override", "Karin \u202Egpj.exe", "hiddenCharacter"],
  ["a bidi isolate", "Karin \u2067x\u2069", "hiddenCharacter"],
  ["NUL", "Karin\u0000Ek", "hiddenCharacter"],
  ["ESC (a terminal sequence)", "Karin\u001B[31mEk", "hiddenCharacter"],
  ["a C1 control", "Karin\u009BEk", "hiddenCharacter"],
];

describe("a booking's texts", () => {
  for (const field of ["name", "company", "phone", "note", "about"] as const) {
    it.each(HOSTILE)(`refuse %s in ${field}`, (_what, value, code) => {
      const result = validateBooking({ ...VISITOR, [field]: value });
      expect(result).toEqual({ ok: false, errors: { [field]: code } });
    });
  }

  it.each(["name", "company", "phone", "about"] as const)("refuse a line break in the one-line field %s", (field) => {
    for (const value of ["Karin\r\nBcc: x@evil.test", "Karin\nEk", "Karin\u2028Ek"]) {
      expect(validateBooking({ ...VISITOR, [field]: value })).toEqual({ ok: false, errors: { [field]: "invalid" } });
    }
  });

  it("keep the note's lines and the text people write: a < before a figure, ampersands, accents", () => {
    const result = validateBooking({
      ...VISITOR,
      name: "Åsa Öberg-Ström",
      company: "R&D Bolaget AB",
      note: "Vi har <100 användare\r\noch 2 < 3.\n👩‍💻 Hej!",
    });
    expect(result.ok && result.values.note).toBe("Vi har <100 användare\noch 2 < 3.\n👩‍💻 Hej!");
    expect(result.ok && result.values.name).toBe("Åsa Öberg-Ström");
  });

  it("say what is wrong in both languages", () => {
    expect(fieldErrorMessage("sv", "markup")).toBe(
      "Fältet får inte innehålla HTML-taggar eller annan kod inom vinkelparenteser. Ta bort dem och försök igen.",
    );
    expect(fieldErrorMessage("en", "markup")).toBe(
      "This field cannot contain HTML tags or other code in angle brackets. Please remove them and try again.",
    );
    // The message is copy: it passes the content documents' own text rules.
    for (const lang of ["sv", "en"] as const) expect(textProblem(fieldErrorMessage(lang, "markup"))).toBeUndefined();
  });
});

describe("one markup rule", () => {
  it("is the content documents' rule too", () => {
    for (const value of ["<b>x</b>", "x <img src=x", "</p>", "<!--", "2 < 3", "<100", "a <"]) {
      expect(textProblem(value) === "markup").toBe(hasMarkup(value));
    }
  });

  it("leaves the enquiry forms' markup as the text it is (a message may quote code)", () => {
    const raw: RawValues = { name: "Jane", email: "jane@example.com", company: "", message: "<div>" };
    const result = validateSubmission(contactForm, raw);
    expect(result.ok && result.values.message).toBe("<div>");
  });
});
