import { describe, expect, it } from 'vitest';
import { applyMove, isWon, legalMoves } from '../../src-shared/molek/rules';
import { EASY_DEAL, FakeGame, dfsSolve } from './fake-game.test-support';
import { startAutoRun, type AutoEvent, type AutoOptions, type SolveFn } from './run';

/** Fast timings: the fake game answers at once. */
const FAST: Partial<AutoOptions> = {
  delayMs: 0,
  holdMs: 0,
  lookPauseMs: 0,
  stillMs: 0,
  // Well above the time the fake takes to show a change late (`lag` looks): no false retries.
  ignoredAfterMs: 50,
  dragSteps: 3,
  pollMs: 2,
  settleTimeoutMs: 150,
  settleMs: 0,
  dealTimeoutMs: 300,
  findTimeoutMs: 150,
};

function run(
  game: FakeGame,
  options: Partial<AutoOptions> & { games: number },
  solve: SolveFn = dfsSolve,
) {
  const events: AutoEvent[] = [];
  const handle = startAutoRun(
    { ...FAST, ...options },
    { desktop: game, vision: game.vision, solve },
    (e) => events.push(e),
  );
  return { handle, events };
}

describe('the auto-solve run loop against a fake game', () => {
  it('plays two games to a win, clicking NEW GAME in between, and counts them', async () => {
    const game = new FakeGame();
    game.lag = 2; // each change shows only on the third look, like an animation
    const { handle, events } = run(game, { games: 2 });
    const report = await handle.done;
    expect(report.ended).toBe('completed');
    expect(report.reason).toBeNull();
    expect(game.wins).toBe(2);
    expect(game.newGames).toBe(1);
    expect(game.presses).toBe(game.releases);
    expect(game.buttonDown).toBe(false);
    expect(game.drops.every((d) => d.move !== null && !d.move.cheat)).toBe(true);
    expect(
      report.games.map((g) => [g.game, g.outcome, g.moves, g.cheats, g.cheatFree, g.replans]),
    ).toEqual([
      [1, 'won', 12, 0, true, 0],
      [2, 'won', 12, 0, true, 0],
    ]);
    expect(report.games[0].board).toBe(EASY_DEAL);
    expect(report.totals).toMatchObject({
      games: 2,
      wins: 2,
      failures: 0,
      cheatFreeWins: 2,
      averageMoves: 12,
    });
    const kinds = events
      .map((e) => e.type)
      .filter((t) => t !== 'look' && t !== 'step' && t !== 'move');
    expect(kinds).toEqual([
      'run-started',
      'game-started',
      'solved',
      'game-ended',
      'game-started',
      'solved',
      'game-ended',
      'run-ended',
    ]);
    expect(events.filter((e) => e.type === 'move' && e.done)).toHaveLength(24);
  });

  it('makes a press the game ignored once more, without re-planning, and still wins', async () => {
    const game = new FakeGame();
    // Each change shows one look late; settleMs 0 takes the expected board at first sight.
    game.lag = 1;
    game.ignoreDrops.add(3);
    const { handle, events } = run(game, { games: 1 });
    const report = await handle.done;
    expect(report.ended).toBe('completed');
    expect(game.wins).toBe(1);
    expect(events.filter((e) => e.type === 'desync')).toEqual([]);
    const retries = events.filter((e) => e.type === 'retry');
    expect(retries).toEqual([
      {
        type: 'retry',
        game: 1,
        index: 2,
        text: expect.stringMatching(/^\d \d+ -> \d \d+$/),
        retries: 1,
      },
    ]);
    expect(events.filter((e) => e.type === 'solved')).toHaveLength(1);
    // Thirteen drops reached the game for twelve moves: the third was made twice.
    expect(game.drops.map((d) => d.ignored)).toEqual([
      false,
      false,
      true,
      ...Array(10).fill(false),
    ]);
    expect(report.games[0]).toMatchObject({ outcome: 'won', moves: 12, retries: 1, replans: 0 });
    expect(report.totals).toMatchObject({ retries: 1, replans: 0 });
    const third = events.find((e) => e.type === 'move' && e.done && e.index === 2);
    expect(third?.type === 'move' && third.timing?.retried).toBe(true);
    const first = events.find((e) => e.type === 'move' && e.done && e.index === 0);
    expect(first?.type === 'move' && first.timing).toMatchObject({ retried: false, looks: 2 });
  });

  it('presses again, pausing longer each time, until a game busy after each move takes it', async () => {
    const game = new FakeGame();
    // The picture is still at once, but the game takes no drop for 120 ms after a change:
    // the first press and the first retry (50 ms later) come too early, the pause before
    // the second retry lets the game take it.
    game.busyMs = 120;
    const { handle, events } = run(game, { games: 2 });
    const report = await handle.done;
    expect(report.ended).toBe('completed');
    expect(game.wins).toBe(2);
    expect(events.filter((e) => e.type === 'desync')).toEqual([]);
    expect(report.games.map((g) => [g.outcome, g.moves, g.replans])).toEqual([
      ['won', 12, 0],
      ['won', 12, 0],
    ]);
    // Every drop the game ignored was made again, and every retry answered an ignored drop.
    const ignored = game.drops.filter((d) => d.ignored).length;
    expect(ignored).toBeGreaterThan(0);
    expect(report.totals.retries).toBe(ignored);
    expect(game.drops.filter((d) => !d.ignored)).toHaveLength(24);
  });

  it('does not take a press for ignored while the game has lately been that slow to show one', async () => {
    const game = new FakeGame();
    // The game takes every drop, but its picture shows each change only 80 ms later, and
    // from the fourth drop on 140 ms later: longer than the 100 ms after which a press
    // counts as ignored, but within twice what the first moves took.
    game.showDelayMs = 80;
    game.onPress = (n) => {
      if (n === 4) game.showDelayMs = 140;
    };
    const { handle, events } = run(game, { games: 1, ignoredAfterMs: 100, settleTimeoutMs: 1000 });
    const report = await handle.done;
    expect(report.ended).toBe('completed');
    expect(game.wins).toBe(1);
    expect(events.filter((e) => e.type === 'retry' || e.type === 'desync')).toEqual([]);
    // Every drop the game saw was a move of the plan: none made twice.
    expect(game.drops.map((d) => d.ignored)).toEqual(Array(12).fill(false));
    expect(report.games[0]).toMatchObject({ outcome: 'won', moves: 12, retries: 0, replans: 0 });
  });

  it('re-plans from the real board when the game ignores a move more often than it retries', async () => {
    const game = new FakeGame();
    game.ignoreDrops.add(3);
    game.ignoreDrops.add(4);
    const { handle, events } = run(game, { games: 1, maxRetries: 1 });
    const report = await handle.done;
    expect(report.ended).toBe('completed');
    expect(game.wins).toBe(1);
    const desync = events.filter((e) => e.type === 'desync');
    expect(desync).toHaveLength(1);
    expect(desync[0].type === 'desync' && desync[0].message).toMatch(
      /^after move 3 \(.*\) the screen shows something else: column \d: expected .* read .*$/,
    );
    expect(events.filter((e) => e.type === 'solved')).toHaveLength(2);
    expect(report.games[0]).toMatchObject({ outcome: 'won', moves: 13, retries: 1, replans: 1 });
  });

  it('re-plans at once, without a retry, when the screen shows another board', async () => {
    const game = new FakeGame();
    game.onPress = (n) => {
      // Just before the third drop a card is cheated somewhere else (as if by hand): the
      // board on screen is neither the expected one nor the one before the move.
      if (n !== 3) return;
      const cheat = legalMoves(game.board, { cheats: true }).find((m) => m.cheat);
      if (!cheat) throw new Error('fixture: no cheat to make');
      game.board = applyMove(game.board, cheat);
    };
    const { handle, events } = run(game, { games: 1, cheats: true });
    const report = await handle.done;
    expect(report.ended).toBe('completed');
    expect(events.filter((e) => e.type === 'retry')).toEqual([]);
    expect(events.filter((e) => e.type === 'desync')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'solved')).toHaveLength(2);
    expect(report.games[0]).toMatchObject({ outcome: 'won', retries: 0, replans: 1 });
  });

  it('stops with a report after too many re-plans instead of dragging blind', async () => {
    const game = new FakeGame();
    game.ignoreAll = true;
    const { handle } = run(game, { games: 2, maxReplans: 2, maxRetries: 1 });
    const report = await handle.done;
    expect(report.ended).toBe('failed');
    expect(report.reason).toMatch(/^game 1: gave up after 2 re-plans: after move 1 \(/);
    // Two drags per plan (the press made once more): the first plan and two re-plans.
    expect(game.drops).toHaveLength(6);
    expect(report.games).toHaveLength(1);
    expect(report.games[0]).toMatchObject({ outcome: 'failed', retries: 3, replans: 3, moves: 3 });
    expect(game.buttonDown).toBe(false);
  });

  it('stops when the user moves the mouse, with the button released and no drag after it', async () => {
    const game = new FakeGame();
    game.onPress = (n) => {
      // The user grabs the mouse while the automation holds the fourth card.
      if (n === 4) game.pointerAt = { x: 700, y: 30 };
    };
    const { handle } = run(game, { games: 1 });
    const report = await handle.done;
    expect(report.ended).toBe('stopped');
    expect(report.stopCause).toBe('mouse');
    expect(report.reason).toMatch(/^stopped: mouse moved by the user \(the pointer was at 700,30/);
    expect(game.buttonDown).toBe(false);
    expect(game.presses).toBe(4);
    expect(game.releases).toBe(4);
    // Let go where the card was picked up: the game puts the card back, no move is made.
    expect(game.drops).toHaveLength(3);
    expect(report.games[0]).toMatchObject({ outcome: 'stopped', moves: 3 });
  });

  it('stops at once when asked to while the solver is busy, and tells the solver', async () => {
    const game = new FakeGame();
    let aborted = false;
    const slowSolve: SolveFn = (_board, { signal }) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          resolve({ solved: false, reason: 'killed' });
        });
      });
    const { handle, events } = run(game, { games: 3 }, slowSolve);
    await new Promise<void>((resolve) => {
      const wait = () =>
        events.some((e) => e.type === 'step' && e.step === 'Solving')
          ? resolve()
          : setTimeout(wait, 1);
      wait();
    });
    handle.stop('hotkey');
    const report = await handle.done;
    expect(aborted).toBe(true);
    expect(report).toMatchObject({
      ended: 'stopped',
      stopCause: 'hotkey',
      reason: 'stopped: panic hotkey pressed',
    });
    expect(report.games).toHaveLength(1);
    expect(report.games[0]).toMatchObject({
      outcome: 'stopped',
      reason: 'stopped: panic hotkey pressed',
      moves: 0,
    });
    expect(game.presses).toBe(0);
  });

  it('records a deal the solver cannot solve as failed and goes on with the next game', async () => {
    const game = new FakeGame();
    let calls = 0;
    const solve: SolveFn = async (board, options) => {
      calls++;
      if (calls === 1) return { solved: false, reason: 'timed out after 1 s' };
      return dfsSolve(board, options);
    };
    const { handle } = run(game, { games: 2 }, solve);
    const report = await handle.done;
    expect(report.ended).toBe('completed');
    expect(report.games.map((g) => [g.outcome, g.reason, g.moves])).toEqual([
      ['failed', 'not solved: timed out after 1 s', 0],
      ['won', '', 12],
    ]);
    expect(report.totals).toMatchObject({ games: 2, wins: 1, failures: 1 });
    expect(game.newGames).toBe(1);
  });

  it('refuses a solution the rules do not allow before touching the mouse', async () => {
    const game = new FakeGame();
    const bad: SolveFn = async () => ({
      solved: true,
      moves: [{ from: 0, row: 5, to: 1, cheat: false }],
    });
    const { handle } = run(game, { games: 1 }, bad);
    const report = await handle.done;
    expect(report.games[0].reason).toBe(
      "not solved: the solver's move 1 (0 5 -> 1 6) is not allowed: a 9 cannot go on a 9 without a cheat",
    );
    expect(game.presses).toBe(0);
  });

  it('fails clearly when no game is on the screen', async () => {
    const game = new FakeGame();
    game.vision = () => {
      throw Object.assign(new Error('no MOLEK-SYNTEZ board found: searched the whole picture'), {
        kind: 'no-game',
      });
    };
    const { handle } = run(game, { games: 1 });
    const report = await handle.done;
    expect(report.ended).toBe('failed');
    expect(report.reason).toBe('no MOLEK-SYNTEZ board found: searched the whole picture');
    expect(game.presses).toBe(0);
  });

  it('starts with NEW GAME when the screen still shows a won game', async () => {
    const game = new FakeGame([EASY_DEAL]);
    const won = await dfsSolve(game.board, {
      cheats: false,
      timeoutMs: 1000,
      signal: new AbortController().signal,
    });
    if (!won.solved) throw new Error('fixture');
    // Play the deal to the end first, the way a previous run would have left it.
    game.board = won.moves.reduce(applyMove, game.board);
    const { handle } = run(game, { games: 1 });
    const report = await handle.done;
    expect(game.newGames).toBe(1);
    expect(report.games[0]).toMatchObject({ outcome: 'won', board: EASY_DEAL });
    expect(isWon(game.board)).toBe(true);
    expect(game.wins).toBe(1);
  });
});
