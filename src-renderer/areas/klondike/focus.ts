/**
 * The Klondike table as the keyboard sees it (see cards/roving-focus.ts): the top row holds
 * the stock, the waste and the four foundations, the row below the seven columns; each
 * column's stops are its face-up cards (or the column itself when it has none), the other
 * piles have one stop, their top card. Every stop has the name a screen reader says, e.g.
 * `column 3: 7 of hearts, 4 cards covered`.
 */
import { makeCard, type Card, type KlondikeState, type Suit } from '../../../src-shared/klondike';
import type { FocusGrid, FocusSpot } from '../../cards/roving-focus';
import { cardWords } from '../../cards/playingCards';
import type { Pickup, Target } from './placing';

export type PileRef =
  | { pile: 'stock' }
  | { pile: 'waste' }
  | { pile: 'foundation'; suit: Suit }
  | { pile: 'column'; column: number };

export interface Stop {
  spot: FocusSpot;
  pile: PileRef;
  /** The pile's card at this stop (its top card, for all but a column), or null when empty. */
  card: Card | null;
  /**
   * The pile's place (its slot) takes focus, not a card: always for the stock, the waste and
   * the foundations, whose top card changes under the keyboard with every move; for an empty
   * column. The slot is drawn over the cards while focused.
   */
  onSlot: boolean;
  /** For a column, the face-up card's index; 0 elsewhere. */
  index: number;
  /** The card is face down (a column with no face-up card); it cannot be picked up. */
  faceDown: boolean;
  label: string;
}

const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'];

const cardsWord = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/** The pile a stop belongs to, in words: `column 3`, `the stock`. */
export function pileName(pile: PileRef): string {
  switch (pile.pile) {
    case 'stock':
      return 'stock';
    case 'waste':
      return 'waste';
    case 'foundation':
      return `${SUIT_NAMES[pile.suit]} foundation`;
    case 'column':
      return `column ${pile.column}`;
  }
}

export function tableStops(state: KlondikeState): { grid: FocusGrid; stops: Stop[] } {
  const stops: Stop[] = [];
  const add = (
    row: number,
    pileIndex: number,
    pile: PileRef,
    card: Card | null,
    index: number,
    label: string,
    faceDown = false,
  ) =>
    stops.push({
      spot: { row, pile: pileIndex, stop: index },
      pile,
      card,
      onSlot: row === 0 || card === null,
      index,
      faceDown,
      label,
    });

  const stockLabel =
    state.stock.length > 0
      ? `stock: ${cardsWord(state.stock.length)}, Enter turns ${Math.min(state.turn, state.stock.length)}`
      : state.waste.length === 0
        ? 'stock: empty'
        : state.resetsLeft === 0
          ? 'stock: empty, no resets left'
          : 'stock: empty, Enter turns the waste back over';
  // The stock's card drawn on top is its first (see layout.ts).
  add(0, 0, { pile: 'stock' }, state.stock.length > 0 ? state.stock[0] : null, 0, stockLabel, true);
  const wasteTop = state.waste[state.waste.length - 1];
  add(
    0,
    1,
    { pile: 'waste' },
    wasteTop ?? null,
    0,
    wasteTop === undefined
      ? 'waste: empty'
      : `waste: ${cardWords(wasteTop)}, ${cardsWord(state.waste.length)}`,
  );
  state.foundations.forEach((top, suit) => {
    const card = top === 0 ? null : makeCard(top, suit as Suit);
    const pile: PileRef = { pile: 'foundation', suit: suit as Suit };
    add(
      0,
      2 + suit,
      pile,
      card,
      0,
      `${pileName(pile)}: ${card === null ? 'empty' : cardWords(card)}`,
    );
  });
  state.tableau.forEach((column, c) => {
    const pile: PileRef = { pile: 'column', column: c + 1 };
    const covered =
      column.covered.length > 0 ? `, ${cardsWord(column.covered.length)} covered` : '';
    if (column.faceUp.length === 0) {
      const top = column.covered[column.covered.length - 1] ?? null;
      add(
        1,
        c,
        pile,
        top,
        0,
        `${pileName(pile)}: ${top === null ? 'empty' : 'face down'}${covered}`,
        top !== null,
      );
      return;
    }
    column.faceUp.forEach((card, i) => {
      const above = column.faceUp.length - 1 - i;
      const on = above > 0 ? `, ${cardsWord(above)} on it` : '';
      add(1, c, pile, card, i, `${pileName(pile)}: ${cardWords(card)}${on}${covered}`);
    });
  });
  const grid: FocusGrid = [
    [0, 1, 3, 4, 5, 6].map((x, i) => ({
      x,
      stops: stops.filter((s) => s.spot.row === 0 && s.spot.pile === i).length,
    })),
    state.tableau.map((column, c) => ({ x: c, stops: Math.max(1, column.faceUp.length) })),
  ];
  return { grid, stops };
}

/** What Enter on a stop picks up: the waste's or a foundation's top, a column's pile from a card. */
export function pickupAt(stop: Stop): Pickup | null {
  if (stop.card === null) return null;
  switch (stop.pile.pile) {
    case 'waste':
      return { from: 'waste' };
    case 'foundation':
      return { from: 'foundation', suit: stop.pile.suit };
    case 'column':
      return stop.faceDown ? null : { from: 'column', column: stop.pile.column, index: stop.index };
    default:
      return null;
  }
}

/** Where a pile takes picked-up cards; null for the stock and the waste. */
export function targetOfPile(pile: PileRef): Target | null {
  if (pile.pile === 'foundation') return { kind: 'foundation' };
  if (pile.pile === 'column') return { kind: 'column', column: pile.column };
  return null;
}

/** Whether picked-up cards came from `pile`. */
export function cameFrom(pickup: Pickup, pile: PileRef): boolean {
  if (pickup.from === 'waste') return pile.pile === 'waste';
  if (pickup.from === 'foundation') return pile.pile === 'foundation' && pile.suit === pickup.suit;
  return pile.pile === 'column' && pile.column === pickup.column;
}
