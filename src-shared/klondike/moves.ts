import { type Card, type Suit, KING, SUIT_CHARS, fitsOn, rankOf, suitOf } from './cards';
import { type KlondikeState, type RuleSet, COLUMN_COUNT, cloneState } from './state';

/** A column number as the MOVES section writes it: 1 (leftmost) .. 7. */
export type ColumnNumber = number;

/**
 * A move in the words of klondike.md. Columns are numbered 1..7 as in the MOVES section.
 * - `turn` (`.`): turn 1 or 3 cards from stock to waste.
 * - `reset` (`r`): the waste goes back to the stock, in the same order.
 * - `move` (`S->D`): from `w` (top of waste) or a column, to `f` (its foundation) or a
 *   column. Column to column moves the pile that starts at the one face-up card fitting
 *   the destination (a king for an empty column).
 * - `fromFoundation` (`f->3`, `fh->3`): a foundation's top card back to a column, allowed
 *   only under the `standard` rules (it costs 15 points). `f->N` takes the one foundation
 *   top that fits column N (`suit: null`); when two fit (two red sevens on a black eight,
 *   kings on an empty column) the suit letter says which: `fh->N`.
 */
export type Move =
  | { kind: 'turn' }
  | { kind: 'reset' }
  | { kind: 'move'; from: 'w' | ColumnNumber; to: 'f' | ColumnNumber }
  | { kind: 'fromFoundation'; suit: Suit | null; to: ColumnNumber };

/** What `undoMove` needs to put a position back exactly as it was. */
export interface UndoRecord {
  move: Move;
  /** Cards the move carried (pile size, or cards turned over from the stock). */
  count: number;
  /** Whether the move turned up the covered card under the cards it took. */
  flipped: boolean;
  /** The card that went to a foundation or came off one, if one did. */
  card: Card | null;
  scoreBefore: number;
  resetsBefore: number | null;
}

export class IllegalMoveError extends Error {
  constructor(
    readonly move: Move,
    reason: string,
  ) {
    super(`${formatMove(move)} is illegal: ${reason}`);
    this.name = 'IllegalMoveError';
  }
}

// Standard Windows scoring (seed 000 / klondike.md).
export const SCORE = {
  wasteToTableau: 5,
  wasteToFoundation: 10,
  tableauToFoundation: 10,
  turnUp: 5,
  recycle: -100,
  foundationToTableau: -15,
} as const;

const MOVE_PATTERN = /^(?:\.|r|[w1-7]->[f1-7])$/;
const FROM_FOUNDATION_PATTERN = /^f([cdhs]?)->([1-7])$/;

/**
 * Parses `.`, `r`, `w->f`, `3->5`…, and under the `standard` rules `f->3` and `fh->3` too;
 * null when the text is not a well-formed move under those rules (so a file of the
 * exchange rules reads exactly as it did before the standard rules existed).
 */
export function parseMove(text: string, rules: RuleSet = 'exchange'): Move | null {
  if (rules === 'standard') {
    const match = FROM_FOUNDATION_PATTERN.exec(text);
    if (match) {
      const suit = match[1] === '' ? null : (SUIT_CHARS.indexOf(match[1]) as Suit);
      return { kind: 'fromFoundation', suit, to: Number(match[2]) };
    }
  }
  if (!MOVE_PATTERN.test(text)) return null;
  if (text === '.') return { kind: 'turn' };
  if (text === 'r') return { kind: 'reset' };
  const from = text[0] === 'w' ? 'w' : Number(text[0]);
  const to = text[3] === 'f' ? 'f' : Number(text[3]);
  return { kind: 'move', from, to };
}

/** The MOVES notation of a move (`.`, `r`, `w->f`, `3->5`, `f->3`, `fh->3`). */
export function formatMove(move: Move): string {
  switch (move.kind) {
    case 'turn':
      return '.';
    case 'reset':
      return 'r';
    case 'move':
      return `${move.from}->${move.to}`;
    case 'fromFoundation':
      return `f${move.suit === null ? '' : SUIT_CHARS[move.suit]}->${move.to}`;
  }
}

function topOf(cards: Card[]): Card | undefined {
  return cards.length > 0 ? cards[cards.length - 1] : undefined;
}

function validColumn(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= COLUMN_COUNT;
}

/** Whether `card` may go on its foundation now. */
export function fitsFoundation(state: KlondikeState, card: Card): boolean {
  return state.foundations[suitOf(card)] === rankOf(card) - 1;
}

