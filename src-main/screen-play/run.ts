/**
 * Auto-solve on screen: the run loop.
 *
 *   capture → find the game → read the board → solve (solver process, the user's timeout)
 *   → for each move: drag it with the mouse → wait until the screen shows the board the
 *   move should leave (the game animates) → next move
 *   → after a win: click NEW GAME, wait for the new deal to settle, next game (N games).
 *
 * Pace: the waits follow the screen, not the clock. After a drop the loop looks again and
 * again (the game's picture only, read where the game was last time) and goes on as soon as
 * the expected board reads from two identical pictures in a row; the mouse's own steps
 * (pauses, hold times, drag steps) come from the pace (src-shared/autosolve/options.ts).
 *
 * Closed loop: a press the game ignored (the board still shows the move undone and stands
 * still) is made again, after a growing pause, up to `maxRetries` times: a game may take no
 * input for a while after a move though its picture is already still. When the board read
 * after a move differs from the expected one otherwise, the loop re-reads it and re-plans
 * from the board really on screen, at most `maxReplans` times a game, then stops the run
 * with a report. It never drags without having seen the board. Retries and re-plans are
 * counted apart.
 *
 * The parts: waiting.ts (read until still, wait for a move's result), mouse.ts (drag, NEW
 * GAME), game.ts (solve, check and play one game), this file (the run loop); context.ts is
 * what they share, with `RunFailure`, the one way a part gives up.
 *
 * Stopping: `run.stop(cause)` (the Stop button, Ctrl-C, a panic hotkey), or the pointer not
 * being where the automation left it (the user took the mouse), ends the run within about
 * `pollMs` plus one capture — every wait polls — and always with the mouse button released.
 *
 * API for callers (the `solitaire auto` command, the Auto-solve window's handlers):
 *
 *   const run = startAutoRun(options, { desktop, vision, solve }, (event) => …);
 *   run.stop('user');              // or 'hotkey'; 'mouse' is detected by the loop itself
 *   const report = await run.done; // never rejects: a crash ends the run as 'failed'
 *
 * Events arrive in this order for each game: `game-started`, `look`s (each capture and what
 * vision made of it: the picture, the board or the problem, for a live overlay; the picture
 * is the grabbed pixels themselves, so copy or downscale it before keeping it), `solved`,
 * then per move `move` (done: false, then done: true with the move's timing), with `retry`
 * in between when the game ignored a press and `desync` when the screen disagreed, and
 * `game-ended` with the game's statistics; `step` says in words what
 * the loop is doing at any time; `run-ended` comes last, once, with the report.
 */
import type { Board } from '../../src-shared/molek/cards';
import { isWon } from '../../src-shared/molek/rules';
import { RunContext, RunFailure } from './context';
import type { AutoEnd, AutoEvent, AutoReport } from './events';
import { playGame } from './game';
import { STOP_MESSAGES, StopError, type StopCause } from './guard';
import { clickNewGame, park } from './mouse';
import { DEFAULT_AUTO_OPTIONS, type AutoDependencies, type AutoOptions } from './options';
import { totalsOf, type GameStats } from './stats';
import { readStable } from './waiting';

export { DEFAULT_AUTO_OPTIONS, type AutoDependencies, type AutoOptions };
export type { SolveFn, SolveOutcome } from './options';
export type { AutoEnd, AutoEvent, AutoReport, LookPurpose, MoveTiming } from './events';
export { isFreshDeal } from './waiting';
export { STOP_MESSAGES, type StopCause };

export interface AutoRun {
  /** Asks the run to stop (the first cause given wins). */
  stop(cause?: StopCause): void;
  readonly done: Promise<AutoReport>;
}

export function startAutoRun(
  options: Partial<AutoOptions> & Pick<AutoOptions, 'games'>,
  deps: AutoDependencies,
  onEvent: (event: AutoEvent) => void = () => {},
): AutoRun {
  const opts: AutoOptions = { ...DEFAULT_AUTO_OPTIONS, ...options };
  const run = new RunContext(opts, deps, onEvent);
  return {
    stop: (cause: StopCause = 'user') => run.guard.stop(cause),
    done: runGames(run),
  };
}

/** The run loop: each game from reading its board to its end, NEW GAME in between. */
async function runGames(run: RunContext): Promise<AutoReport> {
  const { opts, desktop, guard } = run;
  const games: GameStats[] = [];
  const finishGame = (stats: GameStats) => {
    games.push(stats);
    run.emit({
      type: 'game-ended',
      game: stats.game,
      stats,
      wins: games.filter((g) => g.outcome === 'won').length,
    });
  };
  run.emit({ type: 'run-started', games: opts.games, options: opts });
  let ended: AutoEnd = 'completed';
  let reason: string | null = null;
  let current: GameStats | null = null;
  let began = 0;
  try {
    run.screen = await desktop.size();
    await guard.adoptPointer();
    for (run.game = 1; run.game <= opts.games; run.game++) {
      run.emit({ type: 'game-started', game: run.game, games: opts.games });
      current = emptyStats(run.game);
      run.step('Reading the board');
      began = performance.now();
      await playGame(run, current, await readFirstBoard(run));
      current.gameMs = Math.round(performance.now() - began);
      finishGame(current);
      current = null;
      if (run.game < opts.games) await clickNewGame(run);
    }
    run.game = opts.games;
  } catch (error) {
    if (error instanceof StopError) {
      ended = 'stopped';
      reason = error.message;
    } else if (error instanceof RunFailure) {
      ended = 'failed';
      reason = error.message;
    } else {
      ended = 'failed';
      reason = `internal error: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (current) {
      // A game the loop itself gave up on already says why; otherwise say how it ended.
      if (current.reason === '') {
        current.outcome = ended === 'stopped' ? 'stopped' : 'failed';
        current.reason = reason;
      }
      if (current.gameMs === 0) current.gameMs = Math.round(performance.now() - began);
      finishGame(current);
    }
  } finally {
    await desktop.close().catch(() => {});
  }
  const report: AutoReport = {
    ended,
    stopCause: ended === 'stopped' ? guard.stopCause : null,
    reason,
    games: games.slice(),
    totals: totalsOf(games),
  };
  run.emit({ type: 'run-ended', report });
  return report;
}

/**
 * The board a game starts from, read from a still picture (after NEW GAME if the screen
 * still shows a won game); a run failure saying why when none can be read.
 */
async function readFirstBoard(run: RunContext): Promise<Board> {
  const { opts } = run;
  if (!run.eyes.gamePlace) {
    // The first look finds the game; then the pointer goes where it hides no card.
    await run.look('start');
    await park(run);
  }
  let first = await readStable(run, 'start', opts.findTimeoutMs);
  if (first.settled && isWon(first.look.board!)) {
    await clickNewGame(run);
    first = await readStable(run, 'start', opts.findTimeoutMs);
  }
  if (first.settled) return first.look.board!;
  // When vision found no game at all (its error's kind 'no-game' or 'cropped': the look is
  // `lost`), its reason says so itself ("no MOLEK-SYNTEZ board found: …").
  const { lost, problem } = first.look;
  throw new RunFailure(
    lost && problem
      ? problem
      : `no MOLEK-SYNTEZ board could be read: ${problem ?? 'it kept changing'}`,
  );
}

function emptyStats(game: number): GameStats {
  return {
    game,
    board: '',
    cheatFree: false,
    cheats: 0,
    moves: 0,
    solveMs: 0,
    playMs: 0,
    gameMs: 0,
    retries: 0,
    replans: 0,
    outcome: 'stopped',
    reason: '',
  };
}
