import { OtcContact } from "~/components/otc/otc-contact";
import { copyFor, mediaFor } from "~/content/source";
import { OtcFeatures } from "~/components/otc/otc-features";
import { OtcHero } from "~/components/otc/otc-hero";
import { OtcNetwork } from "~/components/otc/otc-network";
import { OtcRequest } from "~/components/otc/otc-request";
import { OtcTeam } from "~/components/otc/otc-team";
import { forms } from "~/content/forms";
import { otc } from "~/content/otc";
import { langFromParams } from "~/i18n/lang";
import { localizedPath, type PageRef } from "~/i18n/pages";
import { pageHead, sharedCopy } from "~/seo/head";
import { serviceLd } from "~/seo/structured-data";
import type { Route } from "./+types/otc";
import { islandsPage } from "~/document/hydration";
import { picturesNamed } from "~/media/picture";

export { shouldRevalidate } from "~/i18n/revalidate";

/** Plain HTML with interactive pieces, hydrated one by one by app/islands/otc.client.tsx (docs/decisions/010-hydration-per-page.md). */
export const handle = islandsPage("otc");

const PAGE: PageRef = { page: "otc" };

// Runs at build: only this language's copy goes into the page (and none into the JS bundle).
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langFromParams(params);
  const content = copyFor(request, "otc", lang, otc);
  return {
    page: PAGE,
    lang,
    content,
    forms: copyFor(request, "forms", lang, forms),
    // The team's photos only (docs/decisions/024-media.md).
    media: picturesNamed(
      content.team.members.map((member) => member.photo),
      mediaFor(request),
    ),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, content } = loaderData;
  const shared = sharedCopy(matches, lang);
  const path = localizedPath(lang, PAGE);
  const jsonLd = [serviceLd(lang, shared.company.brand, content.meta.title, content.meta.description, path)];
  return pageHead({ lang, shared, page: PAGE, meta: content.meta, ogType: "website", jsonLd });
}

/** The OTC introduction page (docs/product.md#pages): prerendered, so everything is there at first paint. */
export default function Otc({ loaderData }: Route.ComponentProps) {
  const { lang, content, forms: formsCopy, media } = loaderData;
  return (
    <>
      <OtcHero content={content.hero} />
      <OtcFeatures content={content.features} />
      <OtcNetwork content={content.network} />
      <OtcRequest lang={lang} content={content.request} forms={formsCopy} />
      <OtcContact content={content.contact} />
      <OtcTeam content={content.team} media={media} lang={lang} />
    </>
  );
}
