import { describe, expect, it } from 'vitest';
import { afterMove, dealFromSeed } from '../../../src-shared/klondike';
import { cameFrom, pickupAt, tableStops, targetOfPile } from './focus';

// Seed 7, turn 1: columns 1-7 show Ac Jh Ts 5c 8h As 7s over 0-6 covered cards.
const deal = dealFromSeed(7, { turn: 1 });

describe('the Klondike table for the keyboard', () => {
  it('has the stock, the waste and four foundations above seven columns', () => {
    const { grid, stops } = tableStops(deal);
    expect(grid[0].map((p) => [p.x, p.stops])).toEqual([
      [0, 1],
      [1, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
    ]);
    expect(grid[1].map((p) => p.stops)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(stops.map((s) => s.label)).toEqual([
      'stock: 24 cards, Enter turns 1',
      'waste: empty',
      'clubs foundation: empty',
      'diamonds foundation: empty',
      'hearts foundation: empty',
      'spades foundation: empty',
      'column 1: ace of clubs',
      'column 2: jack of hearts, 1 card covered',
      'column 3: ten of spades, 2 cards covered',
      'column 4: five of clubs, 3 cards covered',
      'column 5: eight of hearts, 4 cards covered',
      'column 6: ace of spades, 5 cards covered',
      'column 7: seven of spades, 6 cards covered',
    ]);
  });

  it('gives every face-up card of a column a stop, and names what lies on it', () => {
    // 7s onto 8h, Ac home, a card turned: column 5 holds two face-up cards.
    const state = [
      { kind: 'move', from: 7, to: 5 },
      { kind: 'move', from: 1, to: 'f' },
      { kind: 'turn' },
    ].reduce((s, m) => afterMove(s, m as never), deal);
    const { grid, stops } = tableStops(state);
    expect(grid[1].map((p) => p.stops)).toEqual([1, 1, 1, 1, 2, 1, 1]);
    const five = stops.filter((s) => s.pile.pile === 'column' && s.pile.column === 5);
    expect(five.map((s) => s.label)).toEqual([
      'column 5: eight of hearts, 1 card on it, 4 cards covered',
      'column 5: seven of spades, 4 cards covered',
    ]);
    expect(pickupAt(five[0])).toEqual({ from: 'column', column: 5, index: 0 });
    expect(stops[0].label).toBe('stock: 23 cards, Enter turns 1');
    expect(stops[1].label).toBe('waste: ace of hearts, 1 card');
    expect(pickupAt(stops[1])).toEqual({ from: 'waste' });
    expect(stops[2].label).toBe('clubs foundation: ace of clubs');
    expect(pickupAt(stops[2])).toEqual({ from: 'foundation', suit: 0 });
    expect(stops.find((s) => s.label.startsWith('column 1'))!.label).toBe('column 1: empty');
    expect(pickupAt(stops[0])).toBeNull();
    // The stock, the waste, the foundations and an empty column take focus on their place;
    // a column's cards on themselves.
    expect(stops.filter((s) => s.onSlot).map((s) => s.label.split(':')[0])).toEqual([
      'stock',
      'waste',
      'clubs foundation',
      'diamonds foundation',
      'hearts foundation',
      'spades foundation',
      'column 1',
    ]);
  });

  it('drops on columns and foundations only, and knows where a pickup came from', () => {
    expect(targetOfPile({ pile: 'column', column: 2 })).toEqual({ kind: 'column', column: 2 });
    expect(targetOfPile({ pile: 'foundation', suit: 1 })).toEqual({ kind: 'foundation' });
    expect(targetOfPile({ pile: 'waste' })).toBeNull();
    expect(cameFrom({ from: 'column', column: 2, index: 0 }, { pile: 'column', column: 2 })).toBe(
      true,
    );
    expect(cameFrom({ from: 'waste' }, { pile: 'column', column: 2 })).toBe(false);
  });
});
