/**
 * The run loop's solver: the MOLEK-SYNTEZ solver in its own process (src-main/solver), kept
 * warm for the whole run (one process answers every game and re-plan in milliseconds), with
 * the user's timeout as a hard limit and the run's stop signal killing it at once. The
 * process is started again only after a crash or such a kill.
 */
import { formatBoard } from '../../src-shared/molek/notation';
import type { SolverOptions } from '../../src-shared/molek/options';
import { SolverProcess, nodeLauncher, type LaunchSolver } from '../solver/client';
import type { SolveFn } from './options';

/** A run's solver: solve boards, then `close()` when the run is over. */
export interface RunSolver {
  solve: SolveFn;
  /** How many solver processes were started so far (1 for a run without crash or timeout). */
  readonly starts: number;
  close(): void;
}

/**
 * `options` are the solver's own (Continue, Cache, Max moves, Min depth); Cheating comes
 * from the run. `launch` lets Electron start the process its own way.
 */
export function createSolve(
  options: Partial<Omit<SolverOptions, 'cheating'>> = {},
  launch: LaunchSolver = nodeLauncher(),
): RunSolver {
  const process = new SolverProcess(launch);
  return {
    solve: async (board, { cheats, timeoutMs, signal }) => {
      const result = await process.solve(
        formatBoard(board),
        { ...options, cheating: cheats },
        { timeoutMs, signal },
      );
      if (result.outcome === 'solved') return { solved: true, moves: result.moves };
      return { solved: false, reason: result.message };
    },
    get starts() {
      return process.starts;
    },
    close: () => process.close(),
  };
}
