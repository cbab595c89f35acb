import { Link } from "react-router";
import { homeSectionHref, localizedPath } from "~/i18n/pages";
import { useLang, useUi } from "~/i18n/use-lang";

/** The body of the localized not-found page (served with status 404 by the server). */
export function NotFoundContent() {
  const lang = useLang();
  const copy = useUi().notFound;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-24">
      <p className="font-mono text-sm text-brand-400">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-100 sm:text-5xl">{copy.title}</h1>
      <p className="mt-5 max-w-xl text-lg text-ink-300">{copy.text}</p>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link reloadDocument to={localizedPath(lang, { page: "home" })} className="btn btn-primary">
          {copy.home}
        </Link>
        <Link reloadDocument to={homeSectionHref(lang, "contact")} className="btn btn-secondary">
          {copy.contact}
        </Link>
      </div>
    </section>
  );
}
