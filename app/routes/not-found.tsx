import { NotFoundContent } from "~/components/layout/not-found-content";
import { DEFAULT_LANG, langFromParams } from "~/i18n/lang";
import { documentTitle, sharedCopy } from "~/seo/head";
import { staticPage } from "~/document/hydration";
import type { Route } from "./+types/not-found";

export { shouldRevalidate } from "~/i18n/revalidate";

/**
 * Prerendered at /sv/404 and /en/404; the server sends it with status 404 for any unknown
 * path. It does not hydrate (root.tsx), so it renders the same at every URL.
 */
export const handle = staticPage();

export function loader({ params }: Route.LoaderArgs) {
  return { lang: langFromParams(params) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shared = sharedCopy(matches, loaderData?.lang ?? DEFAULT_LANG);
  const copy = shared.ui.notFound;
  return [
    { title: documentTitle({ title: copy.metaTitle, description: copy.text, keywords: [] }, false, shared.company.brand) },
    { name: "description", content: copy.text },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundContent />;
}
