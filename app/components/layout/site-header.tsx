import { useCurrentPage, useLang, useUi } from "~/i18n/use-lang";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { LanguageToggle } from "./language-toggle";
import { BookCallLink, HomeLogoLink, SkipLink } from "./header-parts";
import { NAV_ICONS, navHref } from "./nav-items";

/**
 * The fixed top bar (docs/product.md#pages): logo and home link, icon-and-label navigation, the
 * one language toggle of the page, and "Book a call" to the free times.
 */
export function SiteHeader() {
  const lang = useLang();
  const copy = useUi();
  const page = useCurrentPage();
  const onHome = page?.page === "home";
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-800/80 bg-ink-950/85 backdrop-blur-md">
      <SkipLink />
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <HomeLogoLink lang={lang} compact />
        <nav aria-label={copy.mainNavLabel} className="hidden sm:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {copy.nav.map((item) => {
              const active = item.id === "otc" && page?.page === "otc";
              return (
                <li key={item.id}>
                  <SmartLink
                    href={navHref(lang, item.id, onHome)}
                    aria-current={active ? "page" : undefined}
                    className={`flex flex-col items-center gap-0.5 rounded-lg px-2 py-1.5 text-[0.6875rem] font-medium transition-colors lg:flex-row lg:gap-1.5 lg:px-3 lg:py-2 lg:text-sm ${
                      active ? "bg-brand-900/60 text-brand-300" : "text-ink-300 hover:bg-ink-800 hover:text-ink-100"
                    }`}
                  >
                    <Icon name={NAV_ICONS[item.id]} className="size-4" />
                    {item.label}
                  </SmartLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          {/* The one language switch; on service pages it reads ENG / SV, as the spec's bar did. */}
          <LanguageToggle variant={page?.page === "service" ? "service" : "header"} />
          {/* Every width, 375 to wide (docs/decisions/029-booking-for-the-visitor.md): between sm
              and md the wordmark makes room for it (HomeLogoLink's compact). */}
          <BookCallLink lang={lang} onHome={onHome} />
        </div>
      </div>
    </header>
  );
}
