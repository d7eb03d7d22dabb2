/**
 * A small satisfiability solver for the questions first-move.ts asks: a few hundred
 * variables, about a thousand clauses, asked again under a different assumption for each
 * card. Conflict-driven clause learning over two watched literals, with a fixed decision
 * order and polarity (what the caller says is likeliest), no restarts. The clauses learnt
 * follow from the clauses given, so they hold under every assumption: one card's question
 * teaches the next ones of the same position.
 *
 * A literal is `2 * variable` (true) or `2 * variable + 1` (false); `not(l)` is `l ^ 1`.
 * Example: `add([lit(3), lit(7, false)])` is the clause "x3 or not x7".
 */

/** What `solve` found: a model, none (under the assumption), or no answer within the budget. */
export const SATISFIABLE = 0;
export const UNSATISFIABLE = 1;
export const GAVE_UP = 2;

export const lit = (variable: number, value = true): number => 2 * variable + (value ? 0 : 1);

export class Clauses {
  private variables = 0;
  /** Per variable: 1 true, -1 false, 0 unassigned. */
  private value = new Int8Array(0);
  private level = new Int32Array(0);
  /** Per variable: the clause that implied its value, or -1 (a decision). */
  private reason = new Int32Array(0);
  /** Per variable: the value to try first, and its place in the decision order. */
  private preferred = new Int8Array(0);
  private order: number[] = [];
  private seen = new Uint8Array(0);
  /** Clause k is `literals[start[k] .. start[k] + size[k]]`; its first two are watched. */
  private literals = new Int32Array(1 << 14);
  private used = 0;
  private readonly start: number[] = [];
  private readonly size: number[] = [];
  /** Per literal: the clauses watching it. */
  private watches: number[][] = [];
  private trail = new Int32Array(0);
  private trailSize = 0;
  private head = 0;
  /** Where each decision level starts on the trail. */
  private readonly levelStart: number[] = [];
  /** A clause given was false at once: nothing satisfies them. */
  private broken = false;
  /** Per variable, its value (1 or -1) in the model the last satisfiable `solve` found. */
  model = new Int8Array(0);
  /** Conflicts met over every `solve` since `reset`. */
  conflicts = 0;

  /** Starts again with `variables` unassigned variables and no clause. */
  reset(variables: number): void {
    if (this.value.length < variables) {
      const n = variables + 64;
      this.value = new Int8Array(n);
      this.level = new Int32Array(n);
      this.reason = new Int32Array(n);
      this.preferred = new Int8Array(n);
      this.seen = new Uint8Array(n);
      this.model = new Int8Array(n);
      this.trail = new Int32Array(n);
      while (this.watches.length < 2 * n) this.watches.push([]);
    }
    this.variables = variables;
    this.value.fill(0, 0, variables);
    this.preferred.fill(-1, 0, variables);
    for (let l = 0; l < 2 * variables; l++) this.watches[l].length = 0;
    this.order = [];
    this.used = 0;
    this.start.length = 0;
    this.size.length = 0;
    this.trailSize = 0;
    this.head = 0;
    this.levelStart.length = 0;
    this.broken = false;
    this.conflicts = 0;
  }

  /** Decides `variable` next after those decided before it, trying `value` first. */
  decideEarly(variable: number, value: boolean): void {
    this.order.push(variable);
    this.preferred[variable] = value ? 1 : -1;
  }

  /** Adds a clause (before any `solve`, or between them). */
  add(clause: readonly number[]): void {
    if (this.broken) return;
    // Between searches only what holds for good is assigned: drop what is false already.
    const open = this.scratch;
    open.length = 0;
    for (const l of clause) {
      const v = this.valueOf(l);
      if (v > 0) return;
      if (v === 0) open.push(l);
    }
    if (open.length === 0) this.broken = true;
    else if (open.length === 1) this.assign(open[0], -1);
    else this.store(open);
  }

  private readonly scratch: number[] = [];

  /**
   * Whether the clauses with `assumption` (a literal) true can be satisfied, giving up
   * after `budget` conflicts. Leaves only what holds without any assumption assigned.
   * `decided`: only variables below it and those from `from` up to `to` are decided; the
   * caller knows that the others, left unassigned, can all be false in a model (variables
   * that occur only in clauses that a false one of them satisfies).
   */
  solve(assumption: number, budget: number, decided = this.variables, from = 0, to = 0): number {
    this.decided = decided;
    this.from = from;
    this.to = to;
    if (this.broken) return UNSATISFIABLE;
    this.backtrack(0);
    if (this.propagate() >= 0) {
      this.broken = true;
      return UNSATISFIABLE;
    }
    const answer = this.search(assumption, budget);
    if (answer === SATISFIABLE) {
      this.model.set(this.value.subarray(0, this.variables));
      for (let v = 0; v < this.variables; v++) if (this.model[v] === 0) this.model[v] = -1;
    }
    this.backtrack(0);
    return answer;
  }

