import { hasHiddenCharacter } from "./characters";

/**
 * The one rule for an email address, shared by the forms (browser and server), the console,
 * the `inbox` command and the notifications (docs/decisions/005-hostile-input.md):
 *
 * - International addresses are ordinary: a non-ASCII local part (åsa@exempel.se) and an IDN
 *   domain (info@företag.se) are accepted and kept as typed (NFC, lower-cased).
 * - Characters that would change a `mailto:` link or a mail header are refused, whatever the
 *   RFCs allow in quoted forms: `? & % # / , ; : < > ( ) [ ] \ "`, whitespace and controls.
 *   So a stored address cannot carry a `?cc=…&body=…` into the operator's mail program.
 * - One `@`; a local part of 1–64 characters without a leading, trailing or doubled dot; a
 *   domain of at least two labels (letters of any script, digits, hyphens; no label starting or
 *   ending with a hyphen) whose last label is letters only; 254 characters at most.
 */
export const EMAIL_MAX_LENGTH = 254;

const FORBIDDEN = /[\s?&%#/,;:<>()[\]\\"@]/u;
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
const TOP_LABEL = /^[\p{L}\p{M}]{2,63}$/u;

/** The stored form of an address: trimmed, NFC, lower-case (the key of erasure requests). */
export function normalizeEmail(value: string): string {
  return value.trim().normalize("NFC").toLowerCase();
}

/** Whether a (normalised) value is an address this site accepts. */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  if (hasHiddenCharacter(value, false)) return false;
  const at = value.indexOf("@");
  if (at <= 0 || at !== value.lastIndexOf("@")) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || FORBIDDEN.test(local) || local.startsWith(".") || local.endsWith(".") || local.includes(".."))
    return false;
  if (FORBIDDEN.test(domain)) return false;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP_LABEL.test(labels.at(-1)!);
}

/** The normalised address, or undefined when the value is not one. */
export function parseEmail(value: string): string | undefined {
  const normalized = normalizeEmail(value);
  return isEmailAddress(normalized) ? normalized : undefined;
}
