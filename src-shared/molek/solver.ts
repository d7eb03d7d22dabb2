/**
 * The MOLEK-SYNTEZ solver.
 *
 * 1. Without cheats, a depth-first search that treats every position it has seen as done
 *    decides the deal: the cheat-free positions reachable from a deal are few (tens of
 *    thousands at most on random deals), so it either finds a win or has seen them all,
 *    which proves there is none.
 * 2. A cheat-free win is always preferred. When there is one, A* (lower bound: the breaks,
 *    see position.ts) finds a shortest one, usually in milliseconds.
 * 3. Otherwise, with cheating allowed, weighted A* (moves + 1.5 × breaks) finds a first
 *    solution fast; then, for the Continue time (or until done with -1), IDA* with the same
 *    lower bound looks for shorter ones, bound by bound, and proves the shortest when it
 *    runs to the end.
 *
 * Deterministic: no clocks influence which moves are tried, only when the search stops.
 */
import { type Board } from './cards';
import { formatBoard } from './notation';
import type { SolverControl } from '../solver-control';
import { resolveSolverOptions, type SolverOptions } from './options';
import { moveIsCheat, Position, unpackMove } from './position';
import { applyMove, checkMove, formatMove, isWon, type Move } from './rules';
import { BestFirst, BYTES_PER_NODE, Search, SearchStopped } from './search';

export type CheatFreeVerdict = 'solvable' | 'unsolvable' | 'unknown';

export interface SolveStats {
  /** Positions the search expanded (generated the moves of), over all phases. */
  states: number;
  ms: number;
  /** Cheats in the returned solution. */
  cheats: number;
  /** Length of the returned solution (0 when none). */
  moves: number;
  /** The returned solution is proven to be a shortest one (among cheat-free ones when it is cheat-free). */
  optimal: boolean;
  /** Whether the deal can be won without a cheat. */
  cheatFree: CheatFreeVerdict;
  /** Length of the first solution found, before any improvement. */
  firstMoves: number | null;
  /** Milliseconds until the first solution (or the verdict when there is none). */
  firstMs: number;
  /** The admissible lower bound on the solution length (the breaks of the start). */
  lowerBound: number;
}

export interface MolekSolveResult {
  /** 'stopped': the caller stopped the search before it found anything. */
  outcome: 'solved' | 'no-solution' | 'stopped';
  moves: Move[];
  /** The moves in the compatible text form, one `X Y -> TX TY` per entry. */
  lines: string[];
  stats: SolveStats;
  /** One line for people: what was found, or why nothing was. */
  message: string;
  /** Set when a limit rather than the rules ended the search: memory, or the caller. */
  limit: 'cache' | 'stopped' | null;
}

export interface SolveProgress {
  phase: 'cheat-free' | 'shortest cheat-free' | 'with cheats' | 'shorter with cheats';
  states: number;
  ms: number;
  /** The best solution so far, when it changed since the last report (compatible lines). */
  best: string[] | null;
  bestCheats: number;
}

/**
 * How a caller steers a solve (src-shared/solver-control.ts): `shouldStop` is asked every
 * few thousand positions, `now` is a milliseconds clock (Date.now by default), and
 * `onProgress` is called about every `progressEveryMs` (250) while nothing new is found.
 */
export interface MolekSolveControl extends SolverControl<SolveProgress> {
  progressEveryMs?: number;
}

/** Plays packed moves from `board` through the rules check; throws if one is illegal. */
function toMoves(board: Board, packed: readonly number[]): { moves: Move[]; lines: string[] } {
  const moves: Move[] = [];
  const lines: string[] = [];
  let current = board;
  for (const m of packed) {
    const move = unpackMove(m);
    const reason = checkMove(current, move);
    if (reason !== null) {
      throw new Error(`solver bug: move ${moves.length + 1} is illegal: ${reason}`);
    }
    lines.push(formatMove(current, move));
    moves.push(move);
    current = applyMove(current, move);
  }
  if (!isWon(current))
    throw new Error(`solver bug: the solution for ${formatBoard(board)} does not win`);
  return { moves, lines };
}

const countCheats = (packed: readonly number[]): number => packed.filter(moveIsCheat).length;

/**
 * Solves `board`. Pure computation; stops early only through `control.shouldStop`.
 * Throws a RangeError naming the option when one is out of its range (options.ts): a depth
 * limit below 1, for one, would never grow, and the search would never end.
 */
