import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/content/types";
import { ICON_LABELS, iconLabel } from "./console-content";

describe("the icon picker's names", () => {
  it("names every icon the schema allows in Swedish and English, and no other", () => {
    expect(Object.keys(ICON_LABELS).sort()).toEqual([...ICON_NAMES].sort());
    for (const icon of ICON_NAMES) {
      for (const lang of ["sv", "en"] as const) {
        const label = ICON_LABELS[icon][lang];
        expect(label.trim(), `${icon} ${lang}`).not.toBe("");
        // A human name, not the internal one written differently.
        expect(label, `${icon} ${lang}`).toMatch(/^\p{Lu}/u);
      }
    }
  });

  it("tells every icon apart by its name in each language", () => {
    for (const lang of ["sv", "en"] as const) {
      const labels = ICON_NAMES.map((icon) => ICON_LABELS[icon][lang].toLowerCase());
      expect(new Set(labels).size, lang).toBe(ICON_NAMES.length);
    }
  });

  it("is translated, and shows an icon it does not know (a newer server's) by its internal name", () => {
    expect(iconLabel("lightbulb", "sv")).toBe("Glödlampa");
    expect(iconLabel("lightbulb", "en")).toBe("Light bulb");
    const translated = ICON_NAMES.filter((icon) => ICON_LABELS[icon].sv !== ICON_LABELS[icon].en);
    expect(translated.length).toBeGreaterThan(ICON_NAMES.length / 2);
    expect(iconLabel("hourglass", "sv")).toBe("hourglass");
  });
});
