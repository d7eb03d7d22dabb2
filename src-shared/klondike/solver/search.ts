/**
 * The depth-first search, the prover: resumable (`run(nodes)` expands up to that many
 * positions), with a transposition table and the relaxed game's dead ends. Its "not
 * winnable" is exact for the moves generation keeps within the move limit; see
 * docs/klondike-solver.md.
 */
import type { Move } from '../moves';
import type { KlondikeState } from '../state';
import { Board, mayMakeStuck } from './board';
import { MoveGenerator } from './move-generation';
import { moveCost } from './packed-move';
import { Predecessors } from './predecessors';
import { DeadEndChecks, type RelaxedAnswers } from './probes';
import { type SearchOptions, type SolveOutcome, type SolveStats, SearchMode } from './search-mode';
import { expandSolution } from './solution';
import { Settling } from './settling';
import {
  FRESH,
  LOST,
  ON_PATH,
  PathSet,
  SEEN_CUT,
  TranspositionTable,
  UNSETTLED_LOSS,
} from './transposition-table';

export type { SearchOptions, SolveOutcome, SolveStats };

const EXPAND = 0;
const SKIP = 1;
const WON = 2;

export class KlondikeSearch {
  readonly board: Board;
  private readonly mode: SearchMode;
  private readonly moves: MoveGenerator;
  /** The relaxed game of dead-ends.ts and when to ask it; null with `deadEnds: false`. */
  private readonly deadEnds: DeadEndChecks | null;
  protected maxMoves: number;
  private table: TranspositionTable | null;
  private readonly path: PathSet | null;
  /**
   * Which positions are lost for good, and those one move before a position (settling.ts,
   * predecessors.ts): with the table and unlimited resets (winnability mode turning one,
   * waste sizes merged turning three); else null.
   */
  private settling: Settling | null = null;
  private readonly before: Predecessors | null;

  // The search path, per depth: the moves to try and the next one, the move played and
  // what undoes it, the moves used to get there, the position's key, and whether the move
  // limit cut short some part of the search below it.
  private readonly lists: number[][] = [];
  /** How many moves of each list are this position's (the lists never shrink: `generate`). */
  private readonly sizes: number[] = [];
  private readonly next: number[] = [];
  private readonly played: number[] = [];
  private readonly undos: number[] = [];
  private readonly usedAt: number[] = [];
  private readonly keyAAt: number[] = [];
  private readonly keyBAt: number[] = [];
  private readonly cutAt: boolean[] = [];
  /** With `settling`: per depth, the position's number and the lowest it hangs on. */
  private readonly numberAt: number[] = [];
  private readonly lowAt: number[] = [];
  private depth = 0;
  private started = false;
  /** Whether the last move could have made a column stuck (see `Board.stuck`). */
  private mayBeStuck = true;
  private readonly keyHalves = new Int32Array(2);

  nodes = 0;
  /** Positions dropped as lost before the move (predecessors.ts). */
  lostBefore = 0;
  maxDepth = 0;
  outcome: SolveOutcome = 'undecided';
  /** 'not-winnable' only within the move limit: the limit cut the search somewhere. */
  limitCut = false;
  private winningFinish = 0;
  /**
   * How much the move limit has shrunk since the table was made (`tighten`): the table
   * holds moves used plus this, so an entry keeps meaning "fails with this much remaining
   * depth or less" (docs/klondike-solver.md, "Shortening").
   */
  private shift = 0;

  /** `answers`: the relaxed game's answers, shared with other searches (see `RelaxedAnswers`). */
  constructor(
    private readonly start: KlondikeState,
    options: SearchOptions = {},
    answers: RelaxedAnswers | null = null,
  ) {
    this.board = new Board(start);
    this.mode = new SearchMode(start, options);
    this.maxMoves = options.maxMoves ?? 1000;
    this.moves = new MoveGenerator(this.board, {
      forceSafe: options.safeFoundationMoves ?? true,
      forceTwos: true,
      everyFoundationMove: options.everyFoundationMove ?? false,
    });
    this.moves.lazy = this.mode.lazy;
    this.deadEnds =
      (options.deadEnds ?? true)
        ? new DeadEndChecks(start.turn, answers, true, options.oneParentGames, options.firstMoves)
        : null;
    const settles =
      options.transpositionTable !== false &&
      this.mode.mergesMoveCounts &&
      (options.lostBefore ?? true);
    this.table =
      options.transpositionTable === false
        ? null
        : new TranspositionTable(16, TranspositionTable.MAX_BITS, settles);
    this.path = this.table ? null : new PathSet();
    this.settling = settles ? new Settling() : null;
    this.before = settles
      ? new Predecessors(
          this.board,
          (a, b) => this.lostForGood(a, b),
          (a, b) => this.table!.touch(a, b),
        )
      : null;
  }

