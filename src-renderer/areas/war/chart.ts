/** Scales and ticks for the War charts, kept apart from React so they can be tested alone. */
import { warFigures } from '../../../src-shared/war/format';
import { niceStep } from '../../../src-shared/war/report';

/** Round tick values from 0 up to at least `max`: 0, step, 2·step, … with about `count` steps. */
export function ticks(max: number, count = 5): number[] {
  if (max <= 0) return [0, 1];
  const step = niceStep(max / count);
  const top = Math.ceil(max / step) * step;
  const values: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) values.push(Math.round(v * 1e9) / 1e9);
  return values;
}

/**
 * Axis labels in the one number format of the War figures and tables: "5,000", "10,000",
 * "12.5" (never "10k" beside "5,000").
 */
export function axisNumber(n: number): string {
  return Number.isInteger(n)
    ? warFigures.whole(n)
    : n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Every War chart is this wide (in SVG units); the height varies. */
export const CHART_WIDTH = 720;

export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The plot area of a chart `height` tall: room on the left for tick labels, below for the axis. */
export function plotArea(height: number): PlotArea {
  return { left: 72, top: 12, width: CHART_WIDTH - 72 - 12, height: height - 12 - 44 };
}

/** Where `value` lies on the y axis of `area`, which goes from 0 at the bottom to `max`. */
export function yOf(value: number, area: PlotArea, max: number): number {
  return area.top + area.height - (value / max) * area.height;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bars for `values` in a plot area, all bars touching (a histogram) or with a gap. */
export function bars(values: readonly number[], area: PlotArea, max: number, gap = 0): Bar[] {
  const slot = values.length ? area.width / values.length : 0;
  return values.map((value, i) => {
    const height = max > 0 ? (value / max) * area.height : 0;
    return {
      x: area.left + i * slot + gap / 2,
      y: area.top + area.height - height,
      width: Math.max(slot - gap, 0.5),
      height,
    };
  });
}
