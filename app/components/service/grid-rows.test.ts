import { describe, expect, it } from "vitest";
import { cardSpans, rowSizes } from "./grid-rows";

describe("rowSizes", () => {
  it("fills rows of three, leaving no row with a single lonely card", () => {
    expect(rowSizes(3, 3)).toEqual([3]);
    expect(rowSizes(5, 3)).toEqual([3, 2]);
    expect(rowSizes(6, 3)).toEqual([3, 3]);
    expect(rowSizes(4, 3)).toEqual([2, 2]);
    expect(rowSizes(7, 3)).toEqual([3, 2, 2]);
  });

  it("uses rows of four when allowed", () => {
    expect(rowSizes(4, 4)).toEqual([4]);
    expect(rowSizes(7, 4)).toEqual([4, 3]);
    expect(rowSizes(8, 4)).toEqual([4, 4]);
    expect(rowSizes(5, 4)).toEqual([3, 2]);
  });

  it("always accounts for every card", () => {
    for (let count = 1; count <= 12; count++) {
      for (const max of [3, 4] as const) {
        expect(rowSizes(count, max).reduce((a, b) => a + b, 0)).toBe(count);
        expect(cardSpans(count, max)).toHaveLength(count);
      }
    }
  });
});
