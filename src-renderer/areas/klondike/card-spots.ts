/**
 * The cards of the Klondike table as the mouse meets them: what pressing a card picks up,
 * which cards a pickup carries along, and which the hint points at.
 */
import { pileStart, type KlondikeState } from '../../../src-shared/klondike';
import type { CardSpot } from './layout';
import type { Pickup } from './placing';
import type { Hint } from './table-state';

/** What pressing the card picks up: nothing for a face-down or buried card. */
export function pickupOf(state: KlondikeState, spot: CardSpot): Pickup | null {
  const p = spot.place;
  if (!spot.faceUp) return null;
  if (p.pile === 'waste') return p.index === state.waste.length - 1 ? { from: 'waste' } : null;
  if (p.pile === 'foundation')
    return p.rank === state.foundations[p.suit] ? { from: 'foundation', suit: p.suit } : null;
  if (p.pile === 'column') return { from: 'column', column: p.column, index: p.index };
  return null;
}

/** Whether the card goes along with `pickup` (it is the card picked up or lies on it). */
export function carried(state: KlondikeState, spot: CardSpot, pickup: Pickup | null): boolean {
  if (!pickup) return false;
  const p = spot.place;
  if (pickup.from === 'waste') return p.pile === 'waste' && p.index === state.waste.length - 1;
  if (pickup.from === 'foundation')
    return (
      p.pile === 'foundation' && p.suit === pickup.suit && p.rank === state.foundations[pickup.suit]
    );
  return p.pile === 'column' && !p.covered && p.column === pickup.column && p.index >= pickup.index;
}

/** Whether the hint's move carries the card. */
export function hinted(state: KlondikeState, hint: Hint | null, spot: CardSpot): boolean {
  if (!hint || hint.move.kind !== 'move') return false;
  const { from, to } = hint.move;
  const p = spot.place;
  if (from === 'w') return p.pile === 'waste' && p.index === state.waste.length - 1;
  if (p.pile !== 'column' || p.covered || p.column !== from) return false;
  const column = state.tableau[from - 1].faceUp;
  const start = to === 'f' ? column.length - 1 : pileStart(state, from, to);
  return p.index >= start;
}

export function samePickup(a: Pickup, b: Pickup): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether the clicked card lies in the pile the selection came from. */
export function samePile(selection: Pickup, spot: CardSpot): boolean {
  const p = spot.place;
  if (selection.from === 'waste') return p.pile === 'waste';
  if (selection.from === 'foundation') return p.pile === 'foundation' && p.suit === selection.suit;
  return p.pile === 'column' && p.column === selection.column;
}
