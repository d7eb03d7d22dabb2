import { describe, expect, it } from 'vitest';
import { cardName } from './cards';
import { dealFromSeed, shuffledDeck } from './deal';
import { coveredCount } from './state';

// Printed by seed 003's own C code (its Random() and choose_randomly_between) compiled as is.
const REFERENCE: Record<number, string> = {
  1: 'Ac 2d 9c Qh Kh 4d 8d 7c 5s Jc Ad 9d 9s Qc Tc 3s Qs Ks Jh 2c 2h 9h Kc Jd Kd 3c 8h 6h 2s 4c 7d Ts Th 5h 6s 7s 5c Qd As 3d 4h Td 8s 7h 4s Js Ah 3h 6c 5d 6d 8c',
  7: 'Ac 8s 4c 4h Jd 6c 9d Jh Qc 5d Tc Kc 4s Ts 5s 3h 2d Kh 5c 3c 6h Ks 8h 4d 9c As 8d 7s Ah 5h 2s Kd 9s 7d Qs Js Ad 8c Jc 9h 7c 2c Th 6d 6s 2h Td 3s 3d Qd 7h Qh',
  2147483646:
    'Ks Qs 6d 3c 2d Js 8c 9h Jc 6c Kc 8d 2h 3d 3s 9d 4d 5d 7s 5c Jh Th 7d 4s 7h 7c Ad 8h 5h Qd 8s 2c 4h 5s Qc Ah As 4c Td Kh 2s 6h Qh Tc 3h 6s Ac 9c Jd Kd 9s Ts',
};

describe('shuffledDeck', () => {
  it.each(Object.entries(REFERENCE))('seed %s matches the C reference', (seed, deck) => {
    expect(shuffledDeck(Number(seed)).map(cardName).join(' ')).toBe(deck);
  });
});

describe('dealFromSeed', () => {
  it('deals row by row like a person, last card of each column face up', () => {
    const state = dealFromSeed(7);
    const names = state.tableau.map(
      (c) => `${c.covered.map(cardName).join(' ')} | ${c.faceUp.map(cardName).join(' ')}`,
    );
    expect(names).toEqual([
      ' | Ac',
      '8s | Jh',
      '4c Qc | Ts',
      '4h 5d 5s | 5c',
      'Jd Tc 3h 3c | 8h',
      '6c Kc 2d 6h 4d | As',
      '9d 4s Kh Ks 9c 8d | 7s',
    ]);
    expect(state.stock.map(cardName).slice(0, 3)).toEqual(['Ah', '5h', '2s']);
    expect(state.stock.length).toBe(24);
    expect(state.waste).toEqual([]);
    expect(coveredCount(state)).toBe(21);
    expect(state.turn).toBe(1);
    expect(state.resetsLeft).toBeNull();
  });

  it('takes the turn count and limit', () => {
    const state = dealFromSeed(7, { turn: 3, limit: 2 });
    expect(state.turn).toBe(3);
    expect(state.resetsLeft).toBe(2);
  });
});