export function solve(
  board: Board,
  partial: Partial<SolverOptions> = {},
  control: MolekSolveControl = {},
): MolekSolveResult {
  const resolved = resolveSolverOptions(partial);
  if (!resolved.ok) throw new RangeError(resolved.error);
  const options = resolved.options;
  const now = control.now ?? Date.now;
  const started = now();
  const maxMoves = options.maxMoves;
  const progressEvery = control.progressEveryMs ?? 250;
  let phase: SolveProgress['phase'] = 'cheat-free';
  let lastProgress = started;
  let best: number[] | null = null;
  let bestIsNew = false;
  let improveDeadline = Infinity;
  let callerStopped = false;

  const report = (): void => {
    if (!control.onProgress) return;
    lastProgress = now();
    control.onProgress({
      phase,
      states: search.expanded,
      ms: lastProgress - started,
      best: bestIsNew && best ? toMoves(board, best).lines : null,
      bestCheats: best ? countCheats(best) : 0,
    });
    bestIsNew = false;
  };
  const shouldStop = (): boolean => {
    if (control.shouldStop?.()) {
      callerStopped = true;
      return true;
    }
    const t = now();
    if (t - lastProgress >= progressEvery) report();
    return t >= improveDeadline;
  };

  const position = new Position(board);
  const search = new Search(position, options.cache / 2, maxMoves, { shouldStop });
  const maxNodes = Math.max(1024, Math.floor((options.cache * 1024 * 1024) / 2 / BYTES_PER_NODE));
  const bestFirst = new BestFirst(search, maxNodes);
  const lowerBound = position.breaks;

  let cheatFree: CheatFreeVerdict = 'unknown';
  let optimal = false;
  let firstMoves: number | null = null;
  let firstMs = 0;
  let limit: MolekSolveResult['limit'] = null;

  const found = (line: number[]): void => {
    if (best === null) {
      firstMoves = line.length;
      firstMs = now() - started;
    }
    best = line;
    bestIsNew = true;
    report();
  };
  const reset = (): void => position.load(board);

  const finish = (): MolekSolveResult => {
    const ms = now() - started;
    const stats: SolveStats = {
      states: search.expanded,
      ms,
      cheats: best ? countCheats(best) : 0,
      moves: best ? best.length : 0,
      optimal: best !== null && optimal,
      cheatFree,
      firstMoves,
      firstMs: best === null ? ms : firstMs,
      lowerBound,
    };
    if (best !== null) {
      const { moves, lines } = toMoves(board, best);
      const kind =
        stats.cheats === 0
          ? 'without cheats'
          : `with ${stats.cheats} cheat${stats.cheats === 1 ? '' : 's'}`;
      const proof = stats.optimal ? ', proven shortest' : '';
      return {
        outcome: 'solved',
        moves,
        lines,
        stats,
        message: `Solved in ${moves.length} moves ${kind}${proof}`,
        limit,
      };
    }
    if (callerStopped) {
      return {
        outcome: 'stopped',
        moves: [],
        lines: [],
        stats,
        message: 'Stopped before a solution was found',
        limit: 'stopped',
      };
    }
    let message = `No solution found in ${maxMoves} moves`;
    if (limit === 'cache') message += ` (the cache of ${options.cache} MiB filled up; undecided)`;
    else if (!options.cheating && cheatFree === 'unsolvable') message += ' without cheating';
    return { outcome: 'no-solution', moves: [], lines: [], stats, message, limit };
  };

  if (position.isWon()) {
    best = [];
    optimal = true;
    cheatFree = 'solvable';
    return finish();
  }

  try {
    // 1. Decide without cheats.
    let depthLimit = Math.min(options.minDepth, maxMoves);
    search.settled = true;
    for (;;) {
      search.table.clear();
      search.cutoff = false;
      const length = search.depthFirst(0, depthLimit, 0, 0);
      if (length >= 0) {
        cheatFree = 'solvable';
        found(Array.from(search.line.subarray(0, length)));
        break;
      }
      if (!search.cutoff) {
        // Nothing was cut: every reachable position was searched completely.
        cheatFree = 'unsolvable';
        break;
      }
      if (depthLimit < maxMoves) {
        depthLimit = Math.min(depthLimit * 2, maxMoves);
      } else if (search.settled) {
        // The limit cut lines, so a position first seen deep may be reachable shallower:
        // search once more remembering depths, which is exact.
        search.settled = false;
      } else {
        cheatFree = 'unsolvable'; // within Max moves
        break;
      }
    }
    search.settled = false;
  } catch (error) {
    if (!(error instanceof SearchStopped)) throw error;
    limit = error.reason;
    if (callerStopped) return finish();
  }

  if (cheatFree === 'solvable') {
    // 2. A shortest cheat-free win: A* below the length found.
    phase = 'shortest cheat-free';
    if (options.continueMs !== 0) {
      improveDeadline = options.continueMs < 0 ? Infinity : now() + options.continueMs;
      try {
        reset();
        const line = bestFirst.run(best!.length - 1, false, 1, 1);
        if (line) found(line);
        optimal = true;
      } catch (error) {
        if (!(error instanceof SearchStopped)) throw error;
        if (error.reason === 'cache') limit = 'cache';
      }
    }
    return finish();
  }
  if (!options.cheating) return finish();

  // 3. With cheats: a first solution by weighted A*, deepening the move limit from -d.
  phase = 'with cheats';
  limit = null;
  try {
    let depthLimit = Math.min(options.minDepth, maxMoves);
    for (;;) {
      reset();
      const line = bestFirst.run(depthLimit, true, 2, 3);
      if (line) {
        found(line);
        break;
      }
      if (!bestFirst.cutoff || depthLimit >= maxMoves) break;
      depthLimit = Math.min(depthLimit * 2, maxMoves);
    }
  } catch (error) {
    if (!(error instanceof SearchStopped)) throw error;
    limit = error.reason;
    if (callerStopped || best === null) return finish();
  }
  if (best === null) return finish();

  // 4. Shorter solutions with cheats: IDA* from the lower bound up to one below the best.
  phase = 'shorter with cheats';
  if (options.continueMs !== 0) {
    improveDeadline = options.continueMs < 0 ? Infinity : now() + options.continueMs;
    try {
      for (let bound = lowerBound; bound < (best as number[]).length; bound++) {
        reset();
        search.table.clear();
        const length = search.depthFirst(0, bound, 0, 31);
        if (length >= 0) {
          found(Array.from(search.line.subarray(0, length)));
          break;
        }
      }
      optimal = true;
    } catch (error) {
      if (!(error instanceof SearchStopped)) throw error;
      // The deadline ends the improving quietly; a caller's stop or a full cache is said.
      if (callerStopped) limit = 'stopped';
      else if (error.reason === 'cache') limit = 'cache';
    }
  }
  return finish();
}
