import { About } from "~/components/home/about";
import { ContactSection } from "~/components/home/contact-section";
import { Hero } from "~/components/home/hero";
import { Portfolio } from "~/components/home/portfolio";
import { ServicesGrid } from "~/components/home/services-grid";
import { Team } from "~/components/home/team";
import { bookingTexts, pickerCopyOf } from "~/content/booking";
import { forms } from "~/content/forms";
import { home } from "~/content/home";
import { ui } from "~/content/ui";
import { copyFor, interfaceFor, liveServicesFor, mediaFor } from "~/content/source";
import { isLang } from "~/i18n/lang";
import type { PageRef } from "~/i18n/pages";
import { pageHead, sharedCopy } from "~/seo/head";
import { organizationLd, websiteLd } from "~/seo/structured-data";
import type { Route } from "./+types/home";
import { islandsPage } from "~/document/hydration";

export { shouldRevalidate } from "~/i18n/revalidate";

/** Plain HTML with interactive pieces, hydrated one by one by app/islands/home.client.tsx (docs/decisions/010-hydration-per-page.md). */
export const handle = islandsPage("home", ["sections"]);

const PAGE: PageRef = { page: "home" };

// Runs at build: only this language's copy goes into the page (and none into the JS bundle).
// "/" itself is never prerendered: rendered there, the page is React Router's SPA fallback,
// which becomes the console's shell (scripts/postbuild.ts); it carries no home page data.
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isLang(params.lang)) return null;
  const lang = params.lang;
  return {
    page: PAGE,
    lang,
    content: copyFor(request, "home", lang, home),
    forms: copyFor(request, "forms", lang, forms),
    // Only the contact section's booking words, not the server's pages' or the emails'.
    booking: pickerCopyOf(copyFor(request, "booking", lang, bookingTexts)),
    newTab: interfaceFor(request, lang, ui).newTab,
    media: mediaFor(request),
    // The live service pages, for the grid (docs/decisions/025-service-pages.md).
    services: liveServicesFor(request),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, content } = loaderData;
  const shared = sharedCopy(matches, lang);
  return pageHead({
    lang,
    shared,
    page: PAGE,
    meta: content.meta,
    standaloneTitle: true,
    jsonLd: [organizationLd(lang, shared.company), websiteLd(lang, shared.company.brand)],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { lang, content, forms: formsCopy, booking, newTab, media, services } = loaderData;
  return (
    <>
      <Hero lang={lang} content={content.hero} forms={formsCopy} />
      <About content={content.about} />
      <ServicesGrid lang={lang} content={content.services} services={services} />
      <Portfolio content={content.portfolio} newTabLabel={newTab} media={media} lang={lang} />
      <Team content={content.team} media={media} lang={lang} />
      <ContactSection lang={lang} content={content.contact} forms={formsCopy} booking={booking} />
    </>
  );
}
