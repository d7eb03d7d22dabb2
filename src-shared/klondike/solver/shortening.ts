/**
 * After the first win: shorter ones. An anytime depth-first search in exact mode bounded by
 * the best length so far, with the same move generation (safe moves home not forced: a move
 * home is a move the winning condition may not need), stuck columns, dead ends and table;
 * see docs/klondike-solver.md, "Shortening".
 */
import type { Move } from '../moves';
import type { KlondikeState } from '../state';
import { KlondikeSearch } from './search';

export class ShorteningSearch {
  /** The shortest line found so far, replayed through the engine. */
  best: Move[];
  /** True once no line of the moves the search keeps is shorter than `best`. */
  proven: boolean;
  private readonly search: KlondikeSearch | null;

  constructor(start: KlondikeState, first: Move[]) {
    this.best = first;
    this.proven = first.length === 0;
    this.search = this.proven
      ? null
      : new KlondikeSearch(start, {
          exact: true,
          safeFoundationMoves: false,
          maxMoves: first.length - 1,
        });
  }

  get nodes(): number {
    return this.search?.nodes ?? 0;
  }

  get states(): number {
    return this.search?.states ?? 0;
  }

  /** Searches up to about `budget` positions; true once `best` is proven shortest. */
  run(budget: number): boolean {
    const search = this.search;
    if (this.proven || !search) return true;
    search.run(budget);
    if (search.outcome === 'won') {
      const line = search.solution();
      if (line.length < this.best.length) this.best = line;
      if (this.best.length === 0) this.proven = true;
      else search.tighten(this.best.length - 1);
    } else if (search.outcome === 'not-winnable') {
      this.proven = true;
    }
    return this.proven;
  }
}
