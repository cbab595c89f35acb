import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decompressionBomb, photoWithGps, plainImage, SVG, truncatedJpeg } from "../../test/support/images";
import { MediaError, processImage, sniffType, widthsFor } from "./process";

// The processing of an upload (docs/decisions/024-media.md): what is refused, and what the
// variants are made of.

const refusal = async (bytes: Buffer, type: string) => {
  try {
    await processImage(bytes, type);
  } catch (error) {
    if (error instanceof MediaError) return error.code;
    throw error;
  }
  return "accepted";
};

describe("refusals", () => {
  it("refuses an SVG, whether labelled as one or as a JPEG", async () => {
    expect(await refusal(SVG, "image/svg+xml")).toBe("media-svg");
    expect(await refusal(SVG, "image/jpeg")).toBe("media-svg");
    expect(await refusal(Buffer.concat([Buffer.from("\uFEFF  <!-- x -->\n"), SVG]), "image/png")).toBe("media-svg");
  });

  it("refuses types other than the four, and bytes that are not the image claimed", async () => {
    expect(await refusal(await plainImage("png"), "image/gif")).toBe("media-type");
    expect(await refusal(Buffer.from("%PDF-1.7 not an image"), "application/pdf")).toBe("media-type");
    expect(await refusal(await plainImage("png"), "image/jpeg")).toBe("media-mismatch");
    expect(await refusal(Buffer.from("MZ\x90\x00 an executable"), "image/jpeg")).toBe("media-mismatch");
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const bomb = await decompressionBomb();
    expect(bomb.length).toBeLessThan(1000);
    expect(await refusal(bomb, "image/png")).toBe("media-too-many-pixels");
  });

  it("refuses a corrupt file", async () => {
    expect(await refusal(await truncatedJpeg(), "image/jpeg")).toBe("media-corrupt");
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    expect(await refusal(Buffer.concat([header, Buffer.alloc(200, 7)]), "image/jpeg")).toBe("media-corrupt");
  });
});

describe("variants", () => {
  it("knows the four types by their first bytes", async () => {
    for (const format of ["png", "webp", "avif", "jpeg"] as const) {
      expect(sniffType(await plainImage(format))).toBe(`image/${format}`);
    }
  });

  it("makes the standard widths up to the original, or the original's own width", () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1000)).toEqual([320, 640, 960]);
    expect(widthsFor(200)).toEqual([200]);
  });

  it("applies the orientation, strips every piece of metadata and makes AVIF, WebP and JPEG", async () => {
    const photo = await photoWithGps(1400, 1000);
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from("secret-owner"))).toBe(true);
    expect(before.xmp).toBeDefined();
    // The GPS IFD pointer (tag 0x8825) in either byte order.
    const gpsTag = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
    expect(gpsTag(before.exif!)).toBe(true);
    expect(before.orientation).toBe(6);

    const processed = await processImage(photo, "image/jpeg");
    // Orientation 6 is a quarter turn: 1400×1000 stored is 1000×1400 seen.
    expect([processed.width, processed.height]).toEqual([1000, 1400]);
    expect(
      processed.variants.filter((variant) => variant.crop === "full").map((variant) => `${variant.format}@${variant.width}`),
    ).toEqual([320, 640, 960].flatMap((width) => ["avif", "webp", "jpeg"].map((format) => `${format}@${width}`)));
    for (const variant of processed.variants) {
      const metadata = await sharp(variant.body).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      if (variant.crop === "full") expect(variant.height).toBe(Math.round((1400 * variant.width) / 1000));
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(variant.body.includes(Buffer.from("secret-owner"))).toBe(false);
      expect(variant.body.includes(Buffer.from("TestCam"))).toBe(false);
    }
  }, 60_000);
});
