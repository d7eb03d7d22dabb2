/**
 * The MOLEK-SYNTEZ part of the bridge: solve a board in the solver process, cancel it, and
 * follow its progress. Merged into src-shared/bridge.ts.
 */
import type { SolverOptions } from './options';
import type { Move } from './rules';
import type { SolveProgress, SolveStats } from './solver';

/** 'invalid': the board was refused before solving (the message says what and where). */
export type SolveOutcome =
  'solved' | 'no-solution' | 'timeout' | 'cancelled' | 'crashed' | 'invalid';

export interface MolekSolveRequest {
  /** The board in notation, e.g. `997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.` */
  board: string;
  options: Partial<SolverOptions>;
  /** Hard timeout: the solver process is killed after this many seconds (default 10). */
  timeoutS?: number;
  /** Names this solve for progress events and cancelling; one is made up when missing. */
  id?: string;
}

/** What a solve in the solver process comes to (src-main/solver/client.ts makes it). */
export interface SolverProcessResult {
  outcome: SolveOutcome;
  moves: Move[];
  /** The same moves in the compatible text form, `X Y -> TX TY` / `X Y !> TX TY`. */
  lines: string[];
  cheats: number;
  /** The solver's statistics; null when it never answered. */
  stats: SolveStats | null;
  message: string;
  /** After a timeout or cancel: the best solution seen before the process was stopped. */
  bestSoFar: string[] | null;
}

export interface MolekSolveReply extends SolverProcessResult {
  id: string;
}

export interface MolekRequests {
  'molek.solve': { request: MolekSolveRequest; reply: MolekSolveReply };
  /** Cancels the named solve, or every running solve when no id is given. */
  'molek.cancelSolve': { request: { id?: string }; reply: { cancelled: number } };
}

export interface MolekEvents {
  'molek.solveProgress': { id: string; progress: SolveProgress };
}
