import { describe, expect, it } from "vitest";
import {
  FEATURES,
  FORM_NAMES,
  FORM_SCHEMAS,
  SETTLEMENT_METHODS,
  SUBMIT_ERROR_MESSAGE,
  contactForm,
  fieldErrorMessage,
  otcForm,
  projectForm,
  splitList,
  toWireBody,
  validateSubmission,
  type FieldErrorCode,
  type RawValues,
} from "./index";

const validContact = { name: "Jane Doe", email: "jane@example.com", company: "", message: "Hello" };
const validProject = {
  projectName: "Ledger",
  email: "p@example.se",
  projectType: "blockchain",
  organizationType: "startup",
  projectGoal: "Tokenize invoices",
  budget: "10k-50k",
  timeline: "3-6months",
};
const validOtc = {
  fullName: "Ada Lovelace",
  company: "Engines Ltd",
  email: "ada@example.org",
  jurisdiction: "UK",
  assetType: "bitcoin",
  transactionType: "buy",
  transactionSize: "1m-5m",
  frequency: "monthly",
  acknowledgment: "agreed",
};

function errorsOf(result: ReturnType<typeof validateSubmission>): Record<string, FieldErrorCode> {
  return result.ok ? {} : result.errors;
}

describe("schemas", () => {
  it("match the field names and required flags of the product record", () => {
    const required = (name: keyof typeof FORM_SCHEMAS) => FORM_SCHEMAS[name].fields.filter((f) => f.required).map((f) => f.name);
    expect(FORM_NAMES).toEqual(["contact", "project", "otc-network-request"]);
    expect(contactForm.fields.map((f) => f.name)).toEqual(["name", "email", "company", "message"]);
    expect(required("contact")).toEqual(["name", "email", "message"]);
    expect(required("project")).toEqual([
      "projectName",
      "email",
      "projectType",
      "organizationType",
      "projectGoal",
      "budget",
      "timeline",
    ]);
    expect(required("otc-network-request")).toEqual([
      "fullName",
      "company",
      "email",
      "jurisdiction",
      "assetType",
      "transactionType",
      "transactionSize",
      "frequency",
      "acknowledgment",
    ]);
    expect(projectForm.fields.find((f) => f.name === "features")?.options).toEqual(FEATURES);
    expect(FEATURES).toHaveLength(12);
    expect(otcForm.fields.find((f) => f.name === "settlementMethods")?.options).toEqual([
      "Bank Wire",
      "Crypto Transfer",
      "Escrow Service",
      "Other",
    ]);
  });

  it("use the limits of the wire contract", () => {
    const limit = (kind: string) => new Set(projectForm.fields.filter((f) => f.kind === kind).map((f) => f.maxLength));
    expect(limit("text")).toEqual(new Set([200]));
    expect(limit("email")).toEqual(new Set([254]));
    expect(limit("tel")).toEqual(new Set([40]));
    expect(limit("textarea")).toEqual(new Set([5000]));
  });
});

