import { describe, expect, it } from 'vitest';
import type { AutoSolveEvent, RunReport } from '../../../src-shared/autosolve/contract';
import { parseBoard } from '../../../src-shared/molek/notation';
import { IDLE_RUN, reduceRun, type RunView } from './run-view';

const board = parseBoard('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.');

function report(ended: RunReport['ended'], reason: string | null, wins: number): RunReport {
  return {
    runId: 7,
    planned: 2,
    ended,
    reason,
    games: [],
    summary: {
      games: 2,
      wins,
      failures: 2 - wins,
      cheatFreeWins: 0,
      retries: 0,
      replans: 0,
      averageMoves: null,
      averageSolveSeconds: null,
      averageGameSeconds: null,
    },
  };
}

function play(events: AutoSolveEvent[], start: RunView = IDLE_RUN): RunView {
  let view = reduceRun(start, { type: 'go', games: 2 });
  for (const event of events) view = reduceRun(view, { type: 'event', event });
  return view;
}

describe('the run view built from a run’s events', () => {
  it('counts games and wins and follows the moves', () => {
    const view = play([
      { type: 'run-started', runId: 7, games: 2 },
      { type: 'game-started', runId: 7, game: 1, games: 2 },
      { type: 'step', runId: 7, game: 1, step: 'Solving' },
      {
        type: 'solved',
        runId: 7,
        game: 1,
        board,
        moves: [{ from: 0, row: 5, to: 1, cheat: false }],
        seconds: 0.25,
      },
      { type: 'move', runId: 7, game: 1, index: 0, done: true },
      { type: 'game-ended', runId: 7, game: 1, won: true, failure: null, wins: 1 },
      { type: 'game-started', runId: 7, game: 2, games: 2 },
    ]);
    expect(view).toMatchObject({
      phase: 'running',
      runId: 7,
      game: 2,
      games: 2,
      wins: 1,
      lastSolveSeconds: 0.25,
      step: 'Solving',
      moves: [],
      message: { text: 'Game 1 won', level: 'info' },
    });
  });

  it('returns to Go when the run ends, however it ends', () => {
    for (const [ended, reason, text, level] of [
      ['completed', null, 'Run complete: 2 of 2 games won', 'info'],
      ['aborted', 'the mouse moved', 'Aborted: the mouse moved', 'warn'],
      ['stopped', 'stopped by the user', 'Stopped: stopped by the user', 'warn'],
      ['failed', 'no board on screen', 'Failed: no board on screen', 'error'],
    ] as const) {
      const view = play([
        { type: 'run-started', runId: 7, games: 2 },
        {
          type: 'run-ended',
          runId: 7,
          report: report(ended, reason, ended === 'completed' ? 2 : 0),
        },
      ]);
      expect(view.phase).toBe('idle');
      expect(view.message).toEqual({ text, level });
      expect(view.report?.ended).toBe(ended);
    }
  });

  it('ignores another run’s events and a late "running" reply after the run ended', () => {
    let view = play([
      { type: 'run-started', runId: 7, games: 2 },
      { type: 'game-started', runId: 6, game: 5, games: 9 },
      { type: 'run-ended', runId: 7, report: report('failed', 'no board on screen', 0) },
    ]);
    expect(view.game).toBe(0);
    view = reduceRun(view, { type: 'state', running: true, runId: 7, lastReport: null });
    expect(view.phase).toBe('idle');
  });

  it('shows Stop while a run started elsewhere is going, and Go when the main process says none is', () => {
    let view = reduceRun(IDLE_RUN, { type: 'state', running: true, runId: 3, lastReport: null });
    expect(view).toMatchObject({ phase: 'running', runId: 3 });
    view = reduceRun(view, { type: 'stop' });
    expect(view.phase).toBe('stopping');
    view = reduceRun(view, { type: 'state', running: false, runId: null, lastReport: null });
    expect(view.phase).toBe('idle');
  });

  it('says why Go failed and stays on Go', () => {
    const view = reduceRun(reduceRun(IDLE_RUN, { type: 'go', games: 1 }), {
      type: 'go-failed',
      message: 'Cannot start: a run is already going',
    });
    expect(view).toMatchObject({
      phase: 'idle',
      message: { text: 'Cannot start: a run is already going', level: 'error' },
    });
  });
});
