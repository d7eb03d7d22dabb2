import type { Suit } from '../cards';
import { type Move, foundationCardsFitting, playMove } from '../moves';
import { type KlondikeState, cloneState, isWon } from '../state';
import { DeadEnds } from './dead-ends';
import { hashColumn, positionKey } from './hashing';
import {
  COLUMN_TO_COLUMN,
  COLUMN_TO_FOUNDATION,
  FOUNDATION_TO_COLUMN,
  RESET_BIT,
  TALON_TO_COLUMN,
  TALON_TO_FOUNDATION,
  fits,
  mkMove,
  moveCost,
  moveDst,
  moveKind,
  moveSrc,
  moveStart,
  rank,
  red,
  suit,
  twin,
} from './packed-move';
import { FRESH, PathSet, SEEN_CUT, TranspositionTable } from './transposition-table';

export type SolveOutcome = 'won' | 'not-winnable' | 'undecided';

/** What the search itself is asked (the drivers in solver.ts add the limits and control). */
export interface SearchOptions {
  /** Longest solution allowed, in moves as `advance` counts them (default 1000). */
  maxMoves?: number;
  /** Use the transposition table (default true; `winnable -c`). */
  transpositionTable?: boolean;
  /** Force safe moves to the foundations (default true; `winnable -f`). */
  safeFoundationMoves?: boolean;
  /**
   * Standard rules: bring any foundation card down, not only those of use at once (see
   * `comesDownUsefully`), and count any card at home as one that may come back to be laid
   * on a card (see `homeCardOfUse`); the reference the tests check those prunings against.
   */
  everyFoundationMove?: boolean;
  /**
   * The lazy prunings (default true): moves put off until something needs them, and in every
   * mode with unlimited resets the waste sizes merged that reach the same talon cards; off,
   * the reference the tests check them against.
   */
  lazyPrunings?: boolean;
  /**
   * Drop positions the relaxed game of dead-ends.ts cannot clear (default true); off, the
   * reference the tests check it against.
   */
  deadEnds?: boolean;
}

export interface SolveStats {
  /** Positions expanded. */
  nodes: number;
  /** Positions held in the transposition table. */
  states: number;
  /** Deepest search path, in moves. */
  maxDepth: number;
  elapsedMs: number;
}

const EXPAND = 0;
const SKIP = 1;
const WON = 2;

/** Dead-end probes: the window they are counted over, and when they count as rare. */
const PROBE_WINDOW = 4096;
const PROBE_RARE = 32;
const PROBE_SPARSE = 16;
const RESTART_FIRST = 20_000;
const RESTART_GROWTH = 1.5;

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

/**
 * A resumable search. `run(nodes)` expands up to that many positions and returns true once
 * the answer is known; `solve` and `solveAsync` drive it.
 */
export class KlondikeSearch {
  // Board
  protected readonly cols: number[][];
  protected readonly down = new Int8Array(7);
  protected readonly found = new Int8Array(4);
  protected talon: number[];
  protected p: number;
  protected resets: number; // -1: unlimited
  private readonly turn: number;
  /** Standard rules: a foundation's top card may go back to a column. */
  protected readonly standard: boolean;
  protected covered = 0;
  private readonly hashA = new Int32Array(7);
  private readonly hashB = new Int32Array(7);

  // Search
  protected readonly maxMoves: number;
  private readonly forceSafe: boolean;
  private readonly everyFoundationMove: boolean;
  private readonly useDeadEnds: boolean;
  protected table: TranspositionTable | null;
  private readonly path: PathSet | null;
  private readonly lists: number[][] = [];
  private readonly next: number[] = [];
  protected readonly played: number[] = [];
  private readonly undos: number[] = [];
  private readonly usedAt: number[] = [];
  private readonly keyAAt: number[] = [];
  private readonly keyBAt: number[] = [];
  /** Whether the move limit cut short some part of the search below each depth. */
  private readonly cutAt: boolean[] = [];
  protected depth = 0;
  private started = false;
  private reach = new Int16Array(64);
  protected readonly deadEnds = new DeadEnds();
  private reachReset = new Uint8Array(64);

  private restartBudget = RESTART_FIRST;
  private restartAt = RESTART_FIRST;
  private shuffle = false;
  private random = 0x2545f491;

  nodes = 0;
  maxDepth = 0;
  outcome: SolveOutcome = 'undecided';
  protected winningFinish = 0;

