/**
 * Messages between the solver process and its client. Plain data, so the same messages
 * cross Node's child_process IPC and Electron's utilityProcess port.
 */
import type { SolverOptions } from '../../src-shared/molek/options';
import type { SolveProgress, MolekSolveResult } from '../../src-shared/molek/solver';

export type ToSolver = { type: 'solve'; board: string; options: Partial<SolverOptions> };

export type FromSolver =
  | { type: 'ready' }
  | { type: 'progress'; progress: SolveProgress }
  | { type: 'result'; result: MolekSolveResult }
  | { type: 'error'; message: string };
