/**
 * When to ask the relaxed game of dead-ends.ts about a new position. Positions reached by
 * laying a card on a column (from a column, the talon or home) are asked: that move covers
 * a card another may have needed. Turning three, so are those reached by a talon card going
 * home: the talon cards after it shift, and which of them can reach the waste top changes
 * (on two of three deals measured a third to two thirds of those probes found a dead end,
 * on the third hardly any, and the schedule below makes them sparse there). After a
 * column card goes home, or a talon card turning one, the relaxed game found no dead end
 * on the deals measured, so those are not asked. A probe costs about as much as five
 * positions, and on some deals probes after one kind of move prune most of the search
 * while on others they never find anything: while few probes after that kind of move
 * found a dead end lately, only one such position in `PROBE_SPARSE` is probed.
 */
import type { Board } from './board';
import { DeadEnds } from './dead-ends';
import { FirstMoves } from './first-move';
import { COLUMN_TO_FOUNDATION, TALON_TO_FOUNDATION, moveKind } from './packed-move';
import { FRESH, SEEN, SEEN_CUT, TranspositionTable } from './transposition-table';

/** The window probes are counted over, and when their hits count as rare. */
const PROBE_WINDOW = 4096;
const PROBE_RARE = 32;
const PROBE_SPARSE = 16;
/**
 * The relaxed games the portfolio's depth-first searches let twins with one parent
 * (`DeadEnds`) play: at every position they ask about until those are played, so at the
 * first few hundred. A look costs about 25 games on the deals measured, too dear for every
 * position; near the start, where a dead end heads the largest subtree, it pays (see
 * docs/klondike-solver.md, "Dead ends"). The shortening's searches, started again and
 * again, look at their start only.
 */
export const ONE_PARENT_GAMES = 5000;

/**
 * What a look for a card that can never make its first move counts, in positions, in the
 * portfolio's turns (it costs 0.3-1.2 ms, a position 2-5 µs). Counted, the searches beside
 * the depth-first ones keep their share of the time where the looks are many: on
 * 1279095776 turning three the win finder won in 2.7 s instead of 3.6 s (1.7 s counted as
 * 200). On the fifth sample turning three (`--continue 0`), 100 against 0: 12 -> 11 deals
 * undecided under the exchange rules, 11 -> 12 under the standard rules; 200 took
 * 987104595 turning three from 2.4 s to 4.5 s, so 100.
 */
const FIRST_MOVE_WORK = 100;

export class ProbeSchedule {
  /** Per kind of move: probes made and dead ends found, lately. */
  private readonly probes = new Int32Array(8);
  private readonly hits = new Int32Array(8);
  private turn = 0;

  /** `cardsTurned`: the position's turn count (1 or 3). */
  constructor(private readonly cardsTurned = 1) {}

  /** Whether to probe the position move `m` led to (sound whatever it answers). */
  shouldProbe(m: number): boolean {
    const kind = moveKind(m);
    if (kind === COLUMN_TO_FOUNDATION) return false;
    if (kind === TALON_TO_FOUNDATION && this.cardsTurned === 1) return false;
    const probes = this.probes;
    if (probes[kind] >= PROBE_WINDOW && this.hits[kind] * PROBE_RARE < probes[kind]) {
      if ((++this.turn & (PROBE_SPARSE - 1)) !== 0) return false;
    }
    if (++probes[kind] >= 2 * PROBE_WINDOW) {
      probes[kind] >>= 1;
      this.hits[kind] >>= 1;
    }
    return true;
  }

  /** The probe after move `m` found a dead end. */
  hit(m: number): void {
    this.hits[moveKind(m)]++;
  }
}

/**
 * The relaxed game with its schedule: one for each depth-first search and each win-finder
 * run, and one for all the best-first runs of the shortening on a deal, so that what the
 * schedules learn (which moves lead to dead ends on this deal, whether twins lock each
 * other on it) carries over from run to run. Each run had its own
 * before: the runs are short (a few thousand positions), so their schedules never got past
 * the first `PROBE_WINDOW` probes, and the twin checks, which found no dead end on the
 * deals measured there, never became sparse: on seed 267484001 turning one, twins were
 * looked for at 43 000 of the 71 000 positions asked about in 1 s of shortening, for no
 * dead end (at 24 000 of 70 000 with one schedule). On three deals, asking only before
 * expanding gave 1.2-1.4 times the positions a second in 1 s of shortening, and with one
 * schedule 1.4-1.8 times. The win finder's runs keep a schedule each (see
 * `BestFirstOptions.checksBeforeExpanding`).
 */
