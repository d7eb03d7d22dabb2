/**
 * The text commands of seed 000, typed by the player and run with Enter. The terminal game's
 * prompt and the desktop table's command box both read them here:
 *
 *   s        draw from the stock (turns the waste back over when the stock is empty)
 *   w c4     waste to column 4          w f3 / w f   waste to its foundation
 *   c3 f1    column 3 to its foundation c7 c2        column 7 to column 2 (one card)
 *   3c4 c5   three cards from column 4 to column 5
 *   f2 c5    the top card of foundation 2 (♦) back to column 5; `f c5` when only one fits
 *            (standard rules only, −15 points)
 *
 * A foundation number may be given or left out: each card has its own foundation (f1..f4 are
 * ♣ ♦ ♥ ♠ on screen). The exchange format's MOVES notation (`.`, `r`, `w->f`, `3->5`) works
 * too (with `f->5`, `fd->5` under the standard rules). Besides moves, each front end takes the words it has a use for: `u`/`undo`, `redo`,
 * `h`/`hint`, `q`/`quit`.
 */
import type { Suit } from './cards';
import { parseMove, pileStart, type Move } from './moves';
import type { KlondikeState } from './state';

/** The words other than moves a front end may accept. */
export type CommandWord = 'undo' | 'redo' | 'hint' | 'quit';

/** A parsed command; `W` is the words the front end accepts (distributed so `kind` narrows). */
export type Command<W extends CommandWord = CommandWord> =
  { kind: 'move'; move: Move } | (W extends CommandWord ? { kind: W } : never);

export interface CommandOptions<W extends CommandWord> {
  /** The words this front end accepts besides moves; any other word is an unknown command. */
  words: readonly W[];
  /**
   * What to suggest, after the moves, for an unknown command: the words a player types in this
   * front end (the terminal game has keys for undo, hint and quit, so it suggests none).
   */
  suggest?: readonly string[];
}

const SPELLINGS: Record<string, CommandWord> = {
  u: 'undo',
  undo: 'undo',
  redo: 'redo',
  h: 'hint',
  hint: 'hint',
  q: 'quit',
  quit: 'quit',
};

const WASTE = /^w ([cf])([1-7])?$/;
const COLUMN = /^(\d+)?c([1-7]) ([cf])([1-7])?$/;
const FOUNDATION = /^f([1-9])? c([1-7])$/;

/** The command `text` stands for on `state`, or a message saying what is wrong with it. */
export function parseCommand<W extends CommandWord>(
  text: string,
  state: KlondikeState,
  options: CommandOptions<W>,
): Command<W> | string {
  const input = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (input === '') return 'type a command, e.g. s, w c4, c3 f1 or 3c4 c5';
  const word = SPELLINGS[input] as W | undefined;
  if (word !== undefined && options.words.includes(word)) return { kind: word } as Command<W>;
  const move = parseMoveCommand(input, text.trim(), state);
  if (move !== null) return typeof move === 'string' ? move : { kind: 'move', move };
  const suggest = ['s', 'w c4', 'w f', 'c3 f1', 'c7 c2', '3c4 c5'];
  if (state.rules === 'standard') suggest.push('f2 c5');
  suggest.push(...(options.suggest ?? []));
  return `unknown command "${text.trim()}": try ${suggest.join(', ')}`;
}

/**
 * The move a normalised command (`input`: lower case, single spaces) plays, a message saying
 * what is wrong with it, or null when it is no move command at all. `typed` is the command as
 * the player wrote it, for the messages.
 */
function parseMoveCommand(
  input: string,
  typed: string,
  state: KlondikeState,
): Move | string | null {
  // Drawing from an empty stock turns the waste back over, as clicking the stock does.
  if (input === 's') return { kind: state.stock.length > 0 ? 'turn' : 'reset' };
  const notation = parseMove(input, state.rules);
  if (notation) return notation;

  const foundation = FOUNDATION.exec(input);
  if (foundation) {
    if (state.rules !== 'standard')
      return 'a card may leave a foundation only under the standard rules';
    if (foundation[1] && Number(foundation[1]) > 4) return 'there are 4 foundations, f1 to f4';
    const suit = foundation[1] ? ((Number(foundation[1]) - 1) as Suit) : null;
    return { kind: 'fromFoundation', suit, to: Number(foundation[2]) };
  }

  const waste = WASTE.exec(input);
  if (waste) {
    if (waste[1] === 'c' && !waste[2]) return `"${typed}": which column? e.g. w c4`;
    if (waste[1] === 'f' && waste[2] && Number(waste[2]) > 4)
      return 'there are 4 foundations, f1 to f4';
    return { kind: 'move', from: 'w', to: waste[1] === 'f' ? 'f' : Number(waste[2]) };
  }
  const column = COLUMN.exec(input);
  if (column) {
    const count = column[1] === undefined ? 1 : Number(column[1]);
    const from = Number(column[2]);
    if (count < 1) return `"${typed}": the number of cards must be at least 1`;
    if (column[3] === 'f') {
      if (column[4] && Number(column[4]) > 4) return 'there are 4 foundations, f1 to f4';
      if (count !== 1) return 'only one card at a time goes to a foundation';
      return { kind: 'move', from, to: 'f' };
    }
    if (!column[4]) return `"${typed}": which column? e.g. c3 c5`;
    const to = Number(column[4]);
    if (to === from) return 'a move must go to another column';
    const faceUp = state.tableau[from - 1].faceUp.length;
    if (count > faceUp) {
      return `column ${from} has ${faceUp} face-up card${faceUp === 1 ? '' : 's'}, not ${count}`;
    }
    // The engine carries the pile whose head fits the destination; the command names a
    // count, so the two must agree.
    const start = pileStart(state, from, to);
    if (start >= 0 && faceUp - start !== count) {
      const fits = faceUp - start;
      return `${count} card${count === 1 ? '' : 's'} from column ${from} cannot go on column ${to}; ${fits} would (${fits === 1 ? '' : fits}c${from} c${to})`;
    }
    return { kind: 'move', from, to };
  }
  return null;
}

/** A move as the seed-000 command that plays it ("s", "w c4", "c3 f", "3c4 c5"). */
export function commandFor(move: Move, state: KlondikeState): string {
  switch (move.kind) {
    case 'turn':
    case 'reset':
      return 's';
    case 'fromFoundation':
      return move.suit === null ? `f c${move.to}` : `f${move.suit + 1} c${move.to}`;
    case 'move': {
      const from = move.from === 'w' ? 'w' : `c${move.from}`;
      const to = move.to === 'f' ? 'f' : `c${move.to}`;
      if (move.from === 'w' || move.to === 'f') return `${from} ${to}`;
      const start = pileStart(state, move.from, move.to);
      const count = state.tableau[move.from - 1].faceUp.length - start;
      return `${count > 1 ? count : ''}${from} ${to}`;
    }
  }
}
