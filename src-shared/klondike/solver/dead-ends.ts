/**
 * Dead ends: positions where some covered card can never be turned up, found by a relaxed
 * game in which resources never run short, played to its least fixed point over facts per
 * card (FREE, MOVED, GONE, REACHED, PLACED, HOME). What the relaxed game cannot do, the real
 * one cannot either: sound for any move limit. The rules and why they hold:
 * docs/klondike-solver.md, "Dead ends".
 */
import type { KlondikeState } from '../state';
import type { FirstMoves } from './first-move';
import { CHILD_A, CHILD_B, PARENT_A, PARENT_B, rank, suit, twin } from './packed-move';

const AT_HOME = -2;
const IN_TALON = -1;

// What is known of each card, as bits.
const GONE = 1;
const HOME = 2;
const FREE = 4;
const PLACED = 8;
const QUEUED = 16;
/** A talon card reaches the waste top at some time. */
const REACHED = 32;
/** A column card makes a move of its own (home, or as the base of a pile). */
const MOVED = 64;

// What kind of card each is in a position, for `push` (see `SKIP`).
const COVERED = 0;
const FACE_UP = 1;
const TALON_CARD = 2;
/** At home, under the standard rules (it may come back down). */
const HOME_CARD = 3;
/** Nothing to learn of it: at home under the exchange rules, or frozen (`twinsLocked`). */
const INERT = 4;

/**
 * Per kind of card and facts known of it (kind * 256 + facts): 1 if `look` could learn
 * nothing more of it, so queuing it is useless. Queued already; a column card gone and home
 * (home, it was free and so moved at once), or not free and covered or moved already (it can
 * only go home, once free: `setFree` queues it); a talon card not reached (queued when it
 * is) or gone, home and placed; a card at home placed already; an inert card.
 */
const SKIP = new Uint8Array(5 * 256);
for (let k = 0; k < 256; k++) {
  const has = (f: number) => (k & f) === f;
  const queued = has(QUEUED);
  const column = queued || has(GONE | HOME);
  SKIP[COVERED * 256 + k] = column || !has(FREE) ? 1 : 0;
  SKIP[FACE_UP * 256 + k] = column || (!has(FREE) && has(MOVED)) ? 1 : 0;
  SKIP[TALON_CARD * 256 + k] = queued || !has(REACHED) || has(GONE | HOME | PLACED) ? 1 : 0;
  SKIP[HOME_CARD * 256 + k] = queued || has(PLACED) ? 1 : 0;
  SKIP[INERT * 256 + k] = 1;
}
/**
 * The same for a card queued because a card it could lie on is there now: useless also once
 * it moved on its own (a column card) or was placed (a talon card), as that could only have
 * let it move or be placed.
 */
const LAND_SKIP = SKIP.map((skip, i) => {
  const kind = i >> 8;
  const k = i & 255;
  if (kind === COVERED || kind === FACE_UP) return skip | (k & MOVED ? 1 : 0);
  return skip | (kind === TALON_CARD && k & PLACED ? 1 : 0);
});

/** `landsAfterTwin` for a card never laid on a card at all (see `parentsHeld`). */
const STAYS = 2;
/** The window checks are counted over, and when their hits count as rare (`RareChecks`). */
const CHECK_WINDOW = 4096;
const CHECK_RARE = 32;
const CHECK_SPARSE = 16;

/**
 * When to make a check of the relaxed game that costs more runs of it (twins that lock each
 * other, a parent pinned). Each candidate costs another run or two; on some deals a sixth
 * of those runs find a dead end, on others none in hundreds of thousands (twins, turning
 * three, seed 30378285: 270 000 runs, two fifths of all, for nothing). While fewer than one
 * check in `CHECK_RARE` has found a dead end lately, only one position in `CHECK_SPARSE` is
 * checked. Checking fewer positions only finds fewer dead ends: sound either way.
 */
class RareChecks {
  private checks = 0;
  private hits = 0;
  private turn = 0;

  /** Whether to check this position. */
  due(): boolean {
    if (this.checks >= CHECK_WINDOW && this.hits * CHECK_RARE < this.checks) {
      if ((++this.turn & (CHECK_SPARSE - 1)) !== 0) return false;
    }
    if (++this.checks >= 2 * CHECK_WINDOW) {
      this.checks >>= 1;
      this.hits >>= 1;
    }
    return true;
  }

  /** The check found a dead end. */
  hit(): void {
    this.hits++;
  }
}

/** See `CostlyChecks`. */
const COSTLY_GAP = 4096;
const COSTLY_REFUND = 2;
const COSTLY_START = 16;

/**
 * When to ask a check that costs as much as a few hundred positions (first-move.ts: 0.3 to
 * 1.2 ms, a position 2-5 µs): the first `COSTLY_START` positions asked about, then one in
 * `COSTLY_GAP`, and each dead end found gives back `COSTLY_REFUND` checks, up to the first
 * `COSTLY_START`: where more than one check in `COSTLY_REFUND` finds a dead end, every
 * position asked about is checked. On the deals it decides that is where it pays: on
 * 1479094337 turning one two thirds of 3565 checks found one, the search cut to 9213
 * positions, proven lost in 2.3 s (undecided in 5 s without). It costs where dead ends
 * are common but cut little, or where another search of the portfolio wins: on 1279095776
 * turning three 60% of the checks found one, and the win finder won after the same
 * positions in 3.1 s instead of 1.2 s (3.4 s with a refund of 4, dense from one in four,
 * which also left 1566107968 turning three undecided: proven lost in 4.4 s with 2, 4.6 s
 * without the checks). One in 1024 rather than 4096 cost about a tenth of the time where
 * the checks find nothing (1026711480 turning three, standard rules: 147 checks, none
 * dead, 0.44 s of 4 s), and lost deals at the budget's edge went over it: turning three on
 * the third, fourth and fifth samples (1200 deals, both rule sets), 54 undecided without
 * the checks, 53 with one in 1024, 46 with one in 4096. Counts, not time: the same
 * positions are checked on every run.
 */
class CostlyChecks {
  private credit = COSTLY_START * COSTLY_GAP;

  /** Whether to check this position. */
  due(): boolean {
    if (++this.credit < COSTLY_GAP) return false;
    this.credit -= COSTLY_GAP;
    return true;
  }

  /** The check found a dead end. */
  hit(): void {
    this.credit = Math.min(this.credit + COSTLY_REFUND * COSTLY_GAP, COSTLY_START * COSTLY_GAP);
  }
}

export class DeadEnds {
  /**
   * `twins`: look for twins that lock each other (`twinsLocked`; off, the tests' reference);
   * `pins`: and for a parent pinned (`parentPinned`); `laid`: and, when `thorough`, for a
   * twin laid first (`twinLaidFirst`); `oneParent`: and, when `thorough` or while
   * `oneParentGames` lasts, for twins with one parent (`twinsOnOneParent`); `held`: and, when
   * `thorough`, for parents held (`parentsHeld`) in the games those play with a card frozen.
   */
  constructor(
    private readonly twins = true,
    pins = twins,
    laid = twins,
    oneParent = twins,
    held = twins,
  ) {
    this.pins = pins && twins;
    this.laid = laid && twins;
    this.oneParent = oneParent && twins;
    this.held = held && twins;
  }

  private readonly held: boolean;
  private readonly pins: boolean;
  private readonly laid: boolean;
  private readonly oneParent: boolean;
  /**
   * The relaxed games twins with one parent (`twinsOnOneParent`) may still play at positions
   * that are not `thorough`; each game it plays counts, at a search's start too. 0: only
   * when `thorough`.
   */
  oneParentGames = 0;

