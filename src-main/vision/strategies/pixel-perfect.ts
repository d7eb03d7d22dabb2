/**
 * Strategy 3, the whole picture at whole scales: find the game from its long card edges and
 * its buttons (find.ts) and read it pixel by pixel, as the game draws in pixel-perfect mode.
 */
import { findGame, longEdges } from '../find';
import { readAt } from '../read-game';
import type { BoardReading } from '../reading';
import type { ReadContext } from './context';

export function readPixelPerfect(ctx: ReadContext): BoardReading {
  const { shot } = ctx;
  const location = findGame(shot, ctx.options, longEdges(ctx.edges()));
  ctx.located();
  return readAt(shot, location, ctx.templates, location);
}
