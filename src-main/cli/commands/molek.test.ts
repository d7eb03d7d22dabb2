import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../../src-shared/molek/notation';
import { solve } from '../../../src-shared/molek/solver';
import { replayMoves } from './molek';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';
// A board four moves from winning.
const NEAR = 'TKDV09876.TKDV0987.TKDV09.TKDV.6687.09876.';

describe('replay', () => {
  it('says valid, won for a winning list and valid, not won for part of it', () => {
    const { lines } = solve(parseBoard(NEAR), { continueMs: -1 });
    expect(lines).toEqual(['4 2 -> 2 6', '4 1 -> 1 8', '4 0 -> 2 8', '5 0 -> 3 4']);
    expect(replayMoves(NEAR, lines.join('\n'))).toEqual({ code: 0, verdict: 'valid, won' });
    expect(replayMoves(NEAR, lines.slice(0, 2).join('\n'))).toEqual({
      code: 1,
      verdict: 'valid, not won',
    });
  });

  it('names the first illegal move and why', () => {
    expect(replayMoves(DEAL, '0 5 -> 1 6\n')).toEqual({
      code: 1,
      verdict: 'move 1 is illegal: an 8 cannot go on a 6 without a cheat',
    });
    expect(replayMoves(DEAL, '0 5 !> 1 5\n')).toEqual({
      code: 1,
      verdict: 'move 1 is illegal: it would land at row 6 of column 1, not row 5',
    });
    expect(replayMoves(DEAL, '# a comment\n\n0 5 => 1 6\n')).toEqual({
      code: 1,
      verdict: 'move 1 is illegal: expected "X Y -> TX TY" or "X Y !> TX TY", got "0 5 => 1 6"',
    });
  });

  it('refuses a bad board as bad input', () => {
    expect(() => replayMoves('997VT8.', '')).toThrow(
      'bad board: expected 6 columns, each ending with "." or "!", found 1',
    );
  });
});
