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
 * A move replayed (with its share of the copies of the position a line starts from) costs
 * about a fifth of a position searched: 0.47 us against 1.9 us turning one and 2.7 us
 * turning three, on 40 fair-list deals. The polish's turns are counted in positions at
 * that rate.
 */
const MOVES_PER_POSITION = 5;

/** A line to try: the best line's first `at` moves, which lead to `prefix`, then `rest`. */
interface Candidate {
  at: number;
  prefix: KlondikeState;
  rest: Move[];
}

/**
 * The lines to try, `line` with some moves left out, in the order of the first move left
 * out: the position before it is kept (played once), so a line costs only the moves
 * replayed from there, mostly a few before one is illegal.
 */
function* shorterLines(start: KlondikeState, line: readonly Move[]): Generator<Candidate> {
  const prefix = cloneState(start);
  for (let i = 0; i < line.length; i++) {
    for (let run = 1; run <= MAX_RUN && i + run <= line.length; run++) {
      yield { at: i, prefix, rest: line.slice(i + run) };
    }
    for (let j = i + 2; j < Math.min(line.length, i + PAIR_SPAN); j++) {
      yield { at: i, prefix, rest: [...line.slice(i + 1, j), ...line.slice(j + 1)] };
    }
    playMove(prefix, line[i]);
  }
}

/**
 * The part of `line` that wins from `start` (up to the first won position), or null if a
 * move of it is illegal or it never wins; `count` is told how many moves were replayed.
 */
export function winningPart(
  start: KlondikeState,
  line: readonly Move[],
  count: (moves: number) => void = () => {},
): Move[] | null {
  const state = cloneState(start);
  count(1); // the copy costs about a move
  if (isWon(state)) return [];
  for (let k = 0; k < line.length; k++) {
    if (!isLegal(state, line[k])) {
      count(k + 1);
      return null;
    }
    playMove(state, line[k]);
    if (isWon(state)) {
      count(k + 1);
      return line.slice(0, k + 1);
    }
  }
  count(line.length);
  return null;
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

  /** `best`: the best line so far (the shortening's own). */
  constructor(
    private readonly start: KlondikeState,
    private readonly best: () => readonly Move[],
  ) {}

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
    this.lines = shorterLines(this.start, this.line);
    this.done = false;
  }

  run(budget: number): Move[] | null {
    const end = this.work + budget;
    const count = (moves: number): void => {
      this.movesReplayed += moves;
    };
    while (this.work < end) {
      const next = this.lines!.next();
      if (next.done) {
        this.done = true;
        return null;
      }
      const { at, prefix, rest } = next.value;
      const tail = winningPart(prefix, rest, count);
      if (tail) return [...this.line.slice(0, at), ...tail];
    }
    return null;
  }
}
