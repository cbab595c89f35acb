import type { ServicePageContent } from "~/content/types";
import { IconCard } from "~/components/ui/icon-card";
import { CARD_GRID_CLASS, cardSpans } from "./grid-rows";
import { ServiceSection, type SectionTone } from "./section";
import { SectionHeading } from "~/components/ui/section-heading";

/** The benefit cards; the target of the hero's "Learn More". */
export function ServiceBenefits({ content, tone }: { content: ServicePageContent["benefits"]; tone: SectionTone }) {
  const spans = cardSpans(content.items.length, 3);
  return (
    <ServiceSection id="benefits" titleId="benefits-title" tone={tone}>
      <SectionHeading id="benefits-title" heading={content.heading} intro={content.intro} />
      <ul className={`mt-12 ${CARD_GRID_CLASS}`}>
        {content.items.map((item, index) => (
          <IconCard
            key={item.title}
            icon={item.icon}
            title={item.title}
            text={item.text}
            className={`sm:p-7 ${spans[index] ?? ""}`}
          />
        ))}
      </ul>
    </ServiceSection>
  );
}
