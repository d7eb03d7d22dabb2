import { describe, expect, it } from 'vitest';
import { readBenchArgs } from './args';
import { parseBusy } from './autosolve-play';

const KLONDIKE = {
  deals: { kind: 'whole', min: 1, max: 100_000, default: 200 },
  turn: { kind: 'choice', values: [1, 3], default: 1 },
  out: { kind: 'text', default: 'dist/x.jsonl' },
  verbose: { kind: 'flag', short: 'v' },
} as const;

describe('benchmark arguments', () => {
  it('reads switches, with their defaults', () => {
    expect(readBenchArgs(['--deals', '20', '--turn', '3', '-v'], KLONDIKE)).toEqual({
      deals: 20,
      turn: 3,
      out: 'dist/x.jsonl',
      verbose: true,
    });
    expect(readBenchArgs([], KLONDIKE)).toEqual({
      deals: 200,
      turn: 1,
      out: 'dist/x.jsonl',
      verbose: false,
    });
  });

  it('refuses what the benchmark would otherwise run with', () => {
    expect(() => readBenchArgs(['--turn', '2'], KLONDIKE)).toThrow(
      '--turn must be 1 or 3 (got "2")',
    );
    expect(() => readBenchArgs(['--deals', '1e3'], KLONDIKE)).toThrow(
      '--deals must be a whole number from 1 to 100,000 (got "1e3")',
    );
    expect(() => readBenchArgs(['--deal', '3'], KLONDIKE)).toThrow("Unknown option '--deal'");
    expect(() => readBenchArgs(['--deals'], KLONDIKE)).toThrow(
      "Option '--deals <value>' argument missing",
    );
    expect(() => readBenchArgs(['20'], KLONDIKE)).toThrow("Unexpected argument '20'");
  });

  it('reads one positional number in its range', () => {
    const runs = { name: 'RUNS', min: 1, max: 100, default: 40 };
    expect(readBenchArgs([], {}, runs).positional).toBe(40);
    expect(readBenchArgs(['7'], {}, runs).positional).toBe(7);
    expect(() => readBenchArgs(['0'], {}, runs)).toThrow(
      'RUNS must be a whole number from 1 to 100 (got "0")',
    );
    expect(() => readBenchArgs(['1', '2'], {}, runs)).toThrow(
      'expected at most one RUNS (got 1 2)',
    );
  });
});

describe('the autosolve benchmark busy time', () => {
  it('is whole milliseconds or a range, and anything else is refused in one line', () => {
    expect(parseBusy('250')).toBe(250);
    expect(parseBusy('0')).toBe(0);
    expect(parseBusy('150-900')).toEqual({ min: 150, max: 900 });
    for (const bad of ['', 'x', '-5', '900-150', '10001', '1-20000', '1.5']) {
      expect(() => parseBusy(bad)).toThrow(
        `--busy must be whole milliseconds from 0 to 10000, or a range such as 150-900 (got "${bad}")`,
      );
    }
  });
});
