import type { WarReport } from '../../../src-shared/war/report';
import { warFigures } from '../../../src-shared/war/format';
import { bars, plotArea, axisNumber, ticks } from './chart';
import { ChartFrame } from './ChartFrame';

const H = 260;
const PLOT = plotArea(H);

/** Games by length: one bar per bin of battles, up to the 99th percentile. */
export function Histogram({ report }: { report: WarReport }) {
  const { from, width, counts, beyond } = report.histogram;
  const yTicks = ticks(Math.max(...counts, 1));
  const shapes = bars(counts, PLOT, yTicks[yTicks.length - 1]);
  const labelEvery = Math.max(1, Math.ceil(counts.length / 8));
  return (
    <ChartFrame
      height={H}
      plot={PLOT}
      yTicks={yTicks}
      tickLabel={axisNumber}
      label={`Histogram of battles per game, ${counts.length} bins of ${width} battles`}
      testId="war-histogram"
      axisTitle="battles per game"
      caption={
        <>
          Games by length in bins of {warFigures.whole(width)} battles
          {beyond > 0 ? `; ${warFigures.whole(beyond)} longer games are not drawn` : ''}.
        </>
      }
    >
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
            {axisNumber(from + i * width)}
          </text>
        ) : null,
      )}
    </ChartFrame>
  );
}
