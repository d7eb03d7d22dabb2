import { describe, expect, it } from 'vitest';
import { dealFromSeed, playMove } from '../../../src-shared/klondike';
import { parseCommand } from './commands';

// Seed 7, turn 1: columns 1-7 show Ac Jh Ts 5c 8h As 7s; the stock is full.
const deal = dealFromSeed(7, { turn: 1 });

describe('the command box', () => {
  it('reads the commands of seed 000', () => {
    expect(parseCommand('s', deal)).toEqual({ kind: 'move', move: { kind: 'turn' } });
    expect(parseCommand('w c4', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 'w', to: 4 },
    });
    expect(parseCommand('w f3', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 'w', to: 'f' },
    });
    expect(parseCommand('c1 f1', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 1, to: 'f' },
    });
    expect(parseCommand(' C7   c5 ', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 7, to: 5 },
    });
    expect(parseCommand('u', deal)).toEqual({ kind: 'undo' });
  });

  it('reads the MOVES notation too', () => {
    expect(parseCommand('3->2', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 3, to: 2 },
    });
    expect(parseCommand('.', deal)).toEqual({ kind: 'move', move: { kind: 'turn' } });
  });

  it('turns `s` on an empty stock into a reset', () => {
    const empty = { ...deal, waste: deal.stock, stock: [] };
    expect(parseCommand('s', empty)).toEqual({ kind: 'move', move: { kind: 'reset' } });
  });

  it('checks a card count against the pile the move would carry', () => {
    // 7s onto 8h makes a two-card pile on column 5.
    const after = playMove(deal, { kind: 'move', from: 7, to: 5 });
    expect(after.tableau[4].faceUp.length).toBe(2);
    expect(parseCommand('3c5 c2', after)).toBe('column 5 has 2 face-up cards, not 3');
    expect(parseCommand('2c5 c1', after)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 5, to: 1 },
    });
    expect(parseCommand('2c3 f', deal)).toBe('only one card at a time goes to a foundation');
  });

  it('says what is wrong with anything else', () => {
    expect(parseCommand('x9', deal)).toBe(
      'unknown command "x9": try s, w c4, w f, c3 f1, c7 c2, 3c4 c5, u',
    );
    expect(parseCommand('c3 c3', deal)).toBe('a move must go to another column');
    expect(parseCommand('w c', deal)).toBe('"w c": which column? e.g. w c4');
  });
});
