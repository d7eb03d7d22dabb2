/**
 * The `winnable` solver: a perfect-information search for at most `maxMoves` moves reaching
 * the winning condition (no covered card, no stock, at most one waste card) under the
 * position's rules. This file holds the drivers (`solve`, `solveAsync`: limits, progress,
 * cancellation); the search is in solver/, and how it works is docs/klondike-solver.md.
 */

import type { SolverControl } from '../solver-control';
import type { Move } from './moves';
import { PortfolioSearch } from './solver/portfolio';
import { ShorteningSearch } from './solver/shortening';
import {
  type SearchOptions,
  type SolveOutcome,
  type SolveStats,
  KlondikeSearch,
} from './solver/search';
import type { KlondikeState } from './state';

export type { SolveOutcome, SolveStats };

/**
 * Limits and control of one search. `now` (default `Date.now`) is the clock of
 * `timeLimitMs`, `continueMs` and the stats: a benchmark on a busy machine passes the
 * process's CPU time; `shouldStop` returning true ends the search ('cancelled': 'undecided'
 * before the first win, the best line so far after it); `onProgress` is called about every
 * `progressEveryMs` (default 1000; `solveAsync`: every slice) with the running figures.
 */
export interface SolveOptions extends SolverControl<SolveStats> {
  /** Longest solution allowed, in moves as `advance` counts them (default 1000). */
  maxMoves?: number;
  /** Use the transposition table (default true). */
  transpositionTable?: boolean;
  /** Force safe moves to the foundations while looking for the first win (default true). */
  safeFoundationMoves?: boolean;
  /**
   * After the first win, look this much longer for shorter lines (default 0; `winnable`
   * and the window give 1000), or up to `STALLED_CONTINUE` times as long in all when by then
   * the line is not a fifth shorter than the first win, or is long (`SolveRun.step`). Stops
   * early once the best is proven shortest.
   */
  continueMs?: number;
  /** After the first win, look for shorter lines until the best is proven shortest. */
  shortest?: boolean;
  /** Stop after this long (with 'undecided' before the first win, the best line after it). */
  timeLimitMs?: number;
  /**
   * Stop with 'undecided' when no answer has come after this long; `continueMs` after an
   * answer is not counted in it (`deal -w`'s and the benchmark's budget per deal).
   */
  firstAnswerLimitMs?: number;
  /** Stop with 'undecided' after expanding this many positions before the first win. */
  nodeLimit?: number;
  progressEveryMs?: number;
}

export interface KlondikeSolveResult {
  outcome: SolveOutcome;
  /** The winning moves when `outcome` is 'won' (empty when the position is already won). */
  moves: Move[];
  /**
   * When 'won': whether no line of the moves the search keeps is shorter (see
   * docs/klondike-solver.md, "Shortening").
   */
  provenShortest?: boolean;
  /** When 'not-winnable': true if that holds only within `maxMoves` (the limit cut the search). */
  withinLimitOnly?: boolean;
  /** Why an 'undecided' search stopped (or a shortening search, when 'won'). */
  stoppedBy?: 'time' | 'nodes' | 'cancelled';
  /** Time to the first answer (the first win, or the proof), on the `now` clock. */
  firstAnswerMs?: number;
  stats: SolveStats;
}

const SLICE = 2048;

/**
 * The shortening's time when it stalls: when `continueMs` is over and the best line is
 * still more than `STALLED_RATIO` of the first win, or more than `LONG_RATIO` times the
 * lower bound on the moves a win needs from the start, it goes on up to `STALLED_CONTINUE`
 * times `continueMs` in all. Most first wins lose a third or more of their moves within
 * 1 s (the median line is about 1.25 times the bound turning one, 1.5 turning three); on
 * some deals the shortening's runs, each bounded below the best line, find little for a
 * second or two and then a far shorter line (one run each, turning one: seed 187225304,
 * 195 moves first, 176 after 1 s, 136 after 2 s, 90 after 4 s; 698348343, 165, 159, 86,
 * 85). See docs/klondike-solver.md, "Shortening", for how often it goes on and what it
 * gains.
 */
const STALLED_RATIO = 0.8;
const LONG_RATIO = 1.8;
export const STALLED_CONTINUE = 4;

type Search = KlondikeSearch | PortfolioSearch;

/**
 * The portfolio of solver/portfolio.ts; without the transposition table the exchange
 * rules' depth-first search alone.
 */
function newSearch(state: KlondikeState, options: SearchOptions): Search {
  return state.rules === 'exchange' && options.transpositionTable === false
    ? new KlondikeSearch(state, options)
    : new PortfolioSearch(state, options);
}

/**
 * One solve: the search for the first answer, then (after a win, when asked) the search
 * for shorter lines. `step` runs a slice; `result` says where it stands.
 */
