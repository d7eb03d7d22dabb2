/**
 * The searches a deal gets, as a portfolio sharing one budget of positions: the exchange
 * rules' depth-first search first (beside it, turning three or with a reset limit, a
 * prover turning one with unlimited resets), then in turns the prover, the win finder and
 * that relaxed prover, or turning one with unlimited resets the beam finder; see
 * docs/klondike-solver.md, "The portfolio".
 */
import type { Move } from '../moves';
import type { KlondikeState } from '../state';
import { BeamFinder, WinFinder } from './best-first';
import { ONE_PARENT_GAMES, RelaxedAnswers } from './probes';
import { type SearchOptions, type SolveOutcome, type SolveStats, KlondikeSearch } from './search';

/**
 * Positions the exchange rules' depth-first search runs before the others start (but for
 * the relaxed prover, see `RELAXED_EARLY`).
 */
const FIRST_NODES = 200_000;
/**
 * Turning three (or with a reset limit), the relaxed prover runs during those first
 * positions too, one for every `RELAXED_EARLY` of the exchange rules' search: many of its
 * proofs take only a few thousand positions.
 */
const RELAXED_EARLY = 4;
/**
 * Under the standard rules the exchange rules' search, whose wins are wins there too, keeps
 * taking turns after its first positions only turning one (share 1/2). Turning three the
 * standard rules' prover (which tries the same moves before any card comes off a
 * foundation), the win finder and the relaxed prover need the time: side by side on three
 * fair samples (1400 deals, `--continue 0`), 1026711480 and 918796425 were proven lost
 * within 5 s, six other deals took 0.91-1.01 times the positions, the rest the same.
 * Turning one it wins deals the others do not (1177884812, after 2 million positions).
 */
const EXCHANGE_SHARE_TURN_ONE = 0.5;
/** Positions each search runs in its turn. */
const TURN_NODES = 16_384;
/**
 * The relaxed prover's share turning three (the prover's is 1; turning one with a reset
 * limit it stays 1): its positions, turning one in winnability mode, cost less than those
 * turning three, and of the deals turning three decided after the first 5 s, it proves
 * most (4 of the 6 lost deals decided in 6-9 s on 600 fair-list seeds). With 2 rather than
 * 1, on those 600 seeds (95-394 and 401-700 of the list) turning three: 18 -> 15 undecided
 * under the exchange rules, 21 -> 19 under the standard rules (one deal more undecided
 * there, 2024658779); on seeds 701-1000 of the list, exchange rules: 10 -> 9. 3 decided no
 * more than 2.
 */
const RELAXED_SHARE = 2;
/**
 * The finder's positions at a share of 1, then 1/3: a million, but turning one with
 * unlimited resets only 300 000 (its wins there come early, and the prover needs the time:
 * on 600 fair-list seeds, exchange rules, 4 -> 3 deals undecided within 5 s, and on the
 * 400 of the check sample 3 -> 2).
 */
const FINDER_EARLY_NODES = 1_000_000;
const FINDER_EARLY_NODES_TURN_ONE = 300_000;
const FINDER_LATE = 1 / 3;
/** The relaxed prover's move limit: so far beyond any line that it never cuts the search. */
const RELAXED_MAX_MOVES = 100_000;
/**
 * Turning one with unlimited resets: the beam finder's share, and the finder's after its
 * early positions, 1/6 instead of 1/3 beside it (so the provers keep nearly the time they
 * had). On the 1800 deals of the four fair samples (`--continue 0`), 9 -> 6 deals undecided
 * within 5 s under the exchange rules and 8 -> 6 under the standard rules; the lost deals
 * over a million positions took 1.04-1.16 times the positions, at about the same CPU time
 * (the beam's positions cost less). A share of 0.1 won the same deals later (1356077249,
 * standard rules: 4.1 s); 0.5 cost those lost deals 1.2-1.4 times the positions.
 */
const BEAM_SHARE = 0.2;
const FINDER_LATE_BESIDE_BEAM = 1 / 6;

type Member = KlondikeSearch | WinFinder | BeamFinder;

/** What a member's turns count: positions, and the depth-first searches' costly looks. */
const work = (member: Member): number =>
  member instanceof KlondikeSearch ? member.work : member.nodes;

export class PortfolioSearch {
  private readonly first: KlondikeSearch;
  private readonly prover: KlondikeSearch;
  private readonly finder: WinFinder;
  /** Turning one card with unlimited resets, when the position does not (see 3 above). */
  private readonly relaxed: KlondikeSearch | null;
  private readonly beam: BeamFinder | null;
  /**
   * Under the standard rules: the exchange rules' search proved the deal lost. The win
   * finder then stops and the prover takes its turns. (Its runs used to go on under the
   * standard rules: on the 1400 deals of three fair samples turning one and the 145 of them
   * that take over 0.3 s turning three, 2.5 million positions each, they decided no deal the
   * prover did not decide first; without them 33 lost deals took up to 43% fewer positions,
   * 788279943 turning one 934 081 -> 633 760, and none more.)
   */
  private exchangeLost = false;
  private winner: Member | null = null;
  private proven = false;
  /** The proof of loss holds only within the move limit (see `KlondikeSearch.limitCut`). */
  limitCut = false;
  private member: Member | null = null;
  private spentInTurn = 0;
  private started = false;

