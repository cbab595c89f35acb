// The editorial rules (editorial-rules.ts) over every visitor text of the seed, and each rule against
// the old wording it was written for, so a rule that stops catching fails here too.
import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import { COPY, findings, type Copy } from "./copy-index";
import { EDITORIAL_RULES, ruleReason, rulesFor, type RuleScope } from "./editorial-rules";
import { editorialFindings } from "./model/editorial";

/** The copy modules that are the du documents, and those no visitor reads (the console's own words). */
const DU_MODULES = new Set(["privacyPolicy", "terms"]);
const OPERATOR_MODULES = new Set(["console", "spamConsole", "consoleBackup"]);

function scopeOf(entry: Copy): RuleScope | undefined {
  if (OPERATOR_MODULES.has(entry.module)) return undefined;
  return DU_MODULES.has(entry.module) ? "du" : "ni";
}

describe("the editorial rules hold on every visitor text of the seed", () => {
  it.each(["sv", "en"] as const)("%s", (lang: Lang) => {
    const problems: string[] = [];
    for (const scope of ["ni", "du"] as const) {
      const texts = COPY[lang].filter((entry) => scopeOf(entry) === scope);
      for (const rule of rulesFor(lang, scope))
        problems.push(...findings(texts, rule.pattern).map((line) => `${rule.id}: ${line}`));
    }
    expect(problems).toEqual([]);
  });

  it("the ni and du texts are both there: the rules are not passing on an empty set", () => {
    expect(COPY.sv.filter((entry) => scopeOf(entry) === "ni").length).toBeGreaterThan(1000);
    expect(COPY.sv.filter((entry) => scopeOf(entry) === "du").length).toBeGreaterThan(100);
  });
});

describe("each rule catches the wording it was written against", () => {
  it.each(EDITORIAL_RULES.map((rule) => [rule.id, rule] as const))("%s", (_id, rule) => {
    expect(rule.catches.length).toBeGreaterThan(0);
    expect(rule.reason.length).toBeGreaterThan(20);
    expect(rule.reasonEn.length).toBeGreaterThan(20);
    for (const old of rule.catches) expect(rule.pattern.test(old), old).toBe(true);
  });

  it("the ids are unique: a finding names its rule by id, and the console shows its reason in its language", () => {
    expect(new Set(EDITORIAL_RULES.map((rule) => rule.id)).size).toBe(EDITORIAL_RULES.length);
    expect(ruleReason("ni-throughout", "sv")).toMatch(/^Webbplatsen säger ni till besökaren/u);
    expect(ruleReason("ni-throughout", "en")).toMatch(/^The Swedish text says du to the reader/u);
    expect(ruleReason("no-such-rule", "en")).toBeUndefined();
  });

  it("a rule does not catch a word that only contains its pattern", () => {
    const ni = EDITORIAL_RULES.find((rule) => rule.id === "ni-throughout")!;
    expect(ni.pattern.test("digitala dinosaurier på dina")).toBe(true);
    expect(ni.pattern.test("digitala dinosaurier")).toBe(false);
  });
});

describe("the rules over a stored document, as the publish checks run them (model/editorial.ts)", () => {
  it("flags du on a service page and kronor typed beside a price fact, and lets the privacy policy say du", () => {
    const page = {
      hero: { title: { sv: "Vill du veta mer?", en: "Want to know more?" } },
      intro: {
        paragraphs: [
          { sv: "Den kostar 99 000–120 000 kr ({{fact:price.noCodeMvp}}).", en: "It costs {{fact:price.noCodeMvp}}." },
        ],
      },
    };
    const found = editorialFindings("service/no-code-low-code-mvp", page);
    // Kronor typed beside a price range: the rule's words, reported once, by the check that knows the facts.
    expect(found.map((finding) => [finding.path, finding.code, finding.rule])).toEqual([
      ["$.hero.title.sv", "style-rule", "ni-throughout"],
      ["$.intro.paragraphs[0].sv", "currency-beside-price", undefined],
    ]);
    expect(editorialFindings("privacy", { text: { sv: "Vill du veta vilka uppgifter vi har om dig?", en: "x" } })).toEqual([]);
    expect(editorialFindings("terms", { text: { sv: "Vill ni gå vidare?", en: "x" } }).map((finding) => finding.rule)).toEqual([
      "du-throughout",
    ]);
  });

  it("finds nothing in the seed's documents", async () => {
    const { seedDocuments } = await import("../../server/content/seed");
    const problems = [...seedDocuments()].flatMap(([id, body]) =>
      id === "confirmation-email" ||
      id === "booking" ||
      id.startsWith("service/") ||
      ["home", "otc", "info", "social", "privacy", "terms", "support", "forms", "interface"].includes(id)
        ? editorialFindings(id, body).map((finding) => `${id} ${finding.path} ${finding.rule ?? finding.code}: ${finding.detail}`)
        : [],
    );
    expect(problems).toEqual([]);
  });
});
