import { useState } from "react";
import { Link } from "react-router";
import { api, queryOf } from "./api";
import { contentErrorText, fieldHref } from "./content-publish";
import type { ContentCopy } from "~/content/console-content";
import type { Lang } from "~/i18n/lang";

interface Hit {
  document: string;
  path: string;
  lang: Lang;
  excerpt: string;
  label: Record<Lang, string>;
  title: Record<Lang, string> | null;
}

/**
 * A search over every text of every page (the drafts as the editor opens them): each hit names
 * its page and field in the console's language and leads straight to the field
 * (docs/decisions/027-editor-shapes-and-owners-language.md).
 */
export function ContentSearch({ copy, lang }: { copy: ContentCopy; lang: Lang }) {
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = async () => {
    setError(null);
    try {
      setHits((await api<{ hits: Hit[] }>(`/content/search${queryOf({ q: query })}`)).hits);
    } catch (caught) {
      setError(contentErrorText(copy, caught));
    }
  };
  return (
    <section aria-labelledby="content-search-heading" className="mt-6 max-w-3xl">
      <h2 id="content-search-heading" className="sr-only">
        {copy.search.heading}
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label className="min-w-0 flex-1 text-sm font-medium text-ink-200">
          <span className="mb-1 block">{copy.search.label}</span>
          <input
            type="search"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
            className="w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100"
          />
        </label>
        <button type="submit" className="btn btn-secondary">
          {copy.search.button}
        </button>
      </form>
      <p role="status" className="mt-2 text-sm text-ink-300">
        {error ?? (hits ? copy.search.found(hits.length) : "")}
      </p>
      {hits && hits.length > 0 && (
        <ul className="mt-2 divide-y divide-ink-800 rounded-xl border border-ink-800" aria-label={copy.search.results}>
          {hits.map((hit) => (
            <li key={hit.path + hit.document} className="px-4 py-3 text-sm">
              <Link
                to={fieldHref(hit.document, hit.path)}
                className="font-medium text-ink-100 underline decoration-ink-600 underline-offset-4 hover:text-brand-300"
              >
                {copy.documentName(hit.document, hit.title)} › {hit.label[lang]}
              </Link>
              <p className="mt-1 text-ink-300" lang={hit.lang}>
                {hit.excerpt}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
