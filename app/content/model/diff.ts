/**
 * A field-by-field comparison of two revisions of a document (docs/decisions/018-content-editing.md),
 * with the changed words of each text marked, for the console's history view and the CLI.
 */
import { allStrings } from "./localize";

export type WordChange = { op: "same" | "added" | "removed"; text: string };

export interface FieldChange {
  path: string;
  before: string | undefined;
  after: string | undefined;
  words: WordChange[];
}

/** Texts longer than this many words are compared as whole values (the diff is quadratic). */
const MAX_WORDS = 1_500;

export function diffWords(before: string, after: string): WordChange[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) {
    return [
      { op: "removed", text: before },
      { op: "added", text: after },
    ];
  }
  // Longest common subsequence, then walk it.
  const table = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i] as Uint16Array;
      row[j] =
        a[i] === b[j]
          ? ((table[i + 1] as Uint16Array)[j + 1] as number) + 1
          : Math.max((table[i + 1] as Uint16Array)[j] as number, row[j + 1] as number);
    }
  }
  const out: WordChange[] = [];
  const push = (op: WordChange["op"], text: string) => {
    const last = out[out.length - 1];
    if (last?.op === op) last.text += text;
    else out.push({ op, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push("same", a[i] as string);
      i++;
      j++;
    } else if (((table[i + 1] as Uint16Array)[j] as number) >= ((table[i] as Uint16Array)[j + 1] as number))
      push("removed", a[i++] as string);
    else push("added", b[j++] as string);
  }
  while (i < a.length) push("removed", a[i++] as string);
  while (j < b.length) push("added", b[j++] as string);
  return out;
}

/** Every field whose value differs between two bodies of a document, in document order. */
export function diffDocuments(before: unknown, after: unknown): FieldChange[] {
  const old = new Map(allStrings(before).map(({ path, value }) => [path, value]));
  const next = new Map(allStrings(after).map(({ path, value }) => [path, value]));
  const numbers = (doc: unknown, path = "$"): [string, string][] => {
    if (typeof doc === "number" || typeof doc === "boolean") return [[path, String(doc)]];
    if (Array.isArray(doc)) return doc.flatMap((item, index) => numbers(item, `${path}[${index}]`));
    if (doc && typeof doc === "object") return Object.entries(doc).flatMap(([key, value]) => numbers(value, `${path}.${key}`));
    return [];
  };
  for (const [path, value] of numbers(before)) old.set(path, value);
  for (const [path, value] of numbers(after)) next.set(path, value);
  const paths = [...new Set([...next.keys(), ...old.keys()])];
  return paths
    .filter((path) => old.get(path) !== next.get(path))
    .map((path) => {
      const a = old.get(path);
      const b = next.get(path);
      return { path, before: a, after: b, words: diffWords(a ?? "", b ?? "") };
    });
}
