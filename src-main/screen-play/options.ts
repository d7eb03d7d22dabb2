/**
 * What an auto-solve run is given: its options (the mouse's steps from a pace, the waits,
 * the limits) and what it works with (the desktop, vision, the solver).
 */
import { PACE_STEPS, type PaceSteps } from '../../src-shared/autosolve/options';
import type { Board } from '../../src-shared/molek/cards';
import type { Move } from '../../src-shared/molek/rules';
import type { Desktop } from './desktop';
import type { VisionFn } from './eyes';

/** The run's options; the mouse's steps (PaceSteps) come from a pace unless given. */
export interface AutoOptions extends PaceSteps {
  /** Games to play in a row. */
  games: number;
  /** Let the solver cheat (it still prefers a cheat-free solution). */
  cheats: boolean;
  /** The solver's time limit per solve, ms; the solver process is killed after it. */
  timeoutMs: number;
  /** How long to wait for the screen to show a move's result before calling it a desync. */
  settleTimeoutMs: number;
  /**
   * A move counts as shown when the expected board reads from two identical pictures in a
   * row, or, if the picture keeps changing, once it has read right for this long (ms).
   */
  settleMs: number;
  /** How long to wait for a new deal to settle after NEW GAME. */
  dealTimeoutMs: number;
  /** How long to keep looking for a readable board when a game starts. */
  findTimeoutMs: number;
  /**
   * Presses of one move the game may ignore (the move still undone, the picture still)
   * before the board counts as out of sync: each is made once more, after a pause that
   * doubles from `ignoredAfterMs` from the second one on, so a game busy for a while after
   * its last move takes the press instead of being re-planned around.
   */
  maxRetries: number;
  /** Re-plans allowed per game after the screen disagreed, before the run stops. */
  maxReplans: number;
  /** How often waits check for a stop and for the user's hand on the mouse. */
  pollMs: number;
  /** Pointer drift (pixels) still counted as "where the automation left it". */
  tolerance: number;
}

export const DEFAULT_AUTO_OPTIONS: AutoOptions = {
  games: 1,
  cheats: false,
  timeoutMs: 10_000,
  ...PACE_STEPS.normal,
  settleTimeoutMs: 3000,
  settleMs: 400,
  dealTimeoutMs: 8000,
  findTimeoutMs: 3000,
  maxRetries: 4,
  maxReplans: 3,
  pollMs: 50,
  tolerance: 2,
};

export type SolveOutcome = { solved: true; moves: Move[] } | { solved: false; reason: string };

/**
 * Solves a board in the solver process. Must give up promptly when `signal` aborts (the run
 * was stopped) and end with `solved: false` and a reason (e.g. "timed out after 10 s") when
 * it finds no solution within `timeoutMs`.
 */
export type SolveFn = (
  board: Board,
  options: { cheats: boolean; timeoutMs: number; signal: AbortSignal },
) => Promise<SolveOutcome>;

export interface AutoDependencies {
  desktop: Desktop;
  vision: VisionFn;
  solve: SolveFn;
  /** For tests: how to wait (default: real timers). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}
