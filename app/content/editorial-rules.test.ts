// The editorial rules (editorial-rules.ts) over every visitor text of the seed, and each rule against
// the old wording it was written for, so a rule that stops catching fails here too.
import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import { COPY, findings, type Copy } from "./copy-index";
import { EDITORIAL_RULES, editorialFindings, rulesFor, type RuleScope } from "./editorial-rules";

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
    for (const old of rule.catches) expect(rule.pattern.test(old), old).toBe(true);
  });

  it("a rule does not catch a word that only contains its pattern", () => {
    const ni = EDITORIAL_RULES.find((rule) => rule.id === "ni-throughout")!;
    expect(ni.pattern.test("digitala dinosaurier på dina")).toBe(true);
    expect(ni.pattern.test("digitala dinosaurier")).toBe(false);
  });
});

describe("the rules over a stored document, as the publish checks run them", () => {
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
    expect(found.map((finding) => [finding.path, finding.lang, finding.rule.id])).toEqual([
      ["$.hero.title", "sv", "ni-throughout"],
      ["$.intro.paragraphs[0]", "sv", "kronor-beside-price"],
    ]);
    expect(editorialFindings("privacy", { text: { sv: "Vill du veta vilka uppgifter vi har om dig?", en: "x" } })).toEqual([]);
    expect(editorialFindings("terms", { text: { sv: "Vill ni gå vidare?", en: "x" } }).map((finding) => finding.rule.id)).toEqual(
      ["du-throughout"],
    );
  });

  it("finds nothing in the seed's documents", async () => {
    const { seedDocuments } = await import("../../server/content/seed");
    const problems = [...seedDocuments()].flatMap(([id, body]) =>
      id === "confirmation-email" ||
      id === "booking" ||
      id.startsWith("service/") ||
      ["home", "otc", "info", "social", "privacy", "terms", "support", "forms", "interface"].includes(id)
        ? editorialFindings(id, body).map(
            (finding) => `${id} ${finding.path} (${finding.lang}) ${finding.rule.id}: ${finding.match}`,
          )
        : [],
    );
    expect(problems).toEqual([]);
  });
});
