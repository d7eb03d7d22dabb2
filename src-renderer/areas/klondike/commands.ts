/**
 * The command box: the text commands of seed 000 (`s`, `w c4`, `w f3`, `c3 f1`, `c7 c2`,
 * `3c4 c5`) and, for people who know the exchange format, its MOVES notation (`.`, `r`,
 * `w->f`, `3->5`). Columns are 1-7 from the left; a foundation number is accepted and not
 * needed, since every card has its own foundation.
 */
import { parseMove, pileStart, type KlondikeState, type Move } from '../../../src-shared/klondike';

export type Command =
  { kind: 'move'; move: Move } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'hint' };

const STOCK = /^s$/;
const WASTE = /^w\s+([cf])([1-7])?$/;
const COLUMN = /^(\d+)?c([1-7])\s+([cf])([1-7])?$/;

/** The command the text stands for on `state`, or a message saying what is wrong with it. */
export function parseCommand(text: string, state: KlondikeState): Command | string {
  const input = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (input === '') return 'type a command, e.g. s, w c4, c3 f1 or 3c4 c5';
  if (input === 'u' || input === 'undo') return { kind: 'undo' };
  if (input === 'redo') return { kind: 'redo' };
  if (input === 'h' || input === 'hint') return { kind: 'hint' };
  if (STOCK.test(input)) {
    // Drawing from an empty stock turns the waste back over, as clicking the stock does.
    return { kind: 'move', move: { kind: state.stock.length > 0 ? 'turn' : 'reset' } };
  }
  const notation = parseMove(input);
  if (notation) return { kind: 'move', move: notation };

  const waste = WASTE.exec(input);
  if (waste) {
    if (waste[1] === 'c' && !waste[2]) return `"${text.trim()}": which column? e.g. w c4`;
    return { kind: 'move', move: { kind: 'move', from: 'w', to: target(waste[1], waste[2]) } };
  }
  const column = COLUMN.exec(input);
  if (column) {
    const count = column[1] === undefined ? 1 : Number(column[1]);
    const from = Number(column[2]);
    if (count < 1) return `"${text.trim()}": the number of cards must be at least 1`;
    if (column[3] === 'f') {
      if (count !== 1) return 'only one card at a time goes to a foundation';
      return { kind: 'move', move: { kind: 'move', from, to: 'f' } };
    }
    if (!column[4]) return `"${text.trim()}": which column? e.g. c3 c5`;
    const to = Number(column[4]);
    if (to === from) return 'a move must go to another column';
    // The exchange format moves the pile the destination decides; the command names a
    // count, so the two must agree.
    const faceUp = state.tableau[from - 1].faceUp.length;
    if (count > faceUp) {
      return `column ${from} has ${faceUp} face-up card${faceUp === 1 ? '' : 's'}, not ${count}`;
    }
    const start = pileStart(state, from, to);
    if (start >= 0 && faceUp - start !== count) {
      const fits = faceUp - start;
      return `${count} card${count === 1 ? '' : 's'} from column ${from} cannot go on column ${to}; ${fits} would (${fits}c${from} c${to})`;
    }
    return { kind: 'move', move: { kind: 'move', from, to } };
  }
  return `unknown command "${text.trim()}": try s, w c4, w f, c3 f1, c7 c2, 3c4 c5, u`;
}

function target(kind: string, number: string | undefined): 'f' | number {
  return kind === 'f' ? 'f' : Number(number);
}
