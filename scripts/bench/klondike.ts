/**
 * `npm run bench -- klondike [--deals 200] [--first 1] [--seconds 5] [--turn 1|3]`: the
 * `winnable` solver (transposition table and safe foundation moves on) on seeded deals
 * `--first` .. `--first + deals - 1`, turn 1 and unlimited resets by default, each with a budget
 * of `--seconds` of CPU time (CPU rather than wall time, so a busy machine does not change the
 * answers). Prints % won, % proven not winnable, % undecided, median and p95 time, median
 * solution length; every solution is replayed through the engine to a won position first.
 */
import { LEHMER_SEEDS } from '../../src-shared/cards/lehmer';
import { readBenchArgs } from './args';
import { type TurnCount, applyMove, dealFromSeed, isWon, solve } from '../../src-shared/klondike';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

export const klondikeBenchmark = {
  name: 'klondike',
  description: 'Klondike winnable: seeded turn-1 unlimited deals, 5 s CPU budget each',
  async run(args: string[]): Promise<void> {
    const { deals, first, seconds, verbose, ...rest } = readBenchArgs(args, {
      deals: { kind: 'whole', min: 1, max: 100_000, default: 200 },
      first: { kind: 'whole', ...LEHMER_SEEDS, default: 1 },
      seconds: { kind: 'whole', min: 1, max: 3600, default: 5 },
      turn: { kind: 'choice', values: [1, 3], default: 1 },
      verbose: { kind: 'flag', short: 'v' },
    });
    const turn = rest.turn as TurnCount;
    const counts = { won: 0, 'not-winnable': 0, undecided: 0 };
    const times: number[] = [];
    const lengths: number[] = [];
    const wall = Date.now();
    for (let seed = first; seed < first + deals; seed++) {
      const deal = dealFromSeed(seed, { turn });
      const result = solve(deal, { timeLimitMs: seconds * 1000, clock: cpuMs });
      counts[result.outcome]++;
      times.push(result.stats.elapsedMs);
      if (result.outcome === 'won') {
        const replay = dealFromSeed(seed, { turn });
        for (const move of result.moves) applyMove(replay, move);
        if (!isWon(replay)) throw new Error(`seed ${seed}: the solution does not win`);
        lengths.push(result.moves.length);
      }
      if (process.stderr.isTTY || verbose) {
        process.stderr.write(
          `seed ${seed}: ${result.outcome}${result.outcome === 'won' ? ` in ${result.moves.length} moves` : ''}, ` +
            `${(result.stats.elapsedMs / 1000).toFixed(2)} s, ${result.stats.nodes} positions\n`,
        );
      }
    }
    times.sort((a, b) => a - b);
    lengths.sort((a, b) => a - b);
    const pct = (n: number): string => `${((100 * n) / deals).toFixed(1)}%`;
    console.log(
      `deals ${first}..${first + deals - 1}, turn ${turn}, unlimited, budget ${seconds} s CPU each`,
    );
    console.log(
      `won ${pct(counts.won)} (${counts.won}), proven not winnable ${pct(counts['not-winnable'])} ` +
        `(${counts['not-winnable']}), undecided ${pct(counts.undecided)} (${counts.undecided})`,
    );
    console.log(
      `decided ${pct(counts.won + counts['not-winnable'])}; time per deal: median ` +
        `${(percentile(times, 50) / 1000).toFixed(3)} s, p95 ${(percentile(times, 95) / 1000).toFixed(3)} s ` +
        `(CPU); median solution ${percentile(lengths, 50)} moves, all replayed to a win`,
    );
    console.log(`wall time ${((Date.now() - wall) / 1000).toFixed(0)} s`);
  },
};