  constructor(
    protected readonly start: KlondikeState,
    options: SearchOptions = {},
  ) {
    this.standard = start.rules === 'standard';
    this.maxMoves = options.maxMoves ?? 1000;
    this.winnability =
      options.transpositionTable !== false && start.turn === 1 && start.resetsLeft === null;
    this.keyP = !this.winnability;
    this.mergeP =
      options.transpositionTable !== false &&
      start.resetsLeft === null &&
      !this.winnability &&
      (options.lazyPrunings ?? true);
    // The lazy prunings hold under both rule sets (see `lazy`); under the standard rules a
    // card sent home may be wanted back, so a move home is safe only on a stricter
    // condition there (see `isSafe`).
    this.lazy = this.winnability && (options.lazyPrunings ?? true);
    this.forceSafe = options.safeFoundationMoves ?? true;
    this.everyFoundationMove = options.everyFoundationMove ?? false;
    this.useDeadEnds = options.deadEnds ?? true;
    this.table = options.transpositionTable === false ? null : new TranspositionTable();
    this.path = this.table ? null : new PathSet();
    this.cols = start.tableau.map((c) => [...c.covered, ...c.faceUp]);
    start.tableau.forEach((c, i) => {
      this.down[i] = c.covered.length;
      this.covered += c.covered.length;
      this.hashColumn(i);
    });
    start.foundations.forEach((top, s) => (this.found[s] = top));
    this.talon = [...start.waste, ...start.stock];
    this.p = start.waste.length;
    this.resets = start.resetsLeft ?? -1;
    this.turn = start.turn;
  }

  get states(): number {
    return this.table ? this.table.size : this.path!.size;
  }

  protected hashColumn(i: number): void {
    hashColumn(this.cols[i], this.down[i], i, this.hashA, this.hashB);
  }

  /** 64-bit key of the position (see hashing.ts). */
  protected readonly keyHalves = new Int32Array(2);

  /**
   * Whether the key tells the waste size apart. Turning one card with unlimited resets, every
   * talon card can reach the waste top from any waste size, so positions that differ only in
   * it win or fail together (only their move counts differ): winnability mode leaves it out.
   */
  private keyP = true;
  /**
   * With unlimited resets (turning three: winnability mode covers turning one), whether the
   * key merges the waste sizes that leave the same talon cards within reach: after a reset
   * the cards at turn - 1, 2 * turn - 1, ... and the last come to the waste top; with
   * `p` cards in the waste, before a reset, the cards at p - 1, p + turn - 1, ... and the
   * last. When p is a multiple of the turn (or the whole talon is in the waste) those are
   * among the former, so the position reaches the same talon cards as with an empty waste,
   * and playing one leads to the same position either way (the waste is then the cards
   * before it): such waste sizes are keyed as 0. Only the move counts differ, so as in
   * winnability mode a failure counts only if the move limit never cut the search.
   */
  private mergeP = false;
  /**
   * Winnability mode (turn 1, unlimited resets, with the table): the search asks only
   * whether the position wins at all, which lets it merge positions that differ in the waste
   * size and prune by `lazy`. Its wins are real and within the limit; a failure counts only
   * if the move limit never cut the search, else `handOver` starts the exact search.
   */
  private winnability: boolean;
  /**
   * Turning one card with unlimited resets, a card can wait in the talon until the move
   * that needs it, and a card need not go home before something needs it there (see
   * `generate`); winnability mode plays them only then. This holds under the standard
   * rules too: a card that went home early and comes back down later can instead move
   * straight from where it waited (the talon is always in reach; on its column nothing is
   * laid on it meanwhile, as nothing can be laid on a card at home), and one laid on a
   * column from the talon early had nothing laid on it before the move that needs it. The
   * unit tests compare it with the search without these prunings on 700 endgames.
   */
  private lazy = false;
  /** `lazy` holds for the position being expanded (something is still covered). */
  private lazyNow = false;

  protected key(): void {
    positionKey(
      this.hashA,
      this.hashB,
      this.found,
      this.keyP ? this.wasteKey() : -1,
      this.resets,
      this.keyHalves,
    );
  }

  /** The waste size as the key holds it: 0 for those `mergeP` merges with an empty waste. */
  private wasteKey(): number {
    const p = this.p;
    return this.mergeP && (p % this.turn === 0 || p === this.talon.length) ? 0 : p;
  }

  /**
   * Fills `reach[q]` with the moves needed to bring talon card q-1 to the waste top (0 if it
   * is there, -1 if it cannot get there) and `reachReset[q]` with whether that takes a reset.
   */
  private computeReach(): void {
    const n = this.talon.length;
    const t = this.turn;
    const reach = this.reach;
    for (let q = 0; q <= n; q++) {
      reach[q] = -1;
      this.reachReset[q] = 0;
    }
    if (this.p > 0) reach[this.p] = 0;
    let pos = this.p;
    let k = 0;
    while (pos < n) {
      pos = Math.min(pos + t, n);
      k++;
      if (reach[pos] < 0) reach[pos] = k;
    }
    if (this.resets !== 0 && n > 0) {
      k++; // the reset
      pos = 0;
      while (pos < n) {
        pos = Math.min(pos + t, n);
        k++;
        if (reach[pos] < 0) {
          reach[pos] = k;
          this.reachReset[pos] = 1;
        }
      }
    }
  }