class SolveRun {
  private readonly search: Search;
  private shortening: ShorteningSearch | null = null;
  private firstAnswerAt = -1;
  /** The shortening's time after the first answer: `continueMs`, longer if it stalls. */
  private continueMs: number;
  private stallChecked = false;
  stoppedBy: KlondikeSolveResult['stoppedBy'];

  constructor(
    private readonly state: KlondikeState,
    private readonly options: SolveOptions,
    readonly startedAt: number,
  ) {
    this.search = newSearch(state, options);
    this.continueMs = options.shortest ? Infinity : (options.continueMs ?? 0);
  }

  /** Runs one slice; true once finished (`stoppedBy` says if a limit ended it). */
  step(now: number): boolean {
    const elapsed = now - this.startedAt;
    const { options } = this;
    if (options.shouldStop?.()) return this.stop('cancelled');
    if (options.timeLimitMs !== undefined && elapsed >= options.timeLimitMs) {
      return this.stop('time');
    }
    const shortening = this.shortening;
    if (shortening) {
      if (now - this.firstAnswerAt >= this.continueMs) {
        const length = shortening.best.length;
        const stalled =
          length > STALLED_RATIO * shortening.firstLength ||
          length > LONG_RATIO * shortening.lowerBound;
        if (this.stallChecked || !stalled) {
          return this.stop('time');
        }
        this.stallChecked = true;
        this.continueMs *= STALLED_CONTINUE;
      }
      return shortening.run(SLICE);
    }
    if (options.nodeLimit !== undefined && this.search.nodes >= options.nodeLimit) {
      return this.stop('nodes');
    }
    if (options.firstAnswerLimitMs !== undefined && elapsed >= options.firstAnswerLimitMs) {
      return this.stop('time');
    }
    if (!this.search.run(SLICE)) return false;
    this.firstAnswerAt = now;
    if (this.search.outcome !== 'won' || this.continueMs <= 0) return true;
    this.shortening = new ShorteningSearch(this.state, this.search.solution());
    return this.shortening.proven;
  }

  private stop(reason: KlondikeSolveResult['stoppedBy']): boolean {
    this.stoppedBy = reason;
    return true;
  }

  stats(now: number): SolveStats {
    const stats = this.search.stats(this.startedAt, now);
    if (!this.shortening) return stats;
    return {
      ...stats,
      nodes: stats.nodes + this.shortening.nodes,
      states: stats.states + this.shortening.states,
    };
  }

  result(now: number): KlondikeSolveResult {
    const stats = this.stats(now);
    const firstAnswerMs = this.firstAnswerAt < 0 ? undefined : this.firstAnswerAt - this.startedAt;
    const outcome = this.search.outcome;
    if (outcome === 'undecided') {
      return { outcome, moves: [], stoppedBy: this.stoppedBy, stats };
    }
    if (outcome === 'not-winnable') {
      return { outcome, moves: [], withinLimitOnly: this.search.limitCut, firstAnswerMs, stats };
    }
    const shortening = this.shortening;
    return {
      outcome,
      moves: shortening ? shortening.best : this.search.solution(),
      provenShortest: shortening?.proven ?? false,
      ...(shortening && !shortening.proven ? { stoppedBy: this.stoppedBy } : {}),
      firstAnswerMs,
      stats,
    };
  }
}

/** Searches synchronously until the answer is known or a limit is reached. */
export function solve(state: KlondikeState, options: SolveOptions = {}): KlondikeSolveResult {
  const clock = options.now ?? Date.now;
  const run = new SolveRun(state, options, clock());
  const every = options.progressEveryMs ?? 1000;
  let nextReport = run.startedAt + every;
  for (;;) {
    const now = clock();
    if (run.step(now)) break;
    if (options.onProgress && now >= nextReport) {
      nextReport = now + every;
      options.onProgress(run.stats(now));
    }
  }
  return run.result(clock());
}

/**
 * The same search in slices of about `sliceMs` (default 20), yielding to the event loop in
 * between so a window stays responsive; `shouldStop` cancels it. `onProgress` is called
 * after every slice.
 */
export async function solveAsync(
  state: KlondikeState,
  options: SolveOptions & { sliceMs?: number } = {},
): Promise<KlondikeSolveResult> {
  const clock = options.now ?? Date.now;
  const run = new SolveRun(state, options, clock());
  const sliceMs = options.sliceMs ?? 20;
  for (;;) {
    const sliceEnd = Date.now() + sliceMs;
    let done = false;
    while (!done && Date.now() < sliceEnd) done = run.step(clock());
    if (done) break;
    options.onProgress?.(run.stats(clock()));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return run.result(clock());
}
