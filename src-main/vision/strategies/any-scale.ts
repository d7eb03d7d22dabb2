/**
 * Strategy 4, the whole picture at any scale: find the game from its cards alone, at a
 * whole or fractional scale, smooth or sharp (scaled.ts), and read it resampled.
 */
import { readResampled } from '../read-resampled';
import { findScaled } from '../scaled';
import { attempt, type Attempt, type ReadContext } from './context';

/**
 * The reading, or why there is none: the reading's own failure when the game was found,
 * else the search's (null when it saw no card column at all).
 */
export function readAnyScale(ctx: ReadContext): Attempt {
  const search = findScaled(ctx.shot, ctx.edges());
  ctx.located();
  const { location } = search;
  if (!location) return { reading: null, failure: search.failure };
  return attempt(() => readResampled(ctx.shot, location, ctx.templates));
}
