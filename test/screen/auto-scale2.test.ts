/**
 * `solitaire auto` end to end, on a private Xvfb screen (1920×1080) against the simulated
 * MOLEK-SYNTEZ window in Chromium: the game at scale 2, its window off-centre (part of its
 * black border off the screen), cheats allowed, seeded random deals.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openSimBench,
  runSolitaire,
  type SimBench,
  type SimWindow,
  type Xvfb,
} from '../support/molek-sim';

describe('solitaire auto at scale 2, off-centre, with cheats', () => {
  let bench: SimBench;
  let xvfb: Xvfb;
  let sim: SimWindow;
  beforeAll(async () => {
    // A 1936×1088 window at (96, 8): the 1920×1080 game sits centred in it at (104, 12), so
    // its right and bottom black border hang off the screen; cards and buttons are on it.
    bench = await openSimBench({
      scale: 2,
      position: { x: 96, y: 8 },
      size: { width: 1936, height: 1088 },
      seed: 41,
    });
    ({ xvfb, sim } = bench);
  });
  afterAll(async () => {
    await bench?.close();
  });

  it('wins 3 games of 3, and the game saw only legal drops and cheats', async () => {
    expect(sim.origin).toEqual({ x: 104, y: 12 });
    const stats = path.join(mkdtempSync(path.join(tmpdir(), 'auto-')), 'stats.json');
    const run = runSolitaire(
      ['auto', '--games', '3', '--cheat', '--delay', '8', '--stats', stats],
      xvfb.display,
    );
    const result = await run.done;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    lines.slice(0, 3).forEach((line, i) => {
      expect(line).toMatch(
        new RegExp(
          `^game ${i + 1}/3: won in \\d+ moves \\((cheat-free|\\d+ cheats?)(, \\d+ retr(y|ies))?(, \\d+ re-plans?)?\\), solve \\d+\\.\\d+ s, play \\d+\\.\\d+ s  [0-9VDKT.]{42}$`,
        ),
      );
    });
    expect(lines[3]).toMatch(
      /^3 games: 3 won \(\d cheat-free\), 0 not won, \d+ retr(y|ies), \d+ re-plans?; average [\d.]+ moves, solve /,
    );

    const state = await sim.state();
    expect(state.wins).toBe(3);
    expect(state.game).toBe(3);
    expect(state.buttonDown).toBe(false);
    const drops = await sim.drops();
    expect(drops.filter((d) => d.result !== 'legal' && d.result !== 'cheat')).toEqual([]);

    const report = JSON.parse(readFileSync(stats, 'utf8'));
    expect(report.ended).toBe('completed');
    expect(report.totals).toMatchObject({ games: 3, wins: 3, failures: 0 });
    expect(report.games.map((g: { outcome: string }) => g.outcome)).toEqual(['won', 'won', 'won']);
    // Every drag reached the game as a drop, but for presses the game swallowed (none,
    // normally; the loop notices and makes the move again, a retry), and nothing else did.
    const sum = (key: 'moves' | 'retries') =>
      report.games.reduce((n: number, g: Record<string, number>) => n + g[key], 0);
    const presses = await sim.presses();
    const swallowed = presses.filter((p) => p.result !== 'picked up' && p.result !== 'new game');
    expect(drops.length + swallowed.length).toBe(sum('moves') + sum('retries'));
    expect(presses.filter((p) => p.result === 'new game')).toHaveLength(2);
    const cheats = report.games.reduce((n: number, g: { cheats: number }) => n + g.cheats, 0);
    expect(drops.filter((d) => d.result === 'cheat')).toHaveLength(cheats);
    // The boards read at the start of each game are the deals the window dealt.
    expect(new Set(drops.map((d) => d.game))).toEqual(new Set([1, 2, 3]));
    report.games.forEach((g: { board: string }, i: number) => {
      expect(drops.find((d) => d.game === i + 1)!.board).toBe(g.board);
    });
  });
});
