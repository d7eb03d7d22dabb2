/**
 * The `winnable` solver: searches over perfect-information Klondike (the file
 * lists the covered cards), for a sequence of at most `maxMoves` moves reaching the winning
 * condition (no covered card, no stock, at most one waste card), under the position's rule
 * set (`exchange`, or `standard` where a foundation's top card may go back to a column).
 *
 * Inside, the position is a mutable board of small integers; outside, callers see plain
 * `Move`s that replay through the engine. The pieces, one idea each:
 *   solver/packed-move.ts         moves packed into integers
 *   solver/hashing.ts             the position key (columns as a set)
 *   solver/transposition-table.ts the cache of dead positions, the path against cycles
 *   solver/dead-ends.ts           a relaxed game that proves some positions lost at once
 *   solver/search.ts              the resumable depth-first search (the prover)
 *   solver/best-first.ts          best-first runs that look for wins (the finder)
 *   solver/portfolio.ts           how the searches share the budget
 *   solver.ts (this file)         the drivers: `solve`, `solveAsync`, limits and control
 * Nine ideas keep it fast:
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
 *    Turning three with unlimited resets, waste sizes that leave the same talon cards
 *    within reach (a multiple of three, or the whole talon) are keyed alike (see `mergeP`
 *    in search.ts); as in idea 4, a failure then counts only if the move limit never cut.
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
 * 6. Standard rules: a foundation's top card may come back to a column (a king to the
 *    first empty one) when it is of use at once: a card of one rank lower and the other
 *    colour can be laid on it, or the card under it can come down in turn (the start of a
 *    chain of cards brought down; see `comesDownUsefully` in search.ts). Where another
 *    pruning asks whether a card could be laid on a card (a talon card played to a column,
 *    a place freed for a twin), a card at home counts only when, brought down, it would be
 *    of use in turn (`homeCardOfUse`): late in a deal nearly every card has one at home
 *    that fits it, and counting those let nearly every talon card go anywhere. A move home
 *    is forced only when the other suit of its colour is home up to two below it as well
 *    (a card sent home may be wanted back as a base; see `isSafe` in search.ts for why
 *    that is enough); the lazy prunings of idea 4 hold as they are (see `lazy`). That search is wide,
 *    so the exchange rules' search (whose wins stay legal) runs first and stays in the
 *    rotation (solver/portfolio.ts).
 * 7. A portfolio: the depth-first search decides most deals within a few hundred positions;
 *    those it has not decided after 200 000 get a win finder beside it, best-first runs
 *    that always expand the open position with the fewest covered cards (best-first.ts),
 *    many short ones with other weights and random tie-breaks. A winnable deal whose
 *    first choices lead the depth-first search astray is then won in a few thousand
 *    positions. Only the depth-first search proves "not winnable".
 * 8. Dead ends (dead-ends.ts): a relaxed game where resources never run short (two cards
 *    may share a parent, talon cards leave in any order; but a parent must lie on top of a
 *    column, a talon card must reach the waste top and a column of its own, a king a
 *    column that can be emptied) is played to its fixed point; when it cannot turn up
 *    every covered card, neither can the real game (deal 2: its queen of hearts and queen
 *    of diamonds each wait for the other to move). Twins that need the same parent, the
 *    other one lying under one of them, are checked with that one frozen (deal 791). It is
 *    asked before searching and at new positions reached by laying a card on a column
 *    (`probeDeadEnd` in search.ts).
 * 9. Turning three, or with a reset limit, the same deal turning one with unlimited resets
 *    is searched beside it (portfolio.ts): every such line is a turning-one line, so when
 *    the wider game cannot be won, neither can this one.
 *
 * Results under these prunings are exact for the moves they keep: a "not winnable" answer
 * means no sequence of the kept kinds of moves wins within N moves. The unit tests check
 * the answers against a search over every legal move on small endgames.
 */

