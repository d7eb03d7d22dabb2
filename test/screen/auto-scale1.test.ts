/**
 * `solitaire auto` end to end, on a private Xvfb screen (1920×1080) against the simulated
 * MOLEK-SYNTEZ window in Chromium at scale 1, low on the right of the screen: cheat-free
 * play on deals known to be cheat-free solvable, then the user taking the mouse, then a
 * drop the game swallows (the loop must notice and make the move again).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealBoard } from '../../src-shared/molek/deal';
import { formatBoard } from '../../src-shared/molek/notation';
import { solve } from '../../src-shared/molek/solver';
import {
  startHand,
  openSimBench,
  runSolitaire,
  type SimBench,
  type SimWindow,
  type Xvfb,
} from '../support/molek-sim';

/** Seeds 3, 10 and 19 of the seeded deal: each can be won without a cheat (checked below). */
const CHEAT_FREE_DEALS = [3, 10, 19].map((seed) => formatBoard(dealBoard(seed)));

async function until(what: string, test: () => Promise<boolean>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('solitaire auto at scale 1, elsewhere on the screen', () => {
  let bench: SimBench;
  let xvfb: Xvfb;
  let sim: SimWindow;
  beforeAll(async () => {
    bench = await openSimBench({
      scale: 1,
      position: { x: 850, y: 470 },
      size: { width: 1000, height: 600 },
      deals: CHEAT_FREE_DEALS,
      // After the listed deals, seeded deals that may need cheats.
      seed: 41,
    });
    ({ xvfb, sim } = bench);
  });
  afterAll(async () => {
    await bench?.close();
  });

  it('wins 3 cheat-free deals of 3 without cheating', async () => {
    expect(sim.origin).toEqual({ x: 870, y: 500 });
    for (const deal of CHEAT_FREE_DEALS) {
      const proof = solve(dealBoard([3, 10, 19][CHEAT_FREE_DEALS.indexOf(deal)]), {
        cheating: false,
      });
      expect([proof.outcome, proof.stats.cheats]).toEqual(['solved', 0]);
    }
    const stats = path.join(mkdtempSync(path.join(tmpdir(), 'auto-')), 'stats.csv');
    const result = await runSolitaire(
      ['auto', '--games', '3', '--delay', '8', '--stats', stats],
      xvfb.display,
    ).done;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(0, 3).map((line) => line.replace(/ solve .* {2}/, ' … '))).toEqual(
      CHEAT_FREE_DEALS.map((deal, i) =>
        expect.stringMatching(
          new RegExp(
            `^game ${i + 1}/3: won in \\d+ moves \\(cheat-free\\), … ${deal.replace(/\./g, '\\.')}$`,
          ),
        ),
      ),
    );
    expect(lines[3]).toMatch(
      /^3 games: 3 won \(3 cheat-free\), 0 not won, \d+ retr(y|ies), 0 re-plans; average /,
    );

    const state = await sim.state();
    expect(state.wins).toBe(3);
    const drops = await sim.drops();
    expect(drops.length).toBeGreaterThan(3 * 20);
    expect(drops.filter((d) => d.result !== 'legal')).toEqual([]);

    const csv = readFileSync(stats, 'utf8').trim().split('\r\n');
    expect(csv[0]).toBe(
      'game,board,outcome,reason,cheatFree,cheats,moves,retries,replans,solveMs,playMs,gameMs',
    );
    // Every move reached the game as a drop; a press it ignored was made again (a retry).
    const ignored = (await sim.presses()).filter((p) => p.result.startsWith('ignored'));
    expect(csv.slice(1).map((row) => row.split(',').slice(0, 9))).toEqual(
      CHEAT_FREE_DEALS.map((deal, i) => [
        String(i + 1),
        deal,
        'won',
        '',
        'true',
        '0',
        String(drops.filter((d) => d.game === i + 1).length),
        String(ignored.filter((p) => p.game === i + 1).length),
        '0',
      ]),
    );
  });

  it('stops when the user moves the mouse, says so, and leaves the button up', async () => {
    const hand = await startHand(xvfb.display);
    const before = (await sim.drops()).length;
    const run = runSolitaire(['auto', '--games', '2', '--cheat', '--delay', '8'], xvfb.display);
    let stoppedAt = 0;
    run.child.stderr!.once('data', () => (stoppedAt = Date.now()));
    // Let it play a few moves of the next game, then take the mouse.
    await until('three moves', async () => (await sim.drops()).length >= before + 3);
    await hand.move(300, 200);
    const moved = Date.now();
    const pageTime = await sim.page.evaluate(() => performance.now());
    // A hand on the mouse keeps moving it: if the jump above landed in the instant between
    // the loop's look at the pointer and its own next pointer move, the next one is seen.
    const again = setTimeout(() => void hand.move(310, 210), 1500);
    const result = await run.done;
    clearTimeout(again);
    await hand.close();
    console.log(`auto said it stopped ${stoppedAt - moved} ms after the mouse moved`);
    expect(result.code).toBe(3);
    const where = String.raw`\(the pointer was at (300,200|310,210), not \d+,\d+\)`;
    expect(result.stderr).toMatch(
      new RegExp(
        `^solitaire: stopped: mouse moved by the user ${where}; the mouse button is up\n$`,
      ),
    );
    expect(result.stdout.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^game 1/2: stopped: mouse moved by the user ${where} \\(\\d+ moves played, solve [\\d.]+ s\\)  [0-9VDKT.!]{42,}$`,
        ),
      ),
      expect.stringMatching(
        /^1 game: 0 won \(0 cheat-free\), 1 not won, \d+ retr(y|ies), 0 re-plans$/,
      ),
      '',
    ]);
    const state = await sim.state();
    expect(state.buttonDown).toBe(false);
    expect(state.dragging).toBe(false);
    // No card moved after the user took the mouse: at most the unit held at that moment,
    // let go where it was picked up, so it snapped back.
    const after = (await sim.drops()).filter((d) => d.at >= pageTime);
    expect(after.every((d) => d.result === 'same column')).toBe(true);
    expect(after.length).toBeLessThanOrEqual(1);
  });

  it('notices a drop the game swallowed, makes the move again without re-planning, and wins', async () => {
    const winsBefore = (await sim.state()).wins;
    await sim.ignoreNextDrop();
    const result = await runSolitaire(
      ['auto', '--games', '1', '--cheat', '--delay', '8', '-v'],
      xvfb.display,
    ).done;
    expect(result.code).toBe(0);
    // The swallowed drop makes at least one retry; a press the game ignored while still
    // animating may add others, as many as the machine's speed makes.
    expect(result.stdout).toMatch(
      /^game 1\/1: won in \d+ moves \((cheat-free|\d+ cheats?), \d+ retr(y|ies)\)/,
    );
    expect(result.stdout).toMatch(
      /\n1 game: 1 won \(\d cheat-free\), 0 not won, \d+ retr(y|ies), 0 re-plans/,
    );
    expect(result.stderr).toMatch(
      /game 1\/1: the game ignored move 1 \(\d \d+ [-!]> \d \d+\); pressing again/,
    );
    expect(result.stderr).not.toMatch(/re-planning/);
    expect((await sim.state()).wins).toBe(winsBefore + 1);
    const drops = await sim.drops();
    expect(drops.filter((d) => d.result === 'ignored')).toHaveLength(1);
    expect(
      drops.filter((d) => !['legal', 'cheat', 'ignored', 'same column'].includes(d.result)),
    ).toEqual([]);
  });
});
