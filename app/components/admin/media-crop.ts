/**
 * Where a crop of a given aspect ratio falls in an image with a focal point: as large as the image
 * allows, centred on the focal point, moved back inside the image where the point is near an edge.
 * The console's crop previews show this (docs/decisions/024-media.md), as CSS `object-position`
 * percentages of the room the crop has to move in.
 */
export interface Crop {
  /** The crop's box in the image's pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** `object-position` for an `object-fit: cover` image showing exactly this box. */
  position: { x: number; y: number };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function focalCrop(size: { width: number; height: number }, focal: { x: number; y: number }, aspect: number): Crop {
  const width = Math.min(size.width, size.height * aspect);
  const height = Math.min(size.height, size.width / aspect);
  const left = clamp(focal.x * size.width - width / 2, 0, size.width - width);
  const top = clamp(focal.y * size.height - height / 2, 0, size.height - height);
  const share = (offset: number, room: number) => (room > 0 ? Math.round((offset / room) * 1000) / 10 : 50);
  return {
    left,
    top,
    width,
    height,
    position: { x: share(left, size.width - width), y: share(top, size.height - height) },
  };
}

/** The focal point moved by the arrow keys: `step` of the image per press, kept inside it. */
export function nudgeFocal(focal: { x: number; y: number }, key: string, step: number): { x: number; y: number } | null {
  const round = (value: number) => Math.round(clamp(value, 0, 1) * 100) / 100;
  switch (key) {
    case "ArrowLeft":
      return { x: round(focal.x - step), y: focal.y };
    case "ArrowRight":
      return { x: round(focal.x + step), y: focal.y };
    case "ArrowUp":
      return { x: focal.x, y: round(focal.y - step) };
    case "ArrowDown":
      return { x: focal.x, y: round(focal.y + step) };
    default:
      return null;
  }
}
