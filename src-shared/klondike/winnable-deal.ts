/**
 * Winnable deals only: the first seed at or after a given one whose deal the solver proves
 * winnable (a win found and replayed through the engine) within a time limit per deal.
 * Deals it proves lost or cannot decide in time are skipped, so the seed that comes back
 * always gives a deal with a known win, and the same seed always gives the same deal.
 */
import { SEED_MAX } from '../cards/seed';
import { type DealOptions, dealFromSeed } from './deal';
import { type KlondikeSolveResult, type SolveOptions, solve } from './solver';
import type { KlondikeState } from './state';

export interface WinnableDealOptions extends DealOptions, Pick<SolveOptions, 'now'> {
  /** The search's budget per deal, in milliseconds of `now` (default 5000). */
  timeLimitMs?: number;
  /** Seeds to try before giving up (default 1000). */
  maxTries?: number;
  /** After the win, this long more for a shorter line (`solve`'s `continueMs`; default 0). */
  continueMs?: number;
}

export interface WinnableDeal {
  seed: number;
  state: KlondikeState;
  /** The solver's win, already replayed to a won position. */
  result: KlondikeSolveResult;
}

/** The first proven-winnable deal at or after `seed`, or null after `maxTries` seeds. */
export function firstWinnableDeal(
  seed: number,
  options: WinnableDealOptions = {},
): WinnableDeal | null {
  const tries = options.maxTries ?? 1000;
  for (let s = seed; s < seed + tries && s <= SEED_MAX; s++) {
    const state = dealFromSeed(s, options);
    const result = solve(state, {
      firstAnswerLimitMs: options.timeLimitMs ?? 5000,
      continueMs: options.continueMs ?? 0,
      now: options.now,
    });
    if (result.outcome === 'won') return { seed: s, state, result };
  }
  return null;
}
