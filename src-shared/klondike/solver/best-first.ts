/**
 * The win finder: the same board, moves and prunings as the depth-first search, searched
 * best first, each open position packed in 10 int32 words. It only finds wins; proving
 * "not winnable" stays the depth-first search's job. See docs/klondike-solver.md, "The win
 * finder".
 */
import type { Move } from '../moves';
import type { KlondikeState } from '../state';
import { Board, mayMakeStuck } from './board';
import { DeadEnds } from './dead-ends';
import { MoveGenerator } from './move-generation';
import { DeadEndChecks, RelaxedAnswers } from './probes';
import { fits, moveCost, rank, red, suit } from './packed-move';
import { type SearchOptions, type SolveOutcome, type SolveStats, SearchMode } from './search-mode';
import { expandSolution } from './solution';
import { IntHeap } from '../../int-heap';
import { FRESH, TranspositionTable } from './transposition-table';

const WORDS = 10;
/** Positions kept by default: 40 bytes each, plus the seen-table and the queue. */
const DEFAULT_MAX_STATES = 3_000_000;

/**
 * What makes an open position look promising (smaller sums first): each weight multiplies
 * a count, and `noise` adds a random 0..noise so that runs with other seeds go other ways.
 */
export interface FinderWeights {
  /** Covered cards. */
  covered: number;
  /** The sum of the squares of each column's covered count (deep columns weigh more). */
  squares: number;
  /** The most covered cards in one column. */
  deepest: number;
  /** Cards in the talon (waste and stock). */
  talon: number;
  /** Cards not yet home. */
  notHome: number;
  /** Column cards lying over a lower card of their suit (each must move before that goes home). */
  blocked: number;
  noise: number;
  /** Moves made from the start (a weighted A*: with `needed`, shorter lines first). */
  length?: number;
  /** The lower bound on the moves still needed (`Board.movesStillNeeded`). */
  needed?: number;
  /** Waste cards under the top one (each needs the cards over it gone, or a reset). */
  waste?: number;
}

export const DEFAULT_WEIGHTS: FinderWeights = {
  covered: 64,
  squares: 0,
  deepest: 0,
  talon: 1,
  notHome: 0,
  blocked: 0,
  noise: 8,
};

export interface BestFirstOptions extends SearchOptions {
  /** Give up after keeping this many positions (default 3 million). */
  maxStates?: number;
  weights?: FinderWeights;
  /** Seed of the random tie-break (non-zero). */
  seed?: number;
  /** The arrays of a run that is over, to use again (`BestFirstSearch.release`). */
  recycled?: RunArrays | null;
  /**
   * A beam search instead of best first (0, the default: best first): positions are
   * expanded by the moves made to reach them, fewest first, and of those reached in the same
   * number of moves only the `beamWidth` of best priority; the others are dropped, so a run
   * can end without a win though one exists (`exhausted` stays false).
   */
  beamWidth?: number;
  /**
   * Ask the relaxed game about a position only when it is about to be expanded, on these
   * checks, shared with the other runs on the deal (the shortening's runs): most positions a
   * run generates are never expanded. Without them a run asks about every new position, on
   * a schedule of its own (the win finder's runs: see `WinFinder`).
   */
  checksBeforeExpanding?: DeadEndChecks;
  /**
   * Without `checksBeforeExpanding`: the relaxed game's answers, shared with other runs
   * (`WinFinder`).
   */
  relaxedAnswers?: RelaxedAnswers | null;
}

/**
 * A run's largest arrays: the packed positions, the queue and the seen-table. The win
 * finder's runs hand them on (`BestFirstSearch.release`): each run would otherwise ask the
 * system for tens of megabytes again, and the first write to each page costs a page fault
 * (page faults took 6-13% of the CPU time of a 5 s deal turning three on this project's
 * machine; docs/klondike-solver.md, "The win finder").
 */
export interface RunArrays {
  arena: Int32Array;
  parentOf: Int32Array;
  via: Int32Array;
  usedOf: Int16Array;
  open: IntHeap;
  seen: TranspositionTable;
}

/** Beam mode: positions reached in the same number of moves, waiting to be opened. */
interface Layer {
  priorities: number[];
  items: number[];
}

