import type { Company } from "~/content/site-copy";
import { SITE_URL, absoluteUrl } from "~/config/site-url";
import type { Lang } from "~/i18n/lang";

/**
 * schema.org data (docs/product.md#constants): the company as a ProfessionalService serving Sweden in Swedish
 * and English, prices in SEK on request. The company's details are the published `company`
 * document's (app/content/site-copy.ts).
 */
export function organizationLd(lang: Lang, site: Company) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${SITE_URL}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl(`/${lang}`),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/og-image.png"),
    telephone: site.phone.tel,
    email: site.email,
    taxID: site.orgNumber,
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.street,
      postalCode: office.postcode,
      addressLocality: office.city,
      addressCountry: "SE",
    })),
    areaServed: { "@type": "Country", name: "Sweden" },
    availableLanguage: ["Swedish", "English"],
    currenciesAccepted: "SEK",
    priceRange: "Contact for pricing",
    sameAs: site.socials.map((profile) => profile.url),
  };
}

export function serviceLd(lang: Lang, brand: string, name: string, description: string, path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(path),
    inLanguage: lang,
    serviceType: name,
    provider: { "@id": `${SITE_URL}/#organization`, "@type": "ProfessionalService", name: brand },
    areaServed: { "@type": "Country", name: "Sweden" },
    availableLanguage: ["Swedish", "English"],
    offers: {
      "@type": "Offer",
      priceCurrency: "SEK",
      description: "Contact for pricing",
    },
  };
}

export function articleLd(lang: Lang, brand: string, headline: string, description: string, path: string, date: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline,
    description,
    inLanguage: lang,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    image: absoluteUrl("/og-image.png"),
    datePublished: date,
    dateModified: date,
    author: { "@type": "Organization", name: brand, url: SITE_URL },
    publisher: {
      "@id": `${SITE_URL}/#organization`,
      "@type": "Organization",
      name: brand,
      logo: absoluteUrl("/favicon.svg"),
    },
  };
}

export function websiteLd(lang: Lang, brand: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: brand,
    url: absoluteUrl(`/${lang}`),
    inLanguage: ["sv", "en"],
    publisher: { "@id": `${SITE_URL}/#organization` },
  };
}
