/**
 * The 64-bit position key, as two int32 halves. Each column is hashed on its own (only the
 * columns a move touched are hashed again) and the column hashes are summed, so the order
 * of the columns never matters: positions that differ by a permutation of the columns
 * (two empty columns, kings heading columns in other places) share a key, as they win or
 * fail together. The foundations, the waste size and the resets left are mixed in last.
 */
const HASH_MUL_A = 0x85ebca6b;
const HASH_MUL_B = 0xc2b2ae35;

/** A 32-bit finaliser (lowbias32): a bijection that scrambles every bit. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  return h ^ (h >>> 16);
}

/** Hashes column `i` (its cards deepest first, `down` of them covered) into hashA/hashB[i]. */
export function hashColumn(
  cards: readonly number[],
  down: number,
  i: number,
  hashA: Int32Array,
  hashB: Int32Array,
): void {
  hashJoined(cards, cards.length, cards, 0, 0, down, i, hashA, hashB);
}

/**
 * Hashes, as `hashColumn` would, the column made of the first `n` cards of `cards` and then
 * `more[from..to)`, `down` of them covered, into hashA/hashB[i]: a column as it would be
 * after a move, without making the move (predecessors.ts).
 */
export function hashJoined(
  cards: readonly number[],
  n: number,
  more: readonly number[],
  from: number,
  to: number,
  down: number,
  i: number,
  hashA: Int32Array,
  hashB: Int32Array,
): void {
  let a = 0x12345 + down;
  let b = 0x6789a + Math.imul(down, 31);
  for (let j = 0; j < n; j++) {
    a = Math.imul(a ^ (cards[j] + 1), HASH_MUL_A);
    b = Math.imul(b + cards[j] + 7, HASH_MUL_B) ^ (b >>> 13);
  }
  for (let j = from; j < to; j++) {
    a = Math.imul(a ^ (more[j] + 1), HASH_MUL_A);
    b = Math.imul(b + more[j] + 7, HASH_MUL_B) ^ (b >>> 13);
  }
  hashA[i] = mix(a);
  hashB[i] = mix(b ^ 0x5bd1e995);
}

/**
 * The key of a position into `key[0]`, `key[1]`: the column hashes summed, then the
 * foundations (`found`, top ranks c d h s), the waste size `p` (or -1 to leave it out) and
 * the resets left (`resets`, -1 for unlimited).
 */
export function positionKey(
  hashA: Int32Array,
  hashB: Int32Array,
  found: Int8Array,
  p: number,
  resets: number,
  key: Int32Array,
): void {
  let a = 0;
  let b = 0;
  for (let i = 0; i < hashA.length; i++) {
    a = (a + hashA[i]) | 0;
    b = (b + hashB[i]) | 0;
  }
  const extra = restOfKey(found, p, resets);
  key[0] = (a ^ mix(extra)) | 0;
  key[1] = (b + mix(extra ^ 0x27d4eb2f)) | 0;
}

/** The foundations, the waste size and the resets left, packed as `positionKey` mixes them in. */
function restOfKey(found: Int8Array, p: number, resets: number): number {
  return (
    found[0] |
    (found[1] << 4) |
    (found[2] << 8) |
    (found[3] << 12) |
    (p >= 0 ? (p + 1) << 16 : 0) |
    ((resets + 1) << 22)
  );
}

/**
 * What `positionKey` adds to the summed column hashes for these foundations, waste size and
 * resets, into `out[0]` (xored into the first half) and `out[1]` (added to the second): a key
 * is then `(sumA ^ out[0], sumB + out[1])`, for keys of many positions that differ in a
 * column or two (predecessors.ts).
 */
export function keyMixes(found: Int8Array, p: number, resets: number, out: Int32Array): void {
  const extra = restOfKey(found, p, resets);
  out[0] = mix(extra);
  out[1] = mix(extra ^ 0x27d4eb2f);
}
