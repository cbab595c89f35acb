import type { ServicePageContent } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { ServiceSection, type SectionTone } from "./section";
import { SectionHeading } from "~/components/ui/section-heading";

/** "Trait: what it means" bullets show the trait in bold; a colon inside a word (API:er) does not count. */
export function splitLead(bullet: string): { lead?: string; rest: string } {
  const at = bullet.indexOf(": ");
  if (at <= 0 || at > 32) return { rest: bullet };
  return { lead: bullet.slice(0, at), rest: bullet.slice(at + 2) };
}

/** The explanation: what the service is, with its traits or focus bullets beside it. */
export function ServiceIntro({ content, tone }: { content: ServicePageContent["intro"]; tone: SectionTone }) {
  const bullets = content.bullets ?? [];
  return (
    <ServiceSection id="overview" titleId="intro-title" tone={tone}>
      <div className={bullets.length > 0 ? "grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:items-start" : "max-w-3xl"}>
        <div>
          <SectionHeading id="intro-title" heading={content.heading} />
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-300">
              {paragraph}
            </p>
          ))}
        </div>
        {bullets.length > 0 && (
          <ul className="card grid gap-5 p-6 sm:p-8 lg:mt-2">
            {bullets.map((bullet) => {
              const { lead, rest } = splitLead(bullet);
              return (
                <li key={bullet} className="flex gap-4">
                  <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-500/15 text-brand-400">
                    <Icon name="check" className="size-4" />
                  </span>
                  <p className="leading-relaxed text-ink-300">
                    {lead && <strong className="font-semibold text-ink-100">{lead}: </strong>}
                    {rest}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </ServiceSection>
  );
}
