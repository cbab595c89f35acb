import type { Lang, Localized } from "~/i18n/lang";
import type { FieldKind } from "./definition";
import type { FieldErrorCode } from "./validate";

/** What a visitor reads beside a field the server or the browser refused. */
const FIELD_ERROR_MESSAGES: Record<FieldErrorCode, Localized<string>> = {
  required: { sv: "Fyll i det här fältet.", en: "Please fill in this field." },
  email: { sv: "Ange en giltig e-postadress.", en: "Please enter a valid email address." },
  tooLong: { sv: "Texten är för lång.", en: "This text is too long." },
  option: { sv: "Välj ett av alternativen.", en: "Please choose one of the options." },
  unknownForm: { sv: "Okänt formulär.", en: "Unknown form." },
  invalid: {
    sv: "Fältet innehåller tecken som inte är tillåtna.",
    en: "This field contains characters that are not allowed.",
  },
  hiddenCharacter: {
    sv: "Fältet innehåller osynliga tecken (styrtecken, riktningstecken eller tecken utan bredd), ofta medkopierade från annan text. Skriv in texten igen.",
    en: "This field contains invisible characters (control, text-direction or zero-width characters), often copied along with other text. Please type it again.",
  },
  unknownField: { sv: "Fältet hör inte till formuläret.", en: "This field does not belong to the form." },
};

/** A required choice left empty, and a box that must be ticked: nothing to "fill in" there. */
const REQUIRED_BY_KIND: Partial<Record<FieldKind, Localized<string>>> = {
  select: { sv: "Välj ett alternativ.", en: "Choose an option." },
  checkbox: { sv: "Kryssa i rutan.", en: "Please tick this box." },
};

/**
 * The message for a refused field. Given the field's kind, an empty required select says
 * "Choose an option" and an unticked box "Please tick this box", rather than "Please fill in
 * this field".
 */
export function fieldErrorMessage(lang: Lang, code: FieldErrorCode, kind?: FieldKind): string {
  const byKind = code === "required" && kind ? REQUIRED_BY_KIND[kind] : undefined;
  return (byKind ?? FIELD_ERROR_MESSAGES[code])[lang];
}

/** The alert shown when a submission fails for any reason (docs/product.md#forms). */
export const SUBMIT_ERROR_MESSAGE: Localized<string> = {
  sv: "Det gick inte att skicka formuläret. Försök igen.",
  en: "There was an error submitting the form. Please try again.",
};
