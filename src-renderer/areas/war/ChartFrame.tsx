import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useElementSize } from '../../cards/useElementSize';
import { CHART_WIDTH, yOf, type PlotArea } from './chart';

export interface ChartFrameProps {
  height: number;
  plot: PlotArea;
  /** The y-axis ticks, from 0 up; the last one is the top of the plot. */
  yTicks: number[];
  tickLabel(value: number): string;
  /** What the chart shows, for screen readers. */
  label: string;
  testId: string;
  /** Under the x axis. */
  axisTitle: string;
  caption: ReactNode;
  /** The chart's own marks, drawn over the grid. */
  children: ReactNode;
}

/** The size chart labels are read at, in screen pixels, however wide the chart is drawn. */
const TEXT_PX = 12;

/**
 * What the War charts share: the SVG, the horizontal grid with its labels, the axis title.
 * The SVG scales with the window, so its text size is set in SVG units from the drawn width
 * to stay `TEXT_PX` on screen.
 */
export function ChartFrame(props: ChartFrameProps) {
  const { height, plot, yTicks, tickLabel, label, testId, axisTitle, caption, children } = props;
  const top = yTicks[yTicks.length - 1];
  const svgRef = useRef<SVGSVGElement>(null);
  const { width } = useElementSize(svgRef);
  const units = width > 0 ? (TEXT_PX * CHART_WIDTH) / width : TEXT_PX;
  return (
    <figure className="war-chart">
      <svg
        ref={svgRef}
        style={{ '--chart-text': `${units.toFixed(2)}px` } as CSSProperties}
        // The drawn width the text size was set for, so a test can wait for a resize to apply.
        data-text-width={Math.round(width)}
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        role="img"
        aria-label={label}
        data-testid={testId}
      >
        {yTicks.map((t) => {
          const y = yOf(t, plot, top);
          return (
            <g key={t} className="war-grid">
              <line x1={plot.left} x2={plot.left + plot.width} y1={y} y2={y} />
              <text x={plot.left - 6} y={y + 4} textAnchor="end">
                {tickLabel(t)}
              </text>
            </g>
          );
        })}
        {children}
        <text
          className="war-axis"
          x={plot.left + plot.width / 2}
          y={height - 6}
          textAnchor="middle"
        >
          {axisTitle}
        </text>
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
