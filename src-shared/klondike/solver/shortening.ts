/**
 * After the first win: shorter ones. Anytime depth-first searches in exact mode bounded
 * below the best length so far, with the same stuck columns, dead ends and tables; see
 * docs/klondike-solver.md, "Shortening".
 */
import type { Move } from '../moves';
import type { KlondikeState } from '../state';
import { type FinderWeights, BestFirstSearch } from './best-first';
import { KlondikeSearch } from './search';

/** The first probe below the best: this fraction of its length shorter. */
const FIRST_STEP = 0.08;
/** Positions a probe may use before its step is halved. */
const PROBE_NODES = 60_000;
/** Positions each search runs in its turn. */
const TURN_NODES = 8192;

/**
 * One bounded search: probes a bound `step` of the best length below it with a budget of
 * positions, halving the step when the budget runs out or the bound is proven too short,
 * down to one move below the best with no budget.
 */
class BoundedSearch {
  readonly search: KlondikeSearch;
  /** No line of this search's moves is this long or shorter (-1: nothing known). */
  floor = -1;
  /** True once no line of its moves is shorter than the best. */
  done = false;
  private step = FIRST_STEP;
  private bound = 0;
  private probeEnd = 0;

  constructor(start: KlondikeState, forceSafe: boolean) {
    this.search = new KlondikeSearch(start, { exact: true, safeFoundationMoves: forceSafe });
  }

  /** Aims below a best line of `best` moves. */
  aim(best: number): void {
    const jump = Math.floor(best * this.step);
    const bound = Math.max(this.floor + 1, best - Math.max(1, jump));
    this.done = bound >= best;
    if (this.done) return;
    this.bound = bound;
    this.probeEnd = jump > 1 ? this.search.nodes + PROBE_NODES : Infinity;
    this.search.tighten(bound);
  }

  /** Runs up to `budget` positions; a shorter line when it finds one. */
  run(budget: number, best: number): Move[] | null {
    const search = this.search;
    search.run(Math.min(budget, Math.max(1, this.probeEnd - search.nodes)));
    if (search.outcome === 'won') return search.solution();
    if (search.outcome === 'not-winnable') {
      this.floor = this.bound;
      this.step /= 2;
      this.aim(best);
    } else if (search.nodes >= this.probeEnd) {
      this.step /= 2;
      this.aim(best);
    }
    return null;
  }
}

/** A weighted A* run: its weights and the positions it may generate. */
interface AStarRun {
  weights: FinderWeights;
  nodes: number;
}

const ASTAR = { covered: 0, squares: 0, deepest: 0, talon: 0, notHome: 0, blocked: 0 };
/**
 * The runs in turn: the lower bound on the moves still needed weighs 1.5 to 4 times the
 * moves made (the heavier, the sooner a line and the longer it may be: the heavy ones find
 * lines on deals whose first win was hard to find), covered cards count more and, turning
 * one card, each talon card 1 more (each costs a turn to reach); a little noise so that
 * runs with other seeds go other ways.
 */
const ASTAR_RUNS: readonly AStarRun[] = [
  { weights: { ...ASTAR, length: 2, needed: 4, covered: 2, noise: 2 }, nodes: 100_000 },
  { weights: { ...ASTAR, length: 2, needed: 3, covered: 2, noise: 2 }, nodes: 150_000 },
  { weights: { ...ASTAR, length: 1, needed: 4, covered: 2, noise: 2 }, nodes: 100_000 },
  { weights: { ...ASTAR, length: 2, needed: 4, covered: 3, noise: 2 }, nodes: 60_000 },
  { weights: { ...ASTAR, length: 1, needed: 3, covered: 4, noise: 2 }, nodes: 100_000 },
];

/**
 * Weighted A* runs (best-first on moves made plus a weighted estimate of the moves still
 * needed), each bounded below the best length so far: most find a line far shorter than a
 * first win within a few ten thousand positions, or go astray; a run that finds one starts
 * over with the same weights below it, one that runs out of positions gives way to the next.
 */
class WeightedAStarRuns {
  private current: BestFirstSearch | null = null;
  private runs = 0;
  private nodesBefore = 0;
  /**
   * Nothing more to find below the best: every position of its moves within the bound
   * expanded, or a start it cannot pack; `aim` at a new best starts again.
   */
  done = false;

