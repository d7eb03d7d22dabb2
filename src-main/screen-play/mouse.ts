/**
 * The run's hand on the mouse: drag a unit from its card to a column, click NEW GAME, and
 * park the pointer where it hides no card. Every pointer move goes through the guard (a hand
 * on the mouse stops the run) and the button is always let go (press.ts).
 */
import type { Board } from '../../src-shared/molek/cards';
import type { Move } from '../../src-shared/molek/rules';
import { RunFailure, type RunContext } from './context';
import { pressAndRelease } from './press';
import { dropPoint, newGamePoint, parkingPoint, path, pickPoint } from './targets';
import { isFreshDeal, readStable } from './waiting';

/** Moves the pointer off the cards, so it never hides a glyph from the next capture. */
export async function park(run: RunContext): Promise<void> {
  const place = run.eyes.gamePlace;
  if (place) await run.guard.moveTo(parkingPoint(place, run.screen));
}

/**
 * Presses on the unit's card, drags it over the target column in the pace's steps,
 * releases, and parks the pointer off the cards.
 */
export async function drag(
  run: RunContext,
  board: Board,
  move: Move,
): Promise<{ pointMs: number; dragMs: number; releasedAt: number }> {
  const { opts, guard } = run;
  const where = run.place();
  const from = pickPoint(where, board, move.from, move.row);
  const to = dropPoint(where, board, move.to);
  const timing = await pressAndRelease(run.desktop, guard, from, opts.delayMs, async () => {
    await guard.sleep(opts.holdMs);
    for (const [i, point] of path(from, to, opts.dragSteps).entries()) {
      if (i > 0) await guard.sleep(opts.delayMs);
      await guard.moveTo(point);
    }
    await guard.sleep(opts.holdMs);
  });
  await park(run);
  return { pointMs: timing.pointMs, dragMs: timing.holdMs, releasedAt: timing.releasedAt };
}

/** Clicks NEW GAME and waits for a fresh deal to stand still; a run failure if none comes. */
export async function clickNewGame(run: RunContext): Promise<void> {
  const { opts, guard } = run;
  run.step('Starting a new game');
  await pressAndRelease(run.desktop, guard, newGamePoint(run.place()), opts.delayMs, () =>
    guard.sleep(opts.holdMs),
  );
  await park(run);
  const dealt = await readStable(run, 'deal', opts.dealTimeoutMs, isFreshDeal);
  if (!dealt.settled) {
    throw new RunFailure(
      `no new deal appeared within ${opts.dealTimeoutMs / 1000} s of clicking NEW GAME` +
        (dealt.look.problem ? ` (${dealt.look.problem})` : ''),
    );
  }
}
