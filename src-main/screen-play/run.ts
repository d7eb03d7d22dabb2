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
 * still) is made once more. When the board read after a move differs from the expected one
 * otherwise, the loop re-reads it and re-plans from the board really on screen, at most
 * `maxReplans` times a game, then stops the run with a report. It never drags without
 * having seen the board. Retries and re-plans are counted apart.
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
import { PACE_STEPS, type PaceSteps } from '../../src-shared/autosolve/options';
import type { Board } from '../../src-shared/molek/cards';
import { formatBoard } from '../../src-shared/molek/notation';
import { applyMove, checkMove, formatMove, isWon, type Move } from '../../src-shared/molek/rules';
import type { Desktop } from './desktop';
import { Eyes, type GamePlace, type Look, type VisionFn } from './eyes';
import { Guard, STOP_MESSAGES, StopError, abortableSleep, type StopCause } from './guard';
import { pressAndRelease } from './press';
import { totalsOf, type GameStats, type RunTotals } from './stats';
import { dropPoint, newGamePoint, parkingPoint, path, pickPoint } from './targets';

/** The run's options; the mouse's steps (PaceSteps) come from a pace unless given. */
export interface AutoOptions extends PaceSteps {
  /** Games to play in a row. */
  games: number;
  /** Let the solver cheat (it still prefers a cheat-free solution). */
  cheats: boolean;
  /** The solver's time limit per solve, ms; the solver process is killed after it. */
  timeoutMs: number;
  /** How long to wait for the screen to show a move's result before calling it a desync. */
  settleTimeoutMs: number;
  /**
   * A move counts as shown when the expected board reads from two identical pictures in a
   * row, or, if the picture keeps changing, once it has read right for this long (ms).
   */
  settleMs: number;
  /** How long to wait for a new deal to settle after NEW GAME. */
  dealTimeoutMs: number;
  /** How long to keep looking for a readable board when a game starts. */
  findTimeoutMs: number;
  /** Re-plans allowed per game after the screen disagreed, before the run stops. */
  maxReplans: number;
  /** How often waits check for a stop and for the user's hand on the mouse. */
  pollMs: number;
  /** Pointer drift (pixels) still counted as "where the automation left it". */
  tolerance: number;
}

export const DEFAULT_AUTO_OPTIONS: AutoOptions = {
  games: 1,
  cheats: false,
  timeoutMs: 10_000,
  ...PACE_STEPS.normal,
  settleTimeoutMs: 3000,
  settleMs: 400,
  dealTimeoutMs: 8000,
  findTimeoutMs: 3000,
  maxReplans: 3,
  pollMs: 50,
  tolerance: 2,
};

export type SolveOutcome = { solved: true; moves: Move[] } | { solved: false; reason: string };

/**
 * Solves a board in the solver process. Must give up promptly when `signal` aborts (the run
 * was stopped) and end with `solved: false` and a reason (e.g. "timed out after 10 s") when
 * it finds no solution within `timeoutMs`.
 */
export type SolveFn = (
  board: Board,
  options: { cheats: boolean; timeoutMs: number; signal: AbortSignal },
) => Promise<SolveOutcome>;

