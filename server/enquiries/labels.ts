import { forms } from "~/content/forms";
import type { FormName } from "~/forms";
import type { Lang, Localized } from "~/i18n/lang";

/**
 * Short labels for what the server writes itself: the owner's notification email, and a
 * fallback for the no-JS result page when the site's copy has no label for a name.
 */
const FIELD_LABELS: Record<string, Localized<string>> = {
  name: { sv: "Namn", en: "Name" },
  email: { sv: "E-post", en: "Email" },
  company: { sv: "Företag", en: "Company" },
  message: { sv: "Meddelande", en: "Message" },
  projectName: { sv: "Projektnamn", en: "Project name" },
  phoneNumber: { sv: "Telefonnummer", en: "Phone number" },
  reference: { sv: "Hur hörde ni talas om oss?", en: "How did you hear about us?" },
  projectType: { sv: "Projekttyp", en: "Project type" },
  organizationType: { sv: "Organisationstyp", en: "Organisation type" },
  projectGoal: { sv: "Projektets mål", en: "Project goal" },
  budget: { sv: "Budget", en: "Budget" },
  timeline: { sv: "Tidplan", en: "Timeline" },
  teamSize: { sv: "Teamstorlek", en: "Team size" },
  technicalExpertise: { sv: "Teknisk kompetens", en: "Technical expertise" },
  currentChallenges: { sv: "Nuvarande utmaningar", en: "Current challenges" },
  desiredOutcome: { sv: "Önskat resultat", en: "Desired outcome" },
  features: { sv: "Funktioner", en: "Features" },
  additionalInfo: { sv: "Övrig information", en: "Additional information" },
  fullName: { sv: "Fullständigt namn", en: "Full name" },
  phone: { sv: "Telefon", en: "Phone" },
  jurisdiction: { sv: "Jurisdiktion", en: "Jurisdiction" },
  assetType: { sv: "Tillgångstyp", en: "Asset type" },
  transactionType: { sv: "Transaktionstyp", en: "Transaction type" },
  transactionSize: { sv: "Transaktionsstorlek (USD)", en: "Transaction size (USD)" },
  frequency: { sv: "Frekvens", en: "Frequency" },
  settlementMethods: { sv: "Avvecklingsmetoder", en: "Settlement methods" },
  geographicPreferences: { sv: "Geografiska preferenser", en: "Geographic preferences" },
  acknowledgment: { sv: "Bekräftelse", en: "Acknowledgement" },
  "form-name": { sv: "Formulär", en: "Form" },
};

/**
 * A field's label: the one the visitor saw on the form (app/content) when the form is known,
 * else the short label above; an unknown field (a refused extra key) is shown by its name.
 */
export function fieldLabel(lang: Lang, name: string, form?: FormName): string {
  const seen = form ? forms[lang][form].fields[name]?.label : undefined;
  return seen ?? FIELD_LABELS[name]?.[lang] ?? name;
}

/**
 * A field's name in a list of errors: the label the visitor saw, unless that label is a whole
 * declaration (the OTC acknowledgement's sentence), which would read "… advice.: Please tick this
 * box."; then the short label ("Bekräftelse") names it (editorial review of 2026-11-27, D57).
 */
export function summaryLabel(lang: Lang, name: string, form?: FormName): string {
  const seen = fieldLabel(lang, name, form);
  return /[.!?]$/u.test(seen) && FIELD_LABELS[name] ? FIELD_LABELS[name][lang] : seen;
}

/** How a ticked box reads (the OTC acknowledgment submits the wire value "agreed"). */
export const TICKED_LABEL: Localized<string> = { sv: "Godkänt", en: "Agreed" };

/** How the form showed a submitted choice (its option label), or the value itself. */
export function optionLabel(lang: Lang, form: FormName, name: string, value: string): string {
  return forms[lang][form].options[name]?.[value] ?? value;
}

export const FORM_TITLES: Record<FormName, Localized<string>> = {
  contact: { sv: "Kontaktmeddelande", en: "Contact message" },
  project: { sv: "Projektförfrågan", en: "Project enquiry" },
  "otc-network-request": { sv: "Förfrågan om OTC-introduktion", en: "OTC introduction request" },
};
