import { describe, expect, it } from 'vitest';
import { formatSeconds, niceCeiling } from './SolveTimeChart';

describe('solve time chart scale', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 0.07, 0.1, 0.13, 0.3, 1, 1.2, 3, 7, 12, 499].map(niceCeiling)).toEqual([
      1, 0.1, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 500,
    ]);
  });
  it('formats seconds with sensible precision', () => {
    expect([0.123, 12.34, 123.4].map(formatSeconds)).toEqual(['0.12 s', '12.3 s', '123 s']);
  });
});
