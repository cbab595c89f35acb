import { describe, expect, it } from "vitest";
import { backupCopy } from "./console-backup";
import { ownerBookingsCopy } from "./console-bookings";
import { consoleCopy } from "./console";
import { contentCopy } from "./console-content";
import { mediaCopy } from "./console-media";
import { overviewCopy } from "./console-overview";
import { previewCopy } from "./console-preview";
import { servicePagesCopy } from "./console-service-pages";

// Every console copy module, checked alike: the English copy's type is the Swedish one's
// (app/content/console-copy.ts), and this checks what a type cannot, that no text is empty.

/** Every key of one language's copy, as dotted paths. */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "function") return [path];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));
  return [path];
}

/** Sample arguments by the function's name, where a number and an address would not do. */
const SAMPLES: Record<string, unknown[]> = {
  altMissing: [["Svenska"]],
  fieldName: ["$.team.members[0].photo"],
  documentName: ["service/ai-agents", null],
};

/** Every text, functions called with sample arguments. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const write = value as (...args: unknown[]) => unknown;
    return [String(write(...(SAMPLES[value.name] ?? [2, "x@example.com"])))];
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

const COPIES = {
  consoleCopy,
  mediaCopy,
  contentCopy,
  servicePagesCopy,
  overviewCopy,
  previewCopy,
  ownerBookingsCopy,
  backupCopy,
};

describe.each(Object.entries(COPIES))("the console's copy %s", (_name, copy) => {
  it("has the same keys in Swedish and English, and no empty text", () => {
    expect(shape(copy.sv).sort()).toEqual(shape(copy.en).sort());
    for (const lang of ["sv", "en"] as const) for (const text of texts(copy[lang])) expect(text.trim()).not.toBe("");
  });
});
