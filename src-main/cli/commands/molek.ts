/**
 * The MOLEK-SYNTEZ commands: `solve` (compatible with the existing command-line solver's
 * flags and output), `deal-molek` and `replay`.
 */
import type { Command } from 'commander';
import { createInterface } from 'node:readline';
import { SEED_RULE } from '../../../src-shared/cards/seed';
import { dealBoard } from '../../../src-shared/molek/deal';
import { formatBoard, tryParseBoard } from '../../../src-shared/molek/notation';
import {
  CACHE_FIELD,
  CONTINUE_FIELD,
  MAX_MOVES_FIELD,
  MIN_DEPTH_FIELD,
  TIMEOUT_FIELD,
  type SolverOptions,
} from '../../../src-shared/molek/options';
import { applyMove, checkMove, isWon, parseMoveLine } from '../../../src-shared/molek/rules';
import { solve, type SolveProgress } from '../../../src-shared/molek/solver';
import { solveInProcess } from '../../solver/client';
import { INTERNAL_ERROR_EXIT, UsageError } from '../errors';
import { decimalOption, seedNumber, wholeOption } from '../numbers';
import { readStandardInput } from '../stdin';
import { openUserFileStream } from '../../files/user-file';

interface SolveFlags {
  cheat?: boolean;
  continue: number;
  cache: number;
  minDepth: number;
  maxMoves: number;
  timeout?: number;
  json?: boolean;
  batch?: string;
  verbose?: boolean;
}

/** Exit codes of `solve` and `replay`. */
const SOLVED = 0;
const NOT_SOLVED = 1;
const BAD_INPUT = 2;
const INTERRUPTED = 130;

/** The switches were checked as they were parsed (numbers.ts, the option table's ranges). */
function solverOptions(flags: SolveFlags): SolverOptions {
  return {
    cheating: flags.cheat === true,
    continueMs: flags.continue,
    cache: flags.cache,
    minDepth: flags.minDepth,
    maxMoves: flags.maxMoves,
  };
}

const timeoutSeconds = (flags: SolveFlags): number | null => flags.timeout ?? null;

