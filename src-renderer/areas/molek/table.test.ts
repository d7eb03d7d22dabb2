import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard } from '../../../src-shared/molek/notation';
import { current, undo } from '../../cards/history';
import { cheatsSoFar, judgeDrop, newGame, playInGame } from './table';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

describe('the MOLEK-SYNTEZ table game', () => {
  it('moves card identities with the cards', () => {
    const game = newGame(parseBoard(DEAL), { kind: 'board' });
    const verdict = judgeDrop(current(game.history).board, 2, 5, 1, false);
    expect(verdict).toEqual({
      ok: false,
      reason: 'a 6 cannot go on a 6 without a cheat (turn on "Allow cheats" to cheat it there)',
      cheatPossible: true,
    });
    const cheat = judgeDrop(current(game.history).board, 2, 5, 1, true);
    expect(cheat).toEqual({ ok: true, move: { from: 2, row: 5, to: 1, cheat: true } });
    if (!cheat.ok) throw new Error('unreachable');
    const after = playInGame(game, cheat.move);
    const position = current(after.history);
    expect(formatBoard(position.board)).toBe('997VT8.076VD66!879DV.T00KD8.09T6K8.VTK7DK.');
    expect(position.ids[1]).toEqual([6, 7, 8, 9, 10, 11, 17]);
    expect(position.ids[2]).toEqual([12, 13, 14, 15, 16]);
    expect(cheatsSoFar(after.history)).toBe(1);
    expect(cheatsSoFar(undo(after.history))).toBe(0);
  });

  it('plays a legal move as a legal move and refuses what no cheat can do', () => {
    const board = parseBoard(DEAL);
    // The V on top of column 2 (row 4, under the 6) is not a top card: not a run with the 6.
    expect(judgeDrop(board, 2, 4, 5, true)).toEqual({
      ok: false,
      reason: 'the cards from row 4 of column 2 up are not a run',
      cheatPossible: false,
    });
    const legal = parseBoard('997VT8.076VD6.879DV7.T00KD8.09T6K8.VTK6DK.');
    expect(judgeDrop(legal, 2, 5, 0, false)).toEqual({
      ok: true,
      move: { from: 2, row: 5, to: 0, cheat: false },
    });
  });
});
