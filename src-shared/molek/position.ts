/**
 * The solver's packed board: the same rules as rules.ts, on typed arrays, with moves made
 * and unmade in place and an incremental hash that ignores column order.
 *
 * Representation: `cards[c * STRIDE + r]` is the rank (6..14) at column c, row r, 0 above the
 * top; `length[c]` the number of cards; `cheated[c]` 1 when the top card is cheated.
 *
 * Hash: every column keeps two 32-bit Zobrist sums over (row, rank) plus a cheat term. A
 * column's sums are scrambled by a non-linear finaliser (so cards of different columns do not
 * mix), and the board key is the sum of the scrambled column values: a sum does not depend
 * on the order of its terms, so boards whose columns are only permuted share a key, and equal
 * columns (empty, locked) simply count twice. Two independent lanes give a 64-bit key.
 *
 * Breaks: the admissible lower bound on the moves still needed. A break is a place where a
 * card lies on a card that is not exactly one higher, or a column whose row 0 is not a T.
 * A won board has none; a move picks up a run at one row, so it removes at most the one break
 * under that row, and a landing never removes one. Example: `997VT8.` has breaks at rows
 * 0 (a 9, not a T), 1 (9 on 9), 2 (7 on 9), 3 (V on 7), 4 (T on V), 5 (8 on T): 6.
 *
 * A move is packed into one integer: `from | row << 3 | to << 7 | cheat << 11`.
 */
import { COLUMN_COUNT, type Board, type Rank } from './cards';
import type { Move } from './rules';
import { mix32 } from '../hash';

export const STRIDE = 16;
const ACE = 14;
const SIX = 6;
const LOCK_LENGTH = 9;

// Deterministic Zobrist tables (a fixed xorshift sequence), two lanes.
const ZOBRIST_A = new Int32Array(STRIDE * 16 + 1);
const ZOBRIST_B = new Int32Array(STRIDE * 16 + 1);
{
  let x = 0x9e3779b9 | 0;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x | 0;
  };
  for (let i = 0; i < ZOBRIST_A.length; i++) ZOBRIST_A[i] = next();
  for (let i = 0; i < ZOBRIST_B.length; i++) ZOBRIST_B[i] = next();
}
const CHEAT_SLOT = STRIDE * 16;

/** The B half of the key scrambles salted sums, so it does not just repeat the A half. */
function scrambleB(h: number): number {
  return mix32(h ^ 0x5bd1e995);
}

export function packMove(from: number, row: number, to: number, cheat: boolean): number {
  return from | (row << 3) | (to << 7) | (cheat ? 1 << 11 : 0);
}
export const moveFrom = (m: number): number => m & 7;
export const moveRow = (m: number): number => (m >>> 3) & 15;
export const moveTo = (m: number): number => (m >>> 7) & 7;
export const moveIsCheat = (m: number): boolean => (m & (1 << 11)) !== 0;

export function unpackMove(m: number): Move {
  return { from: moveFrom(m), row: moveRow(m), to: moveTo(m), cheat: moveIsCheat(m) };
}

export class Position {
  readonly cards = new Uint8Array(COLUMN_COUNT * STRIDE);
  readonly length = new Uint8Array(COLUMN_COUNT);
  readonly cheated = new Uint8Array(COLUMN_COUNT);
  /** Per-column Zobrist sums (both lanes). */
  private readonly sumA = new Int32Array(COLUMN_COUNT);
  private readonly sumB = new Int32Array(COLUMN_COUNT);
  /** The order-independent 64-bit key, as two 32-bit lanes. */
  keyA = 0;
  keyB = 0;
  /** Breaks on the board: a lower bound on the moves left. */
  breaks = 0;
  /** Number of cheated cards on the board. */
  cheats = 0;

  constructor(board: Board) {
    this.load(board);
  }

  /** Sets this position to `board`. */
  load(board: Board): void {
    this.cards.fill(0);
    board.columns.forEach((column, c) => {
      column.cards.forEach((rank, r) => (this.cards[c * STRIDE + r] = rank));
      this.length[c] = column.cards.length;
      this.cheated[c] = column.cheated ? 1 : 0;
    });
    this.refresh();
  }