  private search(assumption: number, budget: number): number {
    const learnt: number[] = [];
    let spent = 0;
    for (;;) {
      const conflict = this.propagate();
      if (conflict >= 0) {
        this.conflicts++;
        if (this.levelStart.length === 0) {
          this.broken = true;
          return UNSATISFIABLE;
        }
        // The assumption alone is contradicted: nothing to learn past it.
        if (this.levelStart.length === 1) return UNSATISFIABLE;
        if (++spent > budget) return GAVE_UP;
        const back = this.analyze(conflict, learnt);
        this.backtrack(back);
        if (learnt.length === 1) this.assign(learnt[0], -1);
        else this.assign(learnt[0], this.store(learnt));
        continue;
      }
      if (this.levelStart.length === 0) {
        const v = this.valueOf(assumption);
        if (v < 0) return UNSATISFIABLE;
        this.levelStart.push(this.trailSize);
        if (v === 0) this.assign(assumption, -1);
        continue;
      }
      const next = this.nextDecision();
      if (next < 0) return SATISFIABLE;
      this.levelStart.push(this.trailSize);
      this.assign(next, -1);
    }
  }

  private decided = 0;
  private from = 0;
  private to = 0;

  private nextDecision(): number {
    const { value, preferred } = this;
    for (const v of this.order) if (value[v] === 0) return lit(v, preferred[v] > 0);
    for (let v = 0; v < this.decided; v++) if (value[v] === 0) return lit(v, preferred[v] > 0);
    for (let v = this.from; v < this.to; v++) if (value[v] === 0) return lit(v, preferred[v] > 0);
    return -1;
  }

  private valueOf(l: number): number {
    const v = this.value[l >> 1];
    return l & 1 ? -v : v;
  }

  private assign(l: number, reason: number): void {
    const v = l >> 1;
    this.value[v] = l & 1 ? -1 : 1;
    this.level[v] = this.levelStart.length;
    this.reason[v] = reason;
    this.trail[this.trailSize++] = l;
  }

  private store(clause: readonly number[]): number {
    const n = clause.length;
    if (this.used + n > this.literals.length) {
      const bigger = new Int32Array(2 * (this.used + n));
      bigger.set(this.literals.subarray(0, this.used));
      this.literals = bigger;
    }
    const k = this.start.length;
    this.start.push(this.used);
    this.size.push(n);
    this.literals.set(clause, this.used);
    this.used += n;
    this.watches[clause[0]].push(k);
    this.watches[clause[1]].push(k);
    return k;
  }

  /** Unit propagation from the trail's unseen part; a clause made false, or -1. */
  private propagate(): number {
    const { literals, start, size, watches } = this;
    while (this.head < this.trailSize) {
      const falseLit = this.trail[this.head++] ^ 1;
      const list = watches[falseLit];
      let kept = 0;
      for (let i = 0; i < list.length; i++) {
        const k = list[i];
        const s = start[k];
        if (literals[s] === falseLit) {
          literals[s] = literals[s + 1];
          literals[s + 1] = falseLit;
        }
        const first = literals[s];
        if (this.valueOf(first) > 0) {
          list[kept++] = k;
          continue;
        }
        let moved = false;
        for (let j = s + 2, end = s + size[k]; j < end; j++) {
          const other = literals[j];
          if (this.valueOf(other) >= 0) {
            literals[s + 1] = other;
            literals[j] = falseLit;
            watches[other].push(k);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[kept++] = k;
        if (this.valueOf(first) < 0) {
          for (let j = i + 1; j < list.length; j++) list[kept++] = list[j];
          list.length = kept;
          this.head = this.trailSize;
          return k;
        }
        this.assign(first, k);
      }
      list.length = kept;
    }
    return -1;
  }

  /**
   * The first unique implication point: fills `learnt` (its first literal the one to
   * assert) and returns the level to go back to.
   */
  private analyze(conflict: number, learnt: number[]): number {
    const { literals, start, size, seen, level, reason, trail } = this;
    const current = this.levelStart.length;
    learnt.length = 1;
    let pending = 0;
    let index = this.trailSize - 1;
    let clause = conflict;
    let asserting = -1;
    for (;;) {
      for (let j = start[clause], end = j + size[clause]; j < end; j++) {
        const l = literals[j];
        const v = l >> 1;
        if (l === asserting || seen[v] || level[v] === 0) continue;
        seen[v] = 1;
        if (level[v] === current) pending++;
        else learnt.push(l);
      }
      while (!seen[trail[index] >> 1]) index--;
      asserting = trail[index--];
      seen[asserting >> 1] = 0;
      if (--pending === 0) break;
      clause = reason[asserting >> 1];
    }
    learnt[0] = asserting ^ 1;
    let back = 0;
    let where = 1;
    for (let j = 1; j < learnt.length; j++) {
      const v = learnt[j] >> 1;
      seen[v] = 0;
      if (level[v] > back) {
        back = level[v];
        where = j;
      }
    }
    // The literal of the highest level second, so that it is watched.
    if (learnt.length > 1) [learnt[1], learnt[where]] = [learnt[where], learnt[1]];
    return back;
  }

  private backtrack(to: number): void {
    if (this.levelStart.length <= to) return;
    const keep = this.levelStart[to];
    for (let i = this.trailSize - 1; i >= keep; i--) this.value[this.trail[i] >> 1] = 0;
    this.trailSize = keep;
    this.head = keep;
    this.levelStart.length = to;
  }
}
