/**
 * `npm run bench -- klondike [--seeds FILE | --first F] [--deals N] [--seconds 5]
 * [--continue 1] [--prove S] [--turn 1|3] [--rules exchange|standard] [-v]`: the `winnable`
 * solver, as `winnable` runs it by default, on seeded deals with unlimited resets, under
 * each rule set and turn count (or the one named), each deal with a budget of `--seconds`
 * of CPU time to the first answer and `--continue` more for shorter lines (4 times as long
 * when by then the line is not a fifth shorter than the first win or is long, as
 * `winnable`; CPU rather than wall time, so a busy machine does not change the answers).
 *
 * The deals: by default the seeds of scripts/bench/klondike-seeds.txt (spread over the
 * generator's whole range; consecutive seeds are no fair sample, see docs/klondike-cli.md),
 * the first `--deals` of them; `--seeds FILE` reads another list (one seed a line, `#`
 * comments); `--first F` takes F .. F + deals - 1 instead.
 *
 * For each rule set and turn count it prints % won, % proven not winnable, % undecided,
 * median and p95 CPU per deal (to the first answer and in all), the median solution length
 * and, on deals where the shortest line is proven (by the run itself, or by a `--shortest`
 * run of `--prove` more seconds), the median and worst ratio of the line to it. Every
 * solution is replayed through the engine to a won position first, and every deal is
 * checked across the rule sets: a win under the exchange rules is legal under the standard
 * rules too, so the standard rules may never call it not winnable.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type KlondikeSolveResult,
  type RuleSet,
  type TurnCount,
  RULE_SETS,
  STALLED_CONTINUE,
  dealFromSeed,
  isWon,
  playMove,
  solve,
} from '../../src-shared/klondike';
import { parseSeed } from '../../src-shared/cards/seed';
import { median, percentile } from '../../src-shared/stats';
import { UsageError } from '../../src-main/cli/errors';
import { decimalNumber } from '../../src-main/cli/numbers';
import { readBenchArgs } from './args';

const DEFAULT_SEEDS = path.join('scripts', 'bench', 'klondike-seeds.txt');

/** `--turn 1|3` or `--rules exchange|standard`: that one; absent (`both`): all of them. */
function oneOrAll<T extends string | number>(name: string, text: string, all: readonly T[]) {
  if (text === 'both') return all;
  const value = all.find((item) => String(item) === text);
  if (value === undefined) {
    throw new UsageError(`--${name} must be ${all.join(' or ')} (got "${text}")`);
  }
  return [value];
}