export class BestFirstSearch {
  nodes = 0;
  outcome: SolveOutcome = 'undecided';
  private readonly board: Board;
  private readonly mode: SearchMode;
  private readonly generator: MoveGenerator;
  private maxMoves: number;
  private readonly keyHalves = new Int32Array(2);
  /** The winning line once found: packed moves, then `finish` turns. */
  private line: number[] = [];
  private finish = 0;
  /** True once the search can find nothing more: a win found, nothing open, or memory full. */
  spent = false;
  /** True once every position within reach was expanded without a win (none left open). */
  exhausted = false;
  /** True when no run can ever win from the start: a dead end, or a board it cannot pack. */
  hopeless = false;
  private readonly maxStates: number;
  private readonly weights: FinderWeights;
  /** Whether a position met again with fewer moves is opened again (when length counts). */
  private readonly reopen: boolean;
  private tieBreak: number;
  private readonly startCovered: number[][];
  private readonly startTalon: number[];
  private readonly talonIndex = new Int8Array(52);
  private arena: Int32Array;
  private parentOf: Int32Array;
  private via: Int32Array;
  private usedOf: Int16Array;
  private count = 0;
  /** The open positions, by priority (ties: the newer first). */
  private readonly open: IntHeap;
  private readonly beamWidth: number;
  /** Beam mode: the positions waiting, by the moves made to reach them. */
  private readonly layers: (Layer | undefined)[] = [];
  private waiting = 0;
  /** Beam mode: the moves made to reach the positions open now. */
  private layer = 0;
  /** The positions met so far: a transposition table used as a set. */
  private readonly seen: TranspositionTable;
  /** Per suit, the lowest rank met so far going up a column (`priority`). */
  private readonly lowest = new Int8Array(4);
  private readonly moves: number[] = [];
  /**
   * The relaxed game, asked about new positions as the depth-first search asks it
   * (`checkNew`), or with `checksBeforeExpanding` about positions about to be expanded
   * (`checkBeforeExpanding`: `run`, `openNextLayer`); one of the two. Only outside
   * winnability mode (turning one with unlimited resets the lazy prunings keep the runs
   * narrow, no more deals were won with it, and its cost came out of the provers' share:
   * docs/klondike-solver.md, "The win finder").
   */
  private readonly checkNew: DeadEndChecks | null = null;
  private readonly checkBeforeExpanding: DeadEndChecks | null = null;

  constructor(
    private readonly start: KlondikeState,
    options: BestFirstOptions = {},
  ) {
    const searchOptions = { ...options, transpositionTable: true };
    const recycled = options.recycled;
    if (recycled) {
      recycled.open.clear();
      recycled.seen.clear();
    }
    this.arena = recycled?.arena ?? new Int32Array(WORDS * 1024);
    this.parentOf = recycled?.parentOf ?? new Int32Array(1024);
    this.via = recycled?.via ?? new Int32Array(1024);
    this.usedOf = recycled?.usedOf ?? new Int16Array(1024);
    this.open = recycled?.open ?? new IntHeap();
    this.seen = recycled?.seen ?? new TranspositionTable();
    this.board = new Board(start);
    this.mode = new SearchMode(start, searchOptions);
    if (!this.mode.winnability) {
      if (options.checksBeforeExpanding) this.checkBeforeExpanding = options.checksBeforeExpanding;
      else this.checkNew = new DeadEndChecks(start.turn, options.relaxedAnswers ?? null);
    }
    this.generator = new MoveGenerator(this.board, {
      forceSafe: options.safeFoundationMoves ?? true,
      // A two forced home with its ace cost it wins (docs/klondike-solver.md, "Safe moves home").
      forceTwos: false,
      everyFoundationMove: options.everyFoundationMove ?? false,
    });
    this.generator.lazy = this.mode.lazy;
    this.maxMoves = options.maxMoves ?? 1000;
    this.maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
    this.weights = options.weights ?? DEFAULT_WEIGHTS;
    this.reopen = (this.weights.length ?? 0) > 0;
    this.beamWidth = options.beamWidth ?? 0;
    this.tieBreak = (options.seed ?? 0x9e3779b9) | 1;
    this.startCovered = start.tableau.map((c) => [...c.covered]);
    this.startTalon = [...start.waste, ...start.stock];
    this.startTalon.forEach((card, k) => (this.talonIndex[card] = k));
    const packable =
      this.startTalon.length <= 64 &&
      start.tableau.every(
        (c) =>
          c.covered.length < 32 &&
          c.faceUp.every((card, k) => k === 0 || fits(card, c.faceUp[k - 1])),
      );
    if (!packable || this.board.stuck() || this.board.isDeadEnd(new DeadEnds())) {
      this.spent = true;
      this.hopeless = true;
      return;
    }
    const finish = this.board.finishCost();
    if (finish >= 0 && finish <= this.maxMoves) {
      this.won(-1, 0, finish);
      return;
    }
    this.key();
    this.seen.visit(this.keyHalves[0], this.keyHalves[1], 0);
    this.open.push(this.priority(0), this.store(-1, 0, 0));
  }

