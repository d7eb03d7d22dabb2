/**
 * The Klondike table's statistics, as the desktop solitaire apps keep them: per variant (turn
 * one or three, and the reset limit), games played and won, the win rate, the current and best
 * winning streaks, the best time and the best score of a win; and the Vegas bank.
 *
 * A game counts once its first move is made; it is won when every card is home, and lost when
 * it is given up for another (a new deal, a restart, an opened file) before that. Figures
 * stored before variants were kept (`{ games, wins, bestScore }`) are kept under EARLIER.
 */
import type { KlondikeState, TurnCount } from '../../../src-shared/klondike';

export interface VariantStatistics {
  played: number;
  won: number;
  /** Wins in a row up to the last finished game (a loss sets it to 0). */
  streak: number;
  bestStreak: number;
  /** The shortest time of a win, in milliseconds; null before the first win. */
  bestTimeMs: number | null;
  /** The highest (standard) score of a win; null before the first win. */
  bestScore: number | null;
}

export interface StatisticsBook {
  version: 2;
  /** By variant key (`variantKey`), and EARLIER for figures kept before variants were. */
  variants: Record<string, VariantStatistics>;
  /** Vegas scoring's running total over finished games (used when "cumulative" is on). */
  vegasBank: number;
}

/** Figures stored before they were kept per variant, whose variant is not known. */
export const EARLIER = 'earlier';

export const NO_VARIANT_STATISTICS: VariantStatistics = {
  played: 0,
  won: 0,
  streak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  bestScore: null,
};

export const NO_STATISTICS: StatisticsBook = { version: 2, variants: {}, vegasBank: 0 };

export interface Variant {
  turn: TurnCount;
  /** Resets allowed; null for unlimited. */
  limit: number | null;
}

/** A game's variant, read off its starting position. */
export function variantOf(start: KlondikeState): Variant {
  return { turn: start.turn, limit: start.resetsLeft };
}

export function variantKey(variant: Variant): string {
  return `turn ${variant.turn}, ${variant.limit === null ? 'unlimited' : variant.limit} resets`;
}

/** How the side panel names a variant, e.g. `Turn 3 · 2 resets`. */
export function variantLabel(key: string): string {
  if (key === EARLIER) return 'Earlier games (variant not recorded)';
  const match = /^turn (\d), (\w+) resets$/.exec(key);
  if (!match) return key;
  const resets = match[2] === '1' ? '1 reset' : `${match[2]} resets`;
  return `Turn ${match[1]} · ${resets}`;
}

export function figuresOf(book: StatisticsBook, key: string): VariantStatistics {
  return book.variants[key] ?? NO_VARIANT_STATISTICS;
}

/** Won games as a whole percentage of the finished ones played, or null before any. */
export function winRate(figures: VariantStatistics): number | null {
  return figures.played === 0 ? null : Math.round((100 * figures.won) / figures.played);
}

function update(
  book: StatisticsBook,
  key: string,
  change: (f: VariantStatistics) => VariantStatistics,
): StatisticsBook {
  return { ...book, variants: { ...book.variants, [key]: change(figuresOf(book, key)) } };
}

/** A game of `key` began (its first move). */
export function countStart(book: StatisticsBook, key: string): StatisticsBook {
  return update(book, key, (f) => ({ ...f, played: f.played + 1 }));
}

/** A game of `key` was won in `timeMs` with `score` (the standard score). */
export function countWin(
  book: StatisticsBook,
  key: string,
  timeMs: number,
  score: number,
): StatisticsBook {
  return update(book, key, (f) => {
    const streak = f.streak + 1;
    return {
      ...f,
      won: f.won + 1,
      streak,
      bestStreak: Math.max(f.bestStreak, streak),
      bestTimeMs: f.bestTimeMs === null ? timeMs : Math.min(f.bestTimeMs, timeMs),
      bestScore: f.bestScore === null ? score : Math.max(f.bestScore, score),
    };
  });
}

/** A game of `key` was given up before it was won: the streak ends. */
export function countLoss(book: StatisticsBook, key: string): StatisticsBook {
  return update(book, key, (f) => ({ ...f, streak: 0 }));
}

/* ---- Vegas scoring ----------------------------------------------------------------------- */

export interface Scoring {
  vegas: boolean;
  /** Vegas scores carried from game to game (the bank). */
  cumulative: boolean;
}

/** Vegas scoring: a deal costs 52, each card on a foundation pays 5. */
export const VEGAS_DEAL = -52;
export const VEGAS_CARD = 5;

/** A position's Vegas score: what its deal cost and its cards home paid. */
export function vegasScore(state: KlondikeState): number {
  const home = state.foundations.reduce((sum, top) => sum + top, 0);
  return VEGAS_DEAL + VEGAS_CARD * home;
}

/** A finished game's Vegas score goes into the bank. */
export function bankVegas(book: StatisticsBook, score: number): StatisticsBook {
  return { ...book, vegasBank: book.vegasBank + score };
}

/* ---- Storage ----------------------------------------------------------------------------- */

const count = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0);
const orNull = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

function readVariant(saved: unknown): VariantStatistics {
  const s = (saved && typeof saved === 'object' ? saved : {}) as Partial<VariantStatistics>;
  const played = count(s.played);
  const won = Math.min(count(s.won), played);
  return {
    played,
    won,
    streak: Math.min(count(s.streak), won),
    bestStreak: Math.min(count(s.bestStreak), won),
    bestTimeMs: orNull(s.bestTimeMs),
    bestScore: orNull(s.bestScore),
  };
}

/**
 * The stored statistics, checked: today's form, or the first form (`{ games, wins,
 * bestScore }`, before variants) moved under EARLIER with nothing lost. Anything else reads as
 * no statistics.
 */
export function readStatistics(saved: unknown): StatisticsBook {
  if (!saved || typeof saved !== 'object') return NO_STATISTICS;
  const s = saved as Record<string, unknown>;
  if (s.version === 2 && s.variants && typeof s.variants === 'object') {
    const variants: Record<string, VariantStatistics> = {};
    for (const [key, value] of Object.entries(s.variants as Record<string, unknown>)) {
      variants[key] = readVariant(value);
    }
    const bank = typeof s.vegasBank === 'number' && Number.isFinite(s.vegasBank) ? s.vegasBank : 0;
    return { version: 2, variants, vegasBank: bank };
  }
  if ('games' in s || 'wins' in s) {
    const played = count(s.games);
    if (played === 0) return NO_STATISTICS;
    return {
      ...NO_STATISTICS,
      variants: {
        [EARLIER]: {
          ...NO_VARIANT_STATISTICS,
          played,
          won: Math.min(count(s.wins), played),
          bestScore: orNull(s.bestScore),
        },
      },
    };
  }
  return NO_STATISTICS;
}
