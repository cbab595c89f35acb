import { NotFoundContent } from "~/components/layout/not-found-content";
import { ui } from "~/content/ui";
import { DEFAULT_LANG, langFromParams } from "~/i18n/lang";
import { documentTitle } from "~/seo/head";
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

export function meta({ loaderData }: Route.MetaArgs) {
  const copy = ui[loaderData?.lang ?? DEFAULT_LANG].notFound;
  return [
    { title: documentTitle({ title: copy.metaTitle, description: copy.text, keywords: [] }) },
    { name: "description", content: copy.text },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return <NotFoundContent />;
}