  constructor(private readonly start: KlondikeState) {}

  get nodes(): number {
    return this.nodesBefore + (this.current?.nodes ?? 0);
  }

  get states(): number {
    return this.current?.states ?? 0;
  }

  /** Starts a run with the next weights (or, after a win, the same ones) below `best`. */
  aim(best: number, sameWeights = false): void {
    if (this.current) this.nodesBefore += this.current.nodes;
    if (!sameWeights) this.runs++;
    const run = ASTAR_RUNS[this.runs % ASTAR_RUNS.length];
    this.current = new BestFirstSearch(this.start, {
      exact: true,
      maxMoves: best - 1,
      weights: { ...run.weights, talon: this.start.turn === 1 ? 1 : 0 },
      maxStates: 2 * run.nodes,
      seed: Math.imul(this.runs + this.nodesBefore + 1, 0x9e3779b9),
    });
    this.done = this.current.hopeless;
  }

  /** Runs up to `budget` positions; a line shorter than `best` when it finds one. */
  run(budget: number, best: number): Move[] | null {
    const current = this.current!;
    const limit = ASTAR_RUNS[this.runs % ASTAR_RUNS.length].nodes;
    current.run(Math.max(1, Math.min(budget, limit - current.nodes)));
    if (current.outcome === 'won') return current.solution();
    if (current.exhausted) {
      // Every position of its moves within the bound expanded: other weights would meet
      // the same ones, so the runs wait for a shorter line from the other searches.
      this.done = true;
    } else if (current.spent || current.nodes >= limit) this.aim(best);
    return null;
  }
}

/** Positions each search runs in its turn (the A* runs twice as many as each other). */
const SHARES = [2, 1, 1];

export class ShorteningSearch {
  /** The shortest line found so far, replayed through the engine. */
  best: Move[];
  /** True once no line of the moves the search keeps is shorter than `best`. */
  proven: boolean;
  /** Weighted A* runs: most lines far shorter than the first win come from these. */
  private readonly astar: WeightedAStarRuns | null = null;
  /**
   * Two bounded depth-first searches: with safe moves home forced (their lines come sooner)
   * and without (a move home can be one the winning condition does not need, so only this
   * one proves a line shortest).
   */
  private readonly bounded: BoundedSearch[] = [];
  private turn = 0;
  private spentInTurn = 0;

  constructor(start: KlondikeState, first: Move[]) {
    this.best = first;
    this.proven = first.length === 0;
    if (this.proven) return;
    this.astar = new WeightedAStarRuns(start);
    this.astar.aim(first.length, true);
    this.bounded = [new BoundedSearch(start, true), new BoundedSearch(start, false)];
    for (const member of this.bounded) member.aim(first.length);
    this.proven = this.prover.done;
  }

  private get prover(): BoundedSearch {
    return this.bounded[1];
  }

  get nodes(): number {
    return this.bounded.reduce((sum, m) => sum + m.search.nodes, this.astar?.nodes ?? 0);
  }

  get states(): number {
    return this.bounded.reduce((sum, m) => sum + m.search.states, this.astar?.states ?? 0);
  }

  /** Whether member `k` (0 the A* runs, then the bounded searches) can still help. */
  private active(k: number): boolean {
    return k === 0 ? !this.astar!.done : !this.bounded[k - 1].done;
  }

  /** Searches up to about `budget` positions; true once `best` is proven shortest. */
  run(budget: number): boolean {
    if (this.proven) return true;
    if (!this.active(this.turn) || this.spentInTurn >= TURN_NODES * SHARES[this.turn]) {
      do this.turn = (this.turn + 1) % SHARES.length;
      while (!this.active(this.turn));
      this.spentInTurn = 0;
    }
    const before = this.nodes;
    const line =
      this.turn === 0
        ? this.astar!.run(budget, this.best.length)
        : this.bounded[this.turn - 1].run(budget, this.best.length);
    this.spentInTurn += this.nodes - before;
    if (line && line.length < this.best.length) {
      this.best = line;
      this.astar!.aim(line.length, this.turn === 0);
      for (const m of this.bounded) m.aim(line.length);
    } else if (line) {
      if (this.turn === 0) this.astar!.aim(this.best.length);
      else this.bounded[this.turn - 1].aim(this.best.length);
    }
    this.proven = this.prover.done;
    return this.proven;
  }
}
