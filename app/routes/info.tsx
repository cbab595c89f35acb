import { InfoHeader } from "~/components/info/info-header";
import { copyFor, liveServicesFor } from "~/content/source";
import { InfoTopics } from "~/components/info/info-topics";
import { infoHub } from "~/content/info";
import { useUi } from "~/i18n/use-lang";
import { langFromParams } from "~/i18n/lang";
import { localizedPath, type PageRef } from "~/i18n/pages";
import { staticPage } from "~/document/hydration";
import { pageHead, sharedCopy } from "~/seo/head";
import { articleLd } from "~/seo/structured-data";
import type { Route } from "./+types/info";
import { LegalLine } from "~/components/layout/legal-line";

export { shouldRevalidate } from "~/i18n/revalidate";

/** Plain HTML; the inline script opens the panel a link or the URL fragment names (docs/decisions/010-hydration-per-page.md). */
export const handle = staticPage(["topics"]);

const PAGE: PageRef = { page: "info" };

// Runs at build: only this language's copy goes into the page (and none into the JS bundle).
// The article's published and modified dates are the build day (docs/product.md#pages).
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langFromParams(params);
  return {
    page: PAGE,
    lang,
    content: copyFor(request, "info", lang, infoHub),
    // The related links go to the published page list's slugs (docs/decisions/025-service-pages.md).
    services: liveServicesFor(request),
    builtOn: new Date().toISOString().slice(0, 10),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, content, builtOn } = loaderData;
  const shared = sharedCopy(matches, lang);
  const path = localizedPath(lang, PAGE);
  const jsonLd = [articleLd(lang, shared.company.brand, content.title, content.meta.description, path, builtOn)];
  return pageHead({ lang, shared, page: PAGE, meta: content.meta, ogType: "article", jsonLd });
}

/** The info hub (docs/product.md#pages): outside the site layout, with its own header, no footer, and the compact legal line. */
export default function InfoHub({ loaderData }: Route.ComponentProps) {
  const { lang, content, services } = loaderData;
  return (
    <>
      <InfoHeader lang={lang} />
      <main id="main" className="container-page pb-24 pt-14 sm:pt-20">
        <div className="max-w-3xl">
          <p className="eyebrow">{useUi().infoHub.infoHub}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink-100 sm:text-5xl">{content.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-300">{content.intro}</p>
        </div>
        <InfoTopics lang={lang} content={content} services={services} />
      </main>
      <LegalLine bottomNav={false} />
    </>
  );
}
