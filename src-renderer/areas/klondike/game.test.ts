import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatState, serializeExchange } from '../../../src-shared/klondike';
import { redo, undo } from '../../cards/history';
import {
  fileGame,
  loadGame,
  play,
  restart,
  saveGame,
  seedGame,
  stateOf,
  type TableGame,
} from './game';

function must(game: TableGame | string): TableGame {
  if (typeof game === 'string') throw new Error(game);
  return game;
}

describe('the Klondike table game', () => {
  it('plays, scores, undoes and redoes exact positions', () => {
    const start = seedGame(7, 1, null);
    const a = must(play(start, { kind: 'move', from: 1, to: 'f' })); // Ac home, turns up nothing
    expect(stateOf(a).score).toBe(10);
    const b = must(play(a, { kind: 'move', from: 6, to: 'f' })); // As home, turns up a card
    expect(stateOf(b).score).toBe(25);
    expect(play(b, { kind: 'move', from: 2, to: 'f' })).toBe('it does not fit its foundation');
    const back = { ...b, history: undo(undo(b.history)) };
    expect(serializeExchange(stateOf(back))).toBe(serializeExchange(stateOf(start)));
    const forward = { ...back, history: redo(redo(back.history)) };
    expect(formatState(stateOf(forward))).toBe(formatState(stateOf(b)));
    expect(stateOf(restart(b)).score).toBe(0);
  });

  it('saves and resumes a game, redo included', () => {
    let game = seedGame(7, 3, 2);
    game = must(play(game, { kind: 'turn' }));
    game = must(play(game, { kind: 'move', from: 7, to: 5 }));
    game = { ...game, history: undo(game.history), elapsedMs: 4200, counted: true };
    const saved = JSON.parse(JSON.stringify(saveGame(game)));
    expect(saved.moves).toEqual(['.', '7->5']);
    expect(saved.index).toBe(1);
    const resumed = loadGame(saved)!;
    expect(resumed.history.index).toBe(1);
    expect(resumed.elapsedMs).toBe(4200);
    expect(resumed.counted).toBe(true);
    expect(serializeExchange(stateOf(resumed))).toBe(serializeExchange(stateOf(game)));
    expect(stateOf({ ...resumed, history: redo(resumed.history) }).tableau[4].faceUp.length).toBe(
      2,
    );
    expect(loadGame({ version: 1, start: 'nonsense', moves: [], source: {} })).toBeNull();
  });

  it('opens the example exchange file of the spec', () => {
    const text = readFileSync(
      path.resolve(__dirname, '../../../../shared/klondike/examples/game.txt'),
      'utf8',
    );
    const opened = fileGame('game.txt', text);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.note).toBeNull();
    const state = stateOf(opened.game);
    expect(state.turn).toBe(3);
    expect(state.resetsLeft).toBe(2);
    expect(state.waste.length).toBe(3);
    expect(fileGame('bad.txt', 'RULES:\nturn 2\n')).toEqual({
      ok: false,
      error: expect.stringMatching(/^Error near line 2: /),
    });
  });
});
