import type { BridgeHandlers } from '../../src-shared/bridge';
import type { WarRequests } from '../../src-shared/war/contract';
import { resolveWarRules } from '../../src-shared/war/rules';
import { runWarSimulation, WarCancelled } from '../war/pool';

/**
 * The War area's requests: simulations run on worker threads, report progress as
 * `war.progress` events, and can be cancelled by run id. Requests arrive checked by the
 * dispatcher (src-shared/war/contract-schema.ts).
 */
export function warHandlers(): Pick<BridgeHandlers, keyof WarRequests> {
  const running = new Map<string, AbortController>();
  return {
    'war.simulate': async (request, context) => {
      const { runId, games, seed } = request;
      if (running.has(runId)) throw new Error(`run ${runId} is already going`);
      const rules = resolveWarRules(request.rules);
      const abort = new AbortController();
      running.set(runId, abort);
      try {
        const run = await runWarSimulation({
          rules,
          games,
          seed,
          signal: abort.signal,
          progressEvery: 150,
          onProgress: (played, total) =>
            context.emit('war.progress', { runId, played, games: total }),
        });
        return { ...run.report, seconds: run.seconds };
      } catch (error) {
        if (error instanceof WarCancelled) {
          throw new Error(`cancelled after ${error.played.toLocaleString('en-US')} games`);
        }
        throw error;
      } finally {
        running.delete(runId);
      }
    },
    'war.cancel': async (request) => {
      const run = running.get(request.runId);
      run?.abort();
      return { cancelled: run !== undefined };
    },
  };
}