  private key(): void {
    this.board.key(this.mode.wasteKey(this.board), this.keyHalves);
  }

  /**
   * Lowers the longest line allowed to `maxMoves` as the run goes on (a shorter line found
   * elsewhere): the positions open already are cut when expanded.
   */
  lowerLimit(maxMoves: number): void {
    if (maxMoves < this.maxMoves) this.maxMoves = maxMoves;
  }

  /** Expands positions until `budget` more have been generated; true once spent. */
  run(budget: number): boolean {
    if (this.spent) return true;
    const stopAt = this.nodes + budget;
    const list = this.moves;
    while (this.nodes < stopAt) {
      while (this.open.size === 0 && this.waiting > 0) this.openNextLayer();
      if (this.open.size === 0 || this.count >= this.maxStates) {
        this.exhausted = this.open.size === 0 && this.beamWidth === 0;
        this.spent = true;
        return true;
      }
      const idx = this.open.pop();
      this.load(idx);
      // (In beam mode `openNextLayer` asked the relaxed game already.)
      if (idx > 0 && this.beamWidth === 0) {
        if (this.checkBeforeExpanding?.deadAfter(this.board, this.via[idx])) continue;
      }
      const used = this.usedOf[idx];
      const n = this.generator.generate(list);
      for (let k = 0; k < n; k++) {
        const m = list[k];
        const u = used + moveCost(m);
        if (u > this.maxMoves) continue;
        const undo = this.board.apply(m);
        this.nodes++;
        if (this.consider(idx, m, u, undo)) return true;
        this.board.undo(m, undo);
      }
    }
    return false;
  }

  /** Looks at the position move `m` led to from `idx`; true if it wins. */
  private consider(idx: number, m: number, used: number, undo: number): boolean {
    const board = this.board;
    const finish = board.finishCost();
    if (finish >= 0 && used + finish <= this.maxMoves) {
      this.won(idx, m, finish);
      return true;
    }
    if (used + board.movesStillNeeded() > this.maxMoves) return false;
    if (mayMakeStuck(m, undo) && board.stuck()) return false;
    this.key();
    const a = this.keyHalves[0];
    const b = this.keyHalves[1];
    if (this.reopen) {
      // Met again with fewer moves: open it again (the table keeps the fewest moves seen).
      if (this.seen.visit(a, b, used) !== FRESH) return false;
      this.seen.finish(a, b, true);
    } else if (this.seen.visit(a, b, 0) !== FRESH) return false;
    if (this.checkNew?.deadAfter(board, m)) return false;
    const priority = this.priority(used);
    const stored = this.store(idx, m, used);
    if (this.beamWidth === 0) {
      this.open.push(priority, stored);
      return false;
    }
    const layer = (this.layers[used] ??= { priorities: [], items: [] });
    layer.priorities.push(priority);
    layer.items.push(stored);
    this.waiting++;
    return false;
  }

  /**
   * Beam mode: opens the `beamWidth` positions of best priority (ties: the newer) among those
   * reached in the fewest moves of the ones waiting (every move costs at least one, so none
   * waits at the layer open now or before), leaving out those the relaxed game finds dead:
   * it is asked about them in order of priority until the beam is full.
   */
  private openNextLayer(): void {
    let g = this.layer + 1;
    while (!this.layers[g]) g++;
    const { priorities, items } = this.layers[g]!;
    this.layers[g] = undefined;
    this.layer = g;
    this.waiting -= items.length;
    const order = items.map((_, k) => k);
    if (order.length > this.beamWidth) {
      order.sort((x, y) => priorities[x] - priorities[y] || items[y] - items[x]);
    }
    const checks = this.checkBeforeExpanding;
    let kept = 0;
    for (let i = 0; i < order.length && kept < this.beamWidth; i++) {
      const item = items[order[i]];
      if (checks) {
        this.load(item);
        if (checks.deadAfter(this.board, this.via[item])) continue;
      }
      this.open.push(priorities[order[i]], item);
      kept++;
    }
  }

