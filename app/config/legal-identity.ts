/**
 * The company's legal identity in one line (docs/decisions/031-copy-and-proof.md): the firm name,
 * organisation number, registered office (säte), VAT number and founding year, each only when the
 * company document holds it, so nothing is printed that the owner has not entered. The footer shows
 * it, and so does the compact legal line on the pages where the specification hides the footer.
 */
import type { Lang } from "~/i18n/lang";

export interface LegalIdentity {
  legalName: string;
  orgNumber: string;
  registeredOffice?: string;
  vatNumber?: string;
  founded?: number;
}

const LABELS: Record<Lang, { orgNumber: string; registeredOffice: string; vatNumber: string; founded: string }> = {
  sv: { orgNumber: "org.nr", registeredOffice: "säte", vatNumber: "momsreg.nr", founded: "grundat" },
  en: { orgNumber: "reg. no.", registeredOffice: "registered office", vatNumber: "VAT no.", founded: "founded" },
};

/**
 * Where the organisation number stands among the parts: a page keeps that part whole, since a
 * narrow column would otherwise break the number at its hyphen.
 */
export const ORG_NUMBER_PART = 1;

/** The parts of the line, in order: "Nordlegend AB", "org.nr 559412-3878", "säte Stockholm", … */
export function legalIdentityParts(company: LegalIdentity, lang: Lang, labels: Partial<(typeof LABELS)[Lang]> = {}): string[] {
  const label = { ...LABELS[lang], ...labels };
  const parts = [company.legalName, `${label.orgNumber} ${company.orgNumber}`];
  if (company.registeredOffice?.trim()) parts.push(`${label.registeredOffice} ${company.registeredOffice.trim()}`);
  if (company.vatNumber?.trim()) parts.push(`${label.vatNumber} ${company.vatNumber.trim()}`);
  if (company.founded !== undefined) parts.push(`${label.founded} ${company.founded}`);
  return parts;
}

/**
 * "Nordlegend AB · org.nr 559412-3878 · säte Stockholm": the parts joined as the footer shows them.
 * `labels` overrides a label with the page's copy (the footer's editable "Org.nr").
 */
export function legalIdentityLine(company: LegalIdentity, lang: Lang, labels: Partial<(typeof LABELS)[Lang]> = {}): string {
  return legalIdentityParts(company, lang, labels).join(" · ");
}
