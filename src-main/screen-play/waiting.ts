/**
 * Waiting for the screen, never for the clock: read until the picture stands still on a
 * board, and, after a drop, wait until the screen shows the board the move should leave (or
 * still shows the move undone: the game ignored the press). Every wait polls through the
 * guard, so a stop ends it within `pollMs` plus one capture.
 */
import type { Board } from '../../src-shared/molek/cards';
import { formatBoard } from '../../src-shared/molek/notation';
import type { RunContext } from './context';
import type { LookPurpose } from './events';
import type { Look } from './eyes';

/**
 * Looks until the screen stands still on a board that `accept` likes, or the time is up
 * (then the last look is returned and `settled` is false).
 */
export async function readStable(
  run: RunContext,
  purpose: LookPurpose,
  timeoutMs: number,
  accept: (board: Board) => boolean = () => true,
): Promise<{ settled: boolean; look: Look }> {
  const { opts } = run;
  const end = performance.now() + timeoutMs;
  // The same board from the very same pixels twice (or, on a picture that never stands
  // still, for `settleMs`): a board read twice while a unit flies could still be wrong.
  let previous: { text: string; look: Look; since: number } | null = null;
  for (;;) {
    const seen = await run.look(purpose);
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
    await run.guard.sleep(Math.max(opts.lookPauseMs, 10));
  }
}

/** How a wait for a move's result ended, and what its looks cost. */
export interface Waited {
  /** `shown`: the expected board, still; `unchanged`: the move undone, still; `other`: time up. */
  result: 'shown' | 'unchanged' | 'other';
  look: Look;
  captureMs: number;
  readMs: number;
  looks: number;
}

/**
 * Waits until the screen shows `expected` and has stopped moving: two looks in a row read it
 * from the very same pixels. A unit sliding into place can read as placed for its last
 * frames while the game still ignores the mouse; a picture that never stands still (some
 * effect playing) is accepted once the board has read right for `settleMs`.
 * Ends early as `unchanged` when the board still shows `before` (the move undone), standing
 * still, `run.ignoredAfterMs()` after the release: the game ignored the press. How long a
 * move took to change the picture at all is noted for that judgement.
 */
export async function waitForMove(
  run: RunContext,
  expected: Board,
  before: Board,
  releasedAt: number,
): Promise<Waited> {
  const { opts } = run;
  const want = formatBoard(expected);
  const undone = formatBoard(before);
  const end = performance.now() + opts.settleTimeoutMs;
  let firstMatch: number | null = null;
  let firstChange: number | null = null;
  // The last look, and since when the picture has been the same (identical looks).
  type Seen = { text: string; look: Look; since: number };
  let previous = null as Seen | null;
  const spent = { captureMs: 0, readMs: 0, looks: 0 };
  for (;;) {
    const seen = await run.look('verify');
    spent.captureMs += seen.captureMs;
    spent.readMs += seen.readMs;
    spent.looks++;
    const text = seen.board ? formatBoard(seen.board) : null;
    const now = performance.now();
    if (text !== undone) firstChange ??= now;
    const same: Seen | null =
      previous !== null && previous.text === text && samePixels(previous.look, seen)
        ? previous
        : null;
    // Two looks can fall between two frames of a slow game: "still" wants them `stillMs` apart.
    const still = same !== null && now - same.since >= opts.stillMs;
    if (text === want) {
      firstMatch ??= now;
      if (still || now - firstMatch >= opts.settleMs) {
        run.noteFirstChange(firstChange! - releasedAt);
        return { result: 'shown', look: seen, ...spent };
      }
    } else {
      firstMatch = null;
      if (text === undone && still && now - releasedAt >= run.ignoredAfterMs()) {
        return { result: 'unchanged', look: seen, ...spent };
      }
    }
    previous = text === null ? null : { text, look: seen, since: same ? same.since : now };
    if (now >= end) return { result: 'other', look: seen, ...spent };
    await run.guard.sleep(opts.lookPauseMs);
  }
}

/** A new deal: six columns of six cards, nothing cheated. */
export function isFreshDeal(board: Board): boolean {
  return board.columns.every((c) => c.cards.length === 6 && !c.cheated);
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
