/**
 * After the first win: shorter ones. Six anytime searches take turns, each bounded below
 * the best length so far: weighted A* runs, beam runs from the start and from the middle of
 * the best line, lazy searches under a move limit, and exact depth-first searches with and
 * without forced moves home (only the last proves a line shortest); and the best line is
 * polished (polish.ts). See docs/klondike-solver.md, "Shortening".
 */
import { type Move, playMove } from '../moves';
import { type KlondikeState, cloneState } from '../state';
import { type BestFirstOptions, type FinderWeights, BestFirstSearch } from './best-first';
import { Board } from './board';
import { LinePolish } from './polish';
import { DeadEndChecks, RelaxedAnswers } from './probes';
import { KlondikeSearch } from './search';

/** The first probe below the best: this fraction of its length shorter. */
const FIRST_STEP = 0.08;
/** Positions a probe may use before its step is halved. */
const PROBE_NODES = 60_000;
/** Positions each search runs in its turn, times its share. */
const TURN_NODES = 8192;
/**
 * The shares: the A* runs, the lazy searches, the exact ones with and without forced moves,
 * the polish, the beam runs, the suffix beams. The A* and beam runs find most lines far
 * shorter than the first win. The polish, with 1: on seeds 791-950 of the fair list, 1.1%
 * shorter again turning one (150 won), 0.4% turning three (132 won). The beam runs, with 3
 * (the A* runs going from 4 to 2): on the same seeds, 6.3% shorter lines in all turning one
 * (149 won) and 7.7% turning three (132 won); over 1.2 times the best line any run found, 2
 * deals instead of 14 turning one, 4 instead of 28 turning three (docs/klondike-cli.md).
 * Beam runs alone in the A* runs' place came out 1% longer in all than both, with worse
 * worst cases. The suffix beams, with 2: on the same seeds, 1.0% shorter again turning one
 * and 2.7% turning three; on 160 seeds drawn at random, 1.2% and 2.4%.
 */
