/**
 * Polishing a line: the best line found so far with one move left out (or two or three in
 * a row, or two apart), replayed through the engine from the position before the first
 * move left out; when what is left is still legal and wins (maybe sooner), it is a shorter
 * line. The searches' lines keep moves that do nothing for the win: a turn too many, a
 * pile carried over and back, a card sent home that the win does not need. See
 * docs/klondike-solver.md, "Shortening".
 */
import { type Move, isLegal, playMove } from '../moves';
import { type KlondikeState, cloneState, isWon } from '../state';

/** Runs of moves left out together, one after another: 1 to this many. */
const MAX_RUN = 3;
/** Two moves left out together: at most this far apart. */
const PAIR_SPAN = 40;
/**
 * A move replayed (the copy of the position a try starts from counted as one) costs a fifth
 * to an eighth of a position searched: 0.34 us, against 1.9 us turning one and 2.7 us
 * turning three, on 40 fair-list deals. The polish's turns are counted at five moves a
 * position, so it gets a little less time than its share says.
 */
const MOVES_PER_POSITION = 5;

/** A line to try: the best line without moves `at` to `runEnd - 1` and move `pair` (-1: none). */
interface Candidate {
  at: number;
  runEnd: number;
  pair: number;
}

/** The lines to try, a line of `length` moves with some left out, by the first left out. */
function* shorterLines(length: number): Generator<Candidate> {
  for (let at = 0; at < length; at++) {
    for (let run = 1; run <= MAX_RUN && at + run <= length; run++) {
      yield { at, runEnd: at + run, pair: -1 };
    }
    for (let pair = at + 2; pair < Math.min(length, at + PAIR_SPAN); pair++) {
      yield { at, runEnd: at + 1, pair };
    }
  }
}

/**
 * The part of `line` from move `from` on, without the moves `leftOut` names, that wins
 * from `start` (up to the first won position), or null if a move of it is illegal or it
 * never wins; `count` is told how many moves were replayed (the copy of `start` counts as
 * one).
 */
export function winningPart(
  start: KlondikeState,
  line: readonly Move[],
  count: (moves: number) => void = () => {},
  from = 0,
  leftOut: (k: number) => boolean = () => false,
): Move[] | null {
  const state = cloneState(start);
  let replayed = 1;
  let end = -1;
  if (isWon(state)) end = from;
  else {
    for (let k = from; k < line.length; k++) {
      if (leftOut(k)) continue;
      replayed++;
      if (!isLegal(state, line[k])) break;
      playMove(state, line[k]);
      if (isWon(state)) {
        end = k + 1;
        break;
      }
    }
  }
  count(replayed);
  if (end < 0) return null;
  const part: Move[] = [];
  for (let k = from; k < end; k++) if (!leftOut(k)) part.push(line[k]);
  return part;
}

/**
 * The polish as one of the shortening's searches: resumable (`run` tries lines until its
 * budget of positions is spent), starting over on each new best line (`aim`), and done
 * once every line of the current best with moves left out has been tried.
 */
export class LinePolish {
  done = false;
  private movesReplayed = 0;
  private lines: Generator<Candidate> | null = null;
  private line: readonly Move[] = [];
  /**
   * The position after the line's first `prefixAt` moves: the lines to try come in the
   * order of the first move they leave out, so each try replays only the moves from there.
   */
  private prefix: KlondikeState;
  private prefixAt = 0;

  /** `best`: the best line so far (the shortening's own). */
  constructor(
    private readonly start: KlondikeState,
    private readonly best: () => readonly Move[],
  ) {
    this.prefix = start;
  }

  /** It searches no positions. */
  get nodes(): number {
    return 0;
  }

  /** Work done, in positions' worth (see `MOVES_PER_POSITION`). */
  get work(): number {
    return Math.floor(this.movesReplayed / MOVES_PER_POSITION);
  }

  get states(): number {
    return 0;
  }

  aim(): void {
    this.line = this.best();
    this.lines = shorterLines(this.line.length);
    this.prefix = cloneState(this.start);
    this.prefixAt = 0;
    this.done = false;
  }

  run(budget: number): Move[] | null {
    const end = this.work + budget;
    const count = (moves: number): void => {
      this.movesReplayed += moves;
    };
    const line = this.line;
    while (this.work < end) {
      const next = this.lines!.next();
      if (next.done) {
        this.done = true;
        return null;
      }
      const { at, runEnd, pair } = next.value;
      while (this.prefixAt < at) {
        playMove(this.prefix, line[this.prefixAt++]);
        this.movesReplayed++;
      }
      const leftOut = (k: number): boolean => (k >= at && k < runEnd) || k === pair;
      const tail = winningPart(this.prefix, line, count, at, leftOut);
      if (tail) return [...line.slice(0, at), ...tail];
    }
    return null;
  }
}
