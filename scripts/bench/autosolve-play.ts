/**
 * The play part of `npm run bench -- autosolve`: plays games on the project's simulated
 * MOLEK-SYNTEZ window (test/fixtures/molek-sim, in Debian's Chromium on a private Xvfb
 * screen, real X mouse events through nut-js) with the real run loop, vision and a warm
 * solver process, and prints where the time of a move goes (pointer to the card, drag, wait
 * for the screen to show the result, of which grabbing and reading the pictures), the
 * solve times, time per game and games per hour, for each pace asked for.
 *
 * After the games of a pace, one more game is started and the pointer moved by another
 * process (a hand on the mouse) a few moves in: how long the run takes to stop is printed,
 * and likewise for a run stopped in its first game.
 */
import { PACE_STEPS, PACES, type Pace } from '../../src-shared/autosolve/options';
import { openNutDesktop } from '../../src-main/screen-play/desktop';
import { startAutoRun, type AutoEvent, type MoveTiming } from '../../src-main/screen-play/run';
import { createSolve } from '../../src-main/screen-play/solve';
import { visionForAutomation } from '../../src-main/screen-play/vision';
import { UsageError } from '../../src-main/cli/errors';
import { median, percentile } from '../../src-shared/stats';
import { openSimBench, startHand, type SimBench } from './sim-bench';

export interface PlayOptions {
  games: number;
  /** The solver's Continue (ms spent looking for a shorter solution after the first). */
  continueMs: number;
  paces: Pace[];
  animMs: number;
  /** How long the game ignores presses after each move, its picture still: ms, or a range. */
  busyMs: Busy;
  seed: number;
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(n < 10 ? 1 : 0)).padStart(6);

interface PaceResult {
  moves: MoveTiming[];
  solveMs: number[];
  gameMs: number[];
  movesPerGame: number[];
  wallMs: number;
  won: number;
  retries: number;
  replans: number;
  solverStarts: number;
  stopAfterMs: number | null;
}

/**
 * Plays `games` games at `pace`; with `stopInGame`, moves the mouse by hand after the fifth
 * move of that game and measures how long the run takes to stop.
 */
async function play(
  bench: SimBench,
  continueMs: number,
  pace: Pace,
  games: number,
  stopInGame: number | null,
): Promise<PaceResult> {
  const result: PaceResult = {
    moves: [],
    solveMs: [],
    gameMs: [],
    movesPerGame: [],
    wallMs: 0,
    won: 0,
    retries: 0,
    replans: 0,
    solverStarts: 0,
    stopAfterMs: null,
  };
  const hand = stopInGame === null ? null : await startHand(bench.xvfb.display);
  let handMoved: Promise<number> | null = null;
  const desktop = await openNutDesktop();
  const solver = createSolve({ continueMs });
  let firstGameStarted = 0;
  let lastGameEnded = 0;
  const onEvent = (event: AutoEvent) => {
    if (event.type === 'game-started' && event.game === 1) firstGameStarted = performance.now();
    if (event.type === 'solved') result.solveMs.push(event.solveMs);
    if (event.type === 'move' && event.done && event.timing) {
      if (event.game !== stopInGame) result.moves.push(event.timing);
      if (event.game === stopInGame && event.index === 4 && hand && !handMoved) {
        // Timed from the order to move (a little before the pointer really moves).
        const sent = performance.now();
        handMoved = hand.move(5, 5).then(() => sent);
      }
    }
    if (event.type === 'game-ended' && event.game !== stopInGame) {
      lastGameEnded = performance.now();
      const { stats } = event;
      if (stats.outcome === 'won') result.won++;
      result.gameMs.push(stats.gameMs);
      result.movesPerGame.push(stats.moves);
      result.retries += stats.retries;
      result.replans += stats.replans;
    }
  };
  const run = startAutoRun(
    {
      ...PACE_STEPS[pace],
      games: stopInGame ?? games,
      cheats: true,
      timeoutMs: 30_000,
    },
    { desktop, vision: visionForAutomation(), solve: solver.solve },
    onEvent,
  );
  const report = await run.done;
  const ended = performance.now();
  result.solverStarts = solver.starts;
  solver.close();
  if (stopInGame !== null) {
    if (report.stopCause !== 'mouse' || !handMoved) {
      throw new Error(`the run did not stop for the mouse: ${report.reason ?? report.ended}`);
    }
    result.stopAfterMs = ended - (await handMoved);
    await hand?.close();
  } else if (report.ended !== 'completed') {
    throw new Error(`the run ended early: ${report.reason}`);
  }
  result.wallMs = lastGameEnded - firstGameStarted;
  const state = await bench.sim.state();
  if (state.buttonDown) throw new Error('the mouse button was left down');
  return result;
}

