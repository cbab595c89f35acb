/**
 * The `{name}` placeholders of the confirmation email and the booking words
 * (docs/decisions/018-content-editing.md): the parts the server (or the booking island) fills in
 * when it sends or shows one. Only these names
 * exist; the publish check refuses any other, so a typo cannot reach a visitor's inbox as
 * "{phnoe}". Filling is one pass over the editor's text: a value put in is never read again for
 * placeholders or fact references, so nothing inside a value is expanded.
 */
import { FACT_REF, type FactValues } from "./fact-refs";

/** `received` is what the form sent, as a sentence names it ("ert meddelande", "er förfrågan"). `legalIdentity` is the company's legal line (firm, organisation number and, once set, registered office and VAT number). */
export const CONFIRMATION_PLACEHOLDERS = [
  "brand",
  "formName",
  "received",
  "reference",
  "siteHost",
  "email",
  "phone",
  "legalName",
  "legalIdentity",
] as const;
export type ConfirmationPlaceholder = (typeof CONFIRMATION_PLACEHOLDERS)[number];

/**
 * The booking document's placeholders, per text: each text may use only what is filled where it
 * is shown (a call's time, the visitor's own zone, the manage link in the email). Every other
 * text of the booking document takes none: `{manageUrl}` in the page title would stay unfilled.
 */
export const BOOKING_PLACEHOLDERS = {
  "$.yourTime": ["zone"],
  "$.confirmedText": ["when"],
  "$.manageText": ["when"],
  "$.phoneLocation": ["phone"],
  "$.cutoffText": ["email", "phone"],
  "$.mail.summary": ["brand"],
  "$.mail.subject": ["when"],
  "$.mail.text": ["when", "location", "manageUrl", "brand", "phone", "email", "host"],
  "$.mail.cancelSubject": ["when"],
  "$.mail.cancelText": ["when", "bookUrl", "brand"],
  "$.mail.reminderSubject": ["when"],
  "$.mail.reminderText": ["when", "location", "manageUrl", "brand", "phone", "email", "host"],
} as const satisfies Record<string, readonly string[]>;
export type BookingPlaceholderField = keyof typeof BOOKING_PLACEHOLDERS;

const LEGAL_PLACEHOLDERS = ["legalName", "orgNumber", "email", "phone", "address"] as const;

/**
 * The placeholders a text of a document may hold (its path as `$.mail.text`), or undefined where
 * braces are not checked (documents that fill none).
 */
export function placeholdersOf(document: string, path: string): readonly string[] | undefined {
  if (document === "confirmation-email") return CONFIRMATION_PLACEHOLDERS;
  // app/components/document/fill-placeholders.ts (the company's details on the legal pages).
  if (document === "privacy" || document === "terms" || document === "support") return LEGAL_PLACEHOLDERS;
  if (document === "booking")
    return Object.hasOwn(BOOKING_PLACEHOLDERS, path) ? BOOKING_PLACEHOLDERS[path as BookingPlaceholderField] : [];
  return undefined;
}

// A placeholder is a name in single braces; `{{fact:…}}` is a fact reference, not a placeholder.
const PLACEHOLDER = /(?<!\{)\{([a-zA-Z][a-zA-Z0-9]{0,40})\}(?!\})/g;

/** The placeholder names a text uses that are not among `known`. */
export function unknownPlaceholders(text: string, known: readonly string[] = CONFIRMATION_PLACEHOLDERS): string[] {
  const names = [...text.replace(FACT_REF, "").matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  return [...new Set(names.filter((name) => !known.includes(name)))];
}

/**
 * A text with its fact references and placeholders replaced in a single pass. An unknown name
 * stays as written (the publish check stops it before it is live).
 */
export function fillText(text: string, values: Readonly<Record<string, string>>, facts: FactValues): string {
  const pattern = new RegExp(`${FACT_REF.source}|${PLACEHOLDER.source}`, "g");
  return text.replace(pattern, (token, fact: string | undefined, name: string | undefined) => {
    if (fact !== undefined) return facts.get(fact) ?? token;
    return name !== undefined && Object.hasOwn(values, name) ? (values[name] as string) : token;
  });
}
