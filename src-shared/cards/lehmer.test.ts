import { describe, expect, it } from 'vitest';
import { Lehmer } from './lehmer';
import { shuffleInPlace } from './shuffle';

describe('Lehmer', () => {
  it('follows x -> 48271 x mod (2^31 - 1)', () => {
    const rng = new Lehmer(1);
    expect(rng.nextInt()).toBe(48271);
    expect(rng.nextInt()).toBe(182605794);
    expect(rng.nextInt()).toBe(1291394886);
  });

  it('matches the published check value: seed 1, 10,000th state is 399268537', () => {
    const rng = new Lehmer(1);
    let x = 0;
    for (let i = 0; i < 10000; i++) x = rng.nextInt();
    expect(x).toBe(399268537);
  });

  it('stays exact near the top of the range (Schrage never overflows)', () => {
    const rng = new Lehmer(2147483646);
    const expected = Number((2147483646n * 48271n) % 2147483647n);
    expect(rng.nextInt()).toBe(expected);
  });

  it('rejects seeds outside 1 .. 2^31 - 2', () => {
    expect(() => new Lehmer(0)).toThrow(
      'a seed must be a whole number from 1 to 2147483646 (got 0)',
    );
    expect(() => new Lehmer(1.5)).toThrow(RangeError);
    expect(() => new Lehmer(2147483647)).toThrow(RangeError);
  });
});

describe('shuffleInPlace', () => {
  it('is a permutation and repeats for the same seed', () => {
    const a = shuffleInPlace([...Array(52).keys()], new Lehmer(7));
    const b = shuffleInPlace([...Array(52).keys()], new Lehmer(7));
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual([...Array(52).keys()]);
    expect(a).not.toEqual([...Array(52).keys()]);
  });

  it('draws j = i + floor((n - i) * random()) for each i in order', () => {
    const items = [0, 1, 2, 3];
    const rng = new Lehmer(1);
    // random() = 48271/M, 182605794/M, 1291394886/M
    // i=0: j = floor(4 * 2.2478e-5) = 0; i=1: j = 1 + floor(3 * 0.08503) = 1; i=2: j = 2 + floor(2 * 0.6013) = 3
    expect(shuffleInPlace(items, rng)).toEqual([0, 1, 3, 2]);
  });
});
