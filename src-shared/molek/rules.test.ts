import { describe, expect, it } from 'vitest';
import { parseBoard, formatBoard } from './notation';
import {
  applyMove,
  applyMoveWithRecord,
  checkMove,
  formatMove,
  isLocked,
  isWon,
  legalMoves,
  parseMoveLine,
  runStart,
  undoMove,
  type Move,
} from './rules';

// Column 0 locked; columns 1-3 are runs from T; column 4 has a run of two on top.
const A = 'TKDV09876.TKDV0987.TKDV09.TKDV.6687.09876.';
// The same cards after cheating column 4's 7 onto column 2's 9.
const B = 'TKDV09876.TKDV0987.TKDV097!TKDV.668.09876.';

const move = (from: number, row: number, to: number, cheat = false): Move => ({
  from,
  row,
  to,
  cheat,
});

describe('runs and locking', () => {
  it('finds where the top run starts', () => {
    const board = parseBoard(A);
    expect(board.columns.map(runStart)).toEqual([0, 0, 0, 0, 2, 0]);
    expect(parseBoard('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.').columns.map(runStart)).toEqual([
      5, 5, 5, 5, 5, 5,
    ]);
  });

  it('makes a cheated top card a unit of its own', () => {
    const board = parseBoard(B);
    expect(runStart(board.columns[2])).toBe(6);
    expect(runStart({ cards: [], cheated: false })).toBe(0);
  });

  it('locks exactly T K D V 10 9 8 7 6 from row 0', () => {
    const board = parseBoard(A);
    expect(board.columns.map(isLocked)).toEqual([true, false, false, false, false, false]);
    const tall = parseBoard('6TKDV09876.TKDV0987.TKDV098.TKDV.7609876..');
    expect(isLocked(tall.columns[0])).toBe(false);
  });

  it('locks a column when the 6 completes it', () => {
    const after = applyMove(parseBoard(A), move(5, 4, 1));
    expect(formatBoard(after)).toBe('TKDV09876.TKDV09876.TKDV09.TKDV.6687.0987.');
    expect(isLocked(after.columns[1])).toBe(true);
    expect(checkMove(after, move(1, 8, 4))).toBe('column 1 is locked');
    expect(checkMove(after, move(5, 3, 1, true))).toBe('column 1 is locked');
  });

  it('locks a complete run moved onto an empty column', () => {
    const board = parseBoard('6TKDV09876.TKDV0987.TKDV098.TKDV.7609876..');
    const after = applyMove(board, move(0, 1, 5));
    expect(formatBoard(after)).toBe('6.TKDV0987.TKDV098.TKDV.7609876.TKDV09876.');
    expect(isLocked(after.columns[5])).toBe(true);
  });

  it('knows a won board', () => {
    expect(isWon(parseBoard('TKDV09876.TKDV09876..TKDV09876..TKDV09876.'))).toBe(true);
    expect(isWon(parseBoard(A))).toBe(false);
  });
});

describe('legal moves', () => {
  it('lists every legal move in order', () => {
    expect(legalMoves(parseBoard(A), { cheats: false })).toEqual([
      move(1, 4, 3),
      move(1, 6, 2),
      move(2, 4, 3),
      move(4, 2, 2),
      move(5, 0, 3),
      move(5, 2, 2),
      move(5, 4, 1),
      move(5, 4, 4),
    ]);
  });

  it('adds the cheats after the legal moves when cheating is on', () => {
    const moves = legalMoves(parseBoard(A), { cheats: true });
    expect(moves).toHaveLength(26);
    expect(moves.slice(8, 12)).toEqual([
      move(1, 7, 2, true),
      move(1, 7, 3, true),
      move(1, 7, 4, true),
      move(1, 7, 5, true),
    ]);
    // Column 5's 6 fits legally on the 7s of columns 1 and 4, so it only cheats onto 2 and 3.
    expect(moves.filter((m) => m.cheat && m.from === 5)).toEqual([
      move(5, 4, 2, true),
      move(5, 4, 3, true),
    ]);
  });

  it('has no legal move on the example deal, only cheats', () => {
    const deal = parseBoard('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.');
    expect(legalMoves(deal, { cheats: false })).toEqual([]);
    expect(legalMoves(deal, { cheats: true })).toHaveLength(30);
  });

  it('lets any unit go onto an empty column', () => {
    const board = parseBoard('6TKDV09876.TKDV0987.TKDV098.TKDV.7609876..');
    const toEmpty = legalMoves(board, { cheats: false }).filter((m) => m.to === 5);
    expect(toEmpty).toEqual([
      move(0, 1, 5),
      move(0, 2, 5),
      move(0, 3, 5),
      move(0, 4, 5),
      move(0, 5, 5),
      move(0, 6, 5),
      move(0, 7, 5),
      move(0, 8, 5),
      move(0, 9, 5),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((row) => move(1, row, 5)),
      ...[0, 1, 2, 3, 4, 5, 6].map((row) => move(2, row, 5)),
      ...[0, 1, 2, 3].map((row) => move(3, row, 5)),
      ...[2, 3, 4, 5, 6].map((row) => move(4, row, 5)),
    ]);
  });

  it('explains illegal moves', () => {
    const board = parseBoard(A);
    expect(checkMove(board, move(4, 1, 2))).toBe(
      'the cards from row 1 of column 4 up are not a run',
    );
    expect(checkMove(board, move(4, 3, 2))).toBe('a 7 cannot go on a 9 without a cheat');
    expect(checkMove(board, move(4, 3, 4))).toBe(
      'a move must go to another column (column 4 onto itself)',
    );
    expect(checkMove(board, move(6, 0, 1))).toBe('there is no column 6 (columns are 0-5)');
    expect(checkMove(board, move(4, 4, 1))).toBe('column 4 has no row 4 (it holds 4 cards)');
    expect(checkMove(board, move(0, 8, 1))).toBe('column 0 is locked');
  });
});

