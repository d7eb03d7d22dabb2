/**
 * The Lehmer ("minimal standard") random number generator of seed 003: modulus 2^31 - 1,
 * multiplier 48271, computed with Schrage's method so no intermediate leaves 32-bit range.
 * The same seed gives the same sequence on every machine, which is what makes a seeded deal
 * reproducible between the terminal game, the desktop table and `solitaire deal`.
 */
export const LEHMER_MODULUS = 2147483647;
export const LEHMER_MULTIPLIER = 48271;
const Q = Math.floor(LEHMER_MODULUS / LEHMER_MULTIPLIER); // 44488
const R = LEHMER_MODULUS % LEHMER_MULTIPLIER; // 3399
/** The seeds the generator takes: any state but 0 (which would stay 0). */
export const LEHMER_SEEDS = { min: 1, max: LEHMER_MODULUS - 1 } as const;

/** Throws a RangeError saying the range unless `seed` is a whole number in `LEHMER_SEEDS`. */
export function checkSeed(seed: number): void {
  if (!Number.isInteger(seed) || seed < LEHMER_SEEDS.min || seed > LEHMER_SEEDS.max) {
    throw new RangeError(
      `a seed must be a whole number from ${LEHMER_SEEDS.min} to ${LEHMER_SEEDS.max} (got ${seed})`,
    );
  }
}

export class Lehmer {
  private state: number;

  /** `seed` must be a whole number from 1 to 2^31 - 2. */
  constructor(seed: number) {
    checkSeed(seed);
    this.state = seed;
  }

  /** The next state, an integer in 1 .. 2^31 - 2. */
  nextInt(): number {
    const hi = Math.floor(this.state / Q);
    const lo = this.state % Q;
    const t = LEHMER_MULTIPLIER * lo - R * hi;
    this.state = t > 0 ? t : t + LEHMER_MODULUS;
    return this.state;
  }

  /** A number in (0, 1): the next state divided by the modulus. */
  random(): number {
    return this.nextInt() / LEHMER_MODULUS;
  }

  /** A whole number in 0 .. n-1. */
  below(n: number): number {
    return Math.floor(n * this.random());
  }
}
