/**
 * The one validator of a service page's slug and id (docs/decisions/025-service-pages.md), for
 * the schema, the console's form and the server alike. No other import: the console uses it.
 */
import { LANGS } from "~/i18n/lang";

export type SlugProblem = "slug-format" | "slug-too-long" | "slug-reserved";

export const MAX_SLUG = 80;

/**
 * Path segments a slug may not take, in any language: the site's own top-level paths and the
 * language codes, so a slug can never be mistaken for one of them wherever it appears.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...LANGS,
  "admin",
  "api",
  "media",
  "assets",
  "services",
  "info",
  "thanks",
  "404",
  "otc",
  "social",
  "privacy-policy",
  "terms",
  "support",
  "booking",
  "sitemap-xml",
  "robots-txt",
  "favicon-svg",
  "index",
]);

/**
 * The one validator of a slug (and of a service page's id): lowercase a–z, 0–9 and single
 * hyphens between them, at most 80 characters, not reserved. The problem is a code the console
 * translates; undefined when the slug is fine.
 */
export function slugProblem(value: string): SlugProblem | undefined {
  if (value.length > MAX_SLUG) return "slug-too-long";
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return "slug-format";
  if (RESERVED_SLUGS.has(value)) return "slug-reserved";
  return undefined;
}
