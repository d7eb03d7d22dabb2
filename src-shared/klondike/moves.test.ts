import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardName, parseCard } from './cards';
import { dealFromSeed } from './deal';
import { parseExchange, serializeExchange } from './exchange';
import {
  type Move,
  type UndoRecord,
  playMove,
  formatMove,
  legalMoves,
  parseMove,
  undoMove,
  whyIllegal,
} from './moves';
import { formatState } from './printer';
import { type KlondikeState, cloneState, isWon } from './state';

const examples = new URL('../../../shared/klondike/examples/', import.meta.url);
const example = (name: string): string => readFileSync(new URL(name, examples), 'utf8');

function load(text: string): KlondikeState {
  const result = parseExchange(text);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.game.state;
}

describe('move notation', () => {
  it('parses and formats every form', () => {
    for (const text of ['.', 'r', 'w->f', 'w->3', '1->f', '7->1']) {
      expect(formatMove(parseMove(text)!)).toBe(text);
    }
    for (const text of ['', '..', 'w->w', '8->1', '1->8', 'f->1', 'w-> f', 'R', '1->F']) {
      expect(parseMove(text)).toBeNull();
    }
  });
});

describe('moves.txt', () => {
  it('plays 10 moves, then finds 4->3 illegal, as advance reports', () => {
    const result = parseExchange(example('moves.txt'));
    if (!result.ok) throw new Error('bad example');
    const { state, moves } = result.game;
    expect(formatState(state)).toBe(example('moves.m0.expected').split('\n').slice(1).join('\n'));
    for (const written of moves.slice(0, 10)) playMove(state, written.move);
    expect(whyIllegal(state, moves[10].move)).toBe('no face-up card of column 4 fits on column 3');
    expect(state.tableau[2].faceUp.map(cardName)).toEqual([]);
    expect(state.tableau[1].faceUp.map(cardName).join(' ')).toBe('Kh Qs Jd Tc 9d 8c 7d 6c 5d 4s');
    // The reset (-100) is floored at 0; w->6 twice, w->2 (+5 each), 3->2 turns up 8d (+5),
    // 4->5 turns up Qc (+5).
    expect(state.score).toBe(25);
  });
});

