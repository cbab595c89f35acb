/**
 * The `{name}` placeholders of the confirmation email (docs/decisions/018-content-editing.md): the parts the server fills in when it sends one. Only these names
 * exist; the publish check refuses any other, so a typo cannot reach a visitor's inbox as
 * "{phnoe}". Filling is one pass over the editor's text: a value put in is never read again for
 * placeholders or fact references, so nothing inside a value is expanded.
 */
import { FACT_REF, type FactValues } from "./fact-refs";

export const CONFIRMATION_PLACEHOLDERS = ["brand", "formName", "reference", "siteHost", "email", "phone", "legalName"] as const;
export type ConfirmationPlaceholder = (typeof CONFIRMATION_PLACEHOLDERS)[number];

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
