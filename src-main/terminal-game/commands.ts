/**
 * The text commands of seed 000, typed at the prompt and run with Enter:
 *
 *   s        draw from the stock (turns the waste back over when the stock is empty)
 *   w c4     waste to column 4          w f3 / w f   waste to its foundation
 *   c3 f1    column 3 to its foundation c7 c2        column 7 to column 2 (one card)
 *   3c4 c5   three cards from column 4 to column 5
 *
 * A foundation number may be given or left out: each card has its own foundation (f1..f4 are
 * ♣ ♦ ♥ ♠ on screen). The exchange format's MOVES notation (`.`, `r`, `w->f`, `3->5`) works
 * too, and `u`, `h`, `q` (undo, hint, quit) for people who end everything with Enter.
 */
import { pileStart, parseMove, type KlondikeState, type Move } from '../../src-shared/klondike';

export type Command =
  { kind: 'move'; move: Move } | { kind: 'undo' } | { kind: 'hint' } | { kind: 'quit' };

const WASTE = /^w ([cf])([1-7])?$/;
const COLUMN = /^(\d+)?c([1-7]) ([cf])([1-7])?$/;

/** The command `text` stands for on `state`, or a message saying what is wrong with it. */
export function parseCommand(text: string, state: KlondikeState): Command | string {
  const input = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (input === '') return 'type a command: s, w c4, c3 f1, 3c4 c5';
  if (input === 'u' || input === 'undo') return { kind: 'undo' };
  if (input === 'h' || input === 'hint') return { kind: 'hint' };
  if (input === 'q' || input === 'quit') return { kind: 'quit' };
  if (input === 's') return { kind: 'move', move: { kind: state.stock.length ? 'turn' : 'reset' } };
  const notation = parseMove(input);
  if (notation) return { kind: 'move', move: notation };

  const waste = WASTE.exec(input);
  if (waste) {
    if (waste[1] === 'c' && !waste[2]) return `"${text.trim()}": which column? e.g. w c4`;
    if (waste[1] === 'f' && waste[2] && Number(waste[2]) > 4)
      return 'there are 4 foundations, f1 to f4';
    return {
      kind: 'move',
      move: { kind: 'move', from: 'w', to: waste[1] === 'f' ? 'f' : Number(waste[2]) },
    };
  }
  const column = COLUMN.exec(input);
  if (column) {
    const count = column[1] === undefined ? 1 : Number(column[1]);
    const from = Number(column[2]);
    if (count < 1) return 'move at least one card';
    if (column[3] === 'f') {
      if (column[4] && Number(column[4]) > 4) return 'there are 4 foundations, f1 to f4';
      if (count !== 1) return 'only one card at a time goes to a foundation';
      return { kind: 'move', move: { kind: 'move', from, to: 'f' } };
    }
    if (!column[4]) return `"${text.trim()}": which column? e.g. c3 c5`;
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
      return `${count} card${count === 1 ? '' : 's'} from c${from} cannot go on c${to}; ${fits} would (${fits === 1 ? '' : fits}c${from} c${to})`;
    }
    return { kind: 'move', move: { kind: 'move', from, to } };
  }
  return `unknown command "${text.trim()}": try s, w c4, w f, c3 f1, c7 c2, 3c4 c5`;
}

/** A move as the seed-000 command that plays it ("s", "w c4", "c3 f", "3c4 c5"). */
export function commandFor(move: Move, state: KlondikeState): string {
  switch (move.kind) {
    case 'turn':
    case 'reset':
      return 's';
    case 'fromFoundation':
      return `f${move.suit + 1} c${move.to}`;
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
