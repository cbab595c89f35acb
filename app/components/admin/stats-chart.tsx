import type { DayFigures } from "~/admin/stats-report";
import type { OverviewCopy } from "~/content/console-overview";

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 14, right: 12, bottom: 40, left: 56 };
/** Large in the 720-wide drawing, so the labels stay readable when a phone shrinks it to 330 px. */
const FONT = 20;

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/** The day as a short label: "24/11". */
function shortDay(day: string): string {
  return `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
}

/**
 * Visitors and page views as lines, enquiries as bars, per day: hand-written SVG (no chart
 * library), colours from the theme through currentColor. The figures themselves are in the
 * table beside it, which is what a screen reader reads; the picture is hidden from it.
 */
export function StatsChart({ days, copy }: { days: readonly DayFigures[]; copy: OverviewCopy }) {
  const max = niceMax(Math.max(1, ...days.flatMap((d) => [d.visitors, d.views, d.enquiries])));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + step * (i + 0.5);
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const line = (key: "visitors" | "views") =>
    days.map((d, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join("");
  const barWidth = Math.max(1, Math.min(14, step * 0.5));
  const labelEvery = Math.ceil(days.length / 5);
  const ticks = [0, max / 2, max];

  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick} className="text-ink-700">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeWidth={1} />
            <text x={PAD.left - 8} y={y(tick) + 7} textAnchor="end" fontSize={FONT} fill="currentColor" className="text-ink-400">
              {tick}
            </text>
          </g>
        ))}
        <g className="text-gold-300">
          {days.map((d, i) =>
            d.enquiries > 0 ? (
              <rect
                key={d.day}
                x={x(i) - barWidth / 2}
                y={y(d.enquiries)}
                width={barWidth}
                height={y(0) - y(d.enquiries)}
                fill="currentColor"
              />
            ) : null,
          )}
        </g>
        <path d={line("views")} fill="none" stroke="currentColor" strokeWidth={2} className="text-ink-300" />
        <path d={line("visitors")} fill="none" stroke="currentColor" strokeWidth={2.5} className="text-brand-300" />
        <g className="text-ink-400">
          {days.map((d, i) =>
            i % labelEvery === 0 ? (
              <text key={d.day} x={x(i)} y={HEIGHT - 10} textAnchor="middle" fontSize={FONT} fill="currentColor">
                {shortDay(d.day)}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-300">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-4 rounded bg-brand-300" />
          {copy.totals.visitors}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-4 rounded bg-ink-300" />
          {copy.totals.views}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-2 rounded-sm bg-gold-300" />
          {copy.totals.enquiries}
        </span>
      </figcaption>
    </figure>
  );
}
