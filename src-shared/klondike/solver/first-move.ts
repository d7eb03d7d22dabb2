/**
 * The position at a card's first move: a dead end the relaxed game of dead-ends.ts cannot
 * see, because it shares parents out one rank at a time. Take a card B that lies on a
 * covered card (face up or covered itself), other than an ace, that cannot go home now.
 * B moves in every win, and just before its first move the position satisfies these facts:
 *
 * - each card is still where it lies now (never moved), at home, or moved and not home;
 * - a column card that moved took the card over it along, or that card moved before;
 * - a card at home has the lower cards of its suit at home;
 * - a moved card not at home lies on a parent (one rank higher, the other colour); a moved
 *   king lies at the bottom of a column whose cards all moved, one king to a column;
 * - a parent holds at most one card, and none while at home or in the talon, nor while
 *   it lies where it lies now under a card that never moved;
 * - B never moved; if it is covered, the card over it moved; and B can move: home, with
 *   the card under it in its suit at home and nothing left on B, or onto a parent on top
 *   of its column with nothing on it (a king: into a column whose cards all moved).
 *
 * Every fact holds at that moment in every line of play, whatever the move limit, the
 * turn count or the rules (under the standard rules a card at home now may have come
 * down). If nothing satisfies them, B never moves, its covered card is never turned up:
 * the position is dead. The facts are clauses (clauses.ts); a question the solver gives up
 * on answers "not dead", which is sound. Measured and explained in docs/klondike-solver.md,
 * "The position at a card's first move".
 */
import { Clauses, GAVE_UP, SATISFIABLE, UNSATISFIABLE, lit } from './clauses';
import { CHILD_A, CHILD_B, PARENT_A, PARENT_B, rank, suit } from './packed-move';

const AT_HOME = -2;
const IN_TALON = -1;

const stays = (c: number) => 3 * c;
const home = (c: number) => 3 * c + 1;
const moved = (c: number) => 3 * c + 2;
/** The card lies on its parent `j` (0 or 1: `parent(c, j)`). */
const onParent = (c: number, j: number) => 156 + 2 * c + j;
/** The king (cards 48..51) lies at the bottom of column `i`. */
const inColumn = (king: number, i: number) => 252 + 7 * (king - 48) + i;
const FIXED_VARIABLES = 280;

/** A card's parent `j` (0 or 1; -1 for kings) and its child `j` (-1 for aces). */
const parent = (c: number, j: number) => (j === 0 ? PARENT_A[c] : PARENT_B[c]);
const child = (c: number, j: number) => (j === 0 ? CHILD_A[c] : CHILD_B[c]);

/** Conflicts the solver may meet on one card's question before it gives up. */
const BUDGET = 400;

export class FirstMoves {
  private readonly clauses = new Clauses();
  /** Per card: its column (or AT_HOME, IN_TALON), its place there, the card over it or -1. */
  private readonly column = new Int8Array(52);
  private readonly index = new Int8Array(52);
  private readonly over = new Int8Array(52);
  private readonly bottom = new Int8Array(7);
  private readonly candidates: number[] = [];
  /** Per candidate, its selector; the variables after it up to the next are its ways. */
  private readonly selectors: number[] = [];
  private down: Int8Array = new Int8Array(7);
  private readonly clause: number[] = [];
  /** Questions given up on (over the instance's life), for measuring the budget. */
  gaveUp = 0;
  /** Positions asked about that had a card to ask about (over the instance's life). */
  asked = 0;
  /** The card found never to move by the last `isDead` that said so, or -1. */
  stuck = -1;
  private lastStuck = -1;

  /** Whether some card lying on a covered card can never make its first move. */
  isDead(
    cols: readonly (readonly number[])[],
    down: Int8Array,
    found: Int8Array,
    talon: readonly number[],
    standard: boolean,
  ): boolean {
    const any = this.findCandidates(cols, down, found, talon);
    this.stuck = -1;
    if (!any) return false;
    this.asked++;
    const clauses = this.clauses;
    clauses.reset(FIXED_VARIABLES + this.candidates.length * 9);
    this.addFacts(standard);
    let next = FIXED_VARIABLES;
    const selectors = this.selectors;
    selectors.length = 0;
    for (const b of this.candidates) {
      selectors.push(next);
      next = this.addFirstMove(b, next);
    }
    selectors.push(next);
    // The position itself is the first model: a card that can move now can move then.
    const model = this.model;
    model.fill(-1);
    for (let c = 0; c < 52; c++) model[this.column[c] === AT_HOME ? home(c) : stays(c)] = 1;
    for (let k = 0; k < this.candidates.length; k++) {
      // A model found for another card where this one can make its first move answers too.
      if (this.movesIn(this.candidates[k])) continue;
      // Another card's variables occur only under its selector, false in a model.
      const answer = clauses.solve(
        lit(selectors[k]),
        BUDGET,
        FIXED_VARIABLES,
        selectors[k],
        selectors[k + 1],
      );
      if (answer === SATISFIABLE) model.set(clauses.model.subarray(0, FIXED_VARIABLES));
      if (answer === UNSATISFIABLE) {
        this.stuck = this.candidates[k];
        this.lastStuck = this.stuck;
        return true;
      }
      if (answer === GAVE_UP) this.gaveUp++;
    }
    return false;
  }

