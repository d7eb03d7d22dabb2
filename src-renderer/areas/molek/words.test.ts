import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../../src-shared/molek/notation';
import { bannerWords, hintWords, playedWords, unsolvedWords } from './words';

const DEAL = parseBoard('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.');

describe('what the MOLEK-SYNTEZ table says', () => {
  it('words a move from the board it is played on, a lock, a cheat and a win', () => {
    expect(playedWords(DEAL, { from: 2, row: 5, to: 1, cheat: true }, 0)).toEqual({
      text: 'Cheat: the card from column 2 now sits on column 1',
      level: 'warn',
      won: false,
    });
    const almost = parseBoard('TKDV09876.TKDV09876.TKDV0987.6.TKDV0987.6.');
    expect(playedWords(almost, { from: 3, row: 0, to: 2, cheat: false }, 2)).toEqual({
      text: 'Moved from column 3 to column 2. Column 2 is locked.',
      level: 'info',
      won: false,
    });
    const last = parseBoard('TKDV09876.TKDV09876.TKDV09876.TKDV0987.6..');
    expect(playedWords(last, { from: 4, row: 0, to: 3, cheat: false }, 0)).toEqual({
      text: 'Won without a single cheat!',
      level: 'info',
      won: true,
    });
    expect(playedWords(last, { from: 4, row: 0, to: 3, cheat: false }, 1)).toEqual({
      text: 'Won!',
      level: 'info',
      won: true,
    });
  });

  it('says a board loaded already solved is so, rather than a win in 0 moves', () => {
    expect(bannerWords(0, 0)).toBe(
      'This board was already solved: every card is in a locked column',
    );
    expect(bannerWords(2, 0)).toBe('Cheat-free win in 2 moves');
    expect(bannerWords(1, 1)).toBe('Won with 1 cheat in 1 move');
    expect(bannerWords(36, 5)).toBe('Won with 5 cheats in 36 moves');
  });

  it('words the solver’s answers', () => {
    expect(hintWords({ from: 2, row: 5, to: 4, cheat: true }, '2 5 !> 4 6', 36, 5).text).toBe(
      'Hint: column 2 row 5 cheats onto column 4 (2 5 !> 4 6); solvable in 36 moves with 5 cheats',
    );
    expect(hintWords({ from: 0, row: 3, to: 1, cheat: false }, '0 3 -> 1 6', 30, 0).text).toBe(
      'Hint: column 0 row 3 to column 1 (0 3 -> 1 6); solvable in 30 moves without cheats',
    );
    expect(unsolvedWords('no-solution', 'No solution found', false)).toEqual({
      text: 'This board cannot be solved without cheats: tick "Allow cheats" and ask again',
      level: 'warn',
      details: 'No solution found',
    });
    expect(unsolvedWords('crashed', 'exit 1', true).level).toBe('error');
  });
});
