import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealFromSeed } from '../deal';
import { type Move, playMove } from '../moves';
import { solve } from '../solver';
import { type KlondikeState, cloneState, isWon } from '../state';
import { BestFirstSearch } from './best-first';
import { Board } from './board';
import { DeadEnds } from './dead-ends';
import { MoveGenerator } from './move-generation';
import { DeadEndChecks } from './probes';
import {
  ASTAR_RUNS,
  BEAM_WEIGHTS,
  ShorteningSearch,
  SuffixBeams,
  aStarRunNodes,
  beamWidth,
  luby,
} from './shortening';

function replayWins(state: KlondikeState, moves: readonly Move[]): boolean {
  const copy = cloneState(state);
  for (const move of moves) playMove(copy, move);
  return isWon(copy);
}

/** The first seeds of the benchmark's fair list (spread over the generator's range). */
const FAIR_SEEDS = readFileSync('scripts/bench/klondike-seeds.txt', 'utf8')
  .split('\n')
  .filter((line) => /^\d+$/.test(line.trim()))
  .slice(0, 5)
  .map(Number);

/** The deals of `FAIR_SEEDS` the solver wins turning `turn`, with their first wins. */
function firstWins(turn: 1 | 3): { seed: number; deal: KlondikeState; first: Move[] }[] {
  return FAIR_SEEDS.flatMap((seed) => {
    const deal = dealFromSeed(seed, { turn });
    const first = solve(deal);
    return first.outcome === 'won' ? [{ seed, deal, first: first.moves }] : [];
  });
}

/** The shortest line a shortening search finds in `positions` positions. */
function shorten(start: KlondikeState, first: Move[], positions: number): Move[] {
  const search = new ShorteningSearch(start, first);
  while (search.nodes < positions && !search.run(4096));
  return search.best;
}

describe('ShorteningSearch', () => {
  it.each([1, 3] as const)(
    'turn %i: finds lines shorter than the first win, the same ones each time',
    (turn) => {
      let won = 0;
      let shortened = 0;
      for (const seed of FAIR_SEEDS) {
        const deal = dealFromSeed(seed, { turn });
        const first = solve(deal);
        if (first.outcome !== 'won') continue;
        won++;
        const line = shorten(deal, first.moves, 200_000);
        expect(replayWins(deal, line), `seed ${seed}`).toBe(true);
        expect(line.length, `seed ${seed}`).toBeLessThanOrEqual(first.moves.length);
        if (line.length < first.moves.length) shortened++;
        // Positions, not time, bound it here: the same budget gives the same line.
        expect(shorten(deal, first.moves, 200_000)).toEqual(line);
      }
      // Of the 5 deals 4 are won each way; at most one keeps its first line.
      expect(won).toBe(4);
      expect(shortened).toBeGreaterThanOrEqual(won - 1);
    },
    120_000,
  );
});

describe('BestFirstSearch.lowerLimit', () => {
  it('cuts the positions open already: below the lower bound, a run in progress ends with none left', () => {
    const deal = dealFromSeed(FAIR_SEEDS[0], { turn: 1 });
    // The shortening's first A* weights: moves made 2, moves still needed 4, covered cards 2.
    const weights = ASTAR_RUNS[0].weights;
    const run = new BestFirstSearch(deal, {
      exact: true,
      maxMoves: 1000,
      weights,
      maxStates: 100_000,
    });
    run.run(300);
    expect(run.outcome).toBe('undecided');
    expect(run.spent).toBe(false);
    // No line from the start is shorter than the lower bound on the moves still needed.
    run.lowerLimit(new Board(deal).movesStillNeeded() - 1);
    while (!run.run(4096));
    expect(run.outcome).toBe('undecided');
    expect(run.exhausted).toBe(true);
  });

  it('a run whose limit is lowered on the way wins only within the new limit', () => {
    const deal = dealFromSeed(FAIR_SEEDS[0], { turn: 1 });
    // Its third: moves made 1, moves still needed 4, covered cards 2.
    const weights = ASTAR_RUNS[2].weights;
    const options = { exact: true, maxMoves: 1000, weights, maxStates: 400_000 };
    const free = new BestFirstSearch(deal, options);
    while (!free.run(4096));
    expect(free.outcome).toBe('won');
    const unbounded = free.solution().length;
    // The same run, its limit lowered below that line after 300 positions.
    const bounded = new BestFirstSearch(deal, options);
    bounded.run(300);
    expect(bounded.outcome).toBe('undecided');
    bounded.lowerLimit(unbounded - 1);
    while (!bounded.run(4096));
    expect(bounded.outcome).toBe('won');
    const line = bounded.solution();
    expect(line.length).toBeLessThan(unbounded);
    expect(replayWins(deal, line)).toBe(true);
  });
});

describe('A* run lengths', () => {
  it('follow the Luby sequence', () => {
    const first = Array.from({ length: 31 }, (_, k) => luby(k + 1));
    expect(first).toEqual([
      1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 16,
    ]);
    expect(luby(63)).toBe(32);
    expect(luby(64)).toBe(1);
  });

  it('with Luby lengths (turning one), run i may generate 4096 times luby(i + 1) positions; else the fixed lengths', () => {
    expect(Array.from({ length: 8 }, (_, run) => aStarRunNodes(true, run))).toEqual([
      4096, 4096, 8192, 4096, 4096, 8192, 16384, 4096,
    ]);
    // At most 32 units: run 62 is luby(63) = 32, run 126 luby(127) = 64, capped.
    expect(aStarRunNodes(true, 62)).toBe(131_072);
    expect(aStarRunNodes(true, 126)).toBe(131_072);
    expect(aStarRunNodes(true, 127)).toBe(4096);
    expect(Array.from({ length: 7 }, (_, run) => aStarRunNodes(false, run))).toEqual([
      100_000, 150_000, 100_000, 60_000, 100_000, 100_000, 150_000,
    ]);
  });
});

