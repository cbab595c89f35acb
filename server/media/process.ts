import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { MEDIA_TYPES, MEDIA_WIDTHS, type MediaErrorCode, type MediaType } from "~/media/messages";
import { cropBox, type Focal } from "./crop";
import { withoutMetadata } from "./metadata";

/**
 * Turns an upload into the variants the site serves (docs/decisions/024-media.md): the bytes
 * must be the image the upload claims, at most MAX_PIXELS, and decode without error; the
 * orientation is applied, the colour converted to sRGB and every piece of metadata dropped
 * (sharp writes none unless asked), and each width is made as AVIF, WebP and JPEG. Beside the
 * full pictures, crops around the focal point: squares for team cards and the 1200×630 Open
 * Graph image.
 */

export class MediaError extends Error {
  constructor(readonly code: MediaErrorCode) {
    super(code);
  }
}

/** A decompression bomb is a small file that decodes to a huge bitmap: refused before decoding. */
export const MAX_PIXELS = 50_000_000;
export const MAX_SIDE = 16_000;
/**
 * The decoded master is at most the largest width wide and this tall: a 1920×16000 strip (the
 * 50-megapixel limit at its most extreme) would otherwise be encoded at 1920×9830 as AVIF, which
 * takes about 0.8 GB of memory; capped, any image within the limits is processed in about a
 * quarter of a 512 MB container (docs/decisions/028-security-m4-m6.md, L16).
 */
export const MAX_MASTER_HEIGHT = 3_840;

export type VariantFormat = "avif" | "webp" | "jpeg";
export const VARIANT_FORMATS: readonly VariantFormat[] = ["avif", "webp", "jpeg"];

/**
 * What a variant shows: the whole picture, a square around the focal point (team cards, shown
 * 112 CSS pixels wide: made at 1, 2 and 3 device pixels per CSS pixel) or the Open Graph image.
 */
export type CropKind = "full" | "square" | "og";
export const SQUARE_WIDTHS = [112, 224, 336] as const;
export const OG_SIZE = { width: 1200, height: 630 } as const;

export interface Variant {
  crop: CropKind;
  format: VariantFormat;
  width: number;
  height: number;
  /** The file's name in its URL (variantName). */
  hash: string;
  body: Buffer;
}

export interface ProcessedImage {
  type: MediaType;
  /** The upload without its metadata: what is stored as the original (metadata.ts). */
  original: Buffer;
  /** After orientation. */
  width: number;
  height: number;
  variants: Variant[];
}

const SHARP_FORMAT: Record<MediaType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
};

/**
 * A variant's name in its URL: the first 22 base64url characters of the SHA-256 of its image's
 * id, its crop and its bytes. The same bytes in two images (one file uploaded twice) or in two
 * crops of one (a small square picture's square and full variant) get two names, so each keeps
 * its own row and goes only with its own image. A name never changes meaning: immutable.
 */
export const variantName = (bytes: Buffer, crop: CropKind, image: string) =>
  createHash("sha256").update(`${image}:${crop}:`).update(bytes).digest("base64url").slice(0, 22);

/** What the first bytes say the file is; undefined for anything that is none of the four. */
export function sniffType(bytes: Buffer): MediaType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "image/webp";
  if (bytes.toString("latin1", 4, 8) === "ftyp" && /^avi[fs]$/.test(bytes.toString("latin1", 8, 12))) return "image/avif";
  return undefined;
}

/** SVG is text (XML); a leading BOM, whitespace or comment does not hide it. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .toString("utf8", 0, 4096)
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return head.startsWith("<") && head.includes("<svg");
}

/** The checks that need no decoding: type, claim, and the pixel count the header states. */
export async function inspectUpload(
  bytes: Buffer,
  claimedType: string,
): Promise<{ type: MediaType; width: number; height: number }> {
  const claimed = claimedType.split(";")[0]!.trim().toLowerCase();
  if (claimed === "image/svg+xml" || looksLikeSvg(bytes)) throw new MediaError("media-svg");
  if (!(MEDIA_TYPES as readonly string[]).includes(claimed)) throw new MediaError("media-type");
  const type = claimed as MediaType;
  if (sniffType(bytes) !== type) throw new MediaError("media-mismatch");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError("media-corrupt");
  }
  if (metadata.format !== SHARP_FORMAT[type]) throw new MediaError("media-mismatch");
  const { width, height } = metadata;
  if (!width || !height) throw new MediaError("media-corrupt");
  if (width * height > MAX_PIXELS || width > MAX_SIDE || height > MAX_SIDE) throw new MediaError("media-too-many-pixels");
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  return { type, width: turned ? height : width, height: turned ? width : height };
}

