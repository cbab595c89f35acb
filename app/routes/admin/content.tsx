import { useState } from "react";
import { Link } from "react-router";
import { useConsole, useScreenTitle } from "~/components/admin/console-state";
import { contentErrorText, PublishPanel } from "~/components/admin/content-publish";
import { ContentProof } from "~/components/admin/content-proof";
import { ContentSearch } from "~/components/admin/content-search";
import { useResource } from "~/components/admin/use-resource";
import { contentCopy } from "~/content/console-content";
import { previewCopy } from "~/content/console-preview";
import { servicePagesCopy } from "~/content/console-service-pages";
import type { Lang } from "~/i18n/lang";

interface Summary {
  document: string;
  live: { number: number; publishedAt: string; author: string } | null;
  draft: { version: number; updatedAt: string; updatedBy: string } | null;
  stale: number;
  /** A service page's title (its card's), in both languages. */
  title?: Record<Lang, string> | null;
}

/**
 * The Content section's page list (docs/decisions/018-content-editing.md): every document with
 * its state (published, unpublished changes, stale translations); the drafts chosen here are
 * published together in one step.
 */
export default function ContentList() {
  const { copy: consoleCopy, lang } = useConsole();
  const copy = contentCopy[lang];
  useScreenTitle(consoleCopy, copy.heading);
  const list = useResource<{ documents: Summary[] }>("/content");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const documents = list.data?.documents ?? [];
  const drafts = documents.filter((summary) => summary.draft).map((summary) => summary.document);
  const selected = drafts.filter((document) => chosen.has(document));
  // Once a publish went out the list has no drafts left, but the panel stays to say so.
  const [published, setPublished] = useState(false);
  // The proof checklist counts what the site shows: it is asked again after each publish.
  const [publishes, setPublishes] = useState(0);
  const toggle = (document: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(document);
      else next.delete(document);
      return next;
    });

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{copy.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{copy.intro}</p>
      <p className="mt-2">
        <Link to="/admin/content/pages" className="font-medium text-brand-300 underline underline-offset-4 hover:text-brand-400">
          {servicePagesCopy[lang].link}
        </Link>
      </p>
      <ContentSearch copy={copy} lang={lang} />
      {/* Once the page list has loaded: a refusal (an operator) is said once, by the list. */}
      {list.data && <ContentProof key={publishes} copy={copy} lang={lang} />}
      {list.error !== undefined && (
        <p role="alert" className="mt-4 text-danger-300">
          {contentErrorText(copy, list.error)}
        </p>
      )}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <ul className="divide-y divide-ink-800 rounded-xl border border-ink-800">
          {documents.map((summary) => {
            const name = copy.documentName(summary.document, summary.title);
            return (
              <li key={summary.document} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                {summary.draft ? (
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chosen.has(summary.document)}
                    onChange={(event) => toggle(summary.document, event.target.checked)}
                    aria-label={`${copy.columns.select}: ${name}`}
                  />
                ) : (
                  <span className="size-5" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/admin/content/edit/${summary.document}`}
                    className="font-medium text-ink-100 underline decoration-ink-600 underline-offset-4 hover:text-brand-300"
                  >
                    {name}
                  </Link>
                  <p className="text-sm text-ink-300">
                    {summary.live ? copy.state.published : copy.state.never}
                    {summary.draft && <span className="text-gold-300"> · {copy.state.unpublished}</span>}
                    {summary.stale > 0 && <span className="text-gold-300"> · {copy.state.stale(summary.stale)}</span>}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        {(drafts.length > 0 || published) && (
          <div className="space-y-3">
            {drafts.length > 0 && (
              <Link
                to={`/admin/content/preview${selected.length ? `?documents=${encodeURIComponent(selected.join(","))}` : ""}`}
                className="btn btn-secondary"
              >
                {previewCopy[lang].link}
              </Link>
            )}
            <PublishPanel
              copy={copy}
              documents={selected}
              onPublished={() => {
                setPublished(true);
                setPublishes((count) => count + 1);
                list.reload();
              }}
            />
          </div>
        )}
      </div>
    </>
  );
}
