import type { ServicePageContent } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { ServiceSection, type SectionTone } from "./section";
import { SectionHeading } from "~/components/ui/section-heading";

type Faq = NonNullable<ServicePageContent["faq"]>;

/**
 * Native <details>/<summary> disclosures: they open and close with Enter or Space, are
 * announced as expandable, and work without JavaScript.
 */
export function ServiceFaq({ content, tone }: { content: Faq; tone: SectionTone }) {
  return (
    <ServiceSection id="faq" titleId="faq-title" tone={tone}>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <SectionHeading id="faq-title" heading={content.heading} />
        </div>
        <div className="grid gap-3">
          {content.items.map((item) => (
            <details key={item.question} className="group card open:border-brand-500/40">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-[1.25rem] p-5 text-left font-semibold text-ink-100 hover:text-brand-300 sm:p-6 [&::-webkit-details-marker]:hidden">
                {item.question}
                <span className="grid size-8 shrink-0 place-items-center rounded-full border border-ink-600 text-brand-400 transition-transform group-open:rotate-180">
                  <Icon name="chevron-down" className="size-4" />
                </span>
              </summary>
              <p className="px-5 pb-6 leading-relaxed text-ink-300 sm:px-6">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </ServiceSection>
  );
}
