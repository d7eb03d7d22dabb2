/**
 * Strategy 1, live play at a fractional scale: the game is where it was on the last frame
 * (the hint) and its frame is seen there; it is read there at once, resampled.
 */
import { frameScore, scaledLocation } from '../scaled';
import { readResampled } from '../read-resampled';
import type { BoardReading } from '../reading';
import type { ReadContext } from './context';

/** The reading at the hint, or null when the hint is whole or the game is not there. */
export function readAtScaledHint(ctx: ReadContext): BoardReading | null {
  const { shot } = ctx;
  const { hint } = ctx.options;
  if (!hint || isWholeHint(hint)) return null;
  if (frameScore(shot, hint.scale, hint.origin.x, hint.origin.y) < 0.85) return null;
  ctx.located();
  return readResampled(shot, scaledLocation({ ...hint, frameSeen: true }), ctx.templates);
}

/** A hint at a whole scale and a whole pixel: a pixel-perfect game. */
export function isWholeHint(hint: { scale: number; origin: { x: number; y: number } }): boolean {
  return (
    Number.isInteger(hint.scale) &&
    Number.isInteger(hint.origin.x) &&
    Number.isInteger(hint.origin.y)
  );
}
