/**
 * How a list of cards fills the rows of a 12-column grid on wide screens, so that no row is
 * left with a hole: rows of three, with the remainder absorbed by rows of two or four.
 * 5 → 3+2, 7 → 4+3 (or 3+2+2 when rows of four are too narrow for the cards).
 */
export function rowSizes(count: number, maxPerRow: 3 | 4): number[] {
  if (count <= 0) return [];
  if (count % 3 === 0) return Array<number>(count / 3).fill(3);
  if (maxPerRow === 4 && count % 4 === 0) return Array<number>(count / 4).fill(4);
  const rows = Array<number>(Math.floor(count / 3)).fill(3);
  if (count % 3 === 2) return [...rows, 2];
  if (rows.length === 0) return [1];
  if (maxPerRow === 4) return [4, ...rows.slice(1)];
  return [...rows.slice(1), 2, 2];
}

const SPAN_CLASS: Record<number, string> = { 1: "lg:col-span-12", 2: "lg:col-span-6", 3: "lg:col-span-4", 4: "lg:col-span-3" };

/** The grid of a card list: one column on phones, two on tablets, rows of rowSizes() on wide screens. */
export const CARD_GRID_CLASS = "grid gap-4 sm:grid-cols-2 lg:grid-cols-12";

/** The lg:col-span class of each card, in order. */
export function cardSpans(count: number, maxPerRow: 3 | 4): string[] {
  return rowSizes(count, maxPerRow).flatMap((size) => Array<string>(size).fill(SPAN_CLASS[size] ?? ""));
}
