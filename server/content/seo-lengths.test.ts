import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { checkDocuments, SEO_LENGTHS } from "~/content/model/checks";
import { factValues, resolveFacts } from "~/content/model/fact-refs";
import { factValuesOf } from "~/content/model/fact-values";
import { seedDocuments } from "./seed";

// The publish check on a page's search title and description (docs/decisions/018-content-editing.md):
// measured as the search result shows it, with every fact's value in place of its reference.

const seed = seedDocuments();
const FACT_NAMES = [...factValues({ ...facts.sv }).keys()];
const withMeta = [...seed].filter(([, body]) => typeof (body as { meta?: unknown }).meta === "object");

function seoFindings(documents: ReadonlyMap<string, unknown>, changed: readonly string[]) {
  return checkDocuments(documents, { changed, facts: FACT_NAMES, seed, stale: new Map() }).filter(
    (finding) => finding.code === "seo-length",
  );
}

describe("the search title and description lengths", () => {
  it("hold for every page the seed ships, in both languages, as a search result shows them", () => {
    expect(withMeta.map(([id]) => id)).toContain("home");
    expect(withMeta.length).toBeGreaterThan(20);
    // Each finding names the page, the field and the length shown.
    expect(
      seoFindings(
        seed,
        withMeta.map(([id]) => id),
      ),
    ).toEqual([]);
  });

  it("warns of a description that a fact's value carries past the limit, and not of one that its references only seem to", () => {
    const [id, body] = withMeta.find(([name]) => name === "service/no-code-low-code-mvp")!;
    const page = structuredClone(body) as { meta: { description: { sv: string; en: string } } };
    // 150 characters as typed; the fact's value ("2–6 veckor") is shorter than its reference.
    const padded = (text: string) => text + "x".repeat(150 - text.length);
    page.meta.description.sv = padded("Vi bygger på {{fact:timeline.noCodeMvp}}. ");
    page.meta.description.en = padded("We build in {{fact:timeline.noCodeMvp}}. ") + " {{fact:timeline.noCodeMvp}}";
    const findings = seoFindings(new Map([...seed, [id, page]]), [id]);
    // Swedish: 150 typed, fewer shown. English: 178 typed, 160 or fewer shown.
    const shown = (text: string, lang: "sv" | "en") => resolveFacts(text, factValuesOf(seed.get("facts"), lang)).length;
    expect(shown(page.meta.description.sv, "sv")).toBeLessThan(150);
    expect(page.meta.description.en.length).toBeGreaterThan(SEO_LENGTHS.description.max);
    expect(shown(page.meta.description.en, "en")).toBeLessThanOrEqual(SEO_LENGTHS.description.max);
    expect(findings).toEqual([]);

    // A fact of a long value past the limit: a warning naming the field and the length shown.
    page.meta.description.sv = "Granskningen: {{fact:audit.internal}}";
    expect(page.meta.description.sv.length).toBeLessThan(SEO_LENGTHS.description.max);
    const over = shown(page.meta.description.sv, "sv");
    expect(over).toBeGreaterThan(SEO_LENGTHS.description.max);
    expect(seoFindings(new Map([...seed, [id, page]]), [id])).toEqual([
      { severity: "warning", code: "seo-length", document: id, path: "$.meta.description.sv", detail: String(over) },
    ]);
  });
});