  /** Sets this position to a record written by `savePosition`. */
  loadRecord(store: Uint8Array, offset: number): void {
    this.cards.fill(0);
    let k = offset + 12;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const n = store[offset + c];
      this.length[c] = n;
      this.cheated[c] = store[offset + 6 + c];
      const base = c * STRIDE;
      for (let r = 0; r < n; r++) this.cards[base + r] = store[k++];
    }
    this.refresh();
  }

  /** Recomputes hash, breaks and cheats from the cards. */
  private refresh(): void {
    this.breaks = 0;
    this.cheats = 0;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      this.rehashColumn(c);
      this.breaks += this.columnBreaks(c);
      this.cheats += this.cheated[c];
    }
    this.keyA = 0;
    this.keyB = 0;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      this.keyA = (this.keyA + mix32(this.sumA[c])) | 0;
      this.keyB = (this.keyB + scrambleB(this.sumB[c])) | 0;
    }
  }

  toBoard(): Board {
    const columns = [];
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const cards: Rank[] = [];
      for (let r = 0; r < this.length[c]; r++) cards.push(this.cards[c * STRIDE + r] as Rank);
      columns.push({ cards, cheated: this.cheated[c] === 1 });
    }
    return { columns };
  }

  private rehashColumn(c: number): void {
    let a = 0;
    let b = 0;
    const base = c * STRIDE;
    for (let r = 0; r < this.length[c]; r++) {
      const slot = r * 16 + this.cards[base + r];
      a = (a + ZOBRIST_A[slot]) | 0;
      b = (b + ZOBRIST_B[slot]) | 0;
    }
    if (this.cheated[c]) {
      a = (a + ZOBRIST_A[CHEAT_SLOT]) | 0;
      b = (b + ZOBRIST_B[CHEAT_SLOT]) | 0;
    }
    this.sumA[c] = a;
    this.sumB[c] = b;
  }

  private columnBreaks(c: number): number {
    const n = this.length[c];
    if (n === 0) return 0;
    const base = c * STRIDE;
    let breaks = this.cards[base] === ACE ? 0 : 1;
    for (let r = 1; r < n; r++) if (this.cards[base + r - 1] !== this.cards[base + r] + 1) breaks++;
    return breaks;
  }

  /** Locked: exactly T K D V 10 9 8 7 6 from row 0 (a run from a T of nine cards). */
  isLocked(c: number): boolean {
    return (
      this.length[c] === LOCK_LENGTH &&
      this.cards[c * STRIDE] === ACE &&
      this.cards[c * STRIDE + LOCK_LENGTH - 1] === SIX &&
      this.runStart(c) === 0
    );
  }

  isWon(): boolean {
    return this.breaks === 0 && this.cheats === 0;
  }

  /** Row where the top run starts (the top row when the top card is cheated). */
  runStart(c: number): number {
    const n = this.length[c];
    if (n === 0) return 0;
    let r = n - 1;
    if (this.cheated[c]) return r;
    const base = c * STRIDE;
    while (r > 0 && this.cards[base + r - 1] === this.cards[base + r] + 1) r--;
    return r;
  }

  top(c: number): number {
    const n = this.length[c];
    return n === 0 ? 0 : this.cards[c * STRIDE + n - 1];
  }

  /** Stores new card sums for columns `from` and `to` and moves the board key along. */
  private setSums(from: number, to: number, fa: number, fb: number, ta: number, tb: number): void {
    const { sumA, sumB } = this;
    this.keyA = (this.keyA - mix32(sumA[from]) - mix32(sumA[to]) + mix32(fa) + mix32(ta)) | 0;
    this.keyB =
      (this.keyB - scrambleB(sumB[from]) - scrambleB(sumB[to]) + scrambleB(fb) + scrambleB(tb)) | 0;
    sumA[from] = fa;
    sumB[from] = fb;
    sumA[to] = ta;
    sumB[to] = tb;
  }

  /**
   * Plays a move that the caller knows is allowed; returns the token `unmake` needs: the
   * number of cards moved times two, plus 1 when the moved card was cheated before.
   */
  make(move: number): number {
    const from = move & 7;
    const row = (move >>> 3) & 15;
    const to = (move >>> 7) & 7;
    const cheat = (move >>> 11) & 1;
    const wasCheated = this.cheated[from];
    const cards = this.cards;
    const fromBase = from * STRIDE;
    const toBase = to * STRIDE;
    const n = this.length[from];
    const m = this.length[to];
    const lowest = cards[fromBase + row];

    // Breaks: the one under the picked-up row goes; a landing adds one unless it fits.
    if (row === 0 ? lowest !== ACE : cards[fromBase + row - 1] !== lowest + 1) this.breaks--;
    if (m === 0 ? lowest !== ACE : cards[toBase + m - 1] !== lowest + 1) this.breaks++;

    let fa = this.sumA[from];
    let fb = this.sumB[from];
    let ta = this.sumA[to];
    let tb = this.sumB[to];
    for (let i = 0; i < n - row; i++) {
      const rank = cards[fromBase + row + i];
      const src = (row + i) * 16 + rank;
      const dst = (m + i) * 16 + rank;
      fa = (fa - ZOBRIST_A[src]) | 0;
      fb = (fb - ZOBRIST_B[src]) | 0;
      ta = (ta + ZOBRIST_A[dst]) | 0;
      tb = (tb + ZOBRIST_B[dst]) | 0;
      cards[toBase + m + i] = rank;
      cards[fromBase + row + i] = 0;
    }
    if (wasCheated) {
      fa = (fa - ZOBRIST_A[CHEAT_SLOT]) | 0;
      fb = (fb - ZOBRIST_B[CHEAT_SLOT]) | 0;
      this.cheated[from] = 0;
      this.cheats--;
    }
    if (cheat) {
      ta = (ta + ZOBRIST_A[CHEAT_SLOT]) | 0;
      tb = (tb + ZOBRIST_B[CHEAT_SLOT]) | 0;
      this.cheated[to] = 1;
      this.cheats++;
    }
    this.length[from] = row;
    this.length[to] = m + n - row;
    this.setSums(from, to, fa, fb, ta, tb);
    return ((n - row) << 1) | wasCheated;
  }

  /** Takes back `move`, given the token `make` returned. */
  unmake(move: number, token: number): void {
    const from = move & 7;
    const row = (move >>> 3) & 15;
    const to = (move >>> 7) & 7;
    const cheat = (move >>> 11) & 1;
    const wasCheated = token & 1;
    const unit = token >>> 1;
    const cards = this.cards;
    const fromBase = from * STRIDE;
    const toBase = to * STRIDE;
    const m = this.length[to] - unit;
    const lowest = cards[toBase + m];

    let fa = this.sumA[from];
    let fb = this.sumB[from];
    let ta = this.sumA[to];
    let tb = this.sumB[to];
    for (let i = 0; i < unit; i++) {
      const rank = cards[toBase + m + i];
      const src = (row + i) * 16 + rank;
      const dst = (m + i) * 16 + rank;
      fa = (fa + ZOBRIST_A[src]) | 0;
      fb = (fb + ZOBRIST_B[src]) | 0;
      ta = (ta - ZOBRIST_A[dst]) | 0;
      tb = (tb - ZOBRIST_B[dst]) | 0;
      cards[fromBase + row + i] = rank;
      cards[toBase + m + i] = 0;
    }
    if (cheat) {
      ta = (ta - ZOBRIST_A[CHEAT_SLOT]) | 0;
      tb = (tb - ZOBRIST_B[CHEAT_SLOT]) | 0;
      this.cheated[to] = 0;
      this.cheats--;
    }
    if (wasCheated) {
      fa = (fa + ZOBRIST_A[CHEAT_SLOT]) | 0;
      fb = (fb + ZOBRIST_B[CHEAT_SLOT]) | 0;
      this.cheated[from] = 1;
      this.cheats++;
    }
    this.length[from] = row + unit;
    this.length[to] = m;
    if (row === 0 ? lowest !== ACE : cards[fromBase + row - 1] !== lowest + 1) this.breaks++;
    if (m === 0 ? lowest !== ACE : cards[toBase + m - 1] !== lowest + 1) this.breaks--;
    this.setSums(from, to, fa, fb, ta, tb);
  }
}

/** Bytes of a stored position: six lengths, six cheat marks, then the 36 cards by column. */
export const RECORD_BYTES = 48;

/** Writes `p` into `store` at `offset` (RECORD_BYTES bytes). */
export function savePosition(p: Position, store: Uint8Array, offset: number): void {
  let k = offset + 12;
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const n = p.length[c];
    store[offset + c] = n;
    store[offset + 6 + c] = p.cheated[c];
    const base = c * STRIDE;
    for (let r = 0; r < n; r++) store[k++] = p.cards[base + r];
  }
}
