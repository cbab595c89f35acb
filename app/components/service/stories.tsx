import type { StoriesNote } from "~/content/story-note";
import type { ServicePageContent, StoryOrigin } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { Icon } from "~/components/ui/icon";
import { ServiceSection, type SectionTone } from "./section";
import { SectionHeading } from "~/components/ui/section-heading";

type Stories = NonNullable<ServicePageContent["stories"]>;

/**
 * Where and when a story was done, once the owner has recorded it (docs/decisions/031-copy-and-proof.md):
 * "Ledd av Oskar Sandberg, Nordlegend, 2025" / "Ledd av Elin Nordahl hos en tidigare arbetsgivare, 2022".
 */
export function originLine(origin: StoryOrigin, lang: Lang, brand: string): string {
  const where = origin.at === "here" ? brand : lang === "sv" ? "hos en tidigare arbetsgivare" : "at a previous employer";
  const who = origin.ledBy ? (lang === "sv" ? `Ledd av ${origin.ledBy}` : `Led by ${origin.ledBy}`) : "";
  const parts = [who ? (origin.at === "here" ? `${who}, ${where}` : `${who} ${where}`) : capitalise(where)];
  if (origin.year !== undefined) parts.push(String(origin.year));
  return parts.join(", ");
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Whose engagements the stories are, once, in small type under the heading (docs/decisions/031-copy-and-proof.md,
 * sixth reader, F1): the story texts and the intro no longer repeat it.
 */
export function StoriesNoteLine({ note }: { note: StoriesNote }) {
  return (
    <p data-stories-note className="mt-4 flex max-w-2xl gap-2 text-sm leading-relaxed text-ink-300">
      <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brand-300" />
      <span>
        {note.before}
        {note.link ? (
          // A full page load to the home page's Team section (the service pages do not hydrate).
          <a href={note.link.href} className="text-brand-300 underline underline-offset-4 hover:text-ink-100">
            {note.link.text}
          </a>
        ) : null}
        {note.after}
      </span>
    </p>
  );
}

/** Success stories, each led by its result in large type where the client measured one. */
export function ServiceStories({
  content,
  note,
  tone,
  lang,
  brand,
}: {
  content: Stories;
  /** Whose engagements they are (app/content/story-note.ts), while a story lacks its origin; else null. */
  note: StoriesNote | null;
  tone: SectionTone;
  lang: Lang;
  brand: string;
}) {
  return (
    <ServiceSection id="stories" titleId="stories-title" tone={tone}>
      <SectionHeading id="stories-title" heading={content.heading} intro={content.intro} />
      {note && <StoriesNoteLine note={note} />}
      {/* Most pages tell one story (docs/style-guide.md, "One set of facts"): it takes the intro's
          measure instead of half a two-column grid. */}
      <ul className={`mt-12 grid gap-4 ${content.items.length > 1 ? "md:grid-cols-2" : "max-w-3xl"}`}>
        {content.items.map((story) => (
          <li key={story.title} className="card flex flex-col p-6 sm:p-8">
            {story.result ? (
              <p className="mb-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-5xl font-bold tracking-tight text-gold-400 sm:text-6xl">{story.result.value}</span>
                <span className="font-medium text-ink-200">{story.result.label}</span>
              </p>
            ) : null}
            <h3 className="text-xl font-semibold text-ink-100">{story.title}</h3>
            <p className="mt-1 text-sm font-medium uppercase tracking-[0.1em] text-brand-300">{story.sector}</p>
            <p className="mt-4 leading-relaxed text-ink-300">{story.text}</p>
            {story.origin ? (
              <p className="mt-4 text-sm font-medium text-ink-200">{originLine(story.origin, lang, brand)}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}
