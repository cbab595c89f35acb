import { Link } from "react-router";
import { legalIdentityParts, ORG_NUMBER_PART } from "~/config/legal-identity";
import { localizedPath } from "~/i18n/pages";
import { useCompany, useLang, useUi } from "~/i18n/use-lang";

/**
 * The compact legal line (docs/decisions/029-booking-for-the-visitor.md) that ends the pages the
 * spec gives no full footer (the service pages, the OTC page, the info hub): the company's name
 * and organisation number, and the privacy policy and terms, so the firm's identity is on every
 * page. The extra bottom padding below `sm` keeps it clear of the fixed bottom navigation.
 */
export function LegalLine({ bottomNav = true }: { bottomNav?: boolean }) {
  const lang = useLang();
  const ui = useUi();
  const company = useCompany();
  const link = "underline-offset-2 hover:text-brand-300 hover:underline";
  return (
    <footer className={`border-t border-ink-800 bg-ink-950 pt-5 text-sm text-ink-400 ${bottomNav ? "pb-20 sm:pb-5" : "pb-5"}`}>
      <div className="container-page flex flex-wrap items-center gap-x-5 gap-y-1">
        {/* Name, organisation number and, once the owner sets them, registered office and VAT number. */}
        {legalIdentityParts(company, lang, { orgNumber: ui.footer.orgNumberLabel }).map((part, index) => (
          <span key={part} className={index === ORG_NUMBER_PART ? "whitespace-nowrap" : undefined}>
            {part}
          </span>
        ))}
        <nav aria-label={ui.footer.legalNavLabel} className="contents">
          <Link
            reloadDocument
            to={localizedPath(lang, { page: "privacy-policy" })}
            className={`inline-flex min-h-6 items-center ${link}`}
          >
            {ui.footer.privacy}
          </Link>
          <Link reloadDocument to={localizedPath(lang, { page: "terms" })} className={`inline-flex min-h-6 items-center ${link}`}>
            {ui.footer.terms}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
