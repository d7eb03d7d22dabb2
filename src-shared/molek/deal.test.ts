import { describe, expect, it } from 'vitest';
import { dealBoard, orderedPack } from './deal';
import { formatBoard } from './notation';

describe('seeded deals', () => {
  it('starts from the pack in rank order, four of each', () => {
    expect(orderedPack().join(' ')).toBe(
      '6 6 6 6 7 7 7 7 8 8 8 8 9 9 9 9 10 10 10 10 11 11 11 11 12 12 12 12 13 13 13 13 14 14 14 14',
    );
  });

  it('deals the same board for the same seed, on every machine', () => {
    expect(formatBoard(dealBoard(1))).toBe('66VTT8.V09K9D.8KD7TT.90D977.607V8V.K08D6K.');
    expect(formatBoard(dealBoard(42))).toBe('6V80DT.7D89K7.V9TD90.76076K.V0T6VK.8TD89K.');
  });

  it('deals six columns of six with four cards of each rank', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const board = dealBoard(seed);
      expect(board.columns.map((c) => c.cards.length)).toEqual([6, 6, 6, 6, 6, 6]);
      const counts = new Map<number, number>();
      for (const c of board.columns)
        for (const r of c.cards) counts.set(r, (counts.get(r) ?? 0) + 1);
      expect([...counts.values()]).toEqual(Array(9).fill(4));
      expect(board.columns.every((c) => !c.cheated)).toBe(true);
    }
  });

  it('refuses a seed the generator cannot take', () => {
    expect(() => dealBoard(0)).toThrow(RangeError);
  });
});
