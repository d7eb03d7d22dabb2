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
import { COLUMN_TO_FOUNDATION, TALON_TO_FOUNDATION, moveKind } from './packed-move';

/** The window probes are counted over, and when their hits count as rare. */
const PROBE_WINDOW = 4096;
const PROBE_RARE = 32;
const PROBE_SPARSE = 16;

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
  private readonly deadEnds = new DeadEnds();
  private readonly schedule: ProbeSchedule;

  /** `cardsTurned`: the deal's turn count (1 or 3). */
  constructor(cardsTurned: number) {
    this.schedule = new ProbeSchedule(cardsTurned);
  }

  /** Whether the relaxed game finds `board` dead, asked whatever the schedule says. */
  deadNow(board: Board): boolean {
    return board.isDeadEnd(this.deadEnds);
  }

  /** Whether the schedule asks the relaxed game about `board`, reached by move `m`, and it is dead. */
  deadAfter(board: Board, m: number): boolean {
    if (!this.schedule.shouldProbe(m) || !board.isDeadEnd(this.deadEnds)) return false;
    this.schedule.hit(m);
    return true;
  }
}
