import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { absoluteUrl } from "~/config/site-url";
import type { PageMeta } from "~/content/types";
import { ui } from "~/content/ui";
import { LANGS, OG_LOCALE, otherLang, type Lang } from "~/i18n/lang";
import { localizedPath, unprefixedPath, type PageRef } from "~/i18n/pages";

/** The Open Graph image: 1200x630, original artwork (public/og-image.png). */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

export interface HeadInput {
  lang: Lang;
  /** The page, for its canonical URL and alternates; omitted for pages that are not indexed. */
  page?: PageRef;
  meta: PageMeta;
  /** The home page's title stands alone; every other page gets " | {brand}". */
  standaloneTitle?: boolean;
  ogType?: "website" | "article";
  jsonLd?: object[];
  noIndex?: boolean;
}

export function documentTitle(meta: PageMeta, standalone = false): string {
  return standalone ? meta.title : `${meta.title} | ${site.brand}`;
}

/**
 * Everything a page puts in <head> besides charset, viewport and theme colour (root.tsx):
 * title, description, keywords, canonical and hreflang alternates, Open Graph, Twitter card
 * and JSON-LD. One function so that every page says the same things the same way.
 */
export function pageHead({
  lang,
  page,
  meta,
  standaloneTitle,
  ogType = "website",
  jsonLd = [],
  noIndex,
}: HeadInput): MetaDescriptor[] {
  const title = documentTitle(meta, standaloneTitle);
  // The page's own image from the media library, else the site's (docs/decisions/024-media.md).
  const own = meta.ogImage;
  const image = own?.url ?? absoluteUrl(OG_IMAGE.path);
  const imageAlt = own?.alt ?? meta.ogImageAlt ?? ui[lang].ogImageAlt;
  const [imageWidth, imageHeight] = own ? [own.width, own.height] : [OG_IMAGE.width, OG_IMAGE.height];
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: site.brand },
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
