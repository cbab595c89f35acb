/**
 * The falling-character animation of the hero as plain data (docs/product.md#constants), separate from the
 * canvas so it can be tested: 14 px columns, uppercase letters and digits, about one
 * character in five taken from the brand word and drawn in gold, six colours in all.
 */
export const COLUMN_WIDTH = 14;
export const TICK_MS = 33;
export const BRAND_SHARE = 0.2;
export const GOLD = "#f7cf56";
/** Five greens and teals, plus gold for the brand word: the palette of six. */
export const PALETTE = ["#22e07a", "#4ee894", "#14b862", "#7ef0b0", "#2dd4bf", GOLD] as const;

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export interface RainColumn {
  /** Position of the column's head, in rows from the top. */
  pos: number;
  char: string;
  isGold: boolean;
  color: string;
}

export type Random = () => number;

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length) % items.length] as T;
}

/** The next character of a column: from the brand word (gold) about 20% of the time. */
export function nextGlyph(brandWord: string, random: Random): Pick<RainColumn, "char" | "isGold" | "color"> {
  if (random() < BRAND_SHARE) {
    return { char: pick([...brandWord.toUpperCase()], random), isGold: true, color: GOLD };
  }
  return { char: pick([...ALPHANUMERIC], random), isGold: false, color: pick(PALETTE.slice(0, 5), random) };
}

/** One column per 14 px of width, each starting at a random height above the top. */
export function createColumns(width: number, height: number, brandWord: string, random: Random): RainColumn[] {
  const count = Math.max(1, Math.floor(width / COLUMN_WIDTH));
  const rows = Math.max(1, Math.floor(height / COLUMN_WIDTH));
  return Array.from({ length: count }, () => ({ pos: -Math.floor(random() * rows), ...nextGlyph(brandWord, random) }));
}

/** Advances every column one row; a column past the bottom restarts at the top now and then. */
export function step(columns: RainColumn[], rows: number, brandWord: string, random: Random): void {
  for (const column of columns) {
    Object.assign(column, nextGlyph(brandWord, random));
    column.pos = column.pos > rows && random() > 0.975 ? 0 : column.pos + 1;
  }
}
