/**
 * A small bar chart of solve times, one bar per game in play order. Failed games are drawn
 * in the error colour so a slow failure is not mistaken for a slow win. The scale is a
 * round number of seconds at or above the slowest solve, so bars can be compared by eye.
 */
export interface SolveTimeBar {
  game: number;
  seconds: number;
  won: boolean;
}

const WIDTH = 360;
const HEIGHT = 120;
const LEFT = 40;
const BOTTOM = 18;
const TOP = 8;

/** The smallest of 1, 2, 5 × 10^k that is at or above `value` (for an axis maximum). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function formatSeconds(seconds: number): string {
  if (seconds < 10) return `${seconds.toFixed(2)} s`;
  if (seconds < 100) return `${seconds.toFixed(1)} s`;
  return `${Math.round(seconds)} s`;
}

export function SolveTimeChart({ bars }: { bars: SolveTimeBar[] }) {
  if (bars.length === 0) return null;
  const max = niceCeiling(Math.max(...bars.map((b) => b.seconds)));
  const plotW = WIDTH - LEFT - 6;
  const plotH = HEIGHT - TOP - BOTTOM;
  const slot = plotW / bars.length;
  const barW = Math.max(1, Math.min(28, slot * 0.7));
  return (
    <svg
      className="as-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Solve time per game, up to ${max} s`}
      data-testid="solve-time-chart"
    >
      <line x1={LEFT} y1={TOP} x2={LEFT} y2={TOP + plotH} className="as-axis" />
      <line x1={LEFT} y1={TOP + plotH} x2={WIDTH - 6} y2={TOP + plotH} className="as-axis" />
      <text x={LEFT - 4} y={TOP + 8} textAnchor="end" className="as-axis-label">
        {`${max} s`}
      </text>
      <text x={LEFT - 4} y={TOP + plotH} textAnchor="end" className="as-axis-label">
        0
      </text>
      {bars.map((bar, i) => {
        const h = (bar.seconds / max) * plotH;
        const x = LEFT + slot * i + (slot - barW) / 2;
        return (
          <g key={bar.game}>
            <rect
              x={x}
              y={TOP + plotH - h}
              width={barW}
              height={Math.max(h, 1)}
              className={bar.won ? 'as-bar' : 'as-bar failed'}
              data-testid="solve-time-bar"
            >
              <title>{`Game ${bar.game}: ${formatSeconds(bar.seconds)}${bar.won ? '' : ' (not won)'}`}</title>
            </rect>
            {bars.length <= 20 && (
              <text x={x + barW / 2} y={HEIGHT - 5} textAnchor="middle" className="as-axis-label">
                {bar.game}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
