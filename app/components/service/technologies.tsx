import type { ServicePageContent } from "~/content/types";
import { Chip, ServiceSection, type SectionTone } from "./section";
import { SectionHeading } from "~/components/ui/section-heading";

/** The technologies: a row of badges, or named groups (frontend, backend, ...) of badges. */
export function ServiceTechnologies({ content, tone }: { content: ServicePageContent["technologies"]; tone: SectionTone }) {
  return (
    <ServiceSection id="technologies" titleId="technologies-title" tone={tone}>
      <SectionHeading id="technologies-title" heading={content.heading} intro={content.intro} />
      {content.badges && content.badges.length > 0 && (
        <ul className="mt-10 flex flex-wrap gap-3">
          {content.badges.map((badge) => (
            <li key={badge} className="rounded-xl border border-ink-700 bg-ink-850 px-4 py-2.5 font-semibold text-ink-100">
              {badge}
            </li>
          ))}
        </ul>
      )}
      {content.groups && content.groups.length > 0 && (
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.groups.map((group) => (
            <li key={group.name} className="card p-6">
              <h3 className="font-semibold text-ink-100">{group.name}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <Chip key={item}>{item}</Chip>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </ServiceSection>
  );
}
