import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { DOCUMENTS } from "~/content/copy-index";
import { factValues } from "./fact-refs";
import { editorialFindings } from "./editorial";

// The style guide's rules as the publish check runs them (model/checks.ts), over the seed's
// documents and over copy that breaks them.

const values = { sv: factValues({ ...facts.sv }), en: factValues({ ...facts.en }) };
const text = (sv: string, en = "An English text.") => ({ sv, en });

describe("the editorial rules", () => {
  it("find nothing in the seed", () => {
    expect(DOCUMENTS.size).toBeGreaterThan(20);
    const found = [...DOCUMENTS].flatMap(([id, body]) =>
      editorialFindings(id, body, values).map((finding) => `${id} ${finding.rule ?? finding.code} ${finding.path}`),
    );
    expect(found).toEqual([]);
  });

  it("see du on a service page, and allow it in the privacy policy and the terms", () => {
    const body = { hero: { title: text("Agenter som du kan lita på"), subtitle: text("Digitala verktyg för er") } };
    expect(editorialFindings("service/ai-agents", body)).toEqual([
      { code: "style-rule", path: "$.hero.title.sv", detail: "du", rule: "ni-throughout" },
    ]);
    expect(editorialFindings("privacy", body)).toEqual([]);
    expect(editorialFindings("terms", body)).toEqual([]);
  });

  it("see a claim the firm cannot keep and a retired wording, in either language", () => {
    const body = {
      a: text("Vi är ledande inom AI."),
      b: text("Ett vanligt stycke.", "With your lawyers we settle how the token is classified."),
      c: text("Uppdraget gav bolaget en agent."),
    };
    expect(editorialFindings("home", body).map((finding) => `${finding.rule} ${finding.path}`)).toEqual([
      "sv-unbacked $.a.sv",
      "en-legal-claims $.b.en",
      "sv-retired $.c.sv",
    ]);
  });

  it("see kronor typed beside a price fact, and a fact's figure typed out", () => {
    const weeks = values.sv.get("timeline.noCodeMvp")!;
    const body = {
      price: text("Från 99 000 kr ({{fact:price.noCodeMvp}})."),
      fine: text("Från {{fact:price.noCodeMvp}}."),
      typed: text(`Klart på ${weeks}.`),
    };
    expect(editorialFindings("service/no-code-low-code-mvp", body, values)).toEqual([
      { code: "currency-beside-price", path: "$.price.sv", detail: "99 000 kr" },
      { code: "typed-fact", path: "$.typed.sv", detail: `${weeks} (timeline.noCodeMvp)` },
    ]);
  });

  it("do not take a bare number, or a figure inside a longer one, for a fact", () => {
    // The desk count's figure is the bare "30": a 30-minute call is not it. "6–12 veckor" inside
    // "16–12 veckor" is not the fact either; standing alone it is.
    const figures = new Map([
      ["deskCount", "30"],
      ["timeline.noCodeMvp", "6–12 veckor"],
    ]);
    const facts = { sv: figures, en: new Map<string, string>() } as unknown as typeof values;
    const typed = (sv: string) =>
      editorialFindings("booking", { t: text(sv) }, facts).filter((finding) => finding.code === "typed-fact");
    expect(typed("Samtalet tar 30 minuter.")).toEqual([]);
    expect(typed("Klart på 16–12 veckor.")).toEqual([]);
    expect(typed("Klart på 6–12 veckor.")).toEqual([
      { code: "typed-fact", path: "$.t.sv", detail: "6–12 veckor (timeline.noCodeMvp)" },
    ]);
  });
});
