import type { Lehmer } from './lehmer';

/**
 * Shuffles in place the way seed 003 specifies: for i = 0 .. n-2, pick j from i .. n-1 as
 * `i + floor((n - i) * random())` and swap. Deals depend on exactly this order of draws.
 */
export function shuffleInPlace<T>(items: T[], rng: Lehmer): T[] {
  const n = items.length;
  for (let i = 0; i < n - 1; i++) {
    const j = i + Math.floor((n - i) * rng.random());
    const held = items[i];
    items[i] = items[j];
    items[j] = held;
  }
  return items;
}
