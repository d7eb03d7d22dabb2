/** Expands the search's macro moves into the moves `advance` plays, replaying each one. */
import type { Suit } from '../cards';
import { type Move, foundationCardsFitting, playMove } from '../moves';
import { type KlondikeState, cloneState, isWon } from '../state';
import {
  COLUMN_TO_FOUNDATION,
  FOUNDATION_TO_COLUMN,
  RESET_BIT,
  TALON_TO_COLUMN,
  TALON_TO_FOUNDATION,
  moveDst,
  moveKind,
  moveSrc,
} from './packed-move';

/**
 * The winning moves: the first `count` packed moves of `played` from `start`, expanded to
 * `.`/`r`/`S->D`, then `finish` turns. Each move is played through the engine, which throws
 * if the solver and the rules ever disagree; the line must end in a won position.
 */
export function expandSolution(
  start: KlondikeState,
  played: readonly number[],
  count: number,
  finish: number,
): Move[] {
  const state = cloneState(start);
  const moves: Move[] = [];
  const play = (move: Move): void => {
    playMove(state, move);
    moves.push(move);
  };
  for (let d = 0; d < count; d++) {
    const m = played[d];
    const kind = moveKind(m);
    const src = moveSrc(m);
    const to: 'f' | number =
      kind === TALON_TO_FOUNDATION || kind === COLUMN_TO_FOUNDATION ? 'f' : moveDst(m) + 1;
    if (kind === TALON_TO_FOUNDATION || kind === TALON_TO_COLUMN) {
      const card = [...state.waste, ...state.stock][src - 1];
      if (m & RESET_BIT) {
        while (state.stock.length > 0) play({ kind: 'turn' });
        play({ kind: 'reset' });
      }
      while (state.waste[state.waste.length - 1] !== card) play({ kind: 'turn' });
      play({ kind: 'move', from: 'w', to });
    } else if (kind === FOUNDATION_TO_COLUMN) {
      const column = moveDst(m) + 1;
      // `f->N` when the card is the only foundation card that fits, else `fh->N`.
      const only = foundationCardsFitting(state, column).length === 1;
      play({ kind: 'fromFoundation', suit: only ? null : (src as Suit), to: column });
    } else {
      play({ kind: 'move', from: src + 1, to });
    }
  }
  for (let k = 0; k < finish; k++) play({ kind: 'turn' });
  if (!isWon(state)) throw new Error('internal error: the solution does not win');
  return moves;
}
