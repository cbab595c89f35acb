import { Link } from "react-router";
import { bookingPath } from "~/forms/booking";
import { SuccessPanel } from "~/components/forms/form-status";
import { forms } from "~/content/forms";
import { ui } from "~/content/ui";
import { isFormName } from "~/forms";
import { langFromParams } from "~/i18n/lang";
import { formPath, localizedPath } from "~/i18n/pages";
import { documentTitle, sharedCopy } from "~/seo/head";
import { copyFor, interfaceFor } from "~/content/source";
import type { Route } from "./+types/thanks";
import { staticPage } from "~/document/hydration";

export { shouldRevalidate } from "~/i18n/revalidate";

/** Plain HTML, no framework JavaScript (docs/decisions/010-hydration-per-page.md). */
export const handle = staticPage();

/**
 * The thank-you page a form posted without JavaScript lands on (303 from POST /): the same
 * words as the form's own thank-you view. Prerendered per language and form.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langFromParams(params);
  if (!isFormName(params.form)) throw new Response("Not Found", { status: 404 });
  const success = copyFor(request, "forms", lang, forms)[params.form].success;
  return { lang, form: params.form, success, labels: interfaceFor(request, lang, ui).thanks };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { brand } = sharedCopy(matches, loaderData.lang).company;
  return [
    { title: documentTitle({ title: loaderData.success.title, description: "", keywords: [] }, false, brand) },
    { name: "description", content: loaderData.success.text },
    { name: "robots", content: "noindex" },
  ];
}

export default function Thanks({ loaderData }: Route.ComponentProps) {
  const { lang, form, success, labels } = loaderData;
  return (
    <section className="container-page flex min-h-[70vh] items-center justify-center py-20">
      <div className="card w-full max-w-xl">
        <SuccessPanel title={success.title} text={success.text} headingLevel="h1">
          <Link reloadDocument to={localizedPath(lang, { page: "home" })} className="btn btn-secondary">
            {labels.backHome}
          </Link>
          <Link reloadDocument to={formPath(lang, form)} className="btn btn-secondary">
            {success.again}
          </Link>
          <a href={bookingPath(lang)} className="btn btn-primary">
            {success.book}
          </a>
        </SuccessPanel>
      </div>
    </section>
  );
}
