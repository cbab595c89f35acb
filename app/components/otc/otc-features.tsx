import type { OtcContent } from "~/content/types";
import { Icon } from "../ui/icon";
import { OtcSectionHeading } from "./otc-section-heading";

/** Six feature cards: global reach, security, relationships, deals, operations, transparency. */
export function OtcFeatures({ content }: { content: OtcContent["features"] }) {
  return (
    <section aria-labelledby="otc-features-title" className="py-20 sm:py-28">
      <div className="container-page">
        <OtcSectionHeading id="otc-features-title" heading={content.heading} intro={content.intro} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.items.map((item) => (
            <li key={item.title} className="card p-6">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-500/10 text-brand-400">
                <Icon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-100">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-300">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
