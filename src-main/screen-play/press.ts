/**
 * The one way the run loop uses the mouse button: press at a point, do what has to be done
 * while it is down (drag a card over a column, or nothing for a click), release. Whatever
 * ends the work early (a stop, the user's hand on the mouse, an error) the button is let go,
 * and where it was pressed, so a held card snaps back instead of landing wherever the
 * pointer happens to be.
 */
import type { Desktop, Point } from './desktop';
import type { Guard } from './guard';

export interface PressTiming {
  /** From the start until the button went down (pointer to the press point, pause). */
  pointMs: number;
  /** From the button going down until it was released. */
  holdMs: number;
  /** When the button was released (performance.now()). */
  releasedAt: number;
}

export async function pressAndRelease(
  desktop: Desktop,
  guard: Guard,
  at: Point,
  pauseMs: number,
  whileDown: () => Promise<void>,
): Promise<PressTiming> {
  const t0 = performance.now();
  await guard.moveTo(at);
  await guard.sleep(pauseMs);
  const t1 = performance.now();
  let down = true;
  await desktop.press();
  try {
    await whileDown();
    down = false;
    await desktop.release();
  } finally {
    if (down) {
      await desktop.moveTo(at).catch(() => {});
      await desktop.release().catch(() => {});
    }
  }
  const t2 = performance.now();
  return { pointMs: t1 - t0, holdMs: t2 - t1, releasedAt: t2 };
}