  private readonly known = new Uint8Array(52);
  private readonly column = new Int8Array(52);
  private readonly index = new Int8Array(52);
  /** Per column card: the card under it in its column, or -1 (set up by `setUp`). */
  private readonly under = new Int8Array(52);
  /** Per column card: the card over it in its column, or -1. */
  private readonly over = new Int8Array(52);
  /** Per column card: whether it is face up (bit 0) and whether the card under it is (bit 1). */
  private readonly faceUp = new Uint8Array(52);
  /** Per card, its kind (COVERED, FACE_UP, ...) times 256: its row of `SKIP`. */
  private readonly kind = new Uint16Array(52);
  private readonly queue = new Int8Array(64);
  /** Cards queued (each at most once at a time: `QUEUED`), taken last in first out. */
  private queued = 0;
  /** Covered cards never on top of their column yet, and talon cards not gone yet. */
  private pendingColumns = 0;
  private pendingTalon = 0;
  private cols: readonly (readonly number[])[] = [];
  private down: Int8Array = new Int8Array(7);
  private found: Int8Array = new Int8Array(4);
  /** See `twinsLocked`: the card (column, index) that never moves, with those under it. */
  private frozenColumn = -1;
  private frozenIndex = 0;
  private askedA = 0;
  private askedB = 0;
  /** See `freesWithTwinStaying`: the frozen card asked to reach the top of its column, or -1. */
  private freeGoal = -1;
  /** See `twinsQueued`: the frozen card asked to move at some time, or -1. */
  private moveGoal = -1;
  /** See `twinLaidFirst`: the frozen card asked to make its first move, or -1. */
  private firstMoveGoal = -1;
  /** See `twinLaidFirst`: that first move cannot be home, only onto a parent. */
  private firstMoveLands = false;
  /** See `twinsOnOneParent`: play the relaxed game with a card frozen to its end, for no goal. */
  private toTheEnd = false;
  /** See `twinsOnOneParent` and `parentsHeld`: the facts of that game's end. */
  private readonly atTheEnd = new Uint8Array(52);
  /** See `twinsOnOneParent`: the twins found to stay where they lie. */
  private readonly staying = new Int8Array(26);
  /**
   * See `twinsQueued`: per card, 1 if it can be laid on a card only once its twin is home;
   * `STAYS` if never (`parentsHeld`).
   */
  private readonly landsAfterTwin = new Uint8Array(52);
  /** See `twinsQueued`: the lower card of each pair of twins in one column. */
  private readonly pairLower = new Int8Array(26);
  /**
   * Per card, 1 if it never goes home in the game played: a parent pinned (`parentPinned`,
   * `twinLaidFirst`, `firstMovePinned`) or held (`parentsHeld`).
   */
  private readonly neverHome = new Uint8Array(52);
  /**
   * See `parentPinned`: what lets the pinned card off its parent, `pinHome` home (-1: no
   * such game is played), or `pinOther` on top of a column or laid on one.
   */
  private pinHome = -1;
  private pinOther = 0;
  /** See `parentsHeld`: the card asked to get home (or -1), and the one asked to hold a card. */
  private homeGoal = -1;
  private holdGoal = -1;
  /** See `parentsHeld`: the parents found never to go home, to let go again. */
  private readonly heldParents = new Int8Array(52);
  private standard = false;
  /** Some column is empty at some time: the only place a king can go but home. */
  private emptyColumn = false;
  private talon: readonly number[] = [];
  private turn = 1;
  private wasteSize = 0;
  private resetsAllowed = true;
  /** Some talon card can leave that could not when `reach` last looked. */
  private talonChanged = false;

  /**
   * Look at every position as at a search's start: each check made whatever its schedule
   * says, and a parent pinned looked for under every covered card that lies on a covered
   * card, not only under those with a parent over them (too dear for every position: a
   * fifth of the positions per second, for fewer deals decided), and a twin laid first is
   * looked for (`twinLaidFirst`; on a schedule at every position it decided no more deals
   * on 600 fair-list seeds, at 2-6% fewer positions per second).
   */
  thorough = false;

  /**
   * A card at home comes back down only after the cards over it at home did (off: the
   * tests' reference, where any card at home may come down once a parent is there).
   */
  homeInOrder = true;

  /**
   * Whether the relaxed game cleared the position `isDead` last looked at (false if it
   * found a dead end there before the twins were looked at): what `clearsAlready` says.
   */
  clearedLast = false;

  /**
   * Whether some covered card can never be turned up (or the talon never cleared).
   * `clearsAlready`: the relaxed game is known to clear this position (an answer
   * `clearedLast` gave before), so only the twins are looked at, as they would be.
   */
  isDead(
    cols: readonly (readonly number[])[],
    down: Int8Array,
    found: Int8Array,
    talon: readonly number[],
    standard: boolean,
    turn = 1,
    wasteSize = 0,
    resetsLeft = -1,
    clearsAlready = false,
  ): boolean {
    if (
      this.relaxedDead(
        cols,
        down,
        found,
        talon,
        standard,
        turn,
        wasteSize,
        resetsLeft,
        clearsAlready,
      )
    ) {
      return true;
    }
    const firstMoves = this.firstMoves;
    if (!firstMoves || !(this.thorough || this.firstMoveChecks.due())) return false;
    if (!firstMoves.isDead(cols, down, found, talon, standard)) return false;
    this.firstMoveChecks.hit();
    return true;
  }

  private readonly firstMoveChecks = new CostlyChecks();

  /**
   * The position at a card's first move (first-move.ts), asked once the relaxed game found
   * nothing, when `thorough` and on its own schedule (`CostlyChecks`); null: never asked.
   */
  firstMoves: FirstMoves | null = null;

  /** `isDead` by the relaxed game alone. */
  private relaxedDead(
    cols: readonly (readonly number[])[],
    down: Int8Array,
    found: Int8Array,
    talon: readonly number[],
    standard: boolean,
    turn: number,
    wasteSize: number,
    resetsLeft: number,
    clearsAlready: boolean,
  ): boolean {
    this.talon = talon;
    this.turn = turn;
    this.wasteSize = wasteSize;
    this.resetsAllowed = resetsLeft !== 0;
    this.cols = cols;
    this.down = down;
    this.found = found;
    this.standard = standard;
    this.frozenColumn = -1;
    if (clearsAlready) {
      this.clearedLast = true;
      if (!this.twins) return false;
      const twins = this.twinChecks.due() || this.thorough;
      const squeezes = this.squeezeChecks.due() || this.thorough;
      const queues = this.queueChecks.due() || this.thorough;
      const pins = this.pins && (this.pinChecks.due() || this.thorough);
      const laid = this.laid && this.thorough;
      const oneParent = this.oneParentDue();
      if (!twins && !squeezes && !queues && !pins && !laid && !oneParent) return false;
      this.setUp();
      return (
        ((twins || squeezes) && this.twinsLocked(twins, squeezes)) ||
        (queues && this.twinsQueued()) ||
        (pins && this.parentPinned()) ||
        (laid && this.twinLaidFirst()) ||
        (oneParent && this.twinsOnOneParent())
      );
    }
    this.setUp();
    this.clearedLast = this.clears();
    if (!this.clearedLast) return true;
    if (!this.twins) return false;
    const twins = this.twinChecks.due() || this.thorough;
    const squeezes = this.squeezeChecks.due() || this.thorough;
    if ((twins || squeezes) && this.twinsLocked(twins, squeezes)) return true;
    if ((this.queueChecks.due() || this.thorough) && this.twinsQueued()) return true;
    if (this.pins && (this.pinChecks.due() || this.thorough) && this.parentPinned()) return true;
    if (this.laid && this.thorough && this.twinLaidFirst()) return true;
    return this.oneParentDue() && this.twinsOnOneParent();
  }

