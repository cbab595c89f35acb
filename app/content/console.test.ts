import { describe, expect, it } from "vitest";
import { FORM_NAMES } from "~/forms";
import { consoleCopy } from "./console";

/** Every key of one language's copy, as dotted paths; functions are called to check they write something. */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "function") return [path];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));
  return [path];
}

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String((value as (...args: unknown[]) => unknown)(2, "x@example.com"))];
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("the console's copy", () => {
  it("has the same keys in Swedish and English, and no empty text", () => {
    expect(shape(consoleCopy.sv).sort()).toEqual(shape(consoleCopy.en).sort());
    for (const lang of ["sv", "en"] as const) for (const text of texts(consoleCopy[lang])) expect(text.trim()).not.toBe("");
  });

  it("names every form", () => {
    for (const lang of ["sv", "en"] as const) {
      expect(Object.keys(consoleCopy[lang].forms).sort()).toEqual([...FORM_NAMES].sort());
    }
  });

  it("is really translated: the two languages differ where they should", () => {
    expect(consoleCopy.sv.signIn.passkey).not.toBe(consoleCopy.en.signIn.passkey);
    expect(consoleCopy.sv.inbox.confirmDelete(3)).toBe("Radera 3 förfrågningar för gott?");
    expect(consoleCopy.sv.inbox.confirmDelete(1)).toBe("Radera 1 förfrågan för gott?");
    expect(consoleCopy.en.people.found(1)).toBe("1 enquiry");
  });
});
