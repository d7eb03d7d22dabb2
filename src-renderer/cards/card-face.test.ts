import { describe, expect, it } from 'vitest';
import { pipLayout } from './card-face';

describe('card faces', () => {
  it('has as many pips as the rank, for A to 10', () => {
    for (let rank = 1; rank <= 10; rank++) expect(pipLayout(rank)).toHaveLength(rank);
  });

  it('lays pips out as standard cards do: mirrored, lower half upside down', () => {
    for (let rank = 1; rank <= 10; rank++) {
      const pips = pipLayout(rank);
      expect(pips.filter((p) => p.flipped).every((p) => p.y > 70)).toBe(true);
      // The 7 has one middle pip in the upper half only; the others are symmetric.
      if (rank === 7) continue;
      // Every pip has its mirror image across the card's middle line, upside down.
      for (const p of pips) {
        const mirror = pips.find((q) => q.x === p.x && Math.abs(q.y + p.y - 140) < 1e-9);
        expect(mirror, `rank ${rank} pip at ${p.x},${p.y}`).toBeDefined();
        if (p.y !== 70) expect(mirror!.flipped).toBe(!p.flipped);
      }
    }
  });

  it('puts the pips of the 7 and the 8 in their places', () => {
    expect(pipLayout(7).map((p) => [p.x, p.y])).toEqual([
      [32, 38],
      [68, 38],
      [50, 54],
      [32, 70],
      [68, 70],
      [32, 102],
      [68, 102],
    ]);
    expect(
      pipLayout(8)
        .filter((p) => p.x === 50)
        .map((p) => p.y),
    ).toEqual([54, 86]);
  });

  it('says which ranks have no pips', () => {
    expect(() => pipLayout(11)).toThrow('no pip layout for rank 11 (ranks 1-10 have pips)');
  });
});
