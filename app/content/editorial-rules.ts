/**
 * The editorial rules of the copy as data (docs/style-guide.md; docs/decisions/031-copy-and-proof.md):
 * each a pattern, where it applies and why, with the old wording it was written against. The tests
 * run every rule over the seed (app/content/editorial-rules.test.ts); the publish-time checks run the
 * same list over what the owner publishes, and name the field by its label.
 *
 * Where a rule applies:
 * - `visitor`: every text a visitor reads, in that language;
 * - `ni`: every Swedish visitor text but those that speak to the person whose data it is (the
 *   privacy policy and the terms, `DU_DOCUMENTS`), which may say du;
 * - `du`: those two documents only: a du text says du throughout.
 */
import type { Lang } from "~/i18n/lang";

export type RuleScope = "visitor" | "ni" | "du";

export interface EditorialRule {
  id: string;
  lang: Lang;
  scope: RuleScope;
  pattern: RegExp;
  /** Why, for the owner: the style guide's rule in a sentence, and the review item it answers. */
  reason: string;
  /** Old wordings the rule must catch (its test fails if one slips through). */
  catches: readonly string[];
}

/** The documents that speak to the person whose data it is, so they may say du (style guide, "Form of address"). */
export const DU_DOCUMENTS = ["privacy", "terms"] as const;

