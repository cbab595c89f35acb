/**
 * The content documents of the site (docs/decisions/018-content-editing.md): every page's copy,
 * the shared interface strings, the form copy, the confirmation email, the booking words, the facts
 * and the company details. One id per document, one kind (schema) per id.
 */
import type { z } from "zod";
import { SERVICE_SLUGS, type ServiceSlug } from "~/i18n/pages";
import {
  bookingDocument,
  companyDocument,
  confirmationEmail,
  documentPage,
  factsDocument,
  formsCopy,
  homePage,
  infoPage,
  interfaceCopy,
  otcPage,
  servicePage,
  servicePagesDocument,
  socialPage,
} from "./schemas";
import { slugProblem } from "./slug";

export const KINDS = {
  home: homePage,
  service: servicePage,
  otc: otcPage,
  info: infoPage,
  social: socialPage,
  legal: documentPage,
  interface: interfaceCopy,
  forms: formsCopy,
  email: confirmationEmail,
  facts: factsDocument,
  company: companyDocument,
  pages: servicePagesDocument,
  booking: bookingDocument,
} as const satisfies Record<string, z.ZodType>;
export type Kind = keyof typeof KINDS;

export const FIXED_DOCUMENTS = {
  home: "home",
  otc: "otc",
  info: "info",
  social: "social",
  privacy: "legal",
  terms: "legal",
  support: "legal",
  interface: "interface",
  forms: "forms",
  "confirmation-email": "email",
  facts: "facts",
  company: "company",
  pages: "pages",
  booking: "booking",
} as const satisfies Record<string, Kind>;

/**
 * A service page's document is `service/<id>`: the seed's 14 and any page added in the console
 * (docs/decisions/025-service-pages.md), whose id is a valid slug.
 */
export type DocumentId = keyof typeof FIXED_DOCUMENTS | `service/${string}`;
export type SeedServiceDocumentId = `service/${ServiceSlug}`;

export const DOCUMENT_IDS: readonly DocumentId[] = [
  "home",
  ...SERVICE_SLUGS.map((slug) => `service/${slug}` as const),
  "otc",
  "info",
  "social",
  "privacy",
  "terms",
  "support",
  "interface",
  "forms",
  "confirmation-email",
  "facts",
  "company",
  "pages",
  "booking",
];

export function isDocumentId(value: unknown): value is DocumentId {
  if (typeof value !== "string") return false;
  if (value.startsWith("service/")) return slugProblem(value.slice("service/".length)) === undefined;
  return Object.hasOwn(FIXED_DOCUMENTS, value);
}

/** The service page id of a document id, or undefined for any other document. */
export function serviceIdOf(id: string): string | undefined {
  return id.startsWith("service/") ? id.slice("service/".length) : undefined;
}

export function kindOf(id: DocumentId): Kind {
  return id.startsWith("service/") ? "service" : FIXED_DOCUMENTS[id as keyof typeof FIXED_DOCUMENTS];
}

/** A field's problem, as the API and the CLI report it: the path names the field ("$.hero.slogan.sv"). */
export interface FieldIssue {
  path: string;
  problem: string;
}

/** Validates a document body against its kind's schema; the issues name each field. */
export function validateDocument(
  id: DocumentId,
  body: unknown,
): { ok: true; body: unknown } | { ok: false; issues: FieldIssue[] } {
  const parsed = KINDS[kindOf(id)].safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.slice(0, 50).map((issue) => ({
      path: "$" + issue.path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join(""),
      problem: issue.code === "custom" ? issue.message : issue.code,
    })),
  };
}