  /** Smaller is expanded first: the weighted sum of `weights`, plus a random tie-break. */
  private priority(used: number): number {
    const w = this.weights;
    const { coveredCount: down, foundationTop: found, cols, talon } = this.board;
    let squares = 0;
    let deepest = 0;
    for (let i = 0; i < 7; i++) {
      squares += down[i] * down[i];
      if (down[i] > deepest) deepest = down[i];
    }
    const notHome = 52 - found[0] - found[1] - found[2] - found[3];
    let blocked = 0;
    if (w.blocked !== 0) {
      const lowest = this.lowest;
      for (let i = 0; i < 7; i++) {
        const col = cols[i];
        lowest.fill(14);
        for (let j = 0; j < col.length; j++) {
          const r = rank(col[j]);
          const s = suit(col[j]);
          if (r > lowest[s]) blocked++;
          else lowest[s] = r;
        }
      }
    }
    let x = this.tieBreak;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.tieBreak = x;
    return (
      w.covered * this.board.coveredTotal +
      w.squares * squares +
      w.deepest * deepest +
      w.talon * talon.length +
      w.notHome * notHome +
      w.blocked * blocked +
      (w.needed ?? 0) * this.board.movesStillNeeded() +
      (w.length ?? 0) * used +
      (w.waste ?? 0) * Math.max(0, this.board.wasteSize - 1) +
      ((x >>> 0) % (w.noise + 1))
    );
  }

  /** The winning line: the moves from the start to `idx`, then `m`, then `finish` turns. */
  private won(idx: number, m: number, finish: number): void {
    const line: number[] = [];
    if (idx >= 0) line.push(m);
    for (let i = idx; i > 0; i = this.parentOf[i]) line.push(this.via[i]);
    line.reverse();
    this.line = line;
    this.finish = finish;
    this.outcome = 'won';
    this.spent = true;
  }

  /** The winning moves, expanded and replayed through the engine. */
  solution(): Move[] {
    if (this.outcome !== 'won') return [];
    return expandSolution(this.start, this.line, this.line.length, this.finish);
  }

  /** Positions met so far. */
  get states(): number {
    return this.seen.size;
  }

  stats(startedAt: number, now: number): SolveStats {
    return { nodes: this.nodes, states: this.seen.size, maxDepth: 0, elapsedMs: now - startedAt };
  }

  /**
   * Packs the board as position number `count`. Column word: covered count (5 bits),
   * face-up count (4), face-up base card (6), then one bit per further face-up card
   * (hearts or spades: 1). Then the foundations, waste size and resets, and the talon mask.
   */
  private store(parent: number, m: number, used: number): number {
    const board = this.board;
    const idx = this.count++;
    if (idx >= this.parentOf.length) this.grow();
    const a = this.arena;
    const o = idx * WORDS;
    for (let i = 0; i < 7; i++) {
      const col = board.cols[i];
      const d = board.coveredCount[i];
      const n = col.length - d;
      let word = d | (n << 5);
      if (n > 0) {
        word |= col[d] << 9;
        for (let k = 1; k < n; k++) word |= (suit(col[d + k]) >> 1) << (14 + k);
      }
      a[o + i] = word;
    }
    const f = board.foundationTop;
    a[o + 7] =
      f[0] |
      (f[1] << 4) |
      (f[2] << 8) |
      (f[3] << 12) |
      (board.wasteSize << 16) |
      ((board.resets + 1) << 23);
    let lo = 0;
    let hi = 0;
    const talon = board.talon;
    for (let t = 0; t < talon.length; t++) {
      const k = this.talonIndex[talon[t]];
      if (k < 32) lo |= 1 << k;
      else hi |= 1 << (k - 32);
    }
    a[o + 8] = lo;
    a[o + 9] = hi;
    this.parentOf[idx] = parent;
    this.via[idx] = m;
    this.usedOf[idx] = used;
    return idx;
  }

