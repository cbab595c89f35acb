import type { ServicePageContent } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { CARD_GRID_CLASS, cardSpans } from "./grid-rows";
import { Chip, ServiceSection, type SectionTone } from "./section";
import { SectionHeading } from "~/components/ui/section-heading";

type Offering = NonNullable<ServicePageContent["offering"]>;

/** Services, use cases or essential components, each with its example integrations when it has any. */
export function ServiceOffering({
  content,
  examplesLabel,
  tone,
}: {
  content: Offering;
  examplesLabel: string;
  tone: SectionTone;
}) {
  const spans = cardSpans(content.items.length, 3);
  return (
    <ServiceSection id={content.kind === "useCases" ? "use-cases" : content.kind} titleId="offering-title" tone={tone}>
      <SectionHeading id="offering-title" heading={content.heading} intro={content.intro} />
      <ul className={`mt-12 ${CARD_GRID_CLASS}`}>
        {content.items.map((item, index) => (
          <li key={item.title} className={`card flex flex-col p-6 sm:p-7 ${spans[index] ?? ""}`}>
            <div className="flex items-center gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-800 text-brand-400">
                <Icon name={item.icon} className="size-5" />
              </span>
              <h3 className="text-lg font-semibold text-ink-100">{item.title}</h3>
            </div>
            <p className="mt-4 leading-relaxed text-ink-300">{item.text}</p>
            {item.examples && item.examples.length > 0 && (
              <div className="mt-auto pt-5">
                <h4 className="text-xs font-semibold uppercase tracking-[0.12em] text-ink-400">{examplesLabel}</h4>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {item.examples.map((example) => (
                    <Chip key={example} tone="neutral">
                      {example}
                    </Chip>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}
