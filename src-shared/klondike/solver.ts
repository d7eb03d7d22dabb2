/**
 * The `winnable` solver: a depth-first search over perfect-information Klondike (the file
 * lists the covered cards), for a sequence of at most `maxMoves` moves reaching the winning
 * condition (no covered card, no stock, at most one waste card).
 *
 * Inside, the position is a mutable board of small integers; outside, callers see plain
 * `Move`s that replay through the engine. Five ideas keep it fast:
 *
 * 1. Stock moves are compressed. Waste and stock form one row, the *talon*, with `p` cards
 *    in the waste: talon = waste (bottom..top) + stock (top..bottom). A turn moves `p`
 *    forward by 1 or 3, a reset sets it to 0. Every talon card some number of turns (and at
 *    most one reset) can bring to the waste top becomes one macro move "play talon card q"
 *    that costs those turns plus one. Example, turn 3 with talon `Jd 3d Ac | Kc 4h 2s Qd`
 *    (p = 3): Ac costs 1 (w->…), 2s costs 2 (`.` then w->…), Qd costs 3 (it is the last
 *    card, so the second turn shows it), and Jd needs a reset: `.` `.` `r` `.` then w->….
 *    Macro moves are expanded back to `.`/`r` moves for the answer.
 * 2. A transposition table keyed by a 64-bit hash of the position, where the columns are
 *    hashed as a set (their order never matters for winning). It stores the fewest moves
 *    with which each position was searched, so a position met again with as many moves
 *    used or more is skipped, and "not winnable within N" stays exact.
 * 3. Pruning and ordering: safe moves to the foundations are forced (option), moves that
 *    turn up covered cards come first, a pile moves only when it turns up a card, empties
 *    a column a king can use, or (a partial pile) frees a card for its foundation or for
 *    the twin of the card moved; a king goes to the first empty column only, never from a
 *    column where nothing lies under it. A position with a stuck column (a covered card
 *    that can never be turned up, see `stuck`) is dropped at once.
 *
 * 4. Winnability mode (turn 1, unlimited resets, with the table): every talon card can reach
 *    the waste top at any time, so the talon is a reservoir the cards can wait in. The
 *    search then merges positions that differ only in the waste size and plays a card
 *    from the talon to a column only just before a face-up card (or a chain of talon cards
 *    ending in one) can go on it, a card home without turning anything up only just before
 *    a column's top card of its suit can follow it (possibly after talon cards of the suit)
 *    or its place can be used, and anything at all once nothing is covered. Why this loses
 *    no win: take a winning line with the fewest moves and delay each such move to just
 *    before the first later move that needs it (a card laid on it, the next card of its
 *    suit going home, the card under it used); until then nothing touches that card or the
 *    column it lies on, so every move in between stays legal and the line is no longer,
 *    and its first move is one the search keeps. Move counts can change, so a failure
 *    here is trusted only when the move limit never cut the search; otherwise the exact
 *    search starts over.
 * 5. Restarts: after 20 000 positions, then half as many more each time, the search starts
 *    over with the moves of each stage in a new random order (heavy-tailed search times),
 *    keeping every failure the table proved.
 *
 * Results under these prunings are exact for the moves they keep: a "not winnable" answer
 * means no sequence of the kept kinds of moves wins within N moves. The unit tests check
 * the answers against a search over every legal move on small endgames.
 */
import { type Move, applyMove } from './moves';
import { type KlondikeState, cloneState, isWon } from './state';

export type SolveOutcome = 'won' | 'not-winnable' | 'undecided';

