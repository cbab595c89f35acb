import { Link } from "react-router";
import { useUi } from "~/i18n/use-lang";
import type { Lang } from "~/i18n/lang";
import { homeSectionHref, localizedPath } from "~/i18n/pages";
import { LanguageToggle } from "~/components/layout/language-toggle";
import { HomeLogoLink, SkipLink } from "~/components/layout/header-parts";

/**
 * The info hub's own header (docs/product.md#pages): logo to the home page, Home, Info Hub, Services,
 * Contact and the en/sv toggle. On phones the links take a second row.
 */
export function InfoHeader({ lang }: { lang: Lang }) {
  const copy = useUi();
  const links = [
    { href: localizedPath(lang, { page: "home" }), label: copy.infoHub.home, current: false },
    { href: localizedPath(lang, { page: "info" }), label: copy.infoHub.infoHub, current: true },
    { href: homeSectionHref(lang, "services"), label: copy.infoHub.services, current: false },
    { href: homeSectionHref(lang, "contact"), label: copy.infoHub.contact, current: false },
  ];
  return (
    <header className="border-b border-ink-800 bg-ink-950">
      <SkipLink />
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-3 sm:h-16 sm:flex-nowrap sm:py-0">
        <HomeLogoLink lang={lang} />
        <nav aria-label={copy.infoHub.navLabel} className="order-last -mx-2 w-full sm:order-none sm:mx-0 sm:w-auto">
          <ul className="flex items-center justify-between sm:gap-1">
            {links.map((link) => (
              <li key={link.label}>
                <Link
                  reloadDocument
                  to={link.href}
                  aria-current={link.current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-lg px-2.5 text-sm font-medium transition-colors sm:px-3 ${
                    link.current ? "text-brand-300" : "text-ink-300 hover:bg-ink-800 hover:text-ink-100"
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageToggle variant="info" />
      </div>
    </header>
  );
}
