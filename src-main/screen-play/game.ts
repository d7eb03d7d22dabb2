/**
 * One game on screen: solve the board read, check the solution with the rules, play it move
 * by move (a press the game ignored is made again), and re-plan from the board really on
 * screen when it differs from the expected one.
 */
import type { Board } from '../../src-shared/molek/cards';
import { formatBoard } from '../../src-shared/molek/notation';
import { applyMove, checkMove, formatMove, isWon, type Move } from '../../src-shared/molek/rules';
import { RunFailure, type RunContext } from './context';
import type { MoveTiming } from './events';
import { drag } from './mouse';
import type { GameStats } from './stats';
import { readStable, waitForMove, type Waited } from './waiting';

/**
 * Plays the game from `start` to a win. A deal that cannot be solved ends the game as
 * failed and returns; a run failure (lost sync for good) is recorded in `stats` and thrown.
 */
export async function playGame(run: RunContext, stats: GameStats, start: Board): Promise<void> {
  const began = performance.now();
  let board = start;
  stats.board = formatBoard(start);
  stats.cheatFree = true;
  try {
    for (;;) {
      const plan = await planMoves(run, board, stats);
      const differs = await playPlan(run, stats, board, plan);
      if (differs === null) {
        stats.outcome = 'won';
        stats.reason = '';
        return;
      }
      board = differs;
    }
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error;
    stats.outcome = 'failed';
    stats.reason = error.message;
    if (error.scope === 'game') {
      stats.cheatFree = false;
      return;
    }
    throw new RunFailure(`game ${run.game}: ${error.message}`);
  } finally {
    stats.gameMs = Math.round(performance.now() - began);
  }
}

/**
 * Solves `board` in the solver process and replays the solution through the rules before
 * the mouse touches anything. A board the solver does not solve, or a solution the rules
 * refuse, is a failure of this game only.
 */
async function planMoves(run: RunContext, board: Board, stats: GameStats): Promise<Move[]> {
  const { opts, guard } = run;
  const replan = stats.replans;
  run.step(replan === 0 ? 'Solving' : `Solving again (re-plan ${replan})`);
  const t0 = performance.now();
  const outcome = await guard.during(
    run.solve(board, { cheats: opts.cheats, timeoutMs: opts.timeoutMs, signal: guard.signal }),
  );
  const solveMs = Math.round(performance.now() - t0);
  stats.solveMs += solveMs;
  if (!outcome.solved) throw new RunFailure(`not solved: ${outcome.reason}`, 'game');
  let check = board;
  for (const [i, move] of outcome.moves.entries()) {
    const why = checkMove(check, move);
    if (why) {
      throw new RunFailure(
        `not solved: the solver's move ${i + 1} (${formatMove(check, move)}) is not allowed: ${why}`,
        'game',
      );
    }
    check = applyMove(check, move);
  }
  if (!isWon(check)) {
    throw new RunFailure(
      `not solved: the solver's ${outcome.moves.length} moves do not win the game`,
      'game',
    );
  }
  run.emit({ type: 'solved', game: run.game, board, moves: outcome.moves, solveMs, replan });
  return outcome.moves;
}

/**
 * Plays `plan` from `board`. Returns null once every move showed on screen, or the board
 * really on screen when it differs from the expected one (to re-plan from); throws a run
 * failure when no board can be read then, or after too many re-plans.
 */
async function playPlan(
  run: RunContext,
  stats: GameStats,
  start: Board,
  plan: Move[],
): Promise<Board | null> {
  const { opts } = run;
  let board = start;
  for (const [i, move] of plan.entries()) {
    const text = formatMove(board, move);
    const expected = applyMove(board, move);
    // Reported before the drag and again once the screen shows it done.
    const report = (done: boolean, timing?: MoveTiming) =>
      run.emit({
        type: 'move',
        game: run.game,
        index: i,
        total: plan.length,
        move,
        text,
        done,
        ...(timing && { timing }),
      });
    run.step(`Playing move ${i + 1} of ${plan.length}: ${text}`);
    report(false);
    const t0 = performance.now();
    const { seen, timing } = await pressUntilTaken(run, stats, board, move, i, text);
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
    run.step('The board differs from the expected one: reading it again');
    const again = await readStable(run, 'reread', opts.settleTimeoutMs);
    stats.playMs += Math.round(performance.now() - t1);
    const actual = again.settled ? again.look.board : null;
    if (actual && formatBoard(actual) === formatBoard(expected)) {
      // Only slow to show: the plan still holds, nothing to re-plan.
      board = expected;
      report(true, timing);
      continue;
    }
    const difference = actual
      ? describeDifference(expected, actual)
      : `no board could be read (${again.look.problem ?? 'it kept changing'})`;
    const message = `after move ${i + 1} (${text}) the screen shows something else: ${difference}`;
    stats.replans++;
    run.emit({
      type: 'desync',
      game: run.game,
      expected,
      actual,
      message,
      replans: stats.replans,
    });
    if (stats.replans > opts.maxReplans) {
      throw new RunFailure(`gave up after ${opts.maxReplans} re-plans: ${message}`);
    }
    if (!actual) throw new RunFailure(message);
    return actual;
  }
  return null;
}

/**
 * Drags `move` and waits for the screen to show it. A press the game ignored (the board
 * still shows the move undone, standing still) is made again, up to `maxRetries` times;
 * from the second retry on the loop first gives the game a pause that doubles each time
 * (from `ignoredAfterMs`), as a game may ignore input for a while after its last move while
 * its picture is already still. Pressing again is safe: the board shows the move not made.
 */
async function pressUntilTaken(
  run: RunContext,
  stats: GameStats,
  board: Board,
  move: Move,
  index: number,
  text: string,
): Promise<{ seen: Waited; timing: MoveTiming }> {
  const { opts } = run;
  const expected = applyMove(board, move);
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
    const dragged = await drag(run, board, move);
    const waited = await waitForMove(run, expected, board, dragged.releasedAt);
    timing.pointMs += dragged.pointMs;
    timing.dragMs += dragged.dragMs;
    timing.waitMs += performance.now() - dragged.releasedAt;
    timing.captureMs += waited.captureMs;
    timing.readMs += waited.readMs;
    timing.looks += waited.looks;
    return waited;
  };
  let seen = await attempt();
  for (let retry = 1; seen.result === 'unchanged' && retry <= opts.maxRetries; retry++) {
    stats.retries++;
    timing.retried = true;
    run.emit({ type: 'retry', game: run.game, index, text, retries: stats.retries });
    run.step(`The game ignored move ${index + 1} (${text}): playing it again`);
    if (retry > 1) {
      await run.guard.sleep(Math.min(opts.settleTimeoutMs, opts.ignoredAfterMs * 2 ** (retry - 2)));
    }
    seen = await attempt();
  }
  return { seen, timing };
}

function describeDifference(expected: Board, actual: Board): string {
  for (let c = 0; c < expected.columns.length; c++) {
    const want = formatBoard({ columns: [expected.columns[c]] });
    const got = formatBoard({ columns: [actual.columns[c]] });
    if (want !== got) return `column ${c}: expected ${want} read ${got}`;
  }
  return 'no difference';
}
