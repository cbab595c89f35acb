import type { InfoHubContent } from "~/content/types";
import { Icon } from "~/components/ui/icon";

/** The two-column table of contents: each entry jumps to its panel, which the page's inline script opens. */
export function InfoContents({ content }: { content: InfoHubContent }) {
  return (
    <nav aria-labelledby="info-contents-title" className="mt-12">
      <h2 id="info-contents-title" className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-100">
        {content.tocHeading}
      </h2>
      <ol className="mt-4 grid gap-3 md:grid-cols-2">
        {content.topics.map((topic) => (
          <li key={topic.id}>
            <a
              href={`#${topic.id}`}
              className="flex h-full gap-4 rounded-2xl border border-ink-700 bg-ink-900 p-4 transition-colors hover:border-brand-500/50"
            >
              <Icon name={topic.icon} className="mt-0.5 size-5 shrink-0 text-brand-400" />
              <span>
                <span className="block font-semibold text-ink-100">{topic.title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-ink-300">{topic.summary}</span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
