import { documentLoaderData } from "~/components/document/document-data";
import { copyFor } from "~/content/source";
import { siteCopyFor } from "~/content/site-copy";
import { DocumentPage } from "~/components/document/document-page";
import { SupportContact } from "~/components/document/support-contact";
import { support } from "~/content/legal/support";
import { langFromParams } from "~/i18n/lang";
import type { PageRef } from "~/i18n/pages";
import { pageHead, sharedCopy } from "~/seo/head";
import type { Route } from "./+types/support";
import { staticPage } from "~/document/hydration";

export { shouldRevalidate } from "~/i18n/revalidate";

/** Plain HTML, no framework JavaScript (docs/decisions/010-hydration-per-page.md). */
export const handle = staticPage();

const PAGE: PageRef = { page: "support" };

// Runs at build: the company's facts are written into the copy here, so none of it ships as JavaScript.
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langFromParams(params);
  const { company } = siteCopyFor(request, lang);
  return documentLoaderData(PAGE, lang, copyFor(request, "support", lang, support), company);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang } = loaderData;
  return pageHead({ lang, shared: sharedCopy(matches, lang), page: PAGE, meta: loaderData.content.meta });
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { lang, content, updatedText } = loaderData;
  return (
    <DocumentPage
      content={content}
      updatedIso={content.updated}
      updatedText={updatedText}
      aside={<SupportContact lang={lang} />}
    />
  );
}
