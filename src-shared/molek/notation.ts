/**
 * The board notation shared with the existing command-line solver (docs/molek.md): six
 * columns, each its cards from row 0 up in `6 7 8 9 0 V D K T`, closed by `.` or by `!`
 * when its top card is cheated. A new deal: `997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.`
 *
 * The parser accepts only boards that can occur in play, and says what is wrong and where
 * (column number, 1-based character position) when it refuses one.
 */
import {
  CARDS_PER_RANK,
  COLUMN_COUNT,
  RANK_CHAR,
  type Board,
  type Column,
  type Rank,
} from './cards';
import { runStart } from './rules';

export class BoardNotationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoardNotationError';
  }
}

const CHAR_RANK: Record<string, Rank> = Object.fromEntries(
  Object.entries(RANK_CHAR).map(([rank, char]) => [char, Number(rank) as Rank]),
);

/** Cards dealt to each column; only cards added by moves can make a column taller. */
export const DEALT_PER_COLUMN = 6;

/**
 * Parses a board, throwing `BoardNotationError` for anything a real game cannot show.
 * Surrounding whitespace is ignored.
 */
export function parseBoard(text: string): Board {
  const source = text.trim();
  const columns: Column[] = [];
  const seen = new Map<Rank, number>();
  let cards: Rank[] = [];
  let columnStart = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    const where = `character ${i + 1}`;
    if (char === '.' || char === '!') {
      if (columns.length === COLUMN_COUNT) {
        throw new BoardNotationError(
          `more than ${COLUMN_COUNT} columns: a seventh column ends at ${where}`,
        );
      }
      const column = { cards, cheated: char === '!' };
      checkColumn(column, columns.length, columnStart + 1);
      columns.push(column);
      cards = [];
      columnStart = i + 1;
      continue;
    }
    const rank = CHAR_RANK[char];
    if (rank === undefined && /\s/.test(char)) {
      // A board pasted with spaces or over several lines: say that, not "unknown character".
      const [one, many] = /[\n\r]/.test(char)
        ? ['a line break', 'line breaks']
        : char === '\t'
          ? ['a tab', 'tabs']
          : ['a space', 'spaces'];
      throw new BoardNotationError(
        `${one} at ${where} (column ${columns.length}): ${many} are not part of a board; ` +
          `write the cards of the six columns one after another, each column ending with "." or "!"`,
      );
    }
    if (rank === undefined) {
      throw new BoardNotationError(
        `unknown character "${char}" at ${where} (column ${columns.length}): ` +
          `cards are 6 7 8 9 0 V D K T and each column ends with "." or "!"`,
      );
    }
    const count = (seen.get(rank) ?? 0) + 1;
    if (count > CARDS_PER_RANK) {
      throw new BoardNotationError(
        `more than ${CARDS_PER_RANK} cards of rank ${char}: a fifth one at ${where} (column ${columns.length})`,
      );
    }
    seen.set(rank, count);
    cards.push(rank);
  }
  if (cards.length > 0) {
    throw new BoardNotationError(
      `column ${columns.length} (from character ${columnStart + 1}) does not end with "." or "!"`,
    );
  }
  if (columns.length !== COLUMN_COUNT) {
    throw new BoardNotationError(
      `expected ${COLUMN_COUNT} columns, each ending with "." or "!", found ${columns.length}`,
    );
  }
  const total = columns.reduce((sum, column) => sum + column.cards.length, 0);
  const total36 = CARDS_PER_RANK * 9;
  if (total !== total36) {
    const missing = [...CHAR_RANK_ORDER].filter((r) => (seen.get(r) ?? 0) < CARDS_PER_RANK);
    throw new BoardNotationError(
      `expected ${total36} cards, found ${total} (short of: ${missing
        .map((r) => `${RANK_CHAR[r]}×${CARDS_PER_RANK - (seen.get(r) ?? 0)}`)
        .join(' ')})`,
    );
  }
  return { columns };
}

const CHAR_RANK_ORDER: Rank[] = [6, 7, 8, 9, 10, 11, 12, 13, 14];

/**
 * A column can only be: an untouched bottom part of its deal (at most 6 cards), then cards
 * added by legal moves (which continue a run down from the card they land on), then at most
 * one cheated card. So anything above row 5 must be part of one run reaching down to row 5 or
 * lower, and a cheated card needs a card under it that it does not legally fit on.
 */
function checkColumn(column: Column, index: number, firstChar: number): void {
  const where = `column ${index} (from character ${firstChar})`;
  const { cards } = column;
  if (column.cheated) {
    if (cards.length === 0) {
      throw new BoardNotationError(`${where} is empty but marked "!" (cheated)`);
    }
    if (cards.length === 1) {
      throw new BoardNotationError(
        `${where} holds one card marked cheated, but a cheat only goes onto another card`,
      );
    }
    const top = cards[cards.length - 1];
    const under = cards[cards.length - 2];
    if (under === top + 1) {
      throw new BoardNotationError(
        `${where}: the cheated ${RANK_CHAR[top]} lies on a ${RANK_CHAR[under]}, where it fits legally, so it cannot be a cheat`,
      );
    }
  }
  const settled = { cards: column.cheated ? cards.slice(0, -1) : cards, cheated: false };
  const n = settled.cards.length;
  if (n > DEALT_PER_COLUMN && runStart(settled) >= DEALT_PER_COLUMN) {
    throw new BoardNotationError(
      `${where} is too long to be reached in play: it holds ${cards.length} cards, but only a ` +
        `run continuing from the first ${DEALT_PER_COLUMN} dealt cards can grow past them ` +
        `(rows ${DEALT_PER_COLUMN}-${n - 1} would need to continue a run from row ${DEALT_PER_COLUMN - 1})`,
    );
  }
}

/** Like `parseBoard`, without throwing. */
export function tryParseBoard(
  text: string,
): { ok: true; board: Board } | { ok: false; error: string } {
  try {
    return { ok: true, board: parseBoard(text) };
  } catch (error) {
    if (error instanceof BoardNotationError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The notation of a board, e.g. `997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.` */
export function formatBoard(board: Board): string {
  return board.columns.map(formatColumn).join('');
}

/** One column's notation, `.` or `!` included. */
export function formatColumn(column: Column): string {
  return column.cards.map((rank) => RANK_CHAR[rank]).join('') + (column.cheated ? '!' : '.');
}

/**
 * A key equal for boards that differ only in the order of their columns (the rules do not
 * care where a column stands).
 */
export function boardKey(board: Board): string {
  return board.columns.map(formatColumn).sort().join('');
}
