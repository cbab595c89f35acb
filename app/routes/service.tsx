import { ServicePage } from "~/components/service/service-page";
import { useCompany } from "~/i18n/use-lang";
import { home } from "~/content/home";
import { serviceContents, serviceLayoutLabels } from "~/content/services";
import { copyFor, factSentenceFor, serviceForSegment } from "~/content/source";
import { needsStoriesNote, storiesNote, storiesSentence } from "~/content/story-note";

import { langFromParams, type Localized } from "~/i18n/lang";
import type { ServicePageContent } from "~/content/types";
import { isServiceSlug, localizedPath, serviceRef, type PageRef } from "~/i18n/pages";
import { pageHead, sharedCopy } from "~/seo/head";
import { serviceLd } from "~/seo/structured-data";
import type { Route } from "./+types/service";
import { staticPage } from "~/document/hydration";

export { shouldRevalidate } from "~/i18n/revalidate";

/** Plain HTML, no framework JavaScript (docs/decisions/010-hydration-per-page.md). */
export const handle = staticPage(["sections", "about"]);

// Runs at build: only this page's copy in this language goes into the page, none into the JS bundle.
// The segment is the page's slug in the language (or its id): the page list in content says which
// page it is (docs/decisions/025-service-pages.md), so a page added in the console renders too.
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langFromParams(params);
  const entry = serviceForSegment(request, lang, params.slug);
  if (!entry) throw new Response("Not Found", { status: 404 });
  const page: PageRef = serviceRef(entry);
  const slug = entry.id;
  const card = copyFor(request, "home", lang, home).services.cards[slug];
  // A page added in the console has no copy module: its document is all there is.
  const fallback = isServiceSlug(slug) ? serviceContents[slug] : undefined;
  const content = fallback
    ? copyFor(request, `service/${slug}`, lang, fallback)
    : copyFor(request, `service/${slug}`, lang, MISSING);
  if (!card || !content) throw new Response("Not Found", { status: 404 });
  const storyCount = content.stories?.items.length ?? 0;
  return {
    page,
    lang,
    content,
    // The same icon as the service's card on the home page.
    icon: card.icon,
    // The service's name as its card says it, carried by the calls to action to the contact form.
    about: card.title,
    // Whose engagements the stories are, in the number of the stories this page shows, while any of
    // them lacks its origin. The sentence is the published facts' (the owner edits it in the
    // console), not the seed's.
    storiesNote: needsStoriesNote(content.stories?.items)
      ? storiesNote(lang, storyCount, factSentenceFor(request, lang, storiesSentence(storyCount)))
      : null,
    labels: copyFor(request, "interface", lang, {
      sv: { serviceLayout: serviceLayoutLabels.sv },
      en: { serviceLayout: serviceLayoutLabels.en },
    }).serviceLayout,
  };
}

const MISSING = { sv: undefined, en: undefined } as unknown as Localized<ServicePageContent>;

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
  const { lang, icon, about, content, labels, storiesNote: note } = loaderData;
  const company = useCompany();
  return (
    <ServicePage
      lang={lang}
      icon={icon}
      about={about}
      content={content}
      labels={labels}
      storiesNote={note}
      brand={company.brand}
    />
  );
}
