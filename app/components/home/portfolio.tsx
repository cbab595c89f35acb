import { useRef, useState, type KeyboardEvent } from "react";
import type { HomeContent } from "~/content/types";
import { ExternalLink, FlaskConical, Rocket } from "lucide-react";
import { Glyph } from "~/components/ui/glyph";
import { ProjectArt } from "./project-art";
import { SectionHeading } from "~/components/ui/section-heading";
import { Island } from "~/islands/island";
import type { Lang } from "~/i18n/lang";
import { Picture, type PictureData } from "~/media/picture";

type Content = HomeContent["portfolio"];
/** What the carousel island needs of the section's copy (its props travel as JSON in the page). */
type CarouselContent = Pick<Content, "projects" | "inDevelopment" | "viewProject" | "pickerLabel">;
/** The photos of the projects that have one, by project id: only those travel with the island. */
type ProjectPictures = Readonly<Record<string, PictureData>>;

/** The media library images the projects name (docs/decisions/024-media.md); a project without one keeps its art. */
export function projectPictures(projects: Content["projects"], media: Readonly<Record<string, PictureData>>): ProjectPictures {
  const pictures: Record<string, PictureData> = {};
  for (const project of projects) {
    const image = project.image ? media[project.image] : undefined;
    if (image) pictures[project.id] = image;
  }
  return pictures;
}

/**
 * The portfolio section: heading, the carousel (an island, hydrated on its own:
 * docs/decisions/010-hydration-per-page.md) and the pipeline of upcoming work.
 */
export function Portfolio({
  content,
  newTabLabel,
  media = {},
  lang = "sv",
}: {
  content: Content;
  newTabLabel: string;
  media?: Readonly<Record<string, PictureData>>;
  lang?: Lang;
}) {
  const { projects, inDevelopment, viewProject, pickerLabel } = content;
  const pictures = projectPictures(projects, media);
  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-title"
      className="below-fold py-20 [--below-fold-height:2750px] sm:py-28 lg:[--below-fold-height:1750px]"
    >
      <div className="container-page">
        <SectionHeading id="portfolio-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        <Island
          name="portfolio"
          component={PortfolioCarousel}
          props={{ content: { projects, inDevelopment, viewProject, pickerLabel }, newTabLabel, pictures, lang }}
        />
        <Pipeline content={content.pipeline} />
      </div>
    </section>
  );
}

/**
 * The portfolio carousel (docs/product.md#pages, docs/product.md#behaviour): one selected project, initially the first, chosen
 * with the thumbnails. The thumbnails are a tab list (arrow keys move between them). The
 * main image's height follows the window width: 280, 300 (≥640), 350 (≥768), 400 px (≥1024).
 * A project with a photo shows it (a `<picture>`, loaded lazily: the section is below the fold);
 * one without shows its generated art.
 */
export function PortfolioCarousel({
  content,
  newTabLabel,
  pictures = {},
  lang = "sv",
}: {
  content: CarouselContent;
  newTabLabel: string;
  pictures?: ProjectPictures;
  lang?: Lang;
}) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (content.projects.length === 0) return null;

  const select = (index: number) => {
    const count = content.projects.length;
    const next = (index + count) % count;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: content.projects.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  // The thumbnails come first: a tap changes only what is below them, so the strip never moves
  // under the finger and the featured project appears right under it, in view on a phone.
  return (
    <>
      <div
        role="tablist"
        aria-label={content.pickerLabel}
        onKeyDown={onKeyDown}
        className="mt-12 grid grid-cols-4 gap-3 sm:grid-cols-8"
      >
        {content.projects.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            id={`portfolio-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`portfolio-panel-${item.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={`group overflow-hidden rounded-xl border-2 text-left transition-colors ${
              index === selected ? "border-brand-500" : "border-ink-700 hover:border-ink-500"
            }`}
          >
            {pictures[item.id] ? (
              // The tab is named by the title beside it: its photo is decoration there.
              <Picture
                image={{ ...pictures[item.id]!, decorative: true }}
                lang={lang}
                sizes="(min-width: 1216px) 134px, (min-width: 640px) 12vw, 25vw"
                className="block h-14 w-full sm:h-16"
              />
            ) : (
              <ProjectArt art={item.art} idPrefix={`portfolio-tab-${item.id}`} className="h-14 w-full sm:h-16" />
            )}
            <span className="block truncate bg-ink-900 px-2 py-1.5 text-xs font-medium text-ink-200">{item.title}</span>
          </button>
        ))}
      </div>
      {/* One panel per project, the others hidden: every project's text is in the prerendered page
          for search engines and readers of the page's text, while only the selected one shows. */}
      {content.projects.map((item, index) => (
        <div
          key={item.id}
          id={`portfolio-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`portfolio-tab-${item.id}`}
          hidden={index !== selected}
          className="card mt-5 grid overflow-hidden lg:grid-cols-[1.35fr_1fr]"
        >
          {/* The photo or art only for the panel shown: a hidden panel's would be markup for nothing. */}
          {index !== selected ? null : pictures[item.id] ? (
            <Picture
              image={pictures[item.id]!}
              lang={lang}
              sizes="(min-width: 1216px) 662px, (min-width: 1024px) 54vw, 100vw"
              className="block h-[280px] w-full sm:h-[300px] md:h-[350px] lg:h-[400px]"
            />
          ) : (
            <ProjectArt
              art={item.art}
              idPrefix="portfolio-panel"
              className="h-[280px] w-full sm:h-[300px] md:h-[350px] lg:h-[400px]"
            />
          )}
          <div className="flex flex-col justify-center p-7 sm:p-10">
            <div className="flex flex-wrap items-center gap-3">
              <span className="inline-flex items-center gap-1.5 rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1 text-xs font-semibold text-gold-300">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-400" />
                {item.status ?? content.inDevelopment}
              </span>
              <span className="text-sm text-ink-400">{item.category}</span>
            </div>
            <h3 className="mt-4 text-3xl font-bold text-ink-100">{item.title}</h3>
            <p className="mt-4 leading-relaxed text-ink-300">{item.description}</p>
            {item.url && (
              <a href={item.url} target="_blank" rel="noopener noreferrer" className="btn btn-secondary mt-8 self-start">
                {content.viewProject}
                <Glyph icon={ExternalLink} className="size-4" />
                <span className="sr-only">
                  {item.title} {newTabLabel}
                </span>
              </a>
            )}
          </div>
        </div>
      ))}
    </>
  );
}

function Pipeline({ content }: { content: Content["pipeline"] }) {
  return (
    <div className="mt-16 rounded-2xl border border-dashed border-ink-600 p-7 sm:p-10">
      <h3 className="text-2xl font-bold text-ink-100">{content.heading}</h3>
      <p className="mt-3 max-w-2xl text-ink-300">{content.intro}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        {[
          { heading: content.upcomingHeading, items: content.upcoming, icon: Rocket },
          { heading: content.otherHeading, items: content.other, icon: FlaskConical },
        ].map((group) => (
          <div key={group.heading}>
            <h4 className="eyebrow">{group.heading}</h4>
            <ul className="mt-4 grid gap-3">
              {group.items.map((item) => (
                <li key={item.title} className="flex gap-4 rounded-xl bg-ink-900 p-4">
                  <Glyph icon={group.icon} className="mt-0.5 size-5 shrink-0 text-gold-400" />
                  <div>
                    <p className="font-semibold text-ink-100">{item.title}</p>
                    <p className="mt-1 text-sm leading-relaxed text-ink-300">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