describe('cheats', () => {
  it('cheats a single top card and marks the column', () => {
    const after = applyMove(parseBoard(A), move(4, 3, 2, true));
    expect(formatBoard(after)).toBe(B);
  });

  it('never cheats a run of two or more', () => {
    expect(checkMove(parseBoard(A), move(4, 2, 3, true))).toBe(
      'only a single top card can cheat (the unit from row 2 holds 2 cards)',
    );
  });

  it('never cheats onto a cheated or locked column, nor onto an empty one', () => {
    const board = parseBoard(B);
    expect(checkMove(board, move(3, 3, 2, true))).toBe('column 2 has a cheated card on top');
    expect(checkMove(board, move(3, 3, 2))).toBe('column 2 has a cheated card on top');
    expect(checkMove(board, move(3, 3, 0, true))).toBe('column 0 is locked');
    const withEmpty = parseBoard('6TKDV09876.TKDV0987.TKDV098.TKDV.7609876..');
    expect(checkMove(withEmpty, move(4, 2, 5, true))).toBe('this is a legal move, not a cheat');
  });

  it('refuses a cheat where the card fits legally', () => {
    expect(checkMove(parseBoard(A), move(5, 4, 1, true))).toBe('this is a legal move, not a cheat');
  });

  it('keeps the cards under a cheated card stuck', () => {
    expect(checkMove(parseBoard(B), move(2, 5, 3))).toBe(
      'row 5 of column 2 lies under a cheated card and cannot be picked up',
    );
  });

  it('lets a cheated card leave only legally, which clears the mark', () => {
    const board = parseBoard(B);
    expect(checkMove(board, move(2, 6, 3, true))).toBe(
      'the card on column 2 is already cheated and cannot cheat again',
    );
    expect(checkMove(board, move(2, 6, 3))).toBe(
      'the cheated card on column 2 can only leave onto a card one higher or an empty column',
    );
    const after = applyMove(board, move(2, 6, 4));
    expect(formatBoard(after)).toBe(A);
    const toEmpty = parseBoard('TKDV09876.TKDV0987.TKDV097!TKDV.668.09876.');
    expect(legalMoves(toEmpty, { cheats: true }).filter((m) => m.from === 2)).toEqual([
      move(2, 6, 4),
    ]);
  });
});

describe('apply and undo', () => {
  it('applies without touching the original and throws on an illegal move', () => {
    const board = parseBoard(A);
    applyMove(board, move(5, 4, 1));
    expect(formatBoard(board)).toBe(A);
    expect(() => applyMove(board, move(4, 3, 2))).toThrow(
      'illegal move 4 3 -> 2 6: a 7 cannot go on a 9 without a cheat',
    );
  });

  it('undoes legal moves, cheats and a cheated card leaving', () => {
    for (const [text, m] of [
      [A, move(5, 0, 3)],
      [A, move(4, 3, 2, true)],
      [B, move(2, 6, 4)],
    ] as const) {
      const board = parseBoard(text);
      const { board: after, record } = applyMoveWithRecord(board, m);
      expect(formatBoard(undoMove(after, record))).toBe(text);
    }
  });
});

describe('move lines', () => {
  it('formats with the landing row', () => {
    const board = parseBoard(A);
    expect(formatMove(board, move(5, 0, 3))).toBe('5 0 -> 3 4');
    expect(formatMove(board, move(4, 3, 2, true))).toBe('4 3 !> 2 6');
  });

  it('parses both arrows and rejects anything else', () => {
    expect(parseMoveLine('5 0 -> 3 4')).toEqual({
      from: 5,
      row: 0,
      to: 3,
      cheat: false,
      landing: 4,
    });
    expect(parseMoveLine('  4 3 !> 2 6 ')).toEqual({
      from: 4,
      row: 3,
      to: 2,
      cheat: true,
      landing: 6,
    });
    expect(() => parseMoveLine('4 3 => 2 6')).toThrow(
      'expected "X Y -> TX TY" or "X Y !> TX TY", got "4 3 => 2 6"',
    );
  });
});
