import { FORM_NAMES } from "~/forms";
import { LANGS, type Lang } from "~/i18n/lang";
import { ALL_PAGES, SERVICE_SLUGS, localizedPath, notFoundPath, thanksPath, unprefixedPath } from "~/i18n/pages";

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

/** The server's view of the route table, derived from the same page list the build prerenders. */
export function buildPageRoutes(): PageRoutes {
  const prefixed = new Map<string, string>();
  const unprefixed = new Map<string, Record<Lang, string>>();
  const redirects = new Map<string, string>();

  for (const ref of ALL_PAGES) {
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
  // Service pages whose segment differs with and without a prefix (the no-code page):
  // each spelling answers 301 to the one its context uses.
  for (const slug of SERVICE_SLUGS) {
    const ref = { page: "service" as const, slug };
    const bare = unprefixedPath(ref);
    for (const lang of LANGS) {
      const canonical = localizedPath(lang, ref);
      const other = `/${lang}${bare}`;
      if (other !== canonical) redirects.set(other, canonical);
      const prefixedSegment = canonical.slice(`/${lang}`.length);
      if (prefixedSegment !== bare) redirects.set(prefixedSegment, bare);
    }
  }
  const notFound = Object.fromEntries(LANGS.map((lang) => [lang, htmlFileOf(notFoundPath(lang))])) as Record<Lang, string>;
  return { prefixed, unprefixed, redirects, notFound };
}
