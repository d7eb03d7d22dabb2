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
/**
 * Searched to its end without a win, but it may hang on a position still on the path (a
 * move back to one was skipped): `settle` makes it FAILS_ALWAYS once that is over (see
 * settling.ts). Only tables `withSerials` hold it.
 */
const UNSETTLED = -2;
const IN_PROGRESS = 1 << 30;
/** What `forget` leaves: searched again whatever the moves used. */
const FORGOTTEN = IN_PROGRESS - 1;

/** What `state` says of a recorded position. */
export const LOST = 0;
export const ON_PATH = 1;
export const UNSETTLED_LOSS = 2;
/** Failed within the move limit only, forgotten, or not recorded. */
export const OTHER = 3;
/** How far from a new position's slot the full table looks for an old one to forget. */
const EVICT_WINDOW = 16;

/**
 * Open-addressing hash table (linear probing) of 64-bit position keys (two int32 halves).
 * Each entry holds FAILS_ALWAYS, or the fewest moves used when the position was searched
 * (with IN_PROGRESS while it is on the search path). A failure the move limit never touched
 * holds for any number of moves, so those positions are never searched twice; only failures
 * the limit cut short are searched again when met with fewer moves used, which keeps "not
 * winnable within N" exact.
 *
 * It grows up to `maxBits` bits of slots. Full at that size, a new position takes the place
 * of an old one no longer on the search path, found near its own slot: forgetting a failure
 * only means searching it again, while the positions on the path stay, so the search still
 * never walks in a circle (docs/klondike-solver.md, "The transposition table").
 */
export class TranspositionTable {
  private mask: number;
  private keyA: Int32Array;
  private keyB: Int32Array;
  private value: Int32Array;
  /**
   * Per slot, with `withSerials`: the number the search gave the position when it entered
   * it (settling.ts).
   */
  private serial: Int32Array | null;
  /** The slot `visit` last found or filled, -1 if it could not record the position. */
  lastSlot = -1;
  size = 0;
  /** Old positions forgotten to make room for new ones, the table being full. */
  evicted = 0;
  /** Up to 2^25 slots, 384 MB (docs/klondike-solver.md, "The transposition table"). */
  static readonly MAX_BITS = 25;

  constructor(
    bits = 16,
    private readonly maxBits = TranspositionTable.MAX_BITS,
    withSerials = false,
  ) {
    bits = Math.min(bits, maxBits);
    this.mask = (1 << bits) - 1;
    this.keyA = new Int32Array(1 << bits);
    this.keyB = new Int32Array(1 << bits);
    this.value = new Int32Array(1 << bits);
    this.serial = withSerials ? new Int32Array(1 << bits) : null;
  }

  /** Forgets every position, keeping the arrays at their size (see best-first.ts, `RunArrays`). */
  clear(): void {
    this.keyB.fill(0);
    this.size = 0;
    this.evicted = 0;
    this.lastSlot = -1;
  }

  private home(a: number, b: number): number {
    return (a ^ Math.imul(b, 0x9e3779b1)) & this.mask;
  }

