import type { OtcContent } from "~/content/types";
import { ContactLink } from "~/components/ui/contact-link";

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
              <ContactLink kind="phone" className={linkClass} />
            </dd>
          </div>
          <div className="card p-6">
            <dt className="text-sm text-ink-400">{content.emailLabel}</dt>
            <dd>
              <ContactLink kind="email" className={linkClass} />
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
