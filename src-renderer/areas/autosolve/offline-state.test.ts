import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../../src-shared/molek/notation';
import { legalMoves } from '../../../src-shared/molek/rules';
import { loadOffline, NO_OFFLINE, saveOffline } from './offline-state';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

describe('the Try a board panel, kept across reloads', () => {
  const board = parseBoard(DEAL);
  const moves = legalMoves(board, { cheats: true }).slice(0, 1);

  it('round-trips the board text, the solution and the step', () => {
    const state = { boardText: DEAL, solution: { board, moves }, step: 1 };
    expect(loadOffline(JSON.parse(JSON.stringify(saveOffline(state))))).toEqual(state);
  });

  it('keeps the text alone when the stored solution does not play on its board', () => {
    const saved = saveOffline({ boardText: 'typed', solution: { board, moves }, step: 1 });
    const broken = {
      ...saved,
      solution: { ...saved.solution!, moves: [{ from: 2, row: 5, to: 1, cheat: false }] },
    };
    expect(loadOffline(broken)).toEqual({ boardText: 'typed', solution: null, step: 0 });
  });

  it('clamps the step into the solution and drops what is not a stored panel', () => {
    const saved = saveOffline({ boardText: DEAL, solution: { board, moves }, step: 1 });
    expect(loadOffline({ ...saved, step: 99 }).step).toBe(1);
    expect(loadOffline(null)).toBe(NO_OFFLINE);
    expect(loadOffline({ boardText: 3 })).toBe(NO_OFFLINE);
  });
});