/** Whether `card` may be placed on column `to` (1..7). */
export function fitsColumn(state: KlondikeState, card: Card, to: number): boolean {
  const column = state.tableau[to - 1];
  const top = topOf(column.faceUp);
  if (top === undefined) return column.covered.length === 0 && rankOf(card) === KING;
  return fitsOn(card, top);
}

/**
 * For a column-to-column move: the index in the source's face-up pile of the card that
 * heads the pile to carry, or -1 when no face-up card fits the destination.
 */
export function pileStart(state: KlondikeState, from: number, to: number): number {
  if (from === to) return -1;
  const source = state.tableau[from - 1].faceUp;
  for (let i = 0; i < source.length; i++) {
    if (fitsColumn(state, source[i], to)) return i;
  }
  return -1;
}

/** Why `move` cannot be played here, or null when it can. */
export function whyIllegal(state: KlondikeState, move: Move): string | null {
  switch (move.kind) {
    case 'turn':
      return state.stock.length === 0 ? 'the stock is empty' : null;
    case 'reset':
      if (state.stock.length > 0) return 'the stock is not empty';
      if (state.resetsLeft === 0) return 'no resets are left';
      return null;
    case 'fromFoundation': {
      if (state.rules !== 'standard') {
        return 'a card may leave a foundation only under the standard rules';
      }
      if (!validColumn(move.to)) return `there is no column ${move.to}`;
      if (move.suit === null) {
        const fitting = foundationCardsFitting(state, move.to);
        if (fitting.length === 0) return `no foundation card fits on column ${move.to}`;
        if (fitting.length > 1) {
          const names = fitting.map((suit) => `f${SUIT_CHARS[suit]}->${move.to}`);
          return `more than one foundation card fits on column ${move.to}: write ${names.join(' or ')}`;
        }
        return null;
      }
      const top = state.foundations[move.suit];
      if (top === 0) return `the ${SUIT_CHARS[move.suit]} foundation is empty`;
      return fitsColumn(state, (top - 1) * 4 + move.suit, move.to)
        ? null
        : `the card does not fit on column ${move.to}`;
    }
    case 'move': {
      const { from, to } = move;
      if (from !== 'w' && !validColumn(from)) return `there is no column ${from}`;
      if (to !== 'f' && !validColumn(to)) return `there is no column ${to}`;
      if (from === 'w') {
        const card = topOf(state.waste);
        if (card === undefined) return 'the waste is empty';
        if (to === 'f')
          return fitsFoundation(state, card) ? null : 'it does not fit its foundation';
        return fitsColumn(state, card, to) ? null : `it does not fit on column ${to}`;
      }
      const column = state.tableau[from - 1];
      if (column.faceUp.length === 0) return `column ${from} has no face-up card`;
      if (to === 'f') {
        return fitsFoundation(state, topOf(column.faceUp)!)
          ? null
          : 'it does not fit its foundation';
      }
      return pileStart(state, from, to) < 0
        ? `no face-up card of column ${from} fits on column ${to}`
        : null;
    }
  }
}

/** The suits whose foundation top card could go on column `to` (1..7). */
export function foundationCardsFitting(state: KlondikeState, to: number): Suit[] {
  const suits: Suit[] = [];
  for (let suit = 0; suit < 4; suit++) {
    const top = state.foundations[suit];
    if (top > 0 && fitsColumn(state, (top - 1) * 4 + suit, to)) suits.push(suit as Suit);
  }
  return suits;
}

/** The suit a foundation-to-column move takes (`f->N` names none: the one that fits). */
function foundationSuit(state: KlondikeState, move: { suit: Suit | null; to: number }): Suit {
  return move.suit ?? foundationCardsFitting(state, move.to)[0];
}

export function isLegal(state: KlondikeState, move: Move): boolean {
  return whyIllegal(state, move) === null;
}

function addScore(state: KlondikeState, points: number): void {
  state.score = Math.max(0, state.score + points);
}

/** Turns up the covered card of column `index` (0-based) when its face-up pile ran out. */
function turnUpIfBare(state: KlondikeState, index: number): boolean {
  const column = state.tableau[index];
  if (column.faceUp.length > 0 || column.covered.length === 0) return false;
  column.faceUp.push(column.covered.pop()!);
  addScore(state, SCORE.turnUp);
  return true;
}

/**
 * Plays `move` on `state` in place (it mutates) and returns what undoes it; throws
 * IllegalMoveError (with the reason) when the position does not allow it. `afterMove` is
 * the pure form.
 */
