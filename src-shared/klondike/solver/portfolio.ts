/**
 * The standard rules' search, as a portfolio of two. Every win under the exchange rules is
 * a win under the standard rules too, and the exchange rules' search is far narrower (safe
 * moves forced, lazy prunings, no card coming back from a foundation). So the standard
 * rules first give the exchange rules' search a budget of positions: a win it finds is
 * the answer; a proof that it cannot win, or the budget spent, hands over to the search
 * over every standard move, which alone can say "not winnable".
 */
import type { Move } from '../moves';
import type { KlondikeState } from '../state';
import { type SearchOptions, type SolveOutcome, type SolveStats, KlondikeSearch } from './search';

/** Positions the exchange rules' search may expand before the standard search starts. */
const EXCHANGE_FIRST_NODES = 1_000_000;

export class StandardRulesSearch {
  private exchange: KlondikeSearch | null;
  private readonly standard: KlondikeSearch;
  private winner: KlondikeSearch | null = null;

  constructor(start: KlondikeState, options: SearchOptions = {}) {
    this.exchange = new KlondikeSearch({ ...start, rules: 'exchange' }, options);
    this.standard = new KlondikeSearch(start, options);
  }

  get nodes(): number {
    return (this.exchange?.nodes ?? 0) + this.standard.nodes + this.exchangeNodesDone;
  }
  private exchangeNodesDone = 0;

  get outcome(): SolveOutcome {
    return this.winner ? 'won' : this.standard.outcome;
  }

  /** Expands up to `budget` positions; true once the outcome is known. */
  run(budget: number): boolean {
    if (this.winner) return true;
    if (this.exchange) {
      const done = this.exchange.run(budget);
      if (done && this.exchange.outcome === 'won') {
        this.winner = this.exchange;
        return true;
      }
      if (done || this.exchange.nodes >= EXCHANGE_FIRST_NODES) {
        this.exchangeNodesDone = this.exchange.nodes;
        this.exchange = null;
      }
      return false;
    }
    return this.standard.run(budget);
  }

  /** The winning moves, replayed through the engine (under the standard rules they stay legal). */
  solution(): Move[] {
    return (this.winner ?? this.standard).solution();
  }

  stats(startedAt: number, now: number): SolveStats {
    const own = (this.winner ?? this.standard).stats(startedAt, now);
    return { ...own, nodes: this.nodes };
  }
}
