import { Link } from "react-router";
import { contentErrorText, fieldHref } from "./content-publish";
import { useResource } from "./use-resource";
import type { ContentCopy } from "~/content/console-content";
import type { Lang } from "~/i18n/lang";

interface ProofItem {
  document: string;
  path: string;
  state: "published" | "draft" | "empty";
  label: Record<Lang, string>;
  subject: Record<Lang, string> | null;
  title: Record<Lang, string> | null;
}

/**
 * The proof checklist (docs/decisions/031-copy-and-proof.md, "The proof checklist"): how many of
 * the facts only the owner has are on the site, and the rest by page, each leading to its field.
 * The Content screen mounts it anew after a publish (its `key`), so the counts follow.
 */
export function ContentProof({ copy, lang }: { copy: ContentCopy; lang: Lang }) {
  const proof = useResource<{ items: ProofItem[] }>("/content/proof");
  const items = proof.data?.items ?? [];
  const shown = items.filter((item) => item.state === "published").length;
  const drafted = items.filter((item) => item.state === "draft").length;
  const todo = items.filter((item) => item.state !== "published");
  const pages = [...new Set(todo.map((item) => item.document))];
  return (
    <section aria-labelledby="content-proof-heading" className="mt-6 max-w-3xl">
      <h2 id="content-proof-heading" className="text-lg font-semibold text-ink-100">
        {copy.proof.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-300">{copy.proof.intro}</p>
      {proof.error !== undefined ? (
        <p role="alert" className="mt-2 text-danger-300">
          {contentErrorText(copy, proof.error)}
        </p>
      ) : (
        proof.data && (
          <p className="mt-2 text-ink-200">
            {[
              copy.proof.count(shown, items.length),
              drafted > 0 && copy.proof.drafted(drafted),
              todo.length === 0 && copy.proof.done,
            ]
              .filter(Boolean)
              .join(" ")}
          </p>
        )
      )}
      {todo.length > 0 && (
        <details className="mt-2 rounded-xl border border-ink-800 px-4 py-2">
          <summary className="cursor-pointer py-1 font-medium text-ink-100">{copy.proof.open(todo.length)}</summary>
          {pages.map((document) => {
            const ofPage = todo.filter((item) => item.document === document);
            return (
              <div key={document} className="mt-3">
                <h3 className="text-sm font-semibold text-ink-200">{copy.documentName(document, ofPage[0]?.title)}</h3>
                <ul className="mt-1 space-y-1 text-sm">
                  {ofPage.map((item) => (
                    <li key={item.path}>
                      <Link
                        to={fieldHref(item.document, item.path)}
                        className="text-brand-300 underline underline-offset-4 hover:text-brand-400"
                      >
                        {item.subject ? `${item.subject[lang]}: ` : ""}
                        {item.label[lang].split(" › ").at(-1)}
                      </Link>
                      {item.state === "draft" && <span className="text-ink-400"> · {copy.proof.inDraft}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </details>
      )}
    </section>
  );
}
