import type { HomeContent } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";

export function About({ content }: { content: HomeContent["about"] }) {
  return (
    <section
      id="company"
      aria-labelledby="company-title"
      className="below-fold py-20 [--below-fold-height:1700px] sm:py-28 lg:[--below-fold-height:800px]"
    >
      <div className="container-page grid gap-14 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <div>
          <SectionHeading id="company-title" eyebrow={content.eyebrow} heading={content.heading} />
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-300">
              {paragraph}
            </p>
          ))}
          <a href="#services" className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-300 hover:text-brand-400">
            {content.learnMore}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
        <ul className="grid gap-4">
          {content.values.map((value) => (
            <li key={value.title} className="card flex gap-5 p-6">
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-500/10 text-brand-400">
                <Icon name={value.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink-100">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-300">{value.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
