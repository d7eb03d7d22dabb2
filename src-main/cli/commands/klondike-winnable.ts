import { type Command, Option } from 'commander';
import {
  type RuleSet,
  type SolveStats,
  RULE_SETS,
  playMove,
  formatMove,
  isLegal,
  solveAsync,
} from '../../../src-shared/klondike';
import { UsageError } from '../errors';
import { wholeOption } from '../numbers';
import { loadGame, withGameFile } from './klondike-input';

interface WinnableOptions {
  moves: number;
  cache?: boolean;
  force?: boolean;
  verbose?: boolean;
  timeLimit?: number;
  rules?: RuleSet;
}

/** Reads `--rules exchange|standard`, or says what it takes. */
function parseRuleSet(text: string): RuleSet {
  if (!(RULE_SETS as readonly string[]).includes(text)) {
    throw new UsageError(`--rules must be exchange or standard (got '${text}')`);
  }
  return text as RuleSet;
}

/** `-r, --rules <R>`: the rule set, checked as it is parsed. */
export function rulesOption(description: string): Option {
  return new Option('-r, --rules <R>', description).argParser(parseRuleSet);
}

function progressLine(stats: SolveStats): string {
  return (
    `winnable: ${(stats.elapsedMs / 1000).toFixed(1)} s, ${stats.nodes} positions, ` +
    `${stats.states} in the table, deepest ${stats.maxDepth} moves`
  );
}

/**
 * `solitaire winnable [-m N] [-c] [-f] [-v] [-t S] [-r RULES] [FILE]`: searches for a win
 * (klondike.md) under the file's rules, or under RULES.
 */
export function registerWinnable(program: Command): void {
  program
    .command('winnable')
    .description('search for a sequence of moves that wins a Klondike exchange file')
    .argument('[file]', 'exchange file (default: standard input)')
    .addOption(
      wholeOption(
        '-m, --moves <N>',
        'longest sequence to look for (0 to 1,000,000)',
        { min: 0, max: 1_000_000 },
        1000,
      ),
    )
    .option('-c, --cache', 'use a transposition table (much faster)')
    .option('-f, --force', 'force safe moves to the foundations')
    .option('-v, --verbose', 'report progress on standard error')
    .addOption(
      wholeOption('-t, --time-limit <S>', 'give up after S seconds (exit status 3)', {
        min: 1,
        max: 24 * 3600,
      }),
    )
    .addOption(
      rulesOption(
        "exchange (no card leaves a foundation) or standard (a foundation's top card may go back to a column); default: the file's RULES",
      ),
    )
    .action((file: string | undefined, options: WinnableOptions) =>
      withGameFile(async () => {
        const maxMoves = options.moves;
        const timeLimitMs = options.timeLimit === undefined ? undefined : options.timeLimit * 1000;
        const { state, moves } = await loadGame(file);
        // Standard rules widen what is legal, so the file's moves stay legal under them.
        if (options.rules !== undefined) state.rules = options.rules;
        // Moves already in the file are played first, so the answer appends to the file.
        moves.forEach((written, index) => {
          if (!isLegal(state, written.move)) {
            throw new UsageError(
              `move ${index + 1} of the file is illegal: ${written.text} (line ${written.line})`,
              1,
            );
          }
          playMove(state, written.move);
        });

        const tty = process.stderr.isTTY === true;
        const report = options.verbose
          ? (stats: SolveStats) => process.stderr.write(progressLine(stats) + '\n')
          : tty
            ? (stats: SolveStats) => process.stderr.write('\r' + progressLine(stats) + '\x1b[K')
            : undefined;
        const abort = new AbortController();
        const onInterrupt = (): void => abort.abort();
        process.once('SIGINT', onInterrupt);
        let lastReport = 0;
        const result = await solveAsync(state, {
          maxMoves,
          transpositionTable: options.cache === true,
          safeFoundationMoves: options.force === true,
          timeLimitMs,
          shouldStop: () => abort.signal.aborted,
          sliceMs: 50,
          onProgress: (stats) => {
            if (report && stats.elapsedMs - lastReport >= 1000) {
              lastReport = stats.elapsedMs;
              report(stats);
            }
          },
        }).finally(() => process.off('SIGINT', onInterrupt));
        if (report && !options.verbose && lastReport > 0) process.stderr.write('\r\x1b[K');
        if (options.verbose) process.stderr.write(progressLine(result.stats) + ' (done)\n');

        switch (result.outcome) {
          case 'won':
            process.stdout.write(
              `# Game is winnable in ${result.moves.length} moves\n` +
                result.moves.map((move) => formatMove(move) + '\n').join(''),
            );
            return;
          case 'not-winnable':
            process.stdout.write(`# Game is not winnable within ${maxMoves} moves\n`);
            return;
          case 'undecided':
            if (result.stoppedBy === 'cancelled') {
              process.stderr.write('winnable: interrupted\n');
              process.exitCode = 130;
              return;
            }
            throw new UsageError(
              `could not decide within ${maxMoves} moves: stopped after ${options.timeLimit} s`,
              3,
            );
        }
      }),
    );
}
