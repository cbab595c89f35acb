/**
 * Translation freshness per field (docs/decisions/018-content-editing.md): when one language of
 * a text changes and the other does not, the other is marked "may be out of date" until someone
 * edits it or confirms it. A mark is a path to one language of one text: "$.hero.slogan.en".
 */
import { localTexts, type LocalText } from "./localize";

function textsByPath(document: unknown): Map<string, LocalText> {
  return new Map(localTexts(document).map(({ path, text }) => [path, text]));
}

/** The marks after `after` replaced `before`, starting from the marks `before` had. */
export function staleAfterEdit(before: unknown, after: unknown, marks: readonly string[]): string[] {
  const old = textsByPath(before);
  const next = new Set<string>();
  for (const { path, text } of localTexts(after)) {
    const previous = old.get(path);
    const svChanged = previous !== undefined && previous.sv !== text.sv;
    const enChanged = previous !== undefined && previous.en !== text.en;
    for (const [lang, changed, otherChanged] of [
      ["sv", svChanged, enChanged],
      ["en", enChanged, svChanged],
    ] as const) {
      const mark = `${path}.${lang}`;
      const otherMark = `${path}.${lang === "sv" ? "en" : "sv"}`;
      // Editing a language clears its mark; a change to the other language alone sets it,
      // unless that change was itself bringing a stale translation up to date.
      if (changed) continue;
      if ((otherChanged && !marks.includes(otherMark)) || marks.includes(mark)) next.add(mark);
    }
  }
  return [...next].sort();
}

/** The marks left after an editor confirms that the named ones are still right. */
export function confirmStale(marks: readonly string[], confirmed: readonly string[]): string[] {
  return marks.filter((mark) => !confirmed.includes(mark));
}
