import type { FormsContent, HomeContent } from "~/content/types";
import { useSubmitError } from "~/components/forms/submit-error";
import type { Lang } from "~/i18n/lang";
import { FORM_ANCHORS } from "~/i18n/pages";
import { ContactForm } from "~/components/forms/contact-form";
import { Island } from "~/islands/island";
import { ContactLink } from "~/components/ui/contact-link";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { BookingPicker, type BookingPickerCopy } from "~/components/booking/booking-picker";
import { bookingPath } from "~/forms/booking";

/**
 * The contact section: the 24-hour promise, the two ticks, phone and mailbox, the booking of a
 * free call (docs/decisions/021-booking.md; first, right under the heading: 029) and the form. The booking words come from the
 * published `booking` document through the page's loader (docs/decisions/018-content-editing.md).
 */
export function ContactSection({
  lang,
  content,
  forms,
  booking,
}: {
  lang: Lang;
  content: HomeContent["contact"];
  forms: FormsContent;
  booking: BookingPickerCopy;
}) {
  const submitError = useSubmitError(lang);
  return (
    <section
      id={FORM_ANCHORS.contact}
      aria-labelledby="contact-title"
      className="below-fold pb-20 pt-6 [--below-fold-height:1650px] sm:py-28 lg:[--below-fold-height:1100px]"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading id="contact-title" eyebrow={content.eyebrow} heading={content.heading} />
          {/* The free times first: the spec's links to #contact land on them, on a phone too
              (docs/decisions/029-booking-for-the-visitor.md). The section's scroll margin keeps
              the heading clear of the fixed header, so the top padding is small on a phone. */}
          <div className="card mt-6 p-5 sm:mt-8 sm:p-6" aria-labelledby="booking-title" role="region">
            <h3 id="booking-title" className="text-lg font-semibold text-ink-100">
              {booking.heading}
            </h3>
            <p className="mt-1 text-ink-300">{booking.intro}</p>
            <Island name="booking" component={BookingPicker} props={{ lang, copy: booking, href: bookingPath(lang) }} />
            {/* Who takes the call, from the booking document's own `host` (cold review 3, H7): under
                the times, which a link to #contact must show on a phone without scrolling. */}
            <p className="mt-4 text-sm text-ink-400">
              {booking.meetLabel} {booking.host}.
            </p>
          </div>
          {/* The section's intro after the times, so that a phone shows a free time right under the heading. */}
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-300 sm:mt-8">{content.intro}</p>
          <div className="card mt-8 flex gap-4 p-6">
            <Icon name="clock" className="size-6 shrink-0 text-gold-400" />
            <div>
              <h3 className="font-semibold text-ink-100">{content.promiseTitle}</h3>
              <p className="mt-1 text-ink-300">{content.promiseText}</p>
            </div>
          </div>
          <ul className="mt-6 grid gap-3">
            {[content.freeConsultation, content.customSolutions].map((tick) => (
              <li key={tick} className="flex items-center gap-3 text-ink-200">
                <span className="grid size-6 place-items-center rounded-full bg-brand-500/15 text-brand-400">
                  <Icon name="check" className="size-4" />
                </span>
                {tick}
              </li>
            ))}
          </ul>
          <dl className="mt-8 grid gap-4">
            <div>
              <dt className="text-sm text-ink-400">{content.phoneLabel}</dt>
              <dd>
                <ContactLink
                  kind="phone"
                  className="inline-flex items-center gap-2 text-lg font-semibold text-ink-100 hover:text-brand-300"
                />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-400">{content.emailLabel}</dt>
              <dd>
                <ContactLink
                  kind="email"
                  className="inline-flex items-center gap-2 text-lg font-semibold text-ink-100 hover:text-brand-300"
                />
              </dd>
            </div>
          </dl>
        </div>
        <div className="card p-6 sm:p-8">
          <Island name="contact-form" component={ContactForm} props={{ lang, copy: forms, submitError }} />
        </div>
      </div>
    </section>
  );
}
