import { SERVICE_SLUGS, type ServiceSlug } from "~/i18n/pages";

/**
 * How the 14 service cards are laid out (docs/product.md#pages): the first and fifth are large featured
 * cards with the full description and keyword chips, the last four form a compact row, and
 * the rest are compact cards showing the first sentence of the description.
 */
export type CardVariant = "featured" | "compact" | "row";

export function cardVariant(index: number, total: number = SERVICE_SLUGS.length): CardVariant {
  if (index === 0 || index === 4) return "featured";
  if (index >= total - 4) return "row";
  return "compact";
}

export function groupServiceCards<T = ServiceSlug>(slugs: readonly T[] = SERVICE_SLUGS as readonly unknown[] as readonly T[]) {
  const grid = slugs.filter((_, index) => cardVariant(index, slugs.length) !== "row");
  const row = slugs.filter((_, index) => cardVariant(index, slugs.length) === "row");
  return { grid, row };
}

/**
 * The extra width of a compact card in the grid of `gridLength` cards (featured ones included),
 * so that no row ends with a gap whatever the number of pages (docs/decisions/025-service-pages.md):
 * on wide screens (6 columns, a compact card a third) the last two of the cards after the second
 * featured one take half a row each, or the last one the whole row; on medium screens (2 columns)
 * a compact card left alone on its row takes both columns.
 */
export function compactSpan(index: number, gridLength: number): string {
  if (index === 3) return "md:col-span-2 lg:col-span-2";
  if (index < 5) return "";
  const after = gridLength - 5;
  const position = index - 5;
  const rest = after % 3;
  const md = after % 2 === 1 && position === after - 1 ? "md:col-span-2" : "";
  const lg = rest === 2 && position >= after - 2 ? "lg:col-span-3" : rest === 1 && position === after - 1 ? "lg:col-span-6" : "";
  return [md, lg].filter(Boolean).join(" ");
}

/** The first sentence of a description, for compact cards. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return match ? match[0] : text.trim();
}
