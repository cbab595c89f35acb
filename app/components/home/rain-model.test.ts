import { describe, expect, it } from "vitest";
import { BRAND_SHARE, COLUMN_WIDTH, GOLD, PALETTE, createColumns, nextGlyph, step } from "./rain-model";

/** A small deterministic generator, so the share of brand characters is measured, not hoped for. */
function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

describe("falling characters", () => {
  it("has one column per 14 px and six colours with gold", () => {
    expect(COLUMN_WIDTH).toBe(14);
    expect(createColumns(1400, 700, "Nordlegend", seeded(1))).toHaveLength(100);
    expect(PALETTE).toHaveLength(6);
    expect(PALETTE).toContain(GOLD);
  });

  it("draws about 20% of characters from the brand word, in gold, the rest letters and digits", () => {
    const random = seeded(42);
    const glyphs = Array.from({ length: 20_000 }, () => nextGlyph("Nordlegend", random));
    const brand = glyphs.filter((glyph) => glyph.isGold);
    expect(brand.length / glyphs.length).toBeCloseTo(BRAND_SHARE, 1);
    expect(brand.every((glyph) => "NORDLEGEND".includes(glyph.char) && glyph.color === GOLD)).toBe(true);
    expect(glyphs.every((glyph) => /^[A-Z0-9]$/.test(glyph.char))).toBe(true);
    expect(glyphs.filter((glyph) => !glyph.isGold).every((glyph) => glyph.color !== GOLD)).toBe(true);
  });

  it("moves every column down a row per tick", () => {
    const columns = createColumns(140, 140, "Nordlegend", seeded(7));
    const before = columns.map((column) => column.pos);
    step(columns, 10, "Nordlegend", seeded(8));
    expect(columns.map((column) => column.pos)).toEqual(before.map((pos) => pos + 1));
  });
});