/** A whole word or phrase, case-insensitive: a letter or digit on either side makes it part of another word. */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\d])(?:${alternatives})(?![\\p{L}\\d])`, "iu");

export const EDITORIAL_RULES: readonly EditorialRule[] = [
  // ---- Form of address (D1, C20)
  {
    id: "ni-throughout",
    lang: "sv",
    scope: "ni",
    pattern: word("du|dig|din|ditt|dina"),
    reason:
      "Webbplatsen säger ni till besökaren överallt – sidor, formulär, felmeddelanden, bokningen, 404 och e-posten; bara integritetspolicyn och villkoren säger du (D1, C20).",
    catches: [
      "Vill du hellre att vi ringer?",
      "Hur hörde du talas om oss?",
      "hör av dig, så hjälper vi dig rätt",
      "Ditt kostnadsfria samtal är bokat",
      "Dina uppgifter",
    ],
  },
  {
    id: "du-throughout",
    lang: "sv",
    scope: "du",
    pattern: word("ni"),
    reason: "Integritetspolicyn och villkoren talar till en person och säger du hela vägen.",
    catches: ["Vill ni gå vidare avtalar vi skriftligt"],
  },
  // ---- Anglicisms and calques (D4–D6, D17, D18, D32, D34–D36, D60, D72, D75, D79, D87, D93, D95, D97)
  {
    id: "sv-anglicisms",
    lang: "sv",
    scope: "visitor",
    pattern: word(
      "levererat med|leads?(?! Gen)|lead\\p{L}+|batcher|releaser?|release\\p{L}*|dashboards?|commit|från dag ett|staka|stakar|stakade|Web3|proptech\\p{L}*|pipelines?|arbeta hårdare|gasoptimerade?",
    ),
    reason:
      "Svenska ord där svenskan har ett: levererade projekt, förfrågningar, versionssläpp, översiktsvyer, byggkedja, från första dagen, staking (D6, D60, D72, D75, D79, D87, D93, D95, D97).",
    catches: [
      "Verktyg vi har levererat med",
      "kvalificerar leads",
      "Leadgenerering",
      "beräkningar samlades i batcher",
      "Snabbare och tryggare releaser",
      "interna verktyg och dashboards",
      "tillhör er från första commit",
      "inbyggt från dag ett",
      "ville staka en liten del",
      "Blockchain och Web3",
      "Ett proptech-bolag",
      "i er CI/CD-pipeline",
      "data som borde arbeta hårdare",
    ],
  },
  {
    id: "en-calques",
    lang: "en",
    scope: "visitor",
    pattern:
      /shipped with|We are (?:eight|\d+):|Who led which|there we build the bridges|applies to the climate|by how much on|Pick a single engagement|one month before against|Permissions: check|don’t leak|gas-optimised|mock-up/u,
    reason:
      "English that reads as translated: “tools used in delivered projects”, “there are eight of us”, “in a first meeting we tell you who led each engagement” (D6, D17, D18, D34–D36, D49, D67, D96).",
    catches: [
      "Tools we have shipped with",
      "We are eight:",
      "Who led which, and where, we tell you in a first meeting",
      "and there we build the bridges between them",
      "Sustainable growth applies to the climate and to your business alike.",
      "We measure by how much on your own data before you decide.",
      "Pick a single engagement or let us handle the whole journey",
      "(one month before against the first full month after)",
      "Permissions: check them yourselves",
      "Your plans don’t leak to the market.",
    ],
  },
  {
    id: "sv-idiom",
    lang: "sv",
    scope: "visitor",
    pattern:
      /och där bygger vi broarna|gäller både klimatet|med kort väg mellan idé och beslut, och därför|vd och leder bolaget|Tillstånd: kontrollera dem själva|Vilka deskar vi tar fram beroende på/u,
    reason: "Meningar en svensk redaktör skriver om: syftning, logik och ordval (D16–D18, D30, D32, D49, D54).",
    catches: [
      "och där bygger vi broarna mellan dem",
      "Hållbar tillväxt gäller både klimatet och er affär.",
      "Vi är ett litet team med kort väg mellan idé och beslut, och därför tar vi ett fåtal uppdrag åt gången.",
      "Johan är vd och leder bolaget.",
      "Tillstånd: kontrollera dem själva",
    ],
  },
  // ---- Claims the firm cannot keep (D45, D52, D62, D77, D82, D84, D91, D94, C17, C23)
  {
    id: "sv-promises",
    lang: "sv",
    scope: "visitor",
    pattern:
      /Direktkontakt med|sprids inte på marknaden|vad som har hänt och varför|förseningar eller räknefel|stoppas innan den driftsätts|lämnar era data aldrig|stannar data i er miljö|Tokenisering är samtidigt en reglerad verksamhet|upprätthålls av själva tokenen|Vi svarar på all e-post|håller i regelverksfrågorna|gör att hon snabbt ser vilka deskar/u,
    reason:
      "Löften och påståenden som inte håller: introduktion i stället för direktkontakt, ingen garanti mot spridning eller fel, data som faktiskt skickas vidare, reglering av utgivning snarare än teknik, juristerna bedömer (D45, D52, D62, D82, D84, D91, D94, D111, C17, C23–C25).",
    catches: [
      "Direktkontakt med 30 OTC-deskar",
      "Era planer sprids inte på marknaden.",
      "så att ni alltid kan se vad som har hänt och varför",
      "utan manuella kalkylark, förseningar eller räknefel",
      "I egen drift lämnar era data aldrig er miljö",
      "Tokenisering är samtidigt en reglerad verksamhet.",
      "Vi svarar på all e-post inom 24 timmar på vardagar.",
    ],
  },
  {
    id: "en-promises",
    lang: "en",
    scope: "visitor",
    pattern:
      /A direct line to|what happened and why|or calculation errors|your data never leaves|data stays in your environment|Tokenisation is also a regulated activity|enforced by the token itself|[Ll]iquidity-as-a-service|[Yy]ield optimi[sz]ation|handles the regulatory questions|lets her quickly see which desks/u,
    reason:
      "Promises the firm cannot keep and headings that promise what the Swedish avoids: introductions, not a direct line; no liquidity-as-a-service or yield optimisation (D45, D62, D82, D84, D90, C8, C17, C24, C25).",
    catches: [
      "A direct line to 30 OTC desks",
      "Liquidity-as-a-service: tools you run, assets you keep",
      "Yield optimisation as rule-based reallocation – you decide and sign",
      "When self-hosted, your data never leaves your environment",
    ],
  },
  // ---- Boilerplate said once (D7, D8, D24, D70)
  {
    id: "boilerplate",
    lang: "sv",
    scope: "visitor",
    pattern:
      /räknas inte bland kundexemplen|Varje exempel säger hur siffran togs fram och under vilken period|Behöver ni något vi inte har levererat med förut|dollarbeloppen står med eftersom|eurobeloppen står med eftersom/u,
    reason:
      "Stycken som upprepades på varje tjänstesida: metodnoten sägs en gång (teamets avslutning på startsidan), valutaskälet ersätts av omräkningsregeln (D6, D7, D24, D70, C3).",
    catches: [
      "Piloten räknas inte bland kundexemplen på tjänstesidorna.",
      "eurobeloppen står med eftersom de flesta av våra SaaS-kunder säljer på den europeiska marknaden",
    ],
  },
  // ---- Figures typed where a fact exists (a price shows both currencies from the one fact)
  {
    id: "kronor-beside-price",
    lang: "sv",
    scope: "visitor",
    pattern: /\d[\d \u00A0]*–[\d \u00A0]*\d kr \(\{\{fact:price\./u,
    reason:
      "Ett pris visar kronor och sin egen valuta ur ett och samma faktum; kronor skrivna framför priset blir dubbla och slutar stämma när faktumet ändras.",
    catches: ["ungefär 50 000–250 000 kr ({{fact:price.noCodeMvp}})"],
  },
];

/** The rules of one language and scope. */
export function rulesFor(lang: Lang, scope: RuleScope): EditorialRule[] {
  return EDITORIAL_RULES.filter((rule) => rule.lang === lang && (rule.scope === scope || rule.scope === "visitor"));
}

/** One place a rule fires in a stored document: the field's path, its language, the rule and the words. */
export interface EditorialFinding {
  path: string;
  lang: Lang;
  rule: EditorialRule;
  match: string;
}

/**
 * The rules over a stored document (texts as `{ sv, en }` leaves, facts as references), for the
 * publish checks: each finding names the field's path, for the caller to turn into its label.
 * `document` is the document id; the du documents get the `du` scope, every other the `ni` scope.
 */
export function editorialFindings(document: string, body: unknown): EditorialFinding[] {
  const scope: RuleScope = (DU_DOCUMENTS as readonly string[]).includes(document) ? "du" : "ni";
  const found: EditorialFinding[] = [];
  const visit = (value: unknown, path: string) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (typeof record.sv === "string" && typeof record.en === "string") {
        for (const lang of ["sv", "en"] as const)
          for (const rule of rulesFor(lang, scope)) {
            const match = rule.pattern.exec(record[lang] as string);
            if (match) found.push({ path, lang, rule, match: match[0] });
          }
        return;
      }
      for (const [key, item] of Object.entries(record)) visit(item, `${path}.${key}`);
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`));
  };
  visit(body, "$");
  return found;
}
