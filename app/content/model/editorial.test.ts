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
      editorialFindings(id, body, values).map((finding) => `${id} ${finding.code} ${finding.path}`),
    );
    expect(found).toEqual([]);
  });

  it("see du on a service page, and allow it in the privacy policy and the terms", () => {
    const body = { hero: { title: text("Agenter som du kan lita på"), subtitle: text("Digitala verktyg för er") } };
    expect(editorialFindings("service/ai-agents", body)).toEqual([
      { code: "second-person", path: "$.hero.title.sv", detail: "du" },
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
    expect(editorialFindings("home", body).map((finding) => `${finding.code} ${finding.path}`)).toEqual([
      "unbacked-claim $.a.sv",
      "legal-claim $.b.en",
      "retired-phrase $.c.sv",
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
});
