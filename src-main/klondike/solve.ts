import { Worker } from 'node:worker_threads';
import { bundledEntry } from '../bundled-entry';
import type { SolveAnswer, SolveJob } from './messages';

/** Extra time the thread gets past its own limit before it is stopped from outside. */
const GRACE_MS = 3000;

/**
 * Solves a position on its own worker thread. The search stops itself at `timeLimitMs`; if
 * it does not answer soon after, the thread is terminated and the answer is 'undecided'.
 */
export function solveInWorker(job: SolveJob): Promise<Extract<SolveAnswer, { ok: true }>> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const worker = new Worker(bundledEntry('klondike-worker.mjs'), { workerData: job });
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      action();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          resolve({ ok: true, outcome: 'undecided', moves: [], elapsedMs: Date.now() - started }),
        ),
      job.timeLimitMs + GRACE_MS,
    );
    worker.on('message', (answer: SolveAnswer) =>
      finish(() => (answer.ok ? resolve(answer) : reject(new Error(answer.error)))),
    );
    worker.on('error', (error) =>
      finish(() => reject(new Error(`the Klondike solver failed: ${error.message}`))),
    );
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`the Klondike solver stopped (code ${code})`))),
    );
  });
}
