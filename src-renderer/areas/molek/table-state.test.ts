import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealBoard } from '../../../src-shared/molek/deal';
import { formatBoard, parseBoard } from '../../../src-shared/molek/notation';
import { legalMoves } from '../../../src-shared/molek/rules';
import { current } from '../../cards/history';
import { loadTable, reduceTable, saveTable, startTable, type TableState } from './table-state';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

/** Plays `picks` moves, each the pick-th legal move (cheats included) of the position. */
function playSome(state: TableState, picks: number[]): TableState {
  for (const pick of picks) {
    const moves = legalMoves(current(state.game.history).board, { cheats: true });
    if (moves.length === 0) break;
    state = reduceTable(state, { type: 'play', move: moves[pick % moves.length] });
  }
  return state;
}

const shown = (state: TableState) => formatBoard(current(state.game.history).board);

describe('the MOLEK-SYNTEZ table state', () => {
  it('plays, undoes and redoes, dropping the selection and the hint', () => {
    let state = startTable(parseBoard(DEAL), { kind: 'board' });
    state = reduceTable(state, { type: 'select', pickup: { column: 2, row: 5 } });
    state = reduceTable(state, { type: 'play', move: { from: 2, row: 5, to: 1, cheat: true } });
    expect(shown(state)).toBe('997VT8.076VD66!879DV.T00KD8.09T6K8.VTK7DK.');
    expect(state.selected).toBeNull();
    state = reduceTable(state, { type: 'undo' });
    expect(shown(state)).toBe(DEAL);
    state = reduceTable(state, { type: 'redo' });
    expect(shown(state)).toBe('997VT8.076VD66!879DV.T00KD8.09T6K8.VTK7DK.');
  });

  it('refuses a move the rules refuse, leaving the state as it was', () => {
    const state = startTable(parseBoard(DEAL), { kind: 'board' });
    expect(
      reduceTable(state, { type: 'play', move: { from: 2, row: 5, to: 1, cheat: false } }),
    ).toBe(state);
  });

  it('undo then redo any number of times comes back to the same position (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.nat(40),
        (seed, picks, back) => {
          const played = playSome(startTable(dealBoard(seed), { kind: 'seed', seed }), picks);
          let state = played;
          for (let i = 0; i < back; i++) state = reduceTable(state, { type: 'undo' });
          const steps = played.game.history.index - state.game.history.index;
          expect(steps).toBe(Math.min(back, played.game.history.index));
          for (let i = 0; i < steps; i++) state = reduceTable(state, { type: 'redo' });
          expect(shown(state)).toBe(shown(played));
          expect(state.game.history.index).toBe(played.game.history.index);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('saves and loads the game with its whole history, undo position included (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.nat(), { maxLength: 25 }),
        fc.nat(10),
        fc.boolean(),
        (seed, picks, back, allowCheats) => {
          let state = playSome(startTable(dealBoard(seed), { kind: 'seed', seed }), picks);
          state = reduceTable(state, { type: 'allow-cheats', allow: allowCheats });
          for (let i = 0; i < back; i++) state = reduceTable(state, { type: 'undo' });
          const loaded = loadTable(JSON.parse(JSON.stringify(saveTable(state))));
          expect(loaded).not.toBeNull();
          expect(loaded!.game.source).toEqual({ kind: 'seed', seed });
          expect(loaded!.allowCheats).toBe(allowCheats);
          expect(loaded!.game.history.index).toBe(state.game.history.index);
          expect(loaded!.game.history.states.map((p) => formatBoard(p.board))).toEqual(
            state.game.history.states.map((p) => formatBoard(p.board)),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('drops a stored table that does not fit the rules', () => {
    const saved = saveTable(startTable(parseBoard(DEAL), { kind: 'board' }));
    expect(loadTable({ ...saved, moves: [{ from: 2, row: 5, to: 1, cheat: false }] })).toBeNull();
    expect(loadTable({ ...saved, start: 'not a board' })).toBeNull();
    expect(loadTable({ ...saved, index: 3 })).toBeNull();
    expect(loadTable(null)).toBeNull();
    expect(loadTable('x')).toBeNull();
  });

  it('plays a solution move by move and stops it when a move is made by hand', () => {
    const start = startTable(parseBoard(DEAL), { kind: 'board' });
    const moves = legalMoves(parseBoard(DEAL), { cheats: true }).slice(0, 1);
    const hand = { from: 2, row: 5, to: 1, cheat: true };
    let state = reduceTable(start, { type: 'autoplay', moves: [...moves, hand] });
    state = reduceTable(state, { type: 'play', move: state.autoplay![0] });
    expect(state.autoplay).toEqual([hand]);
    state = reduceTable(state, { type: 'undo' });
    expect(state.autoplay).toBeNull();
  });
});
