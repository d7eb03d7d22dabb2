import { describe, expect, it } from 'vitest';
import { lossMessage, nextToCheck, whereLost, type Verdict } from './winnability';

const line = ['p0', 'p1', 'p2', 'p3'];
const known = (...pairs: [string, Verdict][]) => new Map(pairs);

describe('where the win was lost', () => {
  it('asks about the position shown first, then back while it is lost', () => {
    expect(nextToCheck(line, known())).toBe(3);
    expect(nextToCheck(line, known(['p3', 'winnable']))).toBeNull();
    expect(nextToCheck(line, known(['p3', 'undecided']))).toBeNull();
    expect(nextToCheck(line, known(['p3', 'lost']))).toBe(2);
    expect(nextToCheck(line, known(['p3', 'lost'], ['p2', 'lost']))).toBe(1);
    expect(nextToCheck(line, known(['p3', 'lost'], ['p2', 'winnable']))).toBeNull();
    // A deal lost from the start: every position asked, then nothing more.
    const all = known(['p0', 'lost'], ['p1', 'lost'], ['p2', 'lost'], ['p3', 'lost']);
    expect(nextToCheck(line, all)).toBeNull();
    expect(nextToCheck([], known())).toBeNull();
  });

  it('names the move that turned a winnable position into a lost one', () => {
    expect(whereLost(line, known(['p3', 'lost'], ['p2', 'winnable']))).toEqual({
      move: 3,
      lastWinnable: 2,
    });
    expect(whereLost(line, known(['p3', 'lost'], ['p2', 'lost'], ['p1', 'winnable']))).toEqual({
      move: 2,
      lastWinnable: 1,
    });
  });

  it('names none while the position is not proven lost, or an undecided one hides the move', () => {
    expect(whereLost(line, known(['p3', 'winnable']))).toBeNull();
    expect(whereLost(line, known(['p3', 'undecided'], ['p2', 'winnable']))).toBeNull();
    expect(whereLost(line, known(['p3', 'lost']))).toBeNull();
    expect(
      whereLost(line, known(['p3', 'lost'], ['p2', 'undecided'], ['p1', 'winnable'])),
    ).toBeNull();
    const all = known(['p0', 'lost'], ['p1', 'lost'], ['p2', 'lost'], ['p3', 'lost']);
    expect(whereLost(line, all)).toBeNull();
  });

  it('says which move, from where the player stands', () => {
    expect(lossMessage({ move: 3, lastWinnable: 2 }, 3)).toBe(
      'That move lost the game: it was winnable before',
    );
    expect(lossMessage({ move: 2, lastWinnable: 1 }, 3)).toBe(
      'Move 2 lost the game: it was winnable before',
    );
  });
});
