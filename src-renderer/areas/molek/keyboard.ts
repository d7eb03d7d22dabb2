/**
 * Playing the MOLEK-SYNTEZ table with the keyboard, as pure functions of the board: the table
 * as the shared roving focus sees it (`cards/roving-focus.ts`), what Enter or Space does on
 * the focused card, and the names a screen reader reads for cards and columns. The component
 * keeps one `Spot` focused (a roving tabindex: only that card, or that empty column, is in the
 * Tab order) and dispatches what `activate` decides.
 *
 * A spot is a column and a row of it: the card at that row, or row 0 of an empty column (its
 * outline). Row 0 is the card at the back, drawn highest; the top card is the last row.
 */
import { RANK_LABEL, type Board, type Rank } from '../../../src-shared/molek/cards';
import { isLocked, runStart } from '../../../src-shared/molek/rules';
import {
  clampFocus,
  stopKey,
  type FocusGrid,
  type FocusOptions,
  type FocusSpot,
} from '../../cards/roving-focus';
import type { Pickup } from './table-state';

export interface Spot {
  column: number;
  row: number;
}

/**
 * The table as the keyboard sees it: one row of six columns, left to right; every card of a
 * column takes focus (all lie face up), an empty column its outline.
 */
export function focusGrid(board: Board): FocusGrid {
  return [board.columns.map((c, column) => ({ x: column, stops: Math.max(1, c.cards.length) }))];
}

/** Left at column 0 and Right at column 5 go to that column's top card, as Home and End do. */
export const FOCUS_OPTIONS: FocusOptions = { atEdge: 'top' };

/** A spot as the roving focus names it, and back. */
export const focusOf = (spot: Spot): FocusSpot => ({ row: 0, pile: spot.column, stop: spot.row });
export const spotOf = (at: FocusSpot): Spot => ({ column: at.pile, row: at.stop });

/**
 * The attributes of a spot's element: `data-stop`, by which the roving focus finds it, and
 * `data-spot`, `column:row`, as people (and the browser tests) read it.
 */
export function spotAttributes(spot: Spot) {
  return { 'data-stop': stopKey(focusOf(spot)), 'data-spot': `${spot.column}:${spot.row}` };
}

/** The spot itself when it is still on the board, else the nearest one (after a move or undo). */
function onBoard(board: Board, spot: Spot): Spot {
  return spotOf(clampFocus(focusGrid(board), focusOf(spot))!);
}

/** Whether the cards from `row` of `column` up can be picked up together. */
export function canPickUp(board: Board, column: number, row: number): boolean {
  const c = board.columns[column];
  return row < c.cards.length && !isLocked(c) && row >= runStart(c);
}

/** What Enter or Space on the focused spot does. */
export type Activation =
  | { kind: 'pick'; pickup: Pickup }
  | { kind: 'drop'; pickup: Pickup; to: number }
  | { kind: 'cancel' }
  | { kind: 'refuse'; reason: string };

/**
 * Enter or Space: with nothing held, picks up the focused card with the cards on it; with
 * cards held, drops them on the focused column. On the column they came from it puts them
 * back, or picks up from the focused row instead when that is another card that can move.
 */
export function activate(board: Board, spot: Spot, held: Pickup | null): Activation {
  const at = onBoard(board, spot);
  const column = board.columns[at.column];
  if (held) {
    if (held.column !== at.column) return { kind: 'drop', pickup: held, to: at.column };
    if (at.row !== held.row && canPickUp(board, at.column, at.row))
      return { kind: 'pick', pickup: at };
    return { kind: 'cancel' };
  }
  if (column.cards.length === 0)
    return { kind: 'refuse', reason: `Column ${at.column} is empty: there is nothing to pick up` };
  if (isLocked(column))
    return { kind: 'refuse', reason: `Column ${at.column} is locked: its cards stay` };
  if (!canPickUp(board, at.column, at.row))
    return {
      kind: 'refuse',
      reason: 'That card cannot be picked up: only a run at the top of a column moves',
    };
  return { kind: 'pick', pickup: at };
}

const FACE_NAME: Partial<Record<Rank, string>> = {
  11: 'jack',
  12: 'queen',
  13: 'king',
  14: 'ace',
};

/** A rank as a screen reader should say it: as printed, the letters with their meaning ("K (king)"). */
export function rankWord(rank: Rank): string {
  const face = FACE_NAME[rank];
  return face ? `${RANK_LABEL[rank]} (${face})` : RANK_LABEL[rank];
}

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/**
 * The accessible name of a card: `column 3: 9, 4 cards under it, 1 on it`, with what else
 * matters (cheated, locked column, held, part of a hint).
 */
export function cardName(board: Board, column: number, row: number, held: Pickup | null): string {
  const c = board.columns[column];
  const top = c.cards.length - 1;
  const parts = [`column ${column}: ${rankWord(c.cards[row])}`];
  if (c.cheated && row === top) parts.push('cheated');
  parts.push(row === 0 ? 'no cards under it' : `${cards(row)} under it`);
  if (row < top) parts.push(`${cards(top - row)} on it`);
  if (isLocked(c)) parts.push('column locked');
  if (held && held.column === column && row >= held.row) parts.push('picked up');
  return parts.join(', ');
}

/** The accessible name of an empty column's place. */
export function emptyColumnName(column: number, held: Pickup | null): string {
  return `column ${column}: empty${held ? '' : ', nothing to pick up'}`;
}

/** What the live region says when cards are picked up. */
export function pickedWords(board: Board, pickup: Pickup): string {
  const c = board.columns[pickup.column];
  const n = c.cards.length - pickup.row;
  const rank = rankWord(c.cards[pickup.row]);
  const what = n === 1 ? rank : `${rank} with ${cards(n - 1)} on it`;
  return `Picked up ${what} from column ${pickup.column}: choose a column with the arrow keys and press Enter, or Escape to put it back`;
}
