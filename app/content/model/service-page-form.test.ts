import { describe, expect, it } from "vitest";
import { keywordList, newServicePageIssues, type NewServicePage } from "./service-page-form";

const form = (keywords: NewServicePage["keywords"]): NewServicePage => ({
  title: { sv: "Kvantdatorer", en: "Quantum computing" },
  slug: { sv: "kvantdatorer", en: "quantum-computing" },
  description: { sv: "Vi hjälper er med kvantdatorer.", en: "We help you with quantum computers." },
  keywords,
  icon: "lightbulb",
  startFrom: "ai-agents",
});
const choices = { icons: ["lightbulb"], pages: ["ai-agents"] };

describe("the add form's keywords", () => {
  it("are typed separated by commas; spaces and empty entries go", () => {
    expect(keywordList(" AI,  agenter ,, ")).toEqual(["AI", "agenter"]);
    expect(keywordList("")).toEqual([]);
    expect(keywordList(",")).toEqual([]);
  });

  it("are required in both languages, as many in each, at most 20, each a safe short text", () => {
    expect(newServicePageIssues(form({ sv: ["Kvant"], en: ["Quantum"] }), choices)).toEqual([]);
    expect(newServicePageIssues(form({ sv: [], en: [] }), choices)).toEqual([
      { path: "$.keywords.sv", problem: "required" },
      { path: "$.keywords.en", problem: "required" },
    ]);
    expect(newServicePageIssues(form({ sv: ["A", "B"], en: ["A"] }), choices)).toEqual([
      { path: "$.keywords.en", problem: "keywords-count" },
    ]);
    expect(newServicePageIssues(form({ sv: Array<string>(21).fill("A"), en: Array<string>(21).fill("A") }), choices)).toEqual([
      { path: "$.keywords.sv", problem: "too-many" },
      { path: "$.keywords.en", problem: "too-many" },
    ]);
    expect(newServicePageIssues(form({ sv: ["<b>A</b>"], en: ["A\u202E"] }), choices)).toEqual([
      { path: "$.keywords.sv", problem: "markup" },
      { path: "$.keywords.en", problem: "bidi" },
    ]);
  });
});
