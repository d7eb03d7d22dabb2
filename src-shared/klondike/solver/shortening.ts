/**
 * After the first win: shorter ones. Anytime depth-first searches in exact mode bounded
 * below the best length so far, with the same stuck columns, dead ends and tables; see
 * docs/klondike-solver.md, "Shortening".
 */
import type { Move } from '../moves';
import type { KlondikeState } from '../state';
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

export class ShorteningSearch {
  /** The shortest line found so far, replayed through the engine. */
  best: Move[];
  /** True once no line of the moves the search keeps is shorter than `best`. */
  proven: boolean;
  /**
   * Two searches in turns: with safe moves home forced (their lines come much sooner on
   * most deals) and without (a move home can be one the winning condition does not need,
   * so only this one proves a line shortest).
   */
  private readonly members: BoundedSearch[] = [];
  private turn = 0;
  private spentInTurn = 0;

  constructor(start: KlondikeState, first: Move[]) {
    this.best = first;
    this.proven = first.length === 0;
    if (this.proven) return;
    this.members = [new BoundedSearch(start, true), new BoundedSearch(start, false)];
    for (const member of this.members) member.aim(first.length);
    this.proven = this.prover.done;
  }

  private get prover(): BoundedSearch {
    return this.members[1];
  }

  get nodes(): number {
    return this.members.reduce((sum, member) => sum + member.search.nodes, 0);
  }

  get states(): number {
    return this.members.reduce((sum, member) => sum + member.search.states, 0);
  }

  /** Searches up to about `budget` positions; true once `best` is proven shortest. */
  run(budget: number): boolean {
    if (this.proven) return true;
    let member = this.members[this.turn];
    if (member.done || this.spentInTurn >= TURN_NODES) {
      this.turn = 1 - this.turn;
      this.spentInTurn = 0;
      if (this.members[this.turn].done) this.turn = 1 - this.turn;
      member = this.members[this.turn];
    }
    const before = member.search.nodes;
    const line = member.run(budget, this.best.length);
    this.spentInTurn += member.search.nodes - before;
    if (line && line.length < this.best.length) {
      this.best = line;
      for (const m of this.members) m.aim(line.length);
    } else if (line) {
      member.aim(this.best.length);
    }
    this.proven = this.prover.done;
    return this.proven;
  }
}
