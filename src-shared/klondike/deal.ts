import { Lehmer } from '../cards/lehmer';
import { shuffleInPlace } from '../cards/shuffle';
import { type Card, DECK_SIZE } from './cards';
import {
  type Column,
  type KlondikeState,
  type RuleSet,
  type TurnCount,
  COLUMN_COUNT,
} from './state';

export interface DealOptions {
  /** Cards turned per `.` (default 1). */
  turn?: TurnCount;
  /** Waste resets allowed, 0..9; null or absent for unlimited. */
  limit?: number | null;
  /** The rule set the deal is played under (default `exchange`). */
  rules?: RuleSet;
}

/** The 52 cards shuffled by seed 003's Lehmer generator and shuffle, from `Ac Ad Ah As 2c …`. */
export function shuffledDeck(seed: number): Card[] {
  const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);
  return shuffleInPlace(deck, new Lehmer(seed));
}

/**
 * The deal of klondike.md: row by row, one card to each column from the row's own column
 * rightwards (column 1 gets 1 card, column 7 gets 7), the last card of each column face up;
 * the other 24 cards are the stock, the next card of the shuffled deck on top.
 * Throws RangeError for a seed outside 1 .. 2^31 - 2.
 */
export function dealFromSeed(seed: number, options: DealOptions = {}): KlondikeState {
  const deck = shuffledDeck(seed);
  const piles: Card[][] = Array.from({ length: COLUMN_COUNT }, () => []);
  let next = 0;
  for (let row = 0; row < COLUMN_COUNT; row++) {
    for (let column = row; column < COLUMN_COUNT; column++) piles[column].push(deck[next++]);
  }
  const tableau: Column[] = piles.map((pile) => ({
    covered: pile.slice(0, -1),
    faceUp: pile.slice(-1),
  }));
  return {
    rules: options.rules ?? 'exchange',
    turn: options.turn ?? 1,
    resetsLeft: options.limit ?? null,
    foundations: [0, 0, 0, 0],
    tableau,
    waste: [],
    stock: deck.slice(next),
    score: 0,
  };
}
