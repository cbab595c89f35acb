import { splitNavLabel } from "~/content/ui";
import { useCurrentPage, useLang, useUi } from "~/i18n/use-lang";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { NAV_ICONS, navHref } from "./nav-items";

/**
 * The fixed bottom navigation below the small breakpoint (docs/product.md#pages). Long labels are cut to
 * fit; the cut-off letters stay for screen readers, so the link's name is the whole word.
 */
export function BottomNav() {
  const lang = useLang();
  const copy = useUi();
  const page = useCurrentPage();
  const onHome = page?.page === "home";
  return (
    <nav
      aria-label={copy.mobileNavLabel}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-800 bg-ink-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md sm:hidden"
    >
      <ul className="grid grid-cols-6">
        {copy.nav.map((item) => {
          const active = item.id === "otc" && page?.page === "otc";
          const label = splitNavLabel(item.label);
          return (
            <li key={item.id}>
              <SmartLink
                href={navHref(lang, item.id, onHome)}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium ${
                  active ? "text-brand-300" : "text-ink-300"
                }`}
              >
                <Icon name={NAV_ICONS[item.id]} className="size-5" />
                <span>
                  {label.shown}
                  {label.cut && (
                    <>
                      <span aria-hidden="true">…</span>
                      {/* Inline and zero-sized rather than sr-only: an absolutely positioned
                          span would make the name "Fundam entals". */}
                      <span className="text-[0px]">{label.rest}</span>
                    </>
                  )}
                </span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
