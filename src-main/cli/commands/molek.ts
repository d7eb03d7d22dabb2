/**
 * The MOLEK-SYNTEZ commands: `solve` (compatible with the existing command-line solver's
 * flags and output), `deal-molek` and `replay`.
 */
import type { Command } from 'commander';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { LEHMER_MODULUS } from '../../../src-shared/cards/lehmer';
import { dealBoard } from '../../../src-shared/molek/deal';
import { formatBoard, tryParseBoard } from '../../../src-shared/molek/notation';
import {
  CACHE_FIELD,
  CONTINUE_FIELD,
  MAX_MOVES_FIELD,
  MIN_DEPTH_FIELD,
  resolveSolverOptions,
  type SolverOptions,
} from '../../../src-shared/molek/options';
import { applyMove, checkMove, isWon, parseMoveLine } from '../../../src-shared/molek/rules';
import { solve, type SolveProgress } from '../../../src-shared/molek/solver';
import { solveInProcess } from '../../solver/client';
import { UsageError } from '../errors';

interface SolveFlags {
  cheat?: boolean;
  continue: string;
  cache: string;
  minDepth: string;
  maxMoves: string;
  timeout?: string;
  json?: boolean;
  batch?: string;
  verbose?: boolean;
}

/** Exit codes of `solve` and `replay`. */
const SOLVED = 0;
const NOT_SOLVED = 1;
const BAD_INPUT = 2;
const INTERRUPTED = 130;

function integer(text: string, flag: string): number {
  if (!/^-?\d+$/.test(text.trim()))
    throw new UsageError(`${flag} needs a whole number, got "${text}"`);
  return Number(text);
}

function solverOptions(flags: SolveFlags): SolverOptions {
  const resolved = resolveSolverOptions({
    cheating: flags.cheat === true,
    continueMs: integer(flags.continue, '-t'),
    cache: integer(flags.cache, '-n'),
    minDepth: integer(flags.minDepth, '-d'),
    maxMoves: integer(flags.maxMoves, '-m'),
  });
  if (!resolved.ok) throw new UsageError(resolved.error);
  return resolved.options;
}

function timeoutSeconds(flags: SolveFlags): number | null {
  if (flags.timeout === undefined) return null;
  const value = Number(flags.timeout);
  if (!Number.isFinite(value) || value <= 0) {
    throw new UsageError(`--timeout needs a number of seconds above 0, got "${flags.timeout}"`);
  }
  return value;
}

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
        return 70;
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
  let interrupted = false;
  const onSigint = (): void => {
    interrupted = true;
  };
  process.on('SIGINT', onSigint);
  const input = file === '-' ? process.stdin : createReadStream(file);
  const opened = new Promise<void>((resolve, reject) => {
    input.once('error', reject);
    if (file === '-') resolve();
    else input.once('open', () => resolve());
  });
  try {
    await opened;
  } catch (error) {
    process.removeListener('SIGINT', onSigint);
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
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

function parseSeed(text: string): number {
  const max = LEHMER_MODULUS - 1;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new UsageError(`a seed must be a whole number from 1 to ${max}, got "${text}"`);
  }
  return Number(text);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
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
    .option(
      '-t, --continue <MS>',
      'after the first solution, look this long for a shorter one; -1: until the shortest is proven',
      String(CONTINUE_FIELD.default),
    )
    .option(
      '-n, --cache <MiB>',
      `memory for remembered positions, in MiB (${CACHE_FIELD.min}-${CACHE_FIELD.max}); when it fills, a search that must be exhaustive gives up undecided`,
      String(CACHE_FIELD.default),
    )
    .option(
      '-d, --min-depth <N>',
      'the first move limit to try; it doubles up to -m while the limit is what stops the search',
      String(MIN_DEPTH_FIELD.default),
    )
    .option(
      '-m, --max-moves <N>',
      'never return a solution longer than N moves',
      String(MAX_MOVES_FIELD.default),
    )
    .option(
      '--timeout <S>',
      'kill the solver process after S seconds and say it timed out (with --batch: a deadline per board)',
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
      '\nExit status: 0 solved, 1 no solution within the limits (or timed out), 2 bad input.',
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
    .argument('<SEED>', `a whole number from 1 to ${LEHMER_MODULUS - 1}`)
    .action((seed: string) => {
      process.stdout.write(`${formatBoard(dealBoard(parseSeed(seed)))}\n`);
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
      const { code, verdict } = replayMoves(state, await readAll(process.stdin));
      process.stdout.write(`${verdict}\n`);
      process.exitCode = code;
    });
}
