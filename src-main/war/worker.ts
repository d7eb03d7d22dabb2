/**
 * A War worker thread (built as dist/war-worker.mjs): plays the ranges of games the pool hands
 * it and sends back their tallies, with a progress message every few thousand games.
 */
import { parentPort } from 'node:worker_threads';
import { playGames } from '../../src-shared/war/simulate';
import type { WarRules } from '../../src-shared/war/rules';
import type { FromWorker, ToWorker } from './messages';

const port = parentPort;
if (!port) throw new Error('war-worker.mjs runs as a worker thread of the War pool');

port.on('message', (message: ToWorker) => {
  const rules: WarRules = message.rules;
  const progress = (played: number) =>
    port.postMessage({ type: 'progress', played } satisfies FromWorker);
  const tally = playGames(rules, message.seed, message.from, message.to, progress, 5_000);
  port.postMessage({ type: 'done', chunk: message.chunk, tally } satisfies FromWorker);
});
