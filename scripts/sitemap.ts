import { absoluteUrl as siteUrl } from "~/config/site-url";
import { LANGS } from "~/i18n/lang";
import { allPages, localizedPath, SEED_SERVICE_PAGES, unprefixedPath, type ServicePageEntry } from "~/i18n/pages";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Every canonical URL, each with its sv, en and x-default alternates (docs/decisions/001-languages-and-urls.md):
 * at build of the seed's service pages, on publish of the published page list, retired pages left out
 * (docs/decisions/025-service-pages.md).
 */
export function sitemapXml(services: readonly ServicePageEntry[] = SEED_SERVICE_PAGES, origin?: string): string {
  const absoluteUrl = (path: string) => (origin === undefined ? siteUrl(path) : `${origin}${path}`);
  const entries = allPages(services).flatMap((ref) =>
    LANGS.map((lang) => {
      const alternates = [
        ...LANGS.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(absoluteUrl(localizedPath(alt, ref)))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(unprefixedPath(ref)))}"/>`,
      ];
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(localizedPath(lang, ref)))}</loc>\n${alternates.join("\n")}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl("/sitemap.xml")}\n`;
}
