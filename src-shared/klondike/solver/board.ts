/**
 * The search's board: the position as small integers, changed in place by the packed moves
 * of packed-move.ts and changed back by `undo`, with each column's hash kept up to date
 * (hashing.ts). Talon = waste (bottom..top) + stock (top..bottom), `wasteSize` of them in
 * the waste; a talon move brings one talon card to the waste top and plays it (see
 * docs/klondike-solver.md, "The talon as one row").
 */
import type { KlondikeState } from '../state';
import type { DeadEnds } from './dead-ends';
import type { FirstMoves } from './first-move';
import { hashColumn, positionKey } from './hashing';
import {
  COLUMN_TO_COLUMN,
  COLUMN_TO_FOUNDATION,
  FOUNDATION_TO_COLUMN,
  RESET_BIT,
  TALON_TO_COLUMN,
  TALON_TO_FOUNDATION,
  moveDst,
  moveKind,
  moveSrc,
  moveStart,
  rank,
  red,
  suit,
} from './packed-move';

/**
 * Whether move `m` (with what `apply` returned) can have made a column stuck: only a card
 * going home or a card turned up can.
 */
export function mayMakeStuck(m: number, undo: number): boolean {
  const kind = moveKind(m);
  return (
    kind === TALON_TO_FOUNDATION ||
    kind === COLUMN_TO_FOUNDATION ||
    (kind === COLUMN_TO_COLUMN && (undo & 1) === 1)
  );
}

/** Removes `list[k]`, as `splice(k, 1)` would, without making an array of what it removed. */
function removeAt(list: number[], k: number): void {
  for (let j = k + 1; j < list.length; j++) list[j - 1] = list[j];
  list.length--;
}

/** Inserts `value` at index `k`, as `splice(k, 0, value)` would. */
function insertAt(list: number[], k: number, value: number): void {
  list.push(value);
  for (let j = list.length - 1; j > k; j--) list[j] = list[j - 1];
  list[k] = value;
}

export class Board {
  /** Each column's cards, deepest first; the first `coveredCount[i]` of column i are covered. */
  readonly cols: number[][];
  readonly coveredCount = new Int8Array(7);
  /** Per suit (c d h s), the rank of the foundation's top card (0: empty). */
  readonly foundationTop = new Int8Array(4);
  /** Waste (bottom..top) then stock (top..bottom). */
  talon: number[];
  /** How many talon cards are in the waste. */
  wasteSize: number;
  /** Resets left; -1: unlimited. */
  resets: number;
  readonly turn: number;
  /** Standard rules: a foundation's top card may go back to a column. */
  readonly standard: boolean;
  /** Covered cards in all columns. */
  coveredTotal = 0;
  /** Each column's hash, as two halves (hashing.ts); read by predecessors.ts. */
  readonly hashA = new Int32Array(7);
  readonly hashB = new Int32Array(7);

  constructor(start: KlondikeState) {
    this.standard = start.rules === 'standard';
    this.cols = start.tableau.map((c) => [...c.covered, ...c.faceUp]);
    start.tableau.forEach((c, i) => {
      this.coveredCount[i] = c.covered.length;
      this.coveredTotal += c.covered.length;
      this.hashColumn(i);
    });
    start.foundations.forEach((top, s) => (this.foundationTop[s] = top));
    this.talon = [...start.waste, ...start.stock];
    this.wasteSize = start.waste.length;
    this.resets = start.resetsLeft ?? -1;
    this.turn = start.turn;
  }

  hashColumn(i: number): void {
    hashColumn(this.cols[i], this.coveredCount[i], i, this.hashA, this.hashB);
  }

  /** The 64-bit key of the position into `out` (see hashing.ts); `wasteKey` -1 leaves it out. */
  key(wasteKey: number, out: Int32Array): void {
    positionKey(this.hashA, this.hashB, this.foundationTop, wasteKey, this.resets, out);
  }

  /** Plays macro move m; returns what `undo` needs. */
  apply(m: number): number {
    const kind = moveKind(m);
    const src = moveSrc(m);
    const dst = moveDst(m);
    const found = this.foundationTop;
    if (kind === FOUNDATION_TO_COLUMN) {
      const card = (found[src] - 1) * 4 + src;
      found[src]--;
      this.cols[dst].push(card);
      this.hashColumn(dst);
      return 0;
    }
    if (kind === TALON_TO_FOUNDATION || kind === TALON_TO_COLUMN) {
      const card = this.talon[src - 1];
      const undo = this.wasteSize | ((this.resets + 1) << 6) | (card << 11);
      removeAt(this.talon, src - 1);
      if (m & RESET_BIT && this.resets > 0) this.resets--;
      this.wasteSize = src - 1;
      if (kind === TALON_TO_FOUNDATION) found[suit(card)]++;
      else {
        this.cols[dst].push(card);
        this.hashColumn(dst);
      }
      return undo;
    }
    const col = this.cols[src];
    let count = 1;
    let card = 0;
    if (kind === COLUMN_TO_FOUNDATION) {
      card = col.pop()!;
      found[suit(card)]++;
    } else {
      const from = moveStart(m);
      count = col.length - from;
      const dest = this.cols[dst];
      for (let k = from; k < col.length; k++) dest.push(col[k]);
      col.length = from;
      this.hashColumn(dst);
    }
    let flipped = 0;
    if (col.length > 0 && col.length === this.coveredCount[src]) {
      this.coveredCount[src]--;
      this.coveredTotal--;
      flipped = 1;
    }
    this.hashColumn(src);
    return flipped | (count << 1) | (card << 6);
  }

