import type { OtcContent } from "~/content/types";
import { IconCard } from "~/components/ui/icon-card";
import { SectionHeading } from "~/components/ui/section-heading";

/** Six feature cards: the network, permissions, relationships, deals, operations, transparency. */
export function OtcFeatures({ content }: { content: OtcContent["features"] }) {
  return (
    <section aria-labelledby="otc-features-title" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="otc-features-title" heading={content.heading} intro={content.intro} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.items.map((item) => (
            <IconCard key={item.title} icon={item.icon} title={item.title} text={item.text} />
          ))}
        </ul>
      </div>
    </section>
  );
}
