/**
 * Figures stay single-sourced (docs/decisions/018-content-editing.md): copy names a fact as
 * `{{fact:timeline.noCodeMvp}}` instead of typing "2–6 weeks"; the editor shows the reference as
 * a chip, and rendering replaces it by the fact's formatted value in the page's language, so a
 * changed fact changes every page that names it.
 */
import type { Lang } from "~/i18n/lang";

export const FACT_REF = /\{\{fact:([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)?)\}\}/g;

/** The formatted facts of one language, flattened: "timeline.noCodeMvp" → "2–6 veckor". */
export type FactValues = ReadonlyMap<string, string>;

/** Facts whose formatted value may stand in copy: figures and whole fixed sentences, not bare words or numbers. */
const REFERABLE_GROUPS = new Set(["timeline", "price", "percent", "scope", "audit", "priceNote", "conversion"]);
const REFERABLE_SINGLES = new Set([
  "reply",
  "replyTitle",
  "phoneHours",
  "proposal",
  "otcNetwork",
  "otcFee",
  "otcRetention",
  "otcMinimum",
  "currencies",
  "priceByProposal",
  "notA",
]);

/** The formatted facts of a language (`facts[lang]` of app/content/facts.ts) as named values. */
export function factValues(copy: Record<string, unknown>): Map<string, string> {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === "string" && REFERABLE_SINGLES.has(key)) values.set(key, value);
    if (REFERABLE_GROUPS.has(key) && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [name, text] of Object.entries(value)) if (typeof text === "string") values.set(`${key}.${name}`, text);
    }
  }
  return values;
}

/** A text with every fact reference replaced by its value; an unknown name is left as written (the publish check reports it). */
export function resolveFacts(text: string, facts: FactValues): string {
  return text.replace(FACT_REF, (token, name: string) => facts.get(name) ?? token);
}

/** The names a text refers to. */
export function factNames(text: string): string[] {
  return [...text.matchAll(FACT_REF)].map((match) => match[1] as string);
}

const words = (text: string) =>
  new Set(
    text
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );

/**
 * Today's copy modules interpolate the facts' values; the seed turns each occurrence back into a
 * reference. Where several facts share a value in both languages ("2–4 weeks" is three of them),
 * the one whose name shares most words with where the text is (document and path) is named, ties
 * going to the first: the rendered text is the same either way, and content.test checks it.
 */
export function referFacts(sv: string, en: string, where: string, facts: Record<Lang, FactValues>): { sv: string; en: string } {
  const context = words(where);
  const candidates = [...facts.sv.keys()]
    .filter((name) => sv.includes(facts.sv.get(name) as string) && en.includes(facts.en.get(name) as string))
    .sort((a, b) => {
      const score = (name: string) => [...words(name)].filter((word) => context.has(word)).length;
      const length = (name: string) => (facts.sv.get(name) as string).length;
      // Longer values first, so a sentence that contains a figure is replaced whole.
      return length(b) - length(a) || score(b) - score(a);
    });
  let out = { sv, en };
  const taken = new Set<string>();
  for (const name of candidates) {
    const value = { sv: facts.sv.get(name) as string, en: facts.en.get(name) as string };
    const key = `${value.sv}\u0000${value.en}`;
    if (taken.has(key)) continue;
    if (!out.sv.includes(value.sv) || !out.en.includes(value.en)) continue;
    // The same value in both languages, as often in each: they are the same fact.
    if (out.sv.split(value.sv).length !== out.en.split(value.en).length) continue;
    taken.add(key);
    out = { sv: out.sv.split(value.sv).join(`{{fact:${name}}}`), en: out.en.split(value.en).join(`{{fact:${name}}}`) };
  }
  return out;
}

/** Every string of a language's tree with its fact references resolved: what a page renders. */
export function withFactsResolved<T>(tree: T, facts: FactValues): T {
  if (typeof tree === "string") return resolveFacts(tree, facts) as T;
  if (Array.isArray(tree)) return tree.map((item: unknown) => withFactsResolved(item, facts)) as T;
  if (tree && typeof tree === "object") {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, withFactsResolved(value, facts)])) as T;
  }
  return tree;
}
