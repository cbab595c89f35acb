import { Link } from "react-router";
import { useUi } from "~/i18n/use-lang";
import type { Lang } from "~/i18n/lang";
import { localizedPath } from "~/i18n/pages";
import { SmartLink } from "~/components/ui/smart-link";
import { LogoMark, Wordmark } from "./logo";
import { navHref } from "./nav-items";

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

/**
 * The logo and wordmark, linking to the home page of the language shown. `compact`: between `sm`
 * and `md` the wordmark is read but not shown, so the site header's navigation, language switch
 * and "Book a call" fit beside the mark (docs/decisions/029-booking-for-the-visitor.md).
 */
export function HomeLogoLink({ lang, compact = false }: { lang: Lang; compact?: boolean }) {
  return (
    <Link reloadDocument to={localizedPath(lang, { page: "home" })} className="flex shrink-0 items-center gap-2.5 rounded-lg">
      <LogoMark />
      <Wordmark decorative className={compact ? "sm:max-md:sr-only" : ""} />
      <span className="sr-only">{useUi().homeLink}</span>
    </Link>
  );
}

/**
 * "Book a call": the free times in one tap, a filled button at the right of every public page's
 * header at every width (docs/decisions/029-booking-for-the-visitor.md). It goes where the
 * navigation's "Contact" goes: the contact section, whose booking card comes first.
 */
export function BookCallLink({ lang, onHome }: { lang: Lang; onHome: boolean }) {
  return (
    <SmartLink
      href={navHref(lang, "contact", onHome)}
      className="btn btn-primary min-h-10 whitespace-nowrap px-3 text-[0.8125rem] lg:px-4 lg:text-sm"
    >
      {useUi().bookCall}
    </SmartLink>
  );
}
