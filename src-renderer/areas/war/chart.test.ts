import { describe, expect, it } from 'vitest';
import { bars, plotArea, axisNumber, ticks, yOf } from './chart';

describe('war charts', () => {
  it('picks round ticks that reach the maximum', () => {
    expect(ticks(23_456)).toEqual([0, 5000, 10000, 15000, 20000, 25000]);
    expect(ticks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(ticks(0)).toEqual([0, 1]);
    expect(ticks(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('labels every number in the one format of the figures', () => {
    expect(axisNumber(950)).toBe('950');
    expect(axisNumber(5000)).toBe('5,000');
    expect(axisNumber(45_000)).toBe('45,000');
    expect(axisNumber(0.5)).toBe('0.5');
    expect(axisNumber(1_250_000)).toBe('1,250,000');
  });

  it('lays bars side by side from the baseline', () => {
    expect(bars([5, 10], { left: 10, top: 0, width: 100, height: 50 }, 10)).toEqual([
      { x: 10, y: 25, width: 50, height: 25 },
      { x: 60, y: 0, width: 50, height: 50 },
    ]);
  });

  it('places values on the y axis of a plot area', () => {
    const plot = plotArea(260);
    expect(plot).toEqual({ left: 72, top: 12, width: 636, height: 204 });
    expect(yOf(0, plot, 100)).toBe(216);
    expect(yOf(100, plot, 100)).toBe(12);
    expect(yOf(25, plot, 100)).toBe(165);
  });
});
