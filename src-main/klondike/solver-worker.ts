/**
 * The Klondike solver thread (built as dist/klondike-worker.mjs): solves one position and
 * answers, so a long search runs beside the main process instead of inside it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { formatExchangeError, formatMove, parseExchange } from '../../src-shared/klondike';
import { solve } from '../../src-shared/klondike/solver';
import type { SolveAnswer, SolveJob } from './messages';

/**
 * After the first win, the time spent looking for a shorter line (as `winnable` does by
 * default), within the job's own time limit: Solve plays, and Hint starts, the short line.
 */
const WINDOW_CONTINUE_MS = 1000;

const port = parentPort;
if (!port) throw new Error('klondike-worker.mjs runs as a worker thread of the Klondike solver');

function answer(job: SolveJob): SolveAnswer {
  const parsed = parseExchange(job.exchange, { moves: false });
  if (!parsed.ok) return { ok: false, error: parsed.errors.map(formatExchangeError).join('; ') };
  const state = parsed.game.state;
  if (job.rules !== undefined) state.rules = job.rules;
  const result = solve(state, { timeLimitMs: job.timeLimitMs, continueMs: WINDOW_CONTINUE_MS });
  return {
    ok: true,
    outcome: result.outcome,
    moves: result.moves.map(formatMove),
    elapsedMs: result.stats.elapsedMs,
  };
}

port.postMessage(answer(workerData as SolveJob));
