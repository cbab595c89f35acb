import { phoneDisplay } from "~/config/site";
import { useCompany, useUi } from "~/i18n/use-lang";
import type { Lang } from "~/i18n/lang";
import { Icon } from "~/components/ui/icon";
import { OfficeAddress } from "~/components/ui/office-address";

/** The support page's contact cards: phone, the info mailbox and the two offices (the published `company` document). */
export function SupportContact({ lang }: { lang: Lang }) {
  const copy = useUi().documentPage;
  const site = useCompany();
  const cardClass = "card flex gap-4 p-6";
  const iconClass = "grid size-11 shrink-0 place-items-center rounded-xl bg-brand-500/10 text-brand-400";
  const linkClass = "mt-1 inline-block break-all text-lg font-semibold text-ink-100 hover:text-brand-300";
  return (
    <section aria-labelledby="support-contact-title" className="mt-12">
      <h2 id="support-contact-title" className="sr-only">
        {copy.contactHeading}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-[auto_auto_auto] xl:grid-cols-[1fr_1fr_1.5fr]">
        <li className={cardClass}>
          <span className={iconClass}>
            <Icon name="phone" className="size-5" />
          </span>
          <div>
            <h3 className="text-sm text-ink-400">{copy.phone}</h3>
            <a href={`tel:${site.phone.tel}`} className={linkClass}>
              {phoneDisplay(lang, site.phone.display)}
            </a>
          </div>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <Icon name="mail" className="size-5" />
          </span>
          <div>
            <h3 className="text-sm text-ink-400">{copy.email}</h3>
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
          </div>
        </li>
        <li className={`${cardClass} md:col-span-2 lg:col-span-1`}>
          <span className={iconClass}>
            <Icon name="building" className="size-5" />
          </span>
          <div>
            <h3 className="text-sm text-ink-400">{copy.offices}</h3>
            <ul className="mt-1 grid justify-start gap-x-6 gap-y-3 text-ink-200 sm:grid-cols-[auto_auto] lg:grid-cols-1 xl:grid-cols-[auto_auto]">
              {site.offices.map((office) => (
                <li key={office.city}>
                  <OfficeAddress office={office} />
                </li>
              ))}
            </ul>
          </div>
        </li>
      </ul>
    </section>
  );
}
