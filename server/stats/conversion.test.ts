import { describe, expect, it } from "vitest";
import { conversion, MIN_CONVERSION_SAMPLE } from "./report";

/** The overview's conversion (docs/decisions/030-the-owners-bookings.md): never above 100 %, a dash below the sample. */
describe("conversion", () => {
  it("is null below the minimum sample, however many enquiries came", () => {
    expect(conversion(4, 1)).toBeNull();
    expect(conversion(0, 0)).toBeNull();
    expect(conversion(3, MIN_CONVERSION_SAMPLE - 1)).toBeNull();
  });

  it("is enquiries per visitor from the minimum sample on, and never above 1", () => {
    expect(conversion(5, MIN_CONVERSION_SAMPLE)).toBe(5 / MIN_CONVERSION_SAMPLE);
    expect(conversion(0, 200)).toBe(0);
    expect(conversion(80, MIN_CONVERSION_SAMPLE)).toBe(1);
    expect(conversion(MIN_CONVERSION_SAMPLE, MIN_CONVERSION_SAMPLE)).toBe(1);
  });
});
