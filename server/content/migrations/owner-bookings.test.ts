import { describe, expect, it } from "vitest";
import { validateDocument } from "~/content/model/documents";
import { seedDocuments } from "../seed";
import { ownerBookings } from "./2026-11-27_30_owner_bookings";

/** The content migration of docs/decisions/030-the-owners-bookings.md on a privacy policy stored before it. */

const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const ADDED_SV = "Flyttar eller avbokar vi samtalet kan vi skriva ett meddelande till dig";
const ADDED_EN = "If we move or cancel the call we may write you a message";

/** Today's seed without the new sentence: the policy as stored before. */
function storedBefore(): unknown {
  const text = JSON.stringify(seedDocuments().get("privacy"));
  const cut = (lang: string, start: string) => {
    const from = text.indexOf(start);
    const end = text.indexOf(lang === "sv" ? "En bokning raderas" : "A booking is deleted", from);
    return [from, end] as const;
  };
  let stripped = text;
  for (const [lang, start] of [
    ["sv", ADDED_SV],
    ["en", ADDED_EN],
  ] as const) {
    const [from, end] = cut(lang, start);
    expect(from).toBeGreaterThan(0);
    stripped = stripped.replace(text.slice(from, end), "");
  }
  return JSON.parse(stripped) as unknown;
}

describe("content migration 2026-11-27_30_owner_bookings", () => {
  it("adds the sentence before the seeded retention sentence, once, giving today's seed", () => {
    const before = storedBefore();
    expect(JSON.stringify(before)).not.toContain(ADDED_SV);
    const after = ownerBookings.up(copyOf(before), "privacy");
    expect(after).toEqual(seedDocuments().get("privacy"));
    expect(validateDocument("privacy", after).ok).toBe(true);
    // Twice changes nothing more.
    expect(ownerBookings.up(copyOf(after), "privacy")).toEqual(after);
  });

  it("leaves an owner's own wording, and every other document, as it is", () => {
    const edited = JSON.parse(
      JSON.stringify(storedBefore())
        .replaceAll("En bokning raderas", "Vi raderar bokningen")
        .replaceAll("A booking is deleted", "We delete a booking"),
    ) as unknown;
    expect(ownerBookings.up(copyOf(edited), "privacy")).toEqual(edited);
    const terms = seedDocuments().get("terms");
    expect(ownerBookings.up(copyOf(terms), "terms")).toEqual(terms);
  });
});
