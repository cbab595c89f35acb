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

export interface NewServicePage {
  title: Record<Lang, string>;
  slug: Record<Lang, string>;
  description: Record<Lang, string>;
  icon: string;
  /** The existing service page whose sections the new page starts from, to be rewritten in the editor. */
  startFrom: string;
}

export type FormProblem = TextProblem | SlugProblem | "required" | "unknown";

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
  }
  if (!choices.icons.includes(input.icon)) issues.push({ path: "$.icon", problem: "unknown" });
  if (!choices.pages.includes(input.startFrom)) issues.push({ path: "$.startFrom", problem: "unknown" });
  return issues;
}
