/**
 * The MOLEK-SYNTEZ table's game in progress: positions for undo and redo, and what a drop
 * of cards on a column means. The rules themselves are `src-shared/molek/rules.ts`; this
 * only adds what the window needs on top of them.
 */
import type { Board } from '../../../src-shared/molek/cards';
import { applyMove, checkMove, type Move } from '../../../src-shared/molek/rules';
import { push, startHistory, type History } from '../../cards/history';

/**
 * A board as the table shows it. `ids` runs parallel to the columns' cards and gives each
 * card an identity that follows it from column to column, so the window can slide a moved
 * card to its new place instead of redrawing every card (four cards share each rank).
 */
export interface Position {
  board: Board;
  ids: number[][];
  /** The move that led here, or null for the starting position. */
  move: Move | null;
}

export type GameSource = { kind: 'seed'; seed: number } | { kind: 'board' };

export interface Game {
  source: GameSource;
  history: History<Position>;
  /** Different for every game started, so a new deal is drawn afresh rather than slid into place. */
  deal: number;
}

let deals = 0;

export function newGame(board: Board, source: GameSource): Game {
  let next = 0;
  const ids = board.columns.map((column) => column.cards.map(() => next++));
  return { source, history: startHistory({ board, ids, move: null }), deal: ++deals };
}

export function play(position: Position, move: Move): Position {
  const ids = position.ids.map((column) => column.slice());
  ids[move.to].push(...ids[move.from].splice(move.row));
  return { board: applyMove(position.board, move), ids, move };
}

export function playInGame(game: Game, move: Move): Game {
  const position = game.history.states[game.history.index];
  return { ...game, history: push(game.history, play(position, move)) };
}

/** Cheats made on the way to the position shown (undone moves do not count). */
export function cheatsSoFar(history: History<Position>): number {
  let cheats = 0;
  for (let i = 1; i <= history.index; i++) if (history.states[i].move?.cheat) cheats++;
  return cheats;
}

export type DropVerdict =
  { ok: true; move: Move } | { ok: false; reason: string; cheatPossible: boolean };

/**
 * What dropping the unit from `row` of column `from` on column `to` does: a legal move when
 * there is one; otherwise a cheat, but only when the player allows cheats; otherwise the
 * reason it is refused (saying so when a cheat would have been possible).
 */
export function judgeDrop(
  board: Board,
  from: number,
  row: number,
  to: number,
  allowCheats: boolean,
): DropVerdict {
  const legal: Move = { from, row, to, cheat: false };
  const reason = checkMove(board, legal);
  if (reason === null) return { ok: true, move: legal };
  const cheat: Move = { ...legal, cheat: true };
  const cheatPossible = checkMove(board, cheat) === null;
  if (cheatPossible && allowCheats) return { ok: true, move: cheat };
  return {
    ok: false,
    reason: cheatPossible ? `${reason} (turn on "Allow cheats" to cheat it there)` : reason,
    cheatPossible,
  };
}

/** A seed for a new game when the player does not choose one. */
export function randomSeed(): number {
  return 1 + Math.floor(Math.random() * 999_999);
}
