import { Link } from "react-router";
import type { InfoTopic } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import { localizedPath } from "~/i18n/pages";
import type { RelatedLink } from "./related-links";
import { TextBlocks } from "~/components/document/text-blocks";
import { Icon } from "~/components/ui/icon";

/** The group name that makes the browser keep one panel open at a time, with or without JavaScript. */
const ACCORDION_NAME = "info-topics";

/**
 * One topic as a native disclosure: it opens and closes without JavaScript, the browser keeps
 * one panel of the group open, and the arrow follows `[open]` by CSS.
 */
export function TopicPanel({
  lang,
  topic,
  related,
  relatedHeading,
}: {
  lang: Lang;
  topic: InfoTopic;
  /** The topic's related links that reach a live page (related-links.ts). */
  related: readonly RelatedLink[];
  relatedHeading: string;
}) {
  const contentId = `${topic.id}-content`;
  return (
    <details id={topic.id} name={ACCORDION_NAME} className="card group overflow-hidden open:border-brand-500/40">
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-[1.25rem] p-5 transition-colors group-open:rounded-b-none focus-visible:-outline-offset-4 hover:bg-ink-800/60 sm:gap-5 sm:p-6 [&::-webkit-details-marker]:hidden">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-500/10 text-brand-400 sm:size-12">
          <Icon name={topic.icon} className="size-6" />
        </span>
        {/* min-w-0 lets a long title wrap instead of pushing the arrow out at 375 px, and at 16 px
            on a phone "Blockchainlösningar" fits its line whole. */}
        <h2 className="min-w-0 flex-1 text-base font-semibold break-words hyphens-auto text-ink-100 sm:text-xl">{topic.title}</h2>
        <span className="grid size-9 shrink-0 place-items-center rounded-full border border-ink-600 text-ink-200 group-open:border-brand-500/60 group-open:text-brand-300">
          <Icon name="chevron-down" className="size-5 group-open:hidden" />
          <Icon name="chevron-up" className="hidden size-5 group-open:block" />
        </span>
      </summary>
      <div id={contentId} className="border-t border-ink-800 px-5 pb-8 pt-6 sm:px-8">
        <div className="prose-copy max-w-3xl">
          <TextBlocks blocks={topic.body} />
        </div>
        {related.length > 0 && (
          <div className="mt-6 max-w-3xl rounded-xl border border-ink-700 bg-ink-900 p-5">
            <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-100">{relatedHeading}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {related.map((link) => (
                <li key={link.page.slug}>
                  <Link
                    reloadDocument
                    to={localizedPath(lang, link.page)}
                    className="inline-flex items-center gap-1.5 rounded-full border border-brand-500/40 bg-brand-500/10 px-3.5 py-1.5 text-sm font-medium text-brand-300 hover:border-brand-400 hover:text-brand-300"
                  >
                    {link.label}
                    <Icon name="arrow-right" className="size-3.5" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
