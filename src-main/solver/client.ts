/**
 * Runs the solver in a separate process and owns its lifetime: a hard timeout kills it and
 * reports "timed out after N s", cancelling kills it, and a process that dies without an
 * answer is reported as a crash. The caller never hangs.
 *
 * Under plain Node the process is `child_process.fork(dist/solver-process.mjs)`; the Electron
 * main process passes a `launch` that uses `utilityProcess.fork` instead.
 */
import { fork } from 'node:child_process';
import type { SolverProcessResult } from '../../src-shared/molek/contract';
import { tryParseBoard } from '../../src-shared/molek/notation';
import { resolveSolverOptions, type SolverOptions } from '../../src-shared/molek/options';
import type { SolveProgress } from '../../src-shared/molek/solver';
import { bundledEntry } from '../bundled-entry';
import type { FromSolver, ToSolver } from './protocol';

/** The started process, whatever started it. */
export interface SolverChild {
  send(message: ToSolver): void;
  onMessage(listener: (message: FromSolver) => void): void;
  /** Called once when the process ends (code, or the signal that ended it). */
  onExit(listener: (code: number | null, signal: string | null) => void): void;
  kill(): void;
}

export type LaunchSolver = () => SolverChild;

export interface ClientOptions {
  /** Hard limit; the process is killed after this many milliseconds (Infinity: never). */
  timeoutMs: number;
  signal?: AbortSignal;
  onProgress?: (progress: SolveProgress) => void;
  launch?: LaunchSolver;
}

/** Where the built solver process lives (dist/solver-process.mjs); throws when not built. */
export function solverEntryPath(): string {
  return bundledEntry('solver-process.mjs');
}

/** Starts the solver with child_process.fork (plain Node). */
export function nodeLauncher(entry = solverEntryPath()): LaunchSolver {
  return () => {
    const child = fork(entry, [], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    // Keep stderr drained so a chatty crash cannot block the child.
    child.stderr?.resume();
    return {
      send: (message) => void child.send(message),
      onMessage: (listener) => void child.on('message', (m) => listener(m as FromSolver)),
      onExit: (listener) => {
        let done = false;
        const once = (code: number | null, signal: NodeJS.Signals | null) => {
          if (done) return;
          done = true;
          listener(code, signal);
        };
        child.on('exit', once);
        child.on('error', () => once(null, null));
      },
      kill: () => void child.kill('SIGKILL'),
    };
  };
}

/** The longest delay setTimeout keeps. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

const seconds = (ms: number): string => {
  const s = ms / 1000;
  return Number.isInteger(s) ? String(s) : s.toFixed(1);
};

/** Solves `board` (notation) in a separate process. Always resolves; never rejects. */
export function solveInProcess(
  board: string,
  options: Partial<SolverOptions>,
  client: ClientOptions,
): Promise<SolverProcessResult> {
  return new Promise((resolve) => {
    const empty = { moves: [], lines: [], cheats: 0 };
    let bestSoFar: string[] | null = null;
    let settled = false;
    let child: SolverChild;

    const finish = (result: SolverProcessResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      client.signal?.removeEventListener('abort', onAbort);
      child?.kill();
      resolve(result);
    };
    const onAbort = (): void =>
      finish({
        ...empty,
        outcome: 'cancelled',
        stats: null,
        bestSoFar,
        message: 'Cancelled',
      });

    if (!(client.timeoutMs > 0)) {
      const message = `the timeout must be above 0 ms (got ${client.timeoutMs})`;
      resolve({ ...empty, outcome: 'invalid', stats: null, bestSoFar, message });
      return;
    }
    const parsed = tryParseBoard(board);
    const checked = resolveSolverOptions(options);
    if (!parsed.ok || !checked.ok) {
      const message = !parsed.ok ? parsed.error : !checked.ok ? checked.error : '';
      resolve({ ...empty, outcome: 'invalid', stats: null, bestSoFar, message });
      return;
    }
    if (client.signal?.aborted) {
      resolve({ ...empty, outcome: 'cancelled', stats: null, bestSoFar, message: 'Cancelled' });
      return;
    }
    try {
      child = (client.launch ?? nodeLauncher())();
    } catch (error) {
      resolve({
        ...empty,
        outcome: 'crashed',
        stats: null,
        bestSoFar,
        message: `the solver process could not start: ${(error as Error).message}`,
      });
      return;
    }
    client.signal?.addEventListener('abort', onAbort);
    // setTimeout cannot wait longer than 2^31-1 ms (a longer delay fires at once): a longer
    // finite limit waits that long (about 24 days); only Infinity means no limit at all.
    const timer =
      client.timeoutMs === Infinity
        ? undefined
        : setTimeout(
            () => {
              const best = bestSoFar ? ` (best so far: ${bestSoFar.length} moves)` : '';
              finish({
                ...empty,
                outcome: 'timeout',
                stats: null,
                bestSoFar,
                message: `timed out after ${seconds(client.timeoutMs)} s${best}`,
              });
            },
            Math.min(client.timeoutMs, MAX_TIMER_MS),
          );

    child.onMessage((message) => {
      if (settled) return;
      switch (message.type) {
        case 'progress':
          if (message.progress.best) bestSoFar = message.progress.best;
          client.onProgress?.(message.progress);
          break;
        case 'result': {
          const { result } = message;
          finish({
            outcome: result.outcome === 'solved' ? 'solved' : 'no-solution',
            moves: result.moves,
            lines: result.lines,
            cheats: result.stats.cheats,
            stats: result.stats,
            message: result.message,
            bestSoFar,
          });
          break;
        }
        case 'error':
          finish({
            ...empty,
            outcome: 'crashed',
            stats: null,
            bestSoFar,
            message: message.message,
          });
          break;
        case 'ready':
          break;
      }
    });
    child.onExit((code, signal) => {
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      finish({
        ...empty,
        outcome: 'crashed',
        stats: null,
        bestSoFar,
        message: `the solver process crashed (${how})`,
      });
    });
    child.send({ type: 'solve', board, options });
  });
}
