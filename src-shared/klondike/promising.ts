/**
 * The most promising move by a simple rule, for a position the solver proved lost or could not
 * decide in time, where no move is a sure win: a card to its foundation that comes from the
 * waste or turns up a covered card, then any move that turns up a covered card, then a move
 * from the waste, then the stock, then the first legal move. Null when no move is left.
 */
import { legalMoves, pileStart, type Move } from './moves';
import type { KlondikeState } from './state';

export function promisingMove(state: KlondikeState): Move | null {
  const moves = legalMoves(state);
  if (moves.length === 0) return null;
  // A move turns up a card when it takes the whole face-up pile off covered cards.
  const uncovers = (m: Move) => {
    if (m.kind !== 'move' || m.from === 'w') return false;
    const column = state.tableau[m.from - 1];
    if (column.covered.length === 0) return false;
    return m.to === 'f' ? column.faceUp.length === 1 : pileStart(state, m.from, m.to) === 0;
  };
  return (
    moves.find((m) => m.kind === 'move' && m.to === 'f' && (m.from === 'w' || uncovers(m))) ??
    moves.find(uncovers) ??
    moves.find((m) => m.kind === 'move' && m.from === 'w') ??
    moves.find((m) => m.kind === 'turn' || m.kind === 'reset') ??
    moves[0]
  );
}
