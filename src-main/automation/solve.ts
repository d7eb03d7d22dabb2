/**
 * The run loop's solver: the MOLEK-SYNTEZ solver in its own process (src-main/solver), with
 * the user's timeout as a hard limit and the run's stop signal killing it at once.
 */
import { formatBoard } from '../../src-shared/molek/notation';
import type { SolverOptions } from '../../src-shared/molek/options';
import { solveInProcess, type LaunchSolver } from '../solver/client';
import type { SolveFn } from './run';

/**
 * `options` are the solver's own (Continue, Cache, Max moves, Min depth); Cheating comes
 * from the run. `launch` lets Electron start the process its own way.
 */
export function createSolve(
  options: Partial<Omit<SolverOptions, 'cheating'>> = {},
  launch?: LaunchSolver,
): SolveFn {
  return async (board, { cheats, timeoutMs, signal }) => {
    const result = await solveInProcess(
      formatBoard(board),
      { ...options, cheating: cheats },
      { timeoutMs, signal, launch },
    );
    if (result.outcome === 'solved') return { solved: true, moves: result.moves };
    return { solved: false, reason: result.message };
  };
}
