import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { absoluteUrl } from "~/config/site-url";
import { builtSiteCopy, type SiteCopy } from "~/content/site-copy";
import type { PageMeta } from "~/content/types";
import { LANGS, OG_LOCALE, otherLang, type Lang } from "~/i18n/lang";
import { localizedPath, unprefixedPath, type PageRef } from "~/i18n/pages";

/** The Open Graph image: 1200x630, original artwork (public/og-image.png). */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

export interface HeadInput {
  lang: Lang;
  /** The shared copy of the render (brand, the Open Graph image's alt text): `sharedCopy(matches, lang)`. */
  shared: SiteCopy;
  /** The page, for its canonical URL and alternates; omitted for pages that are not indexed. */
  page?: PageRef;
  meta: PageMeta;
  /** The home page's title stands alone; every other page gets " | {brand}". */
  standaloneTitle?: boolean;
  ogType?: "website" | "article";
  jsonLd?: object[];
  noIndex?: boolean;
}

/** A page's <title>; `brand` is the render's (`sharedCopy`), the build's where omitted (the browser tests). */
export function documentTitle(meta: PageMeta, standalone = false, brand: string = site.brand): string {
  return standalone ? meta.title : `${meta.title} | ${brand}`;
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * The shared copy a meta function renders with: the root loader's (the published documents when
 * the server renders a publish, app/content/site-copy.ts), else the build's.
 */
export function sharedCopy(matches: readonly (MetaMatch | undefined)[], lang: Lang): SiteCopy {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Partial<SiteCopy> | undefined;
  return root?.ui && root.company ? { ui: root.ui, company: root.company } : builtSiteCopy(lang);
}

/**
 * Everything a page puts in <head> besides charset, viewport and theme colour (root.tsx):
 * title, description, keywords, canonical and hreflang alternates, Open Graph, Twitter card
 * and JSON-LD. One function so that every page says the same things the same way.
 */
export function pageHead({
  lang,
  shared,
  page,
  meta,
  standaloneTitle,
  ogType = "website",
  jsonLd = [],
  noIndex,
}: HeadInput): MetaDescriptor[] {
  const title = documentTitle(meta, standaloneTitle, shared.company.brand);
  // The page's own image from the media library, else the site's (docs/decisions/024-media.md).
  const own = meta.ogImage;
  const image = own?.url ?? absoluteUrl(OG_IMAGE.path);
  const imageAlt = own?.alt ?? meta.ogImageAlt ?? shared.ui.ogImageAlt;
  const [imageWidth, imageHeight] = own ? [own.width, own.height] : [OG_IMAGE.width, OG_IMAGE.height];
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: shared.company.brand },
    { property: "og:locale", content: OG_LOCALE[lang] },
    { property: "og:locale:alternate", content: OG_LOCALE[otherLang(lang)] },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(imageWidth) },
    { property: "og:image:height", content: String(imageHeight) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (noIndex || !page) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    const canonical = absoluteUrl(localizedPath(lang, page));
    tags.push(
      { tagName: "link", rel: "canonical", href: canonical },
      ...LANGS.map((alt) => ({ tagName: "link", rel: "alternate", hrefLang: alt, href: absoluteUrl(localizedPath(alt, page)) })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(unprefixedPath(page)) },
      { property: "og:url", content: canonical },
    );
  }
  for (const data of jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
