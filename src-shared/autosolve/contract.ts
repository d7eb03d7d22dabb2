/**
 * The Auto-solve window's part of the bridge (merged into src-shared/bridge.ts).
 *
 * Requests: read a saved screenshot (offline use), start and stop a run on screen, ask
 * whether a run is going (a reloaded window must show Stop while one is), and export the
 * last run's statistics. A run reports everything it does as `autosolve.event`s, each
 * carrying its run id so a window never mixes two runs.
 */
import type { Board } from '../molek/cards';
import type { Move } from '../molek/rules';
import type { AutoSolveOptions } from './options';
import type { Overlay } from './overlay-data';

/** One game of a run, as the report shows it. */
export interface GameRecord {
  /** 1-based, in play order. */
  game: number;
  won: boolean;
  /** Won without a single cheat move. */
  cheatFree: boolean;
  /** Moves in the solution played (null when the game failed before a solution). */
  moves: number | null;
  solveSeconds: number | null;
  gameSeconds: number;
  /** Presses the game ignored and that were made again; re-plans after the screen disagreed. */
  retries: number;
  replans: number;
  /** Why the game was not won, in words; null for a win. */
  failure: string | null;
}

/** The counts of a run, as the CLI (`RunTotals`) and the window (`RunSummary`) both give them. */
export interface RunCounts {
  games: number;
  wins: number;
  /** Games that ended without a win (failed or stopped). */
  failures: number;
  cheatFreeWins: number;
  /** Ignored presses made again, and re-plans, over the whole run. */
  retries: number;
  replans: number;
  /** Average moves over the won games; null when there is none. */
  averageMoves: number | null;
}

export interface RunSummary extends RunCounts {
  /** Averages over the won games; null when there is none. */
  averageSolveSeconds: number | null;
  averageGameSeconds: number | null;
}

/** How a run ended: all games played, stopped by the user, aborted by the mouse, or failed. */
export type RunEnd = 'completed' | 'stopped' | 'aborted' | 'failed';

export interface RunReport {
  runId: number;
  /** The Games option the run was started with. */
  planned: number;
  ended: RunEnd;
  /** Why it stopped early or failed, in words. */
  reason: string | null;
  games: GameRecord[];
  summary: RunSummary;
}

/** Everything a run tells the window, in order. */
export type AutoSolveEvent =
  | { type: 'run-started'; runId: number; games: number }
  /** What the run is doing now, in words ("Reading the board", "Playing move 3 of 41"). */
  | { type: 'step'; runId: number; game: number; step: string }
  | { type: 'game-started'; runId: number; game: number; games: number }
  | { type: 'board-read'; runId: number; game: number; overlay: Overlay }
  | {
      type: 'solved';
      runId: number;
      game: number;
      board: Board;
      moves: Move[];
      seconds: number;
    }
  /** Move `index` (0-based) is about to be played, or was played when `done`. */
  | { type: 'move'; runId: number; game: number; index: number; done: boolean }
  | { type: 'desync'; runId: number; game: number; message: string }
  | {
      type: 'game-ended';
      runId: number;
      game: number;
      won: boolean;
      failure: string | null;
      wins: number;
    }
  | { type: 'message'; runId: number; level: 'info' | 'warn' | 'error'; message: string }
  | { type: 'run-ended'; runId: number; report: RunReport };

export interface AutoSolveState {
  running: boolean;
  runId: number | null;
  /** The last finished run's report, if any, so a reloaded window can show it again. */
  lastReport: RunReport | null;
}

export interface AutoSolveRequests {
  /** Reads a saved screenshot (PNG bytes as base64): the board and the overlay to draw. */
  'autosolve.readScreenshot': { request: { base64: string; name: string }; reply: Overlay };
  /** Starts a run on screen with these options; fails when one is already going. */
  'autosolve.start': { request: AutoSolveOptions; reply: { runId: number } };
  /** Asks the run to stop; it ends with a `run-ended` event. */
  'autosolve.stop': { request: void; reply: AutoSolveState };
  'autosolve.state': { request: void; reply: AutoSolveState };
  /** The last run's statistics as a file's text, in the automation's export format. */
  'autosolve.exportReport': {
    request: { format: 'csv' | 'json' };
    reply: { fileName: string; text: string };
  };
}

export interface AutoSolveEvents {
  'autosolve.event': AutoSolveEvent;
}