  constructor(
    private readonly start: KlondikeState,
    options: SearchOptions = {},
  ) {
    // The exchange rules' searches share the relaxed game's answers with the win finder,
    // where the finder asks it (not turning one with unlimited resets); the standard
    // prover keeps its own, leaning on those (see `RelaxedAnswers`).
    const relaxes = start.turn !== 1 || start.resetsLeft !== null;
    const exchangeAnswers = relaxes ? new RelaxedAnswers() : null;
    const standardAnswers =
      relaxes && start.rules === 'standard' ? new RelaxedAnswers(exchangeAnswers) : null;
    // The depth-first searches look for twins with one parent at their first positions too,
    // and for a card that can never make its first move.
    const early = { ...options, oneParentGames: ONE_PARENT_GAMES, firstMoves: true };
    this.first = new KlondikeSearch({ ...start, rules: 'exchange' }, early, exchangeAnswers);
    this.prover =
      start.rules === 'standard' ? new KlondikeSearch(start, early, standardAnswers) : this.first;
    this.finder = new WinFinder({ ...start, rules: 'exchange' }, options, exchangeAnswers);
    // Turning one with unlimited resets, beam runs look for wins too (under the exchange
    // rules, as the finder's runs).
    this.beam = relaxes ? null : new BeamFinder({ ...start, rules: 'exchange' }, options);
    this.relaxed = relaxes
      ? new KlondikeSearch(
          { ...start, turn: 1, resetsLeft: null },
          { ...early, maxMoves: RELAXED_MAX_MOVES },
        )
      : null;
  }

  get nodes(): number {
    const { first, prover, finder, relaxed, beam } = this;
    return (
      first.nodes +
      (prover === first ? 0 : prover.nodes) +
      finder.nodes +
      (relaxed?.nodes ?? 0) +
      (beam?.nodes ?? 0)
    );
  }

  get outcome(): SolveOutcome {
    return this.winner ? 'won' : this.proven ? 'not-winnable' : 'undecided';
  }

  /** Expands up to about `budget` positions; true once the outcome is known. */
  run(budget: number): boolean {
    if (this.winner || this.proven) return true;
    if (!this.started) {
      const relaxed = this.relaxed;
      const early =
        relaxed !== null &&
        relaxed.outcome === 'undecided' &&
        work(relaxed) * RELAXED_EARLY < work(this.first);
      const member = early ? relaxed : this.first;
      member.run(budget);
      this.record(member);
      if (work(this.first) >= FIRST_NODES || this.first.outcome !== 'undecided') {
        this.started = true;
      }
      return this.winner !== null || this.proven;
    }
    if (!this.member || this.spentInTurn >= TURN_NODES) {
      this.member = this.nextMember();
      this.spentInTurn = 0;
    }
    const member = this.member;
    const before = work(member);
    member.run(budget);
    this.spentInTurn += Math.max(work(member) - before, 1);
    if ((member === this.finder || member === this.beam) && member.spent) this.member = null;
    this.record(member);
    return this.winner !== null || this.proven;
  }

  /** The search still running that has used the fewest positions for its share. */
  private nextMember(): Member {
    let best: Member = this.prover;
    let bestUse = work(this.prover);
    const consider = (member: Member, share: number): void => {
      if (work(member) / share < bestUse) {
        best = member;
        bestUse = work(member) / share;
      }
    };
    if (this.first !== this.prover && this.first.outcome === 'undecided' && this.start.turn === 1)
      consider(this.first, EXCHANGE_SHARE_TURN_ONE);
    if (this.relaxed && this.relaxed.outcome === 'undecided') {
      consider(this.relaxed, this.start.turn === 3 ? RELAXED_SHARE : 1);
    }
    if (!this.finder.spent && !this.exchangeLost) {
      const early = this.relaxed ? FINDER_EARLY_NODES : FINDER_EARLY_NODES_TURN_ONE;
      const late = this.beam ? FINDER_LATE_BESIDE_BEAM : FINDER_LATE;
      consider(this.finder, this.finder.nodes < early ? 1 : late);
    }
    if (this.beam && !this.beam.spent && !this.exchangeLost) consider(this.beam, BEAM_SHARE);
    return best;
  }

  private record(member: Member): void {
    if (member === this.relaxed) {
      if (member.outcome === 'not-winnable' && !this.relaxed.limitCut) this.proven = true;
      return;
    }
    if (member.outcome === 'won') {
      this.winner = member;
    } else if (member.outcome === 'not-winnable') {
      if (member === this.prover) {
        this.proven = true;
        this.limitCut = this.prover.limitCut;
      } else if (member === this.first && !this.exchangeLost) {
        // The exchange rules cannot win, so every win brings a card off a foundation: the
        // prover tries those moves first, and the finder stops (see `exchangeLost`).
        this.exchangeLost = true;
        this.prover.preferComeDowns();
      }
    }
  }

  /** The winning moves, replayed through the engine (an exchange win is a standard win too). */
  solution(): Move[] {
    return this.winner?.solution() ?? [];
  }

  stats(startedAt: number, now: number): SolveStats {
    const own = (this.winner ?? this.prover).stats(startedAt, now);
    return { ...own, nodes: this.nodes };
  }
}
