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

/** Every screen of the route table: a named page or a service page. */
export type PageRef = { page: SimplePage } | { page: "service"; slug: ServiceSlug };

export const ALL_PAGES: readonly PageRef[] = [
  ...SIMPLE_PAGES.map((page) => ({ page })),
  ...SERVICE_SLUGS.map((slug) => ({ page: "service" as const, slug })),
];

/** The canonical URL path of a page in a language: /sv/..., /en/..., and /info/sv|en for the hub. */
export function localizedPath(lang: Lang, ref: PageRef): string {
  switch (ref.page) {
    case "home":
      return `/${lang}`;
    case "info":
      return `/info/${lang}`;
    case "service":
      return `/${lang}/services/${PREFIXED_SERVICE_SEGMENT[ref.slug] ?? ref.slug}`;
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
export function prerenderPaths(): string[] {
  return LANGS.flatMap((lang) => [
    ...ALL_PAGES.map((ref) => localizedPath(lang, ref)),
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
