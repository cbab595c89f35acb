import { describe, expect, it } from "vitest";
import { splitNavLabel, ui } from "./ui";

describe("splitNavLabel", () => {
  it.each([
    ["Team", "Team", ""],
    ["Tjänster", "Tjänster", ""],
    ["Portfolio", "Portfo", "lio"],
    ["Fundamentals", "Fundam", "entals"],
  ])("%s", (label, shown, rest) => {
    expect(splitNavLabel(label)).toEqual({ shown, rest, cut: rest !== "" });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(splitNavLabel("Åäöåäöåäö").shown).toBe("Åäöåäö");
  });

  it("no navigation label is long enough to be cut mid-word on a phone", () => {
    for (const lang of ["sv", "en"] as const)
      for (const item of ui[lang].nav) expect(splitNavLabel(item.label).cut, `${lang} ${item.label}`).toBe(false);
  });

  it("the navigation has the six items of the product record in both languages", () => {
    for (const lang of ["sv", "en"] as const) {
      expect(ui[lang].nav.map((item) => item.id)).toEqual(["company", "services", "portfolio", "team", "otc", "contact"]);
    }
  });
});
