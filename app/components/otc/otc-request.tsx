import type { FormsContent, OtcContent } from "~/content/types";
import { useSubmitError } from "~/components/forms/submit-error";
import type { Lang } from "~/i18n/lang";
import { Icon } from "~/components/ui/icon";
import { OTC_REQUEST_ID } from "./otc-hero";
import { OtcForm } from "./otc-form";
import { Island } from "~/islands/island";
import { SectionHeading } from "~/components/ui/section-heading";

/** The request section: what happens next, the introduction-only disclaimer, and the form. */
export function OtcRequest({ lang, content, forms }: { lang: Lang; content: OtcContent["request"]; forms: FormsContent }) {
  const submitError = useSubmitError(lang);
  return (
    <section id={OTC_REQUEST_ID} aria-labelledby="otc-request-title" className="py-20 sm:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.5fr] lg:items-start">
        <div>
          <SectionHeading id="otc-request-title" heading={content.heading} intro={content.intro} />
          <div className="mt-8 rounded-2xl border border-gold-500/40 bg-gold-500/5 p-6">
            <h3 className="flex items-center gap-2 font-semibold text-gold-300">
              <Icon name="info" className="size-5" />
              {content.disclaimerTitle}
            </h3>
            {/* One paragraph per topic (role, which desks, your own checks, the fee): a blank line
                in the copy starts the next, so the notice reads in parts rather than as one block. */}
            {content.disclaimer.split(/\n{2,}/u).map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 text-sm leading-relaxed text-ink-300">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        <div className="card p-6 sm:p-8">
          <Island name="otc-form" component={OtcForm} props={{ lang, copy: forms, submitError }} />
        </div>
      </div>
    </section>
  );
}
