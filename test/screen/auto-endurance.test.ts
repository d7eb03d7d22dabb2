/**
 * Auto-solve for a while, on a private Xvfb screen against the simulated MOLEK-SYNTEZ
 * window (120 ms move animation), at the Normal pace:
 * - 10 games in a row on random deals with cheats, in this process (the run loop, vision,
 *   nut-js and one warm solver process): every game won, every drop legal, no re-plan,
 *   memory flat, one solver process for the whole run, no handle left behind, the button
 *   never left down, and a hand on the mouse still stops the run in game 11 (longer runs:
 *   `npm run bench -- autosolve --games 30`, docs/auto.md);
 * - a game that stays busy after each move for a time drawn from 150-900 ms, its picture
 *   already still, often longer than the loop takes to see a move settled and press again:
 *   the ignored presses are made again until the game takes them, and it is won with no
 *   re-plan.
 * Times are printed, never asserted.
 */
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACE_STEPS } from '../../src-shared/autosolve/options';
import { openNutDesktop } from '../../src-main/screen-play/desktop';
import { startAutoRun, type AutoEvent } from '../../src-main/screen-play/run';
import { createSolve } from '../../src-main/screen-play/solve';
import { visionForAutomation } from '../../src-main/screen-play/vision';
import { nodeLauncher } from '../../src-main/solver/client';
import { ROOT } from '../support/browser';
import { openSimBench, runSolitaire, startHand, type SimBench } from '../support/molek-sim';

const SOLVER = path.join(ROOT, 'dist', 'solver-process.mjs');
/** The game at 1× in a 1000×600 window at the top left, moves animated for 120 ms. */
const GAME_WINDOW = {
  scale: 1,
  position: { x: 0, y: 0 },
  size: { width: 1000, height: 600 },
  animMs: 120,
};
const MB = 1024 * 1024;

// A full collection before each reading, so that what is measured is what the run's
// JavaScript still holds, not how lazily V8 collects (the resident size after 10 games differs
// by tens of MB between Node 20 and 24 with nothing held). Buffers outside the heap (screen
// captures, sharp's) come and go with the native side's own timing, 12-67 MB in one run with
// no trend, so they are bounded through the resident size, loosely: one capture kept per move
// would add over 2 GB.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const held = (): number => {
  collect();
  return process.memoryUsage().heapUsed;
};

/** Resources that keep Node's event loop alive, by kind (timers, child processes, sockets…). */
function resources(): Record<string, number> {
  const count: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) count[kind] = (count[kind] ?? 0) + 1;
  return count;
}

/** Games played before the hand on the mouse stops the run in the next one. */
const GAMES = 10;

