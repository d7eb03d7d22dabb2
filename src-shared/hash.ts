/**
 * murmur3's 32-bit finaliser: a bijection on 32-bit integers that scrambles every bit, so
 * nearby inputs give unrelated outputs. The MOLEK-SYNTEZ position key sums it over columns;
 * War hashes a run seed and a game index with it. Returns a signed 32-bit integer (V8 keeps
 * those unboxed in hot loops); `>>> 0` gives the unsigned value.
 */
export function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x | 0;
}