describe("validateSubmission", () => {
  it("accepts valid submissions, trimming values and filling absent optional fields", () => {
    const result = validateSubmission(contactForm, { ...validContact, name: "  Jane Doe ", "form-name": "contact" });
    expect(result).toEqual({ ok: true, values: { ...validContact, company: "" } });
    const project = validateSubmission(projectForm, validProject);
    expect(project.ok && project.values.features).toEqual([]);
    expect(validateSubmission(otcForm, validOtc).ok).toBe(true);
  });

  it.each<[string, RawValues, Record<string, FieldErrorCode>]>([
    ["missing required", { ...validContact, name: "   " }, { name: "required" }],
    ["absent required", { email: "a@b.se", message: "x" }, { name: "required" }],
    ["bad email", { ...validContact, email: "jane@localhost" }, { email: "email" }],
    ["two @", { ...validContact, email: "a@b@c.se" }, { email: "email" }],
    ["space in email", { ...validContact, email: "a b@c.se" }, { email: "email" }],
    ["empty local part", { ...validContact, email: "@c.se" }, { email: "email" }],
    ["too long name", { ...validContact, name: "x".repeat(201) }, { name: "tooLong" }],
    ["too long message", { ...validContact, message: "x".repeat(5001) }, { message: "tooLong" }],
    ["CR/LF in name", { ...validContact, name: "Jane\r\nBcc: x@evil.test" }, { name: "invalid" }],
    ["LF in email", { ...validContact, email: "a@b.se\nBcc: x@evil.test" }, { email: "invalid" }],
    ["NUL in message", { ...validContact, message: "a\u0000b" }, { message: "hiddenCharacter" }],
    ["U+2028 in name", { ...validContact, name: "Jane\u2028Doe" }, { name: "invalid" }],
    ["tab in name", { ...validContact, name: "Jane\tDoe" }, { name: "hiddenCharacter" }],
    ["C1 control in name", { ...validContact, name: "Jane\u0085Doe" }, { name: "invalid" }],
    ["C1 control (CSI) in company", { ...validContact, company: "Acme\u009bAB" }, { company: "hiddenCharacter" }],
    ["DEL in email", { ...validContact, email: "a\u007f@b.se" }, { email: "hiddenCharacter" }],
    ["right-to-left override in name", { ...validContact, name: "Jane \u202Egpj.exe" }, { name: "hiddenCharacter" }],
    ["bidi isolate in message", { ...validContact, message: "a\u2067b\u2069c" }, { message: "hiddenCharacter" }],
    ["left-to-right mark in company", { ...validContact, company: "Acme\u200E" }, { company: "hiddenCharacter" }],
    ["zero-width space in email", { ...validContact, email: "ja\u200Bne@example.com" }, { email: "hiddenCharacter" }],
    ["zero-width joiner in name", { ...validContact, name: "Ja\u200Dne" }, { name: "hiddenCharacter" }],
    ["byte order mark in message", { ...validContact, message: "Hel\uFEFFlo" }, { message: "hiddenCharacter" }],
    ["vertical tab in message", { ...validContact, message: "a\u000Bb" }, { message: "hiddenCharacter" }],
    ["C1 control in message", { ...validContact, message: "a\u0090b" }, { message: "hiddenCharacter" }],
    ["repeated single field", { ...validContact, name: ["a", "b"] }, { name: "invalid" }],
    ["unknown field", { ...validContact, admin: "1" }, { admin: "unknownField" }],
    ...["__proto__", "constructor", "prototype"].map((name): [string, RawValues, Record<string, FieldErrorCode>] => [
      `a ${name} field`,
      Object.assign(Object.create(null) as RawValues, validContact, Object.fromEntries([[name, "x"]])),
      Object.fromEntries([[name, "unknownField"]]) as Record<string, FieldErrorCode>,
    ]),
  ])("contact: %s", (_label, raw, expected) => {
    expect(errorsOf(validateSubmission(contactForm, raw))).toEqual(expected);
  });

  it.each<[string, RawValues, Record<string, FieldErrorCode>]>([
    ["value outside an enum", { ...validProject, budget: "1M" }, { budget: "option" }],
    ["label instead of key", { ...validProject, features: "Smart contracts" }, { features: "option" }],
    ["phone too long", { ...validProject, phoneNumber: "1".repeat(41) }, { phoneNumber: "tooLong" }],
  ])("project: %s", (_label, raw, expected) => {
    expect(errorsOf(validateSubmission(projectForm, raw))).toEqual(expected);
  });

  it.each<[string, RawValues, Record<string, FieldErrorCode>]>([
    ["unticked acknowledgment", { ...validOtc, acknowledgment: undefined }, { acknowledgment: "required" }],
    ["other acknowledgment value", { ...validOtc, acknowledgment: "on" }, { acknowledgment: "option" }],
    ["settlement method outside the list", { ...validOtc, settlementMethods: "Cash" }, { settlementMethods: "option" }],
  ])("otc: %s", (_label, raw, expected) => {
    expect(errorsOf(validateSubmission(otcForm, raw))).toEqual(expected);
  });

  it("reads lists joined with ', ' or repeated, and keeps textarea line breaks as LF", () => {
    const joined = validateSubmission(projectForm, { ...validProject, features: "defi, saas,defi" });
    const repeated = validateSubmission(projectForm, { ...validProject, features: ["defi", "saas"] });
    expect(joined.ok && joined.values.features).toEqual(["defi", "saas"]);
    expect(repeated.ok && repeated.values.features).toEqual(["defi", "saas"]);
    const otc = validateSubmission(otcForm, { ...validOtc, settlementMethods: "Bank Wire, Escrow Service" });
    expect(otc.ok && otc.values.settlementMethods).toEqual(["Bank Wire", "Escrow Service"]);
    const message = validateSubmission(contactForm, { ...validContact, message: "line 1\r\nline 2" });
    expect(message.ok && message.values.message).toBe("line 1\nline 2");
  });

  it("counts CRLF as one character, as the browser's maxlength does", () => {
    const message = "ab\r\n".repeat(1250); // 5000 characters once each CRLF is a newline
    expect(validateSubmission(contactForm, { ...validContact, message }).ok).toBe(true);
  });

  it("allows tab, line feed and emoji joiners in a message, and stores text NFC-normalised", () => {
    const message = validateSubmission(contactForm, { ...validContact, message: "a\tb\nc 👩\u200D💻" });
    expect(message.ok && message.values.message).toBe("a\tb\nc 👩\u200D💻");
    const decomposed = validateSubmission(contactForm, { ...validContact, name: "A\u030Asa Bj\u006F\u0308rk" });
    expect(decomposed.ok && decomposed.values.name).toBe("\u00C5sa Bj\u00F6rk");
  });

  it("records unknown keys in objects without a prototype", () => {
    const raw = Object.assign(Object.create(null) as RawValues, validContact, { ["__proto__"]: "x" });
    const result = validateSubmission(contactForm, raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.getPrototypeOf(result.errors)).toBeNull();
      expect(Object.keys(result.errors)).toEqual(["__proto__"]);
    }
  });

  it("keeps markup as plain text: it is data, never interpreted", () => {
    const result = validateSubmission(contactForm, { ...validContact, message: "<script>alert(1)</script>" });
    expect(result.ok && result.values.message).toBe("<script>alert(1)</script>");
  });
});