  /**
   * Whether sending `card` home (rank r, its foundation at r - 1) is safe: some win plays it
   * now if any win exists. Exchange rules: both foundations of the other colour hold r - 1,
   * so nothing can ever be laid on it. Standard rules: also the other foundation of its
   * colour holds r - 2. Why, under the standard rules: let D be the cards up to r - 1 of
   * the other colour, up to r - 2 of the other suit of its colour and up to r of its suit,
   * all home but this card. A card one rank lower and the other colour than a card of D is
   * in D too, so no card outside D ever lies on one of D. Take a win and drop every move of
   * a card of D (they may come down and go home again in it): each remaining move finds
   * the same top card or foundation it found before, less the cards of D, which are home;
   * covered cards are turned up no later; so the shorter line wins from the position with
   * the card home. (From the waste only when turning one card: the other cards keep their
   * order and every one stays within reach.)
   */
  private isSafe(card: number): boolean {
    const s = suit(card);
    const top = this.found[s];
    if (top !== rank(card) - 1) return false;
    const f = this.found;
    if (red(card) ? f[0] < top || f[3] < top : f[1] < top || f[2] < top) return false;
    return !this.standard || f[3 - s] >= top - 1;
  }

  private fitsFoundation(card: number): boolean {
    return this.found[suit(card)] === rank(card) - 1;
  }

  /** Whether the twin of `card` (same rank and colour) could use the place `card` leaves. */
  private twinAvailable(card: number): boolean {
    const twinCard = twin(card);
    // Under the standard rules a twin at home may come back down.
    if (this.found[suit(twinCard)] >= rank(twinCard)) {
      return this.standard && this.descentOfUse(twinCard);
    }
    if (this.inTalonAt[twinCard] === this.epoch) {
      return !this.lazy || this.covered === 0 || this.coverAvailable(twinCard);
    }
    return this.faceUpAt[twinCard] === this.epoch;
  }

  /**
   * Whether a card could be laid on `card` right after it: a face-up column card, a talon
   * card within reach (in winnability mode only one that something can be laid on in turn,
   * as a card goes from the talon to a column only just before something goes on it, see
   * `generate`: so a chain of talon cards, each fitting the one before), or under the
   * standard rules a card at home brought down onto it and of use there (`homeCardOfUse`).
   * Needs `markBoard` and `computeReach`.
   */
  private coverAvailable(card: number): boolean {
    if (rank(card) === 1) return false;
    const epoch = this.epoch;
    if (this.coverSeen[card] === epoch) return this.coverValue[card] === 1;
    let available = this.hasCover[card] === epoch || this.homeCardOfUse(card);
    const talon = this.talon;
    for (let k = 0; !available && k < talon.length; k++) {
      if (!fits(talon[k], card) || this.reach[k + 1] < 0) continue;
      // A card from the talon is laid on at once in winnability mode (see `generate`).
      if (!this.lazyNow || this.coverAvailable(talon[k])) available = true;
    }
    this.coverSeen[card] = epoch;
    this.coverValue[card] = available ? 1 : 0;
    return available;
  }

  /**
   * Standard rules: whether a card at home of one rank lower and the other colour than
   * `card` could come down onto it and be of use there. Why it must be: take the winning
   * line of `comesDownUsefully`'s argument, where each card brought down is laid on at
   * once or the card under it comes down at once (and, in winnability mode, each card
   * played from the talon to a column is laid on at once). Follow such a chain of cards
   * brought down: it ends with a card of that suit (the one brought down or one under it
   * at home) on which a card is laid at once, from a column, from the talon (`coverAvailable`)
   * or from home (the same again, one rank lower, so the chain ends). Those moves change
   * nothing else, so the board they meet is this one but for the cards brought down. Far
   * stricter than "some such card is at home", which late in a deal nearly always holds
   * and lets nearly every pile and talon card move: 16 times the positions on deal 8.
   */
  private homeCardOfUse(card: number): boolean {
    if (!this.standard) return false;
    const r = rank(card);
    if (r === 1) return false;
    // The reference the tests check this against: any such card at home.
    if (this.everyFoundationMove) return this.homeHolds(r - 1, !red(card));
    // The two cards of rank r - 1 and the other colour: black for a red card.
    const s1 = red(card) ? 0 : 1;
    const s2 = 3 - s1;
    return (
      (this.found[s1] >= r - 1 && this.descentOfUse((r - 2) * 4 + s1)) ||
      (this.found[s2] >= r - 1 && this.descentOfUse((r - 2) * 4 + s2))
    );
  }

  /**
   * Standard rules: whether `card`, at home, brought down could be of use: a card could be
   * laid on it, or on a card under it at home brought down after it (see `homeCardOfUse`).
   */
  private descentOfUse(card: number): boolean {
    if (this.everyFoundationMove) return true;
    for (let c = card; c >= 0; c -= 4) if (this.coverAvailable(c)) return true;
    return false;
  }

