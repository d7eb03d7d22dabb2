import type { Card } from './cards';

/** How many cards a turn moves from stock to waste. */
export type TurnCount = 1 | 3;

/**
 * Which moves the game allows.
 * - `exchange`: the course's exchange format (seed 001): no card ever leaves a foundation.
 * - `standard`: as the common solitaire apps play it, a foundation's top card may go back
 *   onto a column (−15 in Windows scoring). A file says so with the word `standard` at the
 *   end of its RULES section; without it a file reads exactly as before.
 */
export type RuleSet = 'exchange' | 'standard';

export const RULE_SETS: readonly RuleSet[] = ['exchange', 'standard'];

/** One tableau column: covered (face-down) cards then the face-up pile, deepest card first. */
export interface Column {
  covered: Card[];
  faceUp: Card[];
}

/**
 * A Klondike position, as plain data (safe to copy, compare and send between processes).
 *
 * - `foundations[s]` is the top rank (0 = empty, 13 = king) of suit s in the order
 *   clubs, diamonds, hearts, spades; the cards below the top are implied.
 * - `tableau[0]` is column 1 (the file lists column 7 first).
 * - `waste` ends with its top card; `stock` starts with its top card, so the exchange
 *   line `waste | stock` reads left to right and a turn moves the `|` right.
 * - `resetsLeft` is how many more times the waste may go back to the stock (null:
 *   unlimited). The exchange format's `limit N` means N resets left from this position.
 * - `score` is the standard Windows score of the moves played on this state (0 when read).
 * - `rules` says whether a foundation's top card may go back to a column (`standard`).
 */
export interface KlondikeState {
  rules: RuleSet;
  turn: TurnCount;
  resetsLeft: number | null;
  foundations: number[];
  tableau: Column[];
  waste: Card[];
  stock: Card[];
  score: number;
}

export const COLUMN_COUNT = 7;

export function cloneState(state: KlondikeState): KlondikeState {
  return {
    rules: state.rules,
    turn: state.turn,
    resetsLeft: state.resetsLeft,
    foundations: [...state.foundations],
    tableau: state.tableau.map((c) => ({ covered: [...c.covered], faceUp: [...c.faceUp] })),
    waste: [...state.waste],
    stock: [...state.stock],
    score: state.score,
  };
}

/** Number of covered (face-down) tableau cards: they must all be turned up to win. */
export function coveredCount(state: KlondikeState): number {
  let n = 0;
  for (const column of state.tableau) n += column.covered.length;
  return n;
}

/**
 * The winning condition of klondike.md: no covered cards, no stock cards, at most one waste
 * card. (Everything left is then face up and can be played home without search.)
 */
export function isWon(state: KlondikeState): boolean {
  return coveredCount(state) === 0 && state.stock.length === 0 && state.waste.length <= 1;
}

/** All 52 cards on the foundations. */
export function isComplete(state: KlondikeState): boolean {
  return state.foundations.every((top) => top === 13);
}
