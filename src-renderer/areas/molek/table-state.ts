/**
 * Everything the MOLEK-SYNTEZ table shows, as one value changed only by `reduceTable`: the
 * game with its undo history, the selection, the hint, the solution being played and the
 * "Allow cheats" choice. The component renders it and dispatches; `saveTable` / `loadTable`
 * keep the game (history included) across area switches, reloads and restarts.
 */
import type { Board } from '../../../src-shared/molek/cards';
import { formatBoard, tryParseBoard } from '../../../src-shared/molek/notation';
import { checkMove, type Move } from '../../../src-shared/molek/rules';
import { canRedo, canUndo, current, redo, undo } from '../../cards/history';
import { newGame, playInGame, type Game, type GameSource } from './table';

/** The unit picked up: the card at `row` of column `column` and every card above it. */
export interface Pickup {
  column: number;
  row: number;
}

export interface Hint {
  move: Move;
  line: string;
}

export interface TableState {
  game: Game;
  allowCheats: boolean;
  selected: Pickup | null;
  hint: Hint | null;
  /** The rest of a solution the table is playing by itself, one move at a time. */
  autoplay: Move[] | null;
}

export type TableAction =
  | { type: 'deal'; board: Board; source: GameSource }
  | { type: 'play'; move: Move }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; pickup: Pickup | null }
  | { type: 'allow-cheats'; allow: boolean }
  | { type: 'hint'; hint: Hint | null }
  | { type: 'autoplay'; moves: Move[] | null };

export function startTable(board: Board, source: GameSource, allowCheats = false): TableState {
  return { game: newGame(board, source), allowCheats, selected: null, hint: null, autoplay: null };
}

export function reduceTable(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'deal':
      return startTable(action.board, action.source, state.allowCheats);
    case 'play': {
      const board = current(state.game.history).board;
      if (checkMove(board, action.move) !== null) return state;
      // A move played by hand ends a solution being played; the solution's own moves go on.
      const autoplay =
        state.autoplay && state.autoplay[0] === action.move ? state.autoplay.slice(1) : null;
      return {
        ...state,
        game: playInGame(state.game, action.move),
        selected: null,
        hint: null,
        autoplay: autoplay && autoplay.length > 0 ? autoplay : null,
      };
    }
    case 'undo':
    case 'redo': {
      const able = action.type === 'undo' ? canUndo : canRedo;
      if (!able(state.game.history)) return state;
      const step = action.type === 'undo' ? undo : redo;
      return {
        ...state,
        game: { ...state.game, history: step(state.game.history) },
        selected: null,
        hint: null,
        autoplay: null,
      };
    }
    case 'select':
      return { ...state, selected: action.pickup };
    case 'allow-cheats':
      return { ...state, allowCheats: action.allow };
    case 'hint':
      return { ...state, hint: action.hint };
    case 'autoplay':
      return { ...state, autoplay: action.moves, selected: null, hint: null };
  }
}

/** The stored form: the starting board, every move of the history, and the one shown. */
export interface SavedTable {
  source: GameSource;
  start: string;
  moves: Move[];
  index: number;
  allowCheats: boolean;
}

export function saveTable(state: TableState): SavedTable {
  const { history, source } = state.game;
  return {
    source,
    start: formatBoard(history.states[0].board),
    moves: history.states.slice(1).map((position) => position.move!),
    index: history.index,
    allowCheats: state.allowCheats,
  };
}

function isMove(value: unknown): value is Move {
  const m = value as Move;
  return (
    typeof m === 'object' &&
    m !== null &&
    Number.isInteger(m.from) &&
    Number.isInteger(m.row) &&
    Number.isInteger(m.to) &&
    typeof m.cheat === 'boolean'
  );
}

function isSource(value: unknown): value is GameSource {
  const s = value as GameSource;
  if (typeof s !== 'object' || s === null) return false;
  return s.kind === 'board' || (s.kind === 'seed' && Number.isInteger(s.seed));
}

/** The table stored by `saveTable`, replayed through the rules; null when it does not fit. */
export function loadTable(value: unknown): TableState | null {
  const saved = value as Partial<SavedTable> | null;
  if (typeof saved !== 'object' || saved === null) return null;
  if (typeof saved.start !== 'string' || !isSource(saved.source)) return null;
  if (!Array.isArray(saved.moves) || !saved.moves.every(isMove)) return null;
  const parsed = tryParseBoard(saved.start);
  if (!parsed.ok) return null;
  let game = newGame(parsed.board, saved.source);
  for (const move of saved.moves) {
    if (checkMove(current(game.history).board, move) !== null) return null;
    game = playInGame(game, move);
  }
  const index = saved.index;
  if (!Number.isInteger(index) || index! < 0 || index! > saved.moves.length) return null;
  return {
    game: { ...game, history: { ...game.history, index: index! } },
    allowCheats: saved.allowCheats === true,
    selected: null,
    hint: null,
    autoplay: null,
  };
}
