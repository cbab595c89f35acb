import { Fragment, type ReactNode } from "react";
import type { ServiceLayoutLabels } from "~/content/services";
import type { StoriesNote } from "~/content/story-note";
import type { IconName, ServicePageContent } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { ServiceBenefits } from "./benefits";
import { ServiceClosingCta } from "./closing-cta";
import { ServiceFaq } from "./faq";
import { ServiceHero } from "./hero";
import { ServiceIntro } from "./intro";
import { MvpComparisonTable } from "./mvp-comparison";
import { ServiceOffering } from "./offering";
import { ServiceProcess } from "./process";
import { ServiceSection, type SectionTone } from "./section";
import { ServiceSpotlight } from "./spotlight";
import { ServiceStories } from "./stories";
import { ServiceTechnologies } from "./technologies";
import { ServiceTopBar } from "./top-bar";

type Band = (tone: SectionTone) => ReactNode;

function toneAt(index: number): SectionTone {
  return index % 2 === 0 ? "plain" : "tinted";
}

/**
 * The one layout of all 14 service pages. The middle sections are listed in page order and
 * only those the copy has are rendered, so a missing section leaves no empty band and the
 * backgrounds still alternate.
 */
export function ServicePage({
  lang,
  icon,
  about,
  content,
  labels,
  storiesNote,
  brand = "Nordlegend",
}: {
  lang: Lang;
  /** The brand, for a story done here ("Ledd av …, Nordlegend, 2025"); the company document's. */
  brand?: string;
  icon: IconName;
  /** The service's name, left for the contact form by the calls to action (page-script.ts, `about`). */
  about: string;
  content: ServicePageContent;
  labels: ServiceLayoutLabels;
  /** Whose engagements the stories are, in the number of the page's stories (app/content/story-note.ts). */
  storiesNote: StoriesNote | null;
}) {
  const { comparison, offering, process, spotlight, stories, faq } = content;
  const bands: [string, Band][] = [["intro", (tone) => <ServiceIntro content={content.intro} tone={tone} />]];
  // The three kinds of MVP side by side, right after the page has said what its own kind is.
  if (comparison)
    bands.push([
      "comparison",
      (tone) => (
        <ServiceSection id="comparison" titleId="comparison-title" tone={tone}>
          <MvpComparisonTable content={comparison} titleId="comparison-title" />
        </ServiceSection>
      ),
    ]);
  bands.push(["benefits", (tone) => <ServiceBenefits content={content.benefits} tone={tone} />]);
  if (offering)
    bands.push(["offering", (tone) => <ServiceOffering content={offering} examplesLabel={labels.examples} tone={tone} />]);
  if (process) bands.push(["process", (tone) => <ServiceProcess content={process} tone={tone} />]);
  bands.push(["technologies", (tone) => <ServiceTechnologies content={content.technologies} tone={tone} />]);
  if (spotlight) bands.push(["spotlight", (tone) => <ServiceSpotlight content={spotlight} tone={tone} />]);
  if (stories)
    bands.push([
      "stories",
      (tone) => <ServiceStories content={stories} note={storiesNote} tone={tone} lang={lang} brand={brand} />,
    ]);
  if (faq) bands.push(["faq", (tone) => <ServiceFaq content={faq} tone={tone} />]);

  // Swedish compounds ("Blockchainutveckling") can be wider than a phone. The headings' copy
  // marks their joins with soft hyphens; elsewhere the browser hyphenates where it can, and
  // a word may otherwise break rather than push the page sideways.
  return (
    <div className="hyphens-auto [overflow-wrap:anywhere]">
      <ServiceTopBar lang={lang} label={labels.topBar} />
      <ServiceHero lang={lang} icon={icon} about={about} content={content.hero} />
      {bands.map(([key, render], index) => (
        <Fragment key={key}>{render(toneAt(index))}</Fragment>
      ))}
      <ServiceClosingCta lang={lang} about={about} content={content.cta} tone={toneAt(bands.length)} />
    </div>
  );
}
