/**
 * What the "Try a board" panel keeps across area switches, reloads and restarts: the board
 * text, the solution found for it and the step shown. Read back through the rules: a stored
 * solution that no longer plays on its board is dropped, and the board text alone is kept.
 */
import type { Board } from '../../../src-shared/molek/cards';
import { formatBoard, tryParseBoard } from '../../../src-shared/molek/notation';
import { applyMove, checkMove, type Move } from '../../../src-shared/molek/rules';

export interface OfflineSolution {
  board: Board;
  moves: Move[];
}

export interface OfflineState {
  boardText: string;
  solution: OfflineSolution | null;
  /** The move about to be shown, 0 .. moves.length. */
  step: number;
}

export const NO_OFFLINE: OfflineState = { boardText: '', solution: null, step: 0 };

export interface SavedOffline {
  boardText: string;
  solution: { board: string; moves: Move[] } | null;
  step: number;
}

export function saveOffline(state: OfflineState): SavedOffline {
  return {
    boardText: state.boardText,
    solution: state.solution
      ? { board: formatBoard(state.solution.board), moves: state.solution.moves }
      : null,
    step: state.step,
  };
}

/** The moves, when every one of them plays in turn from `board`; null otherwise. */
function playable(board: Board, moves: unknown): Move[] | null {
  if (!Array.isArray(moves)) return null;
  let position = board;
  for (const move of moves as Move[]) {
    if (typeof move !== 'object' || move === null || typeof move.cheat !== 'boolean') return null;
    if (checkMove(position, move) !== null) return null;
    position = applyMove(position, move);
  }
  return moves as Move[];
}

export function loadOffline(value: unknown): OfflineState {
  const saved = value as Partial<SavedOffline> | null;
  if (typeof saved !== 'object' || saved === null || typeof saved.boardText !== 'string') {
    return NO_OFFLINE;
  }
  const boardText = saved.boardText;
  const stored = saved.solution;
  if (!stored || typeof stored.board !== 'string') return { boardText, solution: null, step: 0 };
  const parsed = tryParseBoard(stored.board);
  const moves = parsed.ok ? playable(parsed.board, stored.moves) : null;
  if (!parsed.ok || !moves) return { boardText, solution: null, step: 0 };
  const step = Number.isInteger(saved.step) ? Math.min(Math.max(0, saved.step!), moves.length) : 0;
  return { boardText, solution: { board: parsed.board, moves }, step };
}
