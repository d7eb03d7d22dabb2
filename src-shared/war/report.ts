import { tallyPercentile } from '../stats';
import type { WarRules } from './rules';
import { gameSeed, type WarTally } from './simulate';

/** The figures of a run, as the CLI prints them and the window draws them. */
export interface WarReport {
  rules: WarRules;
  seed: number;
  games: number;
  battles: {
    mean: number;
    /** Standard deviation of battles per game. */
    sd: number;
    /** The nearest-rank 50th percentile (a whole number of battles, see src-shared/stats.ts). */
    median: number;
    min: number;
    max: number;
    /** Nearest-rank percentiles: the fewest battles that p% of games did not exceed. */
    percentiles: Array<{ p: number; battles: number }>;
  };
  wars: { total: number; perGame: number };
  /** The longest game, with the index and deal seed to replay it. */
  longest: { battles: number; game: number; dealSeed: number };
  wins: { first: number; second: number; drawn: number };
  capped: number;
  /** Games per bin of battles: bin k holds lengths from + k·width .. from + (k+1)·width − 1. */
  histogram: { from: number; width: number; counts: number[]; beyond: number };
}

export const REPORTED_PERCENTILES = [10, 25, 50, 75, 90, 99];

/**
 * A round step at least `x`: the first of …, 0.5, 1, 2, 5, 10, 20, 50, … not below it. Used
 * for histogram bins here and for chart axis ticks in the window.
 */
export function niceStep(x: number): number {
  if (!(x > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(x));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= x * (1 - 1e-12)) ?? 10 * power;
}

/** Histogram bins hold whole numbers of battles: a round width of at least one. */
function niceWidth(x: number): number {
  return Math.max(1, niceStep(x));
}

/** At most `bins` bins of a round width, from the shortest game to the 99th percentile. */
export function histogramOf(
  lengths: readonly number[],
  games: number,
  bins = 40,
): WarReport['histogram'] {
  if (games === 0) return { from: 0, width: 1, counts: [], beyond: 0 };
  const min = lengths.findIndex((count) => count > 0);
  const top = tallyPercentile(lengths, games, 99);
  const width = niceWidth((top - min + 1) / bins);
  const from = Math.floor(min / width) * width;
  const counts = new Array<number>(Math.floor((top - from) / width) + 1).fill(0);
  let beyond = 0;
  lengths.forEach((count, b) => {
    if (!count) return;
    const bin = Math.floor((b - from) / width);
    if (bin < counts.length) counts[bin] += count;
    else beyond += count;
  });
  return { from, width, counts, beyond };
}

export function summarize(rules: WarRules, seed: number, tally: WarTally): WarReport {
  const { games, lengths } = tally;
  const mean = games ? tally.battles / games : 0;
  let squares = 0;
  lengths.forEach((count, b) => (squares += count * (b - mean) * (b - mean)));
  const min = lengths.findIndex((count) => count > 0);
  return {
    rules,
    seed,
    games,
    battles: {
      mean,
      sd: games > 1 ? Math.sqrt(squares / (games - 1)) : 0,
      median: games ? tallyPercentile(lengths, games, 50) : 0,
      min: Math.max(min, 0),
      max: tally.longest.battles,
      percentiles: REPORTED_PERCENTILES.map((p) => ({
        p,
        battles: games ? tallyPercentile(lengths, games, p) : 0,
      })),
    },
    wars: { total: tally.wars, perGame: games ? tally.wars / games : 0 },
    longest: {
      battles: tally.longest.battles,
      game: tally.longest.game,
      dealSeed: tally.longest.game >= 0 ? gameSeed(seed, tally.longest.game) : 0,
    },
    wins: { first: tally.firstWins, second: tally.secondWins, drawn: tally.drawn },
    capped: tally.capped,
    histogram: histogramOf(lengths, games),
  };
}
