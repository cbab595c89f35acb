/**
 * The console's "Add a service page" form (docs/decisions/025-service-pages.md): one set of
 * rules, checked in the browser as the editor types and again by the server, which alone
 * decides. Plain functions, no schema library: the console's bundle stays small.
 */
import type { Lang } from "~/i18n/lang";
import { slugProblem, type SlugProblem } from "./slug";
import { textProblem, type TextProblem } from "./text-rules";

export const TITLE_MAX = 200;
export const CARD_TEXT_MAX = 1_000;
/** The card's keywords: as the home document's schema allows (app/content/model/schemas.ts). */
export const KEYWORDS_MAX = 20;
export const KEYWORD_MAX = 80;

export interface NewServicePage {
  title: Record<Lang, string>;
  slug: Record<Lang, string>;
  description: Record<Lang, string>;
  icon: string;
  /**
   * The home card's keywords (shown on a featured card), per language, paired by their order:
   * as many in Swedish as in English.
   */
  keywords: Record<Lang, string[]>;
  /** The existing service page whose sections the new page starts from, to be rewritten in the editor. */
  startFrom: string;
}

export type FormProblem = TextProblem | SlugProblem | "required" | "unknown" | "too-many" | "keywords-count";

/** The keywords typed in one field, separated by commas: "AI, agents," → ["AI", "agents"]. */
export function keywordList(text: string): string[] {
  return text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "");
}

/** Every field's problem, by path (`$.slug.sv`); empty when the form may be sent. */
export function newServicePageIssues(
  input: NewServicePage,
  choices: { icons: readonly string[]; pages: readonly string[] },
): { path: string; problem: FormProblem }[] {
  const issues: { path: string; problem: FormProblem }[] = [];
  for (const lang of ["sv", "en"] as const) {
    const text = (field: "title" | "description", max: number) => {
      const value = input[field][lang];
      const problem = value.trim() === "" ? "required" : textProblem(value, max);
      if (problem) issues.push({ path: `$.${field}.${lang}`, problem });
    };
    text("title", TITLE_MAX);
    const slug = input.slug[lang];
    const problem = slug === "" ? "required" : slugProblem(slug);
    if (problem) issues.push({ path: `$.slug.${lang}`, problem });
    text("description", CARD_TEXT_MAX);
    const keywords = input.keywords[lang];
    const keywordProblem =
      keywords.length === 0 || keywords.some((keyword) => keyword.trim() === "")
        ? "required"
        : keywords.length > KEYWORDS_MAX
          ? "too-many"
          : keywords.map((keyword) => textProblem(keyword, KEYWORD_MAX)).find((found) => found !== undefined);
    if (keywordProblem) issues.push({ path: `$.keywords.${lang}`, problem: keywordProblem });
  }
  // Each Swedish keyword is paired with the English one in its place.
  if (
    input.keywords.sv.length > 0 &&
    input.keywords.en.length > 0 &&
    input.keywords.sv.length !== input.keywords.en.length &&
    !issues.some((issue) => issue.path.startsWith("$.keywords."))
  )
    issues.push({ path: "$.keywords.en", problem: "keywords-count" });
  if (!choices.icons.includes(input.icon)) issues.push({ path: "$.icon", problem: "unknown" });
  if (!choices.pages.includes(input.startFrom)) issues.push({ path: "$.startFrom", problem: "unknown" });
  return issues;
}
