import { Link } from "react-router";
import { copyFor, interfaceFor } from "~/content/source";
import { SocialIconRow, SocialProfiles } from "~/components/social/social-profiles";
import { Icon } from "~/components/ui/icon";
import { social } from "~/content/social";
import { ui } from "~/content/ui";
import { langFromParams } from "~/i18n/lang";
import { homeSectionHref, type PageRef } from "~/i18n/pages";
import { pageHead, sharedCopy } from "~/seo/head";
import { organizationLd } from "~/seo/structured-data";
import type { Route } from "./+types/social";
import { staticPage } from "~/document/hydration";

export { shouldRevalidate } from "~/i18n/revalidate";

/** Plain HTML, no framework JavaScript (docs/decisions/010-hydration-per-page.md). */
export const handle = staticPage();

const PAGE: PageRef = { page: "social" };

// Runs at build: only this language's copy goes into the page (and none into the JS bundle).
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langFromParams(params);
  return { page: PAGE, lang, content: copyFor(request, "social", lang, social), newTab: interfaceFor(request, lang, ui).newTab };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, content } = loaderData;
  const shared = sharedCopy(matches, lang);
  return pageHead({ lang, shared, page: PAGE, meta: content.meta, jsonLd: [organizationLd(lang, shared.company)] });
}

/** The social media page (docs/product.md#pages): the icon row, seven profile cards and a way to contact us. */
export default function Social({ loaderData }: Route.ComponentProps) {
  const { lang, content, newTab } = loaderData;
  return (
    <div className="py-16 sm:py-24">
      <section aria-labelledby="social-title" className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h1 id="social-title" className="text-4xl font-bold tracking-tight text-ink-100 sm:text-5xl">
            {content.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-300">{content.intro}</p>
        </div>
        <SocialIconRow label={content.iconRowLabel} newTab={newTab} />
        <SocialProfiles content={content} newTab={newTab} />
      </section>
      <section aria-labelledby="social-contact-title" className="container-page mt-16">
        <div className="card flex flex-col items-start gap-6 p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="social-contact-title" className="text-2xl font-bold text-ink-100">
              {content.contactHeading}
            </h2>
            <p className="mt-2 text-ink-300">{content.contactText}</p>
          </div>
          <Link reloadDocument to={homeSectionHref(lang, "contact")} className="btn btn-primary shrink-0">
            {content.contactUs}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
      </section>
    </div>
  );
}
