import { describe, expect, it } from "vitest";
import { mediaCopy } from "./console-media";

/** Every key of one language's copy, as dotted paths. */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "function") return [path];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));
  return [path];
}

/** Every text, functions called with sample arguments (a list of language names for the one that takes a list). */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const write = value as (...args: unknown[]) => unknown;
    const sample: Record<string, unknown[]> = { altMissing: [["Svenska"]], fieldName: ["$.team.members[0].photo"] };
    return [String(write(...(sample[value.name] ?? [2, 3])))];
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("the media library's copy", () => {
  it("has the same keys in Swedish and English, and no empty text", () => {
    expect(shape(mediaCopy.sv).sort()).toEqual(shape(mediaCopy.en).sort());
    for (const lang of ["sv", "en"] as const) for (const text of texts(mediaCopy[lang])) expect(text.trim()).not.toBe("");
  });

  it("names a field that uses an image in each language, lists counted from 1", () => {
    expect(mediaCopy.en.fieldName("$.team.members[0].photo")).toBe("Team › Members 1 › Photo");
    expect(mediaCopy.sv.fieldName("$.team.members[0].photo")).toBe("Team › Medlemmar 1 › Foto");
    expect(mediaCopy.sv.fieldName("$.portfolio.projects[11].image")).toBe("Portfolio › Projekt 12 › Bild");
    // A field the copy has no word for is made readable rather than shown raw.
    expect(mediaCopy.en.fieldName("$.hero.backgroundImage")).toBe("Hero › Background image");
    expect(mediaCopy.en.fieldName("$.gallery[2][1]")).toBe("Gallery 3 2");
  });
});
