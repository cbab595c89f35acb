import { describe, expect, it } from "vitest";
import { isEmailAddress, normalizeEmail, parseEmail } from "./email";
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
    [""],
    ["a.@example.com"],
    ["a@ex_ample.com"],
    ["a@example.1se"],
    ["a@example.se1"],
    ["a@example.s"],
  ])("refuses %j", (address) => expect(isEmailAddress(address)).toBe(false));

  // 64 + 1 + 63 + 1 + 63 + 1 + 58 + 1 + 2 = 254 characters.
  const longest = `${"l".repeat(64)}@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(58)}.se`;

  it("accepts 254 characters with a local part of 64, and not one character more", () => {
    expect(longest).toHaveLength(254);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(longest.replace("@", "l@"))).toBe(false);
    expect(isEmailAddress(longest.replace(".se", "c.se"))).toBe(false);
  });

  it("stores what was typed trimmed, in NFC and lower case", () => {
    expect(normalizeEmail("  Asa@Exempel.SE\t")).toBe("asa@exempel.se");
    expect(normalizeEmail("a\u030Asa@exempel.se")).toBe("åsa@exempel.se");
    expect(parseEmail(" Jane@Example.org ")).toBe("jane@example.org");
  });

  it("is the rule of the forms, with the localized field error", () => {
    const base = { name: "Åsa", message: "Hej" };
    const schema = FORM_SCHEMAS.contact;
    expect(validateSubmission(schema, { ...base, email: "åsa@exempel.se" }).ok).toBe(true);
    expect(validateSubmission(schema, { ...base, email: "info@företag.se" }).ok).toBe(true);
    expect(validateSubmission(schema, { ...base, email: "a&b@example.com" })).toEqual({ ok: false, errors: { email: "email" } });
  });
});
