/**
 * Runs the solver in a separate process and owns its lifetime: a hard timeout kills it and
 * reports "timed out after N s", cancelling kills it, and a process that dies without an
 * answer is reported as a crash. The caller never hangs.
 *
 * `SolverProcess` keeps one process warm for many solves (an auto-solve run asks for one
 * per game and per re-plan; starting a process costs far more than solving a deal): it is
 * started on the first solve and only started again after it crashed or was killed for a
 * timeout or a cancel. `solveInProcess` is the one-shot form (one process, one solve).
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

/** What one solve needs besides the board and the solver's options. */
export type SolveRequestOptions = Omit<ClientOptions, 'launch'>;

/**
 * One solver process answering solves one after another. Solves asked for while one runs
 * wait their turn. `close()` ends the process; a closed SolverProcess starts a new one if
 * asked to solve again.
 */
export class SolverProcess {
  private child: SolverChild | null = null;
  /** The solve the process is working on: where its messages and its exit go. */
  private current: {
    onMessage: (message: FromSolver) => void;
    onExit: (how: string) => void;
  } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private started = 0;

  constructor(private readonly launch: LaunchSolver = nodeLauncher()) {}

  /** How many processes this has started (1 for a run that never crashed or timed out). */
  get starts(): number {
    return this.started;
  }

  /** Whether a process is up now. */
  get running(): boolean {
    return this.child !== null;
  }

  /** Solves `board` (notation). Always resolves; never rejects. */
  solve(
    board: string,
    options: Partial<SolverOptions>,
    client: SolveRequestOptions,
  ): Promise<SolverProcessResult> {
    const turn = this.queue.then(() => this.solveNow(board, options, client));
    this.queue = turn;
    return turn;
  }

  /** Ends the process (a solve in progress ends as cancelled). */
  close(): void {
    this.current?.onExit('closed');
    this.stopChild();
  }

  private stopChild(): void {
    const child = this.child;
    this.child = null;
    this.current = null;
    child?.kill();
  }

  /** The running process, started if there is none. Throws when it cannot start. */
  private ensureChild(): SolverChild {
    if (this.child) return this.child;
    const child = this.launch();
    this.started++;
    this.child = child;
    child.onMessage((message) => {
      if (this.child === child) this.current?.onMessage(message);
    });
    child.onExit((code, signal) => {
      // A process killed on purpose (timeout, cancel, close) was already replaced or dropped.
      if (this.child !== child) return;
      const current = this.current;
      this.child = null;
      this.current = null;
      current?.onExit(signal ? `signal ${signal}` : `exit code ${code}`);
    });
    return child;
  }

  private solveNow(
    board: string,
    options: Partial<SolverOptions>,
    client: SolveRequestOptions,
  ): Promise<SolverProcessResult> {
    return new Promise((resolve) => {
      const empty = { moves: [], lines: [], cheats: 0 };
      let bestSoFar: string[] | null = null;
      let settled = false;

      const finish = (result: SolverProcessResult, keepProcess: boolean): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        client.signal?.removeEventListener('abort', onAbort);
        this.current = null;
        // A process still searching is of no more use: only an answered one stays warm.
        if (!keepProcess) this.stopChild();
        resolve(result);
      };
      const onAbort = (): void =>
        finish(
          { ...empty, outcome: 'cancelled', stats: null, bestSoFar, message: 'Cancelled' },
          false,
        );

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
      let child: SolverChild;
      try {
        child = this.ensureChild();
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
                finish(
                  {
                    ...empty,
                    outcome: 'timeout',
                    stats: null,
                    bestSoFar,
                    message: `timed out after ${seconds(client.timeoutMs)} s${best}`,
                  },
                  false,
                );
              },
              Math.min(client.timeoutMs, MAX_TIMER_MS),
            );

      this.current = {
        onMessage: (message) => {
          switch (message.type) {
            case 'progress':
              if (message.progress.best) bestSoFar = message.progress.best;
              client.onProgress?.(message.progress);
              break;
            case 'result': {
              const { result } = message;
              finish(
                {
                  outcome: result.outcome === 'solved' ? 'solved' : 'no-solution',
                  moves: result.moves,
                  lines: result.lines,
                  cheats: result.stats.cheats,
                  stats: result.stats,
                  message: result.message,
                  bestSoFar,
                },
                true,
              );
              break;
            }
            case 'error':
              // The process said what went wrong and is still there to answer the next one.
              finish(
                { ...empty, outcome: 'crashed', stats: null, bestSoFar, message: message.message },
                true,
              );
              break;
            case 'ready':
              break;
          }
        },
        onExit: (how) =>
          finish(
            how === 'closed'
              ? { ...empty, outcome: 'cancelled', stats: null, bestSoFar, message: 'Cancelled' }
              : {
                  ...empty,
                  outcome: 'crashed',
                  stats: null,
                  bestSoFar,
                  message: `the solver process crashed (${how})`,
                },
            false,
          ),
      };
      child.send({ type: 'solve', board, options });
    });
  }
}

/** Solves `board` (notation) in a process of its own, ended afterwards. Never rejects. */
export async function solveInProcess(
  board: string,
  options: Partial<SolverOptions>,
  client: ClientOptions,
): Promise<SolverProcessResult> {
  const solver = new SolverProcess(client.launch ?? nodeLauncher());
  try {
    return await solver.solve(board, options, client);
  } finally {
    solver.close();
  }
}
