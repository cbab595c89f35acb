import { describe, expect, it } from "vitest";
import { contactForm, projectForm, validateSubmission, type FieldSpec, type FormSchema, type RawValues } from "./index";

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

/** The project form's values with `features` set as a raw value. */
const withFeatures = (features: RawValues[string]) => validateSubmission(projectForm, { ...validProject, features });

/** A form with one list field, for list rules the three forms do not use (a required list, a short limit). */
function listForm(field: Partial<FieldSpec>): FormSchema {
  return {
    ...projectForm,
    fields: [{ name: "tags", kind: "multi", required: false, maxLength: 1000, options: ["a", "b", "c"], ...field }],
  };
}

describe("a list field's length (1,000 characters for the project's features)", () => {
  it("accepts exactly 1,000 characters and refuses 1,001, counted as sent", () => {
    // Padding is trimmed off the entry, but counts towards what the visitor sent.
    expect(withFeatures(`defi${" ".repeat(996)}`)).toEqual({ ok: true, values: expect.objectContaining({ features: ["defi"] }) });
    expect(withFeatures(`defi${" ".repeat(997)}`)).toEqual({ ok: false, errors: { features: "tooLong" } });
  });

  it("refuses a long list of repeats, although it is one entry once the repeats are merged", () => {
    const repeated = Array.from({ length: 250 }, () => "defi").join(",");
    expect(repeated.length).toBeGreaterThan(1000);
    expect(withFeatures(repeated)).toEqual({ ok: false, errors: { features: "tooLong" } });
  });

  it("counts a repeated key (no-JS checkboxes) as its values joined by comma and space", () => {
    // 995 + 4 characters of values, 1,001 with the ", " between them.
    const padded = `defi${" ".repeat(991)}`;
    expect(withFeatures([padded, "saas"])).toEqual({ ok: false, errors: { features: "tooLong" } });
    expect(withFeatures([`defi${" ".repeat(990)}`, "saas"])).toEqual({
      ok: true,
      values: expect.objectContaining({ features: ["defi", "saas"] }),
    });
  });

  it("treats an absent list as empty, whatever the limit", () => {
    expect(validateSubmission(listForm({ maxLength: 3 }), {})).toEqual({ ok: true, values: { tags: [] } });
    expect(validateSubmission(listForm({ maxLength: 3 }), { tags: "a,b" })).toEqual({ ok: true, values: { tags: ["a", "b"] } });
    expect(validateSubmission(listForm({ maxLength: 3 }), { tags: "a, b" })).toEqual({ ok: false, errors: { tags: "tooLong" } });
  });
});

describe("a required list field", () => {
  it("refuses no entries, however sent, and accepts one", () => {
    const form = listForm({ required: true });
    for (const tags of [undefined, "", " , ", ["", " "]]) {
      expect(validateSubmission(form, { tags }), JSON.stringify(tags)).toEqual({ ok: false, errors: { tags: "required" } });
    }
    expect(validateSubmission(form, { tags: "b" })).toEqual({ ok: true, values: { tags: ["b"] } });
    expect(validateSubmission(form, { tags: ["a", "c"] })).toEqual({ ok: true, values: { tags: ["a", "c"] } });
  });

  it("still checks the entries of a required list against its options", () => {
    expect(validateSubmission(listForm({ required: true }), { tags: "a,z" })).toEqual({ ok: false, errors: { tags: "option" } });
  });
});

describe("one-value fields", () => {
  it("take a list of one value (a form's state) as that value, and refuse two", () => {
    expect(validateSubmission(contactForm, { ...validContact, name: ["Jane"] })).toEqual({
      ok: true,
      values: { ...validContact, name: "Jane" },
    });
    expect(validateSubmission(contactForm, { ...validContact, name: ["Jane", "Joe"] })).toEqual({
      ok: false,
      errors: { name: "invalid" },
    });
  });

  it("leave an optional text area that was not sent at all empty, and refuse a required one", () => {
    const result = validateSubmission(projectForm, validProject);
    expect(result.ok).toBe(true);
    if (result.ok) {
      for (const name of ["currentChallenges", "desiredOutcome", "additionalInfo"]) expect(result.values[name], name).toBe("");
    }
    const { message: _message, ...noMessage } = validContact;
    expect(validateSubmission(contactForm, noMessage)).toEqual({ ok: false, errors: { message: "required" } });
  });
});
