/**
 * What the search remembers of the positions it met: a cache of dead positions (those
 * proved not to win, for good or within the moves they had) and the positions on the
 * current search path, against cycles.
 */

// What the table says about a position met again.
/** New, or searched before with more moves behind it: search it. */
export const FRESH = 0;
/** Fails whatever the moves left, or is being searched on the current path. */
export const SEEN = 1;
/** Failed only because the move limit cut it short, with as few moves. */
export const SEEN_CUT = 2;

const FAILS_ALWAYS = -1;
const IN_PROGRESS = 1 << 30;

/**
 * Open-addressing hash table of 64-bit position keys (two int32 halves). Each entry holds
 * FAILS_ALWAYS, or the fewest moves used when the position was searched (with IN_PROGRESS
 * while it is on the search path). A failure the move limit never touched holds for any
 * number of moves, so those positions are never searched twice; only failures the limit cut
 * short are searched again when met with fewer moves used, which keeps "not winnable within
 * N" exact.
 */
export class TranspositionTable {
  private mask: number;
  private keyA: Int32Array;
  private keyB: Int32Array;
  private value: Int32Array;
  size = 0;
  /** Up to 2^25 slots, 384 MB (docs/klondike-solver.md, "The transposition table"). */
  private static readonly MAX_BITS = 25;

  constructor(bits = 16) {
    this.mask = (1 << bits) - 1;
    this.keyA = new Int32Array(1 << bits);
    this.keyB = new Int32Array(1 << bits);
    this.value = new Int32Array(1 << bits);
  }

  private slot(a: number, b: number): number {
    let i = (a ^ Math.imul(b, 0x9e3779b1)) & this.mask;
    for (;;) {
      const kb = this.keyB[i];
      if (kb === 0 || (kb === b && this.keyA[i] === a)) return i;
      i = (i + 1) & this.mask;
    }
  }

  /** FRESH (and marks it in progress with `used`), SEEN or SEEN_CUT. */
  visit(a: number, b: number, used: number): number {
    b |= 1; // 0 marks an empty slot
    let i = this.slot(a, b);
    if (this.keyB[i] !== 0) {
      const v = this.value[i];
      if (v === FAILS_ALWAYS || v & IN_PROGRESS) return SEEN;
      if (v <= used) return SEEN_CUT;
      this.value[i] = used | IN_PROGRESS;
      return FRESH;
    }
    if (this.size * 10 >= this.mask * 7) {
      // Full: grow while memory allows, else search on without remembering more.
      if (this.mask + 1 >= 1 << TranspositionTable.MAX_BITS) return FRESH;
      this.grow();
      i = this.slot(a, b);
    }
    this.keyA[i] = a;
    this.keyB[i] = b;
    this.value[i] = used | IN_PROGRESS;
    this.size++;
    return FRESH;
  }

  /** Forgets what is known of a position left on an abandoned search path. */
  forget(a: number, b: number): void {
    const i = this.slot(a, b | 1);
    if (this.keyB[i] !== 0) this.value[i] = IN_PROGRESS - 1;
  }

  /** The search of the position is over without a win; `cut` if the move limit played a part. */
  finish(a: number, b: number, cut: boolean): void {
    const i = this.slot(a, b | 1);
    if (this.keyB[i] === 0) return;
    this.value[i] = cut ? this.value[i] & ~IN_PROGRESS : FAILS_ALWAYS;
  }

  private grow(): void {
    const { keyA, keyB, value } = this;
    const bits = Math.log2(this.mask + 1) + 1;
    this.mask = (1 << bits) - 1;
    this.keyA = new Int32Array(1 << bits);
    this.keyB = new Int32Array(1 << bits);
    this.value = new Int32Array(1 << bits);
    for (let j = 0; j < keyB.length; j++) {
      if (keyB[j] === 0) continue;
      const i = this.slot(keyA[j], keyB[j]);
      this.keyA[i] = keyA[j];
      this.keyB[i] = keyB[j];
      this.value[i] = value[j];
    }
  }
}

/** Without the table (`winnable` without -c) only the current path is remembered, against cycles. */
export class PathSet {
  private keys = new Set<number>();
  get size(): number {
    return this.keys.size;
  }
  private static key(a: number, b: number): number {
    return (a >>> 0) * 2097152 + ((b >>> 0) & 0x1fffff);
  }
  visit(a: number, b: number): number {
    const key = PathSet.key(a, b);
    if (this.keys.has(key)) return SEEN;
    this.keys.add(key);
    return FRESH;
  }
  finish(a: number, b: number): void {
    this.keys.delete(PathSet.key(a, b));
  }
}