export class DeadEndChecks {
  private readonly deadEnds: DeadEnds;
  private readonly schedule: ProbeSchedule;

  /**
   * `cardsTurned`: the deal's turn count (1 or 3); `answers`: what the relaxed game said
   * of positions met before, shared with other searches of the deal under the same rules;
   * `pins`: look for a parent pinned too (the depth-first searches: the win finder's runs
   * are too short for their schedules to learn that it finds nothing on a deal);
   * `oneParentGames`: the relaxed games twins with one parent may play past the start;
   * `firstMoves`: look for a card that can never make its first move too (first-move.ts).
   */
  constructor(
    cardsTurned: number,
    private readonly answers: RelaxedAnswers | null = null,
    pins = false,
    oneParentGames = 0,
    firstMoves = false,
  ) {
    this.schedule = new ProbeSchedule(cardsTurned);
    this.deadEnds = new DeadEnds(true, pins);
    this.deadEnds.oneParentGames = oneParentGames;
    if (firstMoves) this.deadEnds.firstMoves = new FirstMoves();
  }

  /**
   * What the looks for a card that can never make its first move have cost, in positions
   * (`FIRST_MOVE_WORK` each): a search's turns in the portfolio count them, so that the
   * searches beside it keep their share of the time.
   */
  get extraWork(): number {
    return (this.deadEnds.firstMoves?.asked ?? 0) * FIRST_MOVE_WORK;
  }

  /**
   * Whether the relaxed game finds `board` dead, asked whatever the schedule says and
   * thoroughly (`DeadEnds.thorough`): a search's start, asked once.
   */
  deadNow(board: Board): boolean {
    this.deadEnds.thorough = true;
    const dead = board.isDeadEnd(this.deadEnds);
    this.deadEnds.thorough = false;
    return dead;
  }

  /** Whether the schedule asks the relaxed game about `board`, reached by move `m`, and it is dead. */
  deadAfter(board: Board, m: number): boolean {
    if (!this.schedule.shouldProbe(m) || !this.dead(board)) return false;
    this.schedule.hit(m);
    return true;
  }

  /** The relaxed game's answer, its first run taken from `answers` where they have it. */
  private dead(board: Board): boolean {
    const answers = this.answers;
    if (!answers) return board.isDeadEnd(this.deadEnds);
    const known = answers.find(board);
    if (known !== UNKNOWN) return known === DEAD || board.isDeadEnd(this.deadEnds, true);
    const dead = board.isDeadEnd(this.deadEnds);
    answers.record(this.deadEnds.clearedLast);
    return dead;
  }
}

/** What `RelaxedAnswers.find` says of a position. */
const UNKNOWN = 0;
const CLEARS = 1;
const DEAD = 2;
/** Up to 2^21 slots (24 MB); full, new answers take the place of old ones. */
const ANSWER_BITS = 21;

/**
 * Whether the relaxed game clears a position (the first of its runs, before the twins that
 * lock each other), by the position's key with the waste size told apart: the cards where
 * they lie, the foundations, the waste size and the resets left (the talon is what the
 * others leave, in the deal's order). That run depends on nothing else, so an answer found
 * once holds whenever the position is met again under the same rules, and the twins are
 * still looked at on the schedule as before: the searches that share it ask exactly what
 * they asked, and get the same answers. The win finder's runs each start again from the
 * deal and meet many positions the runs before them asked about; so do the shortening's
 * searches, below each new best line.
 */
export class RelaxedAnswers {
  private readonly table = new TranspositionTable(16, ANSWER_BITS);
  private readonly key = new Int32Array(2);

  /**
   * `weaker`: the answers under rules that allow less (the exchange rules', for the
   * standard rules): a position their relaxed game clears, this one clears too.
   */
  constructor(private readonly weaker: RelaxedAnswers | null = null) {}

  /** UNKNOWN (then `record` the answer), CLEARS or DEAD. */
  find(board: Board): number {
    const key = this.key;
    board.key(board.wasteSize, key);
    // The table's "fails for good" holds a dead end, its "cut" a position that clears.
    const seen = this.table.visit(key[0], key[1], 0);
    if (seen !== FRESH) return seen === SEEN ? DEAD : CLEARS;
    if (this.weaker?.table.peek(key[0], key[1]) === SEEN_CUT) {
      this.record(true);
      return CLEARS;
    }
    return UNKNOWN;
  }

  /** The answer for the position `find` last did not know: whether the relaxed game clears it. */
  record(clears: boolean): void {
    this.table.finish(this.key[0], this.key[1], clears);
  }
}
