import type { OtcContent } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";

/** The network: five benefits beside the three stats (TOP 30, 100%, 24/7) set large. */
export function OtcNetwork({ content }: { content: OtcContent["network"] }) {
  return (
    <section aria-labelledby="otc-network-title" className="border-y border-ink-800 bg-ink-900/60 py-20 sm:py-28">
      <div className="container-page grid gap-14 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <div>
          <SectionHeading id="otc-network-title" heading={content.heading} intro={content.intro} />
          <ul className="mt-10 grid gap-6">
            {content.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-4">
                <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-500/15 text-brand-400">
                  <Icon name="check" className="size-4" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink-100">{benefit.title}</h3>
                  <p className="mt-1 leading-relaxed text-ink-300">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {content.stats.map((stat) => (
            <div key={stat.value} className="card flex flex-col-reverse p-6 sm:p-8">
              <dt className="mt-2 text-ink-300">{stat.label}</dt>
              <dd className="text-5xl font-bold tracking-tight text-gold-400 sm:text-6xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