export interface SolveOptions {
  /** Longest solution allowed, in moves as `advance` counts them (default 1000). */
  maxMoves?: number;
  /** Use the transposition table (default true; `winnable -c`). */
  transpositionTable?: boolean;
  /** Force safe moves to the foundations (default true; `winnable -f`). */
  safeFoundationMoves?: boolean;
  /** Stop with 'undecided' after this long. */
  timeLimitMs?: number;
  /** Stop with 'undecided' after expanding this many positions. */
  nodeLimit?: number;
  /**
   * Milliseconds for `timeLimitMs` and the stats (default `Date.now`); a benchmark on a busy
   * machine can pass the process's CPU time instead.
   */
  clock?: () => number;
  /** Called about every `progressEveryMs` (default 1000) with the running figures. */
  onProgress?: (stats: SolveStats) => void;
  progressEveryMs?: number;
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

export interface SolveResult {
  outcome: SolveOutcome;
  /** The winning moves when `outcome` is 'won' (empty when the position is already won). */
  moves: Move[];
  /** Why an 'undecided' search stopped. */
  stoppedBy?: 'time' | 'nodes' | 'cancelled';
  stats: SolveStats;
}

// Macro move encoding: kind (2 bits) | source (6) << 2 | destination (3) << 8 |
// pile start (6) << 11 | cost (7) << 17 | through a reset (1) << 24. (A hand-written file
// may hold up to 45 talon cards, so the source and the waste size need 6 bits.)
const TALON_TO_FOUNDATION = 0;
const TALON_TO_COLUMN = 1;
const COLUMN_TO_FOUNDATION = 2;
const COLUMN_TO_COLUMN = 3;
const COST_SHIFT = 17;
const RESET_BIT = 1 << 24;

const mkMove = (kind: number, src: number, dst: number, start: number, cost: number): number =>
  kind | (src << 2) | (dst << 8) | (start << 11) | (cost << COST_SHIFT);
const moveKind = (m: number): number => m & 3;
const moveSrc = (m: number): number => (m >> 2) & 63;
const moveDst = (m: number): number => (m >> 8) & 7;
const moveStart = (m: number): number => (m >> 11) & 63;
const moveCost = (m: number): number => (m >> COST_SHIFT) & 127;

const EXPAND = 0;
const SKIP = 1;
const WON = 2;

const rank = (card: number): number => (card >> 2) + 1;
const suit = (card: number): number => card & 3;
const red = (card: number): boolean => (card & 3) === 1 || (card & 3) === 2;
const fits = (card: number, base: number): boolean =>
  (card >> 2) + 1 === base >> 2 && red(card) !== red(base);

// What the table says about a position met again.
const FRESH = 0; // new, or searched before with more moves behind it: search it
const SEEN = 1; // fails whatever the moves left, or is being searched on the current path
const SEEN_CUT = 2; // failed only because the move limit cut it short, with as few moves

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
class TranspositionTable {
  private mask: number;
  private keyA: Int32Array;
  private keyB: Int32Array;
  private value: Int32Array;
  size = 0;
  private static readonly MAX_BITS = 23;

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
class PathSet {
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

const HASH_MUL_A = 0x85ebca6b;
const HASH_MUL_B = 0xc2b2ae35;

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  return h ^ (h >>> 16);
}

/**
 * A resumable search. `run(nodes)` expands up to that many positions and returns true once
 * the answer is known; `solve` and `solveAsync` drive it.
 */
export class KlondikeSearch {
  // Board
  private readonly cols: number[][];
  private readonly down = new Int8Array(7);
  private readonly found = new Int8Array(4);
  private talon: number[];
  private p: number;
  private resets: number; // -1: unlimited
  private readonly turn: number;
  private covered = 0;
  private readonly hashA = new Int32Array(7);
  private readonly hashB = new Int32Array(7);

  // Search
  private readonly maxMoves: number;
  private readonly forceSafe: boolean;
  private table: TranspositionTable | null;
  private readonly path: PathSet | null;
  private readonly lists: number[][] = [];
  private readonly next: number[] = [];
  private readonly played: number[] = [];
  private readonly undos: number[] = [];
  private readonly usedAt: number[] = [];
  private readonly keyAAt: number[] = [];
  private readonly keyBAt: number[] = [];
  /** Whether the move limit cut short some part of the search below each depth. */
  private readonly cutAt: boolean[] = [];
  private depth = 0;
  private started = false;
  private reach = new Int16Array(64);
  private reachReset = new Uint8Array(64);

  private restartBudget = RESTART_FIRST;
  private restartAt = RESTART_FIRST;
  private shuffle = false;
  private random = 0x2545f491;

  nodes = 0;
  maxDepth = 0;
  outcome: SolveOutcome = 'undecided';
  private winningFinish = 0;

