import { describe, expect, it } from "vitest";
import { isEmailAddress, parseEmail } from "./email";
import { FORM_SCHEMAS } from "./catalog";
import { validateSubmission } from "./validate";

describe("the one email rule", () => {
  it.each([
    "asa@example.se",
    "åsa@exempel.se",
    "info@företag.se",
    "Jane.Doe+enquiry@Example.ORG",
    "o'brien@example.ie",
    "δοκιμή@παράδειγμα.ελ",
    "user@sub.xn--fretag-wxa.se",
  ])("accepts %s", (address) => expect(parseEmail(address)).toBe(address.toLowerCase().normalize("NFC")));

  it.each([
    ["a&b@example.com"],
    ["victim@example.com?cc=attacker%40evil.example&body=x"],
    ["a%40b@example.com"],
    ["a#b@example.com"],
    ["a/b@example.com"],
    ["a,b@example.com"],
    ["a b@example.com"],
    ["a\tb@example.com"],
    ["a\u0000b@example.com"],
    ["a\u200Bb@example.com"],
    ["a@b@example.com"],
    ["<a@example.com>"],
    ['"a"@example.com'],
    ["a;b@example.com"],
    ["a@example"],
    ["a@example.c0m"],
    ["a@-example.com"],
    ["a@example-.com"],
    [".a@example.com"],
    ["a..b@example.com"],
    ["@example.com"],
    ["a@"],
    [`${"a".repeat(65)}@example.com`],
    [`a@${"b".repeat(250)}.se`],
  ])("refuses %j", (address) => expect(isEmailAddress(address)).toBe(false));

  it("is the rule of the forms, with the localized field error", () => {
    const base = { name: "Åsa", message: "Hej" };
    const schema = FORM_SCHEMAS.contact;
    expect(validateSubmission(schema, { ...base, email: "åsa@exempel.se" }).ok).toBe(true);
    expect(validateSubmission(schema, { ...base, email: "info@företag.se" }).ok).toBe(true);
    expect(validateSubmission(schema, { ...base, email: "a&b@example.com" })).toEqual({ ok: false, errors: { email: "email" } });
  });
});