  /** Where each card lies, and the cards to ask about; false if there is none. */
  private findCandidates(
    cols: readonly (readonly number[])[],
    down: Int8Array,
    found: Int8Array,
    talon: readonly number[],
  ): boolean {
    const { column, index, over, bottom, candidates } = this;
    this.down = down;
    candidates.length = 0;
    for (let s = 0; s < 4; s++) {
      for (let r = 1; r <= found[s]; r++) column[(r - 1) * 4 + s] = AT_HOME;
    }
    for (const c of talon) column[c] = IN_TALON;
    const last = this.lastStuck;
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      bottom[i] = col.length > 0 ? col[0] : -1;
      for (let j = 0; j < col.length; j++) {
        const c = col[j];
        column[c] = i;
        index[c] = j;
        over[c] = j + 1 < col.length ? col[j + 1] : -1;
        if (j === 0 || j > down[i]) continue;
        if (rank(c) === 1 || found[suit(c)] >= rank(c) - 1) continue;
        // The card found stuck last first: the positions asked in a row are alike.
        if (c === last && candidates.length > 0) {
          candidates.push(candidates[0]);
          candidates[0] = c;
        } else candidates.push(c);
      }
    }
    for (let c = 0; c < 52; c++) if (column[c] < 0) over[c] = -1;
    return candidates.length > 0;
  }

  /** The facts of any position reached from this one. */
  private addFacts(standard: boolean): void {
    const { clauses, column, over, bottom } = this;
    // What holds for good first: the clauses it satisfies are never stored.
    for (let c = 0; c < 52; c++) {
      if (column[c] !== AT_HOME) continue;
      // Under the standard rules it may have come down; under the exchange rules not.
      this.add(lit(stays(c), false));
      if (!standard) this.add(lit(home(c)));
    }
    for (let c = 0; c < 52; c++) {
      const r = rank(c);
      // Still where it lies now, at home, or moved: one of the three.
      this.add(lit(stays(c)), lit(home(c)), lit(moved(c)));
      this.add(lit(stays(c), false), lit(home(c), false));
      this.add(lit(stays(c), false), lit(moved(c), false));
      this.add(lit(home(c), false), lit(moved(c), false));
      if (r > 1) this.add(lit(home(c), false), lit(home(c - 4)));
      if (over[c] >= 0) this.add(lit(stays(c)), lit(stays(over[c]), false));
      if (r < 13) {
        this.add(lit(moved(c), false), lit(onParent(c, 0)), lit(onParent(c, 1)));
        for (let j = 0; j < 2; j++) this.add(lit(onParent(c, j), false), lit(moved(c)));
      } else {
        const k = [lit(moved(c), false)];
        for (let i = 0; i < 7; i++) k.push(lit(inColumn(c, i)));
        clauses.add(k);
        for (let i = 0; i < 7; i++) {
          this.add(lit(inColumn(c, i), false), lit(moved(c)));
          if (bottom[i] >= 0) this.add(lit(inColumn(c, i), false), lit(stays(bottom[i]), false));
          for (let other = c + 1; other < 52; other++) {
            this.add(lit(inColumn(c, i), false), lit(inColumn(other, i), false));
          }
        }
      }
    }
    // What a parent may hold.
    for (let p = 4; p < 52; p++) {
      const a = child(p, 0);
      const b = child(p, 1);
      const ja = parent(a, 0) === p ? 0 : 1;
      const jb = parent(b, 0) === p ? 0 : 1;
      this.add(lit(onParent(a, ja), false), lit(onParent(b, jb), false));
      for (let k = 0; k < 2; k++) {
        const child = k === 0 ? a : b;
        const j = k === 0 ? ja : jb;
        this.add(lit(onParent(child, j), false), lit(home(p), false));
        if (column[p] === IN_TALON) this.add(lit(onParent(child, j), false), lit(stays(p), false));
        else if (over[p] >= 0) {
          this.add(lit(onParent(child, j), false), lit(stays(over[p]), false));
        }
      }
    }
    // Decide first that cards stay where they lie: a position like this one.
    for (let c = 0; c < 52; c++) if (column[c] !== AT_HOME) clauses.decideEarly(stays(c), true);
  }

  /**
   * The facts of B's first move, each under the selector `next` (the variables after it
   * are the ways B may move); returns the next free variable.
   */
  private addFirstMove(b: number, next: number): number {
    const { column, index, over } = this;
    const selector = next++;
    const s = lit(selector, false);
    this.add(s, lit(stays(b)));
    const o = over[b];
    // Covered, B is turned up first: what lay over it moved.
    if (o >= 0 && index[b] < this.coveredBelow(b)) this.add(s, lit(stays(o), false));
    const ways = [s];
    // Home: the card under it in its suit at home, nothing left on B.
    const toHome = next++;
    ways.push(lit(toHome));
    this.add(lit(toHome, false), lit(home(b - 4)));
    if (o >= 0) this.add(lit(toHome, false), lit(stays(o), false));
    for (let j = 0; j < 2; j++) {
      const c = child(b, j);
      const jc = parent(c, 0) === b ? 0 : 1;
      this.add(lit(toHome, false), lit(onParent(c, jc), false));
    }
    if (rank(b) < 13) {
      for (let j = 0; j < 2; j++) {
        const p = parent(b, j);
        const way = next++;
        ways.push(lit(way));
        this.add(lit(way, false), lit(home(p), false));
        if (column[p] === IN_TALON) this.add(lit(way, false), lit(stays(p), false));
        else if (over[p] >= 0) this.add(lit(way, false), lit(stays(over[p]), false));
        // Over B in its column, the parent goes along with B unless it moved.
        if (column[p] === column[b] && index[p] > index[b]) {
          this.add(lit(way, false), lit(stays(p), false));
        }
        const other = child(p, 0) === b ? child(p, 1) : child(p, 0);
        const jo = parent(other, 0) === p ? 0 : 1;
        this.add(lit(way, false), lit(onParent(other, jo), false));
      }
    } else {
      for (let i = 0; i < 7; i++) {
        if (i === column[b]) continue;
        const way = next++;
        ways.push(lit(way));
        const bottom = this.bottom[i];
        if (bottom >= 0) this.add(lit(way, false), lit(stays(bottom), false));
        for (let king = 48; king < 52; king++) {
          if (king !== b) this.add(lit(way, false), lit(inColumn(king, i), false));
        }
      }
    }
    this.clauses.add(ways);
    return next;
  }

  /** Whether `model` satisfies the facts of B's first move, in one of its ways. */
  private movesIn(b: number): boolean {
    const { model, column, index, over } = this;
    const is = (v: number) => model[v] > 0;
    if (!is(stays(b))) return false;
    const o = over[b];
    if (o >= 0 && index[b] < this.coveredBelow(b) && is(stays(o))) return false;
    const held = (p: number, child: number) => is(onParent(child, parent(child, 0) === p ? 0 : 1));
    const bare = (p: number) => !held(p, child(p, 0)) && !held(p, child(p, 1));
    if (is(home(b - 4)) && (o < 0 || !is(stays(o))) && bare(b)) return true;
    if (rank(b) === 13) {
      for (let i = 0; i < 7; i++) {
        if (i === column[b]) continue;
        const bottom = this.bottom[i];
        if (bottom >= 0 && is(stays(bottom))) continue;
        let taken = false;
        for (let king = 48; king < 52; king++)
          if (king !== b && is(inColumn(king, i))) taken = true;
        if (!taken) return true;
      }
      return false;
    }
    for (let j = 0; j < 2; j++) {
      const p = parent(b, j);
      if (is(home(p)) || !bare(p)) continue;
      if (column[p] === IN_TALON ? is(stays(p)) : over[p] >= 0 && is(stays(over[p]))) continue;
      if (column[p] === column[b] && index[p] > index[b] && is(stays(p))) continue;
      return true;
    }
    return false;
  }

  private readonly model = new Int8Array(FIXED_VARIABLES);

  /** How many cards of B's column are covered (B itself among them if it is). */
  private coveredBelow(b: number): number {
    return this.down[this.column[b]];
  }

  /** Adds the clause of one to three literals (-1: none). */
  private add(a: number, b = -1, c = -1): void {
    const clause = this.clause;
    clause.length = 0;
    clause.push(a);
    if (b >= 0) clause.push(b);
    if (c >= 0) clause.push(c);
    this.clauses.add(clause);
  }
}