  // What one `generate` call looks up (the board does not change meanwhile), marked with
  // the call's epoch: cards face up in a column (`faceUpAt`), cards in the talon
  // (`inTalonAt`), cards some face-up column card fits on (`hasCover`); `coverAvailable`'s
  // answers in `coverValue` where `coverSeen` holds the epoch; and per suit the highest
  // rank up to which every card not home is in the talon or face up (`soonTop`).
  private epoch = 0;
  private readonly faceUpAt = new Int32Array(52);
  private readonly inTalonAt = new Int32Array(52);
  private readonly hasCover = new Int32Array(52);
  private readonly coverSeen = new Int32Array(52);
  private readonly coverValue = new Uint8Array(52);
  private readonly soonTop = new Int8Array(4);

  private markBoard(): void {
    const epoch = ++this.epoch;
    const talon = this.talon;
    for (let k = 0; k < talon.length; k++) this.inTalonAt[talon[k]] = epoch;
    for (let i = 0; i < 7; i++) {
      const col = this.cols[i];
      for (let j = this.down[i]; j < col.length; j++) {
        const card = col[j];
        this.faceUpAt[card] = epoch;
        const r = rank(card);
        if (r === 13) continue;
        // The two cards it fits on: rank r + 1, the other colour.
        if (red(card)) {
          this.hasCover[r * 4] = epoch;
          this.hasCover[r * 4 + 3] = epoch;
        } else {
          this.hasCover[r * 4 + 1] = epoch;
          this.hasCover[r * 4 + 2] = epoch;
        }
      }
    }
    for (let s = 0; s < 4; s++) {
      let top = this.found[s];
      while (top < 13 && this.atHand(top * 4 + s)) top++;
      this.soonTop[s] = top;
    }
  }

  /** Whether `card` is in the talon or face up in a column (after `markBoard`). */
  private atHand(card: number): boolean {
    return this.inTalonAt[card] === this.epoch || this.faceUpAt[card] === this.epoch;
  }

  /**
   * Winnability mode: whether `card` could go home right after the cards of its suit below
   * it that are not home yet, each from the talon or from where it lies face up. A card
   * freed for its foundation need not fit it at once: those cards go home only just before
   * the next of their suit follows (see `generate`), so in the delayed line they can come
   * after the move that frees it; and between those moves no card is turned up.
   */
  private fitsFoundationSoon(card: number): boolean {
    return rank(card) <= this.soonTop[suit(card)] + 1;
  }

  /**
   * Whether playing `card` home could be followed by a column's top card going home, right
   * after it or after a run of talon cards of its suit: only that makes it worth playing
   * home before the end (see `generate`).
   */
  private nextHomeAvailable(card: number): boolean {
    let next = card + 4;
    while (next < 52 && this.inTalonAt[next] === this.epoch) next += 4;
    if (next >= 52) return false;
    for (let i = 0; i < 7; i++) {
      const col = this.cols[i];
      if (col.length > this.down[i] && col[col.length - 1] === next) return true;
    }
    return false;
  }

  // Scratch for ordering moves inside one `generate` call: move, sort key.
  private readonly scratchMove = new Int32Array(512);
  private readonly scratchKey = new Int32Array(512);
  private scratchSize = 0;

  private stage(move: number, key: number): void {
    if (this.shuffle) {
      let x = this.random;
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      this.random = x;
      key = key * 64 + (x & 63);
    }
    // Insertion keeps the stage sorted by key (few moves per stage).
    let k = this.scratchSize++;
    while (k > 0 && this.scratchKey[k - 1] > key) {
      this.scratchMove[k] = this.scratchMove[k - 1];
      this.scratchKey[k] = this.scratchKey[k - 1];
      k--;
    }
    this.scratchMove[k] = move;
    this.scratchKey[k] = key;
  }

  private flushStage(list: number[]): void {
    for (let k = 0; k < this.scratchSize; k++) list.push(this.scratchMove[k]);
    this.scratchSize = 0;
  }

  /** The moves worth trying here, most promising first. */
  protected generate(list: number[]): void {
    list.length = 0;
    const { cols, down, talon } = this;
    // Forced: a safe move to the foundations is the only move considered.
    if (this.forceSafe) {
      for (let i = 0; i < 7; i++) {
        const col = cols[i];
        if (col.length > down[i] && this.isSafe(col[col.length - 1])) {
          list.push(mkMove(COLUMN_TO_FOUNDATION, i, 0, 0, 1));
          return;
        }
      }
      if (this.turn === 1 && this.p > 0 && this.isSafe(talon[this.p - 1])) {
        list.push(mkMove(TALON_TO_FOUNDATION, this.p, 0, 0, 1));
        return;
      }
    }
    this.computeReach();
    this.lazyNow = this.lazy && this.covered > 0;
    this.markBoard();
    const n = talon.length;
    let firstEmpty = -1;
    let kingWaiting = false;
    for (let i = 0; i < 7; i++) {
      if (cols[i].length === 0) {
        if (firstEmpty < 0) firstEmpty = i;
      } else if (down[i] > 0 && rank(cols[i][down[i]]) === 13) kingWaiting = true;
    }
    for (let q = 0; q < n && !kingWaiting; q++) {
      if (rank(talon[q]) !== 13) continue;
      if (!this.lazy || this.covered === 0 || this.coverAvailable(talon[q])) kingWaiting = true;
    }

    // 1. Column to foundation turning up a card, and whole face-up piles to another column
    //    turning up a card; columns with more covered cards first.
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const d = down[i];
      if (d === 0 || col.length === d) continue;
      if (col.length === d + 1 && this.fitsFoundation(col[d])) {
        this.stage(mkMove(COLUMN_TO_FOUNDATION, i, 0, 0, 1), -d * 2 - 1);
      }
      const base = col[d];
      const king = rank(base) === 13;
      for (let j = 0; j < 7; j++) {
        if (j === i) continue;
        const dest = cols[j];
        if (dest.length === 0 ? king && j === firstEmpty : fits(base, dest[dest.length - 1])) {
          this.stage(mkMove(COLUMN_TO_COLUMN, i, j, d, 1), -d * 2);
        }
      }
    }
    this.flushStage(list);

