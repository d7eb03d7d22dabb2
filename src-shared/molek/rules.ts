/**
 * The rules of MOLEK-SYNTEZ solitaire (see docs/molek.md) as pure functions of the plain
 * `Board`. These are the independent rules check: the solver has its own packed copy of
 * the rules for speed, and every solution it returns is replayed through these functions.
 */
import { COLUMN_COUNT, type Board, type Column, type Rank } from './cards';

/**
 * A move picks up the unit whose lowest card is at `row` of column `from` (with every card
 * above it) and drops it on column `to`. `cheat` says the player means a cheat: a single
 * top card put where a legal move could not put it.
 */
export interface Move {
  from: number;
  row: number;
  to: number;
  cheat: boolean;
}

/** The complete run a column must hold, from row 0 up, to lock. */
export const LOCKED_RUN: readonly Rank[] = [14, 13, 12, 11, 10, 9, 8, 7, 6];

/** A column locks when it holds exactly `T K D V 10 9 8 7 6` from row 0 (and no cheat). */
export function isLocked(column: Column): boolean {
  const { cards } = column;
  if (column.cheated || cards.length !== LOCKED_RUN.length) return false;
  for (let i = 0; i < LOCKED_RUN.length; i++) if (cards[i] !== LOCKED_RUN[i]) return false;
  return true;
}

/** Won: every card sits in a locked column (four locked, two empty). */
export function isWon(board: Board): boolean {
  return board.columns.every((column) => column.cards.length === 0 || isLocked(column));
}

/**
 * The row where the top run begins: the lowest row from which the cards up to the top can
 * be picked up together. A cheated top card is a unit of its own (the cards under it are
 * stuck), so the run starts at the top row. An empty column gives 0.
 */
export function runStart(column: Column): number {
  const { cards } = column;
  if (cards.length === 0) return 0;
  let row = cards.length - 1;
  if (column.cheated) return row;
  while (row > 0 && cards[row - 1] === cards[row] + 1) row--;
  return row;
}

function topCard(column: Column): Rank | undefined {
  return column.cards[column.cards.length - 1];
}

/** True when the unit starting at `row` may legally land on `target` (no cheat). */
function fitsLegally(card: Rank, target: Column): boolean {
  if (target.cards.length === 0) return true;
  return topCard(target) === card + 1;
}

/**
 * Why `move` is not allowed on `board`, in words, or null when it is. A move marked as a
 * cheat must really be one: when the card fits legally, the move is a legal move and must
 * be written as one.
 */
export function checkMove(board: Board, move: Move): string | null {
  const { from, row, to } = move;
  const columns = board.columns;
  if (!Number.isInteger(from) || from < 0 || from >= COLUMN_COUNT)
    return `there is no column ${from} (columns are 0-${COLUMN_COUNT - 1})`;
  if (!Number.isInteger(to) || to < 0 || to >= COLUMN_COUNT)
    return `there is no column ${to} (columns are 0-${COLUMN_COUNT - 1})`;
  if (from === to) return `a move must go to another column (column ${from} onto itself)`;
  const source = columns[from];
  const target = columns[to];
  if (source.cards.length === 0) return `column ${from} is empty`;
  if (isLocked(source)) return `column ${from} is locked`;
  if (!Number.isInteger(row) || row < 0 || row >= source.cards.length)
    return `column ${from} has no row ${row} (it holds ${source.cards.length} cards)`;
  const start = runStart(source);
  if (row < start) {
    return source.cheated
      ? `row ${row} of column ${from} lies under a cheated card and cannot be picked up`
      : `the cards from row ${row} of column ${from} up are not a run`;
  }
  if (isLocked(target)) return `column ${to} is locked`;
  if (target.cheated) return `column ${to} has a cheated card on top`;
  const card = source.cards[row];
  const legal = fitsLegally(card, target);
  if (!move.cheat) {
    if (legal) return null;
    if (source.cheated)
      return `the cheated card on column ${from} can only leave onto a card one higher or an empty column`;
    return `${withArticle(card)} cannot go on ${withArticle(topCard(target)!)} without a cheat`;
  }
  if (legal) return `this is a legal move, not a cheat`;
  if (row !== source.cards.length - 1)
    return `only a single top card can cheat (the unit from row ${row} holds ${source.cards.length - row} cards)`;
  if (source.cheated) return `the card on column ${from} is already cheated and cannot cheat again`;
  return null;
}

