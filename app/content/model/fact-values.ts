/**
 * The formatted facts a render resolves `{{fact:…}}` references to, computed from the published
 * `facts` document (docs/decisions/018-content-editing.md): the figures are formatted as
 * app/content/facts.ts formats them, the fixed sentences taken as written. So a changed figure
 * changes every page that names it.
 */
import { formatConversion, formatPercent, formatPriceFact, formatSpan, KRONOR_PER, type PriceFact } from "~/content/facts";
import type { Lang } from "~/i18n/lang";
import type { FactValues } from "./fact-refs";
import { isLocalText } from "./localize";

type Span = { from: number; to?: number; unit: "days" | "weeks" | "months" };
interface FactsDocument {
  timelines: Record<string, Span>;
  prices: Record<string, PriceFact>;
  percentages: Record<string, { from: number; to?: number }>;
  /** Round kronor per dollar and per euro: the one conversion rule (absent before 2026-11-27's migration). */
  conversion?: { USD: number; EUR: number };
  texts: Record<string, unknown>;
}

export function factValuesOf(document: unknown, lang: Lang): Map<string, string> {
  const facts = document as FactsDocument;
  const values = new Map<string, string>();
  for (const [name, span] of Object.entries(facts.timelines)) values.set(`timeline.${name}`, formatSpan(lang, span));
  const kronorPer = facts.conversion ?? KRONOR_PER;
  for (const [name, price] of Object.entries(facts.prices)) values.set(`price.${name}`, formatPriceFact(lang, price, kronorPer));
  const conversion = formatConversion(lang, kronorPer);
  values.set("conversion.usd", conversion.usd);
  values.set("conversion.eur", conversion.eur);
  for (const [name, share] of Object.entries(facts.percentages)) values.set(`percent.${name}`, formatPercent(lang, share));
  for (const [key, value] of Object.entries(facts.texts)) {
    if (isLocalText(value)) values.set(key, value[lang]);
    else if (value && typeof value === "object") {
      for (const [name, text] of Object.entries(value)) if (isLocalText(text)) values.set(`${key}.${name}`, text[lang]);
    }
  }
  return values;
}

/** Both languages' values, for a content set. */
export function factValuesOfDocument(document: unknown): Record<Lang, FactValues> {
  return { sv: factValuesOf(document, "sv"), en: factValuesOf(document, "en") };
}
