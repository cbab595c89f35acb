import type { Lang } from "~/i18n/lang";

/**
 * An image of the media library as a page renders it (docs/decisions/024-media.md): its
 * variants' URLs by format, its size, its alt text in the page's language ("" when decorative)
 * and its focal point, which the crops follow.
 */
export interface PictureVariant {
  url: string;
  width: number;
  height: number;
}

export interface PictureData {
  width: number;
  height: number;
  alt: Record<Lang, string>;
  decorative: boolean;
  focal: { x: number; y: number };
  avif: PictureVariant[];
  webp: PictureVariant[];
  jpeg: PictureVariant[];
  /**
   * Squares cropped around the focal point on the server (team cards); empty for an image made
   * before crops existed, which is then squared in the browser with an object-position class.
   */
  square: { avif: PictureVariant[]; webp: PictureVariant[]; jpeg: PictureVariant[] };
  /** The 1200×630 Open Graph crop (JPEG), when made. */
  og?: PictureVariant;
}

/** Of a render's images, only those `ids` name: what a page's loader needs to carry. */
export function picturesNamed(
  ids: readonly (string | undefined)[],
  media: Readonly<Record<string, PictureData>>,
): Record<string, PictureData> {
  return Object.fromEntries(ids.flatMap((id) => (id && media[id] ? [[id, media[id]]] : [])));
}

// The public CSP allows no inline styles, so for pictures without a server-side crop the focal
// point picks one of these classes (to the nearest quarter); they are written out whole so that
// Tailwind generates each.
const OBJECT_POSITION = [
  ["object-[0%_0%]", "object-[0%_25%]", "object-[0%_50%]", "object-[0%_75%]", "object-[0%_100%]"],
  ["object-[25%_0%]", "object-[25%_25%]", "object-[25%_50%]", "object-[25%_75%]", "object-[25%_100%]"],
  ["object-[50%_0%]", "object-[50%_25%]", "object-[50%_50%]", "object-[50%_75%]", "object-[50%_100%]"],
  ["object-[75%_0%]", "object-[75%_25%]", "object-[75%_50%]", "object-[75%_75%]", "object-[75%_100%]"],
  ["object-[100%_0%]", "object-[100%_25%]", "object-[100%_50%]", "object-[100%_75%]", "object-[100%_100%]"],
] as const;
const quarter = (fraction: number) => Math.min(4, Math.max(0, Math.round(fraction * 4)));
export const focalClass = (focal: { x: number; y: number }) => OBJECT_POSITION[quarter(focal.x)]![quarter(focal.y)]!;

const srcset = (variants: readonly PictureVariant[]) => variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");

/**
 * `<picture>` with AVIF and WebP sources and a JPEG fallback, `srcset`/`sizes`, `width` and
 * `height` (no layout shift), lazy unless `priority` (the largest image above the fold: eager,
 * fetchpriority="high"). `square` shows the server's square crop around the focal point (team
 * photos), or squares the whole picture in the browser when it has none.
 */
export function Picture({
  image,
  lang,
  sizes,
  className,
  priority = false,
  square = false,
}: {
  image: PictureData;
  lang: Lang;
  sizes: string;
  className?: string;
  priority?: boolean;
  square?: boolean;
}) {
  const cropped = square && image.square.jpeg.length > 0;
  const sources = cropped ? image.square : image;
  const fallback = sources.jpeg.at(-1) ?? sources.jpeg[0];
  if (!fallback) return null;
  const side = Math.min(image.width, image.height);
  const [width, height] = cropped ? [fallback.width, fallback.height] : square ? [side, side] : [image.width, image.height];
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(sources.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(sources.webp)} sizes={sizes} />
      <img
        src={fallback.url}
        srcSet={srcset(sources.jpeg)}
        sizes={sizes}
        width={width}
        height={height}
        alt={image.decorative ? "" : image.alt[lang]}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={["object-cover", cropped ? "" : focalClass(image.focal), square ? "aspect-square" : "", className ?? ""]
          .filter(Boolean)
          .join(" ")}
      />
    </picture>
  );
}