describe('BestFirstSearch and the relaxed game', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * Runs A* (`beamWidth` 0) or a beam from the first fair-list deal turning three for 30 000
   * positions: the runs of the relaxed game on it, those that found a dead end, and the
   * positions expanded.
   */
  function count(beamWidth: number, checksBeforeExpanding?: DeadEndChecks) {
    const deal = dealFromSeed(FAIR_SEEDS[0], { turn: 3 });
    const isDead = vi.spyOn(DeadEnds.prototype, 'isDead');
    const expand = vi.spyOn(MoveGenerator.prototype, 'generate');
    const run = new BestFirstSearch(deal, {
      exact: true,
      maxMoves: 1000,
      weights: BEAM_WEIGHTS[0],
      maxStates: 1_000_000,
      seed: 1,
      beamWidth,
      checksBeforeExpanding,
    });
    // (The run's start is asked about once, when the run is made.)
    expect(isDead).toHaveBeenCalledTimes(1);
    run.run(30_000);
    const dead = isDead.mock.results.filter((r) => r.value === true).length;
    const counts = {
      asked: isDead.mock.calls.length - 1,
      dead,
      expanded: expand.mock.calls.length,
    };
    vi.restoreAllMocks();
    return counts;
  }

  it.each([
    ['a best-first run', 0],
    ['a beam run of 32', 32],
  ])(
    '%s with checksBeforeExpanding asks it only about positions it is about to expand',
    (_, beamWidth) => {
      const { asked, dead, expanded } = count(beamWidth, new DeadEndChecks(3));
      // Each position asked about was expanded next, unless the relaxed game found it dead
      // (or, in a beam, it is in the layer opened last, not all expanded yet).
      expect(asked - dead).toBeLessThanOrEqual(expanded + beamWidth);
      expect(dead).toBeGreaterThan(0);
      // Without them (the win finder's runs), it asks about new positions as they come,
      // most of which are never expanded.
      const before = count(beamWidth);
      expect(before.asked - before.dead).toBeGreaterThan(2 * before.expanded);
    },
  );
});

describe('Beam runs (BestFirstSearch with beamWidth)', () => {
  /** A beam run from `deal` below `maxMoves` + 1 moves, run until spent. */
  function beam(deal: KlondikeState, maxMoves: number, width: number): BestFirstSearch {
    const run = new BestFirstSearch(deal, {
      exact: true,
      maxMoves,
      weights: BEAM_WEIGHTS[0],
      beamWidth: width,
      maxStates: 2_000_000,
      seed: 1,
    });
    while (!run.run(4096));
    return run;
  }

  it.each([1, 3] as const)(
    'turn %i: a beam of 32 below the first win finds a shorter line that wins, the same each time',
    (turn) => {
      const wins = firstWins(turn);
      expect(wins).toHaveLength(4);
      for (const { seed, deal, first } of wins) {
        const run = beam(deal, first.length - 1, 32);
        expect(run.outcome, `seed ${seed}`).toBe('won');
        const line = run.solution();
        expect(line.length, `seed ${seed}`).toBeLessThan(first.length);
        expect(replayWins(deal, line), `seed ${seed}`).toBe(true);
        expect(beam(deal, first.length - 1, 32).solution()).toEqual(line);
      }
    },
    120_000,
  );

  it('a beam too narrow dies out without a win, and says nothing about the deal (not exhausted)', () => {
    // Seed 648477358 turning three, below 138 moves: widths 1 and 2 keep only positions
    // that lead nowhere within the limit; a beam of 4 wins within it.
    const deal = dealFromSeed(648477358, { turn: 3 });
    for (const width of [1, 2]) {
      const run = beam(deal, 137, width);
      expect(run.spent, `width ${width}`).toBe(true);
      expect(run.outcome, `width ${width}`).toBe('undecided');
      expect(run.exhausted, `width ${width}`).toBe(false);
    }
    const wider = beam(deal, 137, 4);
    expect(wider.outcome).toBe('won');
    expect(wider.solution().length).toBeLessThanOrEqual(137);
    expect(replayWins(deal, wider.solution())).toBe(true);
  });

  it('widths: 32 times luby(i + 1), at most 512', () => {
    expect(Array.from({ length: 8 }, (_, run) => beamWidth(run))).toEqual([
      32, 32, 64, 32, 32, 64, 128, 32,
    ]);
    // Run 30 is luby(31) = 16 units, run 62 luby(63) = 32, capped at 16.
    expect(beamWidth(30)).toBe(512);
    expect(beamWidth(62)).toBe(512);
    expect(beamWidth(63)).toBe(32);
  });
});

describe('SuffixBeams', () => {
  it.each([1, 3] as const)(
    'turn %i: keeps the first half of the first win and finds a shorter way on from there',
    (turn) => {
      const wins = firstWins(turn);
      expect(wins).toHaveLength(4);
      for (const { seed, deal, first } of wins) {
        const beams = new SuffixBeams(deal, () => first);
        beams.aim();
        // The first run starts halfway along the line, with a beam of 32.
        let line: Move[] | null = null;
        while (!line && beams.work < 100_000) line = beams.run(4096);
        expect(line, `seed ${seed}`).not.toBeNull();
        const kept = Math.floor(first.length / 2);
        expect(line!.slice(0, kept), `seed ${seed}`).toEqual(first.slice(0, kept));
        expect(line!.length, `seed ${seed}`).toBeLessThan(first.length);
        expect(replayWins(deal, line!), `seed ${seed}`).toBe(true);
      }
    },
    120_000,
  );
});
