import { describe, expect, it } from 'vitest';
import { dealFromSeed } from '../../../src-shared/klondike';
import {
  bankVegas,
  countLoss,
  countStart,
  countWin,
  EARLIER,
  figuresOf,
  NO_STATISTICS,
  readStatistics,
  variantKey,
  variantLabel,
  variantOf,
  vegasScore,
  winRate,
} from './statistics';

const one = variantKey({ turn: 1, limit: null });
const three = variantKey({ turn: 3, limit: 2 });

describe('the Klondike statistics', () => {
  it('keeps played, won, streaks, best time and best score per variant', () => {
    let book = NO_STATISTICS;
    // Turn one: won, won, lost, won. Turn three: lost.
    book = countWin(countStart(book, one), one, 90_000, 600);
    book = countWin(countStart(book, one), one, 75_000, 550);
    book = countLoss(countStart(book, one), one);
    book = countWin(countStart(book, one), one, 120_000, 700);
    book = countLoss(countStart(book, three), three);
    expect(figuresOf(book, one)).toEqual({
      played: 4,
      won: 3,
      streak: 1,
      bestStreak: 2,
      bestTimeMs: 75_000,
      bestScore: 700,
    });
    expect(winRate(figuresOf(book, one))).toBe(75);
    expect(figuresOf(book, three)).toEqual({
      played: 1,
      won: 0,
      streak: 0,
      bestStreak: 0,
      bestTimeMs: null,
      bestScore: null,
    });
    expect(winRate(figuresOf(book, three))).toBe(0);
    expect(winRate(figuresOf(book, variantKey({ turn: 3, limit: 0 })))).toBeNull();
  });

  it('names variants by the starting position', () => {
    expect(variantKey(variantOf(dealFromSeed(7, { turn: 3, limit: 2 })))).toBe(three);
    expect(variantLabel(three)).toBe('Turn 3 · 2 resets');
    expect(variantLabel(variantKey({ turn: 1, limit: 1 }))).toBe('Turn 1 · 1 reset');
    expect(variantLabel(one)).toBe('Turn 1 · unlimited resets');
  });

  it('moves the first stored form under "earlier games" without losing a figure', () => {
    expect(readStatistics({ games: 12, wins: 5, bestScore: 640 })).toEqual({
      version: 2,
      variants: {
        [EARLIER]: {
          played: 12,
          won: 5,
          streak: 0,
          bestStreak: 0,
          bestTimeMs: null,
          bestScore: 640,
        },
      },
      vegasBank: 0,
    });
    expect(readStatistics({ games: 0, wins: 0, bestScore: null })).toEqual(NO_STATISTICS);
  });

  it('reads back what it stores, and refuses figures that cannot be', () => {
    const book = bankVegas(countWin(countStart(NO_STATISTICS, one), one, 1000, 700), -32);
    expect(readStatistics(JSON.parse(JSON.stringify(book)))).toEqual(book);
    expect(
      readStatistics({
        version: 2,
        variants: { [one]: { played: 2, won: 5, streak: -1, bestTimeMs: 'x' } },
        vegasBank: 'lots',
      }),
    ).toEqual({
      version: 2,
      variants: {
        [one]: { played: 2, won: 2, streak: 0, bestStreak: 0, bestTimeMs: null, bestScore: null },
      },
      vegasBank: 0,
    });
    expect(readStatistics('nonsense')).toEqual(NO_STATISTICS);
    expect(readStatistics(null)).toEqual(NO_STATISTICS);
  });
});

describe('Vegas scoring', () => {
  it('costs 52 a deal and pays 5 a card home', () => {
    const deal = dealFromSeed(7);
    expect(vegasScore(deal)).toBe(-52);
    expect(vegasScore({ ...deal, foundations: [13, 13, 13, 13] })).toBe(208);
    expect(vegasScore({ ...deal, foundations: [2, 0, 1, 0] })).toBe(-37);
  });

  it('banks finished games cumulatively', () => {
    const book = bankVegas(bankVegas(NO_STATISTICS, -52), 208);
    expect(book.vegasBank).toBe(156);
  });
});
