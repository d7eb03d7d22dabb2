/**
 * The cursor over the terminal table's piles, for play with the arrow keys: the top row holds
 * the stock, the waste and the four foundations, the bottom row the seven columns. Enter or
 * Space picks up the cards under the cursor and then drops them where the cursor is; what
 * moves is decided by the engine, exactly as for a typed command.
 */
import type { ColumnNumber, KlondikeState, Move, Suit } from '../../src-shared/klondike';

export type Pile =
  | { kind: 'stock' }
  | { kind: 'waste' }
  | { kind: 'foundation'; index: Suit }
  | { kind: 'column'; number: ColumnNumber };

export type Direction = 'left' | 'right' | 'up' | 'down';

/** Where each pile sits: row 0 (top) or 1, and its slot across (0 to 6; slot 2 of row 0 is empty). */
export function slotOf(pile: Pile): { row: 0 | 1; slot: number } {
  switch (pile.kind) {
    case 'stock':
      return { row: 0, slot: 0 };
    case 'waste':
      return { row: 0, slot: 1 };
    case 'foundation':
      return { row: 0, slot: 3 + pile.index };
    case 'column':
      return { row: 1, slot: pile.number - 1 };
  }
}

function pileAt(row: 0 | 1, slot: number): Pile {
  if (row === 1) return { kind: 'column', number: (slot + 1) as ColumnNumber };
  if (slot === 0) return { kind: 'stock' };
  if (slot === 1) return { kind: 'waste' };
  return { kind: 'foundation', index: (slot - 3) as Suit };
}

/** The pile the cursor goes to from `pile`; it stops at the edges. */
export function step(pile: Pile, direction: Direction): Pile {
  const { row, slot } = slotOf(pile);
  if (direction === 'up' || direction === 'down') {
    const to = direction === 'up' ? 0 : 1;
    if (to === row) return pile;
    // Above the third column lies the gap between the waste and the foundations: go to f1.
    return pileAt(to, to === 0 && slot === 2 ? 3 : slot);
  }
  const delta = direction === 'left' ? -1 : 1;
  let next = slot + delta;
  if (row === 0 && next === 2) next += delta;
  if (next < 0 || next > 6) return pile;
  return pileAt(row, next);
}

export function samePile(a: Pile, b: Pile): boolean {
  return pileName(a) === pileName(b);
}

/** The pile as the commands name it: `s`, `w`, `f1`..`f4`, `c1`..`c7`. */
export function pileName(pile: Pile): string {
  switch (pile.kind) {
    case 'stock':
      return 's';
    case 'waste':
      return 'w';
    case 'foundation':
      return `f${pile.index + 1}`;
    case 'column':
      return `c${pile.number}`;
  }
}

/** Why the cards of `pile` cannot be picked up, or null when they can. */
export function whyNotPick(state: KlondikeState, pile: Pile): string | null {
  switch (pile.kind) {
    case 'stock':
      return 'the stock is drawn from, not picked up: press Enter or Space on it to draw';
    case 'waste':
      return state.waste.length ? null : 'the waste is empty';
    case 'foundation':
      return state.foundations[pile.index] > 0 ? null : `foundation f${pile.index + 1} is empty`;
    case 'column':
      return state.tableau[pile.number - 1].faceUp.length
        ? null
        : `column c${pile.number} has no face-up card`;
  }
}

/** The move that drops what was picked from `from` on `to`, or why there is none. */
export function dropMove(from: Pile, to: Pile): Move | string {
  if (to.kind === 'stock' || to.kind === 'waste')
    return `cards cannot be put on the ${to.kind === 'stock' ? 'stock' : 'waste'}`;
  if (from.kind === 'foundation') {
    if (to.kind === 'foundation')
      return 'a foundation card goes back to a column, not a foundation';
    return { kind: 'fromFoundation', suit: from.index, to: to.number };
  }
  if (from.kind === 'stock') return 'the stock is drawn from, not picked up';
  const source = from.kind === 'waste' ? 'w' : from.number;
  return { kind: 'move', from: source, to: to.kind === 'foundation' ? 'f' : to.number };
}