const SHARES = [2, 1, 1, 1, 1, 3, 2];

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

  constructor(start: KlondikeState, forceSafe: boolean, answers: RelaxedAnswers) {
    this.search = new KlondikeSearch(
      start,
      { exact: true, safeFoundationMoves: forceSafe },
      answers,
    );
  }

  get nodes(): number {
    return this.search.nodes;
  }

  get states(): number {
    return this.search.states;
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

/** A weighted A* run: its weights and, turning three, the positions it may generate. */
interface AStarRun {
  weights: FinderWeights;
  nodes: number;
}

const ASTAR = { covered: 0, squares: 0, deepest: 0, talon: 0, notHome: 0, blocked: 0 };
/**
 * The runs in turn: the lower bound on the moves still needed weighs 1.5 to 4 times the
 * moves made (the heavier, the sooner a line and the longer it may be: the heavy ones find
 * lines on deals whose first win was hard to find), covered cards count more; a little
 * noise so that runs with other seeds go other ways.
 */
export const ASTAR_RUNS: readonly AStarRun[] = [
  { weights: { ...ASTAR, length: 2, needed: 4, covered: 2, noise: 2 }, nodes: 100_000 },
  { weights: { ...ASTAR, length: 2, needed: 3, covered: 2, noise: 2 }, nodes: 150_000 },
  { weights: { ...ASTAR, length: 1, needed: 4, covered: 2, noise: 2 }, nodes: 100_000 },
  { weights: { ...ASTAR, length: 2, needed: 4, covered: 3, noise: 2 }, nodes: 60_000 },
  { weights: { ...ASTAR, length: 1, needed: 3, covered: 4, noise: 2 }, nodes: 100_000 },
];

/**
 * Turning one card, each waste card under the top one counts as much as two moves made:
 * it leaves only after the cards over it or after a reset and a whole pass of turns. On
 * 40 fair-list deals, 1 s of A* runs alone: 15% shorter lines in all than with a weight on
 * every talon card instead (4194 -> 3548 moves); turning three it made them longer (1275
 * -> 1354 moves on 20 deals with half the weight).
 */
const WASTE_WEIGHT = 4;

/**
 * The Luby sequence (1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...), `i` from 1: run lengths for a
 * search whose time to success is heavy-tailed, within a constant factor of the best fixed
 * length without knowing it (Luby, Sinclair and Zuckerman, 1993).
 */
export function luby(i: number): number {
  for (;;) {
    let k = 1;
    while ((1 << k) - 1 < i) k++;
    if (i === (1 << k) - 1) return 1 << (k - 1);
    i -= (1 << (k - 1)) - 1;
  }
}

/**
 * Turning one card, run i (from 0) may generate `LUBY_UNIT` times luby(i + 1) positions.
 * A run that finds a line mostly does so within a few thousand positions, or after a long
 * search, and which run does is luck (seed 1383823973: seven runs of 60 000 to 150 000
 * positions found nothing, then the eighth, with the weights of the third, found a line 24
 * moves shorter after 5 000): in 1 s of `--continue` the fixed lengths gave 2 or 3 runs,
 * these about 15. On 150 won deals of the fair list turning one (seeds 791-950 of it):
 * 1.5% shorter lines in all, deals over 1.35 times the best line any run found 3 -> 2.
 * Turning three, where a run needs more positions to find anything, the fixed lengths of
 * `ASTAR_RUNS` stay: Luby lengths of 16 384 came out as often worse as better there.
 */
const LUBY_UNIT = 4096;
/**
 * At most this many units a run (131 072 positions, about the longest fixed run): a run
 * keeps every position it generates, and a `--shortest` run of minutes would otherwise
 * reach runs of millions of positions and hundreds of megabytes. Within 1 s the runs never
 * get there (the longest is 8 units).
 */
const LUBY_CAP = 32;

/** The positions A* run `run` (from 0) may generate, with Luby lengths or the fixed ones. */
export function aStarRunNodes(lubyLengths: boolean, run: number): number {
  if (!lubyLengths) return ASTAR_RUNS[run % ASTAR_RUNS.length].nodes;
  return LUBY_UNIT * Math.min(luby(run + 1), LUBY_CAP);
}

/**
 * The runs of one kind in turn: what run `run` (from 0) is below a best line of `best`
 * moves, and how many positions it may generate.
 */
interface RunKind {
  options(run: number, best: number): BestFirstOptions;
  nodes(run: number): number;
}

/**
 * Weighted A* runs (best-first on moves made plus a weighted estimate of the moves still
 * needed): the weights of `ASTAR_RUNS` in turn, with Luby lengths turning one, else the
 * fixed ones (`aStarRunNodes`).
 */
function aStarRuns(start: KlondikeState): RunKind {
  const lubyLengths = start.turn === 1;
  return {
    options: (run, best) => ({
      exact: true,
      maxMoves: best - 1,
      weights: {
        ...ASTAR_RUNS[run % ASTAR_RUNS.length].weights,
        waste: start.turn === 1 ? WASTE_WEIGHT : 0,
      },
      maxStates: 2 * aStarRunNodes(lubyLengths, run),
    }),
    nodes: (run) => aStarRunNodes(lubyLengths, run),
  };
}

/**
 * The beam runs' weights, in turn from run to run (among positions reached in the same
 * number of moves the moves made weigh the same, so they need none): the lower bound on
 * the moves still needed and covered cards, then more and more the cards not home and in
 * the talon. Each waste card under the top one weighs 4 in all. A beam goes astray when
 * the positions that look best all lead nowhere, and which weights keep a way open depends
 * on the deal (seed 1813232800 turning one, below 178 moves: every beam of the first
 * weights, 8 to 2048 wide, died out 100 to 113 moves in; a beam of 32 of the third found
 * 109 moves). On seeds 791-950 of the fair list (1 s), the three in turn gave lines 3.2%
 * shorter in all turning one than the first alone, 1.3% turning three.
 */
export const BEAM_WEIGHTS: readonly FinderWeights[] = [
  { ...ASTAR, needed: 4, covered: 4, waste: 4, noise: 2 },
  { ...ASTAR, needed: 2, covered: 2, talon: 2, notHome: 4, waste: 4, noise: 2 },
  { ...ASTAR, needed: 1, covered: 1, talon: 4, notHome: 8, waste: 4, noise: 2 },
];
/** Run i keeps `BEAM_UNIT` times luby(i + 1) positions per number of moves made... */
const BEAM_UNIT = 32;
/** ...at most this many units (512 positions). */
const BEAM_CAP = 16;
/**
 * The most positions a beam run may keep (about 80 MB): ten times what a beam of 512 met on
 * seed 1813232800 turning one (200 000).
 */
const BEAM_MAX_STATES = 2_000_000;

/** The width of beam run `run` (from 0). */
export function beamWidth(run: number): number {
  return BEAM_UNIT * Math.min(luby(run + 1), BEAM_CAP);
}

/**
 * Beam run `run` (from 0) below a line of `best` moves (`BestFirstOptions.beamWidth`): of
 * the positions reached in the same number of moves, only the few that look best go on. A
 * beam cannot stall among positions near the start that all look alike, as a best-first run
 * can: it makes a move more at each step. Widths of Luby lengths (`beamWidth`) and the
 * weights of `BEAM_WEIGHTS` in turn; the seed of the tie-break is the caller's.
 */
function beamOptions(run: number, best: number): BestFirstOptions {
  return {
    exact: true,
    maxMoves: best - 1,
    weights: BEAM_WEIGHTS[run % BEAM_WEIGHTS.length],
    maxStates: BEAM_MAX_STATES,
    beamWidth: beamWidth(run),
  };
}

/** Beam runs from the start: a run ends only with a line or when its beam dies out. */
const BEAM_RUNS: RunKind = { options: beamOptions, nodes: () => Infinity };

/**
 * Best-first runs of one kind (A* or beam), each bounded below the best length so far: most
 * find a line far shorter than a first win within a few ten thousand positions, or go
 * astray; a run that finds one starts over with the same settings below it, one that runs
 * out of positions (or a beam that dies out) gives way to the next.
 */
class BestFirstRuns {
  private current: BestFirstSearch | null = null;
  private runs = 0;
  private nodesBefore = 0;
  /**
   * Nothing more to find below the best: every position of its moves within the bound
   * expanded (A* only), or a start it cannot pack; `aim` at a new best starts again.
   */
  done = false;

  constructor(
    private readonly start: KlondikeState,
    private readonly kind: RunKind,
    private readonly checks: DeadEndChecks,
  ) {}

  get nodes(): number {
    return this.nodesBefore + (this.current?.nodes ?? 0);
  }

  get states(): number {
    return this.current?.states ?? 0;
  }

  /**
   * Aims below `best`. A line of its own: a new run with the same settings below it. A line
   * another search found: the run in progress goes on with the lower limit (starting it
   * over lost its work, and the runs that find the shortest lines are the long ones), or,
   * if it is over, the next run starts.
   */
  aim(best: number, foundIt: boolean): void {
    const current = this.current;
    if (!foundIt && current && !current.spent) {
      current.lowerLimit(best - 1);
      return;
    }
    this.startRun(best, !foundIt);
  }

  /** Starts a run below `best`, the next one or the same again. */
  private startRun(best: number, next: boolean): void {
    if (this.current) this.nodesBefore += this.current.nodes;
    if (next) this.runs++;
    this.current = new BestFirstSearch(this.start, {
      ...this.kind.options(this.runs, best),
      seed: Math.imul(this.runs + this.nodesBefore + 1, 0x9e3779b9),
      checksBeforeExpanding: this.checks,
    });
    this.done = this.current.hopeless;
  }

  /** Runs up to `budget` positions; a line shorter than `best` when it finds one. */
  run(budget: number, best: number): Move[] | null {
    const current = this.current!;
    const limit = this.kind.nodes(this.runs);
    current.run(Math.max(1, Math.min(budget, limit - current.nodes)));
    if (current.outcome === 'won') return current.solution();
    if (current.exhausted) {
      // Every position of its moves within the bound expanded: other weights would meet
      // the same ones, so the runs wait for a shorter line from the other searches.
      this.done = true;
    } else if (current.spent || current.nodes >= limit) this.startRun(best, true);
    return null;
  }
}

/** Where along the best line the suffix beams start, as fractions of its length, in turn. */
const SUFFIX_STARTS = [1 / 2, 1 / 4, 3 / 4, 1 / 8, 3 / 8, 5 / 8, 7 / 8];
/** What starting a suffix beam counts as, in positions: the moves replayed, the board packed. */
const SUFFIX_START_WORK = 16;

/**
 * Beams from a position on the best line: its first moves are kept, up to one of
 * `SUFFIX_STARTS`, and a beam searches from the position they reach for a shorter way to
 * the end than the rest of the line; a line it finds is the kept moves then its own (the
 * beam's moves replayed through the engine from that position). A beam from the start
 * must get every part of the line right at once; one from the middle of the line needs
 * only beat the rest of it, a smaller problem, and a line whose second half wanders gets
 * shorter even when no beam from the start finds anything (seed 1721187548 turning one:
 * 160 moves after 1 s without them, 122 with them). Widths and weights as the beam runs;
 * each new best line starts the next run from it.
 */
export class SuffixBeams {
  /** Always something to try: each run starts elsewhere on the line, or is wider. */
  readonly done = false;
  private current: BestFirstSearch | null = null;
  private prefix: Move[] = [];
  private runs = 0;
  private nodesBefore = 0;

  constructor(
    private readonly start: KlondikeState,
    private readonly best: () => Move[],
    private readonly checks = new DeadEndChecks(start.turn),
  ) {}

  get nodes(): number {
    return this.nodesBefore + (this.current?.nodes ?? 0);
  }

  /** The positions searched, and each run's start (so that a run that ends at once counts). */
  get work(): number {
    return this.nodes + this.runs * SUFFIX_START_WORK;
  }

  get states(): number {
    return this.current?.states ?? 0;
  }

  aim(): void {
    this.startRun();
  }

  private startRun(): void {
    if (this.current) this.nodesBefore += this.current.nodes;
    const line = this.best();
    const kept = Math.floor(line.length * SUFFIX_STARTS[this.runs % SUFFIX_STARTS.length]);
    const from = cloneState(this.start);
    for (let k = 0; k < kept; k++) playMove(from, line[k]);
    this.prefix = line.slice(0, kept);
    // Below the rest of the line: `line.length - kept` moves, less one.
    this.current = new BestFirstSearch(from, {
      ...beamOptions(this.runs, line.length - kept),
      seed: Math.imul(this.runs + 1, 0x9e3779b9),
      checksBeforeExpanding: this.checks,
    });
    this.runs++;
  }

  run(budget: number): Move[] | null {
    const current = this.current!;
    current.run(budget);
    if (current.outcome === 'won') return [...this.prefix, ...current.solution()];
    if (current.spent) this.startRun();
    return null;
  }
}

/** Positions a lazy probe may use before its step is halved. */
const LAZY_PROBE_NODES = 200_000;

/**
 * Fresh searches in the first search's own mode (winnability mode, or merged waste sizes),
 * each with a move limit below the best: their lazy prunings keep far fewer positions
 * than exact mode, and a win they find is a real line within the limit. The limit starts
 * 5% below the best and the step is halved when a probe fails, down to one move; a probe
 * of one move that fails leaves it waiting for a shorter line from the other searches.
 */
class LazyBoundedSearch {
  done = false;
  private search: KlondikeSearch | null = null;
  private nodesBefore = 0;
  private step = 0.05;
  private probeEnd = 0;

  constructor(
    private readonly start: KlondikeState,
    private readonly answers: RelaxedAnswers,
  ) {}

  get nodes(): number {
    return this.nodesBefore + (this.search?.nodes ?? 0);
  }

  get states(): number {
    return this.search?.states ?? 0;
  }

  aim(best: number): void {
    if (this.search) this.nodesBefore += this.search.nodes;
    const jump = Math.max(1, Math.floor(best * this.step));
    this.search = new KlondikeSearch(this.start, { maxMoves: best - jump }, this.answers);
    this.probeEnd = this.search.nodes + LAZY_PROBE_NODES;
    this.done = best - jump < 0;
  }

  run(budget: number, best: number): Move[] | null {
    const search = this.search!;
    search.run(Math.max(1, Math.min(budget, this.probeEnd - search.nodes)));
    if (search.outcome === 'won') return search.solution();
    if (search.outcome === 'not-winnable' || search.nodes >= this.probeEnd) {
      if (Math.floor(best * this.step) <= 1) {
        this.done = true;
        return null;
      }
      this.step /= 2;
      this.aim(best);
    }
    return null;
  }
}

/** One of the searches that take turns. */
interface Member {
  /** Positions searched. */
  readonly nodes: number;
  /** What the turns count, when not the positions searched: their worth in time (`LinePolish`). */
  readonly work?: number;
  readonly states: number;
  /** Nothing more to look for until the best changes. */
  readonly done: boolean;
  /** Aims below a best line of `best` moves (`foundIt`: the line is this member's own). */
  aim(best: number, foundIt: boolean): void;
  run(budget: number, best: number): Move[] | null;
}

export class ShorteningSearch {
  /** The shortest line found so far, replayed through the engine. */
  best: Move[];
  /** True once no line of the moves the search keeps is shorter than `best`. */
  proven: boolean;
  /** The first win's length, the line the search started from. */
  readonly firstLength: number;
  /** The lower bound on the moves a win needs from the start (`Board.movesStillNeeded`). */
  readonly lowerBound: number;
  /**
   * In turn, with the shares of `SHARES`: weighted A* runs (with the beam runs, the last
   * member, most lines far shorter than the first win come from these), lazy bounded
   * searches, and two bounded depth-first searches in exact mode, with safe moves home
   * forced (their lines come sooner) and without (a move home can be one the winning
   * condition does not need, so only this one, the prover, proves a line shortest); the
   * polish of the best line (polish.ts); beam runs; and beams from the middle of the best
   * line.
   */
  private readonly members: Member[] = [];
  private readonly prover: BoundedSearch | null = null;
  private turn = 0;
  private spentInTurn = 0;

  constructor(start: KlondikeState, first: Move[]) {
    this.best = first;
    this.firstLength = first.length;
    this.proven = first.length === 0;
    this.lowerBound = new Board(start).movesStillNeeded();
    if (this.proven) return;
    // The relaxed game's answers, kept by position for every search of the shortening
    // (`RelaxedAnswers`); one relaxed game and schedule for all the best-first runs.
    const answers = new RelaxedAnswers();
    this.prover = new BoundedSearch(start, false, answers);
    const checks = new DeadEndChecks(start.turn, answers);
    this.members = [
      new BestFirstRuns(start, aStarRuns(start), checks),
      new LazyBoundedSearch(start, answers),
      new BoundedSearch(start, true, answers),
      this.prover,
      new LinePolish(start, () => this.best),
      new BestFirstRuns(start, BEAM_RUNS, checks),
      new SuffixBeams(start, () => this.best, checks),
    ];
    for (const member of this.members) member.aim(first.length, true);
    this.proven = this.prover.done;
  }

  get nodes(): number {
    return this.members.reduce((sum, m) => sum + m.nodes, 0);
  }

  get states(): number {
    return this.members.reduce((sum, m) => sum + m.states, 0);
  }

  /** Searches up to about `budget` positions; true once `best` is proven shortest. */
  run(budget: number): boolean {
    if (this.proven) return true;
    const { members } = this;
    if (members[this.turn].done || this.spentInTurn >= TURN_NODES * SHARES[this.turn]) {
      do this.turn = (this.turn + 1) % members.length;
      while (members[this.turn].done);
      this.spentInTurn = 0;
    }
    const member = members[this.turn];
    const before = member.work ?? member.nodes;
    const line = member.run(budget, this.best.length);
    this.spentInTurn += (member.work ?? member.nodes) - before;
    if (line && line.length < this.best.length) {
      this.best = line;
      for (const m of members) m.aim(line.length, m === member);
    } else if (line) {
      member.aim(this.best.length, false);
    }
    this.proven = this.prover!.done;
    return this.proven;
  }
}
