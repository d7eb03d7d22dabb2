/**
 * Seeded random MOLEK-SYNTEZ deals, reproducible on every machine.
 *
 * The pack before shuffling is in rank order, four of each: `6 6 6 6 7 7 7 7 … T T T T`.
 * It is shuffled with the Lehmer generator and the shuffle of seed 003 (`shuffleInPlace`),
 * a uniform Fisher-Yates shuffle, and dealt column by column: cards 0-5 of the shuffled pack
 * are column 0 from row 0 up, cards 6-11 column 1, and so on.
 */
import { Lehmer } from '../cards/lehmer';
import { shuffleInPlace } from '../cards/shuffle';
import { CARDS_PER_RANK, COLUMN_COUNT, RANKS, type Board, type Rank } from './cards';

export const DEAL_ROWS = 6;

/** The pack in the order it has before shuffling. */
export function orderedPack(): Rank[] {
  return RANKS.flatMap((rank) => Array<Rank>(CARDS_PER_RANK).fill(rank));
}

/** The deal of `seed` (a whole number from 1 to 2^31 - 2; other values throw RangeError). */
export function dealBoard(seed: number): Board {
  const pack = shuffleInPlace(orderedPack(), new Lehmer(seed));
  const columns = [];
  for (let c = 0; c < COLUMN_COUNT; c++) {
    columns.push({ cards: pack.slice(c * DEAL_ROWS, (c + 1) * DEAL_ROWS), cheated: false });
  }
  return { columns };
}
