import { useId, type KeyboardEvent, type MouseEvent } from "react";
import type { MediaCopy } from "~/content/console-media";
import { focalCrop, nudgeFocal } from "./media-crop";
import { variantFor, type MediaImage } from "./media-types";

type Point = { x: number; y: number };

/** The crops the site makes around the focal point: square team photos, the 1200×630 sharing image. */
const CROPS = [
  { key: "square", aspect: 1, className: "aspect-square w-28" },
  { key: "openGraph", aspect: 1200 / 630, className: "aspect-[1200/630] w-48" },
] as const;

const percent = (share: number) => Math.round(share * 100);

/**
 * The focal point of an image, set by a click or tap on it or by the arrow keys (a twentieth of
 * the image per press, a hundredth with Shift), shown as a marker, with previews of the crops
 * that follow it. The console's CSP allows no inline style attribute; React sets the marker's
 * position through the style object (CSSOM), which the policy allows.
 */
export function FocalPoint({
  image,
  focal,
  copy,
  onChange,
}: {
  image: MediaImage;
  focal: Point;
  copy: MediaCopy;
  onChange(focal: Point): void;
}) {
  const hintId = useId();
  const src = variantFor(image, 640);
  const label = copy.focal.point(percent(focal.x), percent(focal.y));

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Enter, Space) has no position: the arrow keys move the point instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const share = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
    onChange({ x: share((event.clientX - box.left) / box.width), y: share((event.clientY - box.top) / box.height) });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudgeFocal(focal, event.key, event.shiftKey ? 0.01 : 0.05);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-ink-200">{copy.focal.heading}</legend>
      <p id={hintId} className="mt-1 text-sm text-ink-300">
        {copy.focal.hint}
      </p>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        <button
          type="button"
          className="relative inline-block max-w-full shrink-0 cursor-crosshair overflow-hidden rounded-md border border-ink-700"
          aria-label={label}
          aria-describedby={hintId}
          onClick={pick}
          onKeyDown={nudge}
        >
          <img
            src={src}
            alt=""
            width={image.width}
            height={image.height}
            className="block h-auto max-h-72 w-auto max-w-full"
            draggable={false}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-500/60 shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
            style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
          />
        </button>
        <div className="flex flex-wrap items-start gap-4">
          {CROPS.map((crop) => {
            const { position } = focalCrop(image, focal, crop.aspect);
            return (
              <figure key={crop.key}>
                <img
                  src={src}
                  alt=""
                  className={`${crop.className} rounded-md border border-ink-700 object-cover`}
                  style={{ objectPosition: `${position.x}% ${position.y}%` }}
                />
                <figcaption className="mt-1 text-xs text-ink-300">{copy.focal[crop.key]}</figcaption>
              </figure>
            );
          })}
        </div>
      </div>
      <p className="mt-1 text-xs text-ink-400" aria-live="polite">
        {label}
      </p>
    </fieldset>
  );
}
