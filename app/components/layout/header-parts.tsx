import { Link } from "react-router";
import { useUi } from "~/i18n/use-lang";
import type { Lang } from "~/i18n/lang";
import { localizedPath } from "~/i18n/pages";
import { LogoMark, Wordmark } from "./logo";

/** The first stop for keyboard users: straight past the header to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-brand-500 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
    >
      {useUi().skipToContent}
    </a>
  );
}

/** The logo and wordmark, linking to the home page of the language shown. */
export function HomeLogoLink({ lang }: { lang: Lang }) {
  return (
    <Link reloadDocument to={localizedPath(lang, { page: "home" })} className="flex shrink-0 items-center gap-2.5 rounded-lg">
      <LogoMark />
      <Wordmark />
      <span className="sr-only">{useUi().homeLink}</span>
    </Link>
  );
}
