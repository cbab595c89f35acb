import { FORM_NAMES } from "~/forms";
import { LANGS, type Lang } from "~/i18n/lang";
import {
  allPages,
  homeSectionHref,
  localizedPath,
  notFoundPath,
  SEED_SERVICE_PAGES,
  serviceRef,
  thanksPath,
  unprefixedPath,
  type ServicePageEntry,
} from "~/i18n/pages";

/** Where React Router's prerender wrote the HTML of a path. */
export function htmlFileOf(pagePath: string): string {
  return `${pagePath}/index.html`;
}

export interface PageRoutes {
  /** Canonical prefixed paths → HTML file. */
  prefixed: Map<string, string>;
  /** Unprefixed paths → the HTML file of each language (chosen per request). */
  unprefixed: Map<string, Record<Lang, string>>;
  /** Other spellings → where they answer 301 to (docs/decisions/001-languages-and-urls.md). */
  redirects: Map<string, string>;
  notFound: Record<Lang, string>;
}

/**
 * The server's view of the route table, derived from the same page list the build prerenders,
 * with the service pages of the published page list (docs/decisions/025-service-pages.md).
 */
export function buildPageRoutes(services: readonly ServicePageEntry[] = SEED_SERVICE_PAGES): PageRoutes {
  const prefixed = new Map<string, string>();
  const unprefixed = new Map<string, Record<Lang, string>>();
  const redirects = new Map<string, string>();

  for (const ref of allPages(services)) {
    const files = {} as Record<Lang, string>;
    for (const lang of LANGS) {
      files[lang] = htmlFileOf(localizedPath(lang, ref));
      prefixed.set(localizedPath(lang, ref), files[lang]);
    }
    unprefixed.set(unprefixedPath(ref), files);
  }
  for (const lang of LANGS) {
    for (const form of FORM_NAMES) prefixed.set(thanksPath(lang, form), htmlFileOf(thanksPath(lang, form)));
    // The hub's canonical URLs are /info/sv and /info/en; the prefixed spelling moves there.
    redirects.set(`/${lang}/info`, localizedPath(lang, { page: "info" }));
  }
  // A 301 never shadows a page, and the first of two claims on a path wins (the page list's
  // rules make such a clash impossible; this keeps a bad list from moving a live page).
  const redirect = (from: string, to: string) => {
    if (from !== to && !prefixed.has(from) && !unprefixed.has(from) && !redirects.has(from)) redirects.set(from, to);
  };
  for (const entry of services) {
    const names = (lang: Lang) => [entry.id, entry.slug[lang], ...entry.formerSlugs[lang]];
    if (entry.state === "retired") {
      // A retired page's URLs, old spellings included, go to the services section of the home page.
      for (const lang of LANGS)
        for (const name of names(lang)) redirect(`/${lang}/services/${name}`, homeSectionHref(lang, "services"));
      for (const lang of LANGS) for (const name of names(lang)) redirect(`/services/${name}`, "/#services");
      continue;
    }
    // Every other spelling of a live page answers 301 to the one its context uses: the id or a
    // former slug under a prefix goes to the slug (one hop, however many times it changed), a
    // slug without a prefix to the unprefixed URL, which is the id.
    const ref = serviceRef(entry);
    const bare = unprefixedPath(ref);
    for (const lang of LANGS) {
      const canonical = localizedPath(lang, ref);
      for (const name of names(lang)) {
        redirect(`/${lang}/services/${name}`, canonical);
        redirect(`/services/${name}`, bare);
      }
    }
  }
  const notFound = Object.fromEntries(LANGS.map((lang) => [lang, htmlFileOf(notFoundPath(lang))])) as Record<Lang, string>;
  return { prefixed, unprefixed, redirects, notFound };
}