  /** Whether to look for twins with one parent: at a search's start, or while games last. */
  private oneParentDue(): boolean {
    return this.oneParent && (this.thorough || this.oneParentGames > 0);
  }

  /** When to look for twins that lock each other, twins in a queue and a parent pinned. */
  private readonly twinChecks = new RareChecks();
  private readonly squeezeChecks = new RareChecks();
  private readonly queueChecks = new RareChecks();
  private readonly pinChecks = new RareChecks();

  /** Where each card of the position lies: what the relaxed game never changes. */
  private setUp(): void {
    const { column, index, under, over, faceUp, kind, cols, down, found, talon } = this;
    for (let s = 0; s < 4; s++) {
      for (let c = s, r = 1; r <= found[s]; r++, c += 4) {
        column[c] = AT_HOME;
        kind[c] = (this.standard ? HOME_CARD : INERT) * 256;
      }
    }
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const n = col.length;
      const d = down[i];
      let below = -1;
      for (let j = 0; j < n; j++) {
        const c = col[j];
        column[c] = i;
        index[c] = j;
        under[c] = below;
        if (below >= 0) over[below] = c;
        faceUp[c] = (j >= d ? 1 : 0) | (j > d ? 2 : 0);
        kind[c] = (j >= d ? FACE_UP : COVERED) * 256;
        below = c;
      }
      if (n > 0) over[below] = -1;
    }
    for (let k = 0; k < talon.length; k++) {
      column[talon[k]] = IN_TALON;
      kind[talon[k]] = TALON_CARD * 256;
    }
  }

  /** Sets up the position's facts and runs the relaxed game; true if it clears it. */
  private clears(): boolean {
    const { known, cols, down, found, talon } = this;
    known.fill(0);
    this.queued = 0;
    for (let s = 0; s < 4; s++) {
      for (let c = s, r = 1; r <= found[s]; r++, c += 4) known[c] = HOME | GONE;
    }
    this.pendingColumns = 0;
    this.emptyColumn = false;
    for (let i = 0; i < 7; i++) {
      const n = cols[i].length;
      if (n === 0) this.emptyColumn = true;
      else {
        known[cols[i][n - 1]] = FREE;
        this.pendingColumns += Math.min(down[i], n - 1);
      }
    }
    this.pendingTalon = talon.length;
    this.reach(); // queues the talon cards in reach
    if (this.cleared()) return true;
    // First the cards that may move now: talon cards in reach (queued by `reach`), the top
    // of each column (free), the face-up column cards that could lie on one, face-up kings
    // if a column is empty and, under the standard rules, foundation tops; then only new
    // facts may help, and each queues the cards it may help. (A face-up card under
    // another can do nothing else at first: it is not free, nor carried off yet.)
    const { column, index } = this;
    for (let i = 0; i < 7; i++) {
      const n = cols[i].length;
      if (n === 0 || n <= down[i]) continue;
      const top = cols[i][n - 1];
      this.push(top);
      for (let a = CHILD_A[top], k = 0; a >= 0 && k < 2; a = CHILD_B[top], k++) {
        if (column[a] >= 0 && index[a] >= down[column[a]]) this.push(a);
      }
    }
    if (this.emptyColumn) {
      for (let king = 48; king < 52; king++) {
        if (column[king] >= 0 && index[king] >= down[column[king]]) this.push(king);
      }
    }
    if (this.standard) {
      for (let s = 0; s < 4; s++) if (found[s] > 0) this.push((found[s] - 1) * 4 + s);
    }
    for (;;) {
      if (this.queued === 0) {
        if (!this.talonChanged) break;
        this.reach();
        if (this.queued === 0) break;
      }
      const c = this.queue[--this.queued];
      known[c] &= ~QUEUED;
      this.look(c);
      if (this.cleared()) return true;
    }
    return false;
  }

  /**
   * Whether the relaxed game is done: every covered card turned up and the talon cleared
   * (but one card), or with a card that never goes home (see `parentPinned`), what lets the
   * pinned card off; or, with a card frozen (see `twinsLocked`), one of the two cards it
   * asks about reached home, or the frozen card asked to come to the top did.
   */
  private cleared(): boolean {
    if (this.frozenColumn < 0) {
      if (this.pendingColumns === 0 && this.pendingTalon <= 1) return true;
      if (this.pinHome < 0) return false;
      const k = this.known;
      return (k[this.pinHome] & HOME) !== 0 || (k[this.pinOther] & (FREE | PLACED)) !== 0;
    }
    if (this.toTheEnd) return false;
    const known = this.known;
    if (this.homeGoal >= 0) {
      return (
        (known[this.homeGoal] & HOME) !== 0 && (this.holdGoal < 0 || this.holds(this.holdGoal))
      );
    }
    if (this.freeGoal >= 0) return (known[this.freeGoal] & FREE) !== 0;
    if (this.moveGoal >= 0) return this.canMove(this.moveGoal);
    if (this.firstMoveGoal >= 0) return this.canMoveFirst(this.firstMoveGoal);
    return (known[this.askedA] & HOME) !== 0 || (known[this.askedB] & HOME) !== 0;
  }

  /**
   * Twins that lock each other: card B lies on a covered card, so it must move on its own
   * some time (it cannot be carried off), and one of its two parents, P2, lies under it
   * (or is home under the exchange rules, never to come back). Its twin A (same rank and
   * colour, the same parents) lies on the other parent P1, or above B with B covered (so A
   * leaves first, onto P1 or home; a face-up card A lies on is its parent, P1). Until B
   * first moves, P2 is out of reach, so A can only be on P1 or have gone home; then B goes
   * home, or onto P1, which A must have left for home. So in every win, before B moves, A
   * or the card under B in its suit gets home: if the relaxed game in which B and the
   * cards under it never move gets neither home, the position is dead.
   * (In a position of deal 273, 6h 5s 4d lies on 6d, covered, on As and 7s; 6h can lie on
   * 7c or 7s, 6d too; hearts wait for 2s, which waits for As, and diamonds for 3d, both
   * under 6d. Deal 791 is lost at once: Td lies on Th, covered, on Js.)
   *
   * A twin that stays: A lies anywhere else (in the talon, or in a column not on a
   * parent), and B is covered. A that ever leaves its place lies on a parent or is home
   * from then on, so when B moves onto P1, A is home or has never left its place. The
   * first is the case above; in the second, B was turned up (so lay on top of its column)
   * while A stayed where it is. So if also the relaxed game in which B, A and the cards
   * under each never move never brings B to the top, the position is dead. Only asked when
   * a card over B can lie only on B or A (a child of B: B's children are A's), as in deal
   * 223248149: 9h lies on Tc, covered, on Jh and 9c (hearts wait for 8h under it), so 9h
   * leaves only onto Ts, in the stock, which stays there while Tc is covered.
   */
  private twinsLocked(twins: boolean, squeezes: boolean): boolean {
    const { cols, down, column, index } = this;
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      for (let j = 1; j <= down[i] && j < col.length; j++) {
        const b = col[j];
        if (!this.mustMove(b)) continue;
        const pa = PARENT_A[b];
        const pb = PARENT_B[b];
        const aOut = this.outOfReach(pa, i, j);
        const bOut = this.outOfReach(pb, i, j);
        if (aOut && bOut) continue;
        const a = twin(b);
        const where = column[a];
        if (where === AT_HOME) continue;
        const at = index[a];
        if (aOut === bOut) {
          if (!squeezes || !this.parentsSqueezed(b, a, i, j)) continue;
          this.freeze(i, j, a, b - 4);
          const escapes = this.clearsHeld();
          this.thaw();
          if (!escapes) {
            this.squeezeChecks.hit();
            return true;
          }
          continue;
        }
        if (!twins) continue;
        const p1 = aOut ? pb : pa;
        const leavesFirst =
          where >= 0 && ((at > 0 && cols[where][at - 1] === p1) || this.leavesBefore(a, i, j));
        if (!leavesFirst && !(j < down[i] && this.childOver(b, i, j))) continue;
        this.freeze(i, j, a, b - 4);
        // A twin that stays: first whether B comes to the top, which rarely fails.
        const escapes = (!leavesFirst && this.freesWithTwinStaying(b, a)) || this.clearsHeld();
        this.thaw();
        if (!escapes) {
          this.twinChecks.hit();
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A parent pinned: card C lies on a covered card, so it must move on its own some time,
   * first home or onto one of its parents P, and one of those lies over it. Home: in the
   * relaxed game in which C and the cards under it never move, the card under C in its suit
   * gets home. Onto P: P was there for C in that game, and was not home before (under the
   * exchange rules cards never leave home; under the standard rules, only if P never gets
   * home in that game); from then on C lies on P, so P is not home until C goes home or
   * onto its other parent P2. So in the relaxed game in which P never goes home, either the
   * position clears (P never home in the whole line) or, before P goes home, the card under
   * C in its suit gets home or P2 lies on top of a column or is laid on one (or comes down
   * from home). If no way is open, the position is dead. Then, on the same schedule, a first
   * move pinned (`firstMovePinned`).
   */
  private parentPinned(): boolean {
    const { cols, down } = this;
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      for (let j = 1; j < down[i]; j++) {
        const c = col[j];
        const r = rank(c);
        if (r === 13 || this.found[suit(c)] >= r - 1) continue;
        const pa = PARENT_A[c];
        const pb = PARENT_B[c];
        let over = false;
        for (let k = j + 1; k < col.length && !over; k++) over = col[k] === pa || col[k] === pb;
        if (!over && !this.thorough) continue;
        // C's first move home: with C and the cards under it frozen.
        this.freeze(i, j, c - 4, c - 4);
        const home = this.clearsHeld();
        const firstA = !home && this.parentAt(pa, c);
        const firstB = !home && this.parentAt(pb, c);
        // Standard rules: a parent that may have been home before C lay on it is let be.
        const wasHomeA = this.standard && (this.known[pa] & HOME) !== 0;
        const wasHomeB = this.standard && (this.known[pb] & HOME) !== 0;
        this.thaw();
        if (home) continue;
        if (firstA && (wasHomeA || this.letsOff(pa, pb, c))) continue;
        if (firstB && (wasHomeB || this.letsOff(pb, pa, c))) continue;
        this.pinChecks.hit();
        return true;
      }
    }
    if (this.firstMovePinned()) {
      this.pinChecks.hit();
      return true;
    }
    return false;
  }

  /**
   * A first move pinned: the card A right over a covered card X can go neither home (a lower
   * card of its suit lies under X) nor onto one of its parents (under X), so it goes onto the
   * other, T, before X can move, and stays there until X moves: when X first moves, T is
   * not home, nor is a card of its suit above it. If X is one, that move is onto a parent (a
   * king: onto an empty column); if the relaxed game in which X and the cards under it never
   * move never lets X do so (under the exchange rules with T never home, as it cannot have
   * been before), the position is dead.
   */
  private firstMovePinned(): boolean {
    const { cols, down } = this;
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      for (let j = 1; j < down[i]; j++) {
        const x = col[j];
        const t = this.pinnedOver(i, j);
        if (!this.shutsHome(t, x)) continue;
        this.freeze(i, j, x, x);
        this.firstMoveGoal = x;
        this.firstMoveLands = true;
        if (!this.standard) this.neverHome[t] = 1;
        const moves = this.clears();
        this.neverHome[t] = 0;
        this.firstMoveLands = false;
        this.firstMoveGoal = -1;
        this.thaw();
        if (!moves) return true;
      }
    }
    return false;
  }

  /**
   * The relaxed game in which `p` never goes home: whether it clears the position, gets the
   * card under `c` in its suit home or brings `other` to the top of a column (or lays it on one).
   */
  private letsOff(p: number, other: number, c: number): boolean {
    this.neverHome[p] = 1;
    this.pinHome = c - 4;
    this.pinOther = other;
    const off = this.clears();
    this.neverHome[p] = 0;
    this.pinHome = -1;
    return off;
  }

  /** Whether a child of `b` (one rank lower, the other colour) lies over it, at index `j` of column `i`. */
  private childOver(b: number, i: number, j: number): boolean {
    const col = this.cols[i];
    const ca = CHILD_A[b];
    const cb = CHILD_B[b];
    for (let k = j + 1; k < col.length; k++) if (col[k] === ca || col[k] === cb) return true;
    return false;
  }

  /**
   * With `b` and the cards under it frozen: whether the relaxed game in which its twin `a`
   * never leaves its place either (the talon, or its column with the cards under it)
   * brings `b` to the top of its column.
   */
  private freesWithTwinStaying(b: number, a: number): boolean {
    const where = this.column[a];
    if (where < 0) {
      this.kind[a] = INERT * 256;
      const frees = this.freedStaying(b);
      this.kind[a] = TALON_CARD * 256;
      return frees;
    }
    // In the column of `b`, the cards up to it are frozen already and stay so.
    const from = where === this.frozenColumn ? this.frozenIndex + 1 : 0;
    const to = this.index[a];
    this.setFrozen(where, from, to, true);
    const frees = this.freedStaying(b);
    this.setFrozen(where, from, to, false);
    return frees;
  }

  /**
   * Freezes the card at index `j` of column `i` and the cards under it (they never move:
   * nothing to learn of them) until `thaw`; meanwhile `cleared` asks whether card `a` or
   * `b` gets home (see `twinsLocked`).
   */
  private freeze(i: number, j: number, a: number, b: number): void {
    this.frozenColumn = i;
    this.frozenIndex = j;
    this.askedA = a;
    this.askedB = b;
    this.setFrozen(i, 0, j, true);
  }

  private thaw(): void {
    this.setFrozen(this.frozenColumn, 0, this.frozenIndex, false);
    this.frozenColumn = -1;
  }

  /** Makes the cards at indices `from`..`to` of column `i` frozen, or as they lie again. */
  private setFrozen(i: number, from: number, to: number, frozen: boolean): void {
    const col = this.cols[i];
    const d = this.down[i];
    for (let k = from; k <= to; k++) {
      this.kind[col[k]] = (frozen ? INERT : k >= d ? FACE_UP : COVERED) * 256;
    }
  }

  /** Whether the relaxed game, with the cards frozen as they are, brings `b` to the top. */
  private freedStaying(b: number): boolean {
    this.freeGoal = b;
    const frees = this.clears();
    this.freeGoal = -1;
    return frees;
  }

  /**
   * Twins in a queue: B lies on a covered card (at index `j` of column `i`), so it must move
   * some time, home or onto a parent then on top of a column or laid on one. Twins X and X'
   * lie in one column, X' over X, and one of their parents is out of reach until B moves
   * (it lies under B, or is home under the exchange rules). X' leaves before X can, home or
   * onto their other parent G, and is on G or home from then on; so until B moves, X can be
   * laid on a card only once X' is home. If the relaxed game in which B and the cards under
   * it never move, and each such X waits for its X', never lets B move, the position is
   * dead. (Deal 1915243151: 8s lies on Ts, covered, over 9d; 9h can lie only on a black
   * ten, both under 8s, so 8s goes home, after 5s, which lies under Qc and then Qs. Qs goes
   * onto Kh (Kd lies under 8s) and stays, as spades wait for 8s; Qc then can only go home,
   * after Tc, under 8s too.)
   */
  private twinsQueued(): boolean {
    const { cols, down, column, index, pairLower, landsAfterTwin } = this;
    let pairs = 0;
    for (let k = 0; k < 7; k++) {
      const col = cols[k];
      const n = col.length;
      for (let x = 0; x < n - 1 && x <= down[k]; x++) {
        const c = col[x];
        if (c >= 48) continue;
        const t = twin(c);
        if (column[t] === k && index[t] > x) pairLower[pairs++] = c;
      }
    }
    if (pairs === 0) return false;
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      for (let j = 1; j <= down[i] && j < col.length; j++) {
        const b = col[j];
        if (!this.mustMove(b)) continue;
        let gated = 0;
        for (let q = 0; q < pairs; q++) {
          const x = pairLower[q];
          if (column[x] === i && index[x] <= j) continue;
          if (!this.outOfReach(PARENT_A[x], i, j) && !this.outOfReach(PARENT_B[x], i, j)) continue;
          landsAfterTwin[x] = 1;
          gated++;
        }
        if (gated === 0) continue;
        this.freeze(i, j, b, b);
        this.moveGoal = b;
        const moves = this.clearsHeld();
        this.moveGoal = -1;
        this.thaw();
        for (let q = 0; q < pairs; q++) landsAfterTwin[pairLower[q]] = 0;
        if (!moves) {
          this.queueChecks.hit();
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A twin laid first: X lies on a covered card (at index `j` of column `i`), so it must
   * move some time, home or onto a parent; one parent, P1, is out of reach until X moves
   * (under X, or home under the exchange rules); its twin X' is in the talon.
   * 1. If X cannot make its first move in the relaxed game in which X (with the cards under
   *    it) never moves and X' is never laid on a card, X' is laid on a card before X moves:
   *    on P2, the other parent. From then until X moves it lies on P2 or has gone home, so
   *    X can go onto P2 only once X' has been home.
   * 2. X covered: the card A right over X moves first. If it can go neither home (a lower
   *    card of its suit lies under X) nor onto one of its parents (out of reach as P1 is),
   *    it goes onto the other, T, and stays there until X moves. Under the exchange rules T
   *    cannot have been home before (cards never leave home), so T is not home before X
   *    moves. Under the standard rules T is not home when X first moves, nor is a card of
   *    its suit above it: if X is one, that move is not home.
   * If, played so (X waiting for X' to be home, T never home), the relaxed game in which X
   * never moves still never lets X make its first move, the position is dead. (Deal
   * 439440373: column 7 is `5d Kh 4h Ts 7d Qc | 9h`. 9h can go only onto Tc (Ts and 4h lie
   * under Qc), Tc only onto a red jack and that only onto Qs, as Qc lies under 9h: so Qs
   * is laid on Kd first. Qc then needs Kd free, so Qs home, after Ts, under Qc; or Qc goes
   * home, after Tc, which 9h pins.)
   */
  private twinLaidFirst(): boolean {
    const { cols, down, column, landsAfterTwin } = this;
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      for (let j = 1; j <= down[i] && j < col.length; j++) {
        const x = col[j];
        if (!this.mustMove(x)) continue;
        const xt = twin(x);
        if (column[xt] !== IN_TALON) continue;
        const aOut = this.outOfReach(PARENT_A[x], i, j);
        const bOut = this.outOfReach(PARENT_B[x], i, j);
        if (aOut === bOut) continue;
        // Step 1: X' never laid on a card.
        this.freeze(i, j, x, x);
        this.firstMoveGoal = x;
        landsAfterTwin[xt] = 1; // its twin X is frozen: never home
        const movesAlone = this.clearsHeld();
        landsAfterTwin[xt] = 0;
        let dead = false;
        if (!movesAlone) {
          // Step 2: X lands only once X' has been home; the card over X may pin a parent.
          landsAfterTwin[x] = 1;
          const t = this.pinnedOver(i, j);
          if (!this.standard && t >= 0) this.neverHome[t] = 1;
          else this.firstMoveLands = this.shutsHome(t, x);
          dead = !this.clearsHeld();
          if (t >= 0) this.neverHome[t] = 0;
          this.firstMoveLands = false;
          landsAfterTwin[x] = 0;
        }
        this.firstMoveGoal = -1;
        this.thaw();
        if (dead) return true;
      }
    }
    return false;
  }

  /**
   * Whether parent `t` pinned by the card over covered card `x` (`pinnedOver`, -1: none)
   * keeps `x` from going home at its first move: `x` is of its suit, above it.
   */
  private shutsHome(t: number, x: number): boolean {
    return t >= 0 && suit(t) === suit(x) && t < x;
  }

  /**
   * Step 2 of `twinLaidFirst`: the parent T that the card A right over the
   * covered card at index `j` of column `i` must go onto and stay on until that card moves,
   * or -1. A goes neither home (a lower card of its suit lies under that card) nor onto its
   * other parent (out of reach).
   */
  private pinnedOver(i: number, j: number): number {
    const col = this.cols[i];
    if (j >= this.down[i] || j + 1 >= col.length) return -1;
    const a = col[j + 1];
    if (a >= 48) return -1;
    let homeBlocked = false;
    for (let k = 0; k < j && !homeBlocked; k++) {
      homeBlocked = suit(col[k]) === suit(a) && col[k] < a;
    }
    if (!homeBlocked) return -1;
    const paOut = this.outOfReach(PARENT_A[a], i, j);
    const pbOut = this.outOfReach(PARENT_B[a], i, j);
    if (paOut === pbOut) return -1;
    return paOut ? PARENT_B[a] : PARENT_A[a];
  }

  /**
   * Twins with one parent: X lies on a covered card (at index `j` of column `i`), so it must
   * move some time; until its first move, X and the cards under it stay where they are. The
   * relaxed game in which they never move, played to its end, tells what cannot happen
   * before X moves: a card it never gets home is not home then, and a card it never brings
   * to the top of a column (nor lays on one) holds no card then. Take twins A and B (same
   * rank and colour, so the same parents P1 and P2), neither home then, P2 holding no card
   * then and P1 there, and each in the talon or in a column lying on no card it could lie
   * on (covered, or the lowest face-up card), so that it leaves its place only by moving on
   * its own. Before X moves, that move can only be onto P1; and from then until X moves it
   * stays on P1 (the other ways off, P2 and home, are shut; a pile moved from under it
   * carries it on P1). So one of the twins never leaves its place before X moves. If X
   * cannot make its first move in the relaxed game in which A stays where it is, B stays
   * where it is; if X cannot in the one in which B stays either, the position is dead. A
   * twin found to stay stays in the games after, which may shut more parents and homes.
   * (Deal 6363: column 6 is `Ks 2h 5c 9h 4d | 8s`. Until 5c moves, 9h and 9d cannot go home
   * (2h and 3d stay under cards that cannot move), nor onto Ts, which can lie only on a red
   * jack, both under Tc, 3d and 3s. So 9h, over 5c, goes onto Tc, and 9d stays in the
   * talon: then 5c can never move. It was undecided after 5 s before: lost in 8.4 million
   * positions, 19 s.)
   */
  private twinsOnOneParent(): boolean {
    const { cols, down, known, landsAfterTwin, atTheEnd, staying } = this;
    let dead = false;
    for (let i = 0; i < 7 && !dead; i++) {
      const col = cols[i];
      for (let j = 1; j <= down[i] && j < col.length && !dead; j++) {
        const x = col[j];
        if (!this.mustMove(x)) continue;
        this.freeze(i, j, x, x);
        let stays = 0;
        for (let found = true; found && !dead;) {
          found = false;
          this.toTheEnd = true;
          this.clears();
          this.toTheEnd = false;
          this.oneParentGames--;
          if (!this.canMoveFirst(x)) {
            dead = true;
            break;
          }
          atTheEnd.set(known);
          for (let a = 4; a < 48 && !dead && !found; a++) {
            if ((a & 3) > 1) continue; // a club or a diamond, its twin a spade or a heart
            const b = twin(a);
            if (landsAfterTwin[a] || landsAfterTwin[b]) continue;
            if ((atTheEnd[a] | atTheEnd[b]) & HOME) continue;
            if (this.holds(PARENT_A[a], atTheEnd) === this.holds(PARENT_B[a], atTheEnd)) continue;
            if (!this.leavesOnItsOwn(a, i, j) || !this.leavesOnItsOwn(b, i, j)) continue;
            this.firstMoveGoal = x;
            landsAfterTwin[a] = 1;
            const aStaying = this.clears();
            landsAfterTwin[a] = 0;
            landsAfterTwin[b] = 1;
            const bStaying = this.clears();
            landsAfterTwin[b] = 0;
            this.firstMoveGoal = -1;
            this.oneParentGames -= 2;
            if (!aStaying && !bStaying) dead = true;
            else if (!aStaying || !bStaying) {
              const stayer = aStaying ? a : b;
              landsAfterTwin[stayer] = 1;
              staying[stays++] = stayer;
              found = true;
            }
          }
        }
        for (let k = 0; k < stays; k++) landsAfterTwin[staying[k]] = 0;
        this.thaw();
      }
    }
    return dead;
  }

  /**
   * Whether the game with a card frozen reaches its goal (`clears`), and still does once
   * parents held are looked for (`parentsHeld`): those only at a search's start
   * (`thorough`). Asked at every position on a schedule, they found dead ends in 4-10% of
   * their looks turning three, but cost up to three quarters of the positions per second,
   * and deals went over the budget.
   */
  private clearsHeld(): boolean {
    return this.clears() && (!this.held || !this.thorough || this.parentsHeld());
  }

  /**
   * Parents held, in a game with a card frozen that reached its goal (what that game says
   * holds until the frozen card moves). A card X the game, played to its end, never gets
   * home lies on a parent from the time it first leaves its place (or from now, if it lies
   * on one now: a pile moved from under it carries it on its parent); it is no king, so
   * it cannot go to an empty column. A parent P goes home with nothing on it: so then X
   * has not left its place or lies on P's twin Q. With its twin X' never home either, X and
   * X' cannot both lie on Q: one of them has not left its place then, and the other has not
   * either or lies on Q, laid there (Q on top of a column at some time, or laid on one) or
   * lying there now. If none of the games in which that can be (the one that stays never
   * laid on a card) gets P home, P never goes home until the frozen card moves; alone, X
   * must not have left its place if Q never holds a card. The game is played again with
   * each such P never home (which may find more), and true is returned if it still reaches
   * its goal. (Deal 558488207: column 7 is `Td Kh 4c Qd 2s Jd | Jh`; until Jd moves, neither
   * black six gets home, and 7h goes home only after 6h, under 6c, and 7d lies under 6s:
   * 7h never gets home before Jd moves, nor does Jh, which must, as twins whose parents
   * share one grandparent say.)
   */
  private parentsHeld(): boolean {
    const { known, atTheEnd, neverHome, heldParents, landsAfterTwin, column } = this;
    // Twins never home: mostly those over a frozen card of their suit, so both suits of
    // one colour must have a card frozen.
    const col = this.cols[this.frozenColumn];
    const lowest = [13, 13, 13, 13]; // per suit, c d h s
    for (let k = 0; k <= this.frozenIndex; k++) {
      const s = suit(col[k]);
      lowest[s] = Math.min(lowest[s], rank(col[k]));
    }
    if (Math.max(lowest[0], lowest[3]) > 12 && Math.max(lowest[1], lowest[2]) > 12) return true;
    let held = 0;
    let escapes = true;
    for (let round = 0; round < 4 && escapes; round++) {
      this.toTheEnd = true;
      this.clears();
      this.toTheEnd = false;
      atTheEnd.set(known);
      let found = false;
      for (let x = 0; x < 48; x++) {
        if (atTheEnd[x] & HOME || landsAfterTwin[x]) continue;
        const y = twin(x);
        const pair = !(atTheEnd[y] & HOME) && !landsAfterTwin[y];
        // A pair is looked at once, from its club or diamond.
        if (pair && (x & 3) > 1) continue;
        for (let k = 0; k < 2; k++) {
          const p = k === 0 ? PARENT_A[x] : PARENT_B[x];
          const q = k === 0 ? PARENT_B[x] : PARENT_A[x];
          if (!(atTheEnd[p] & HOME) || column[p] === AT_HOME || neverHome[p]) continue;
          if (pair ? this.parentGetsHome(x, y, p, q) : this.parentFreed(x, p, q)) continue;
          neverHome[p] = 1;
          heldParents[held++] = p;
          found = true;
        }
      }
      if (!found) break;
      escapes = this.clears();
    }
    for (let k = 0; k < held; k++) neverHome[heldParents[k]] = 0;
    return escapes;
  }

  /**
   * See `parentsHeld`: whether, with `x` never home (its twin may be), parent `p` can get
   * home: `x` stays where it is, or lies on `q` then (on it already, or laid there).
   */
  private parentFreed(x: number, p: number, q: number): boolean {
    const on = this.lyingOn(x);
    if (on === q || this.holds(q, this.atTheEnd)) return true;
    if (on === p) return false;
    if (this.frozen(x)) return true; // it stays where it is in the game played already
    return this.homeWhileStaying(p, x);
  }

  /**
   * See `parentsHeld`: whether `p` gets home in the game where `a` (and `b`, unless -1)
   * never leaves its place, asked also to bring `hold` (unless -1) to hold a card; what
   * else that game learnt stays in `known`.
   */
  private homeWhileStaying(p: number, a: number, b = -1, hold = -1): boolean {
    const { landsAfterTwin } = this;
    landsAfterTwin[a] = STAYS;
    if (b >= 0) landsAfterTwin[b] = STAYS;
    this.homeGoal = p;
    this.holdGoal = hold;
    this.clears();
    this.homeGoal = -1;
    this.holdGoal = -1;
    landsAfterTwin[a] = 0;
    if (b >= 0) landsAfterTwin[b] = 0;
    return (this.known[p] & HOME) !== 0;
  }

  /** See `parentsHeld`: the parent `c` lies on now, or -1. */
  private lyingOn(c: number): number {
    const where = this.column[c];
    if (where < 0) return -1;
    const at = this.index[c];
    if (at <= this.down[where]) return -1;
    const below = this.cols[where][at - 1];
    return below === PARENT_A[c] || below === PARENT_B[c] ? below : -1;
  }

  /**
   * See `parentsHeld`: whether, with twins `x` and `y` never home, parent `p` can get home:
   * one of them stays where it is and the other stays too or lies on `q`.
   */
  private parentGetsHome(x: number, y: number, p: number, q: number): boolean {
    const onX = this.lyingOn(x);
    const onY = this.lyingOn(y);
    if (onX >= 0 && onY >= 0) return false;
    let bothStay = true;
    for (let k = 0; k < 2; k++) {
      const s = k === 0 ? x : y;
      const m = k === 0 ? y : x;
      if ((k === 0 ? onX : onY) >= 0) {
        bothStay = false;
        continue;
      }
      const onM = k === 0 ? onY : onX;
      // `s` stays where it lies; `m` lies on `q`: on it already, or laid there.
      const home = this.homeWhileStaying(p, s, -1, onM === q ? -1 : q);
      if (home && (onM === q || (this.holds(q) && !this.frozen(m)))) return true;
      if (!home) bothStay = false;
    }
    return bothStay && this.homeWhileStaying(p, x, y);
  }

  /** Whether card `c` is frozen: it never moves in the game played. */
  private frozen(c: number): boolean {
    return this.kind[c] === INERT * 256;
  }

  /**
   * Whether card `p` lies on top of a column at some time, or is laid on one, by the facts
   * `facts` (those of the game played, or of one played to its end: `atTheEnd`).
   */
  private holds(p: number, facts = this.known): boolean {
    return (facts[p] & (this.column[p] >= 0 ? FREE : PLACED)) !== 0;
  }

  /**
   * See `twinsOnOneParent`: whether `c` leaves its place only by a move of its own, and not
   * frozen under the card at index `j` of column `i`: in the talon, or covered or the lowest
   * face-up card in a column.
   */
  private leavesOnItsOwn(c: number, i: number, j: number): boolean {
    const where = this.column[c];
    if (where < 0) return where === IN_TALON;
    return this.index[c] <= this.down[where] && !(where === i && this.index[c] <= j);
  }

  /**
   * Frozen card `b` can make its first move: it is on top of its column at some time (or
   * face up), and it can move then (`canMove`).
   */
  private canMoveFirst(b: number): boolean {
    if ((this.faceUp[b] & 1) === 0 && (this.known[b] & FREE) === 0) return false;
    return this.firstMoveLands ? this.canLand(b) : this.canMove(b);
  }

  /**
   * Whether `b`, lying on a covered card, is one the twin checks look at: it must move on
   * its own, onto a parent or home, and cannot go home at once (not an ace, nor a king,
   * which goes onto an empty column).
   */
  private mustMove(b: number): boolean {
    const r = rank(b);
    return r !== 1 && r !== 13 && this.found[suit(b)] < r - 1;
  }

  /**
   * Whether frozen card `b` (not a king) can move: the card under it in its suit is home, or
   * it can be laid on a parent (`canLand`: once its twin is home, if it waits for it).
   */
  private canMove(b: number): boolean {
    return (this.known[b - 4] & HOME) !== 0 || this.canLand(b);
  }

  /**
   * Twins whose parents share one grandparent: B (at index `j` of column `i`) and its twin
   * `a` as in `twinsLocked`, neither parent out of reach; A lies on one of them (or above B,
   * B covered), and both parents must be laid on a grandparent (their parents, of B's rank
   * plus two and colour) before they can hold a card then: each is in the talon, at home,
   * over B or on a grandparent already; and one grandparent is out of reach. Until B moves,
   * A lies on a parent or is home; B goes home or onto the other parent, on top of a column
   * then. So both parents lie on grandparents at once, one on each, which cannot be: as in
   * `twinsLocked`, A or the card under B in its suit gets home before B moves.
   * (Deal 1898386186, once 8c lies on 9d: 8s lies covered on 2c under 9d, on Ts; 9d must
   * leave for Tc, and 9h, in the talon, has only Tc too.)
   */
  private parentsSqueezed(b: number, a: number, i: number, j: number): boolean {
    if (rank(b) > 11) return false;
    const { cols, column, index } = this;
    const pa = PARENT_A[b];
    const pb = PARENT_B[b];
    const where = column[a];
    const at = index[a];
    const onParent =
      where >= 0 && at > 0 && (cols[where][at - 1] === pa || cols[where][at - 1] === pb);
    if (!onParent && !this.leavesBefore(a, i, j)) return false;
    const ga = PARENT_A[pa];
    const gb = PARENT_B[pa];
    if (!this.outOfReach(ga, i, j) && !this.outOfReach(gb, i, j)) return false;
    return this.needsGrandparent(pa, ga, gb, i, j) && this.needsGrandparent(pb, ga, gb, i, j);
  }

  /**
   * Whether card `a` lies over the covered card at index `j` of column `i`, covered itself
   * or the lowest face-up card: it must move on its own before that card can move.
   */
  private leavesBefore(a: number, i: number, j: number): boolean {
    const at = this.index[a];
    const d = this.down[i];
    return this.column[a] === i && at > j && j < d && at <= d;
  }

  /**
   * Whether parent `p` can hold a card only once laid on `ga` or `gb`: it is in the talon,
   * at home, over the card at index `j` of column `i`, or on one of them already.
   */
  private needsGrandparent(p: number, ga: number, gb: number, i: number, j: number): boolean {
    const where = this.column[p];
    if (where < 0) return true;
    const at = this.index[p];
    if (where === i && at > j) return true;
    const below = at > 0 ? this.cols[where][at - 1] : -1;
    return below === ga || below === gb;
  }

  /**
   * Whether parent `p` cannot be laid on before the card at index `j` of column `i` moves:
   * it lies under that card, or it is home under the exchange rules.
   */
  private outOfReach(p: number, i: number, j: number): boolean {
    const where = this.column[p];
    return where === i ? this.index[p] < j : where === AT_HOME && !this.standard;
  }

  /** Queues `c` to be looked at, unless `look` could learn nothing more of it (`SKIP`). */
  private push(c: number): void {
    const k = this.known[c];
    if (SKIP[this.kind[c] | k]) return;
    this.known[c] = k | QUEUED;
    this.queue[this.queued++] = c;
  }

  /** Queues the cards that could lie on `c` (one rank lower, the other colour). */
  private pushChildren(c: number): void {
    const a = CHILD_A[c];
    if (a < 0) return;
    this.pushChild(a);
    this.pushChild(CHILD_B[c]);
  }

  /** Queues `c`, a card a parent of which is there now, unless that is useless (`LAND_SKIP`). */
  private pushChild(c: number): void {
    const k = this.known[c];
    if (LAND_SKIP[this.kind[c] | k]) return;
    this.known[c] = k | QUEUED;
    this.queue[this.queued++] = c;
  }

  /** Whether `c` may go home: the next lower card of its suit is home (or it is an ace). */
  private homeReady(c: number): boolean {
    return c < 4 || (this.known[c - 4] & HOME) !== 0;
  }

  /** Derives what follows for card `c` from the facts known so far. */
  private look(c: number): void {
    const known = this.known;
    const where = this.column[c];
    if (where === AT_HOME) {
      // Standard rules: a card at home may come back down onto a column, once the cards
      // over it at home did (it leaves only from the foundation's top).
      if (!this.standard || known[c] & PLACED) return;
      const above = c + 4;
      const coveredAtHome = this.homeInOrder && above < 52 && this.column[above] === AT_HOME;
      if (coveredAtHome && !(known[above] & PLACED)) return;
      if (this.canLand(c)) {
        known[c] |= PLACED;
        this.pushChildren(c);
        // The card under it at home may follow it down.
        if (c >= 4) this.push(c - 4);
      }
      return;
    }
    if (where === IN_TALON) {
      if (!(known[c] & REACHED)) return;
      if (!(known[c] & HOME) && !this.neverHome[c] && this.homeReady(c)) this.setHome(c);
      if (!(known[c] & PLACED) && this.canLand(c)) {
        known[c] |= PLACED;
        this.pushChildren(c);
      }
      if (!(known[c] & GONE) && known[c] & (HOME | PLACED)) this.setGone(c);
      return;
    }
    // (A frozen card is never queued: see `push`.)
    const up = this.faceUp[c];
    if (!(known[c] & HOME) && known[c] & FREE && !this.neverHome[c] && this.homeReady(c))
      this.setHome(c);
    // Carried off on the pile whose base, face up under it, left its place.
    if (!(known[c] & GONE) && up & 2 && known[this.under[c]] & GONE) this.setGone(c);
    // Its first move of its own: home, or as the base of its pile (face up by then).
    if (
      !(known[c] & MOVED) &&
      (up & 1 || known[c] & FREE) &&
      (known[c] & HOME || this.canLand(c))
    ) {
      this.setMoved(c);
    }
  }

  private setHome(c: number): void {
    this.known[c] |= HOME;
    // A twin that waited for it (see `twinsQueued`) may now be laid on a card.
    if (this.landsAfterTwin[twin(c)]) this.push(twin(c));
    // The next card of the suit may follow: a column card only once free (`setFree`
    // queues it then).
    const next = c + 4;
    if (next < 52 && (this.column[next] < 0 || this.known[next] & FREE)) this.push(next);
  }

  /**
   * Column card `c` moves on its own: it leaves the card under it (which then lies on top)
   * or, the bottom card, its column (which is then empty).
   */
  private setMoved(c: number): void {
    const known = this.known;
    known[c] |= MOVED;
    if (!(known[c] & GONE)) this.setGone(c);
    const under = this.under[c];
    if (under >= 0) {
      if (!(known[under] & FREE)) this.setFree(under);
    } else if (!this.emptyColumn) {
      // A column can be emptied: every king may now find a place.
      this.emptyColumn = true;
      for (let king = 48; king < 52; king++) this.push(king);
    }
  }

  /** Column card `c` lies on top of a column at some time: it can go home or hold a card. */
  private setFree(c: number): void {
    this.known[c] |= FREE;
    // Covered, it may now move; face up, it could already, and may now only go home.
    if (!(this.faceUp[c] & 1)) {
      this.pendingColumns--;
      this.push(c);
    } else if (this.homeReady(c)) this.push(c);
    // The cards that may now lie on it; in its own column only once the upper of the two
    // left its place (see parentAt; `setGone` and `look` queue them then).
    const a = CHILD_A[c];
    if (a < 0) return;
    const b = CHILD_B[c];
    const { column, index, known } = this;
    const where = column[c];
    const j = index[c];
    if (column[a] !== where || known[j > index[a] ? c : a] & GONE) this.pushChild(a);
    if (column[b] !== where || known[j > index[b] ? c : b] & GONE) this.pushChild(b);
  }

  private setGone(c: number): void {
    const known = this.known;
    known[c] |= GONE;
    const where = this.column[c];
    if (where === IN_TALON) {
      this.pendingTalon--;
      // Turning one with resets left, every talon card was reached at once.
      this.talonChanged = this.turn !== 1 || !this.resetsAllowed;
      return;
    }
    // The card over it, face up too, is carried off with it.
    if (this.faceUp[c] & 1 && this.over[c] >= 0) this.push(this.over[c]);
    // Cards under it in its column may now lie on it (see parentAt); elsewhere, that it is
    // gone changes nothing for them. Cards at home are queued all the same: a card at home
    // under the foundation's top is first looked at when something queues it, and a parent
    // on top of a column from the start queues nothing, so this keeps the answers as they
    // were (see dead-ends.test.ts).
    const a = CHILD_A[c];
    if (a < 0) return;
    const b = CHILD_B[c];
    const j = this.index[c];
    const column = this.column;
    if ((column[a] === where && this.index[a] < j) || column[a] === AT_HOME) this.push(a);
    if ((column[b] === where && this.index[b] < j) || column[b] === AT_HOME) this.push(b);
  }

  /**
   * Marks the talon cards that can reach the waste top at some time (a talon card leaves
   * only from there). Turning one card with resets left, every one can. Else a card gets
   * there if it is there now; if turns bring it there from the waste top now, or from an
   * empty waste after a reset, once some of the talon cards before it (as many as it takes,
   * up to the number that can ever leave) are played, each shifting it one place; if the
   * card over it in the talon can leave (played, it uncovers it); or if every card after it
   * can leave (then it is the last). What the real game can reach, this reaches.
   */
  private reach(): void {
    this.talonChanged = false;
    const { talon, known, turn } = this;
    const n = talon.length;
    if (turn === 1 && this.resetsAllowed) {
      for (let k = 0; k < n; k++) {
        const c = talon[k];
        if (!(known[c] & REACHED)) {
          known[c] |= REACHED;
          this.push(c);
        }
      }
      return;
    }
    const p = this.wasteSize;
    // Every talon card after index k can leave when k >= last, the last one that cannot.
    let last = n - 1;
    while (last >= 0 && known[talon[last]] & GONE) last--;
    let goneInWaste = 0;
    for (let k = 0; k < p && k < n; k++) if (known[talon[k]] & GONE) goneInWaste++;
    let goneBefore = 0; // talon cards before index k that can leave
    for (let k = 0; k < n; k++) {
      const c = talon[k];
      const place = k + 1; // counted from the bottom of the waste, as `p` is
      if (!(known[c] & REACHED)) {
        const reached =
          place === p ||
          k >= last ||
          (k + 1 < n && (known[talon[k + 1]] & GONE) !== 0) ||
          (place > p && goneBefore - goneInWaste >= (place - p) % turn) ||
          (this.resetsAllowed && goneBefore >= place % turn);
        if (reached) {
          known[c] |= REACHED;
          this.push(c);
        }
      }
      if (known[c] & GONE) goneBefore++;
    }
  }

  /** Whether `c` could be laid on a column: a king on an empty one, else on a parent. */
  private canLand(c: number): boolean {
    if (c >= 48) return this.emptyColumn;
    const waits = this.landsAfterTwin[c];
    if (waits !== 0 && (waits === STAYS || !(this.known[twin(c)] & HOME))) return false;
    return this.parentAt(PARENT_A[c], c) || this.parentAt(PARENT_B[c], c);
  }

  /**
   * Whether parent `p` is there for `c` to lie on at some time: on top of a column (free),
   * and if both are in the same column, the upper one gone from its place (one under `c`
   * can be on top only once `c` was carried off; one over `c` must have left); from the
   * talon or from home once placed.
   */
  private parentAt(p: number, c: number): boolean {
    const where = this.column[p];
    const k = this.known[p];
    if (where < 0) return (k & PLACED) !== 0;
    if ((k & FREE) === 0) return false;
    if (where !== this.column[c]) return true;
    return this.index[p] > this.index[c] ? (k & GONE) !== 0 : (this.known[c] & GONE) !== 0;
  }
}

/**
 * Whether the relaxed game cannot turn up every covered card of `state` (see above);
 * `twins: false` leaves out the twins that lock each other and the parents pinned, `pins:
 * false` only the parents pinned, `laid: false` only a twin laid first, `oneParent: false`
 * only twins with one parent, `held: false` only parents held; `thorough`: as at a search's
 * start (`DeadEnds.thorough`); `homeInOrder: false`: as `DeadEnds.homeInOrder` off.
 */
export function isDeadEnd(
  state: KlondikeState,
  {
    twins = true,
    pins = twins,
    laid = twins,
    oneParent = twins,
    held = twins,
    thorough = false,
    homeInOrder = true,
  }: {
    twins?: boolean;
    pins?: boolean;
    laid?: boolean;
    oneParent?: boolean;
    held?: boolean;
    thorough?: boolean;
    homeInOrder?: boolean;
  } = {},
): boolean {
  const cols = state.tableau.map((c) => [...c.covered, ...c.faceUp]);
  const down = Int8Array.from(state.tableau, (c) => c.covered.length);
  const found = Int8Array.from(state.foundations);
  const talon = [...state.waste, ...state.stock];
  const deadEnds = new DeadEnds(twins, pins, laid, oneParent, held);
  deadEnds.thorough = thorough;
  deadEnds.homeInOrder = homeInOrder;
  return deadEnds.isDead(
    cols,
    down,
    found,
    talon,
    state.rules === 'standard',
    state.turn,
    state.waste.length,
    state.resetsLeft ?? -1,
  );
}