describe('rules', () => {
  const base = load(example('almost-won.txt'));

  it('turns three at a time and resets in the same order', () => {
    const state = dealFromSeed(7, { turn: 3, limit: 1 });
    const stock = [...state.stock];
    for (let i = 0; i < 8; i++) playMove(state, { kind: 'turn' });
    expect(state.waste).toEqual(stock);
    expect(whyIllegal(state, { kind: 'turn' })).toBe('the stock is empty');
    playMove(state, { kind: 'reset' });
    expect(state.stock).toEqual(stock);
    expect(state.resetsLeft).toBe(0);
    for (let i = 0; i < 8; i++) playMove(state, { kind: 'turn' });
    expect(whyIllegal(state, { kind: 'reset' })).toBe('no resets are left');
  });

  it('turns up the covered card and wins almost-won.txt with 7->4', () => {
    const state = cloneState(base);
    expect(isWon(state)).toBe(false);
    playMove(state, parseMove('7->4')!);
    expect(state.tableau[6].faceUp).toEqual([parseCard('Td')]);
    expect(state.tableau[3].faceUp.map(cardName)).toEqual(['9c', '8d']);
    expect(state.score).toBe(5);
    expect(isWon(state)).toBe(true);
  });

  it('moves the pile that fits and kings only to empty columns', () => {
    const state = cloneState(base);
    // Nothing of column 1 (Kh … 2c) fits on Js of column 3; Jd heads the pile that fits Qs.
    expect(whyIllegal(state, parseMove('1->3')!)).toBe(
      'no face-up card of column 1 fits on column 3',
    );
    expect(whyIllegal(state, parseMove('1->5')!)).toBeNull();
    const moved = cloneState(state);
    playMove(moved, parseMove('1->5')!);
    expect(moved.tableau[0].faceUp.map(cardName)).toEqual(['Kh', 'Qc']);
    expect(moved.tableau[4].faceUp.length).toBe(12);
    // The waste's 7c fits on 8d of column 7; 2c of column 1 fits on Ac.
    expect(whyIllegal(state, parseMove('w->7')!)).toBeNull();
    expect(whyIllegal(state, parseMove('w->f')!)).toBe('it does not fit its foundation');
    expect(whyIllegal(state, parseMove('1->f')!)).toBeNull();
    expect(whyIllegal(state, parseMove('4->f')!)).toBe('it does not fit its foundation');
    expect(whyIllegal(state, parseMove('4->4')!)).not.toBeNull();
  });

  it('scores the Windows way, never below zero', () => {
    const state = dealFromSeed(3);
    expect(state.score).toBe(0);
    for (let i = 0; i < 24; i++) playMove(state, { kind: 'turn' });
    playMove(state, { kind: 'reset' });
    expect(state.score).toBe(0);
  });

  it('lets the table take a card back from a foundation for 15 points', () => {
    const state = { ...cloneState(base), rules: 'standard' as const };
    state.score = 30;
    // 2d from the diamonds foundation onto 3c, the top of column 6.
    const record = playMove(state, { kind: 'fromFoundation', suit: 1, to: 6 });
    expect(state.foundations).toEqual([1, 1, 11, 10]);
    expect(cardName(state.tableau[5].faceUp.at(-1)!)).toBe('2d');
    expect(state.score).toBe(15);
    undoMove(state, record);
    expect(state).toEqual({ ...base, rules: 'standard', score: 30 });
  });

  it('refuses a move off a foundation under the exchange rules', () => {
    expect(whyIllegal(base, { kind: 'fromFoundation', suit: 1, to: 6 })).toBe(
      'a card may leave a foundation only under the standard rules',
    );
  });

  it('reads f->N as the one foundation card that fits, and asks for the suit when two do', () => {
    const state = { ...cloneState(base), rules: 'standard' as const };
    // Column 6 ends in 3c: of the foundation tops (Ac 2d Jh Ts) only 2d fits.
    const implied = parseMove('f->6', 'standard')!;
    expect(implied).toEqual({ kind: 'fromFoundation', suit: null, to: 6 });
    expect(formatMove(implied)).toBe('f->6');
    expect(whyIllegal(state, implied)).toBeNull();
    const record = playMove(state, implied);
    expect(cardName(state.tableau[5].faceUp.at(-1)!)).toBe('2d');
    undoMove(state, record);
    expect(state.foundations).toEqual(base.foundations);
    expect(whyIllegal(state, parseMove('f->1', 'standard')!)).toBe(
      'no foundation card fits on column 1',
    );
    // Two red twos on the foundations and a black three on column 6: the suit must be named.
    state.foundations = [1, 2, 2, 10];
    expect(whyIllegal(state, parseMove('f->6', 'standard')!)).toBe(
      'more than one foundation card fits on column 6: write fd->6 or fh->6',
    );
    expect(whyIllegal(state, parseMove('fh->6', 'standard')!)).toBeNull();
    expect(parseMove('f->6')).toBeNull();
    expect(parseMove('fh->6')).toBeNull();
  });
});

/** Random legal games from random seeds: every undo restores the exact earlier state. */
describe('undo', () => {
  it('restores the exact state after random legal move sequences', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2147483646 }),
        fc.constantFrom<1 | 3>(1, 3),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 150 }),
        (seed, turn, limit, choices) => {
          const state = dealFromSeed(seed, { turn, limit, rules: 'standard' });
          const snapshots: KlondikeState[] = [];
          const records: UndoRecord[] = [];
          for (const choice of choices) {
            const moves: Move[] = legalMoves(state);
            if (moves.length === 0) break;
            snapshots.push(cloneState(state));
            records.push(playMove(state, moves[choice % moves.length]));
          }
          while (records.length > 0) {
            undoMove(state, records.pop()!);
            expect(state).toEqual(snapshots.pop());
          }
          expect(serializeExchange(state)).toBe(
            serializeExchange(dealFromSeed(seed, { turn, limit, rules: 'standard' })),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
