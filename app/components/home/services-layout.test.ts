import { describe, expect, it } from "vitest";
import { SERVICE_SLUGS } from "~/i18n/pages";
import { cardVariant, compactSpan, firstSentence, groupServiceCards } from "./services-layout";

describe("service grid layout", () => {
  it("features the first and fifth card and puts the last four in a compact row", () => {
    const variants = SERVICE_SLUGS.map((_, index) => cardVariant(index));
    expect(variants.filter((variant) => variant === "featured")).toHaveLength(2);
    expect(variants[0]).toBe("featured");
    expect(variants[4]).toBe("featured");
    expect(variants.slice(-4)).toEqual(["row", "row", "row", "row"]);
    const { grid, row } = groupServiceCards();
    expect([...grid, ...row]).toEqual([...SERVICE_SLUGS]);
    expect(row).toEqual(["platform-development", "enterprise-testing", "ai-development", "fast-mvp-prototyping"]);
  });

  it("widens the compact cards so that no row of the grid ends with a gap, for 14 pages as for more or fewer", () => {
    // 14 pages: a grid of 10, as the design has it.
    expect(Array.from({ length: 10 }, (_, index) => compactSpan(index, 10))).toEqual([
      "",
      "",
      "",
      "md:col-span-2 lg:col-span-2",
      "",
      "",
      "",
      "",
      "lg:col-span-3",
      "md:col-span-2 lg:col-span-3",
    ]);
    // 15 pages (a grid of 11): two full rows of thirds; 16: the last one alone takes the row;
    // 17: the last two take half a row each.
    const after = (length: number) => Array.from({ length }, (_, index) => compactSpan(index, length)).slice(5);
    expect(after(11)).toEqual(["", "", "", "", "", ""]);
    expect(after(12)).toEqual(["", "", "", "", "", "", "md:col-span-2 lg:col-span-6"]);
    expect(after(13)).toEqual(["", "", "", "", "", "", "lg:col-span-3", "lg:col-span-3"]);
  });

  it.each([
    ["One. Two.", "One."],
    ["Klart på 2–4 veckor! Sedan mer.", "Klart på 2–4 veckor!"],
    ["Version 2.0 ships. Later more.", "Version 2.0 ships."],
    ["No full stop", "No full stop"],
  ])("first sentence of %j", (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});
