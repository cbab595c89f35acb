import type { PortfolioArt } from "~/content/types";

/**
 * Generated artwork for a portfolio project: a motif drawn in the project's hue. Original
 * SVG, so it is sharp at any size and costs no image request. The same project is drawn
 * twice on the home page (main picture and thumbnail), so each picture's gradient IDs start
 * with its own `idPrefix`: a `url(#…)` reference resolves to the first element with that ID in
 * the whole document, and two pictures sharing one would paint from each other's definitions.
 * The prefix is a prop, not `useId`: the carousel is an island that React renders and Preact
 * hydrates, and their generated ids differ (docs/decisions/019-islands-on-preact.md).
 */
export function ProjectArt({ art, idPrefix, className = "" }: { art: PortfolioArt; idPrefix: string; className?: string }) {
  const { hue, motif } = art;
  const main = `hsl(${hue} 80% 58%)`;
  const soft = `hsl(${hue} 70% 40% / 0.5)`;
  const id = `${idPrefix}-art`;
  return (
    <svg viewBox="0 0 400 240" preserveAspectRatio="xMidYMid slice" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 45% 12%)`} />
          <stop offset="1" stopColor="#07090b" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.7" cy="0.3" r="0.6">
          <stop offset="0" stopColor={`hsl(${hue} 85% 55% / 0.35)`} />
          <stop offset="1" stopColor="transparent" />
        </radialGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#${id}-bg)`} />
      <rect width="400" height="240" fill={`url(#${id}-glow)`} />
      <Motif motif={motif} main={main} soft={soft} />
    </svg>
  );
}

function Motif({ motif, main, soft }: { motif: PortfolioArt["motif"]; main: string; soft: string }) {
  switch (motif) {
    case "nodes": {
      const points = [
        [60, 170],
        [130, 90],
        [200, 150],
        [270, 70],
        [340, 130],
        [230, 200],
        [110, 200],
      ] as const;
      const edges = [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [2, 5],
        [5, 4],
        [0, 6],
        [6, 2],
        [1, 3],
      ] as const;
      return (
        <g>
          {edges.map(([a, b]) => (
            <line
              key={`${a}-${b}`}
              x1={points[a][0]}
              y1={points[a][1]}
              x2={points[b][0]}
              y2={points[b][1]}
              stroke={soft}
              strokeWidth="2"
            />
          ))}
          {points.map(([x, y], i) => (
            <circle key={i} cx={x} cy={y} r={i % 3 === 0 ? 9 : 6} fill={main} />
          ))}
        </g>
      );
    }
    case "waves":
      return (
        <g fill="none" strokeWidth="2.5">
          {[0, 1, 2, 3, 4].map((i) => (
            <path
              key={i}
              d={`M0 ${120 + i * 18} C 80 ${70 + i * 18}, 160 ${170 + i * 18}, 240 ${110 + i * 18} S 360 ${90 + i * 18}, 400 ${120 + i * 18}`}
              stroke={i === 2 ? main : soft}
            />
          ))}
        </g>
      );
    case "grid":
      return (
        <g>
          {Array.from({ length: 6 }, (_, row) =>
            Array.from({ length: 10 }, (_, col) => (
              <rect
                key={`${row}-${col}`}
                x={30 + col * 36}
                y={24 + row * 34}
                width="24"
                height="22"
                rx="4"
                fill={(row * 7 + col * 3) % 5 === 0 ? main : soft}
                opacity={(row + col) % 4 === 0 ? 1 : 0.45}
              />
            )),
          )}
        </g>
      );
    case "orbits":
      return (
        <g fill="none">
          {[40, 70, 100].map((r, i) => (
            <ellipse
              key={r}
              cx="200"
              cy="120"
              rx={r * 1.6}
              ry={r * 0.7}
              stroke={soft}
              strokeWidth="2"
              transform={`rotate(${i * 18 - 18} 200 120)`}
            />
          ))}
          <circle cx="200" cy="120" r="18" fill={main} />
          <circle cx="318" cy="98" r="7" fill={main} />
          <circle cx="104" cy="150" r="5" fill={main} />
        </g>
      );
    case "bars":
      return (
        <g>
          {[70, 110, 90, 150, 130, 180, 160, 200].map((h, i) => (
            <rect key={i} x={40 + i * 42} y={220 - h} width="26" height={h} rx="5" fill={i === 7 ? main : soft} />
          ))}
          <polyline
            points="53,150 95,118 137,132 179,92 221,104 263,62 305,76 347,40"
            fill="none"
            stroke={main}
            strokeWidth="3"
          />
        </g>
      );
    case "rings":
      return (
        <g fill="none">
          {[28, 52, 76, 100].map((r, i) => (
            <circle
              key={r}
              cx="200"
              cy="120"
              r={r}
              stroke={i === 1 ? main : soft}
              strokeWidth={i === 1 ? 4 : 2}
              strokeDasharray={i % 2 ? "10 8" : undefined}
            />
          ))}
          <circle cx="200" cy="120" r="10" fill={main} />
        </g>
      );
  }
}
