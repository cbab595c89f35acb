import type { ServicePageContent } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { ServiceSection, type SectionTone } from "./section";

type Spotlight = NonNullable<ServicePageContent["spotlight"]>;

/** A highlighted offering (the AI employee): what it is, its daily tasks, then how it is priced. */
export function ServiceSpotlight({ content, tone }: { content: Spotlight; tone: SectionTone }) {
  return (
    <ServiceSection id="spotlight" titleId="spotlight-title" tone={tone}>
      <div className="relative isolate overflow-hidden rounded-3xl border border-gold-500/30 bg-ink-900 p-5 sm:p-10 lg:p-12">
        <div aria-hidden="true" className="absolute -right-32 -top-32 -z-10 size-80 rounded-full bg-gold-500/10 blur-3xl" />
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-gold-500/15 text-gold-400">
              <Icon name="robot" className="size-6" />
            </span>
            <h2
              id="spotlight-title"
              className="mt-6 text-[1.75rem] font-bold leading-tight tracking-tight text-ink-100 sm:text-4xl"
            >
              {content.heading}
            </h2>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-300">
                {paragraph}
              </p>
            ))}
          </div>
          <div>
            <h3 className="text-lg font-semibold text-ink-100">{content.listHeading}</h3>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {content.items.map((task) => (
                <li
                  key={task}
                  className="flex items-center gap-3 rounded-xl border border-ink-700 bg-ink-850 px-4 py-3 text-ink-200"
                >
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-gold-500/15 text-gold-400">
                    <Icon name="check" className="size-4" />
                  </span>
                  {task}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-950/60 p-5 sm:flex-row sm:items-start sm:gap-5 sm:p-6">
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-500/15 text-gold-400">
            <Icon name="coins" className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold text-gold-300">{content.pricingHeading}</h3>
            <p className="mt-2 max-w-4xl leading-relaxed text-ink-300">{content.pricing}</p>
          </div>
        </div>
      </div>
    </ServiceSection>
  );
}
