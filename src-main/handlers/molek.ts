import type { BridgeHandlers } from '../../src-shared/bridge';
import type { MolekRequests } from '../../src-shared/molek/contract';
import { DEFAULT_MOLEK_OPTIONS } from '../../src-shared/molek/options';
import { solveInProcess, type LaunchSolver } from '../solver/client';

export interface MolekDependencies {
  /** How to start the solver process; child_process.fork of dist/solver-process.mjs by default. */
  launchSolver?: LaunchSolver;
}

/** Solves run in the solver process; each can be cancelled by its id while it runs. */
export function molekHandlers(deps: MolekDependencies): Pick<BridgeHandlers, keyof MolekRequests> {
  const running = new Map<string, AbortController>();
  let counter = 0;
  return {
    'molek.solve': async (request, context) => {
      const id = request.id ?? `solve-${++counter}`;
      const controller = new AbortController();
      running.get(id)?.abort();
      running.set(id, controller);
      try {
        const result = await solveInProcess(request.board, request.options, {
          timeoutMs: (request.timeoutS ?? DEFAULT_MOLEK_OPTIONS.timeoutS) * 1000,
          signal: controller.signal,
          launch: deps.launchSolver,
          onProgress: (progress) => context.emit('molek.solveProgress', { id, progress }),
        });
        return { id, ...result };
      } finally {
        if (running.get(id) === controller) running.delete(id);
      }
    },
    'molek.cancelSolve': async ({ id }) => {
      const targets = id === undefined ? [...running.keys()] : running.has(id) ? [id] : [];
      for (const key of targets) running.get(key)?.abort();
      return { cancelled: targets.length };
    },
  };
}