/** The widths made of an image `width` pixels wide: the standard ones up to it, or its own if it is narrower. */
export function widthsFor(width: number): number[] {
  const fitting = MEDIA_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length ? fitting : [width];
}

async function encode(base: Sharp, format: VariantFormat): Promise<Buffer> {
  if (format === "avif") return base.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === "webp") return base.webp({ quality: 78 }).toBuffer();
  return base.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

interface Decoded {
  type: MediaType;
  width: number;
  height: number;
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Decodes once (any decoder warning, such as a truncated file, is a refusal), to at most the
 * largest width, oriented and in sRGB; every variant is made from that bitmap.
 */
async function decode(bytes: Buffer, claimedType: string): Promise<Decoded> {
  const { type, width, height } = await inspectUpload(bytes, claimedType);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "warning", sequentialRead: true })
      .autoOrient()
      .resize({
        width: Math.min(width, MEDIA_WIDTHS.at(-1)!),
        height: MAX_MASTER_HEIGHT,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaError("media-corrupt");
  }
  const { data, info } = decoded;
  return { type, width, height, data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** The crops around the focal point: the squares in AVIF, WebP and JPEG, the Open Graph image in JPEG only (what every crawler reads). */
async function cropVariants(decoded: Decoded, focal: Focal, image: string): Promise<Variant[]> {
  const { data, raw } = decoded;
  const variants: Variant[] = [];
  const cropped = (aspect: number, width: number, height: number) =>
    sharp(data, { raw })
      .extract(cropBox(raw.width, raw.height, aspect, focal))
      .resize({ width, height, fit: "fill" });
  const side = Math.min(raw.width, raw.height);
  const fitting = SQUARE_WIDTHS.filter((width) => width <= side);
  for (const width of fitting.length ? fitting : [side]) {
    for (const format of VARIANT_FORMATS) {
      const body = await encode(cropped(1, width, width), format);
      variants.push({ crop: "square", format, width, height: width, hash: variantName(body, "square", image), body });
    }
  }
  // Always 1200×630, enlarged if it must be: the size every network asks for.
  const og = await encode(cropped(OG_SIZE.width / OG_SIZE.height, OG_SIZE.width, OG_SIZE.height), "jpeg");
  variants.push({ crop: "og", format: "jpeg", ...OG_SIZE, hash: variantName(og, "og", image), body: og });
  return variants;
}

/** The full processing of image `image`: every width of the whole picture, and the crops around `focal`. */
export async function processImage(
  bytes: Buffer,
  claimedType: string,
  focal: Focal = { x: 0.5, y: 0.5 },
  image = "",
): Promise<ProcessedImage> {
  const decoded = await decode(bytes, claimedType);
  const { type, width, height, data, raw } = decoded;
  const variants: Variant[] = [];
  // The widths the master holds (narrower than the original's for a very tall image).
  for (const variantWidth of widthsFor(Math.min(width, raw.width))) {
    const variantHeight = Math.max(1, Math.round((height * variantWidth) / width));
    for (const format of VARIANT_FORMATS) {
      const base = sharp(data, { raw }).resize({ width: variantWidth, height: variantHeight, fit: "fill" });
      const body = await encode(base, format);
      variants.push({
        crop: "full",
        format,
        width: variantWidth,
        height: variantHeight,
        hash: variantName(body, "full", image),
        body,
      });
    }
  }
  variants.push(...(await cropVariants(decoded, focal, image)));
  return { type, original: await withoutMetadata(bytes, type), width, height, variants };
}

/** Only the crops, from a stored original: what a new focal point changes. */
export async function processCrops(bytes: Buffer, type: string, focal: Focal, image: string): Promise<Variant[]> {
  return cropVariants(await decode(bytes, type), focal, image);
}
