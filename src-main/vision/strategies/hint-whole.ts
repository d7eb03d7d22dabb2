/**
 * Strategy 2, live play at a whole scale: the game's buttons are still where the hint says;
 * the game is read there pixel by pixel.
 */
import { BUTTON_PASS, buttonScore, locationAt } from '../find';
import { readAt } from '../read-game';
import type { BoardReading } from '../reading';
import { EXACT_DOUBTS, type ReadContext } from './context';
import { isWholeHint } from './hint-scaled';

/**
 * The reading at the hint, or null when the hint is fractional, the game is not there, or
 * the reading has more doubtful cards than a pixel-perfect one may settle.
 */
export function readAtWholeHint(ctx: ReadContext): BoardReading | null {
  const { shot } = ctx;
  const { hint } = ctx.options;
  if (!hint || !isWholeHint(hint)) return null;
  if (buttonScore(shot, hint.scale, hint.origin.x, hint.origin.y) < BUTTON_PASS) return null;
  const location = locationAt(hint.scale, hint.origin.x, hint.origin.y);
  ctx.located();
  const reading = readAt(shot, location, ctx.templates, location);
  return reading.notes.length <= EXACT_DOUBTS ? reading : null;
}
