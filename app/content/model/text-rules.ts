/**
 * What no text of a content document may hold, whoever typed it (docs/decisions/018-content-editing.md,
 * docs/decisions/005-hostile-input.md): markup, event handlers, script or data URLs, bidi
 * overrides, or a size no page needs. Copy is rendered by React as text, so markup would be
 * shown, not run; it is refused anyway so that the owner learns at once, naming the field.
 */

import { hasMarkup } from "~/forms/characters";

/** The longest text a field may hold (a privacy-policy paragraph is under 1 500 characters). */
export const MAX_TEXT = 8_000;

/** Why a text is refused, as a stable code the console translates; undefined when it is fine. */
export type TextProblem = "markup" | "event-handler" | "script-url" | "bidi" | "too-long" | "control";

const EVENT_HANDLER = /\bon[a-z]+\s*=/i;
const SCRIPT_URL = /\b(?:javascript|vbscript)\s*:|\bdata:\s*[a-z]+\/[a-z0-9.+-]+\s*[;,]/i;
// Embedding, override and isolate controls: they reorder what a reader sees (Trojan Source).
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
// C0 controls other than tab and newline, and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function textProblem(text: string, max = MAX_TEXT): TextProblem | undefined {
  if (text.length > max) return "too-long";
  if (BIDI.test(text)) return "bidi";
  if (CONTROL.test(text)) return "control";
  if (hasMarkup(text)) return "markup";
  if (EVENT_HANDLER.test(text)) return "event-handler";
  if (SCRIPT_URL.test(text)) return "script-url";
  return undefined;
}

/** A link a document may hold: an https URL, a mailto/tel link, or a path on this site. */
export type LinkProblem = "not-https" | "script-url" | "bad-link";

export function linkProblem(url: string): LinkProblem | undefined {
  if (textProblem(url, 2_000) !== undefined) return /^\s*(?:javascript|vbscript|data)\s*:/i.test(url) ? "script-url" : "bad-link";
  if (url.startsWith("/") && !url.startsWith("//")) return /^\/[\w\-./#?=&%]*$/.test(url) ? undefined : "bad-link";
  if (/^(mailto|tel):[^\s]+$/.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "javascript:" || parsed.protocol === "data:") return "script-url";
    return parsed.protocol === "https:" ? undefined : "not-https";
  } catch {
    return "bad-link";
  }
}
