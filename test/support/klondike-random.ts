/**
 * Random Klondike positions that are the same on every run, for the solver's tests that
 * compare answers over many positions.
 */
import { dealFromSeed } from '../../src-shared/klondike/deal';
import { legalMoves, playMove } from '../../src-shared/klondike/moves';
import type { KlondikeState, RuleSet } from '../../src-shared/klondike/state';

/** xorshift32: a number below n, the same sequence for the same seed. */
export function generator(seed: number): (n: number) => number {
  let x = seed;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** A position reached from a random deal (turn, rules, reset limit) by random legal moves. */
export function randomPosition(random: (n: number) => number): KlondikeState {
  const turn = random(2) === 0 ? 1 : 3;
  const rules: RuleSet = random(3) === 0 ? 'standard' : 'exchange';
  const limit = [undefined, undefined, 0, 1, 2][random(5)];
  const state = dealFromSeed(1 + random(2_000_000_000), { turn, rules, limit });
  for (let k = random(90); k > 0; k--) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    playMove(state, moves[random(moves.length)]);
  }
  return state;
}