describe(`${GAMES} games in a row on random deals, cheats on, Normal pace`, () => {
  let bench: SimBench;
  beforeAll(async () => {
    bench = await openSimBench({ ...GAME_WINDOW, seed: 5000 });
    // nut-js opens the display named here when it is first loaded (by openNutDesktop).
    process.env.DISPLAY = bench.xvfb.display;
  });
  afterAll(async () => {
    if (!bench) return;
    // This process holds a nut-js connection to the screen: the X library would end it if
    // the screen went away now, so the screen goes once this process has exited.
    await bench.sim.close();
    await bench.server.close();
    bench.xvfb.closeAfterExit();
  });

  it(`wins all ${GAMES}, memory flat, one solver process, and still stops at a hand on the mouse in game ${GAMES + 1}`, async () => {
    const before = resources();
    const hand = await startHand(bench.xvfb.display);
    const solver = createSolve({}, nodeLauncher(SOLVER));
    const rss: number[] = [];
    const kept: number[] = [];
    let movedAt = 0;
    let shaking: Promise<void> | null = null;
    let ended = false;
    // A hand on the mouse keeps moving it: one jump could land between the loop's look at the
    // pointer and its own next move of it, and be undone by that move.
    const shake = async () => {
      for (let i = 0; !ended; i++) {
        await hand.move(900 + (i % 2) * 10, 20);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const onEvent = (event: AutoEvent) => {
      if (event.type === 'game-ended') {
        rss[event.game] = process.memoryUsage().rss;
        kept[event.game] = held();
      }
      if (event.type === 'move' && event.done && event.game === GAMES + 1 && event.index === 4) {
        movedAt = performance.now();
        shaking ??= shake();
      }
    };
    const run = startAutoRun(
      { ...PACE_STEPS.normal, games: GAMES + 1, cheats: true, timeoutMs: 30_000 },
      { desktop: await openNutDesktop(), vision: visionForAutomation(), solve: solver.solve },
      onEvent,
    );
    const report = await run.done;
    const stoppedAfter = performance.now() - movedAt;
    ended = true;
    await shaking;
    await hand.close();
    const starts = solver.starts;
    solver.close();

    expect(report.ended).toBe('stopped');
    expect(report.stopCause).toBe('mouse');
    const played = report.games.slice(0, GAMES);
    expect(played.map((g) => g.outcome)).toEqual(Array(GAMES).fill('won'));
    // The hand moved once the fifth move of the last game was seen done; the moves the
    // loop made before it noticed depend on the machine's speed.
    const last = report.games[GAMES];
    expect(last).toMatchObject({ game: GAMES + 1, outcome: 'stopped' });
    expect(last.moves).toBeGreaterThanOrEqual(5);
    expect(played.reduce((n, g) => n + g.replans, 0)).toBe(0);
    expect(starts).toBe(1);

    const state = await bench.sim.state();
    expect(state.wins).toBe(GAMES);
    expect(state.buttonDown).toBe(false);
    expect(state.dragging).toBe(false);
    expect(state.pressCount).toBe(state.releaseCount);
    const drops = await bench.sim.drops();
    const inGames = drops.filter((d) => d.game <= GAMES);
    expect(inGames.filter((d) => d.result !== 'legal' && d.result !== 'cheat')).toEqual([]);
    // Each move of the report reached the game once, and once more for each retry.
    const retries = played.reduce((n, g) => n + g.retries, 0);
    const moves = played.reduce((n, g) => n + g.moves, 0);
    const ignored = (await bench.sim.presses()).filter(
      (p) => p.game <= GAMES && p.result.startsWith('ignored'),
    );
    expect(inGames.length + ignored.length).toBe(moves + retries);

    // Memory: from the end of game 1 (everything loaded and warm) to the end of the last won.
    const growth = (kept[GAMES] - kept[1]) / MB;
    const rssGrowth = (rss[GAMES] - rss[1]) / MB;
    console.log(
      `${GAMES} games: ${moves} moves, ${retries} retries, average game ${(report.totals.averageGameMs! / 1000).toFixed(1)} s; ` +
        `heap after a collection ${(kept[1] / MB).toFixed(1)} MB after game 1, ${(kept[GAMES] / MB).toFixed(1)} MB after game ${GAMES} (${growth.toFixed(1)} MB); ` +
        `RSS ${(rss[1] / MB).toFixed(0)} MB, then ${(rss[GAMES] / MB).toFixed(0)} MB (${rssGrowth.toFixed(1)} MB); ` +
        `stopped ${stoppedAfter.toFixed(0)} ms after the hand moved in game ${GAMES + 1}`,
    );
    expect(growth).toBeLessThan(5);
    expect(rssGrowth).toBeLessThan(100);

    // Nothing left running that was not there before: the solver process, its pipes, timers
    // (give exits a moment).
    const added = () => Object.entries(resources()).filter(([kind, n]) => n > (before[kind] ?? 0));
    await expect.poll(added, { timeout: 5000 }).toEqual([]);
  }, 900_000);
});

describe('a game that ignores presses for a while after each move, its picture still', () => {
  let bench: SimBench;
  beforeAll(async () => {
    // Busy 150-900 ms after each animation: the loop sees a move settled within a few tens
    // of milliseconds and takes a press as ignored 300 ms after it, so its first press, and
    // often its first retry, come while the game still ignores presses.
    bench = await openSimBench({ ...GAME_WINDOW, seed: 77, busyMs: { min: 150, max: 900 } });
  });
  afterAll(async () => {
    await bench?.close();
  });

  it('presses again until the game takes each move, and wins with no re-plan', async () => {
    const result = await runSolitaire(
      ['auto', '--games', '1', '--cheat', '--pace', 'normal', '-v'],
      bench.xvfb.display,
    ).done;
    expect(result.code).toBe(0);
    const [line, summary] = result.stdout.split('\n');
    expect(line).toMatch(
      /^game 1\/1: won in \d+ moves \((cheat-free|\d+ cheats?)(, \d+ retr(y|ies))?\), solve /,
    );
    expect(summary).toMatch(
      /^1 game: 1 won \(\d cheat-free\), 0 not won, \d+ retr(y|ies), 0 re-plans; /,
    );
    expect(result.stderr).not.toMatch(/re-planning/);
    // Every press the game ignored was made again: one retry each.
    const retries = Number(/, (\d+) retr(?:y|ies), 0 re-plans/.exec(summary)?.[1]);
    const presses = await bench.sim.presses();
    const ignored = presses.filter((p) => p.result.startsWith('ignored'));
    expect(ignored.length).toBe(retries);
    expect(
      presses.filter((p) => p.result !== 'picked up' && !p.result.startsWith('ignored')),
    ).toEqual([]);
    const drops = await bench.sim.drops();
    expect(drops.filter((d) => d.result !== 'legal' && d.result !== 'cheat')).toEqual([]);
    const state = await bench.sim.state();
    expect(state).toMatchObject({ wins: 1, buttonDown: false, dragging: false });
    console.log(`busy game: ${line}; presses ignored: ${ignored.map((p) => p.result).join(', ')}`);
  });
});
