/**
 * What an auto-solve run tells its caller: the events as it goes (for a live window or a
 * verbose CLI), and the report it ends with.
 */
import type { Board } from '../../src-shared/molek/cards';
import type { Move } from '../../src-shared/molek/rules';
import type { Look } from './eyes';
import type { StopCause } from './guard';
import type { AutoOptions } from './options';
import type { GameStats, RunTotals } from './stats';

export type LookPurpose = 'start' | 'verify' | 'reread' | 'deal';

/** Where the time of one move went, ms (a retried move counts both tries). */
export interface MoveTiming {
  /** Pointer to the card and the pause before pressing. */
  pointMs: number;
  /** Press, drag to the target column, release. */
  dragMs: number;
  /** From the release until the screen showed the result, standing still. */
  waitMs: number;
  /** Of the wait: grabbing pictures, and vision reading them. */
  captureMs: number;
  readMs: number;
  /** Looks taken while waiting. */
  looks: number;
  /** Whether the press was made twice (the game ignored the first). */
  retried: boolean;
}

export type AutoEvent =
  | { type: 'run-started'; games: number; options: AutoOptions }
  | { type: 'step'; game: number; step: string }
  | { type: 'game-started'; game: number; games: number }
  | { type: 'look'; game: number; purpose: LookPurpose; look: Look }
  | { type: 'solved'; game: number; board: Board; moves: Move[]; solveMs: number; replan: number }
  | {
      type: 'move';
      game: number;
      index: number;
      total: number;
      move: Move;
      text: string;
      done: boolean;
      /** Set when `done`. */
      timing?: MoveTiming;
    }
  | { type: 'retry'; game: number; index: number; text: string; retries: number }
  | {
      type: 'desync';
      game: number;
      expected: Board;
      actual: Board | null;
      message: string;
      replans: number;
    }
  | { type: 'game-ended'; game: number; stats: GameStats; wins: number }
  | { type: 'run-ended'; report: AutoReport };

/** `completed`: every game was played; `stopped`: a stop cause; `failed`: the loop gave up. */
export type AutoEnd = 'completed' | 'stopped' | 'failed';

export interface AutoReport {
  ended: AutoEnd;
  /** Set when `ended` is 'stopped'. */
  stopCause: StopCause | null;
  /** Why the run ended early, in words ("stopped: mouse moved by the user"); null when completed. */
  reason: string | null;
  games: GameStats[];
  totals: RunTotals;
}
