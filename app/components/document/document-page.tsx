import type { ReactNode } from "react";
import type { DocumentPageContent } from "~/content/types";
import { useUi } from "~/i18n/use-lang";
import { TextBlocks } from "./text-blocks";

/**
 * The shared layout of the privacy policy, the terms and the support page: title block with
 * the revision date, an in-page table of contents (sticky beside the text on wide screens)
 * and the sections. `aside` goes between the intro and the text (the support contact cards).
 */
export function DocumentPage({
  content,
  updatedIso,
  updatedText,
  aside,
}: {
  content: DocumentPageContent;
  updatedIso: string;
  /** The date as the page's language writes it, formatted at build so the browser cannot differ. */
  updatedText: string;
  aside?: ReactNode;
}) {
  const copy = useUi().documentPage;
  return (
    <article className="container-page py-16 sm:py-24">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-ink-100 sm:text-5xl">{content.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-300">{content.intro}</p>
        <p className="mt-5 text-sm text-ink-400">
          {copy.updated}: <time dateTime={updatedIso}>{updatedText}</time>
        </p>
      </header>
      {aside}
      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-labelledby="document-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="document-contents" className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-100">
            {copy.contents}
          </h2>
          <ol className="mt-4 grid gap-1 border-l border-ink-700 text-sm">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-ink-300 transition-colors hover:border-brand-400 hover:text-ink-100"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="grid min-w-0 max-w-3xl gap-10">
          {content.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="border-t border-ink-800 pt-8 first:border-t-0 first:pt-0"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-ink-100">
                {section.heading}
              </h2>
              <div className="prose-copy mt-4">
                <TextBlocks blocks={section.blocks} />
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
