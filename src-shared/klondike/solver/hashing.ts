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
  let a = 0x12345 + down;
  let b = 0x6789a + Math.imul(down, 31);
  for (let j = 0; j < cards.length; j++) {
    a = Math.imul(a ^ (cards[j] + 1), HASH_MUL_A);
    b = Math.imul(b + cards[j] + 7, HASH_MUL_B) ^ (b >>> 13);
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
  const extra =
    found[0] |
    (found[1] << 4) |
    (found[2] << 8) |
    (found[3] << 12) |
    (p >= 0 ? (p + 1) << 16 : 0) |
    ((resets + 1) << 22);
  key[0] = (a ^ mix(extra)) | 0;
  key[1] = (b + mix(extra ^ 0x27d4eb2f)) | 0;
}
