import sharp from "sharp";
import type { MediaType } from "~/media/messages";

/**
 * The original as stored: the uploaded file without its metadata (docs/decisions/028-security-m4-m6.md,
 * I12). The served variants never carried any (sharp writes none); the stored original is in
 * the database and every backup, so it loses EXIF (GPS, camera serial numbers), XMP, IPTC and
 * comments too, losslessly where the format allows:
 *
 * - JPEG: the APP1 (EXIF, XMP), APP13 (IPTC), other application segments and comments are
 *   dropped; JFIF, the ICC profile and Adobe's colour segment stay. An EXIF orientation is kept,
 *   alone, in a minimal EXIF segment of its own, so crops made later from the original turn it
 *   the way the variants were turned.
 * - PNG and WebP: the metadata chunks (eXIf, tEXt, zTXt, iTXt, tIME; EXIF, XMP) are dropped.
 *   One whose metadata turns it is stored turned, re-encoded losslessly.
 * - AVIF (whose metadata sits inside the container's item boxes): one that carries any is
 *   re-encoded, turned, from the pixels; one without is kept as it is.
 */
export async function withoutMetadata(bytes: Buffer, type: MediaType): Promise<Buffer> {
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  const orientation = metadata.orientation ?? 1;
  if (type === "image/jpeg") return jpegWithout(bytes, orientation);
  if (type === "image/png") {
    if (orientation !== 1) return sharp(bytes, { limitInputPixels: false }).autoOrient().png().toBuffer();
    return pngWithout(bytes);
  }
  if (type === "image/webp") {
    if (orientation !== 1) return sharp(bytes, { limitInputPixels: false }).autoOrient().webp({ lossless: true }).toBuffer();
    return webpWithout(bytes);
  }
  if (!metadata.exif && !metadata.xmp && !metadata.iptc) return bytes;
  return sharp(bytes, { limitInputPixels: false }).autoOrient().avif({ quality: 90 }).toBuffer();
}

/** JPEG markers whose segments stay: APP0 (JFIF), APP2 (ICC profile), APP14 (Adobe colour transform). */
const KEPT_APP = new Set([0xe0, 0xe2, 0xee]);

function jpegWithout(bytes: Buffer, orientation: number): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  if (orientation !== 1) parts.push(orientationSegment(orientation));
  let pos = 2;
  while (pos + 4 <= bytes.length) {
    if (bytes[pos] !== 0xff) break;
    const marker = bytes[pos + 1]!;
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    // Start of scan: the image data follows, to the end.
    if (marker === 0xda) break;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(bytes.subarray(pos, pos + 2));
      pos += 2;
      continue;
    }
    const end = pos + 2 + bytes.readUInt16BE(pos + 2);
    const application = marker >= 0xe0 && marker <= 0xef;
    if (!(application && !KEPT_APP.has(marker)) && marker !== 0xfe) parts.push(bytes.subarray(pos, end));
    pos = end;
  }
  parts.push(bytes.subarray(pos));
  return Buffer.concat(parts);
}

/** An APP1 segment holding an EXIF block with the orientation tag alone. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

const PNG_METADATA = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

function pngWithout(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let pos = 8;
  while (pos + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    const kind = bytes.toString("latin1", pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (!PNG_METADATA.has(kind)) parts.push(bytes.subarray(pos, end));
    pos = end;
    if (kind === "IEND") break;
  }
  return Buffer.concat(parts);
}

function webpWithout(bytes: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let pos = 12;
  while (pos + 8 <= bytes.length) {
    const kind = bytes.toString("latin1", pos, pos + 4);
    const size = bytes.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size % 2);
    if (kind !== "EXIF" && kind !== "XMP ") {
      const chunk = Buffer.from(bytes.subarray(pos, Math.min(end, bytes.length)));
      // VP8X says which chunks follow: no EXIF (bit 3), no XMP (bit 2) any more.
      if (kind === "VP8X") chunk[8] = chunk[8]! & ~0x0c;
      chunks.push(chunk);
    }
    pos = end;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(body.length + 4, 4);
  header.write("WEBP", 8, "latin1");
  return Buffer.concat([header, body]);
}
