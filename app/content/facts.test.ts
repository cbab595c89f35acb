// The facts' formatters (app/content/facts.ts): what a figure looks like on a page.
import { describe, expect, it } from "vitest";
import { facts, formatConversion, formatPriceFact, formatSpan, KRONOR_PER, NBSP } from "./facts";

describe("a figure and its unit stay on one line (cold review 9A, N13)", () => {
  it("a span joins its figures and its unit with a no-break space, in both languages", () => {
    expect(formatSpan("sv", { from: 2, to: 4, unit: "weeks" })).toBe(`2–4${NBSP}veckor`);
    expect(formatSpan("en", { from: 2, to: 4, unit: "weeks" })).toBe(`2–4${NBSP}weeks`);
    expect(formatSpan("sv", { from: 1, unit: "months" })).toBe(`1${NBSP}månad`);
    expect(formatSpan("en", { from: 12, unit: "months" })).toBe(`12${NBSP}months`);
    expect(NBSP).toBe("\u00A0");
  });

  it("a price joins kr and SEK to their figures with a no-break space", () => {
    const price = { currency: "EUR", from: 50_000, to: 150_000 } as const;
    expect(formatPriceFact("sv", price)).toBe("550\u00A0000–1\u00A0650\u00A0000\u00A0kr");
    expect(formatPriceFact("en", price)).toBe("€50,000–150,000 (about SEK\u00A0550,000–1,650,000)");
    expect(formatConversion("sv", KRONOR_PER)).toEqual({ usd: "10\u00A0kr per dollar", eur: "11\u00A0kr per euro" });
    expect(formatConversion("en", KRONOR_PER)).toEqual({ usd: "SEK\u00A010 to the dollar", eur: "SEK\u00A011 to the euro" });
  });

  it("the reply promise keeps its hours with their figure", () => {
    expect(facts.sv.reply).toBe("inom 24\u00A0timmar på vardagar");
    expect(facts.en.reply).toBe("within 24\u00A0hours on weekdays");
  });

  it("no formatted figure is followed by an ordinary space and a unit", () => {
    const UNIT_AFTER_SPACE = /\d (?:dagar?|veckor?|månader?|timmar|kr|days?|weeks?|months?|hours|USD)\b|SEK \d/u;
    for (const lang of ["sv", "en"] as const) {
      const values = [
        ...Object.values(facts[lang].timeline),
        ...Object.values(facts[lang].price),
        facts[lang].reply,
        facts[lang].replyTitle,
        facts[lang].otcMinimum,
        ...Object.values(facts[lang].conversion),
      ];
      expect(values.filter((value) => UNIT_AFTER_SPACE.test(value))).toEqual([]);
    }
  });
});

describe("Swedish prices are in kronor only (cold review 9A, N01)", () => {
  it("a Swedish price names no foreign currency; an English one keeps the record's currency with kronor beside it", () => {
    const price = { currency: "USD", from: 5_000, to: 25_000 } as const;
    expect(formatPriceFact("sv", price)).toBe("50\u00A0000–250\u00A0000\u00A0kr");
    expect(formatPriceFact("sv", price)).not.toMatch(/USD|EUR|\$|€|\(/u);
    expect(formatPriceFact("en", price)).toBe("$5,000–25,000 (about SEK\u00A050,000–250,000)");
    // The conversion rule still sets the kronor (the facts document's `conversion`).
    expect(formatPriceFact("sv", price, { USD: 9, EUR: 11 })).toBe("45\u00A0000–225\u00A0000\u00A0kr");
  });
});
