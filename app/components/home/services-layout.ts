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

/** The first sentence of a description, for compact cards. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return match ? match[0] : text.trim();
}
