import { warFigures } from '../../../src-shared/war/format';
import { axisNumber, bars, plotArea, ticks, yOf } from './chart';
import { ChartFrame } from './ChartFrame';

export interface WarSizePoint {
  warSize: number;
  mean: number;
  median: number;
  wars: number;
  capped: number;
}

const H = 240;
const PLOT = plotArea(H);

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
    <ChartFrame
      height={H}
      plot={PLOT}
      yTicks={yTicks}
      tickLabel={axisNumber}
      label="Mean and median battles per game by war size"
      testId="war-size-chart"
      axisTitle="cards face down in a war"
      caption="Mean battles per game (bars, value on top) and median (line) for each war size."
    >
      {shapes.map((bar, i) => {
        const p = points[i];
        const medianY = yOf(p.median, PLOT, top);
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
            <text className="war-value" x={bar.x + bar.width / 2} y={bar.y - 4} textAnchor="middle">
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
    </ChartFrame>
  );
}
