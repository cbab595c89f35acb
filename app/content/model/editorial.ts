/**
 * The editorial rules of docs/style-guide.md that a machine can check, in one implementation
 * (docs/decisions/026-content-kinds-declared-once.md): the rules themselves are data, with their
 * reasons and the old wordings they catch (app/content/editorial-rules.ts); `editorialFindings`
 * runs them, and the two checks that need the facts, over a document. The publish check runs it on
 * what the owner publishes (model/checks.ts, as warnings that name the field), `inbox content
 * import` prints it, and the seed's tests (editorial-rules.test.ts, editorial.test.ts; style.test.ts
 * and claims.test.ts through the same patterns) run it over the seed.
 */
import type { Lang } from "~/i18n/lang";
import { FACT_REF, factNames, type FactValues } from "./fact-refs";
import { localTexts } from "./localize";
import { DU_DOCUMENTS, editorialRule, rulesFor, type RuleScope } from "~/content/editorial-rules";

/**
 * `style-rule`: a rule of the style guide's list (app/content/editorial-rules.ts) fires, the finding
 * names it by id; `typed-fact`: a fact's figure typed out; `currency-beside-price`: an amount typed
 * beside a price fact (these two need the facts, so they are code here, not patterns in the list).
 */
export type EditorialCode = "style-rule" | "typed-fact" | "currency-beside-price";

export interface EditorialFinding {
  code: EditorialCode;
  /** The text's path with its language: `$.hero.title.sv`. */
  path: string;
  /** What was found, as written. */
  detail: string;
  /** For a `style-rule` finding: the rule's id in EDITORIAL_RULES, whose reason the console shows. */
  rule?: string;
}

const pattern = (id: string): RegExp => {
  const rule = editorialRule(id);
  if (!rule) throw new Error(`no editorial rule ${id}`);
  return rule.pattern;
};

/** A superlative nobody measured or a trend we cannot source: the list's rules, by language (claims.test.ts). */
export const UNBACKED: Record<Lang, RegExp> = { sv: pattern("sv-unbacked"), en: pattern("en-unbacked") };

/** Legal and technical claims a buyer's counsel or CTO would question: the list's rules, by language. */
export const LEGAL_CLAIMS: Record<Lang, RegExp> = { sv: pattern("sv-legal-claims"), en: pattern("en-legal-claims") };

/** Wordings an editor rewrote: the list's rules, by language (style.test.ts). */
export const RETIRED_PHRASES: Record<Lang, RegExp> = { sv: pattern("sv-retired"), en: pattern("en-retired") };

/**
 * The rule a check in code here already reports on the same text: kronor typed beside a price range
 * is also an amount beside a price fact, said once.
 */
const REPORTED_BY_CODE: Readonly<Record<string, EditorialCode>> = { "kronor-beside-price": "currency-beside-price" };

/** An amount of money typed as text: kronor, dollars or euros beside a figure. */
const MONEY = /\d[\d\s\u00A0.,–-]*\s?(?:kr|kronor|SEK|USD|EUR|euro)(?![\p{L}])|[$€]\s?\d/iu;

function all(pattern: RegExp, text: string): string[] {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  return [...text.matchAll(global)].map((match) => match[0]);
}

/** `figure` stands in `text` as a whole: no digit or letter right before or after it. */
function standsAlone(text: string, figure: string): boolean {
  for (let at = text.indexOf(figure); at >= 0; at = text.indexOf(figure, at + 1)) {
    const before = text[at - 1] ?? "";
    const after = text[at + figure.length] ?? "";
    if (!/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after)) return true;
  }
  return false;
}

/**
 * The editorial findings of one document: every text in both languages against every rule.
 * `facts` are the formatted facts of each language (to find a fact's value typed out as text).
 */
export function editorialFindings(
  document: string,
  body: unknown,
  facts?: Readonly<Record<Lang, FactValues>>,
): EditorialFinding[] {
  // The facts document states the figures; the company document holds no prose.
  if (document === "facts" || document === "company" || document === "pages") return [];
  const scope: RuleScope = (DU_DOCUMENTS as readonly string[]).includes(document) ? "du" : "ni";
  const findings: EditorialFinding[] = [];
  for (const { path, text } of localTexts(body)) {
    for (const lang of ["sv", "en"] as const) {
      const where = `${path}.${lang}`;
      const value = text[lang];
      const add = (code: EditorialCode, detail: string) => findings.push({ code, path: where, detail });
      const prose = value.replace(FACT_REF, " ");
      if (factNames(value).some((name) => name.startsWith("price."))) {
        const money = MONEY.exec(prose);
        if (money) add("currency-beside-price", money[0].trim());
      }
      for (const rule of rulesFor(lang, scope))
        for (const found of all(rule.pattern, value)) {
          const covered = REPORTED_BY_CODE[rule.id];
          if (covered && findings.some((finding) => finding.code === covered && finding.path === where)) continue;
          findings.push({ code: "style-rule", path: where, detail: found, rule: rule.id });
        }
      // A form's options are the form's own choices (a budget band may equal a fact's figure).
      if (facts && !where.includes(".options.")) {
        for (const [name, formatted] of facts[lang]) {
          // A figure of a fact typed out instead of named: it would not follow when the fact changes.
          // A bare number ("30") says too little to be that fact ("30 minuter" is not 30 desks), and a
          // figure inside a longer one ("130") is not it either.
          if (/^\d+$/.test(formatted) || !/\d/.test(formatted)) continue;
          if (standsAlone(prose, formatted)) add("typed-fact", `${formatted} (${name})`);
        }
      }
    }
  }
  return findings;
}
