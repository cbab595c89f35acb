import { Outlet } from "react-router";
import { BottomNav } from "~/components/layout/bottom-nav";
import { LegalLine } from "~/components/layout/legal-line";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useCurrentPage } from "~/i18n/use-lang";
import { useUnprefixedLanguageSwitch } from "~/i18n/use-unprefixed-switch";

/**
 * Pages without the footer (docs/product.md#pages): the service pages and the OTC page (the info
 * hub has its own layout). They end with the compact legal line instead (docs/decisions/029-booking-for-the-visitor.md).
 */
const NO_FOOTER = new Set(["service", "otc"]);

export default function SiteLayout() {
  useUnprefixedLanguageSwitch();
  const page = useCurrentPage();
  return (
    <>
      <SiteHeader />
      <main id="main" className="pt-16">
        <Outlet />
      </main>
      {NO_FOOTER.has(page?.page ?? "") ? <LegalLine /> : <SiteFooter />}
      <BottomNav />
    </>
  );
}
