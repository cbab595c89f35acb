import type { ServicePageContent } from "~/content/types";
import { Icon } from "../ui/icon";
import { CARD_GRID_CLASS, cardSpans } from "./grid-rows";
import { SectionTitle, ServiceSection, type SectionTone } from "./section";

/** The benefit cards; the target of the hero's "Learn More". */
export function ServiceBenefits({ content, tone }: { content: ServicePageContent["benefits"]; tone: SectionTone }) {
  const spans = cardSpans(content.items.length, 3);
  return (
    <ServiceSection id="benefits" titleId="benefits-title" tone={tone}>
      <SectionTitle id="benefits-title" heading={content.heading} intro={content.intro} />
      <ul className={`mt-12 ${CARD_GRID_CLASS}`}>
        {content.items.map((item, index) => (
          <li key={item.title} className={`card p-6 sm:p-7 ${spans[index] ?? ""}`}>
            <span className="grid size-12 place-items-center rounded-xl bg-brand-500/10 text-brand-400">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink-100">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-300">{item.text}</p>
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}