  /** Sets the board to packed position `idx`. */
  private load(idx: number): void {
    const board = this.board;
    const a = this.arena;
    const o = idx * WORDS;
    let covered = 0;
    for (let i = 0; i < 7; i++) {
      const word = a[o + i];
      const d = word & 31;
      const n = (word >> 5) & 15;
      // Written in place: an array cut to length 0 gives up its storage in V8, and each
      // position loaded would make new ones.
      const col = board.cols[i];
      const under = this.startCovered[i];
      for (let k = 0; k < d; k++) col[k] = under[k];
      if (n > 0) {
        let card = (word >> 9) & 63;
        col[d] = card;
        for (let k = 1; k < n; k++) {
          const bit = (word >> (14 + k)) & 1;
          const s = red(card) ? (bit ? 3 : 0) : bit ? 2 : 1;
          card = (rank(card) - 2) * 4 + s;
          col[d + k] = card;
        }
      }
      if (col.length !== d + n) col.length = d + n;
      board.coveredCount[i] = d;
      covered += d;
      board.hashColumn(i);
    }
    board.coveredTotal = covered;
    const w = a[o + 7];
    board.foundationTop[0] = w & 15;
    board.foundationTop[1] = (w >> 4) & 15;
    board.foundationTop[2] = (w >> 8) & 15;
    board.foundationTop[3] = (w >> 12) & 15;
    board.wasteSize = (w >> 16) & 127;
    board.resets = ((w >> 23) & 31) - 1;
    const lo = a[o + 8];
    const hi = a[o + 9];
    const talon = board.talon;
    let left = 0;
    for (let k = 0; k < this.startTalon.length; k++) {
      if ((k < 32 ? lo >>> k : hi >>> (k - 32)) & 1) talon[left++] = this.startTalon[k];
    }
    if (talon.length !== left) talon.length = left;
  }

  /** This run's arrays, for another run to use (`RunArrays`); this run must not be used after. */
  release(): RunArrays {
    const { arena, parentOf, via, usedOf, open, seen } = this;
    return { arena, parentOf, via, usedOf, open, seen };
  }

  private grow(): void {
    const n = this.parentOf.length * 2;
    const arena = new Int32Array(n * WORDS);
    arena.set(this.arena);
    this.arena = arena;
    const parentOf = new Int32Array(n);
    parentOf.set(this.parentOf);
    this.parentOf = parentOf;
    const via = new Int32Array(n);
    via.set(this.via);
    this.via = via;
    const usedOf = new Int16Array(n);
    usedOf.set(this.usedOf);
    this.usedOf = usedOf;
  }
}

/** The weights the finder's runs take in turn. */
const FINDER_WEIGHTS: readonly FinderWeights[] = [
  DEFAULT_WEIGHTS,
  { covered: 32, squares: 0, deepest: 0, talon: 1, notHome: 1, blocked: 32, noise: 32 },
  { covered: 64, squares: 0, deepest: 0, talon: 4, notHome: 2, blocked: 0, noise: 128 },
  { covered: 64, squares: 0, deepest: 0, talon: 1, notHome: 0, blocked: 16, noise: 16 },
  { covered: 0, squares: 8, deepest: 0, talon: 1, notHome: 1, blocked: 0, noise: 32 },
  { covered: 16, squares: 0, deepest: 0, talon: 1, notHome: 1, blocked: 16, noise: 16 },
  { covered: 8, squares: 0, deepest: 0, talon: 2, notHome: 1, blocked: 0, noise: 16 },
  { covered: 32, squares: 0, deepest: 16, talon: 1, notHome: 1, blocked: 0, noise: 32 },
  { covered: 64, squares: 0, deepest: 0, talon: 1, notHome: 0, blocked: 0, noise: 64 },
  { covered: 16, squares: 4, deepest: 0, talon: 1, notHome: 1, blocked: 0, noise: 16 },
];
/** Positions the first run may generate; each later run may generate a tenth more. */
const FIRST_RUN_NODES = 20_000;
const RUN_GROWTH = 1.1;
/** No run keeps more positions than this (about 130 MB with its queue and table). */
const MAX_RUN_NODES = 2_000_000;

/**
 * Runs one after the other, each handed the arrays of the run before (`RunArrays`): what the
 * win finder and the beam finder share. A win of a run is the finder's.
 */
abstract class RunsInTurn {
  outcome: SolveOutcome = 'undecided';
  protected current: BestFirstSearch | null = null;
  private nodesBefore = 0;

  constructor(
    protected readonly start: KlondikeState,
    protected readonly options: SearchOptions,
  ) {}

  get nodes(): number {
    return this.nodesBefore + (this.current?.nodes ?? 0);
  }

  /** Starts the next run with `options` besides the finder's own. */
  protected startRun(options: BestFirstOptions): void {
    const recycled = this.current?.release() ?? null;
    if (this.current) this.nodesBefore += this.current.nodes;
    this.current = new BestFirstSearch(this.start, { ...this.options, ...options, recycled });
  }

