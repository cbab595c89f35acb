// react-router.config.ts loads this module before Vite's `~/` alias exists: a relative path here.
// eslint-disable-next-line no-restricted-imports
import { FORM_NAMES, type FormName } from "../forms/definition";
import { LANGS, type Lang } from "./lang";

/** The 14 services, in the order of the home page grid (docs/product.md#pages). */
export const SERVICE_SLUGS = [
  "ai-agents",
  "ai-integration",
  "saas-development",
  "n8n-workflows",
  "no-code-low-code-mvp",
  "fullstack-development",
  "blockchain-development",
  "smart-contracts",
  "tokenization",
  "defi-staking",
  "platform-development",
  "enterprise-testing",
  "ai-development",
  "fast-mvp-prototyping",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly unknown[]).includes(value);
}

/**
 * Under /sv and /en the no-code page is spelled without "-mvp"; unprefixed it keeps it
 * (docs/decisions/001-languages-and-urls.md). The other spelling answers 301.
 */
const PREFIXED_SERVICE_SEGMENT: Partial<Record<ServiceSlug, string>> = {
  "no-code-low-code-mvp": "no-code-low-code",
};

/** A service slug from the URL segment of either spelling. */
export function serviceSlugFromSegment(segment: string | undefined): ServiceSlug | undefined {
  if (isServiceSlug(segment)) return segment;
  const entry = Object.entries(PREFIXED_SERVICE_SEGMENT).find(([, spelled]) => spelled === segment);
  return entry?.[0] as ServiceSlug | undefined;
}

export const SIMPLE_PAGES = ["home", "otc", "social", "privacy-policy", "terms", "support", "info"] as const;
export type SimplePage = (typeof SIMPLE_PAGES)[number];

/**
 * Every screen of the route table: a named page or a service page. A service page is named by
 * its id (its document is `service/<id>`, its unprefixed URL `/services/<id>`); `segments` are
 * its slugs per language when the page list in content gives them (docs/decisions/025-service-pages.md).
 */
export type PageRef = { page: SimplePage } | { page: "service"; slug: string; segments?: Record<Lang, string> };

/**
 * One service page of the content's page list (the `pages` document): its id, its slug in
 * each language, every slug it had before (they answer 301) and whether it is live or retired.
 */
export interface ServicePageEntry {
  id: string;
  slug: Record<Lang, string>;
  formerSlugs: Record<Lang, string[]>;
  state: "live" | "retired";
}

/** The page list as the copy modules have it: the 14 services, live, in the grid's order. */
export const SEED_SERVICE_PAGES: readonly ServicePageEntry[] = SERVICE_SLUGS.map((id) => {
  const segment = PREFIXED_SERVICE_SEGMENT[id] ?? id;
  return { id, slug: { sv: segment, en: segment }, formerSlugs: { sv: [], en: [] }, state: "live" };
});

export type ServicePageRef = Extract<PageRef, { page: "service" }>;

/** The page of a service page entry, carrying its slugs. */
export function serviceRef(entry: ServicePageEntry): ServicePageRef {
  return { page: "service", slug: entry.id, segments: { ...entry.slug } };
}

/** Every page of a page list that is live: the named pages and the live service pages. */
export function allPages(services: readonly ServicePageEntry[] = SEED_SERVICE_PAGES): PageRef[] {
  return [...SIMPLE_PAGES.map((page) => ({ page })), ...services.filter((entry) => entry.state === "live").map(serviceRef)];
}

export const ALL_PAGES: readonly PageRef[] = allPages();

/** The canonical URL path of a page in a language: /sv/..., /en/..., and /info/sv|en for the hub. */
export function localizedPath(lang: Lang, ref: PageRef): string {
  switch (ref.page) {
    case "home":
      return `/${lang}`;
    case "info":
      return `/info/${lang}`;
    case "service":
      return `/${lang}/services/${ref.segments?.[lang] ?? PREFIXED_SERVICE_SEGMENT[ref.slug as ServiceSlug] ?? ref.slug}`;
    default:
      return `/${lang}/${ref.page}`;
  }
}

/** The unprefixed URL path of a page (the x-default alternate), served in the visitor's language. */
export function unprefixedPath(ref: PageRef): string {
  switch (ref.page) {
    case "home":
      return "/";
    case "service":
      return `/services/${ref.slug}`;
    default:
      return `/${ref.page}`;
  }
}

/** A link to a section of the home page, e.g. /sv#contact. */
export function homeSectionHref(lang: Lang, section: string): string {
  return `${localizedPath(lang, { page: "home" })}#${section}`;
}

/** Every path the build prerenders, both languages: the pages, the thank-you pages and the not-found pages. */
export function prerenderPaths(services: readonly ServicePageEntry[] = SEED_SERVICE_PAGES): string[] {
  const pages = allPages(services);
  return LANGS.flatMap((lang) => [
    ...pages.map((ref) => localizedPath(lang, ref)),
    ...FORM_NAMES.map((form) => thanksPath(lang, form)),
    notFoundPath(lang),
  ]);
}

/** The id of each form's section (or dialog) on its page, so a link can land at the form. */
export const FORM_ANCHORS: Record<FormName, string> = {
  contact: "contact",
  project: "project-enquiry",
  "otc-network-request": "network-form",
};

const FORM_PAGES: Record<FormName, PageRef> = {
  contact: { page: "home" },
  project: { page: "home" },
  "otc-network-request": { page: "otc" },
};

/** Where a form lives, anchor included: "send another", and "back to the form" after a failed post. */
export function formPath(lang: Lang, form: FormName): string {
  return `${localizedPath(lang, FORM_PAGES[form])}#${FORM_ANCHORS[form]}`;
}

/** Where a form posted without JavaScript lands after it was stored (docs/decisions/002-enquiry-capture.md). */
export function thanksPath(lang: Lang, form: FormName): string {
  return `/${lang}/thanks/${form}`;
}

/** Where the build writes the localized not-found page; the server answers it with 404. */
export function notFoundPath(lang: Lang): string {
  return `/${lang}/404`;
}

export function samePage(a: PageRef, b: PageRef): boolean {
  return a.page === b.page && (a.page !== "service" || (b.page === "service" && a.slug === b.slug));
}