/** The seeds of a list file: one a line, blank lines and `#` comments skipped. */
export function readSeedList(file: string): number[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code}`);
  }
  const seeds: number[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const parsed = parseSeed(line);
    if (!parsed.ok) throw new UsageError(`${file} line ${index + 1}: ${parsed.message}`);
    seeds.push(parsed.seed);
  });
  if (seeds.length === 0) throw new UsageError(`${file} holds no seed`);
  return seeds;
}

const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

interface Tally {
  won: number;
  'not-winnable': number;
  undecided: number;
  firstAnswer: number[];
  total: number[];
  lengths: number[];
  /** Our length over the proven shortest, where that is known. */
  ratios: number[];
  /** Our length over the best line of the `--prove` run (proven shortest or not). */
  longRatios: number[];
  provenByRun: number;
  nodes: number;
  undecidedSeeds: number[];
}

function replayWins(seed: number, turn: TurnCount, rules: RuleSet, result: KlondikeSolveResult) {
  const replay = dealFromSeed(seed, { turn, rules });
  for (const move of result.moves) playMove(replay, move);
  if (!isWon(replay)) throw new Error(`seed ${seed}: the solution does not win`);
}

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

export const klondikeBenchmark = {
  name: 'klondike',
  description: `Klondike winnable: deals spread over the seed range, each rule set and turn count, 5 s CPU each plus 1 s for shorter lines (${STALLED_CONTINUE} s if the line stalls)`,
  async run(args: string[]): Promise<void> {
    const options = readBenchArgs(args, {
      deals: { kind: 'whole', min: 1, max: 100_000, default: 1000 },
      first: { kind: 'text', default: '' },
      seeds: { kind: 'text', default: '' },
      seconds: { kind: 'whole', min: 1, max: 3600, default: 5 },
      continue: { kind: 'text', default: '1' },
      prove: { kind: 'text', default: '0' },
      turn: { kind: 'text', default: 'both' },
      rules: { kind: 'text', default: 'both' },
      verbose: { kind: 'flag', short: 'v' },
    });
    if (options.first !== '' && options.seeds !== '') {
      throw new UsageError('--first and --seeds are two ways to choose the deals: give one');
    }
    let seeds: number[];
    let sample: string;
    if (options.first !== '') {
      const parsed = parseSeed(options.first);
      if (!parsed.ok) throw new UsageError(`--first: ${parsed.message}`);
      seeds = Array.from({ length: options.deals }, (_, k) => parsed.seed + k);
      sample = `deals ${seeds[0]}..${seeds[seeds.length - 1]} (consecutive seeds)`;
    } else {
      const file = options.seeds === '' ? DEFAULT_SEEDS : options.seeds;
      seeds = readSeedList(file).slice(0, options.deals);
      sample = `the first ${seeds.length} seeds of ${file}`;
    }
    const continueMs = decimalNumber('--continue', { min: 0, max: 3600 })(options.continue) * 1000;
    const proveMs = decimalNumber('--prove', { min: 0, max: 3600 })(options.prove) * 1000;
    const turns = oneOrAll<TurnCount>('turn', options.turn, [1, 3]);
    const ruleSets = oneOrAll<RuleSet>('rules', options.rules, RULE_SETS);
    const verbose = process.stderr.isTTY || options.verbose;
    const budgetMs = options.seconds * 1000;
    for (const turn of turns) {
      const tallies = new Map<RuleSet, Tally>();
      for (const rules of ruleSets) {
        tallies.set(rules, {
          won: 0,
          'not-winnable': 0,
          undecided: 0,
          firstAnswer: [],
          total: [],
          lengths: [],
          ratios: [],
          longRatios: [],
          provenByRun: 0,
          nodes: 0,
          undecidedSeeds: [],
        });
      }
      const wall = Date.now();
      for (const seed of seeds) {
        const outcomes = new Map<RuleSet, KlondikeSolveResult>();
        for (const rules of ruleSets) {
          const tally = tallies.get(rules)!;
          const deal = dealFromSeed(seed, { turn, rules });
          const result = solve(deal, {
            firstAnswerLimitMs: budgetMs,
            continueMs,
            now: cpuMs,
          });
          const { outcome } = result;
          outcomes.set(rules, result);
          tally[outcome]++;
          tally.firstAnswer.push(Math.min(result.firstAnswerMs ?? budgetMs, budgetMs));
          tally.total.push(result.stats.elapsedMs);
          tally.nodes += result.stats.nodes;
          if (outcome === 'undecided') tally.undecidedSeeds.push(seed);
          let note = '';
          if (result.outcome === 'won') {
            replayWins(seed, turn, rules, result);
            tally.lengths.push(result.moves.length);
            let shortest = result.provenShortest ? result.moves.length : undefined;
            if (result.provenShortest) tally.provenByRun++;
            else if (proveMs > 0) {
              const proof = solve(deal, { shortest: true, timeLimitMs: proveMs, now: cpuMs });
              replayWins(seed, turn, rules, proof);
              if (proof.moves.length > result.moves.length) {
                throw new Error(`seed ${seed}: --shortest found a longer line than the default`);
              }
              if (proof.provenShortest) shortest = proof.moves.length;
              tally.longRatios.push(result.moves.length / proof.moves.length);
              note = ` (${proof.moves.length} after ${proveMs / 1000} s of --shortest)`;
            }
            if (shortest !== undefined) {
              tally.ratios.push(result.moves.length / shortest);
              note = ` (shortest ${shortest}, proven)`;
            }
          }
          if (verbose) {
            process.stderr.write(
              `turn ${turn} ${rules} seed ${seed}: ${outcome}` +
                `${result.outcome === 'won' ? ` in ${result.moves.length} moves${note}` : ''}, ` +
                `first answer ${seconds(result.firstAnswerMs ?? budgetMs)} s, ` +
                `${seconds(result.stats.elapsedMs)} s in all, ${result.stats.nodes} positions\n`,
            );
          }
        }
        const exchange = outcomes.get('exchange');
        const standard = outcomes.get('standard');
        if (exchange?.outcome === 'won' && standard?.outcome === 'not-winnable') {
          // The exchange rules' win replays under the standard rules, so this is a bug.
          replayWins(seed, turn, 'standard', exchange);
          throw new Error(
            `seed ${seed}, turn ${turn}: standard rules call a won deal not winnable`,
          );
        }
      }
      for (const rules of ruleSets) {
        const t = tallies.get(rules)!;
        const n = seeds.length;
        const pct = (k: number): string => `${((100 * k) / n).toFixed(1)}%`;
        const cpuSeconds = t.total.reduce((sum, ms) => sum + ms, 0) / 1000;
        console.log(
          `${rules} rules, turn ${turn}, unlimited, ${sample}, budget ${options.seconds} s ` +
            `CPU to the first answer, ${continueMs / 1000} s more for shorter lines ` +
            `(${(STALLED_CONTINUE * continueMs) / 1000} s if the line stalls)`,
        );
        console.log(
          `  won ${pct(t.won)} (${t.won}), proven not winnable ${pct(t['not-winnable'])} ` +
            `(${t['not-winnable']}), undecided ${pct(t.undecided)} (${t.undecided}); ` +
            `decided ${pct(t.won + t['not-winnable'])}`,
        );
        console.log(
          `  CPU per deal to the first answer: median ${seconds(median(t.firstAnswer))} s, ` +
            `p95 ${seconds(percentile(t.firstAnswer, 95))} s; in all: median ` +
            `${seconds(median(t.total))} s, p95 ${seconds(percentile(t.total, 95))} s; ` +
            `${Math.round(t.nodes / Math.max(cpuSeconds, 1e-3))} positions per CPU second`,
        );
        const ratios = t.ratios;
        console.log(
          `  solutions: median ${median(t.lengths)} moves, all replayed to a win; proven ` +
            `shortest by the run on ${t.provenByRun} of ${t.won} wins; against the proven ` +
            `shortest (${ratios.length} deals): median ratio ` +
            `${ratios.length ? median(ratios).toFixed(3) : '-'}, worst ` +
            `${ratios.length ? percentile(ratios, 100).toFixed(3) : '-'}, over 1.35: ` +
            `${ratios.filter((r) => r > 1.35).length}`,
        );
        if (t.longRatios.length > 0) {
          console.log(
            `  against the best line of ${proveMs / 1000} s of --shortest (${t.longRatios.length} ` +
              `deals, mostly not proven shortest): median ratio ` +
              `${median(t.longRatios).toFixed(3)}, worst ${percentile(t.longRatios, 100).toFixed(3)}`,
          );
        }
        if (t.undecidedSeeds.length > 0) {
          console.log(`  undecided seeds: ${t.undecidedSeeds.join(' ')}`);
        }
      }
      console.log(`  wall time ${((Date.now() - wall) / 1000).toFixed(0)} s`);
    }
  },
};