  /** Whether the position keyed a, b is known lost for good (with `settling`). */
  private lostForGood(a: number, b: number): boolean {
    return this.stateNow(this.table!.find(a, b)) === LOST;
  }

  /**
   * The position at depth `d` met one the table knows (in `slot`): if that one may still
   * win (on the path, or over without being settled), d's position hangs on it.
   */
  private hangOn(d: number, slot: number): void {
    const state = this.stateNow(slot);
    if (state !== ON_PATH && state !== UNSETTLED_LOSS) return;
    const n = this.table!.serialAt(slot);
    if (n < this.lowAt[d]) this.lowAt[d] = n;
  }

  /** The table's `state` of `slot`, an unsettled loss made LOST once its run is settled. */
  private stateNow(slot: number): number {
    const table = this.table!;
    const state = table.state(slot);
    if (state !== UNSETTLED_LOSS || !this.settling!.settled(table.serialAt(slot))) return state;
    table.settle(slot);
    return LOST;
  }

  /**
   * Standard rules: tries cards off a foundation before the other moves, from here on. Once
   * the exchange rules are proven lost, every win brings a card down, and left to last those
   * moves wait under every other line: deal 447498087 (turning one) was won after 3.8
   * million positions of this search, and with them first after 8 419. The order changes
   * what is tried first, never what is tried, so a loss proven stays proven.
   */
  preferComeDowns(): void {
    this.moves.comeDownsFirst = true;
  }

  get states(): number {
    return this.table ? this.table.size : this.path!.size;
  }

  /** The 64-bit key of the current position, as two int32 halves. */
  key(): Int32Array {
    this.board.key(this.mode.wasteKey(this.board), this.keyHalves);
    return this.keyHalves;
  }

  /** Enters the position at the current depth: EXPAND, SKIP (not worth searching) or WON. */
  private enter(): number {
    this.nodes++;
    const board = this.board;
    const d = this.depth;
    const used = this.usedAt[d];
    if (used > this.maxDepth) this.maxDepth = used;
    const finish = board.finishCost();
    if (finish >= 0 && used + finish <= this.maxMoves) {
      this.outcome = 'won';
      this.winningFinish = finish;
      return WON;
    }
    if (used + board.movesStillNeeded() > this.maxMoves) {
      if (d > 0) this.cutAt[d - 1] = true;
      else this.limitCut = true;
      return SKIP;
    }
    if (d === 0 && this.deadEnds?.deadNow(board)) return SKIP;
    const key = this.key();
    const a = key[0];
    const b = key[1];
    const table = this.table;
    const seen = table ? table.visit(a, b, used + this.shift) : this.path!.visit(a, b);
    if (seen !== FRESH) {
      if (seen === SEEN_CUT && d > 0) this.cutAt[d - 1] = true;
      else if (this.settling && d > 0) this.hangOn(d - 1, table!.lastSlot);
      return SKIP;
    }
    const slot = table ? table.lastSlot : -1;
    // A new position that can never be won fails for good: the table remembers it, so
    // meeting it again costs one lookup.
    if (this.mayBeStuck && board.stuck()) return this.failsForGood(a, b);
    // Lost before the move: a few lookups, asked before the relaxed game, which costs more.
    if (this.settling && d > 0 && this.before!.anyLost(this.mode.wasteKey(board))) {
      this.lostBefore++;
      return this.failsForGood(a, b);
    }
    if (d > 0 && this.deadEnds?.deadAfter(board, this.played[d - 1])) {
      return this.failsForGood(a, b);
    }
    if (this.settling) {
      const n = this.settling.enter();
      if (slot >= 0) table!.setSerial(slot, n);
      this.numberAt[d] = n;
      this.lowAt[d] = n;
    }
    this.keyAAt[d] = a;
    this.keyBAt[d] = b;
    this.cutAt[d] = false;
    const list = (this.lists[d] ??= []);
    this.sizes[d] = this.moves.generate(list);
    this.next[d] = 0;
    return EXPAND;
  }

  /**
   * Merged waste sizes: the position searched just failed for good with p cards in the
   * waste, p not a multiple of the turn. By turns alone (and a reset) it reaches the same
   * position with p + turn, p + 2 turn, ... cards in the waste, and with an empty waste,
   * which can do nothing it could not do itself: those fail too, and the table says so
   * (docs/klondike-solver.md, "Waste sizes reached by turning"). With `settling`, they are
   * lost for good when the position is (`serial` -1), else they carry its number `serial`
   * and are settled with it.
   */
  private failReachedByTurning(table: TranspositionTable, serial = -1): void {
    const board = this.board;
    const n = board.talon.length;
    const turn = board.turn;
    const p = board.wasteSize;
    if (p % turn === 0 || p >= n) return; // keyed as an empty waste already
    const key = this.keyHalves;
    for (let q = p + turn; q < n; q += turn) {
      board.key(q, key);
      table.addFailure(key[0], key[1], serial);
    }
    board.key(0, key);
    table.addFailure(key[0], key[1], serial);
  }

