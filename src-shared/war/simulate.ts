import { LEHMER_MODULUS } from '../cards/lehmer';
import { mix32 } from '../hash';
import type { WarRules } from './rules';
import { WarTable } from './table';

/**
 * Many games, and the figures that describe them.
 *
 * Game i of a run with seed S is dealt from its own Lehmer generator seeded with
 * `gameSeed(S, i)`, so a game's deal does not depend on which worker plays it or in what
 * order: any split of the games into ranges gives the same tallies, and merging tallies is
 * exact (counts and sums of whole numbers).
 */

/**
 * The Lehmer seed of game `index` (0-based) in a run with seed `runSeed`. Lehmer seeds that are
 * close give close first draws (seed 1 starts at 48271/2^31), so the run seed and the index are
 * hashed rather than added.
 */
export function gameSeed(runSeed: number, index: number): number {
  const h = mix32(mix32(runSeed ^ 0x9e3779b9) ^ index) >>> 0;
  return (h % (LEHMER_MODULUS - 1)) + 1;
}

/** What a range of games came to; tallies of disjoint ranges merge into the tally of both. */
export interface WarTally {
  games: number;
  /** lengths[b] = games that lasted b battles (capped games count as `cap` battles). */
  lengths: number[];
  battles: number;
  wars: number;
  /** The longest game; the lowest index wins a tie so the answer never depends on the split. */
  longest: { battles: number; game: number };
  firstWins: number;
  secondWins: number;
  drawn: number;
  capped: number;
}

export function emptyTally(): WarTally {
  return {
    games: 0,
    lengths: [],
    battles: 0,
    wars: 0,
    longest: { battles: 0, game: -1 },
    firstWins: 0,
    secondWins: 0,
    drawn: 0,
    capped: 0,
  };
}

/** Adds `part` into `into` and returns `into`. */
export function mergeTally(into: WarTally, part: WarTally): WarTally {
  into.games += part.games;
  into.battles += part.battles;
  into.wars += part.wars;
  into.firstWins += part.firstWins;
  into.secondWins += part.secondWins;
  into.drawn += part.drawn;
  into.capped += part.capped;
  for (let b = 0; b < part.lengths.length; b++) {
    const count = part.lengths[b];
    if (count) into.lengths[b] = (into.lengths[b] ?? 0) + count;
  }
  for (let b = 0; b < into.lengths.length; b++) into.lengths[b] ??= 0;
  const a = into.longest;
  const p = part.longest;
  if (p.game >= 0 && (p.battles > a.battles || (p.battles === a.battles && p.game < a.game))) {
    into.longest = { ...p };
  }
  return into;
}

/** Plays one game from its seed; for replays and tests. */
export function playGame(
  rules: WarRules,
  seed: number,
): { end: ReturnType<WarTable['play']>; battles: number; wars: number } {
  const table = new WarTable(rules);
  table.deal(seed);
  const end = table.play();
  return { end, battles: table.battles, wars: table.wars };
}

/**
 * Plays games `from` .. `to − 1` of the run with seed `runSeed`. `onGames` is called every
 * `every` games with the number played so far in this range (for progress lines).
 */
export function playGames(
  rules: WarRules,
  runSeed: number,
  from: number,
  to: number,
  onGames?: (played: number) => void,
  every = 10_000,
): WarTally {
  const tally = emptyTally();
  const table = new WarTable(rules);
  // Counts by length, grown by doubling; Float64 so no count can wrap.
  let lengths = new Float64Array(Math.min(rules.cap, 4096) + 1);
  for (let index = from; index < to; index++) {
    table.deal(gameSeed(runSeed, index));
    const end = table.play();
    const battles = table.battles;
    if (battles >= lengths.length) {
      const size = Math.min(rules.cap + 1, Math.max(battles + 1, lengths.length * 2));
      const bigger = new Float64Array(size);
      bigger.set(lengths);
      lengths = bigger;
    }
    lengths[battles]++;
    tally.battles += battles;
    tally.wars += table.wars;
    if (battles > tally.longest.battles) tally.longest = { battles, game: index };
    if (end === 'first') tally.firstWins++;
    else if (end === 'second') tally.secondWins++;
    else if (end === 'drawn') tally.drawn++;
    else tally.capped++;
    if (onGames && (index - from + 1) % every === 0) onGames(index - from + 1);
  }
  tally.games = to - from;
  let last = lengths.length - 1;
  while (last >= 0 && lengths[last] === 0) last--;
  tally.lengths = Array.from(lengths.subarray(0, last + 1));
  return tally;
}
