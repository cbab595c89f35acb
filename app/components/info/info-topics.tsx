import type { InfoHubContent } from "~/content/types";
import { useUi } from "~/i18n/use-lang";
import type { Lang } from "~/i18n/lang";
import type { ServicePageRef } from "~/i18n/pages";
import { relatedLinks } from "./related-links";
import { InfoContents } from "./info-contents";
import { TopicPanel } from "./topic-panel";

/**
 * The table of contents and the seven panels. The page does not hydrate: the browser keeps
 * one panel open (`<details name>`), and the page's inline script opens the panel a link or
 * the URL fragment names (app/document/page-script.ts).
 */
export function InfoTopics({
  lang,
  content,
  services,
}: {
  lang: Lang;
  content: InfoHubContent;
  /** The live service pages of the published page list, which the related links point at. */
  services: readonly ServicePageRef[];
}) {
  const related = useUi().infoHub.related;
  return (
    <>
      <InfoContents content={content} />
      <div className="mt-12 grid gap-4">
        {content.topics.map((topic) => (
          <TopicPanel
            key={topic.id}
            lang={lang}
            topic={topic}
            related={relatedLinks(topic.related, services)}
            relatedHeading={related}
          />
        ))}
      </div>
    </>
  );
}
