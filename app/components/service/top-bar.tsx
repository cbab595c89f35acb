import { Link } from "react-router";
import { useUi } from "~/i18n/use-lang";
import type { Lang } from "~/i18n/lang";
import { localizedPath } from "~/i18n/pages";
import { Icon } from "~/components/ui/icon";

/**
 * The service pages' own bar under the global header: back to the home page. The language switch
 * is the header's alone (one per page: docs/decisions/029-booking-for-the-visitor.md).
 */
export function ServiceTopBar({ lang, label }: { lang: Lang; label: string }) {
  const ui = useUi();
  return (
    <nav aria-label={label} className="border-b border-ink-800 bg-ink-950">
      <div className="container-page flex h-14 items-center justify-between gap-4">
        <Link
          reloadDocument
          to={localizedPath(lang, { page: "home" })}
          className="group inline-flex min-h-10 items-center gap-2 rounded-lg text-sm font-medium text-ink-300 transition-colors hover:text-brand-300"
        >
          <Icon name="arrow-right" className="size-4 rotate-180 transition-transform group-hover:-translate-x-0.5" />
          {ui.serviceLayout.back}
        </Link>
      </div>
    </nav>
  );
}
