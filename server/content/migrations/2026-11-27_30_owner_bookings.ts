/**
 * Content migration for docs/decisions/030-the-owners-bookings.md. Frozen once shipped.
 * - privacy: the booking section says that a move or cancellation by the firm may carry a message,
 *   stored with the booking, and that the firm notes whether the call was held. The sentence goes
 *   before the seed's retention sentence wherever that still stands as seeded, once; an owner who
 *   rewrote the paragraph keeps their words (and should add this themselves: the policy must say
 *   what the console does).
 */
import type { ContentMigration } from "../migrations";

const RETENTION: Record<"sv" | "en", { before: string; added: string }> = {
  sv: {
    before: "En bokning raderas {{fact:timeline.enquiryRetention}} efter den bokade tiden, också en avbokad bokning.",
    added:
      "Flyttar eller avbokar vi samtalet kan vi skriva ett meddelande till dig; det skickas med den nya tiden eller avbokningen och sparas med bokningen. Efter samtalet noterar vi om det hölls eller om ingen kom. ",
  },
  en: {
    before: "A booking is deleted {{fact:timeline.enquiryRetention}} after the booked time, a cancelled booking too.",
    added:
      "If we move or cancel the call we may write you a message; it is sent with the new time or the cancellation and stored with the booking. After the call we note whether it was held or nobody came. ",
  },
};

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every { sv, en } text of the document, wherever it sits, with the sentence added before the retention one. */
function withOwnerSentence(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withOwnerSentence);
  if (!isObject(node)) return node;
  if (typeof node.sv === "string" && typeof node.en === "string") {
    const next = { ...node };
    for (const lang of ["sv", "en"] as const) {
      const text = next[lang] as string;
      const { before, added } = RETENTION[lang];
      if (text.includes(before) && !text.includes(added.trim())) next[lang] = text.replace(before, `${added}${before}`);
    }
    return next;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withOwnerSentence(value)]));
}

export const ownerBookings: ContentMigration = {
  kinds: ["legal"],
  up(body, document) {
    return document === "privacy" ? withOwnerSentence(body) : body;
  },
};
