/**
 * The editorial rules of docs/style-guide.md that a machine can check, in one implementation
 * (docs/decisions/026-content-kinds-declared-once.md): the publish check runs them on what the
 * owner publishes (model/checks.ts, as warnings that name the field), `inbox content import`
 * prints them, and the seed's tests (app/content/style.test.ts, claims.test.ts,
 * editorial.test.ts) run the same rules over the seed.
 */
import type { Lang } from "~/i18n/lang";
import { FACT_REF, factNames, type FactValues } from "./fact-refs";
import { localTexts } from "./localize";

export type EditorialCode =
  "second-person" | "unbacked-claim" | "legal-claim" | "retired-phrase" | "typed-fact" | "currency-beside-price";

export interface EditorialFinding {
  code: EditorialCode;
  /** The text's path with its language: `$.hero.title.sv`. */
  path: string;
  /** What was found, as written. */
  detail: string;
}

/** A whole word (a letter or digit on either side makes it part of another: "dig" is not "digital"). */
export const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\d])(?:${alternatives})(?![\\p{L}\\d])`, "giu");

/** Addressing one person in Swedish: the style guide wants `ni` to the reader organisation. */
export const SECOND_PERSON = word("du|dig|din|ditt|dina");

/**
 * Where Swedish text may say du (the style guide's "Form of address"): the privacy policy and the
 * terms, which speak to the person whose data it is. Everything else a visitor reads says ni.
 */
export function addressesOnePerson(document: string, _path: string): boolean {
  return document === "privacy" || document === "terms";
}

/** A superlative nobody measured or a trend we cannot source ("more and more companies"). */
export const UNBACKED: Record<Lang, RegExp> = {
  sv: word(
    "allt fler|ledande|världsklass|bäst i klassen|marknadens bästa|revolutioner\\p{L}*|sömlös\\p{L}*|banbrytande|de flesta (?:organisationer|företag|stiftelser|kunder)|många (?:företag|kunder) har",
  ),
  en: word(
    "more and more|leading|world-class|best-in-class|cutting-edge|state-of-the-art|revolutioni[sz]\\p{L}*|game-chang\\p{L}*|seamless(?:ly)?|most (?:organisations|companies|foundations|clients)|many (?:companies|clients) have",
  ),
};

/**
 * Legal and technical claims a buyer's counsel or CTO would question: the client's lawyers
 * classify a token, an agent does not learn from the client's data, the OTC page serves no miners.
 */
export const LEGAL_CLAIMS: Record<Lang, RegExp> = {
  sv: /fastställer vi hur|så att strukturen håller|blir bättre utifrån återkoppling och nya data|miningbolag/u,
  en: /we settle how the token|so that the structure is sound|from feedback and new data|\bminers\b/u,
};

/** Wordings an editor rewrote (the reviews of the copy): workarounds, slips and overclaims. */
export const RETIRED_PHRASES: Record<Lang, RegExp> = {
  sv: /Uppdraget gav|sköter den AI-anställda varje dag|det enda vi tar betalt är|prövat att modellen|i kedjan|utanför kedjan|En svit\b|kalkylblad|anpassat efter GDPR|få sina första frågor|sig själva"?$|från skiss till riktiga användare|före bygget|seminarier|lediga tjänster|det ni själva kontrollerar/u,
  en: /The engagement gave|handles every day|tested the structure|follows its validators|short path from idea to decision|get its first questions|register themselves|read themselves|from sketch to real users|before the build\b|seminars|job openings|what you check yourselves/u,
};

/** An amount of money typed as text: kronor, dollars or euros beside a figure. */
const MONEY = /\d[\d\s\u00A0.,–-]*\s?(?:kr|kronor|SEK|USD|EUR|euro)(?![\p{L}])|[$€]\s?\d/iu;

function all(pattern: RegExp, text: string): string[] {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  return [...text.matchAll(global)].map((match) => match[0]);
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
  const findings: EditorialFinding[] = [];
  for (const { path, text } of localTexts(body)) {
    for (const lang of ["sv", "en"] as const) {
      const where = `${path}.${lang}`;
      const value = text[lang];
      const add = (code: EditorialCode, detail: string) => findings.push({ code, path: where, detail });
      if (lang === "sv" && !addressesOnePerson(document, where))
        for (const found of all(SECOND_PERSON, value)) add("second-person", found);
      for (const found of all(UNBACKED[lang], value)) add("unbacked-claim", found);
      for (const found of all(LEGAL_CLAIMS[lang], value)) add("legal-claim", found);
      for (const found of all(RETIRED_PHRASES[lang], value)) add("retired-phrase", found);
      const prose = value.replace(FACT_REF, " ");
      if (factNames(value).some((name) => name.startsWith("price."))) {
        const money = MONEY.exec(prose);
        if (money) add("currency-beside-price", money[0].trim());
      }
      // A form's options are the form's own choices (a budget band may equal a fact's figure).
      if (facts && !where.includes(".options.")) {
        for (const [name, formatted] of facts[lang]) {
          // A figure of a fact typed out instead of named: it would not follow when the fact changes.
          if (/\d/.test(formatted) && prose.includes(formatted)) add("typed-fact", `${formatted} (${name})`);
        }
      }
    }
  }
  return findings;
}