  private failsForGood(a: number, b: number): number {
    if (this.table) this.table.finish(a, b, false);
    else this.path!.finish(a, b);
    return SKIP;
  }

  /**
   * The positions expanded, and what the looks for a card that can never make its first
   * move cost, in positions (`DeadEndChecks.extraWork`): what `run`'s budget counts.
   */
  get work(): number {
    return this.nodes + (this.deadEnds?.extraWork ?? 0);
  }

  /** Expands up to `budget` positions (`work`); true once the outcome is known. */
  run(budget: number): boolean {
    if (this.outcome !== 'undecided') return true;
    const stopAt = this.work + budget;
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
    const board = this.board;
    while (this.work < stopAt) {
      const d = this.depth;
      if (this.next[d] < this.sizes[d]) {
        const m = this.lists[d][this.next[d]++];
        const used = this.usedAt[d] + moveCost(m);
        if (used > this.maxMoves) {
          this.cutAt[d] = true;
          continue;
        }
        const undo = board.apply(m);
        this.undos[d] = undo;
        this.played[d] = m;
        this.mayBeStuck = mayMakeStuck(m, undo);
        this.depth = d + 1;
        this.usedAt[d + 1] = used;
        const entered = this.enter();
        if (entered === EXPAND) continue;
        if (entered === WON) return true;
        this.depth = d;
        board.undo(m, this.undos[d]);
        continue;
      }
      // All moves of this position tried: back up.
      const cut = this.cutAt[d];
      let settled = true;
      if (this.settling) settled = this.settle(d, cut);
      else if (this.table) this.table.finish(this.keyAAt[d], this.keyBAt[d], cut);
      else this.path!.finish(this.keyAAt[d], this.keyBAt[d]);
      if (this.table && !cut && this.mode.mergeWasteSizes) {
        this.failReachedByTurning(this.table, settled ? -1 : this.numberAt[d]);
      }
      if (d === 0) {
        if (cut && this.mode.mergesMoveCounts) {
          this.handOver();
          return false;
        }
        this.outcome = 'not-winnable';
        this.limitCut = cut;
        return true;
      }
      if (cut) this.cutAt[d - 1] = true;
      this.depth = d - 1;
      board.undo(this.played[d - 1], this.undos[d - 1]);
    }
    return false;
  }

  /**
   * The search of the position at depth `d` is over without a win. If nothing it met hangs
   * on a position entered before it (and the move limit cut nothing), it and every position
   * entered since are lost for good (settling.ts; true); if not, the position above hangs
   * on what it hangs on.
   */
  private settle(d: number, cut: boolean): boolean {
    const first = !cut && this.lowAt[d] >= this.numberAt[d];
    this.table!.finish(this.keyAAt[d], this.keyBAt[d], cut, first);
    if (first) this.settling!.settleFrom(this.numberAt[d]);
    else if (d > 0 && this.lowAt[d] < this.lowAt[d - 1]) this.lowAt[d - 1] = this.lowAt[d];
    return first;
  }

  /**
   * Takes the search path back to the start, forgetting its positions in the table: from
   * `top`, the deepest position entered (the one at `depth` unless that one won).
   */
  private unwind(top: number): void {
    const table = this.table!;
    for (let d = this.depth; d >= 0; d--) {
      if (d <= top) table.forget(this.keyAAt[d], this.keyBAt[d]);
      if (d > 0) this.board.undo(this.played[d - 1], this.undos[d - 1]);
    }
    this.depth = 0;
    this.started = false;
  }

  /**
   * After a win (or a proof within the limit), searches again from the start for lines of
   * at most `maxMoves` moves, keeping what the table proved. Needs the table and exact move
   * counts (`exact`).
   */
  tighten(maxMoves: number): void {
    if (!this.table || this.mode.mergesMoveCounts) {
      throw new Error('internal error: tighten needs the table and exact move counts');
    }
    if (this.started) this.unwind(this.outcome === 'won' ? this.depth - 1 : this.depth);
    this.shift += this.maxMoves - maxMoves;
    this.maxMoves = maxMoves;
    this.outcome = 'undecided';
    this.limitCut = false;
  }

  /**
   * The move limit cut a search whose table ignores move counts: start over with the exact
   * search (every kind of move, the waste size in the key).
   */
  private handOver(): void {
    this.mode.becomeExact();
    this.moves.lazy = false;
    this.table = new TranspositionTable();
    this.settling = null;
    this.depth = 0;
    this.started = false;
  }

  /** The winning moves, expanded to `.`/`r`/`S->D` and replayed through the engine. */
  solution(): Move[] {
    if (this.outcome !== 'won') return [];
    return expandSolution(this.start, this.played, this.depth, this.winningFinish);
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
