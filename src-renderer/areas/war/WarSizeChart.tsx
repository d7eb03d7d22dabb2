import { warFigures } from '../../../src-shared/war/format';
import { bars, ticks } from './chart';

export interface WarSizePoint {
  warSize: number;
  mean: number;
  median: number;
  wars: number;
  capped: number;
}

const W = 720;
const H = 240;
const PLOT = { left: 56, top: 12, width: W - 56 - 12, height: H - 12 - 44 };

/** Mean battles per game (bars) and the median (marks) for each war size compared. */
export function WarSizeChart({ points }: { points: WarSizePoint[] }) {
  const yTicks = ticks(Math.max(...points.map((p) => Math.max(p.mean, p.median)), 1));
  const top = yTicks[yTicks.length - 1];
  const shapes = bars(
    points.map((p) => p.mean),
    PLOT,
    top,
    PLOT.width / Math.max(points.length, 1) / 3,
  );
  return (
    <figure className="war-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label="Mean and median battles per game by war size"
        data-testid="war-size-chart"
      >
        {yTicks.map((t) => {
          const y = PLOT.top + PLOT.height - (t / top) * PLOT.height;
          return (
            <g key={t} className="war-grid">
              <line x1={PLOT.left} x2={PLOT.left + PLOT.width} y1={y} y2={y} />
              <text x={PLOT.left - 6} y={y + 4} textAnchor="end">
                {warFigures.whole(t)}
              </text>
            </g>
          );
        })}
        {shapes.map((bar, i) => {
          const p = points[i];
          const medianY = PLOT.top + PLOT.height - (p.median / top) * PLOT.height;
          return (
            <g key={p.warSize}>
              <rect className="war-bar" {...bar}>
                <title>{`war size ${p.warSize}: mean ${warFigures.mean(p.mean)}, median ${warFigures.whole(p.median)}`}</title>
              </rect>
              <line
                className="war-median"
                x1={bar.x - 4}
                x2={bar.x + bar.width + 4}
                y1={medianY}
                y2={medianY}
              />
              <text
                className="war-value"
                x={bar.x + bar.width / 2}
                y={bar.y - 4}
                textAnchor="middle"
              >
                {warFigures.mean(p.mean)}
              </text>
              <text
                className="war-axis"
                x={bar.x + bar.width / 2}
                y={PLOT.top + PLOT.height + 16}
                textAnchor="middle"
              >
                {p.warSize}
              </text>
            </g>
          );
        })}
        <text className="war-axis" x={PLOT.left + PLOT.width / 2} y={H - 6} textAnchor="middle">
          cards face down in a war
        </text>
      </svg>
      <figcaption>
        Mean battles per game (bars, value on top) and median (line) for each war size.
      </figcaption>
    </figure>
  );
}
