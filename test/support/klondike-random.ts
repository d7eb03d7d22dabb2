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

/**
 * An endgame with `left` cards not home (the lowest ranks of each suit are home), dealt at
 * random to the columns (covered under one face-up card) and the stock, then played on at
 * random for a few moves if `randomMoves` says so.
 */
export function endgame(
  seed: number,
  left: number,
  turn: 1 | 3,
  resetsLeft: number | null,
  rules: RuleSet = 'exchange',
  columns = 7,
  randomMoves = 0,
): KlondikeState {
  let x = seed | 1;
  const random = (n: number): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
  const foundations = [0, 0, 0, 0];
  for (let home = 52 - left; home > 0;) {
    const s = random(4);
    if (foundations[s] < 13) {
      foundations[s]++;
      home--;
    }
  }
  const cards: number[] = [];
  foundations.forEach((top, s) => {
    for (let rank = top + 1; rank <= 13; rank++) cards.push((rank - 1) * 4 + s);
  });
  for (let i = cards.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const state: KlondikeState = {
    rules,
    turn,
    resetsLeft,
    foundations,
    tableau: Array.from({ length: 7 }, () => ({ covered: [], faceUp: [] })),
    waste: [],
    stock: [],
    score: 0,
  };
  for (const card of cards) {
    const where = random(columns + 2);
    if (where >= columns) state.stock.push(card);
    else {
      const column = state.tableau[where];
      if (column.faceUp.length > 0) column.covered.push(column.faceUp.pop()!);
      column.faceUp.push(card);
    }
  }
  // Then fewer than `randomMoves` random legal moves.
  for (let k = randomMoves > 0 ? random(randomMoves) : 0; k > 0; k--) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    playMove(state, moves[random(moves.length)]);
  }
  return state;
}
