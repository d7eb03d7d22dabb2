/**
 * What the search asks, and the options and figures it shares with its drivers. Two modes
 * trade exact move counts for speed where only winnability matters (turning one with
 * unlimited resets: winnability mode; turning three with unlimited resets: waste sizes
 * merged); see docs/klondike-solver.md, "Modes".
 */
import type { KlondikeState } from '../state';
import type { Board } from './board';

export type SolveOutcome = 'won' | 'not-winnable' | 'undecided';

/** What the search itself is asked (solver.ts adds the limits and control). */
export interface SearchOptions {
  /** Longest solution allowed, in moves as `advance` counts them (default 1000). */
  maxMoves?: number;
  /** Use the transposition table (default true; `winnable -c`). */
  transpositionTable?: boolean;
  /** Force safe moves to the foundations (default true; `winnable -f`). */
  safeFoundationMoves?: boolean;
  /**
   * Standard rules: bring any foundation card down, not only those of use at once, and count
   * any card at home as one that may come back to be laid on a card; the tests' reference.
   */
  everyFoundationMove?: boolean;
  /**
   * The lazy prunings (default true): moves put off until something needs them, and with
   * unlimited resets the waste sizes merged that reach the same talon cards; off, the
   * tests' reference.
   */
  lazyPrunings?: boolean;
  /** Drop positions the relaxed game of dead-ends.ts cannot clear (default true). */
  deadEnds?: boolean;
  /**
   * In winnability mode, drop a position one move after a position lost for good
   * (predecessors.ts, settling.ts; default true).
   */
  lostBefore?: boolean;
  /** Count moves exactly from the start (no mode that merges move counts): the shortening search. */
  exact?: boolean;
  /**
   * The relaxed games twins with one parent (`DeadEnds.oneParentGames`) may play past the
   * start, at the first positions asked about (default 0: at the start only); the
   * portfolio's depth-first searches get `ONE_PARENT_GAMES` (solver/probes.ts).
   */
  oneParentGames?: number;
  /**
   * Also drop positions where some card can never make its first move (first-move.ts; default
   * false): the portfolio's depth-first searches.
   */
  firstMoves?: boolean;
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

export class SearchMode {
  /**
   * Winnability mode (turn 1, unlimited resets, with the table): the key leaves the waste
   * size out and the lazy prunings hold; a failure counts only if the move limit never cut.
   */
  winnability: boolean;
  /** Whether the key tells the waste size apart. */
  keyWasteSize: boolean;
  /** Turning three with unlimited resets: waste sizes that reach the same talon cards keyed alike. */
  mergeWasteSizes: boolean;
  /** The lazy prunings of move-generation.ts. */
  lazy: boolean;

  constructor(start: KlondikeState, options: SearchOptions) {
    const table = options.transpositionTable !== false;
    const lazyPrunings = options.lazyPrunings ?? true;
    const unlimited = start.resetsLeft === null;
    this.winnability = table && start.turn === 1 && unlimited && options.exact !== true;
    this.keyWasteSize = !this.winnability;
    this.mergeWasteSizes =
      table && unlimited && !this.winnability && lazyPrunings && options.exact !== true;
    this.lazy = this.winnability && lazyPrunings;
  }

  /** Whether a failure cut by the move limit must be searched again exactly. */
  get mergesMoveCounts(): boolean {
    return this.winnability || this.mergeWasteSizes;
  }

  /** Every kind of move, the waste size in the key: exact move counts. */
  becomeExact(): void {
    this.winnability = false;
    this.keyWasteSize = true;
    this.mergeWasteSizes = false;
    this.lazy = false;
  }

  /** The waste size as the key holds it: -1 left out, 0 for sizes merged with an empty waste. */
  wasteKey(board: Board): number {
    if (!this.keyWasteSize) return -1;
    const p = board.wasteSize;
    return this.mergeWasteSizes && (p % board.turn === 0 || p === board.talon.length) ? 0 : p;
  }
}
