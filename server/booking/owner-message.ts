import { hasHiddenCharacter } from "~/forms/characters";

/**
 * The owner's message to a visitor with a move or a cancellation (docs/decisions/030-the-owners-bookings.md):
 * plain text, CRLF stored as LF, NFC, trimmed, at most 1,000 characters, with the multi-line
 * fields' rules for hidden characters (docs/decisions/005-hostile-input.md). One rule for the
 * console and `inbox bookings cancel`.
 */
export const OWNER_MESSAGE_MAX = 1_000;

export type OwnerMessage = { ok: true; text: string } | { ok: false; problem: "message-hidden" | "message-too-long" };

export function ownerMessage(raw: string | undefined): OwnerMessage {
  const text = (raw ?? "").replace(/\r\n?/g, "\n").normalize("NFC").trim();
  if (hasHiddenCharacter(text, true)) return { ok: false, problem: "message-hidden" };
  if ([...text].length > OWNER_MESSAGE_MAX) return { ok: false, problem: "message-too-long" };
  return { ok: true, text };
}