    // 2. Talon cards to the foundations, cheapest first.
    for (let q = 1; q <= n; q++) {
      const cost = this.reach[q];
      if (cost < 0 || !this.fitsFoundation(talon[q - 1])) continue;
      if (this.lazy && this.covered > 0 && !this.nextHomeAvailable(talon[q - 1])) continue;
      this.stage(
        mkMove(TALON_TO_FOUNDATION, q, 0, 0, cost + 1) | (this.reachReset[q] ? RESET_BIT : 0),
        cost,
      );
    }
    this.flushStage(list);

    // 3. Column to foundation without turning anything up.
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const d = down[i];
      if (col.length === d || (d > 0 && col.length === d + 1)) continue;
      const card = col[col.length - 1];
      if (!this.fitsFoundation(card)) continue;
      if (
        this.lazy &&
        col.length > d + 1 &&
        !this.nextHomeAvailable(card) &&
        !this.twinAvailable(card) &&
        !this.fitsFoundationSoon(col[col.length - 2])
      ) {
        continue;
      }
      {
        this.stage(mkMove(COLUMN_TO_FOUNDATION, i, 0, 0, 1), 0);
      }
    }
    this.flushStage(list);

    // 4. Talon cards to the columns, cheapest first.
    for (let q = 1; q <= n; q++) {
      const cost = this.reach[q];
      if (cost < 0) continue;
      const card = talon[q - 1];
      const reset = this.reachReset[q] ? RESET_BIT : 0;
      const king = rank(card) === 13;
      if (this.lazy && this.covered > 0 && !this.coverAvailable(card)) continue;
      for (let j = 0; j < 7; j++) {
        const dest = cols[j];
        if (dest.length === 0 ? king && j === firstEmpty : fits(card, dest[dest.length - 1])) {
          this.stage(mkMove(TALON_TO_COLUMN, q, j, 0, cost + 1) | reset, cost);
        }
      }
    }
    this.flushStage(list);

    // 5. Whole piles from columns with nothing covered, emptying them for a waiting king;
    //    partial piles that free a card for its foundation or for the moved card's twin.
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const d = down[i];
      for (let s = d === 0 && kingWaiting ? 0 : d + 1; s < col.length; s++) {
        const card = col[s];
        if (
          s > d &&
          !(this.lazy ? this.fitsFoundationSoon(col[s - 1]) : this.fitsFoundation(col[s - 1])) &&
          !this.twinAvailable(card)
        ) {
          continue;
        }
        for (let j = 0; j < 7; j++) {
          if (j === i) continue;
          const dest = cols[j];
          if (dest.length > 0 && fits(card, dest[dest.length - 1])) {
            this.stage(mkMove(COLUMN_TO_COLUMN, i, j, s, 1), 0);
          }
        }
      }
    }
    this.flushStage(list);

    // 6. Standard rules: a foundation's top card back to a column (kings to the first empty
    //    column only), when it is of use at once (see `comesDownUsefully`).
    if (this.standard) {
      for (let s = 0; s < 4; s++) {
        const top = this.found[s];
        if (top === 0) continue;
        const card = (top - 1) * 4 + s;
        if (!this.everyFoundationMove && !this.comesDownUsefully(card)) continue;
        const king = top === 13;
        for (let j = 0; j < 7; j++) {
          const dest = cols[j];
          if (dest.length === 0 ? king && j === firstEmpty : fits(card, dest[dest.length - 1])) {
            this.stage(mkMove(FOUNDATION_TO_COLUMN, s, j, 0, 1), 0);
          }
        }
      }
      this.flushStage(list);
    }
  }

  /**
   * Standard rules: whether bringing foundation top `card` down to a column could be of use
   * right away. Only two things can make it worth it: a card laid on it, or the card under
   * it on the foundation (the next lower of its suit) coming down in turn. Take a winning
   * line and delay each move off a foundation to just before the first later move that
   * lays a card on it or brings the card under it down; if neither comes before the card
   * moves again, drop the move (and its way back home, or play it straight to the column it
   * goes to next). Until then nothing touches the card, the column top it covers or its
   * foundation (no card of its suit can go home while it is off, and the one under it stays
   * put), so every move in between stays legal and the line gets no longer. So some win
   * brings a card down only when a card of one rank lower and the other colour can be laid
   * on it (face up in a column, in the talon within reach, or at home, to come down too),
   * or the card under it can come down onto a column's top card of one rank higher and the
   * other colour (or onto such a card at home, brought down too); and each card brought
   * down ends such a chain of use (`homeCardOfUse`). The other prunings that look at the
   * foundations (`twinAvailable`, `coverAvailable`) count every card at home that could be
   * of use that way as one that may come back, so the delayed line keeps only moves they keep.
   */
  private comesDownUsefully(card: number): boolean {
    const r = rank(card);
    if (r === 1) return false; // nothing lies on an ace, and nothing is under it
    const isRed = red(card);
    // A card of rank r - 1 and the other colour laid on it next (see `coverAvailable`).
    if (this.coverAvailable(card)) return true;
    // The card under it (rank r - 1, same suit) brought down next, of use in turn, onto a
    // column's top card of rank r and the other colour, or onto such a card at home
    // brought down too.
    if (!this.descentOfUse(card - 4)) return false;
    return this.homeHolds(r, !isRed) || this.topCardOf(r, !isRed);
  }

  /** Whether a column's top card has rank `r` and that colour. */
  private topCardOf(r: number, isRed: boolean): boolean {
    for (let i = 0; i < 7; i++) {
      const col = this.cols[i];
      if (col.length === 0) continue;
      const topCard = col[col.length - 1];
      if (rank(topCard) === r && red(topCard) === isRed) return true;
    }
    return false;
  }

  /** Whether a foundation of that colour holds the card of rank `r`. */
  private homeHolds(r: number, isRed: boolean): boolean {
    const f = this.found;
    return isRed ? f[1] >= r || f[2] >= r : f[0] >= r || f[3] >= r;
  }

  /** Plays macro move m; returns what `undo` needs. */
  protected apply(m: number): number {
    const kind = moveKind(m);
    const src = moveSrc(m);
    const dst = moveDst(m);
    if (kind === FOUNDATION_TO_COLUMN) {
      const card = (this.found[src] - 1) * 4 + src;
      this.found[src]--;
      this.cols[dst].push(card);
      this.hashColumn(dst);
      return 0;
    }
    if (kind === TALON_TO_FOUNDATION || kind === TALON_TO_COLUMN) {
      const card = this.talon[src - 1];
      const undo = this.p | ((this.resets + 1) << 6) | (card << 11);
      this.talon.splice(src - 1, 1);
      if (m & RESET_BIT && this.resets > 0) this.resets--;
      this.p = src - 1;
      if (kind === TALON_TO_FOUNDATION) this.found[suit(card)]++;
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
      this.found[suit(card)]++;
    } else {
      const pile = col.splice(moveStart(m));
      count = pile.length;
      const dest = this.cols[dst];
      for (let k = 0; k < pile.length; k++) dest.push(pile[k]);
      this.hashColumn(dst);
    }
    let flipped = 0;
    if (col.length > 0 && col.length === this.down[src]) {
      this.down[src]--;
      this.covered--;
      flipped = 1;
    }
    this.hashColumn(src);
    return flipped | (count << 1) | (card << 6);
  }

  protected undo(m: number, undo: number): void {
    const kind = moveKind(m);
    const src = moveSrc(m);
    const dst = moveDst(m);
    if (kind === FOUNDATION_TO_COLUMN) {
      this.cols[dst].pop();
      this.found[src]++;
      this.hashColumn(dst);
      return;
    }
    if (kind === TALON_TO_FOUNDATION || kind === TALON_TO_COLUMN) {
      let card: number;
      if (kind === TALON_TO_FOUNDATION) {
        // The card is the one whose foundation grew; it is the talon card q-1 that was taken.
        card = undo >> 11;
        this.found[suit(card)]--;
      } else {
        card = this.cols[dst].pop()!;
        this.hashColumn(dst);
      }
      this.talon.splice(src - 1, 0, card);
      this.p = undo & 63;
      this.resets = ((undo >> 6) & 31) - 1;
      return;
    }
    const col = this.cols[src];
    if (undo & 1) {
      this.down[src]++;
      this.covered++;
    }
    if (kind === COLUMN_TO_FOUNDATION) {
      // Find the suit whose top card belongs back on this column.
      const card = undo >> 6;
      this.found[suit(card)]--;
      col.push(card);
    } else {
      const dest = this.cols[dst];
      const pile = dest.splice(dest.length - ((undo >> 1) & 31));
      for (let k = 0; k < pile.length; k++) col.push(pile[k]);
      this.hashColumn(dst);
    }
    this.hashColumn(src);
  }

  /** Moves still needed to meet the winning condition once nothing is covered, or -1. */
  protected finishCost(): number {
    if (this.covered > 0) return -1;
    const n = this.talon.length;
    if (n === 0) return 0;
    if (n === 1) return this.p === 1 ? 0 : 1;
    return -1;
  }

  /**
   * Whether no line from here fits in the move limit, with `used` moves made: each covered
   * card needs a move to turn it up, each talon card but one a move out.
   */
  protected beyondLimit(used: number): boolean {
    return used + this.covered + Math.max(0, this.talon.length - 1) > this.maxMoves;
  }

  /** Whether the last move could have made a column stuck (see `stuck`, `mayMakeStuck`). */
  protected mayBeStuck = true;

  /**
   * Whether some column can never be cleared: a card other than a king with covered cards
   * under it, which can leave its column only by going home or as the base of its pile onto
   * a card one rank higher of the other colour, while a lower card of its suit lies under
   * it in the same column and each of those two cards is under it too, or home under the
   * exchange rules (where cards never come back; under the standard rules they may). Then
   * the covered cards under it are never turned up. Sound for any limit.
   */
  protected stuck(): boolean {
    const { cols, down, found } = this;
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const top = Math.min(down[i], col.length - 1);
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

  // Dead-end probes at new positions (see `probeDeadEnd`), per kind of move: how many were
  // made and how many found a dead end, lately.
  private readonly probes = new Int32Array(8);
  private readonly probeHits = new Int32Array(8);
  private probeTurn = 0;

  /**
   * Whether to ask the relaxed game about the new position move `m` led to (dropping a
   * position it cannot clear is sound whenever it is asked). Positions reached by laying a
   * card on a column (from a column, the talon or home) are asked: that move covers a card
   * another may have needed. After a card goes home the relaxed game found no dead end on
   * the deals measured, so those are not. A probe costs about as much as five positions,
   * and on some deals probes after one kind of move prune most of the search while on
   * others they never find anything; so while few probes after that kind of move found a
   * dead end lately, only one such position in 16 is probed.
   */
  private probeDeadEnd(m: number): boolean {
    if (!this.useDeadEnds) return false;
    const kind = moveKind(m);
    if (kind === TALON_TO_FOUNDATION || kind === COLUMN_TO_FOUNDATION) return false;
    const probes = this.probes;
    if (probes[kind] >= PROBE_WINDOW && this.probeHits[kind] * PROBE_RARE < probes[kind]) {
      if ((++this.probeTurn & (PROBE_SPARSE - 1)) !== 0) return false;
    }
    if (++probes[kind] >= 2 * PROBE_WINDOW) {
      probes[kind] >>= 1;
      this.probeHits[kind] >>= 1;
    }
    return true;
  }

  /** Whether the relaxed game of dead-ends.ts cannot turn up every covered card. */
  protected isDeadEnd(): boolean {
    return this.deadEnds.isDead(
      this.cols,
      this.down,
      this.found,
      this.talon,
      this.standard,
      this.turn,
      this.p,
      this.resets,
    );
  }

  /** Enters the position at the current depth: EXPAND, SKIP (not worth searching) or WON. */
  private enter(): number {
    this.nodes++;
    const d = this.depth;
    const used = this.usedAt[d];
    if (used > this.maxDepth) this.maxDepth = used;
    const finish = this.finishCost();
    if (finish >= 0 && used + finish <= this.maxMoves) {
      this.outcome = 'won';
      this.winningFinish = finish;
      return WON;
    }
    if (this.beyondLimit(used)) {
      if (d > 0) this.cutAt[d - 1] = true;
      return SKIP;
    }
    if (d === 0 && this.useDeadEnds && this.isDeadEnd()) return SKIP;
    this.key();
    const a = this.keyHalves[0];
    const b = this.keyHalves[1];
    const seen = this.table ? this.table.visit(a, b, used) : this.path!.visit(a, b);
    if (seen !== FRESH) {
      if (seen === SEEN_CUT && d > 0) this.cutAt[d - 1] = true;
      return SKIP;
    }
    // A new position that can never be won fails for good: the table remembers it, so
    // meeting it again costs one lookup.
    if (this.mayBeStuck && this.stuck()) return this.failsForGood(a, b);
    if (d > 0 && this.probeDeadEnd(this.played[d - 1]) && this.isDeadEnd()) {
      this.probeHits[moveKind(this.played[d - 1])]++;
      return this.failsForGood(a, b);
    }
    this.keyAAt[d] = a;
    this.keyBAt[d] = b;
    this.cutAt[d] = false;
    const list = (this.lists[d] ??= []);
    this.generate(list);
    this.next[d] = 0;
    return EXPAND;
  }

  private failsForGood(a: number, b: number): number {
    if (this.table) this.table.finish(a, b, false);
    else this.path!.finish(a, b);
    return SKIP;
  }

  /** Expands up to `budget` positions; true once the outcome is known. */
  run(budget: number): boolean {
    if (this.outcome !== 'undecided') return true;
    const stopAt = this.nodes + budget;
    if (!this.started) {
      this.started = true;
      this.usedAt[0] = 0;
      this.mayBeStuck = true;
      const entered = this.enter();
      if (entered !== EXPAND) {
        if (entered === SKIP) this.outcome = 'not-winnable';
        return true;
      }
    }
    while (this.nodes < stopAt) {
      if (this.table && this.nodes >= this.restartAt) {
        this.restart();
        return false;
      }
      const d = this.depth;
      const list = this.lists[d];
      if (this.next[d] < list.length) {
        const m = list[this.next[d]++];
        const used = this.usedAt[d] + moveCost(m);
        if (used > this.maxMoves) {
          this.cutAt[d] = true;
          continue;
        }
        const undo = this.apply(m);
        this.undos[d] = undo;
        this.played[d] = m;
        this.mayBeStuck = mayMakeStuck(m, undo);
        this.depth = d + 1;
        this.usedAt[d + 1] = used;
        const entered = this.enter();
        if (entered === EXPAND) continue;
        if (entered === WON) return true;
        this.depth = d;
        this.undo(m, this.undos[d]);
        continue;
      }
      // All moves of this position tried: back up.
      const cut = this.cutAt[d];
      if (this.table) this.table.finish(this.keyAAt[d], this.keyBAt[d], cut);
      else this.path!.finish(this.keyAAt[d], this.keyBAt[d]);
      if (d === 0) {
        if (cut && (this.winnability || this.mergeP)) {
          this.handOver();
          return false;
        }
        this.outcome = 'not-winnable';
        return true;
      }
      if (cut) this.cutAt[d - 1] = true;
      this.depth = d - 1;
      this.undo(this.played[d - 1], this.undos[d - 1]);
    }
    return false;
  }

  /**
   * Depth-first search times are heavy-tailed: an early move can lead into a huge losing
   * region. So the search starts over, with the moves of each stage in a fresh random order,
   * after a budget of positions that grows by half each time. The table keeps what it
   * proved (positions that fail for good, or within the moves they had), so nothing proved
   * is searched again; the positions on the abandoned path are forgotten.
   */
  private restart(): void {
    const table = this.table!;
    for (let d = this.depth; d >= 0; d--) {
      table.forget(this.keyAAt[d], this.keyBAt[d]);
      if (d > 0) this.undo(this.played[d - 1], this.undos[d - 1]);
    }
    this.depth = 0;
    this.started = false;
    this.restartBudget = Math.ceil(this.restartBudget * RESTART_GROWTH);
    this.restartAt = this.nodes + this.restartBudget;
    this.shuffle = true;
  }

  /**
   * The move limit cut the search in winnability mode, whose table and prunings ignore move
   * counts: start over with the exact search (every kind of move, the waste size in the key).
   */
  private handOver(): void {
    this.winnability = false;
    this.keyP = true;
    this.mergeP = false;
    this.lazy = false;
    this.table = new TranspositionTable();
    this.depth = 0;
    this.started = false;
  }

  /** The winning moves, expanded to `.`/`r`/`S->D` and replayed through the engine. */
  solution(): Move[] {
    if (this.outcome !== 'won') return [];
    const state = cloneState(this.start);
    const moves: Move[] = [];
    const play = (move: Move): void => {
      playMove(state, move); // throws if the solver and the rules ever disagree
      moves.push(move);
    };
    for (let d = 0; d < this.depth; d++) {
      const m = this.played[d];
      const kind = moveKind(m);
      const src = moveSrc(m);
      const to: 'f' | number =
        kind === TALON_TO_FOUNDATION || kind === COLUMN_TO_FOUNDATION ? 'f' : moveDst(m) + 1;
      if (kind === TALON_TO_FOUNDATION || kind === TALON_TO_COLUMN) {
        const card = [...state.waste, ...state.stock][src - 1];
        if (m & RESET_BIT) {
          while (state.stock.length > 0) play({ kind: 'turn' });
          play({ kind: 'reset' });
        }
        while (state.waste[state.waste.length - 1] !== card) play({ kind: 'turn' });
        play({ kind: 'move', from: 'w', to });
      } else if (kind === FOUNDATION_TO_COLUMN) {
        const column = moveDst(m) + 1;
        // `f->N` when the card is the only foundation card that fits, else `fh->N`.
        const only = foundationCardsFitting(state, column).length === 1;
        play({ kind: 'fromFoundation', suit: only ? null : (src as Suit), to: column });
      } else {
        play({ kind: 'move', from: src + 1, to });
      }
    }
    for (let k = 0; k < this.winningFinish; k++) play({ kind: 'turn' });
    if (!isWon(state)) throw new Error('internal error: the solution does not win');
    return moves;
  }

  stats(startedAt: number, now: number): SolveStats {
    return {
      nodes: this.nodes,
      states: this.states,
      maxDepth: this.maxDepth,
      elapsedMs: now - startedAt,
    };
  }
}