  constructor(
    private readonly start: KlondikeState,
    options: Pick<SolveOptions, 'maxMoves' | 'transpositionTable' | 'safeFoundationMoves'> = {},
  ) {
    this.maxMoves = options.maxMoves ?? 1000;
    this.winnability =
      options.transpositionTable !== false && start.turn === 1 && start.resetsLeft === null;
    this.keyP = !this.winnability;
    this.lazy = this.winnability;
    this.forceSafe = options.safeFoundationMoves ?? true;
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

  private hashColumn(i: number): void {
    const cards = this.cols[i];
    let a = 0x12345 + this.down[i];
    let b = 0x6789a + Math.imul(this.down[i], 31);
    for (let j = 0; j < cards.length; j++) {
      a = Math.imul(a ^ (cards[j] + 1), HASH_MUL_A);
      b = Math.imul(b + cards[j] + 7, HASH_MUL_B) ^ (b >>> 13);
    }
    this.hashA[i] = mix(a);
    this.hashB[i] = mix(b ^ 0x5bd1e995);
  }

  /** 64-bit key of the position; columns are summed so their order does not matter. */
  private keyA = 0;
  private keyB = 0;

  /**
   * Whether the key tells the waste size apart. Turning one card with unlimited resets, every
   * talon card can reach the waste top from any waste size, so positions that differ only in
   * it win or fail together (only their move counts differ): winnability mode leaves it out.
   */
  private keyP = true;
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
   * `generate`); winnability mode plays them only then.
   */
  private lazy = false;

