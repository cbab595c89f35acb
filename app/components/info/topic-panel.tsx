import type { SyntheticEvent } from "react";
import { Link } from "react-router";
import type { InfoTopic, InfoTopicId } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { localizedPath } from "~/i18n/pages";
import { TextBlocks } from "~/components/document/text-blocks";
import { Icon } from "~/components/ui/icon";

/** The group name that makes the browser keep one panel open at a time, with or without JavaScript. */
const ACCORDION_NAME = "info-topics";

/**
 * One topic as a native disclosure: without JavaScript every panel still opens and closes
 * (and the arrow follows, by CSS); with it, `open` is driven by the hub's state. The header
 * states `aria-expanded` only once hydrated, so it is never stale while the page is static.
 */
export function TopicPanel({
  lang,
  topic,
  open,
  hydrated,
  relatedHeading,
  onToggle,
}: {
  lang: Lang;
  topic: InfoTopic;
  open: boolean;
  hydrated: boolean;
  relatedHeading: string;
  onToggle: (id: InfoTopicId, nowOpen: boolean) => void;
}) {
  const contentId = `${topic.id}-content`;
  const handleToggle = (event: SyntheticEvent<HTMLDetailsElement>) => onToggle(topic.id, event.currentTarget.open);
  return (
    <details
      id={topic.id}
      name={ACCORDION_NAME}
      open={open}
      onToggle={handleToggle}
      className="card group overflow-hidden open:border-brand-500/40"
    >
      <summary
        aria-expanded={hydrated ? open : undefined}
        aria-controls={hydrated ? contentId : undefined}
        className="flex cursor-pointer list-none items-center gap-4 rounded-[1.25rem] p-5 transition-colors group-open:rounded-b-none focus-visible:-outline-offset-4 hover:bg-ink-800/60 sm:gap-5 sm:p-6 [&::-webkit-details-marker]:hidden"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-500/10 text-brand-400 sm:size-12">
          <Icon name={topic.icon} className="size-6" />
        </span>
        <h2 className="flex-1 text-lg font-semibold text-ink-100 sm:text-xl">{topic.title}</h2>
        <span className="grid size-9 shrink-0 place-items-center rounded-full border border-ink-600 text-ink-200 group-open:border-brand-500/60 group-open:text-brand-300">
          <Icon name="chevron-down" className="size-5 group-open:hidden" />
          <Icon name="chevron-up" className="hidden size-5 group-open:block" />
        </span>
      </summary>
      <div id={contentId} className="border-t border-ink-800 px-5 pb-8 pt-6 sm:px-8">
        <div className="prose-copy max-w-3xl">
          <TextBlocks blocks={topic.body} />
        </div>
        <div className="mt-6 max-w-3xl rounded-xl border border-ink-700 bg-ink-900 p-5">
          <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-100">{relatedHeading}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {topic.related.map((link) => (
              <li key={link.slug}>
                <Link
                  to={localizedPath(lang, { page: "service", slug: link.slug })}
                  className="inline-flex items-center gap-1.5 rounded-full border border-brand-500/40 bg-brand-500/10 px-3.5 py-1.5 text-sm font-medium text-brand-300 hover:border-brand-400 hover:text-brand-300"
                >
                  {link.label}
                  <Icon name="arrow-right" className="size-3.5" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