/** "a 7", "an 8": the rank with its article, for messages. */
function withArticle(rank: Rank): string {
  return `${rank === 8 ? 'an' : 'a'} ${rankName(rank)}`;
}

/** The rank as people read it in messages. */
function rankName(rank: Rank): string {
  return (
    ({ 10: '10', 11: 'V', 12: 'D', 13: 'K', 14: 'T' } as Record<number, string>)[rank] ??
    String(rank)
  );
}

/** Every move allowed on `board`, in a fixed order (source, row, target); cheats last. */
export function legalMoves(board: Board, options: { cheats: boolean }): Move[] {
  const legal: Move[] = [];
  const cheats: Move[] = [];
  board.columns.forEach((source, from) => {
    if (source.cards.length === 0 || isLocked(source)) return;
    const top = source.cards.length - 1;
    for (let row = runStart(source); row <= top; row++) {
      for (let to = 0; to < COLUMN_COUNT; to++) {
        if (to === from) continue;
        const candidate = { from, row, to, cheat: false };
        if (checkMove(board, candidate) === null) legal.push(candidate);
        else if (options.cheats && row === top) {
          const cheat = { from, row, to, cheat: true };
          if (checkMove(board, cheat) === null) cheats.push(cheat);
        }
      }
    }
  });
  return legal.concat(cheats);
}

/** What `undoMove` needs to put a move back. */
export interface MoveRecord {
  move: Move;
  /** How many cards the move carried. */
  size: number;
  /** Whether the moved unit's lowest card was cheated before the move. */
  wasCheated: boolean;
}

function cloneBoard(board: Board): Board {
  return {
    columns: board.columns.map((c) => ({ cards: c.cards.slice(), cheated: c.cheated })),
  };
}

/** Applies `move` to a copy of `board` and returns it with what is needed to undo it. */
export function applyMoveWithRecord(
  board: Board,
  move: Move,
): { board: Board; record: MoveRecord } {
  const reason = checkMove(board, move);
  if (reason !== null) throw new Error(`illegal move ${formatMove(board, move)}: ${reason}`);
  const next = cloneBoard(board);
  const source = next.columns[move.from];
  const target = next.columns[move.to];
  const wasCheated = source.cheated;
  const unit = source.cards.splice(move.row);
  target.cards.push(...unit);
  source.cheated = false;
  target.cheated = move.cheat;
  return { board: next, record: { move: { ...move }, size: unit.length, wasCheated } };
}

/** The board after `move` (a new board; `board` is untouched). Throws on an illegal move. */
export function applyMove(board: Board, move: Move): Board {
  return applyMoveWithRecord(board, move).board;
}

/** The board before the recorded move, given the board right after it (a new board). */
export function undoMove(board: Board, record: MoveRecord): Board {
  const { move, size, wasCheated } = record;
  const prev = cloneBoard(board);
  const source = prev.columns[move.from];
  const target = prev.columns[move.to];
  if (source.cards.length !== move.row || target.cards.length < size) {
    throw new Error(`cannot undo ${move.from} ${move.row} -> ${move.to}: not the board it left`);
  }
  source.cards.push(...target.cards.splice(target.cards.length - size));
  target.cheated = false;
  source.cheated = wasCheated;
  return prev;
}

/** `X Y -> TX TY` (or `!>` for a cheat); TY is the target's card count before the move. */
export function formatMove(board: Board, move: Move): string {
  const target = board.columns[move.to];
  const landing = target ? target.cards.length : 0;
  return `${move.from} ${move.row} ${move.cheat ? '!>' : '->'} ${move.to} ${landing}`;
}

/** A move line as written: the move plus the landing row it claims. */
export interface MoveLine extends Move {
  /** TY: the row where the unit's lowest card lands. */
  landing: number;
}

const MOVE_LINE = /^\s*(\d+)\s+(\d+)\s+(->|!>)\s+(\d+)\s+(\d+)\s*$/;

/** Parses `X Y -> TX TY` / `X Y !> TX TY`; throws an Error saying what is wrong. */
export function parseMoveLine(line: string): MoveLine {
  const match = MOVE_LINE.exec(line);
  if (!match) {
    throw new Error(`expected "X Y -> TX TY" or "X Y !> TX TY", got "${line.trim()}"`);
  }
  return {
    from: Number(match[1]),
    row: Number(match[2]),
    cheat: match[3] === '!>',
    to: Number(match[4]),
    landing: Number(match[5]),
  };
}