  /** Takes back macro move m, given what `apply` returned. */
  undo(m: number, undo: number): void {
    const kind = moveKind(m);
    const src = moveSrc(m);
    const dst = moveDst(m);
    const found = this.foundationTop;
    if (kind === FOUNDATION_TO_COLUMN) {
      this.cols[dst].pop();
      found[src]++;
      this.hashColumn(dst);
      return;
    }
    if (kind === TALON_TO_FOUNDATION || kind === TALON_TO_COLUMN) {
      let card: number;
      if (kind === TALON_TO_FOUNDATION) {
        // The card is the one whose foundation grew; it is the talon card q-1 that was taken.
        card = undo >> 11;
        found[suit(card)]--;
      } else {
        card = this.cols[dst].pop()!;
        this.hashColumn(dst);
      }
      insertAt(this.talon, src - 1, card);
      this.wasteSize = undo & 63;
      this.resets = ((undo >> 6) & 31) - 1;
      return;
    }
    const col = this.cols[src];
    if (undo & 1) {
      this.coveredCount[src]++;
      this.coveredTotal++;
    }
    if (kind === COLUMN_TO_FOUNDATION) {
      const card = undo >> 6;
      found[suit(card)]--;
      col.push(card);
    } else {
      const dest = this.cols[dst];
      const from = dest.length - ((undo >> 1) & 31);
      for (let k = from; k < dest.length; k++) col.push(dest[k]);
      dest.length = from;
      this.hashColumn(dst);
    }
    this.hashColumn(src);
  }

  /** Moves still needed to meet the winning condition once nothing is covered, or -1. */
  finishCost(): number {
    if (this.coveredTotal > 0) return -1;
    const n = this.talon.length;
    if (n === 0) return 0;
    if (n === 1) return this.wasteSize === 1 ? 0 : 1;
    return -1;
  }

  /**
   * A lower bound on the moves still needed to win, from three disjoint kinds of move: each
   * covered card needs a move from its column that turns it up, each talon card but one a
   * move out of the waste, and each stock card a turn (a turn takes `turn` of them).
   */
  movesStillNeeded(): number {
    const stock = this.talon.length - this.wasteSize;
    return this.coveredTotal + Math.max(0, this.talon.length - 1) + Math.ceil(stock / this.turn);
  }

  /**
   * Whether some column can never be cleared: a card other than a king with covered cards
   * under it that can leave only home or onto a card one rank higher of the other colour,
   * while a lower card of its suit and both those cards lie under it (or, exchange rules,
   * are home). Sound for any move limit; see docs/klondike-solver.md, "Stuck columns".
   */
  stuck(): boolean {
    const { cols, coveredCount, foundationTop: found } = this;
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const top = Math.min(coveredCount[i], col.length - 1);
      for (let j = 1; j <= top; j++) {
        const card = col[j];
        const r = rank(card);
        if (r === 13) continue;
        // The two cards it could lie on: rank r + 1 of the other colour.
        const black = !red(card);
        const p1 = (r << 2) | (black ? 1 : 0);
        const p2 = (r << 2) | (black ? 2 : 3);
        let homeBlocked = false;
        let free1 = this.standard || found[suit(p1)] <= r;
        let free2 = this.standard || found[suit(p2)] <= r;
        for (let k = 0; k < j; k++) {
          const below = col[k];
          if (below === p1) free1 = false;
          else if (below === p2) free2 = false;
          else if (suit(below) === suit(card) && below < card) homeBlocked = true;
        }
        if (homeBlocked && !free1 && !free2) return true;
      }
    }
    return false;
  }

  /** Whether some card can never make its first move (first-move.ts). */
  isStuckAtFirstMove(firstMoves: FirstMoves): boolean {
    return firstMoves.isDead(
      this.cols,
      this.coveredCount,
      this.foundationTop,
      this.talon,
      this.standard,
    );
  }

  /**
   * Whether the relaxed game of dead-ends.ts cannot turn up every covered card;
   * `clearsAlready` as `DeadEnds.isDead` takes it.
   */
  isDeadEnd(deadEnds: DeadEnds, clearsAlready = false): boolean {
    return deadEnds.isDead(
      this.cols,
      this.coveredCount,
      this.foundationTop,
      this.talon,
      this.standard,
      this.turn,
      this.wasteSize,
      this.resets,
      clearsAlready,
    );
  }
}