describe("splitList", () => {
  it("splits, trims, drops empties and duplicates", () => {
    expect(splitList(" a, b,,a ")).toEqual(["a", "b"]);
    expect(splitList(["a, b", "c"])).toEqual(["a", "b", "c"]);
    expect(splitList(undefined)).toEqual([]);
  });
});

describe("toWireBody", () => {
  it("puts form-name first, every field in order, lists joined and the honeypot last", () => {
    const body = toWireBody(projectForm, { ...validProject, features: ["defi", "saas"] });
    const keys = [...body.keys()];
    expect(keys[0]).toBe("form-name");
    expect(keys.at(-1)).toBe("bot-field");
    expect(keys.slice(1, -1)).toEqual(projectForm.fields.map((f) => f.name));
    expect(body.get("features")).toBe("defi, saas");
    expect(body.get("phoneNumber")).toBe("");
    expect(body.get("bot-field")).toBe("");
  });

  it("round-trips through validation", () => {
    const body = toWireBody(otcForm, { ...validOtc, settlementMethods: [...SETTLEMENT_METHODS] });
    const raw = Object.fromEntries(body.entries());
    const result = validateSubmission(otcForm, raw);
    expect(result.ok && result.values.settlementMethods).toEqual([...SETTLEMENT_METHODS]);
  });
});

describe("messages", () => {
  it("exist in Swedish and English for every code", () => {
    const codes: FieldErrorCode[] = [
      "required",
      "email",
      "tooLong",
      "option",
      "unknownForm",
      "invalid",
      "hiddenCharacter",
      "markup",
      "unknownField",
    ];
    for (const code of codes) {
      expect(fieldErrorMessage("sv", code)).not.toBe(fieldErrorMessage("en", code));
    }
    expect(fieldErrorMessage("sv", "required")).toBe("Fyll i det här fältet.");
    expect(fieldErrorMessage("en", "required")).toBe("Please fill in this field.");
    // The specification's sentence first, then a direct way to reach the firm.
    expect(SUBMIT_ERROR_MESSAGE.en.startsWith("There was an error submitting the form. Please try again.")).toBe(true);
    for (const lang of ["sv", "en"] as const) expect(SUBMIT_ERROR_MESSAGE[lang]).toContain("info@nordlegend.se");
    expect(SUBMIT_ERROR_MESSAGE.sv).toContain("08-520 277 40");
  });

  it("say what is allowed: the maximum length, a single line", () => {
    expect(fieldErrorMessage("sv", "tooLong", { maxLength: 5000 })).toBe(
      "Texten är för lång. Högst 5\u00A0000 tecken är tillåtna.",
    );
    expect(fieldErrorMessage("en", "tooLong", { maxLength: 5000 })).toBe(
      "This text is too long. At most 5,000 characters are allowed.",
    );
    expect(fieldErrorMessage("en", "invalid")).toMatch(/single line/u);
    expect(fieldErrorMessage("sv", "hiddenCharacter")).toMatch(/osynliga tecken/u);
    expect(fieldErrorMessage("sv", "markup")).toMatch(/HTML-taggar/u);
    expect(fieldErrorMessage("en", "markup")).toMatch(/^This field cannot contain HTML tags.*Please remove them/u);
    // A visitor cannot fix an unknown form or a stray field themselves: the message says what to do.
    for (const code of ["unknownForm", "unknownField"] as const) {
      expect(fieldErrorMessage("sv", code)).toBe("Formuläret kunde inte skickas. Ladda om sidan och försök igen.");
      expect(fieldErrorMessage("en", code)).toBe("The form could not be sent. Please reload the page and try again.");
    }
    // An empty required select asks for a choice; other kinds and other codes are unchanged.
    expect(fieldErrorMessage("sv", "required", { kind: "select" })).toBe("Välj ett alternativ.");
    expect(fieldErrorMessage("en", "required", { kind: "select" })).toBe("Please choose an option.");
    expect(fieldErrorMessage("sv", "required", { kind: "checkbox" })).toBe("Kryssa i rutan.");
    expect(fieldErrorMessage("en", "required", { kind: "checkbox" })).toBe("Please tick this box.");
    expect(fieldErrorMessage("en", "required", { kind: "textarea" })).toBe("Please fill in this field.");
    expect(fieldErrorMessage("en", "option", { kind: "select" })).toBe("Please choose one of the options.");
  });
});
