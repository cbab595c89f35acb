import { INFO_TOPIC_IDS, type InfoHubContent } from "~/content/types";
import { ui } from "~/content/ui";
import type { Lang } from "~/i18n/lang";
import { InfoContents } from "./info-contents";
import { TopicPanel } from "./topic-panel";
import { useOpenTopic } from "./use-open-topic";

/** The table of contents and the seven panels, sharing one "which panel is open" state. */
export function InfoTopics({ lang, content }: { lang: Lang; content: InfoHubContent }) {
  const { openId, hydrated, onToggle, openFromLink } = useOpenTopic(INFO_TOPIC_IDS);
  return (
    <>
      <InfoContents content={content} onSelect={openFromLink} />
      <div className="mt-12 grid gap-4">
        {content.topics.map((topic) => (
          <TopicPanel
            key={topic.id}
            lang={lang}
            topic={topic}
            open={openId === topic.id}
            hydrated={hydrated}
            relatedHeading={ui[lang].infoHub.related}
            onToggle={onToggle}
          />
        ))}
      </div>
    </>
  );
}
