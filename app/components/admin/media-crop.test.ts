import { describe, expect, it } from "vitest";
import { focalCrop, nudgeFocal } from "./media-crop";

describe("focalCrop", () => {
  it("centres a square crop of a landscape photo on the focal point", () => {
    const crop = focalCrop({ width: 1400, height: 1000 }, { x: 0.5, y: 0.5 }, 1);
    expect(crop).toMatchObject({ left: 200, top: 0, width: 1000, height: 1000, position: { x: 50, y: 50 } });
  });

  it("keeps the crop inside the image when the point is near an edge", () => {
    expect(focalCrop({ width: 1400, height: 1000 }, { x: 0.95, y: 0.1 }, 1)).toMatchObject({
      left: 400,
      top: 0,
      position: { x: 100, y: 50 },
    });
    expect(focalCrop({ width: 1400, height: 1000 }, { x: 0, y: 1 }, 1).position).toEqual({ x: 0, y: 50 });
  });

  it("crops the 1200×630 sharing image from a portrait photo around the point", () => {
    const crop = focalCrop({ width: 1000, height: 2000 }, { x: 0.5, y: 0.25 }, 1200 / 630);
    expect(crop.width).toBe(1000);
    expect(crop.height).toBeCloseTo(525, 0);
    expect(crop.top).toBeCloseTo(500 - 262.5, 1);
    expect(crop.position.x).toBe(50);
    expect(crop.position.y).toBeCloseTo(((500 - 262.5) / (2000 - 525)) * 100, 0);
  });

  it("places an image of exactly the crop's shape whole, wherever the point is", () => {
    expect(focalCrop({ width: 800, height: 800 }, { x: 0.9, y: 0.1 }, 1)).toMatchObject({
      left: 0,
      top: 0,
      position: { x: 50, y: 50 },
    });
  });
});

describe("nudgeFocal", () => {
  it("moves by the step with the arrow keys, stays inside the image and ignores other keys", () => {
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, "ArrowRight", 0.05)).toEqual({ x: 0.55, y: 0.5 });
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, "ArrowUp", 0.05)).toEqual({ x: 0.5, y: 0.45 });
    expect(nudgeFocal({ x: 0.02, y: 0.99 }, "ArrowLeft", 0.05)).toEqual({ x: 0, y: 0.99 });
    expect(nudgeFocal({ x: 0.5, y: 0.99 }, "ArrowDown", 0.05)).toEqual({ x: 0.5, y: 1 });
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, "Enter", 0.05)).toBeNull();
  });
});