export function playMove(state: KlondikeState, move: Move): UndoRecord {
  const reason = whyIllegal(state, move);
  if (reason !== null) throw new IllegalMoveError(move, reason);
  const record: UndoRecord = {
    move,
    count: 1,
    flipped: false,
    card: null,
    scoreBefore: state.score,
    resetsBefore: state.resetsLeft,
  };
  switch (move.kind) {
    case 'turn': {
      const taken = state.stock.splice(0, Math.min(state.turn, state.stock.length));
      state.waste.push(...taken);
      record.count = taken.length;
      break;
    }
    case 'reset': {
      record.count = state.waste.length;
      state.stock = state.waste;
      state.waste = [];
      if (state.resetsLeft !== null) state.resetsLeft--;
      if (state.turn === 1) addScore(state, SCORE.recycle);
      break;
    }
    case 'fromFoundation': {
      const suit = foundationSuit(state, move);
      const card = (state.foundations[suit] - 1) * 4 + suit;
      record.card = card;
      state.foundations[suit]--;
      state.tableau[move.to - 1].faceUp.push(card);
      addScore(state, SCORE.foundationToTableau);
      break;
    }
    case 'move': {
      const { from, to } = move;
      if (from === 'w') {
        const card = state.waste.pop()!;
        if (to === 'f') {
          state.foundations[suitOf(card)]++;
          record.card = card;
          addScore(state, SCORE.wasteToFoundation);
        } else {
          state.tableau[to - 1].faceUp.push(card);
          addScore(state, SCORE.wasteToTableau);
        }
      } else if (to === 'f') {
        const card = state.tableau[from - 1].faceUp.pop()!;
        state.foundations[suitOf(card)]++;
        record.card = card;
        addScore(state, SCORE.tableauToFoundation);
        record.flipped = turnUpIfBare(state, from - 1);
      } else {
        const start = pileStart(state, from, to);
        const pile = state.tableau[from - 1].faceUp.splice(start);
        state.tableau[to - 1].faceUp.push(...pile);
        record.count = pile.length;
        record.flipped = turnUpIfBare(state, from - 1);
      }
      break;
    }
  }
  return record;
}

/** Puts `state` back exactly as it was before the move `record` came from. */
export function undoMove(state: KlondikeState, record: UndoRecord): void {
  const { move } = record;
  switch (move.kind) {
    case 'turn':
      state.stock.unshift(...state.waste.splice(state.waste.length - record.count));
      break;
    case 'reset':
      state.waste = state.stock;
      state.stock = [];
      break;
    case 'fromFoundation':
      state.tableau[move.to - 1].faceUp.pop();
      state.foundations[suitOf(record.card!)]++;
      break;
    case 'move': {
      const { from, to } = move;
      if (from !== 'w' && record.flipped) {
        const column = state.tableau[from - 1];
        column.covered.push(column.faceUp.pop()!);
      }
      if (from === 'w') {
        if (to === 'f') {
          state.waste.push(takeFoundationTop(state, record));
        } else {
          state.waste.push(state.tableau[to - 1].faceUp.pop()!);
        }
      } else if (to === 'f') {
        state.tableau[from - 1].faceUp.push(takeFoundationTop(state, record));
      } else {
        const pile = state.tableau[to - 1].faceUp.splice(-record.count);
        state.tableau[from - 1].faceUp.push(...pile);
      }
      break;
    }
  }
  state.score = record.scoreBefore;
  state.resetsLeft = record.resetsBefore;
}

function takeFoundationTop(state: KlondikeState, record: UndoRecord): Card {
  const card = record.card!;
  state.foundations[suitOf(card)]--;
  return card;
}

/** The position after `move`, on a copy (pure); the original state is left untouched. */
export function afterMove(state: KlondikeState, move: Move): KlondikeState {
  const copy = cloneState(state);
  playMove(copy, move);
  return copy;
}

/**
 * Every legal move, in a stable order: turn, reset, waste, columns, then (under the
 * standard rules) foundations to columns, each naming its suit.
 */
export function legalMoves(state: KlondikeState): Move[] {
  const candidates: Move[] = [{ kind: 'turn' }, { kind: 'reset' }];
  const sources: Array<'w' | number> = ['w', 1, 2, 3, 4, 5, 6, 7];
  for (const from of sources) {
    candidates.push({ kind: 'move', from, to: 'f' });
    for (let to = 1; to <= COLUMN_COUNT; to++) {
      if (to !== from) candidates.push({ kind: 'move', from, to });
    }
  }
  if (state.rules === 'standard') {
    for (let suit = 0; suit < 4; suit++) {
      for (let to = 1; to <= COLUMN_COUNT; to++) {
        candidates.push({ kind: 'fromFoundation', suit: suit as Suit, to });
      }
    }
  }
  return candidates.filter((move) => isLegal(state, move));
}
