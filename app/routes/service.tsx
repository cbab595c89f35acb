import { ServicePage } from "~/components/service/service-page";
import { home } from "~/content/home";
import { serviceContents, serviceLayoutLabels } from "~/content/services";
import { copyFor } from "~/content/source";

import { langFromParams } from "~/i18n/lang";
import { localizedPath, serviceSlugFromSegment, type PageRef } from "~/i18n/pages";
import { pageHead, sharedCopy } from "~/seo/head";
import { serviceLd } from "~/seo/structured-data";
import type { Route } from "./+types/service";
import { staticPage } from "~/document/hydration";

export { shouldRevalidate } from "~/i18n/revalidate";

/** Plain HTML, no framework JavaScript (docs/decisions/010-hydration-per-page.md). */
export const handle = staticPage(["sections", "about"]);

// Runs at build: only this page's copy in this language goes into the page, none into the JS bundle.
// Both spellings of the no-code page (no-code-low-code and no-code-low-code-mvp) resolve to one slug.
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = serviceSlugFromSegment(params.slug);
  if (!slug) throw new Response("Not Found", { status: 404 });
  const lang = langFromParams(params);
  const page: PageRef = { page: "service", slug };
  return {
    page,
    lang,
    content: copyFor(request, `service/${slug}`, lang, serviceContents[slug]),
    // The same icon as the service's card on the home page.
    icon: copyFor(request, "home", lang, home).services.cards[slug].icon,
    // The service's name as its card says it, carried by the calls to action to the contact form.
    about: copyFor(request, "home", lang, home).services.cards[slug].title,
    labels: copyFor(request, "interface", lang, {
      sv: { serviceLayout: serviceLayoutLabels.sv },
      en: { serviceLayout: serviceLayoutLabels.en },
    }).serviceLayout,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, content } = loaderData;
  const path = localizedPath(lang, page);
  const shared = sharedCopy(matches, lang);
  return pageHead({
    lang,
    shared,
    page,
    meta: content.meta,
    ogType: "website",
    jsonLd: [serviceLd(lang, shared.company.brand, content.meta.title, content.meta.description, path)],
  });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { lang, icon, about, content, labels } = loaderData;
  return <ServicePage lang={lang} icon={icon} about={about} content={content} labels={labels} />;
}
