import { describe, expect, it } from 'vitest';
import {
  dealFromSeed,
  parseExchange,
  afterMove,
  type KlondikeState,
} from '../../../src-shared/klondike';
import { describeMove, moveFor, nextHomeMove, pickupWords } from './placing';

// Seed 7, turn 1: columns 1-7 show Ac Jh Ts 5c 8h As 7s.
const deal = dealFromSeed(7, { turn: 1 });

function position(text: string): KlondikeState {
  const parsed = parseExchange(text);
  if (!parsed.ok) throw new Error('bad test position');
  return parsed.game.state;
}

describe('placing cards on the Klondike table', () => {
  it('turns a drop into the engine move, or says why it does not fit', () => {
    expect(
      moveFor(deal, { from: 'column', column: 7, index: 0 }, { kind: 'column', column: 5 }),
    ).toEqual({ kind: 'move', from: 7, to: 5 });
    expect(moveFor(deal, { from: 'column', column: 1, index: 0 }, { kind: 'foundation' })).toEqual({
      kind: 'move',
      from: 1,
      to: 'f',
    });
    expect(moveFor(deal, { from: 'waste' }, { kind: 'column', column: 4 })).toEqual({
      kind: 'move',
      from: 'w',
      to: 4,
    });
    // Dropping a pile back where it came from is no move at all.
    expect(
      moveFor(deal, { from: 'column', column: 3, index: 0 }, { kind: 'column', column: 3 }),
    ).toBeNull();
    // 8h 7s on column 5: carrying the 7s alone onto the 8d would be legal, but not from the 8h.
    const built = afterMove(afterMove(deal, { kind: 'move', from: 7, to: 5 }), {
      kind: 'move',
      from: 6,
      to: 'f',
    });
    expect(
      moveFor(built, { from: 'column', column: 5, index: 0 }, { kind: 'column', column: 7 }),
    ).toBe('the 8♥ does not fit on column 7');
    expect(moveFor(built, { from: 'column', column: 5, index: 0 }, { kind: 'foundation' })).toBe(
      'only the last card of a column can go to a foundation, not the 8♥',
    );
  });

  it('takes a foundation card back to a column', () => {
    const state = position(
      'RULES: turn 1 unlimited FOUNDATIONS: Ac 2d _h _s TABLEAU:\n| 3c\n|\n|\n|\n|\n|\n|\n' +
        'STOCK: | Ah As 2h 2s 3h 3s 3d 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9h 9s Tc Td Th Ts Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks 2c\nMOVES:',
    );
    expect(moveFor(state, { from: 'foundation', suit: 1 }, { kind: 'column', column: 7 })).toEqual({
      kind: 'fromFoundation',
      suit: 1,
      to: 7,
    });
    expect(moveFor(state, { from: 'foundation', suit: 1 }, { kind: 'foundation' })).toBeNull();
    expect(describeMove(state, { kind: 'fromFoundation', suit: 1, to: 7 })).toBe(
      '2♦ back to column 7',
    );
  });

  it('describes moves in the words of the status bar', () => {
    expect(describeMove(deal, { kind: 'move', from: 3, to: 2 })).toBe('10♠ to column 2');
    expect(describeMove(deal, { kind: 'move', from: 1, to: 'f' })).toBe('A♣ to its foundation');
    expect(describeMove(deal, { kind: 'turn' })).toBe('turned 1 from the stock');
  });

  it('plays the lowest card home first when only trivial moves remain', () => {
    // Columns 7 to 1 as the file lists them: Qh on Ks, Qs on Kh, Kd, Kc.
    const state = position(
      'RULES: turn 1 unlimited FOUNDATIONS: Qc Qd Jh Js TABLEAU:\n| Ks Qh\n| Kh Qs\n| Kd\n| Kc\n|\n|\n|\nSTOCK: | MOVES:',
    );
    expect(nextHomeMove(state)).toEqual({ kind: 'move', from: 6, to: 'f' });
    const done = position(
      'RULES: turn 1 unlimited FOUNDATIONS: Kc Kd Kh Ks TABLEAU:\n|\n|\n|\n|\n|\n|\n|\nSTOCK: | MOVES:',
    );
    expect(nextHomeMove(done)).toBeNull();
  });

  it('says only a King may go to an empty column', () => {
    // Ac home empties column 1; the 8h of column 5 may not go there, nor the waste's Ah.
    const state = afterMove(afterMove(deal, { kind: 'move', from: 1, to: 'f' }), { kind: 'turn' });
    expect(
      moveFor(state, { from: 'column', column: 5, index: 0 }, { kind: 'column', column: 1 }),
    ).toBe('only a King can go to an empty column, not the 8♥');
    expect(moveFor(state, { from: 'waste' }, { kind: 'column', column: 1 })).toBe(
      'only a King can go to an empty column, not the A♥',
    );
    expect(moveFor(state, { from: 'foundation', suit: 0 }, { kind: 'column', column: 1 })).toBe(
      'only a King can go to an empty column, not the A♣',
    );
    expect(pickupWords(state, { from: 'column', column: 5, index: 0 })).toBe('8♥');
    const stacked = afterMove(deal, { kind: 'move', from: 7, to: 5 });
    expect(pickupWords(stacked, { from: 'column', column: 5, index: 0 })).toBe(
      '8♥ and 1 card on it',
    );
  });
});
