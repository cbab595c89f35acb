import { describe, expect, it } from "vitest";
import { SERVICE_SLUGS } from "~/i18n/pages";
import { cardVariant, firstSentence, groupServiceCards } from "./services-layout";

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

  it.each([
    ["One. Two.", "One."],
    ["Klart på 2–4 veckor! Sedan mer.", "Klart på 2–4 veckor!"],
    ["Version 2.0 ships. Later more.", "Version 2.0 ships."],
    ["No full stop", "No full stop"],
  ])("first sentence of %j", (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});
