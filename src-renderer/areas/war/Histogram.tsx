import type { WarReport } from '../../../src-shared/war/report';
import { warFigures } from '../../../src-shared/war/format';
import { bars, shortNumber, ticks } from './chart';

const W = 720;
const H = 260;
const PLOT = { left: 56, top: 12, width: W - 56 - 12, height: H - 12 - 44 };

/** Games by length: one bar per bin of battles, up to the 99th percentile. */
export function Histogram({ report }: { report: WarReport }) {
  const { from, width, counts, beyond } = report.histogram;
  const yTicks = ticks(Math.max(...counts, 1));
  const top = yTicks[yTicks.length - 1];
  const shapes = bars(counts, PLOT, top);
  const labelEvery = Math.max(1, Math.ceil(counts.length / 8));
  return (
    <figure className="war-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Histogram of battles per game, ${counts.length} bins of ${width} battles`}
        data-testid="war-histogram"
      >
        {yTicks.map((t) => {
          const y = PLOT.top + PLOT.height - (t / top) * PLOT.height;
          return (
            <g key={t} className="war-grid">
              <line x1={PLOT.left} x2={PLOT.left + PLOT.width} y1={y} y2={y} />
              <text x={PLOT.left - 6} y={y + 4} textAnchor="end">
                {shortNumber(t)}
              </text>
            </g>
          );
        })}
        {shapes.map((bar, i) => (
          <rect key={i} className="war-bar" {...bar}>
            <title>
              {`${warFigures.whole(from + i * width)}–${warFigures.whole(from + (i + 1) * width - 1)} battles: ${warFigures.whole(counts[i])} games`}
            </title>
          </rect>
        ))}
        {shapes.map((bar, i) =>
          i % labelEvery === 0 ? (
            <text key={i} className="war-axis" x={bar.x} y={PLOT.top + PLOT.height + 16}>
              {shortNumber(from + i * width)}
            </text>
          ) : null,
        )}
        <text className="war-axis" x={PLOT.left + PLOT.width / 2} y={H - 6} textAnchor="middle">
          battles per game
        </text>
      </svg>
      <figcaption>
        Games by length in bins of {warFigures.whole(width)} battles
        {beyond > 0 ? `; ${warFigures.whole(beyond)} longer games are not drawn` : ''}.
      </figcaption>
    </figure>
  );
}
