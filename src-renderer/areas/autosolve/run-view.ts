import { inUserWords } from './words';
import type { AutoSolveEvent, RunReport } from '../../../src-shared/autosolve/contract';
import type { Overlay } from '../../../src-shared/autosolve/overlay-data';
import type { Board } from '../../../src-shared/molek/cards';
import type { Move } from '../../../src-shared/molek/rules';

/** What the window knows about the run on screen, built only from the run's own events. */
export interface RunView {
  /** 'starting' between pressing Go and the run's first event; 'stopping' after Stop. */
  phase: 'idle' | 'starting' | 'running' | 'stopping';
  runId: number | null;
  game: number;
  games: number;
  wins: number;
  lastSolveSeconds: number | null;
  step: string;
  overlay: Overlay | null;
  board: Board | null;
  moves: Move[];
  /** The move being played (0-based), or moves.length when all are played. */
  current: number;
  report: RunReport | null;
  message: { text: string; level: 'info' | 'warn' | 'error'; details?: string } | null;
}

export const IDLE_RUN: RunView = {
  phase: 'idle',
  runId: null,
  game: 0,
  games: 0,
  wins: 0,
  lastSolveSeconds: null,
  step: '',
  overlay: null,
  board: null,
  moves: [],
  current: 0,
  report: null,
  message: null,
};

export type RunAction =
  | { type: 'go'; games: number }
  | { type: 'go-failed'; message: string }
  | { type: 'stop' }
  | { type: 'state'; running: boolean; runId: number | null; lastReport: RunReport | null }
  | { type: 'event'; event: AutoSolveEvent };

/** Applies one event to the view. Events of another run than the current one are ignored. */
export function reduceRun(view: RunView, action: RunAction): RunView {
  switch (action.type) {
    case 'go':
      return { ...IDLE_RUN, phase: 'starting', games: action.games, step: 'Starting' };
    case 'go-failed':
      return {
        ...view,
        phase: 'idle',
        step: '',
        message: { text: action.message, level: 'error' },
      };
    case 'stop':
      return view.phase === 'idle' ? view : { ...view, phase: 'stopping', step: 'Stopping' };
    case 'state':
      if (action.running) {
        // The run may have ended already (its events can overtake the reply to Go).
        if (view.report?.runId === action.runId) return view;
        return view.phase === 'idle' || view.runId !== action.runId
          ? { ...view, phase: 'running', runId: action.runId }
          : view;
      }
      // The main process says nothing runs: whatever the window thought, Go is back.
      return view.phase === 'starting'
        ? view
        : { ...view, phase: 'idle', report: view.report ?? action.lastReport };
    case 'event':
      return applyEvent(view, action.event);
  }
}

function applyEvent(view: RunView, event: AutoSolveEvent): RunView {
  if (event.type === 'run-started') {
    return {
      ...IDLE_RUN,
      phase: view.phase === 'stopping' ? 'stopping' : 'running',
      runId: event.runId,
      games: event.games,
      step: 'Starting',
    };
  }
  if (view.runId !== null && event.runId !== view.runId) return view;
  const base =
    view.runId === null ? { ...view, runId: event.runId, phase: 'running' as const } : view;
  switch (event.type) {
    case 'step':
      return { ...base, step: event.step };
    case 'game-started':
      return {
        ...base,
        game: event.game,
        games: event.games,
        board: null,
        moves: [],
        current: 0,
      };
    case 'board-read':
      return { ...base, overlay: event.overlay };
    case 'solved':
      return {
        ...base,
        board: event.board,
        moves: event.moves,
        current: 0,
        lastSolveSeconds: event.seconds,
      };
    case 'move':
      return { ...base, current: event.done ? event.index + 1 : event.index };
    case 'desync':
      return { ...base, message: worded('', event.message, 'warn') };
    case 'game-ended':
      return {
        ...base,
        wins: event.wins,
        message: event.won
          ? { text: `Game ${event.game} won`, level: 'info' }
          : worded(`Game ${event.game} not won`, event.failure ?? 'no reason given', 'warn'),
      };
    case 'message':
      return { ...base, message: { text: event.message, level: event.level } };
    case 'run-ended': {
      const r = event.report;
      const level = r.ended === 'completed' ? 'info' : r.ended === 'failed' ? 'error' : 'warn';
      const message: RunView['message'] =
        r.ended === 'completed'
          ? { text: `Run complete: ${r.summary.wins} of ${r.summary.games} games won`, level }
          : worded(
              { stopped: 'Stopped', aborted: 'Aborted', failed: 'Failed' }[r.ended],
              r.reason ?? 'no reason given',
              level,
            );
      return {
        ...base,
        phase: 'idle',
        step: '',
        wins: r.summary.wins,
        report: r,
        message,
      };
    }
  }
}

/** "Lead: reason" in the user's words, the technical reason kept as details. */
function worded(
  lead: string,
  reason: string,
  level: 'info' | 'warn' | 'error',
): NonNullable<RunView['message']> {
  const { text, details } = inUserWords(reason);
  return { text: lead ? `${lead}: ${text}` : text, level, ...(details ? { details } : {}) };
}
