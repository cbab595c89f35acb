import { DEFAULT_LANG, isLang, type Lang } from "./lang";

/**
 * The language of a page at an unprefixed URL (docs/decisions/001-languages-and-urls.md), one rule for server and browser:
 * 1. a saved choice (cookie or localStorage `i18nextLng`) of sv or en;
 * 2. otherwise the first preferred language: Swedish for sv, sv-SE, sv-FI or se, English for any other;
 * 3. otherwise (no language known, e.g. a crawler) Swedish, unless the browser's time zone is
 *    Europe/Stockholm, which also means Swedish.
 * The browser alone knows the time zone; with nothing saved it also turns an English first
 * language into Swedish there (the spec's routing rule).
 */
export interface LanguageSignals {
  saved?: string | null;
  /** Accept-Language header or navigator.languages, most preferred first. */
  preferred?: readonly string[];
  timeZone?: string | null;
}

const SWEDISH_TAGS = new Set(["sv", "sv-se", "sv-fi", "se"]);

export function isSwedishTag(tag: string): boolean {
  const lower = tag.trim().toLowerCase();
  return SWEDISH_TAGS.has(lower) || lower.startsWith("sv-");
}

export function resolveLanguage({ saved, preferred = [], timeZone }: LanguageSignals): Lang {
  if (isLang(saved)) return saved;
  if (timeZone === "Europe/Stockholm") return "sv";
  const first = preferred.find((tag) => tag.trim() !== "" && tag.trim() !== "*");
  if (first === undefined) return DEFAULT_LANG;
  return isSwedishTag(first) ? "sv" : "en";
}

/** Language tags of an Accept-Language header, most preferred first (q-values honoured). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
