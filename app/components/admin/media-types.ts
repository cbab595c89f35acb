import type { Lang } from "~/i18n/lang";

/** An image as the media API lists it (server/media/service.ts `MediaSummary`, with its uses). */
export interface MediaImage {
  id: string;
  fileName: string;
  type: string;
  width: number;
  height: number;
  size: number;
  alt: Record<Lang, string>;
  decorative: boolean;
  focal: { x: number; y: number };
  altMissing: boolean;
  usedBy: string[];
  uses: { document: string; field: string; state: "live" | "draft" }[];
  variants: { url: string; format: string; width: number; height: number }[];
  createdAt: string;
}

/**
 * The variant to show at about `width` CSS pixels: the narrowest WebP at least that wide (or the
 * widest there is). Every browser the console supports reads WebP.
 */
export function variantFor(image: Pick<MediaImage, "variants">, width: number): string | undefined {
  const webp = image.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width);
  const list = webp.length ? webp : [...image.variants].sort((a, b) => a.width - b.width);
  return (list.find((variant) => variant.width >= width) ?? list.at(-1))?.url;
}

/** A size in bytes as people read it: "840 kB", "1.2 MB" (1,2 MB in Swedish). */
export function formatBytes(bytes: number, lang: Lang): string {
  const locale = lang === "sv" ? "sv-SE" : "en-GB";
  if (bytes < 1_000_000) return `${new Intl.NumberFormat(locale).format(Math.max(1, Math.round(bytes / 1000)))} kB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}

/** The languages (by name) an image still lacks alt text in; none when it is decorative. */
export function missingAlt(image: Pick<MediaImage, "alt" | "decorative">, names: Record<Lang, string>): string[] {
  if (image.decorative) return [];
  return (["sv", "en"] as const).filter((lang) => image.alt[lang].trim() === "").map((lang) => names[lang]);
}
