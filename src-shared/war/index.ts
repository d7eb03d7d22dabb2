/**
 * War: the card game of seed 004, simulated.
 *
 * - `rules.ts`     the rules a run plays by (war size, decks, pickup order, peace, cap)
 * - `table.ts`     one game: two hands as ring buffers, battles, wars, running out
 * - `simulate.ts`  many games from one run seed, as mergeable tallies
 * - `report.ts`    mean, median, percentiles, histogram from a tally
 * - `format.ts`    the text the CLI prints and the figures the window shows
 * - `contract.ts`  the bridge requests of the War area
 */
export * from './rules';
export * from './table';
export * from './simulate';
export * from './report';
export * from './format';
export type * from './contract';
