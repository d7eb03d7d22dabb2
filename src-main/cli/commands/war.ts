import type { Command } from 'commander';
import { formatWarReport } from '../../../src-shared/war/format';
import {
  DEFAULT_WAR_RULES,
  resolveWarRules,
  WAR_LIMITS,
  type WarRules,
} from '../../../src-shared/war/rules';
import { defaultWorkerCount, runWarSimulation, WarCancelled } from '../../war/pool';
import { UsageError } from '../errors';
import { seedOption, wholeOption } from '../numbers';

interface WarOptions {
  games: number;
  seed: number;
  warSize: number;
  decks: number;
  pickup: string;
  peace?: boolean;
  cap: number;
  workers?: number;
  json?: boolean;
  verbose?: boolean;
}

const DEFAULT_GAMES = 100_000;
const DEFAULT_SEED = 1;

/** Worker threads a run may use. */
const WORKERS = { min: 1, max: 64 } as const;

/**
 * `solitaire war`: plays many games of War on worker threads and prints what they came to.
 * Standard output holds only figures that follow from the options, so the same seed prints
 * the same text; timing and progress go to standard error.
 */
export function registerWar(program: Command): void {
  program
    .command('war')
    .description('simulate the card game War and print how long games last')
    .addOption(wholeOption('-n, --games <N>', 'games to play', WAR_LIMITS.games, DEFAULT_GAMES))
    .addOption(
      seedOption(
        '-s, --seed <S>',
        `run seed, 1 to ${WAR_LIMITS.seed.max}; the same seed gives the same figures`,
        DEFAULT_SEED,
      ),
    )
    .addOption(
      wholeOption(
        '-k, --war-size <K>',
        'cards each player puts face down in a war',
        WAR_LIMITS.warSize,
        DEFAULT_WAR_RULES.warSize,
      ),
    )
    .addOption(
      wholeOption(
        '-d, --decks <D>',
        'packs of 52 shuffled together',
        WAR_LIMITS.decks,
        DEFAULT_WAR_RULES.decks,
      ),
    )
    .option(
      '--pickup <ORDER>',
      'how won cards go under the hand: random or ordered',
      DEFAULT_WAR_RULES.pickup,
    )
    .option('--peace', 'no wars: a tie goes to the second player')
    .addOption(
      wholeOption(
        '--cap <N>',
        'stop a game after N battles and count it as capped',
        WAR_LIMITS.cap,
        DEFAULT_WAR_RULES.cap,
      ),
    )
    .addOption(
      wholeOption(
        '-w, --workers <N>',
        `worker threads, 1 to 64 (default: ${defaultWorkerCount()}, one per core)`,
        WORKERS,
      ),
    )
    .option('--json', 'print the report as JSON')
    .option(
      '-v, --verbose',
      'show progress and timing on standard error even when it is not a terminal',
    )
    .addHelpText(
      'after',
      '\nExit status: 0 the report printed, 2 bad usage, 130 stopped by Ctrl-C (the games played so far are said).',
    )
    .action(async (options: WarOptions) => {
      const { games, seed } = options;
      let rules: WarRules;
      try {
        if (options.pickup !== 'random' && options.pickup !== 'ordered') {
          throw new RangeError(`--pickup must be random or ordered (got "${options.pickup}")`);
        }
        rules = resolveWarRules({
          warSize: options.warSize,
          decks: options.decks,
          cap: options.cap,
          pickup: options.pickup,
          peace: options.peace ?? false,
        });
      } catch (error) {
        if (error instanceof UsageError) throw error;
        throw new UsageError((error as Error).message);
      }
      const workers = options.workers ?? defaultWorkerCount();

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
