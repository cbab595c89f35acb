import type { ServicePageContent } from "~/content/types";
import { CARD_GRID_CLASS, cardSpans } from "./grid-rows";
import { ServiceSection, type SectionTone } from "./section";
import { SectionHeading } from "~/components/ui/section-heading";

type Process = NonNullable<ServicePageContent["process"]>;

/** The numbered steps of how we work (an ordered list, so the numbers are read out too). */
export function ServiceProcess({ content, tone }: { content: Process; tone: SectionTone }) {
  const spans = cardSpans(content.steps.length, 4);
  return (
    <ServiceSection id="process" titleId="process-title" tone={tone}>
      <SectionHeading id="process-title" heading={content.heading} intro={content.intro} />
      <ol className={`mt-12 ${CARD_GRID_CLASS}`}>
        {content.steps.map((step, index) => (
          <li key={step.title} className={`card relative overflow-hidden p-6 sm:p-7 ${spans[index] ?? ""}`}>
            <span aria-hidden="true" className="font-mono text-4xl font-bold text-brand-400/90">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink-100">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </ServiceSection>
  );
}
