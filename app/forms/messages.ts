import { email, phoneDisplay } from "~/config/site";
import type { Lang, Localized } from "~/i18n/lang";
import type { FieldKind } from "./definition";
import type { FieldErrorCode } from "./validate";

/**
 * What a visitor reads beside a field the server or the browser refused: what is wrong and what
 * is allowed, so the visitor can fix it (docs/style-guide.md, "Errors a visitor can act on").
 */
const FIELD_ERROR_MESSAGES: Record<FieldErrorCode, Localized<string>> = {
  required: { sv: "Fyll i det här fältet.", en: "Please fill in this field." },
  email: { sv: "Ange en giltig e-postadress.", en: "Please enter a valid email address." },
  tooLong: { sv: "Texten är för lång.", en: "This text is too long." },
  option: { sv: "Välj ett av alternativen.", en: "Please choose one of the options." },
  // The visitor cannot fix an unknown form or a stray field; reloading the page gives them the current form.
  unknownForm: {
    sv: "Formuläret kunde inte skickas. Ladda om sidan och försök igen.",
    en: "The form could not be sent. Please reload the page and try again.",
  },
  // A line break in a one-line field (or, from a tampered post, several values for one).
  invalid: {
    sv: "Fältet får bara innehålla en rad. Ta bort radbrytningarna.",
    en: "This field takes a single line. Please remove the line breaks.",
  },
  hiddenCharacter: {
    sv: "Fältet innehåller osynliga tecken (styrtecken, riktningstecken eller tecken utan bredd), ofta medkopierade från annan text. Skriv in texten igen.",
    en: "This field contains invisible characters (control, text-direction or zero-width characters), often copied along with other text. Please type it again.",
  },
  // No angle brackets in the message itself: it is copy, and copy passes the same markup rule.
  markup: {
    sv: "Fältet får inte innehålla HTML-taggar eller annan kod inom vinkelparenteser. Ta bort dem och försök igen.",
    en: "This field cannot contain HTML tags or other code in angle brackets. Please remove them and try again.",
  },
  unknownField: {
    sv: "Formuläret kunde inte skickas. Ladda om sidan och försök igen.",
    en: "The form could not be sent. Please reload the page and try again.",
  },
};

/** "Högst 5 000 tecken." / "At most 5,000 characters.": the limit, in each language's number format. */
function limit(lang: Lang, maxLength: number): string {
  const count = new Intl.NumberFormat(lang === "sv" ? "sv-SE" : "en-GB").format(maxLength);
  return lang === "sv" ? `Högst ${count} tecken är tillåtna.` : `At most ${count} characters are allowed.`;
}

/** A required choice left empty, and a box that must be ticked: nothing to "fill in" there. */
const REQUIRED_BY_KIND: Partial<Record<FieldKind, Localized<string>>> = {
  select: { sv: "Välj ett alternativ.", en: "Please choose an option." },
  checkbox: { sv: "Kryssa i rutan.", en: "Please tick this box." },
};

/**
 * The message for a refused field. Given the field (its kind and maximum length), an empty
 * required select says "Please choose an option", an unticked box "Please tick this box", and a text
 * that is too long says the limit.
 */
export function fieldErrorMessage(
  lang: Lang,
  code: FieldErrorCode,
  field: { kind?: FieldKind; maxLength?: number } = {},
): string {
  const byKind = code === "required" && field.kind ? REQUIRED_BY_KIND[field.kind] : undefined;
  const message = (byKind ?? FIELD_ERROR_MESSAGES[code])[lang];
  return code === "tooLong" && field.maxLength !== undefined ? `${message} ${limit(lang, field.maxLength)}` : message;
}

/**
 * The alert shown when a submission fails for any reason (docs/product.md#forms), with the
 * company's address and phone number as the page shows them (the published `company` document's:
 * the form islands get it as a prop from the server-rendered page).
 */
export function submitErrorMessage(lang: Lang, contact: { email: string; phone: string }): string {
  return lang === "sv"
    ? `Det gick inte att skicka formuläret. Försök igen. Fungerar det fortfarande inte når ni oss på ${contact.email} eller ${contact.phone}.`
    : // The specification's sentence, word for word, then a way to reach us directly.
      `There was an error submitting the form. Please try again. If it still fails, reach us at ${contact.email} or ${contact.phone}.`;
}

/**
 * The alert with the build's company details: for the server's own failure page, which must not
 * need the database (it is shown when the database fails).
 */
// Marked pure: the island scripts, which never read it, leave it (and the calls) out.
export const SUBMIT_ERROR_MESSAGE: Localized<string> = {
  sv: /* @__PURE__ */ submitErrorMessage("sv", { email, phone: /* @__PURE__ */ phoneDisplay("sv") }),
  en: /* @__PURE__ */ submitErrorMessage("en", { email, phone: /* @__PURE__ */ phoneDisplay("en") }),
};
