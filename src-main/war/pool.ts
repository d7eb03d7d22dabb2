import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { summarize, type WarReport } from '../../src-shared/war/report';
import type { WarRules } from '../../src-shared/war/rules';
import { emptyTally, mergeTally, type WarTally } from '../../src-shared/war/simulate';
import { bundledEntry } from '../bundled-entry';
import type { FromWorker, ToWorker } from './messages';

/** Thrown when a run is cancelled; its message is what the user sees. */
export class WarCancelled extends Error {
  constructor(readonly played: number) {
    super('cancelled');
    this.name = 'WarCancelled';
  }
}

export interface WarRunOptions {
  rules: WarRules;
  games: number;
  seed: number;
  /** Worker threads; by default one per core, at most 2 (the machines this runs on). */
  workers?: number;
  /** Called as games finish, at most every `progressEvery` ms. */
  onProgress?: (played: number, games: number) => void;
  progressEvery?: number;
  signal?: AbortSignal;
}

export interface WarRun {
  report: WarReport;
  seconds: number;
  workers: number;
}

export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(2, os.availableParallelism()));
}

/**
 * Plays `games` games on worker threads. Games are handed out in ranges, so a fast worker takes
 * more of them; each game's deal depends only on the run seed and its index (see
 * `gameSeed`), so the figures are the same whatever the number of workers.
 */
export function runWarSimulation(options: WarRunOptions): Promise<WarRun> {
  const { rules, games, seed, signal } = options;
  const wanted = Math.max(1, options.workers ?? defaultWorkerCount());
  // Ranges small enough to balance the workers and show progress, large enough that messages
  // cost nothing next to the games.
  const chunkSize = Math.max(500, Math.min(50_000, Math.ceil(games / (wanted * 8))));
  const chunks: Array<{ from: number; to: number }> = [];
  for (let from = 0; from < games; from += chunkSize) {
    chunks.push({ from, to: Math.min(games, from + chunkSize) });
  }
  const workerCount = Math.min(wanted, chunks.length);
  const file = bundledEntry('war-worker.mjs');
  const started = performance.now();

  return new Promise<WarRun>((resolve, reject) => {
    const workers: Worker[] = [];
    const tallies: WarTally[] = [];
    let next = 0;
    let finishedGames = 0;
    const inChunk = new Map<Worker, number>();
    let lastProgress = 0;
    let settled = false;

    const played = () => finishedGames + [...inChunk.values()].reduce((a, b) => a + b, 0);
    const stopAll = () => {
      for (const worker of workers) void worker.terminate();
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      stopAll();
      reject(error);
    };
    const onAbort = () => fail(new WarCancelled(played()));
    if (signal?.aborted) return fail(new WarCancelled(0));
    signal?.addEventListener('abort', onAbort);

    const report = (force: boolean) => {
      const now = performance.now();
      if (!options.onProgress || (!force && now - lastProgress < (options.progressEvery ?? 100)))
        return;
      lastProgress = now;
      options.onProgress(played(), games);
    };

    const give = (worker: Worker): boolean => {
      if (next >= chunks.length) return false;
      const chunk = next++;
      inChunk.set(worker, 0);
      worker.postMessage({ chunk, rules, seed, ...chunks[chunk] } satisfies ToWorker);
      return true;
    };

    for (let i = 0; i < workerCount; i++) {
      const worker = new Worker(file);
      workers.push(worker);
      worker.on('message', (message: FromWorker) => {
        if (settled) return;
        if (message.type === 'progress') {
          inChunk.set(worker, message.played);
          report(false);
          return;
        }
        tallies[message.chunk] = message.tally;
        finishedGames += message.tally.games;
        inChunk.delete(worker);
        report(false);
        if (give(worker)) return;
        void worker.terminate();
        if (finishedGames === games) {
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          stopAll();
          report(true);
          const total = tallies.reduce(mergeTally, emptyTally());
          resolve({
            report: summarize(rules, seed, total),
            seconds: (performance.now() - started) / 1000,
            workers: workerCount,
          });
        }
      });
      worker.on('error', (error) => fail(new Error(`a War worker failed: ${error.message}`)));
      worker.on('exit', (code) => {
        if (!settled && inChunk.has(worker)) fail(new Error(`a War worker stopped (code ${code})`));
      });
      give(worker);
    }
  });
}
