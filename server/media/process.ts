import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { MEDIA_TYPES, MEDIA_WIDTHS, type MediaErrorCode, type MediaType } from "~/media/messages";

/**
 * Turns an upload into the variants the site serves (docs/decisions/024-media.md): the bytes
 * must be the image the upload claims, at most MAX_PIXELS, and decode without error; the
 * orientation is applied, the colour converted to sRGB and every piece of metadata dropped
 * (sharp writes none unless asked), and each width is made as AVIF, WebP and JPEG.
 */

export class MediaError extends Error {
  constructor(readonly code: MediaErrorCode) {
    super(code);
  }
}

/** A decompression bomb is a small file that decodes to a huge bitmap: refused before decoding. */
export const MAX_PIXELS = 50_000_000;
export const MAX_SIDE = 16_000;

export type VariantFormat = "avif" | "webp" | "jpeg";
export const VARIANT_FORMATS: readonly VariantFormat[] = ["avif", "webp", "jpeg"];

export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  /** The first 22 base64url characters of the SHA-256 of the bytes: the file's name in its URL. */
  hash: string;
  body: Buffer;
}

export interface ProcessedImage {
  type: MediaType;
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

export const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("base64url").slice(0, 22);

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

/**
 * The full processing. Decodes once (any decoder warning, such as a truncated file, is a
 * refusal), to at most the largest width, oriented and in sRGB; every variant is made from that.
 */
export async function processImage(bytes: Buffer, claimedType: string): Promise<ProcessedImage> {
  const { type, width, height } = await inspectUpload(bytes, claimedType);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "warning" })
      .autoOrient()
      .resize({ width: Math.min(width, MEDIA_WIDTHS.at(-1)!), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaError("media-corrupt");
  }
  const { data, info } = decoded;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants: Variant[] = [];
  for (const variantWidth of widthsFor(width)) {
    const variantHeight = Math.max(1, Math.round((height * variantWidth) / width));
    for (const format of VARIANT_FORMATS) {
      const base = sharp(data, { raw }).resize({ width: variantWidth, height: variantHeight, fit: "fill" });
      const body = await encode(base, format);
      variants.push({ format, width: variantWidth, height: variantHeight, hash: hashOf(body), body });
    }
  }
  return { type, width, height, variants };
}
