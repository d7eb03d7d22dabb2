import { describe, expect, it } from 'vitest';
import { SEED_MAX, isSeed, parseSeed } from './seed';

describe('parseSeed: one rule for every seed field', () => {
  it.each([
    ['1', 1],
    ['  42 ', 42],
    ['0007', 7],
    ['2147483646', 2147483646],
  ])('reads %j as %d', (text, seed) => {
    expect(parseSeed(text)).toEqual({ ok: true, seed });
  });

  it.each([
    '',
    ' ',
    '0',
    '-1',
    '+5',
    '1e3',
    '1.0',
    '1 000',
    '0x10',
    'abc',
    '2147483647',
    '99999999999',
  ])('refuses %j, naming it', (text) => {
    expect(parseSeed(text)).toEqual({
      ok: false,
      message: `a seed must be a whole number from 1 to 2147483646 (got ${JSON.stringify(text)})`,
    });
  });

  it('isSeed agrees at the edges', () => {
    expect([0, 1, 1.5, SEED_MAX, SEED_MAX + 1, NaN].map(isSeed)).toEqual([
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
  });
});