  private key(): void {
    let a = 0;
    let b = 0;
    for (let i = 0; i < 7; i++) {
      a = (a + this.hashA[i]) | 0;
      b = (b + this.hashB[i]) | 0;
    }
    const f = this.found;
    const extra =
      f[0] |
      (f[1] << 4) |
      (f[2] << 8) |
      (f[3] << 12) |
      (this.keyP ? this.p << 16 : 0) |
      ((this.resets + 1) << 22);
    this.keyA = (a ^ mix(extra)) | 0;
    this.keyB = (b + mix(extra ^ 0x27d4eb2f)) | 0;
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

  private isSafe(card: number): boolean {
    const s = suit(card);
    const top = this.found[s];
    if (top !== rank(card) - 1) return false;
    const f = this.found;
    return red(card) ? f[0] >= top && f[3] >= top : f[1] >= top && f[2] >= top;
  }

  private fitsFoundation(card: number): boolean {
    return this.found[suit(card)] === rank(card) - 1;
  }

  /** Whether the twin of `card` (same rank and colour) could use the place `card` leaves. */
  private twinAvailable(card: number): boolean {
    const twinCard = (card & ~3) | (3 - suit(card)); // clubs <-> spades, diamonds <-> hearts
    if (this.found[suit(twinCard)] >= rank(twinCard)) return false;
    if (this.talon.includes(twinCard)) {
      return !this.lazy || this.covered === 0 || this.coverAvailable(twinCard);
    }
    for (let i = 0; i < 7; i++) {
      const col = this.cols[i];
      for (let j = this.down[i]; j < col.length; j++) if (col[j] === twinCard) return true;
    }
    return false;
  }

  /**
   * Whether a face-up column card could be laid on `card` right after it, or on a chain of
   * talon cards laid on it (each fitting the one before): a card played from the talon to
   * a column is worth playing only just before something goes on it (see `generate`).
   */
  private coverAvailable(card: number): boolean {
    if (rank(card) === 1) return false;
    for (let i = 0; i < 7; i++) {
      const col = this.cols[i];
      for (let j = this.down[i]; j < col.length; j++) if (fits(col[j], card)) return true;
    }
    const talon = this.talon;
    for (let k = 0; k < talon.length; k++) {
      if (fits(talon[k], card) && this.coverAvailable(talon[k])) return true;
    }
    return false;
  }

  /**
   * Whether playing `card` home could be followed by a column's top card going home, right
   * after it or after a run of talon cards of its suit: only that makes it worth playing
   * home before the end (see `generate`).
   */
  private nextHomeAvailable(card: number): boolean {
    let next = card + 4;
    while (next < 52 && this.talon.includes(next)) next += 4;
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
  private generate(list: number[]): void {
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
        !this.fitsFoundation(col[col.length - 2])
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
        if (s > d && !this.fitsFoundation(col[s - 1]) && !this.twinAvailable(card)) continue;
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
  }

  /** Plays macro move m; returns what `undo` needs. */
  private apply(m: number): number {
    const kind = moveKind(m);
    const src = moveSrc(m);
    const dst = moveDst(m);
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

  private undo(m: number, undo: number): void {
    const kind = moveKind(m);
    const src = moveSrc(m);
    const dst = moveDst(m);
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
  private finishCost(): number {
    if (this.covered > 0) return -1;
    const n = this.talon.length;
    if (n === 0) return 0;
    if (n === 1) return this.p === 1 ? 0 : 1;
    return -1;
  }

  /**
   * Whether some column can never be cleared: a card other than a king with covered cards
   * under it, which can leave its column only by going home or as the base of its pile onto
   * a card one rank higher of the other colour, while a lower card of its suit lies under
   * it in the same column and each of those two cards is home (cards never come back) or
   * under it too. Then the covered cards under it are never turned up. Sound for any limit.
   */
  private mayBeStuck = true;

  private stuck(): boolean {
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
        let free1 = found[suit(p1)] <= r;
        let free2 = found[suit(p2)] <= r;
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
    // Each covered card needs a move to turn it up, each talon card but one a move out.
    if (used + this.covered + Math.max(0, this.talon.length - 1) > this.maxMoves) {
      if (d > 0) this.cutAt[d - 1] = true;
      return SKIP;
    }
    if (this.mayBeStuck && this.stuck()) return SKIP;
    this.key();
    const a = this.keyA;
    const b = this.keyB;
    const seen = this.table ? this.table.visit(a, b, used) : this.path!.visit(a, b);
    if (seen !== FRESH) {
      if (seen === SEEN_CUT && d > 0) this.cutAt[d - 1] = true;
      return SKIP;
    }
    this.keyAAt[d] = a;
    this.keyBAt[d] = b;
    this.cutAt[d] = false;
    const list = (this.lists[d] ??= []);
    this.generate(list);
    this.next[d] = 0;
    return EXPAND;
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
        // Only a card going home or turned up can make a column stuck.
        const kind = moveKind(m);
        this.mayBeStuck =
          kind === TALON_TO_FOUNDATION ||
          kind === COLUMN_TO_FOUNDATION ||
          (kind === COLUMN_TO_COLUMN && (undo & 1) === 1);
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
        if (cut && this.winnability) {
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
      applyMove(state, move); // throws if the solver and the rules ever disagree
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

const SLICE = 2048;
const RESTART_FIRST = 20_000;
const RESTART_GROWTH = 1.5;

/** Searches synchronously until the answer is known or a limit is reached. */
export function solve(state: KlondikeState, options: SolveOptions = {}): SolveResult {
  const clock = options.clock ?? Date.now;
  const startedAt = clock();
  const search = new KlondikeSearch(state, options);
  const every = options.progressEveryMs ?? 1000;
  let nextReport = startedAt + every;
  for (;;) {
    if (search.run(SLICE)) break;
    const now = clock();
    const stop = stopReason(search, options, now - startedAt);
    if (stop) return undecided(search, stop, startedAt, now);
    if (options.onProgress && now >= nextReport) {
      nextReport = now + every;
      options.onProgress(search.stats(startedAt, now));
    }
  }
  return finished(search, startedAt, clock());
}

/**
 * The same search in slices of about `sliceMs` (default 20), yielding to the event loop in
 * between so a window stays responsive; `signal` cancels it ('undecided', 'cancelled').
 * `onProgress` is called after every slice.
 */
export async function solveAsync(
  state: KlondikeState,
  options: SolveOptions & { signal?: AbortSignal; sliceMs?: number } = {},
): Promise<SolveResult> {
  const clock = options.clock ?? Date.now;
  const startedAt = clock();
  const search = new KlondikeSearch(state, options);
  const sliceMs = options.sliceMs ?? 20;
  for (;;) {
    const sliceEnd = Date.now() + sliceMs;
    let done = false;
    while (!done && Date.now() < sliceEnd) done = search.run(SLICE);
    if (done) break;
    const now = clock();
    if (options.signal?.aborted) return undecided(search, 'cancelled', startedAt, now);
    const stop = stopReason(search, options, now - startedAt);
    if (stop) return undecided(search, stop, startedAt, now);
    options.onProgress?.(search.stats(startedAt, now));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return finished(search, startedAt, clock());
}

function stopReason(
  search: KlondikeSearch,
  options: SolveOptions,
  elapsedMs: number,
): SolveResult['stoppedBy'] {
  if (options.timeLimitMs !== undefined && elapsedMs >= options.timeLimitMs) return 'time';
  if (options.nodeLimit !== undefined && search.nodes >= options.nodeLimit) return 'nodes';
  return undefined;
}

function finished(search: KlondikeSearch, startedAt: number, now: number): SolveResult {
  return { outcome: search.outcome, moves: search.solution(), stats: search.stats(startedAt, now) };
}

function undecided(
  search: KlondikeSearch,
  stoppedBy: SolveResult['stoppedBy'],
  startedAt: number,
  now: number,
): SolveResult {
  return { outcome: 'undecided', moves: [], stoppedBy, stats: search.stats(startedAt, now) };
}
