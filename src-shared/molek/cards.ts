/**
 * MOLEK-SYNTEZ cards and the plain board shape every module exchanges (vision, solver,
 * automation, the window). See ../shared/docs/molek.md.
 *
 * A rank is its value: 6..10, then V (jack) 11, D (queen) 12, K (king) 13, T (ace) 14.
 * Suits never matter for play and are not represented.
 */
export type Rank = 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

export const RANKS: readonly Rank[] = [6, 7, 8, 9, 10, 11, 12, 13, 14];

/** The notation character of each rank: `6 7 8 9 0 V D K T` (`0` is the ten). */
export const RANK_CHAR: Record<Rank, string> = {
  6: '6',
  7: '7',
  8: '8',
  9: '9',
  10: '0',
  11: 'V',
  12: 'D',
  13: 'K',
  14: 'T',
};

/** How a rank is shown to people: `10` rather than the notation's `0`. */
export const RANK_LABEL: Record<Rank, string> = { ...RANK_CHAR, 10: '10' };

export const COLUMN_COUNT = 6;
export const CARDS_PER_RANK = 4;

/**
 * One column, row 0 (deepest, drawn highest on screen) first. `cheated` marks that the top
 * card was put there by a cheat. Whether a column is locked is derived from its cards
 * (exactly T K D V 10 9 8 7 6 from row 0), never stored.
 */
export interface Column {
  cards: Rank[];
  cheated: boolean;
}

/** Always six columns, numbered 0-5 from the left. */
export interface Board {
  columns: Column[];
}
