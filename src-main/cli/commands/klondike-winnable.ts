import { type Command, Option } from 'commander';
import {
  type RuleSet,
  type SolveStats,
  RULE_SETS,
  STALLED_CONTINUE,
  playMove,
  formatMove,
  isLegal,
  solveAsync,
} from '../../../src-shared/klondike';
import { UsageError } from '../errors';
import { decimalOption, wholeOption } from '../numbers';
import { InvalidGameFile, loadGame } from './klondike-input';

/** Exit statuses of `winnable`, one per outcome (listed in its --help and klondike-cli.md). */
export const WINNABLE_EXIT = {
  winnable: 0,
  /** Proven not winnable at any length. */
  notWinnable: 1,
  badInput: 2,
  /** Undecided: a time limit, or "not winnable within N moves" only because of N. */
  undecided: 3,
  interrupted: 130,
} as const;

interface WinnableOptions {
  moves: number;
  cache?: boolean;
  force?: boolean;
  verbose?: boolean;
  timeLimit?: number;
  continue: number;
  shortest?: boolean;
  rules?: RuleSet;
}

/** The process's CPU time in ms: the clock of -t and --continue (a busy machine changes nothing). */
const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

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
 * `solitaire winnable [-m N] [-c] [-f] [-v] [-t S] [--continue S] [--shortest] [-r RULES]
 * [FILE]`: searches for a win (klondike-cli.md) under the file's rules, or under RULES, with
 * the full solver, then for shorter lines.
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
    .option('-c, --cache', 'use a transposition table (always on now; kept for old scripts)')
    .option(
      '-f, --force',
      'force safe moves to the foundations (always on now; kept for old scripts)',
    )
    .option('-v, --verbose', 'report progress on standard error')
    .addOption(
      wholeOption('-t, --time-limit <S>', 'give up after S seconds of CPU time (exit status 3)', {
        min: 1,
        max: 24 * 3600,
      }),
    )
    .addOption(
      decimalOption(
        '--continue <S>',
        `after the first win, look S more seconds of CPU time for shorter ones, ${STALLED_CONTINUE} S if by then the line is not a fifth shorter than the first or is long (default 1; 0 to skip)`,
        { min: 0, max: 24 * 3600 },
      ).default(1),
    )
    .option('--shortest', 'look for shorter wins until the shortest is proven (or -t runs out)')
    .addOption(
      rulesOption(
        "exchange (no card leaves a foundation) or standard (a foundation's top card may go back to a column); default: the file's RULES",
      ),
    )
    .addHelpText(
      'after',
      '\nExit status: 0 winnable, 1 proven not winnable, 2 bad input, 3 undecided (time limit,' +
        ' or not winnable within N moves only), 70 internal error, 130 interrupted.',
    )
    .action((file: string | undefined, options: WinnableOptions) => winnableAction(file, options));
}

async function winnableAction(file: string | undefined, options: WinnableOptions): Promise<void> {
  try {
    await searchAndReport(file, options);
  } catch (error) {
    // The file's errors are already on standard error, in the spec's words.
    if (error instanceof InvalidGameFile) process.exitCode = WINNABLE_EXIT.badInput;
    else throw error;
  }
}

async function searchAndReport(file: string | undefined, options: WinnableOptions): Promise<void> {
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
        WINNABLE_EXIT.badInput,
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
    continueMs: options.continue * 1000,
    shortest: options.shortest === true,
    now: cpuMs,
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
      // No note: the line is proven shortest.
      if (!result.provenShortest) {
        const looked = options.continue > 0 || options.shortest === true;
        process.stderr.write(
          `winnable: ${result.moves.length} moves, not proven shortest ` +
            (looked
              ? '(the shortest found; --shortest searches on)\n'
              : '(no shorter line looked for: --continue 0)\n'),
        );
      }
      process.exitCode = WINNABLE_EXIT.winnable;
      return;
    case 'not-winnable':
      process.stdout.write(`# Game is not winnable within ${maxMoves} moves\n`);
      // Within N only when the limit cut the search: whether a longer line wins is open.
      process.exitCode = result.withinLimitOnly
        ? WINNABLE_EXIT.undecided
        : WINNABLE_EXIT.notWinnable;
      return;
    case 'undecided':
      if (result.stoppedBy === 'cancelled') {
        process.stderr.write('winnable: interrupted\n');
        process.exitCode = WINNABLE_EXIT.interrupted;
        return;
      }
      throw new UsageError(
        `could not decide within ${maxMoves} moves: stopped after ${options.timeLimit} s`,
        WINNABLE_EXIT.undecided,
      );
  }
}
