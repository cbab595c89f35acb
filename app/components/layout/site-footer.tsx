import { Fragment, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { homeSectionHref, localizedPath } from "~/i18n/pages";
import { useCompany, useLang, useRootData, useUi } from "~/i18n/use-lang";
import { ContactLink } from "~/components/ui/contact-link";
import { Icon } from "~/components/ui/icon";
import { LogoMark, Wordmark } from "./logo";
import { OfficeAddress } from "~/components/ui/office-address";
import { legalIdentityParts, ORG_NUMBER_PART } from "~/config/legal-identity";

/** Replaced by Vite at build (vite.config.ts); outside a build (unit tests), this year. */
declare const __BUILD_YEAR__: number | undefined;
// Not `new Date()` at module load: in the browser that is the visitor's year, and a visitor in a
// later year than the build would hydrate a footer that differs from its HTML (React error 418).
const BUILD_YEAR = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear();
const noSubscription = () => () => {};

/**
 * The copyright year: the build's year in the prerendered HTML (so hydration matches), then
 * the visitor's current year, should the site have been built in an earlier one.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

/** The footer (docs/product.md#pages), shown on every page except the service pages, the info hub and the OTC page. */
export function SiteFooter() {
  const lang = useLang();
  const ui = useUi();
  const site = useCompany();
  const copy = ui.footer;
  const { serviceLinks } = useRootData();
  const year = useCurrentYear();
  const headingClass = "mb-4 text-sm font-semibold uppercase tracking-[0.12em] text-ink-100";
  const linkClass = "text-ink-300 transition-colors hover:text-brand-300";
  return (
    <footer className="border-t border-ink-800 bg-ink-900 pb-24 pt-16 sm:pb-10">
      <div className="container-page grid gap-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1fr]">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="flex items-center gap-2.5">
            <LogoMark className="size-8" />
            <Wordmark />
          </h2>
          <p className="mt-4 max-w-xs text-ink-300">{copy.tagline}</p>
          <h3 className={`${headingClass} mt-8`}>{copy.contactHeading}</h3>
          <ul className="space-y-2">
            <li>
              <ContactLink kind="phone" className={`${linkClass} inline-flex items-center gap-2`} iconClassName="size-4" />
            </li>
            <li>
              <ContactLink kind="email" className={`${linkClass} inline-flex items-center gap-2`} iconClassName="size-4" />
            </li>
          </ul>
          <h3 className={`${headingClass} mt-8`}>{copy.officesHeading}</h3>
          <ul className="grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-4 text-sm text-ink-300 lg:grid-cols-1">
            {site.offices.map((office) => (
              <li key={office.city}>
                <OfficeAddress office={office} />
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-ink-400">
            {legalIdentityParts(site, lang, { orgNumber: copy.orgNumberLabel }).map((part, index) => (
              <Fragment key={part}>
                {index > 0 && " · "}
                <span className={index === ORG_NUMBER_PART ? "whitespace-nowrap" : undefined}>{part}</span>
              </Fragment>
            ))}
          </p>
        </section>

        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={headingClass}>
            {copy.quickLinksHeading}
          </h2>
          <ul className="space-y-2.5">
            {copy.quickLinks.map((item) => (
              <li key={item.target}>
                <Link reloadDocument to={homeSectionHref(lang, item.target)} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link reloadDocument to={localizedPath(lang, { page: "info" })} className={linkClass}>
                {ui.infoHub.infoHub}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {copy.servicesHeading}
          </h2>
          <ul className="grid gap-2.5 text-sm">
            {serviceLinks.map(({ page, title }) => (
              <li key={page.slug}>
                <Link reloadDocument to={localizedPath(lang, page)} className={linkClass}>
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className={headingClass}>
            {copy.socialHeading}
          </h2>
          <ul className="space-y-2.5">
            {site.socials.map((profile) => (
              <li key={profile.id}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} inline-flex items-center gap-2.5`}
                >
                  <Icon name={profile.id} className="size-4" />
                  {profile.name}
                  <span className="sr-only"> {ui.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <Link
            reloadDocument
            to={localizedPath(lang, { page: "social" })}
            className="mt-5 inline-flex items-center gap-1.5 font-medium text-brand-300 hover:text-brand-400"
          >
            {copy.allSocial}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </nav>
      </div>

      <div className="container-page mt-14 flex flex-col gap-4 border-t border-ink-800 pt-6 text-sm text-ink-400 md:flex-row md:items-center md:justify-between">
        <p>
          © {year} {site.legalName}. {copy.rights}
        </p>
        <nav aria-label={copy.legalNavLabel}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link reloadDocument to={localizedPath(lang, { page: "privacy-policy" })} className={linkClass}>
                {copy.privacy}
              </Link>
            </li>
            <li>
              <Link reloadDocument to={localizedPath(lang, { page: "terms" })} className={linkClass}>
                {copy.terms}
              </Link>
            </li>
            <li>
              <Link reloadDocument to={localizedPath(lang, { page: "support" })} className={linkClass}>
                {copy.support}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
