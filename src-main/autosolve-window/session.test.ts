import { describe, expect, it } from 'vitest';
import type { AutoSolveEvent } from '../../src-shared/autosolve/contract';
import { DEFAULT_AUTOSOLVE_OPTIONS } from '../../src-shared/autosolve/options';
import { EASY_DEAL, FakeGame, dfsSolve } from '../screen-play/fake-game.test-support';
import { AutoSolveSession, type SessionDependencies } from './session';

const FAST = {
  delayMs: 0,
  dragSteps: 3,
  pollMs: 2,
  settleTimeoutMs: 150,
  dealTimeoutMs: 300,
  findTimeoutMs: 150,
};

function session(game: FakeGame, overrides: Partial<SessionDependencies> = {}) {
  const events: AutoSolveEvent[] = [];
  const solvers = { opened: 0, closed: 0 };
  const s = new AutoSolveSession({
    openDesktop: async () => game,
    vision: game.vision,
    solver: () => {
      solvers.opened++;
      return {
        solve: (board, { signal }) => dfsSolve(board, { cheats: false, timeoutMs: 1000, signal }),
        starts: 1,
        close: () => solvers.closed++,
      };
    },
    overlayEveryMs: 0,
    tuning: FAST,
    ...overrides,
  });
  return { s, events, solvers, emit: (e: AutoSolveEvent) => events.push(e) };
}

const ended = (events: AutoSolveEvent[]) =>
  new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (events.some((e) => e.type === 'run-ended')) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });

describe('the Auto-solve session (window side of a run)', () => {
  it('plays two games, counts them in its events and keeps the report for export', async () => {
    const game = new FakeGame();
    const { s, events, solvers, emit } = session(game);
    const runId = await s.start({ ...DEFAULT_AUTOSOLVE_OPTIONS, games: 2 }, emit);
    expect(s.state()).toEqual({ running: true, runId, lastReport: null });
    await expect(s.start({ ...DEFAULT_AUTOSOLVE_OPTIONS }, emit)).rejects.toThrow(
      `run ${runId} is still going; stop it first`,
    );
    await s.settled();
    await ended(events);
    expect(game.wins).toBe(2);
    // One solver for the whole run, closed once it ended.
    expect(solvers).toEqual({ opened: 1, closed: 1 });
    expect(events.every((e) => e.runId === runId)).toBe(true);
    expect(events[0]).toEqual({ type: 'run-started', runId, games: 2 });
    expect(events.at(-1)!.type).toBe('run-ended');
    expect(
      events.filter((e) => e.type === 'game-ended').map((e) => e.type === 'game-ended' && e.wins),
    ).toEqual([1, 2]);
    expect(events.filter((e) => e.type === 'solved')).toHaveLength(2);
    // The fake's vision gives boards but no boxes: overlays still carry the board.
    const overlay = events.find((e) => e.type === 'board-read');
    expect(overlay?.type === 'board-read' && overlay.overlay.board).toBeTruthy();

    const state = s.state();
    expect(state.running).toBe(false);
    const report = state.lastReport!;
    expect(report).toMatchObject({ runId, planned: 2, ended: 'completed', reason: null });
    expect(report.summary).toMatchObject({
      games: 2,
      wins: 2,
      failures: 0,
      cheatFreeWins: 2,
      retries: 0,
      replans: 0,
    });
    expect(report.summary.averageMoves).toBe(12);
    expect(report.games.map((g) => [g.game, g.won, g.cheatFree, g.moves, g.failure])).toEqual([
      [1, true, true, 12, null],
      [2, true, true, 12, null],
    ]);

    const csv = s.exportReport('csv');
    expect(csv.fileName).toBe(`molek-run-${runId}.csv`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'game,board,outcome,reason,cheatFree,cheats,moves,retries,replans,solveMs,playMs,gameMs',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 9).join(','))).toEqual([
      `1,${EASY_DEAL},won,,true,0,12,0,0`,
      `2,${EASY_DEAL},won,,true,0,12,0,0`,
    ]);
    const json = JSON.parse(s.exportReport('json').text);
    expect(json.ended).toBe('completed');
    expect(json.totals.wins).toBe(2);
  });

  it('stops on request mid-game and says so, with the mouse button up', async () => {
    const game = new FakeGame();
    const { s, events, emit } = session(game, { tuning: { ...FAST, delayMs: 5 } });
    let stopped = false;
    game.onPress = (n) => {
      if (n === 3 && !stopped) {
        stopped = true;
        s.stop();
      }
    };
    await s.start({ ...DEFAULT_AUTOSOLVE_OPTIONS, games: 2 }, emit);
    await s.settled();
    await ended(events);
    expect(game.buttonDown).toBe(false);
    const report = s.state().lastReport!;
    expect(report).toMatchObject({ ended: 'stopped', reason: 'stopped by the user' });
    expect(report.games.map((g) => [g.game, g.won, g.failure])).toEqual([
      [1, false, 'stopped by the user'],
    ]);
  });

  it('calls the user taking the mouse an abort', async () => {
    const game = new FakeGame();
    const { s, events, emit } = session(game, { tuning: { ...FAST, delayMs: 5 } });
    game.onPress = (n) => {
      if (n === 2) game.pointerAt = { x: game.pointerAt.x + 200, y: game.pointerAt.y + 90 };
    };
    await s.start({ ...DEFAULT_AUTOSOLVE_OPTIONS, games: 1 }, emit);
    await s.settled();
    await ended(events);
    expect(s.state().lastReport).toMatchObject({
      ended: 'aborted',
      reason: expect.stringMatching(/^stopped: mouse moved by the user/),
    });
  });

  it('says why a run cannot start, and stays ready for the next Go', async () => {
    const game = new FakeGame();
    const { s, emit } = session(game, {
      openDesktop: async () => {
        throw new Error('no display to automate: DISPLAY is not set');
      },
    });
    await expect(s.start({ ...DEFAULT_AUTOSOLVE_OPTIONS }, emit)).rejects.toThrow(
      'no display to automate: DISPLAY is not set',
    );
    expect(s.state()).toEqual({ running: false, runId: null, lastReport: null });
    expect(() => s.exportReport('csv')).toThrow(
      'no run has finished yet: there is nothing to export',
    );
  });
});
