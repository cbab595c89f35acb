import { describe, expect, it } from "vitest";
import { parseAcceptLanguage, resolveLanguage, type LanguageSignals } from "./resolve";

describe("resolveLanguage", () => {
  const cases: [string, LanguageSignals, "sv" | "en"][] = [
    ["a saved sv wins over an English browser", { saved: "sv", preferred: ["en-US"] }, "sv"],
    ["a saved en wins over a Swedish browser", { saved: "en", preferred: ["sv-SE"] }, "en"],
    ["a saved en wins over the Stockholm time zone", { saved: "en", timeZone: "Europe/Stockholm" }, "en"],
    ["an invalid saved value is ignored", { saved: "de", preferred: ["en"] }, "en"],
    ["sv", { preferred: ["sv"] }, "sv"],
    ["sv-SE", { preferred: ["sv-SE"] }, "sv"],
    ["sv-FI", { preferred: ["sv-FI"] }, "sv"],
    ["se", { preferred: ["se"] }, "sv"],
    ["upper case SV-se", { preferred: ["SV-se"] }, "sv"],
    ["English first", { preferred: ["en-GB", "sv"] }, "en"],
    ["any other language means English", { preferred: ["de-DE", "sv"] }, "en"],
    ["Swedish first, English second", { preferred: ["sv-SE", "en"] }, "sv"],
    ["a wildcard is no preference", { preferred: ["*"] }, "sv"],
    ["nothing known (a crawler) means Swedish", {}, "sv"],
    ["English browser in Stockholm, nothing saved", { preferred: ["en-US"], timeZone: "Europe/Stockholm" }, "sv"],
    ["English browser elsewhere", { preferred: ["en-US"], timeZone: "Europe/London" }, "en"],
  ];
  it.each(cases)("%s", (_name, signals, expected) => {
    expect(resolveLanguage(signals)).toBe(expected);
  });
});

describe("parseAcceptLanguage", () => {
  it("orders tags by quality, keeping header order for ties", () => {
    expect(parseAcceptLanguage("en;q=0.5, sv-SE, de;q=0.8, fr")).toEqual(["sv-SE", "fr", "de", "en"]);
  });
  it("drops empty and zero-quality entries", () => {
    expect(parseAcceptLanguage(" , sv;q=0, en")).toEqual(["en"]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
