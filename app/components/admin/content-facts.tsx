import { useState } from "react";
import type { ContentCopy } from "~/content/console-content";
import type { Lang } from "~/i18n/lang";

/** The live facts' values by name, per language, as the API sends them with a document. */
export type FactTable = Record<Lang, Record<string, string>>;

// The same reference syntax as the site's renderer (app/content/model/fact-refs.ts); the console
// imports no value from the public site's modules, so the pattern is written here.
const FACT_REF = /\{\{fact:([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)?)\}\}/g;

/** A text cut into its plain parts and its fact references, in order. */
export function factParts(text: string): ({ text: string } | { fact: string })[] {
  const parts: ({ text: string } | { fact: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(FACT_REF)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ fact: match[1] as string });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

export const CHIP = "inline-flex items-center rounded-full border border-brand-700 bg-brand-900/60 px-2 text-brand-200";

/** "Insert a fact": the list of facts with their values; a choice puts its reference at the cursor. */
export function FactPicker({
  lang,
  facts,
  copy,
  fieldName,
  onPick,
}: {
  lang: Lang;
  facts: FactTable;
  copy: ContentCopy;
  /** The field's accessible name, for the button and the list. */
  fieldName: string;
  onPick: (reference: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const names = Object.keys(facts[lang]).sort();
  return (
    <div className="mt-1">
      <button
        type="button"
        className="text-xs text-brand-300 underline underline-offset-2"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {copy.facts.insert}
        <span className="sr-only">: {fieldName}</span>
      </button>
      {open && (
        <ul aria-label={`${copy.facts.insert}: ${fieldName}`} className="mt-1 flex max-h-48 flex-wrap gap-1 overflow-y-auto">
          {names.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={`${CHIP} min-h-8 text-xs`}
                onClick={() => {
                  onPick(`{{fact:${name}}}`);
                  setOpen(false);
                }}
              >
                {facts[lang][name]}
                <span className="sr-only"> ({copy.facts.chip(name)})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