/** Progress on standard error, on one rewritten line, only for people watching. */
function progressPrinter(verbose: boolean): ((p: SolveProgress) => void) | undefined {
  if (!verbose && !process.stderr.isTTY) return undefined;
  return (p) => {
    const best = p.best ? `, best ${p.best.length} moves` : '';
    const line = `${p.phase}: ${p.states.toLocaleString('en')} positions, ${(p.ms / 1000).toFixed(1)} s${best}`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}\x1b[K`);
    else process.stderr.write(`${line}\n`);
  };
}

function clearProgress(): void {
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
}

/**
 * After "no solution" without -c: whether cheats would solve the board, and how to ask for it,
 * from a second search with cheats (at most 10 s, or the --timeout if shorter).
 */
async function cheatAdvice(
  board: string,
  options: SolverOptions,
  timeout: number | null,
  signal: AbortSignal,
): Promise<string> {
  const withCheats = await solveInProcess(
    board,
    { ...options, cheating: true, continueMs: 0 },
    { timeoutMs: Math.min(timeout ?? 10, 10) * 1000, signal },
  );
  if (withCheats.outcome === 'solved') {
    const cheats = `${withCheats.cheats} cheat${withCheats.cheats === 1 ? '' : 's'}`;
    return `With cheats it can be solved (${withCheats.lines.length} moves, ${cheats}): add -c to print that solution\n`;
  }
  if (withCheats.outcome === 'no-solution') return 'It cannot be solved with cheats either\n';
  return 'Whether cheats would solve it is not known: a search with cheats (-c) found nothing in time\n';
}

async function solveOne(state: string, flags: SolveFlags): Promise<number> {
  const parsed = tryParseBoard(state);
  if (!parsed.ok) throw new UsageError(`bad board: ${parsed.error}`);
  const options = solverOptions(flags);
  const timeout = timeoutSeconds(flags);
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  const verbose = flags.verbose === true || process.stderr.isTTY === true;
  try {
    // The solver runs in its own process: Ctrl-C and --timeout end it at once.
    const result = await solveInProcess(formatBoard(parsed.board), options, {
      timeoutMs: timeout === null ? Infinity : timeout * 1000,
      signal: controller.signal,
      onProgress: progressPrinter(flags.verbose === true),
    });
    clearProgress();
    if (flags.json) {
      const stats = result.stats;
      process.stdout.write(
        `${JSON.stringify({
          board: formatBoard(parsed.board),
          outcome: result.outcome,
          cheats: result.cheats,
          moves: result.lines,
          states: stats?.states ?? null,
          ms: stats?.ms ?? null,
          optimal: stats?.optimal ?? false,
          cheatFree: stats?.cheatFree ?? 'unknown',
          message: result.message,
        })}\n`,
      );
    } else if (result.outcome === 'solved') {
      process.stdout.write(result.lines.map((line) => `${line}\n`).join(''));
    }
    if (result.outcome === 'solved') {
      if (verbose && !flags.json && result.stats) {
        const s = result.stats;
        process.stderr.write(
          `${result.message} (${s.states.toLocaleString('en')} positions, ${s.ms} ms)\n`,
        );
      }
      return SOLVED;
    }
    if (result.outcome === 'timeout' && result.bestSoFar && !flags.json) {
      // The search had a solution and was only looking for a shorter one: it still wins.
      process.stdout.write(result.bestSoFar.map((line) => `${line}\n`).join(''));
      process.stderr.write(`${result.message}; printed the best solution found before that\n`);
      return SOLVED;
    }
    if (!flags.json) process.stderr.write(`${result.message}\n`);
    if (result.outcome === 'no-solution' && !options.cheating && !flags.json) {
      process.stderr.write(
        await cheatAdvice(formatBoard(parsed.board), options, timeout, controller.signal),
      );
    }
    switch (result.outcome) {
      case 'cancelled':
        return INTERRUPTED;
      case 'crashed':
        return INTERNAL_ERROR_EXIT;
      default:
        return NOT_SOLVED;
    }
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}

/**
 * One board per line, one JSON line per board. Boards are solved in this process with the
 * timeout as the search's own deadline (forking a process per line would cost more than
 * most solves); Ctrl-C stops after the board being solved.
 */
async function solveBatch(file: string, flags: SolveFlags): Promise<number> {
  const options = solverOptions(flags);
  const timeoutMs = (timeoutSeconds(flags) ?? 10) * 1000;
  // A folder or a missing file is refused here, before the first line is read.
  const input = file === '-' ? process.stdin : await openUserFileStream(file);
  let interrupted = false;
  const onSigint = (): void => {
    interrupted = true;
  };
  process.on('SIGINT', onSigint);
  let worst = SOLVED;
  let lineNumber = 0;
  try {
    for await (const raw of createInterface({ input, crlfDelay: Infinity })) {
      lineNumber++;
      const text = raw.trim();
      if (text === '' || text.startsWith('#')) continue;
      if (interrupted) break;
      const parsed = tryParseBoard(text);
      if (!parsed.ok) {
        process.stdout.write(
          `${JSON.stringify({ line: lineNumber, board: text, outcome: 'invalid', error: parsed.error })}\n`,
        );
        worst = BAD_INPUT;
        continue;
      }
      const deadline = Date.now() + timeoutMs;
      const result = solve(parsed.board, options, { shouldStop: () => Date.now() >= deadline });
      const outcome =
        result.outcome === 'stopped' || (result.outcome !== 'solved' && result.limit === 'stopped')
          ? 'timeout'
          : result.outcome;
      process.stdout.write(
        `${JSON.stringify({
          line: lineNumber,
          board: formatBoard(parsed.board),
          outcome,
          cheats: result.stats.cheats,
          moves: result.lines,
          states: result.stats.states,
          ms: result.stats.ms,
          optimal: result.stats.optimal,
          cheatFree: result.stats.cheatFree,
        })}\n`,
      );
      if (outcome !== 'solved' && worst === SOLVED) worst = NOT_SOLVED;
      // Let Ctrl-C through between boards.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
  if (interrupted) {
    process.stderr.write(`stopped by Ctrl-C after line ${lineNumber}\n`);
    return INTERRUPTED;
  }
  return worst;
}

/** Checks a move list against a board: the exit code and the one-line verdict. */
export function replayMoves(state: string, text: string): { code: number; verdict: string } {
  const parsed = tryParseBoard(state);
  if (!parsed.ok) throw new UsageError(`bad board: ${parsed.error}`);
  let board = parsed.board;
  let k = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    k++;
    let move;
    try {
      move = parseMoveLine(line);
    } catch (error) {
      return { code: NOT_SOLVED, verdict: `move ${k} is illegal: ${(error as Error).message}` };
    }
    const reason = checkMove(board, move);
    if (reason !== null) return { code: NOT_SOLVED, verdict: `move ${k} is illegal: ${reason}` };
    const landing = board.columns[move.to].cards.length;
    if (move.landing !== landing) {
      return {
        code: NOT_SOLVED,
        verdict: `move ${k} is illegal: it would land at row ${landing} of column ${move.to}, not row ${move.landing}`,
      };
    }
    board = applyMove(board, move);
  }
  return isWon(board)
    ? { code: SOLVED, verdict: 'valid, won' }
    : { code: NOT_SOLVED, verdict: 'valid, not won' };
}

export function registerMolek(program: Command): void {
  program
    .command('solve')
    .description(
      'solve a MOLEK-SYNTEZ board: prints one move per line, "X Y -> TX TY" or "X Y !> TX TY" for a cheat',
    )
    .argument('[STATE]', 'the board, e.g. 997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.')
    .option('-c, --cheat', 'allow cheat moves; a cheat-free solution is still preferred')
    .addOption(
      wholeOption(
        '-t, --continue <MS>',
        'after the first solution, look this long for a shorter one; -1: until the shortest is proven',
        CONTINUE_FIELD,
        CONTINUE_FIELD.default,
      ),
    )
    .addOption(
      wholeOption(
        '-n, --cache <MiB>',
        `memory for remembered positions, in MiB (${CACHE_FIELD.min}-${CACHE_FIELD.max}); when it fills, a search that must be exhaustive gives up undecided`,
        CACHE_FIELD,
        CACHE_FIELD.default,
      ),
    )
    .addOption(
      wholeOption(
        '-d, --min-depth <N>',
        `the first move limit to try (${MIN_DEPTH_FIELD.min}-${MIN_DEPTH_FIELD.max}); it doubles up to -m while the limit is what stops the search`,
        MIN_DEPTH_FIELD,
        MIN_DEPTH_FIELD.default,
      ),
    )
    .addOption(
      wholeOption(
        '-m, --max-moves <N>',
        `never return a solution longer than N moves (${MAX_MOVES_FIELD.min}-${MAX_MOVES_FIELD.max})`,
        MAX_MOVES_FIELD,
        MAX_MOVES_FIELD.default,
      ),
    )
    .addOption(
      decimalOption(
        '--timeout <S>',
        `kill the solver process after S seconds and say it timed out (with --batch: a deadline per board; at most ${TIMEOUT_FIELD.max})`,
        { min: 0.1, max: TIMEOUT_FIELD.max },
      ),
    )
    .option('--json', 'print the result as one JSON object')
    .option(
      '--batch <FILE>',
      'solve one board per line of FILE ("-": standard input), one JSON line each',
    )
    .option(
      '-v, --verbose',
      'progress and a summary on standard error even when it is not a terminal',
    )
    .addHelpText(
      'after',
      `\nExit status: 0 solved, 1 no solution within the limits (or timed out), 2 bad input, ${INTERNAL_ERROR_EXIT} the solver process crashed.`,
    )
    .action(async (state: string | undefined, flags: SolveFlags) => {
      if (flags.batch !== undefined) {
        if (state !== undefined) throw new UsageError('give either STATE or --batch, not both');
        process.exitCode = await solveBatch(flags.batch, flags);
        return;
      }
      if (state === undefined) throw new UsageError('missing STATE (or --batch FILE)');
      process.exitCode = await solveOne(state, flags);
    });

  program
    .command('deal-molek')
    .description('print the MOLEK-SYNTEZ deal of a seed, in board notation')
    .argument('<SEED>', SEED_RULE, seedNumber('the seed'))
    .addHelpText(
      'after',
      '\nExit status: 0 the deal printed, 2 bad usage (a seed out of the rule).',
    )
    .action((seed: number) => {
      process.stdout.write(`${formatBoard(dealBoard(seed))}\n`);
    });

  program
    .command('replay')
    .description(
      'check a MOLEK-SYNTEZ move list read from standard input: "valid, won", "valid, not won" or the first illegal move',
    )
    .argument('<STATE>', 'the board the moves start from')
    .addHelpText(
      'after',
      '\nExit status: 0 only when the moves are valid and win, 1 otherwise, 2 bad board.',
    )
    .action(async (state: string) => {
      const parsed = tryParseBoard(state);
      if (!parsed.ok) throw new UsageError(`bad board: ${parsed.error}`);
      const { code, verdict } = replayMoves(state, await readStandardInput());
      process.stdout.write(`${verdict}\n`);
      process.exitCode = code;
    });
}
