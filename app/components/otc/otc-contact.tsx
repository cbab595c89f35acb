import { site } from "~/config/site";
import type { OtcContent } from "~/content/types";
import { Icon } from "../ui/icon";

/** For those who would rather talk: the phone line and the info mailbox. */
export function OtcContact({ content }: { content: OtcContent["contact"] }) {
  const linkClass = "mt-1 inline-flex items-center gap-2 text-lg font-semibold text-ink-100 hover:text-brand-300";
  return (
    <section aria-labelledby="otc-contact-title" className="border-y border-ink-800 bg-ink-900/60 py-16 sm:py-20">
      <div className="container-page grid gap-8 lg:grid-cols-2 lg:items-center">
        <div className="max-w-2xl">
          <h2 id="otc-contact-title" className="text-3xl font-bold tracking-tight text-ink-100">
            {content.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-300">{content.text}</p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div className="card p-6">
            <dt className="text-sm text-ink-400">{content.phoneLabel}</dt>
            <dd>
              <a href={`tel:${site.phone.tel}`} className={linkClass}>
                <Icon name="phone" className="size-5 shrink-0 text-brand-400" />
                {site.phone.display}
              </a>
            </dd>
          </div>
          <div className="card p-6">
            <dt className="text-sm text-ink-400">{content.emailLabel}</dt>
            <dd>
              <a href={`mailto:${site.email}`} className={linkClass}>
                <Icon name="mail" className="size-5 shrink-0 text-brand-400" />
                {site.email}
              </a>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
