import { Link } from "react-router";
import type { ServicePageContent } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { homeSectionHref } from "~/i18n/pages";
import { Icon } from "~/components/ui/icon";
import { useUi } from "~/i18n/use-lang";
import { TONE_CLASS, type SectionTone } from "./section";

/**
 * The closing call to action, and its button to /#contact: the page's own label, else the
 * header's "Book a call", so every service page ends with one (docs/decisions/029-booking-for-the-visitor.md).
 */
export function ServiceClosingCta({
  lang,
  about,
  content,
  tone,
}: {
  lang: Lang;
  /** The service's name, left for the contact form on a click (app/components/forms/enquiry-context.ts). */
  about: string;
  content: ServicePageContent["cta"];
  tone: SectionTone;
}) {
  const ui = useUi();
  const button = content.button || ui.bookCall;
  // The extra bottom padding on phones keeps the button clear of the fixed bottom navigation.
  return (
    <section id="cta" aria-labelledby="cta-title" className={`py-16 sm:py-24 ${TONE_CLASS[tone]}`}>
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl border border-brand-500/30 bg-ink-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -bottom-40 left-1/2 -z-10 h-80 w-[40rem] max-w-[150%] -translate-x-1/2 rounded-full bg-brand-500/15 blur-3xl"
          />
          <h2
            id="cta-title"
            className="mx-auto max-w-3xl text-[1.75rem] font-bold leading-tight tracking-tight text-ink-100 sm:text-4xl"
          >
            {content.heading}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-300">{content.text}</p>
          <Link
            reloadDocument
            to={homeSectionHref(lang, "contact")}
            data-about={about}
            className="btn btn-primary mt-9 px-8 text-base"
          >
            {button}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
