import { describe, expect, it } from 'vitest';
import { dealFromSeed } from './deal';
import { isLegal } from './moves';
import { makeCard, type Suit } from './cards';
import { promisingMove } from './promising';

const card = (text: string) =>
  makeCard('A23456789TJQK'.indexOf(text[0]) + 1, 'cdhs'.indexOf(text[1]) as Suit);
const cards = (text: string) => (text ? text.split(' ').map(card) : []);

/** A position of a few cards (the rules do not ask for all 52 here). */
function position(tableau: [string, string][], stock: string) {
  return {
    ...dealFromSeed(1),
    tableau: tableau.map(([covered, faceUp]) => ({
      covered: cards(covered),
      faceUp: cards(faceUp),
    })),
    stock: cards(stock),
    waste: [],
    foundations: [0, 0, 0, 0],
  };
}

describe('the most promising move', () => {
  it('sends home a card that turns up another before anything else', () => {
    // Seed 7 shows the Ac (nothing under it) and the As (covered cards under it).
    expect(promisingMove(dealFromSeed(7))).toEqual({ kind: 'move', from: 6, to: 'f' });
  });

  it('turns up a covered card by moving a whole pile, ahead of the waste and the stock', () => {
    const state = position(
      [
        ['Kh', '5c'],
        ['', '6h'],
        ['', 'Kd'],
        ['', 'Qs'],
        ['', 'Jh'],
        ['', 'Td'],
        ['', '9s'],
      ],
      'Kc 8h',
    );
    expect(promisingMove(state)).toEqual({ kind: 'move', from: 1, to: 2 });
  });

  it('turns the stock when nothing else is worth doing, and is always legal', () => {
    const state = position(
      [
        ['', 'Kh'],
        ['', 'Kd'],
        ['', 'Ks'],
        ['', 'Kc'],
        ['', 'Qh'],
        ['', 'Qd'],
        ['', 'Qs'],
      ],
      'Qc 2c',
    );
    expect(promisingMove(state)).toEqual({ kind: 'turn' });
    for (let seed = 1; seed <= 50; seed++) {
      const deal = dealFromSeed(seed, { rules: 'standard' });
      expect(isLegal(deal, promisingMove(deal)!)).toBe(true);
    }
  });
});