  private slot(a: number, b: number): number {
    let i = this.home(a, b);
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
      this.lastSlot = i;
      const seen = TranspositionTable.seenAs(this.value[i], used);
      if (seen === FRESH) this.value[i] = used | IN_PROGRESS;
      return seen;
    }
    if (this.size * 10 >= this.mask * 7) {
      if (this.mask < this.maxMask) {
        this.grow();
      } else if (this.evictNear(this.home(a, b))) {
        this.size--;
      } else if (this.size * 10 >= this.mask * 9) {
        // Nothing near that may go (every slot on the search path): search on without
        // remembering this one (never met in practice; it keeps the table from filling).
        this.lastSlot = -1;
        return FRESH;
      }
      i = this.slot(a, b);
    }
    this.keyA[i] = a;
    this.keyB[i] = b;
    this.value[i] = used | IN_PROGRESS;
    this.size++;
    this.lastSlot = i;
    return FRESH;
  }

  private get maxMask(): number {
    return (1 << this.maxBits) - 1;
  }

  /**
   * Removes the first entry from slot `start` on (within `EVICT_WINDOW` slots) whose
   * position is not on the search path; false if there is none. The entries after it
   * move back into the gap where their own probe sequence allows (backward-shift
   * deletion), so every key left is still found from its home slot.
   */
  private evictNear(start: number): boolean {
    const { keyA, keyB, value, serial, mask } = this;
    let gap = -1;
    for (let k = 0, i = start; k < EVICT_WINDOW; k++, i = (i + 1) & mask) {
      if (keyB[i] === 0) continue;
      const v = value[i];
      if (v < 0 || !(v & IN_PROGRESS)) {
        gap = i;
        break;
      }
    }
    if (gap < 0) return false;
    this.evicted++;
    keyB[gap] = 0;
    for (let j = (gap + 1) & mask; keyB[j] !== 0; j = (j + 1) & mask) {
      const h = this.home(keyA[j], keyB[j]);
      // The entry at j may fill the gap unless its home lies in (gap, j] (cyclically).
      const stays = gap <= j ? gap < h && h <= j : gap < h || h <= j;
      if (stays) continue;
      keyA[gap] = keyA[j];
      keyB[gap] = keyB[j];
      value[gap] = value[j];
      if (serial) serial[gap] = serial[j];
      keyB[j] = 0;
      gap = j;
    }
    return true;
  }

  /**
   * What `visit` would say with no moves used, without recording the position (FRESH if
   * it is not known).
   */
  peek(a: number, b: number): number {
    const i = this.slot(a, b | 1);
    return this.keyB[i] === 0 ? FRESH : TranspositionTable.seenAs(this.value[i], 0);
  }

  /** What an entry holding `v` says of a position met with `used` moves. */
  private static seenAs(v: number, used: number): number {
    if (v < 0 || v & IN_PROGRESS) return SEEN;
    return v <= used ? SEEN_CUT : FRESH;
  }

  /**
   * Records that a position fails whatever the moves left, found without searching it;
   * left alone if it is on the search path (its own search will finish it).
   */
  addFailure(a: number, b: number, serial = -1): void {
    // `visit` leaves the slot it filled in `lastSlot` (-1: the position could not be kept).
    if (this.visit(a, b, 0) !== FRESH || this.lastSlot < 0) return;
    this.finishAt(this.lastSlot, false, serial < 0);
    if (serial >= 0) this.setSerial(this.lastSlot, serial);
  }

  /** Forgets what is known of a position left on an abandoned search path. */
  forget(a: number, b: number): void {
    const i = this.slot(a, b | 1);
    if (this.keyB[i] !== 0) this.value[i] = FORGOTTEN;
  }

  /**
   * The search of the position is over without a win; `cut` if the move limit played a part,
   * `settled` false if it may hang on a position still on the path (see `UNSETTLED`).
   */
  finish(a: number, b: number, cut: boolean, settled = true): void {
    const i = this.slot(a, b | 1);
    if (this.keyB[i] !== 0) this.finishAt(i, cut, settled);
  }

  /** `finish` of the position recorded in `slot`. */
  private finishAt(slot: number, cut: boolean, settled: boolean): void {
    const v = this.value[slot];
    this.value[slot] = cut ? v & ~IN_PROGRESS : settled ? FAILS_ALWAYS : UNSETTLED;
  }

  /**
   * Reads the slot a lookup of key a, b starts at (its numbers xored, so that the loads are
   * made), to have it in the cache when the lookup comes.
   */
  touch(a: number, b: number): number {
    const i = this.home(a, b | 1);
    return this.keyB[i] ^ this.keyA[i] ^ this.value[i];
  }

  /** The slot of a recorded position, or -1 (nothing recorded, nothing changed). */
  find(a: number, b: number): number {
    const i = this.slot(a, b | 1);
    return this.keyB[i] === 0 ? -1 : i;
  }

  /** What is known of the position in `slot` (-1: none): LOST, ON_PATH, UNSETTLED_LOSS or OTHER. */
  state(slot: number): number {
    if (slot < 0) return OTHER;
    const v = this.value[slot];
    if (v === FAILS_ALWAYS) return LOST;
    if (v === UNSETTLED) return UNSETTLED_LOSS;
    return v & IN_PROGRESS ? ON_PATH : OTHER;
  }

  /** The number given to the position in `slot` (`withSerials` only). */
  serialAt(slot: number): number {
    return this.serial![slot];
  }

  setSerial(slot: number, serial: number): void {
    this.serial![slot] = serial;
  }

  /** The position in `slot`, an unsettled loss, turns out lost for good. */
  settle(slot: number): void {
    this.value[slot] = FAILS_ALWAYS;
  }

  private grow(): void {
    const { keyA, keyB, value, serial } = this;
    const bits = Math.log2(this.mask + 1) + 1;
    this.mask = (1 << bits) - 1;
    this.keyA = new Int32Array(1 << bits);
    this.keyB = new Int32Array(1 << bits);
    this.value = new Int32Array(1 << bits);
    const moved = serial ? new Int32Array(1 << bits) : null;
    this.serial = moved;
    for (let j = 0; j < keyB.length; j++) {
      if (keyB[j] === 0) continue;
      const i = this.slot(keyA[j], keyB[j]);
      this.keyA[i] = keyA[j];
      this.keyB[i] = keyB[j];
      this.value[i] = value[j];
      if (moved) moved[i] = serial![j];
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