function printPace(pace: Pace, games: number, r: PaceResult, animMs: number): void {
  const total = r.moves.map((m) => m.pointMs + m.dragMs + m.waitMs);
  const row = (label: string, values: number[]) =>
    console.log(`  ${label.padEnd(26)}${ms(median(values))} ${ms(percentile(values, 95))}`);
  console.log(
    `pace ${pace}: ${games} games, ${r.won} won, ${r.moves.length} moves (${animMs} ms animation)`,
  );
  console.log(`  ${'per move, ms'.padEnd(26)}${'median'.padStart(6)} ${'p95'.padStart(6)}`);
  const parts: [string, keyof MoveTiming][] = [
    ['pointer to the card', 'pointMs'],
    ['drag (press to release)', 'dragMs'],
    ['wait for the result', 'waitMs'],
    ['  of which grabbing', 'captureMs'],
    ['  of which reading', 'readMs'],
    ['looks per move', 'looks'],
  ];
  for (const [label, key] of parts)
    row(
      label,
      r.moves.map((m) => Number(m[key])),
    );
  row('whole move', total);
  row('solve (warm process)', r.solveMs);
  const perGame = r.wallMs / games;
  console.log(
    `  per game: median ${(median(r.gameMs) / 1000).toFixed(1)} s for ${median(r.movesPerGame)} moves; ` +
      `${(perGame / 1000).toFixed(1)} s a game with NEW GAME and the deal: ${Math.round(3_600_000 / perGame)} games per hour`,
  );
  console.log(
    `  retries ${r.retries}, re-plans ${r.replans}, solver processes started ${r.solverStarts}`,
  );
}

export async function benchPlay(options: PlayOptions): Promise<void> {
  const bench = await openSimBench({
    scale: 1,
    position: { x: 0, y: 0 },
    size: { width: 1000, height: 600 },
    seed: options.seed,
    animMs: options.animMs,
    busyMs: options.busyMs,
  });
  // nut-js opens the display named here when it is first loaded.
  process.env.DISPLAY = bench.xvfb.display;
  try {
    console.log(
      `simulated game window at 1× under Xvfb, ${options.animMs} ms move animation` +
        (busyText(options.busyMs) ? `, busy ${busyText(options.busyMs)} ms after it` : '') +
        `, cheats on, solver Continue ${options.continueMs} ms, deals from seed ${options.seed}`,
    );
    const first = await play(bench, options.continueMs, 'normal', 1, 1);
    for (const pace of options.paces) {
      const result = await play(bench, options.continueMs, pace, options.games, options.games + 1);
      printPace(pace, options.games, result, options.animMs);
      console.log(
        `  stop by moving the mouse: ${ms(result.stopAfterMs!).trim()} ms in game ${options.games + 1}` +
          (pace === options.paces[0] ? ` (${ms(first.stopAfterMs!).trim()} ms in game 1)` : ''),
      );
    }
    const drops = await bench.sim.drops();
    const wrong = drops.filter((d) => !['legal', 'cheat', 'same column'].includes(d.result));
    console.log(`drops the game refused or ignored: ${wrong.length} of ${drops.length}`);
    const presses = await bench.sim.presses();
    const ignored = presses.filter((p) => p.result.startsWith('ignored'));
    console.log(
      `presses the game ignored: ${ignored.length} of ${presses.length}` +
        (ignored.length ? ` (${[...new Set(ignored.map((p) => p.result))].join(', ')})` : ''),
    );
  } finally {
    // nut-js would end this process when the screen goes away: the screen goes when it exits.
    await bench.sim.close();
    await bench.server.close();
    bench.xvfb.closeAfterExit();
  }
}

type Busy = number | { min: number; max: number };

/** "250", "150-900", or '' for a game never busy. */
function busyText(busy: Busy): string {
  if (typeof busy === 'number') return busy ? String(busy) : '';
  return `${busy.min}-${busy.max}`;
}

/** `--busy`: whole milliseconds from 0 to 10000, or a range MIN-MAX drawn from after each move. */
export function parseBusy(text: string): Busy {
  const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(text.trim());
  const min = Number(match?.[1]);
  const max = match?.[2] === undefined ? min : Number(match[2]);
  if (!match || max > 10_000 || min > max) {
    throw new UsageError(
      `--busy must be whole milliseconds from 0 to 10000, or a range such as 150-900 (got "${text}")`,
    );
  }
  return match[2] === undefined ? min : { min, max };
}

export function parsePaces(text: string): Pace[] {
  if (text === 'all') return [...PACES];
  const paces = text.split(',');
  for (const pace of paces) {
    if (!(PACES as readonly string[]).includes(pace)) {
      throw new UsageError(
        `--pace must be ${PACES.join(', ')} or all, or a comma list (got "${text}")`,
      );
    }
  }
  return paces as Pace[];
}