export interface AutoDependencies {
  desktop: Desktop;
  vision: VisionFn;
  solve: SolveFn;
  /** For tests: how to wait (default: real timers). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export type LookPurpose = 'start' | 'verify' | 'reread' | 'deal';

/** Where the time of one move went, ms (a retried move counts both tries). */
export interface MoveTiming {
  /** Pointer to the card and the pause before pressing. */
  pointMs: number;
  /** Press, drag to the target column, release. */
  dragMs: number;
  /** From the release until the screen showed the result, standing still. */
  waitMs: number;
  /** Of the wait: grabbing pictures, and vision reading them. */
  captureMs: number;
  readMs: number;
  /** Looks taken while waiting. */
  looks: number;
  /** Whether the press was made twice (the game ignored the first). */
  retried: boolean;
}

export type AutoEvent =
  | { type: 'run-started'; games: number; options: AutoOptions }
  | { type: 'step'; game: number; step: string }
  | { type: 'game-started'; game: number; games: number }
  | { type: 'look'; game: number; purpose: LookPurpose; look: Look }
  | { type: 'solved'; game: number; board: Board; moves: Move[]; solveMs: number; replan: number }
  | {
      type: 'move';
      game: number;
      index: number;
      total: number;
      move: Move;
      text: string;
      done: boolean;
      /** Set when `done`. */
      timing?: MoveTiming;
    }
  | { type: 'retry'; game: number; index: number; text: string; retries: number }
  | {
      type: 'desync';
      game: number;
      expected: Board;
      actual: Board | null;
      message: string;
      replans: number;
    }
  | { type: 'game-ended'; game: number; stats: GameStats; wins: number }
  | { type: 'run-ended'; report: AutoReport };

/** `completed`: every game was played; `stopped`: a stop cause; `failed`: the loop gave up. */
export type AutoEnd = 'completed' | 'stopped' | 'failed';

export interface AutoReport {
  ended: AutoEnd;
  /** Set when `ended` is 'stopped'. */
  stopCause: StopCause | null;
  /** Why the run ended early, in words ("stopped: mouse moved by the user"); null when completed. */
  reason: string | null;
  games: GameStats[];
  totals: RunTotals;
}

export interface AutoRun {
  /** Asks the run to stop (the first cause given wins). */
  stop(cause?: StopCause): void;
  readonly done: Promise<AutoReport>;
}

/** The loop gave up on the whole run (no game on screen, lost sync for good). */
class RunFailure extends Error {}

export function startAutoRun(
  options: Partial<AutoOptions> & Pick<AutoOptions, 'games'>,
  deps: AutoDependencies,
  onEvent: (event: AutoEvent) => void = () => {},
): AutoRun {
  const opts: AutoOptions = { ...DEFAULT_AUTO_OPTIONS, ...options };
  const { desktop } = deps;
  const guard = new Guard(desktop, {
    pollMs: opts.pollMs,
    tolerance: opts.tolerance,
    sleep: deps.sleep ?? abortableSleep,
  });
  const eyes = new Eyes(desktop, deps.vision);
  const emit = (event: AutoEvent) => {
    try {
      onEvent(event);
    } catch {
      // A listener's bug must not break the mouse handling.
    }
  };
  const games: GameStats[] = [];
  let gameNo = 0;
  let screen = { width: 0, height: 0 };
  const step = (text: string) => emit({ type: 'step', game: gameNo, step: text });

  /** One look, reported as an event. */
  async function look(purpose: LookPurpose): Promise<Look> {
    await guard.check();
    const seen = await eyes.look();
    emit({ type: 'look', game: gameNo, purpose, look: seen });
    return seen;
  }

  /**
   * Looks until the screen stands still on a board that `accept` likes, or the time is up
   * (then the last look is returned and `settled` is false).
   */
  async function readStable(
    purpose: LookPurpose,
    timeoutMs: number,
    accept: (board: Board) => boolean = () => true,
  ): Promise<{ settled: boolean; look: Look }> {
    const end = performance.now() + timeoutMs;
    // The same board from the very same pixels twice (or, on a picture that never stands
    // still, for `settleMs`): a board read twice while a unit flies could still be wrong.
    let previous: { text: string; look: Look; since: number } | null = null;
    for (;;) {
      const seen = await look(purpose);
      const text = seen.board ? formatBoard(seen.board) : null;
      const now = performance.now();
      if (text !== null && accept(seen.board!)) {
        const same = previous !== null && previous.text === text ? previous : null;
        if (same) {
          if (samePixels(same.look, seen) || now - same.since >= opts.settleMs) {
            return { settled: true, look: seen };
          }
          same.look = seen;
        } else {
          previous = { text, look: seen, since: now };
        }
      } else {
        previous = null;
      }
      if (now >= end) return { settled: false, look: seen };
      await guard.sleep(Math.max(opts.lookPauseMs, 10));
    }
  }

  function place(): GamePlace {
    const found = eyes.gamePlace;
    if (!found) throw new RunFailure('lost sight of the game');
    return found;
  }

  async function park(): Promise<void> {
    if (eyes.gamePlace) await guard.moveTo(parkingPoint(eyes.gamePlace, screen));
  }

  /**
   * Presses on the unit's card, drags it over the target column in the pace's steps,
   * releases, and parks the pointer off the cards.
   */
  async function drag(
    board: Board,
    move: Move,
  ): Promise<{ pointMs: number; dragMs: number; releasedAt: number }> {
    const where = place();
    const from = pickPoint(where, board, move.from, move.row);
    const to = dropPoint(where, board, move.to);
    const timing = await pressAndRelease(desktop, guard, from, opts.delayMs, async () => {
      await guard.sleep(opts.holdMs);
      for (const [i, point] of path(from, to, opts.dragSteps).entries()) {
        if (i > 0) await guard.sleep(opts.delayMs);
        await guard.moveTo(point);
      }
      await guard.sleep(opts.holdMs);
    });
    await park();
    return { pointMs: timing.pointMs, dragMs: timing.holdMs, releasedAt: timing.releasedAt };
  }

  async function clickNewGame(): Promise<void> {
    step('Starting a new game');
    await pressAndRelease(desktop, guard, newGamePoint(place()), opts.delayMs, () =>
      guard.sleep(opts.holdMs),
    );
    await park();
    const dealt = await readStable('deal', opts.dealTimeoutMs, isFreshDeal);
    if (!dealt.settled) {
      throw new RunFailure(
        `no new deal appeared within ${opts.dealTimeoutMs / 1000} s of clicking NEW GAME` +
          (dealt.look.problem ? ` (${dealt.look.problem})` : ''),
      );
    }
  }

  /**
   * Waits until the screen shows `expected` and has stopped moving: two looks in a row
   * read it from the very same pixels. A unit sliding into place can read as placed for its
   * last frames while the game still ignores the mouse; a picture that never stands still
   * (some effect playing) is accepted once the board has read right for `settleMs`.
   * Ends early as `unchanged` when the board still shows `before` (the move undone), standing
   * still, `ignoredAfterMs` after the release: the game ignored the press.
   */
  async function waitFor(expected: Board, before: Board, releasedAt: number): Promise<Waited> {
    const want = formatBoard(expected);
    const undone = formatBoard(before);
    const end = performance.now() + opts.settleTimeoutMs;
    let firstMatch: number | null = null;
    // The last look, and since when the picture has been the same (identical looks).
    type Seen = { text: string; look: Look; since: number };
    let previous = null as Seen | null;
    const spent = { captureMs: 0, readMs: 0, looks: 0 };
    for (;;) {
      const seen = await look('verify');
      spent.captureMs += seen.captureMs;
      spent.readMs += seen.readMs;
      spent.looks++;
      const text = seen.board ? formatBoard(seen.board) : null;
      const now = performance.now();
      const same: Seen | null =
        previous !== null && previous.text === text && samePixels(previous.look, seen)
          ? previous
          : null;
      // Two looks can fall between two frames of a slow game: "still" wants them `stillMs` apart.
      const still = same !== null && now - same.since >= opts.stillMs;
      if (text === want) {
        firstMatch ??= now;
        if (still || now - firstMatch >= opts.settleMs)
          return { result: 'shown', look: seen, ...spent };
      } else {
        firstMatch = null;
        if (text === undone && still && now - releasedAt >= opts.ignoredAfterMs) {
          return { result: 'unchanged', look: seen, ...spent };
        }
      }
      previous = text === null ? null : { text, look: seen, since: same ? same.since : now };
      if (now >= end) return { result: 'other', look: seen, ...spent };
      await guard.sleep(opts.lookPauseMs);
    }
  }

  async function solve(board: Board, stats: GameStats, replan: number): Promise<Move[] | string> {
    step(replan === 0 ? 'Solving' : `Solving again (re-plan ${replan})`);
    const t0 = performance.now();
    const outcome = await guard.during(
      deps.solve(board, { cheats: opts.cheats, timeoutMs: opts.timeoutMs, signal: guard.signal }),
    );
    const solveMs = Math.round(performance.now() - t0);
    stats.solveMs += solveMs;
    if (!outcome.solved) return outcome.reason;
    // Every solution is replayed through the rules before the mouse touches anything.
    let check = board;
    for (const [i, move] of outcome.moves.entries()) {
      const why = checkMove(check, move);
      if (why)
        return `the solver's move ${i + 1} (${formatMove(check, move)}) is not allowed: ${why}`;
      check = applyMove(check, move);
    }
    if (!isWon(check)) return `the solver's ${outcome.moves.length} moves do not win the game`;
    emit({ type: 'solved', game: gameNo, board, moves: outcome.moves, solveMs, replan });
    return outcome.moves;
  }

  /** Plays the game on screen from its current board to a win, or says why it could not. */
  async function playGame(stats: GameStats, start: Board): Promise<void> {
    const began = performance.now();
    let board = start;
    stats.board = formatBoard(start);
    stats.cheatFree = true;
    try {
      for (;;) {
        const plan = await solve(board, stats, stats.replans);
        if (typeof plan === 'string') {
          stats.cheatFree = false;
          stats.outcome = 'failed';
          stats.reason = `not solved: ${plan}`;
          return;
        }
        let replan = false;
        for (let i = 0; i < plan.length && !replan; i++) {
          const move = plan[i];
          const text = formatMove(board, move);
          const expected = applyMove(board, move);
          // Reported before the drag and again once the screen shows it done.
          const report = (done: boolean, timing?: MoveTiming) =>
            emit({
              type: 'move',
              game: gameNo,
              index: i,
              total: plan.length,
              move,
              text,
              done,
              ...(timing && { timing }),
            });
          step(`Playing move ${i + 1} of ${plan.length}: ${text}`);
          report(false);
          const t0 = performance.now();
          const timing: MoveTiming = {
            pointMs: 0,
            dragMs: 0,
            waitMs: 0,
            captureMs: 0,
            readMs: 0,
            looks: 0,
            retried: false,
          };
          const attempt = async (): Promise<Waited> => {
            const dragged = await drag(board, move);
            const waited = await waitFor(expected, board, dragged.releasedAt);
            timing.pointMs += dragged.pointMs;
            timing.dragMs += dragged.dragMs;
            timing.waitMs += performance.now() - dragged.releasedAt;
            timing.captureMs += waited.captureMs;
            timing.readMs += waited.readMs;
            timing.looks += waited.looks;
            return waited;
          };
          let seen = await attempt();
          if (seen.result === 'unchanged') {
            // Nothing moved: the game did not take the press (still busy with the last move).
            stats.retries++;
            timing.retried = true;
            emit({ type: 'retry', game: gameNo, index: i, text, retries: stats.retries });
            step(`The game ignored move ${i + 1} (${text}): playing it again`);
            seen = await attempt();
          }
          stats.moves++;
          if (move.cheat) {
            stats.cheats++;
            stats.cheatFree = false;
          }
          stats.playMs += Math.round(performance.now() - t0);
          if (seen.result === 'shown') {
            board = expected;
            report(true, timing);
            continue;
          }
          // The screen disagrees: read what is really there before anything else.
          const t1 = performance.now();
          step('The board differs from the expected one: reading it again');
          const again = await readStable('reread', opts.settleTimeoutMs);
          stats.playMs += Math.round(performance.now() - t1);
          const actual = again.settled ? again.look.board : null;
          const difference = actual
            ? describeDifference(expected, actual)
            : `no board could be read (${again.look.problem ?? 'it kept changing'})`;
          if (actual && formatBoard(actual) === formatBoard(expected)) {
            // Only slow to show: the plan still holds, nothing to re-plan.
            board = expected;
            report(true, timing);
            continue;
          }
          const message = `after move ${i + 1} (${text}) the screen shows something else: ${difference}`;
          stats.replans++;
          emit({ type: 'desync', game: gameNo, expected, actual, message, replans: stats.replans });
          if (!actual || stats.replans > opts.maxReplans) {
            stats.outcome = 'failed';
            stats.reason =
              stats.replans > opts.maxReplans
                ? `gave up after ${opts.maxReplans} re-plans: ${message}`
                : message;
            throw new RunFailure(`game ${gameNo}: ${stats.reason}`);
          }
          board = actual;
          replan = true;
        }
        if (!replan) {
          stats.outcome = 'won';
          stats.reason = '';
          return;
        }
      }
    } finally {
      stats.gameMs = Math.round(performance.now() - began);
    }
  }

  const done = (async (): Promise<AutoReport> => {
    emit({ type: 'run-started', games: opts.games, options: opts });
    let ended: AutoEnd = 'completed';
    let reason: string | null = null;
    let current: GameStats | null = null;
    try {
      screen = await desktop.size();
      await guard.adoptPointer();
      for (gameNo = 1; gameNo <= opts.games; gameNo++) {
        emit({ type: 'game-started', game: gameNo, games: opts.games });
        current = emptyStats(gameNo);
        step('Reading the board');
        const began = performance.now();
        if (!eyes.gamePlace) {
          // The first look finds the game; then the pointer goes where it hides no card.
          await look('start');
          await park();
        }
        let first = await readStable('start', opts.findTimeoutMs);
        if (first.settled && isWon(first.look.board!)) {
          await clickNewGame();
          first = await readStable('start', opts.findTimeoutMs);
        }
        if (!first.settled) {
          current.outcome = 'failed';
          current.reason = `no MOLEK-SYNTEZ board could be read: ${first.look.problem ?? 'it kept changing'}`;
          current.gameMs = Math.round(performance.now() - began);
          throw new RunFailure(current.reason);
        }
        await playGame(current, first.look.board!);
        current.gameMs = Math.round(performance.now() - began);
        finishGame(current);
        current = null;
        if (gameNo < opts.games) await clickNewGame();
      }
      gameNo = opts.games;
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
    emit({ type: 'run-ended', report });
    return report;
  })();

  function finishGame(stats: GameStats): void {
    games.push(stats);
    emit({
      type: 'game-ended',
      game: stats.game,
      stats,
      wins: games.filter((g) => g.outcome === 'won').length,
    });
  }

  return {
    stop: (cause: StopCause = 'user') => guard.stop(cause),
    done,
  };
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

/** Whether two looks grabbed exactly the same pixels at the same place. */
function samePixels(a: Look, b: Look): boolean {
  if (a.offset.x !== b.offset.x || a.offset.y !== b.offset.y) return false;
  const x = a.shot;
  const y = b.shot;
  if (x.width !== y.width || x.height !== y.height || x.channels !== y.channels) return false;
  return Buffer.from(x.data.buffer, x.data.byteOffset, x.data.byteLength).equals(
    Buffer.from(y.data.buffer, y.data.byteOffset, y.data.byteLength),
  );
}

/** How a wait for a move's result ended, and what its looks cost. */
interface Waited {
  /** `shown`: the expected board, still; `unchanged`: the move undone, still; `other`: time up. */
  result: 'shown' | 'unchanged' | 'other';
  look: Look;
  captureMs: number;
  readMs: number;
  looks: number;
}

/** A new deal: six columns of six cards, nothing cheated. */
export function isFreshDeal(board: Board): boolean {
  return board.columns.every((c) => c.cards.length === 6 && !c.cheated);
}

function describeDifference(expected: Board, actual: Board): string {
  for (let c = 0; c < expected.columns.length; c++) {
    const want = formatBoard({ columns: [expected.columns[c]] });
    const got = formatBoard({ columns: [actual.columns[c]] });
    if (want !== got) return `column ${c}: expected ${want} read ${got}`;
  }
  return 'no difference';
}

export { STOP_MESSAGES, type StopCause };