  /** Runs the current run for up to `budget` positions. */
  protected runCurrent(budget: number): void {
    const current = this.current!;
    current.run(budget);
    if (current.outcome === 'won') this.outcome = 'won';
  }

  solution(): Move[] {
    return this.current?.solution() ?? [];
  }

  stats(startedAt: number, now: number): SolveStats {
    return { ...this.current!.stats(startedAt, now), nodes: this.nodes };
  }
}

/**
 * Best-first runs one after the other, each with the next weights of `FINDER_WEIGHTS` and
 * its own random seed, each with a tenth more positions than the one before (up to
 * `MAX_RUN_NODES`). A run that finds a win finds it fast, mostly within a few thousand
 * positions, or goes astray: many short runs that go different ways find more wins than
 * one long run. Each run asks the relaxed game about new positions as they come, on a
 * schedule of its own: asked only before expanding, as the shortening's runs ask it, the
 * runs went other ways and the finder's wins moved from deal to deal, as many decided
 * (docs/klondike-cli.md, "The relaxed game asked only before a position is expanded").
 */
export class WinFinder extends RunsInTurn {
  private runs = 0;
  private runNodes = FIRST_RUN_NODES;

  /**
   * `answers`: the relaxed game's answers under `start`'s rules, shared by the runs and
   * with the depth-first search under those rules (see `RelaxedAnswers`); null where the
   * runs never ask it (winnability mode).
   */
  constructor(
    start: KlondikeState,
    options: SearchOptions,
    private readonly answers: RelaxedAnswers | null = new RelaxedAnswers(),
  ) {
    super(start, options);
  }

  /** True once a win is found, or when no run can ever win from the start. */
  get spent(): boolean {
    return this.outcome === 'won' || (this.current?.hopeless ?? false);
  }

  /** Runs up to `budget` positions; true once spent. */
  run(budget: number): boolean {
    if (this.spent) return true;
    if (!this.current || this.current.spent || this.current.nodes >= this.runNodes) {
      this.nextRun();
    }
    this.runCurrent(Math.min(budget, this.runNodes - this.current!.nodes));
    return this.spent;
  }

  private nextRun(): void {
    if (this.current) {
      this.runNodes = Math.min(MAX_RUN_NODES, Math.ceil(this.runNodes * RUN_GROWTH));
    }
    this.startRun({
      weights: FINDER_WEIGHTS[this.runs % FINDER_WEIGHTS.length],
      seed: Math.imul(this.runs + 1, 0x9e3779b9),
      maxStates: this.runNodes,
      relaxedAnswers: this.answers,
    });
    this.runs++;
  }
}

/**
 * The beam finder's widths: the first, how many times wider each next one is, and the widest
 * (after it the finder is over). Its runs keep at most `MAX_RUN_NODES` positions each.
 */
const BEAM_FIRST_WIDTH = 250;
const BEAM_GROWTH = 2;
const BEAM_MAX_WIDTH = 16_000;

/**
 * Beam runs of growing width, one after the other, under the start's rules: each opens, by
 * the moves made, the `width` positions of best priority of those reached in as many moves
 * (`BestFirstOptions.beamWidth`), and ends with a win or when none is left. It only finds
 * wins. Turning one with unlimited resets it wins, within a few hundred thousand positions,
 * deals where the depth-first search and the best-first runs went astray for millions
 * (docs/klondike-solver.md, "The beam finder").
 */
export class BeamFinder extends RunsInTurn {
  private width = BEAM_FIRST_WIDTH;
  private over = false;

  /** True once a win is found, or when no run is left to make. */
  get spent(): boolean {
    return this.outcome === 'won' || this.over;
  }

  /** Runs up to `budget` positions; true once spent. */
  run(budget: number): boolean {
    if (this.spent) return true;
    if (!this.current || this.current.spent) {
      if (this.width > BEAM_MAX_WIDTH) {
        this.over = true;
        return true;
      }
      this.startRun({ beamWidth: this.width, maxStates: MAX_RUN_NODES });
      this.width *= BEAM_GROWTH;
    }
    this.runCurrent(budget);
    // No wider beam wins from a start no run can win from.
    if (this.outcome !== 'won' && this.current!.hopeless) this.over = true;
    return this.spent;
  }
}