import type { SolverControl } from '../solver-control';
import type { Move } from './moves';
import {
  type SearchOptions,
  type SolveOutcome,
  type SolveStats,
  KlondikeSearch,
} from './solver/search';
import { PortfolioSearch } from './solver/portfolio';
import type { KlondikeState } from './state';

export { KlondikeSearch, type SearchOptions, type SolveOutcome, type SolveStats };

/**
 * Limits and control of one search. `now` (default `Date.now`) is the clock of
 * `timeLimitMs` and the stats: a benchmark on a busy machine passes the process's CPU time;
 * `shouldStop` returning true ends the search as 'undecided' ('cancelled');
 * `onProgress` is called about every `progressEveryMs` (default 1000; `solveAsync`: every
 * slice) with the running figures.
 */
export interface SolveOptions extends SearchOptions, SolverControl<SolveStats> {
  /** Stop with 'undecided' after this long. */
  timeLimitMs?: number;
  /** Stop with 'undecided' after expanding this many positions. */
  nodeLimit?: number;
  progressEveryMs?: number;
}

export interface KlondikeSolveResult {
  outcome: SolveOutcome;
  /** The winning moves when `outcome` is 'won' (empty when the position is already won). */
  moves: Move[];
  /** Why an 'undecided' search stopped. */
  stoppedBy?: 'time' | 'nodes' | 'cancelled';
  stats: SolveStats;
}

const SLICE = 2048;

type Search = KlondikeSearch | PortfolioSearch;

/**
 * The portfolio of solver/portfolio.ts; without the transposition table (`winnable` without
 * -c) the exchange rules' depth-first search alone.
 */
function newSearch(state: KlondikeState, options: SearchOptions): Search {
  return state.rules === 'exchange' && options.transpositionTable === false
    ? new KlondikeSearch(state, options)
    : new PortfolioSearch(state, options);
}

/** Searches synchronously until the answer is known or a limit is reached. */
export function solve(state: KlondikeState, options: SolveOptions = {}): KlondikeSolveResult {
  const clock = options.now ?? Date.now;
  const startedAt = clock();
  const search = newSearch(state, options);
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
 * between so a window stays responsive; `shouldStop` cancels it ('undecided', 'cancelled').
 * `onProgress` is called after every slice.
 */
export async function solveAsync(
  state: KlondikeState,
  options: SolveOptions & { sliceMs?: number } = {},
): Promise<KlondikeSolveResult> {
  const clock = options.now ?? Date.now;
  const startedAt = clock();
  const search = newSearch(state, options);
  const sliceMs = options.sliceMs ?? 20;
  for (;;) {
    const sliceEnd = Date.now() + sliceMs;
    let done = false;
    while (!done && Date.now() < sliceEnd) done = search.run(SLICE);
    if (done) break;
    const now = clock();
    const stop = stopReason(search, options, now - startedAt);
    if (stop) return undecided(search, stop, startedAt, now);
    options.onProgress?.(search.stats(startedAt, now));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return finished(search, startedAt, clock());
}

function stopReason(
  search: Search,
  options: SolveOptions,
  elapsedMs: number,
): KlondikeSolveResult['stoppedBy'] {
  if (options.shouldStop?.()) return 'cancelled';
  if (options.timeLimitMs !== undefined && elapsedMs >= options.timeLimitMs) return 'time';
  if (options.nodeLimit !== undefined && search.nodes >= options.nodeLimit) return 'nodes';
  return undefined;
}

function finished(search: Search, startedAt: number, now: number): KlondikeSolveResult {
  return { outcome: search.outcome, moves: search.solution(), stats: search.stats(startedAt, now) };
}

function undecided(
  search: Search,
  stoppedBy: KlondikeSolveResult['stoppedBy'],
  startedAt: number,
  now: number,
): KlondikeSolveResult {
  return { outcome: 'undecided', moves: [], stoppedBy, stats: search.stats(startedAt, now) };
}
