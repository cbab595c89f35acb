import { describe, expect, it } from "vitest";
import { validateDocument } from "~/content/model/documents";
import { seedDocuments } from "../seed";
import { ownerBookings } from "./2026-11-27_30_owner_bookings";

/** The content migration of docs/decisions/030-the-owners-bookings.md on a privacy policy stored before it. */

const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const ADDED_SV = "Flyttar eller avbokar vi samtalet kan vi skriva ett meddelande till dig";
const ADDED_EN = "If we move or cancel the call we may write you a message";
// Cold review 4 (decision 031, D7) reworded the English retention sentence after this migration shipped;
// the migration is frozen, so the test runs it on the sentence as it stood then.
const TODAY_EN = "after the booked time. This also applies to cancelled bookings.";
const THEN_EN = "after the booked time, a cancelled booking too.";

/** Today's seed with the English retention sentence as it stood when the migration shipped. */
function seedAsThen(): unknown {
  const text = JSON.stringify(seedDocuments().get("privacy"));
  expect(text).toContain(TODAY_EN);
  return JSON.parse(text.replace(TODAY_EN, THEN_EN)) as unknown;
}

/** Today's seed without the new sentence: the policy as stored before. */
function storedBefore(): unknown {
  const text = JSON.stringify(seedAsThen());
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
    expect(after).toEqual(seedAsThen());
    expect(validateDocument("privacy", after).ok).toBe(true);
    // Twice changes nothing more, and today's seed passes through unchanged.
    expect(ownerBookings.up(copyOf(after), "privacy")).toEqual(after);
    const seed = seedDocuments().get("privacy");
    expect(ownerBookings.up(copyOf(seed), "privacy")).toEqual(seed);
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
