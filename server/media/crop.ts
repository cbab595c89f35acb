/**
 * Where a crop of a given shape sits in a picture so that its focal point stays in view
 * (docs/decisions/024-media.md): the largest box of that aspect ratio that fits, centred on the
 * focal point as far as the picture's edges allow. Pure arithmetic, so the shape of every crop
 * is tested without encoding a byte.
 */

export interface Focal {
  x: number;
  y: number;
}

export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A fraction in [0, 1]; anything else (NaN, Infinity, out of range) is clamped, NaN becomes the middle. */
export const fraction = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5);

export function cropBox(width: number, height: number, aspect: number, focal: Focal): CropBox {
  const cropWidth = Math.max(1, Math.min(width, Math.round(height * aspect)));
  const cropHeight = Math.max(1, Math.min(height, Math.round(cropWidth / aspect)));
  const place = (size: number, crop: number, at: number) =>
    Math.min(size - crop, Math.max(0, Math.round(fraction(at) * size - crop / 2)));
  return {
    left: place(width, cropWidth, focal.x),
    top: place(height, cropHeight, focal.y),
    width: cropWidth,
    height: cropHeight,
  };
}
