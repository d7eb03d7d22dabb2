import { describe, expect, it } from 'vitest';
import { median, percentile, tallyPercentile } from './stats';

describe('stats: one median and one percentile', () => {
  it('nearest-rank percentiles', () => {
    const values = [15, 20, 35, 40, 50];
    expect([0, 5, 30, 40, 50, 100].map((p) => percentile(values, p))).toEqual([
      15, 15, 20, 20, 35, 50,
    ]);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('the median averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('a tally gives the same percentiles as the values it counts', () => {
    const values = [0, 2, 2, 3, 3, 3, 7, 9, 9, 12];
    const counts: number[] = new Array<number>(13).fill(0);
    for (const v of values) counts[v]++;
    for (const p of [0, 10, 25, 50, 75, 90, 99, 100]) {
      expect(tallyPercentile(counts, values.length, p)).toBe(percentile(values, p));
    }
  });
});
