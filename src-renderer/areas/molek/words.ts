/**
 * What the MOLEK-SYNTEZ table says in its status bar and live region, as pure functions of the
 * position and the move: worded from the board the move is played on (through the rules), so
 * the table's reducer runs once per move.
 */
import type { Board } from '../../../src-shared/molek/cards';
import { applyMove, isLocked, isWon, type Move } from '../../../src-shared/molek/rules';

export type Level = 'info' | 'warn' | 'error';
export interface Words {
  text: string;
  level: Level;
  details?: string;
}

/** What a move said, and whether it won the game. */
export interface PlayedWords extends Words {
  won: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a win says, from the cheats it took. */
export function wonWords(cheats: number): Words {
  return { text: cheats === 0 ? 'Won without a single cheat!' : 'Won!', level: 'info' };
}

/**
 * What playing `move` on `board` says: the win when it wins (with `cheatsBefore` the cheats
 * made before it), a cheat as a warning, otherwise where the cards went and a column it locked.
 */
export function playedWords(board: Board, move: Move, cheatsBefore: number): PlayedWords {
  const next = applyMove(board, move);
  if (isWon(next)) return { ...wonWords(cheatsBefore + (move.cheat ? 1 : 0)), won: true };
  if (move.cheat)
    return {
      text: `Cheat: the card from column ${move.from} now sits on column ${move.to}`,
      level: 'warn',
      won: false,
    };
  const locked = isLocked(next.columns[move.to]) ? ` Column ${move.to} is locked.` : '';
  return {
    text: `Moved from column ${move.from} to column ${move.to}.${locked}`,
    level: 'info',
    won: false,
  };
}

/** The win banner's line: the medal (cheat-free) or the cheats, and the moves; or already solved. */
export function bannerWords(moves: number, cheats: number): string {
  if (moves === 0) return 'This board was already solved: every card is in a locked column';
  const how = cheats === 0 ? 'Cheat-free win' : `Won with ${plural(cheats, 'cheat')}`;
  return `${how} in ${plural(moves, 'move')}`;
}

/** What the status bar says when the solver comes back without a solution. */
export function unsolvedWords(outcome: string, detail: string, allowCheats: boolean): Words {
  if (outcome === 'no-solution')
    return {
      text: allowCheats
        ? 'This board cannot be solved, even with cheats'
        : 'This board cannot be solved without cheats: tick "Allow cheats" and ask again',
      level: 'warn',
      details: detail,
    };
  if (outcome === 'timeout')
    return { text: 'The solver gave up: no solution within 20 s', level: 'warn', details: detail };
  if (outcome === 'cancelled')
    return { text: 'The solve was cancelled', level: 'warn', details: detail };
  return { text: 'The solver could not solve this board', level: 'error', details: detail };
}

/** "without cheats", "with 1 cheat", "with 5 cheats". */
export function cheatsNote(cheats: number): string {
  return cheats === 0 ? 'without cheats' : `with ${plural(cheats, 'cheat')}`;
}

/** The hint's words: its first move (in words and notation) and the solution's size. */
export function hintWords(first: Move, line: string, length: number, cheats: number): Words {
  const how = first.cheat ? 'cheats onto' : 'to';
  return {
    text: `Hint: column ${first.from} row ${first.row} ${how} column ${first.to} (${line}); solvable in ${length} moves ${cheatsNote(cheats)}`,
    level: 'info',
  };
}
