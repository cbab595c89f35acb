import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cropBox, fraction } from "./crop";
import { OG_SIZE, processCrops, processImage, SQUARE_WIDTHS } from "./process";

// Crops around the focal point (docs/decisions/024-media.md): where the box sits, and what the
// square and Open Graph variants show.

describe("cropBox", () => {
  it("takes the largest box of the aspect ratio, centred on the focal point as far as the edges allow", () => {
    expect(cropBox(1000, 500, 1, { x: 0.5, y: 0.5 })).toEqual({ left: 250, top: 0, width: 500, height: 500 });
    expect(cropBox(1000, 500, 1, { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 500, height: 500 });
    expect(cropBox(1000, 500, 1, { x: 0.9, y: 1 })).toEqual({ left: 500, top: 0, width: 500, height: 500 });
    expect(cropBox(600, 1800, 1, { x: 0.5, y: 0.2 })).toEqual({ left: 0, top: 60, width: 600, height: 600 });
    // 1200×630 out of a portrait picture: the full width, the height that keeps the ratio.
    expect(cropBox(1000, 1400, 1200 / 630, { x: 0.5, y: 0.25 })).toEqual({ left: 0, top: 88, width: 1000, height: 525 });
    // A panorama flatter than 1200×630: the full height.
    expect(cropBox(3000, 500, 1200 / 630, { x: 1, y: 0.5 })).toEqual({ left: 2048, top: 0, width: 952, height: 500 });
  });

  it("never leaves the picture for hostile focal points: out of range is clamped, NaN and Infinity mean the middle", () => {
    for (const focal of [
      { x: -5, y: 7 },
      { x: Number.NaN, y: Number.NaN },
      { x: Number.POSITIVE_INFINITY, y: Number.NEGATIVE_INFINITY },
      { x: 1e308, y: -1e308 },
    ]) {
      for (const [width, height] of [
        [1000, 500],
        [500, 1000],
        [1, 1],
        [3, 2000],
      ] as const) {
        const box = cropBox(width, height, 1, focal);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(width);
        expect(box.top + box.height).toBeLessThanOrEqual(height);
        expect(box.width).toBeGreaterThan(0);
      }
    }
    expect([fraction(Number.NaN), fraction(-1), fraction(2), fraction(0.3)]).toEqual([0.5, 0, 1, 0.3]);
    expect(cropBox(1000, 500, 1, { x: Number.NaN, y: 0.5 }).left).toBe(250);
  });
});

/** A picture whose left third is red and the rest blue: which colour a crop shows says where it was taken. */
const redLeftThird = () =>
  sharp({ create: { width: 1500, height: 600, channels: 3, background: "#0000ff" } })
    .composite([{ input: { create: { width: 500, height: 600, channels: 3, background: "#ff0000" } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
const meanColour = async (body: Buffer) => {
  const { channels } = await sharp(body).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
};

describe("crop variants", () => {
  it("makes squares for team cards in AVIF, WebP and JPEG, and one 1200×630 JPEG, around the focal point", async () => {
    const bytes = await redLeftThird();
    const processed = await processImage(bytes, "image/png", { x: 0.1, y: 0.5 });
    const squares = processed.variants.filter((variant) => variant.crop === "square");
    expect(squares.map((variant) => `${variant.format}@${variant.width}x${variant.height}`)).toEqual(
      SQUARE_WIDTHS.flatMap((width) => ["avif", "webp", "jpeg"].map((format) => `${format}@${width}x${width}`)),
    );
    const og = processed.variants.filter((variant) => variant.crop === "og");
    expect(og.map((variant) => [variant.format, variant.width, variant.height])).toEqual([["jpeg", 1200, 630]]);
    for (const variant of [...squares, ...og]) {
      const metadata = await sharp(variant.body).metadata();
      expect([metadata.width, metadata.height, metadata.exif, metadata.xmp]).toEqual([
        variant.width,
        variant.height,
        undefined,
        undefined,
      ]);
    }
    // The focal point on the red third: the square is red.
    const left = await meanColour(squares.find((variant) => variant.format === "jpeg")!.body);
    expect(left.red).toBeGreaterThan(200);
    expect(left.blue).toBeLessThan(60);

    // Moved to the right: the same picture's crops are blue, with other names; the full variants do not change.
    const right = await processCrops(bytes, "image/png", { x: 0.95, y: 0.5 }, "");
    const square = await meanColour(right.find((variant) => variant.crop === "square" && variant.format === "jpeg")!.body);
    expect(square.blue).toBeGreaterThan(200);
    expect(square.red).toBeLessThan(60);
    expect(right.every((variant) => variant.crop !== "full")).toBe(true);
    const names = new Set(processed.variants.map((variant) => variant.hash));
    for (const variant of right) expect(names.has(variant.hash)).toBe(false);
  }, 60_000);

  it("gives a crop its own name even when its bytes equal a full variant's", async () => {
    const tiny = await sharp({ create: { width: 90, height: 90, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const processed = await processImage(tiny, "image/png");
    const full = processed.variants.find((variant) => variant.crop === "full" && variant.format === "jpeg")!;
    const square = processed.variants.find((variant) => variant.crop === "square" && variant.format === "jpeg")!;
    expect([square.width, square.height]).toEqual([90, 90]);
    expect(square.body.equals(full.body)).toBe(true);
    expect(square.hash).not.toBe(full.hash);
    expect(new Set(processed.variants.map((variant) => variant.hash)).size).toBe(processed.variants.length);
    // The same file as another image: other names, so each image keeps its own variants.
    const again = await processImage(tiny, "image/png", { x: 0.5, y: 0.5 }, "img-0123456789abcdef");
    for (const variant of again.variants) expect(processed.variants.map((other) => other.hash)).not.toContain(variant.hash);
    // The Open Graph image is always 1200×630, enlarged from a small picture if it must be.
    const og = processed.variants.find((variant) => variant.crop === "og")!;
    expect([og.width, og.height]).toEqual([OG_SIZE.width, OG_SIZE.height]);
  }, 60_000);
});
