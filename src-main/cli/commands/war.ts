import type { Command } from 'commander';
import { formatWarReport } from '../../../src-shared/war/format';
import {
  checkWhole,
  DEFAULT_WAR_RULES,
  resolveWarRules,
  type WarLimitName,
  type WarRules,
} from '../../../src-shared/war/rules';
import { defaultWorkerCount, runWarSimulation, WarCancelled } from '../../war/pool';
import { UsageError } from '../errors';

interface WarOptions {
  games: string;
  seed: string;
  warSize: string;
  decks: string;
  pickup: string;
  peace?: boolean;
  cap: string;
  workers?: string;
  json?: boolean;
  verbose?: boolean;
}

const DEFAULT_GAMES = 100_000;
const DEFAULT_SEED = 1;

/** A numeric option checked against the War limits, as a one-line usage error. */
function whole(name: WarLimitName, text: string, option: string): number {
  try {
    return checkWhole(name, text, option);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * `solitaire war`: plays many games of War on worker threads and prints what they came to.
 * Standard output holds only figures that follow from the options, so the same seed prints
 * the same text; timing and progress go to standard error.
 */
export function registerWar(program: Command): void {
  program
    .command('war')
    .description('simulate the card game War and print how long games last (seed 004)')
    .option('-n, --games <N>', 'games to play', String(DEFAULT_GAMES))
    .option(
      '-s, --seed <S>',
      'run seed, 1 to 2147483646; the same seed gives the same figures',
      String(DEFAULT_SEED),
    )
    .option(
      '-k, --war-size <K>',
      'cards each player puts face down in a war',
      String(DEFAULT_WAR_RULES.warSize),
    )
    .option('-d, --decks <D>', 'packs of 52 shuffled together', String(DEFAULT_WAR_RULES.decks))
    .option(
      '--pickup <ORDER>',
      'how won cards go under the hand: random or ordered',
      DEFAULT_WAR_RULES.pickup,
    )
    .option('--peace', "no wars: a tie goes to the second player (seed 004's first program)")
    .option(
      '--cap <N>',
      'stop a game after N battles and count it as capped',
      String(DEFAULT_WAR_RULES.cap),
    )
    .option('-w, --workers <N>', `worker threads (default: ${defaultWorkerCount()}, one per core)`)
    .option('--json', 'print the report as JSON')
    .option(
      '-v, --verbose',
      'show progress and timing on standard error even when it is not a terminal',
    )
    .action(async (options: WarOptions) => {
      const games = whole('games', options.games, '--games');
      const seed = whole('seed', options.seed, '--seed');
      let rules: WarRules;
      try {
        if (options.pickup !== 'random' && options.pickup !== 'ordered') {
          throw new RangeError(`--pickup must be random or ordered (got "${options.pickup}")`);
        }
        rules = resolveWarRules({
          warSize: whole('warSize', options.warSize, '--war-size'),
          decks: whole('decks', options.decks, '--decks'),
          cap: whole('cap', options.cap, '--cap'),
          pickup: options.pickup,
          peace: options.peace ?? false,
        });
      } catch (error) {
        if (error instanceof UsageError) throw error;
        throw new UsageError((error as Error).message);
      }
      let workers = defaultWorkerCount();
      if (options.workers !== undefined) {
        if (
          !/^[0-9]+$/.test(options.workers) ||
          Number(options.workers) < 1 ||
          Number(options.workers) > 64
        ) {
          throw new UsageError(
            `--workers must be a whole number from 1 to 64 (got "${options.workers}")`,
          );
        }
        workers = Number(options.workers);
      }

      const chatty = Boolean(options.verbose || process.stderr.isTTY);
      const abort = new AbortController();
      const onSignal = () => abort.abort();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      const started = performance.now();
      const line = (text: string) =>
        process.stderr.write(process.stderr.isTTY ? `\r\x1b[K${text}` : `${text}\n`);
      try {
        const run = await runWarSimulation({
          rules,
          games,
          seed,
          workers,
          signal: abort.signal,
          progressEvery: process.stderr.isTTY ? 100 : 1000,
          onProgress: chatty
            ? (played, total) => {
                const seconds = (performance.now() - started) / 1000;
                const rate = seconds > 0 ? Math.round(played / seconds) : 0;
                line(
                  `war: ${played.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} games (${Math.floor((100 * played) / total)}%), ${rate.toLocaleString('en-US')} games/s`,
                );
              }
            : undefined,
        });
        if (chatty) {
          line(
            `war: ${games.toLocaleString('en-US')} games in ${run.seconds.toFixed(2)} s, ${Math.round(games / run.seconds).toLocaleString('en-US')} games/s on ${run.workers} worker${run.workers === 1 ? '' : 's'}`,
          );
          if (process.stderr.isTTY) process.stderr.write('\n');
        }
        process.stdout.write(
          options.json ? JSON.stringify(run.report, null, 2) + '\n' : formatWarReport(run.report),
        );
      } catch (error) {
        if (error instanceof WarCancelled) {
          if (process.stderr.isTTY) process.stderr.write('\n');
          throw new UsageError(
            `stopped after ${error.played.toLocaleString('en-US')} of ${games.toLocaleString('en-US')} games`,
            130,
          );
        }
        throw error;
      } finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
    });
}
