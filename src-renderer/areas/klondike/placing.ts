/**
 * What a drop or a click on the Klondike table means in the engine's moves, and the one
 * move auto-complete plays next. The rules themselves are the engine's; this only turns
 * "this card onto that pile" into a `Move` or says why it does not fit.
 */
import {
  fitsFoundation,
  foundationCardsFitting,
  makeCard,
  pileStart,
  rankOf,
  type Card,
  type KlondikeState,
  type Move,
  type Suit,
} from '../../../src-shared/klondike';
import { cardLabel } from '../../cards/playingCards';

/** What the player picked up: the waste's top card, a column's pile from a card, a foundation's top. */
export type Pickup =
  | { from: 'waste' }
  | { from: 'column'; column: number; index: number }
  | { from: 'foundation'; suit: Suit };

export type Target = { kind: 'foundation' } | { kind: 'column'; column: number };

/** The move that carries `pickup` to `target`, null when it goes nowhere, or why it cannot. */
export function moveFor(
  state: KlondikeState,
  pickup: Pickup,
  target: Target,
): Move | null | string {
  const card = pickedCard(state, pickup);
  if (target.kind === 'column' && card !== undefined && rankOf(card) !== 13) {
    const onto = state.tableau[target.column - 1];
    const elsewhere = pickup.from !== 'column' || pickup.column !== target.column;
    if (elsewhere && onto.covered.length === 0 && onto.faceUp.length === 0) {
      return `only a King can go to an empty column, not the ${cardLabel(card)}`;
    }
  }
  if (pickup.from === 'foundation') {
    if (target.kind === 'foundation') return null;
    return { kind: 'fromFoundation', suit: pickup.suit, to: target.column };
  }
  if (pickup.from === 'waste') {
    return { kind: 'move', from: 'w', to: target.kind === 'foundation' ? 'f' : target.column };
  }
  const column = state.tableau[pickup.column - 1].faceUp;
  if (card === undefined) return null;
  if (target.kind === 'foundation') {
    if (pickup.index !== column.length - 1) {
      return `only the last card of a column can go to a foundation, not the ${cardLabel(card)}`;
    }
    return { kind: 'move', from: pickup.column, to: 'f' };
  }
  if (target.column === pickup.column) return null;
  const move: Move = { kind: 'move', from: pickup.column, to: target.column };
  const start = pileStart(state, pickup.column, target.column);
  if (start >= 0 && start !== pickup.index) {
    return `the ${cardLabel(card)} does not fit on column ${target.column}`;
  }
  return move;
}

/** The card a pickup holds (the deepest, for a pile from a column). */
export function pickedCard(state: KlondikeState, pickup: Pickup): Card | undefined {
  if (pickup.from === 'waste') return state.waste[state.waste.length - 1];
  if (pickup.from === 'foundation') {
    const top = state.foundations[pickup.suit];
    return top === 0 ? undefined : makeCard(top, pickup.suit);
  }
  return state.tableau[pickup.column - 1].faceUp[pickup.index];
}

/** What a pickup holds, in words: `8♥`, `8♥ and 2 cards on it`. */
export function pickupWords(state: KlondikeState, pickup: Pickup): string {
  const card = pickedCard(state, pickup);
  const label = card === undefined ? 'nothing' : cardLabel(card);
  if (pickup.from !== 'column') return label;
  const above = state.tableau[pickup.column - 1].faceUp.length - 1 - pickup.index;
  return above > 0 ? `${label} and ${above} card${above === 1 ? '' : 's'} on it` : label;
}

/** A move in words for the status bar, e.g. `10♠ to column 2` (before it is played). */
export function describeMove(state: KlondikeState, move: Move): string {
  switch (move.kind) {
    case 'turn':
      return `turned ${Math.min(state.turn, state.stock.length)} from the stock`;
    case 'reset':
      return 'turned the waste back over';
    case 'fromFoundation': {
      const suit = move.suit ?? foundationCardsFitting(state, move.to)[0] ?? 0;
      return `${cardLabel(makeCard(state.foundations[suit], suit))} back to column ${move.to}`;
    }
    case 'move': {
      const card =
        move.from === 'w'
          ? state.waste[state.waste.length - 1]
          : state.tableau[move.from - 1].faceUp[
              move.to === 'f'
                ? state.tableau[move.from - 1].faceUp.length - 1
                : Math.max(0, pileStart(state, move.from, move.to))
            ];
      const what = card === undefined ? 'card' : cardLabel(card);
      return `${what} to ${move.to === 'f' ? 'its foundation' : `column ${move.to}`}`;
    }
  }
}

/** The one card that may go home next when only trivial moves remain: the lowest that fits. */
export function nextHomeMove(state: KlondikeState): Move | null {
  let best: { move: Move; rank: number } | null = null;
  const consider = (card: Card | undefined, from: 'w' | number) => {
    if (card === undefined || !fitsFoundation(state, card)) return;
    if (!best || rankOf(card) < best.rank) {
      best = { move: { kind: 'move', from, to: 'f' }, rank: rankOf(card) };
    }
  };
  consider(state.waste[state.waste.length - 1], 'w');
  state.tableau.forEach((c, i) => consider(c.faceUp[c.faceUp.length - 1], i + 1));
  return (best as { move: Move } | null)?.move ?? null;
}
