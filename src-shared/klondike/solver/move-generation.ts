/**
 * Move generation: the moves worth trying in a position, most promising first, with the
 * prunings that keep the search narrow (safe moves home forced, piles moved only when of
 * use, the lazy prunings of winnability mode, cards off a foundation only when of use at
 * once). Why each pruning loses no win: docs/klondike-solver.md, "Move generation".
 */
import type { Board } from './board';
import {
  COLUMN_TO_COLUMN,
  COLUMN_TO_FOUNDATION,
  FOUNDATION_TO_COLUMN,
  RESET_BIT,
  TALON_TO_COLUMN,
  TALON_TO_FOUNDATION,
  fits,
  mkMove,
  rank,
  red,
  suit,
  twin,
} from './packed-move';

export interface GeneratorOptions {
  /** Force safe moves to the foundations. */
  forceSafe: boolean;
  /**
   * With `forceSafe`, also force a two home as soon as its ace is home, whatever the aces of
   * the other colour (the depth-first searches; the win finder wins fewer deals with it).
   */
  forceTwos: boolean;
  /** Standard rules: bring any foundation card down (the tests' reference). */
  everyFoundationMove: boolean;
}

export class MoveGenerator {
  /**
   * The lazy prunings of winnability mode (turn 1, unlimited resets): a card waits in the
   * talon, or out of its foundation, until a move needs it (docs/klondike-solver.md).
   */
  lazy = false;
  /**
   * Standard rules: cards off a foundation are tried first instead of last. Once the
   * exchange rules are proven lost, every win brings a card down (see `preferComeDowns` in
   * search.ts).
   */
  comeDownsFirst = false;
  /** `lazy` holds for the position being expanded (something is still covered). */
  private lazyNow = false;
  private readonly forceSafe: boolean;
  private readonly forceTwos: boolean;
  private readonly everyFoundationMove: boolean;
  /** Per talon index + 1: the moves that bring the card to the waste top, or -1. */
  private readonly reach = new Int16Array(64);
  /** Per talon index + 1: whether that takes a reset. */
  private readonly reachReset = new Uint8Array(64);

  constructor(
    private readonly board: Board,
    options: GeneratorOptions,
  ) {
    this.forceSafe = options.forceSafe;
    this.forceTwos = options.forceTwos;
    this.everyFoundationMove = options.everyFoundationMove;
  }

  /**
   * Fills `reach[q]` with the moves needed to bring talon card q-1 to the waste top (0 if it
   * is there, -1 if it cannot get there) and `reachReset[q]` with whether that takes a reset.
   */
  private computeReach(): void {
    const n = this.board.talon.length;
    const t = this.board.turn;
    const reach = this.reach;
    for (let q = 0; q <= n; q++) {
      reach[q] = -1;
      this.reachReset[q] = 0;
    }
    if (this.board.wasteSize > 0) reach[this.board.wasteSize] = 0;
    let pos = this.board.wasteSize;
    let k = 0;
    while (pos < n) {
      pos = Math.min(pos + t, n);
      k++;
      if (reach[pos] < 0) reach[pos] = k;
    }
    if (this.board.resets !== 0 && n > 0) {
      k++; // the reset
      pos = 0;
      while (pos < n) {
        pos = Math.min(pos + t, n);
        k++;
        if (reach[pos] < 0) {
          reach[pos] = k;
          this.reachReset[pos] = 1;
        }
      }
    }
  }

  /**
   * Whether sending `card` home is safe: some win plays it now if any win exists
   * (docs/klondike-solver.md, "Safe moves home").
   */
  private isSafe(card: number): boolean {
    const s = suit(card);
    const top = this.board.foundationTop[s];
    if (top !== rank(card) - 1) return false;
    // A two with its ace home: only aces could ever lie on it, and an ace can go home instead.
    if (top === 1 && this.forceTwos) return true;
    const f = this.board.foundationTop;
    if (red(card) ? f[0] < top || f[3] < top : f[1] < top || f[2] < top) return false;
    return !this.board.standard || f[3 - s] >= top - 1;
  }

  private fitsFoundation(card: number): boolean {
    return this.board.foundationTop[suit(card)] === rank(card) - 1;
  }

  /** Whether the twin of `card` (same rank and colour) could use the place `card` leaves. */
  private twinAvailable(card: number): boolean {
    const twinCard = twin(card);
    // Under the standard rules a twin at home may come back down.
    if (this.board.foundationTop[suit(twinCard)] >= rank(twinCard)) {
      return this.board.standard && this.descentOfUse(twinCard);
    }
    if (this.inTalonAt[twinCard] === this.epoch) {
      return !this.lazy || this.board.coveredTotal === 0 || this.coverAvailable(twinCard);
    }
    return this.faceUpAt[twinCard] === this.epoch;
  }

  /**
   * Whether a card could be laid on `card` right after it: a face-up column card, by a move
   * the search keeps (`pileFitsOn`); a talon card within reach (in winnability mode only
   * one that something can be laid on in turn, as a card goes from the talon to a column
   * only just before something goes on it, see `generate`: so a chain of talon cards, each
   * fitting the one before); or under the standard rules a card at home brought down onto
   * it and of use there (`homeCardOfUse`). Needs `markBoard` and `computeReach`.
   */
  private coverAvailable(card: number): boolean {
    if (rank(card) === 1) return false;
    const epoch = this.epoch;
    if (this.coverSeen[card] === epoch) return this.coverValue[card] === 1;
    let available = this.pileFitsOn(card) || this.homeCardOfUse(card);
    const talon = this.board.talon;
    for (let k = 0; !available && k < talon.length; k++) {
      if (!fits(talon[k], card) || this.reach[k + 1] < 0) continue;
      // A card from the talon is laid on at once in winnability mode (see `generate`).
      if (!this.lazyNow || this.coverAvailable(talon[k])) available = true;
    }
    this.coverSeen[card] = epoch;
    this.coverValue[card] = available ? 1 : 0;
    return available;
  }

  /**
   * Whether a face-up column card could be laid on `card` by a move the search keeps (see
   * `generate`, 1 and 5): the lowest face-up card of its column (the move turns up a card
   * or empties the column), or one lying on a face-up card that goes home soon or that its
   * twin could take. Another such move only trades one parent for the other, here for a
   * card just laid down from the talon or from home, which is never of use: that card could
   * as well wait where it was (docs/klondike-solver.md, "Laid on by a move the search
   * keeps").
   */
  private pileFitsOn(card: number): boolean {
    const r = rank(card);
    // The two cards of rank r - 1 and the other colour: black for a red card.
    const s1 = red(card) ? 0 : 1;
    return this.movesKept((r - 2) * 4 + s1) || this.movesKept((r - 2) * 4 + 3 - s1);
  }

  /** Whether the search keeps moves of the pile `card` heads, if it is face up in a column. */
  private movesKept(card: number): boolean {
    if (this.faceUpAt[card] !== this.epoch) return false;
    const i = this.columnOf[card];
    const j = this.indexOf[card];
    return j === this.board.coveredCount[i] || this.partialPileKept(this.board.cols[i], j);
  }

  /**
   * Whether the search keeps moves of the partial pile from `col[j]` up (`col[j - 1]` face
   * up): they free `col[j - 1]` for its foundation (soon, in winnability mode) or for the
   * twin of `col[j]`.
   */
  private partialPileKept(col: readonly number[], j: number): boolean {
    const under = col[j - 1];
    if (this.lazy ? this.fitsFoundationSoon(under) : this.fitsFoundation(under)) return true;
    return this.twinAvailable(col[j]);
  }

  /**
   * Standard rules: whether a card at home of one rank lower and the other colour than
   * `card` could come down onto it and be of use there (docs/klondike-solver.md, "Cards at
   * home as covers").
   */
  private homeCardOfUse(card: number): boolean {
    if (!this.board.standard) return false;
    const r = rank(card);
    if (r === 1) return false;
    // The reference the tests check this against: any such card at home.
    if (this.everyFoundationMove) return this.homeHolds(r - 1, !red(card));
    // The two cards of rank r - 1 and the other colour: black for a red card.
    const s1 = red(card) ? 0 : 1;
    const s2 = 3 - s1;
    return (
      (this.board.foundationTop[s1] >= r - 1 && this.descentOfUse((r - 2) * 4 + s1)) ||
      (this.board.foundationTop[s2] >= r - 1 && this.descentOfUse((r - 2) * 4 + s2))
    );
  }

  /**
   * Standard rules: whether `card`, at home, brought down could be of use: a card could be
   * laid on it, or on a card under it at home brought down after it (see `homeCardOfUse`).
   */
  private descentOfUse(card: number): boolean {
    if (this.everyFoundationMove) return true;
    for (let c = card; c >= 0; c -= 4) if (this.coverAvailable(c)) return true;
    return false;
  }

  // What one `generate` call looks up (the board does not change meanwhile), marked with
  // the call's epoch: cards face up in a column (`faceUpAt`), cards in the talon
  // (`inTalonAt`); `coverAvailable`'s answers in `coverValue` where `coverSeen` holds the
  // epoch; and per suit the highest rank up to which every card not home is in the talon
  // or face up (`soonTop`).
  private epoch = 0;
  private readonly faceUpAt = new Int32Array(52);
  /** Where each face-up column card lies (valid where `faceUpAt` holds the epoch). */
  private readonly columnOf = new Int8Array(52);
  private readonly indexOf = new Int8Array(52);
  private readonly inTalonAt = new Int32Array(52);
  private readonly coverSeen = new Int32Array(52);
  private readonly coverValue = new Uint8Array(52);
  private readonly soonTop = new Int8Array(4);

  private markBoard(): void {
    const epoch = ++this.epoch;
    const talon = this.board.talon;
    for (let k = 0; k < talon.length; k++) this.inTalonAt[talon[k]] = epoch;
    for (let i = 0; i < 7; i++) {
      const col = this.board.cols[i];
      for (let j = this.board.coveredCount[i]; j < col.length; j++) {
        const card = col[j];
        this.faceUpAt[card] = epoch;
        this.columnOf[card] = i;
        this.indexOf[card] = j;
      }
    }
    for (let s = 0; s < 4; s++) {
      let top = this.board.foundationTop[s];
      while (top < 13 && this.atHand(top * 4 + s)) top++;
      this.soonTop[s] = top;
    }
  }

  /** Whether `card` is in the talon or face up in a column (after `markBoard`). */
  private atHand(card: number): boolean {
    return this.inTalonAt[card] === this.epoch || this.faceUpAt[card] === this.epoch;
  }

  /**
   * Winnability mode: whether `card` could go home right after the cards of its suit below
   * it that are not home yet, each from the talon or from where it lies face up. A card
   * freed for its foundation need not fit it at once: those cards go home only just before
   * the next of their suit follows (see `generate`), so in the delayed line they can come
   * after the move that frees it; and between those moves no card is turned up.
   */
  private fitsFoundationSoon(card: number): boolean {
    return rank(card) <= this.soonTop[suit(card)] + 1;
  }

  /**
   * Whether playing `card` home could be followed by a column's top card going home, right
   * after it or after a run of talon cards of its suit: only that makes it worth playing
   * home before the end (see `generate`).
   */
  private nextHomeAvailable(card: number): boolean {
    let next = card + 4;
    while (next < 52 && this.inTalonAt[next] === this.epoch) next += 4;
    if (next >= 52) return false;
    for (let i = 0; i < 7; i++) {
      const col = this.board.cols[i];
      if (col.length > this.board.coveredCount[i] && col[col.length - 1] === next) return true;
    }
    return false;
  }

  // Scratch for ordering moves inside one `generate` call: move, sort key.
  private readonly scratchMove = new Int32Array(512);
  private readonly scratchKey = new Int32Array(512);
  private scratchSize = 0;

  private stage(move: number, key: number): void {
    // Insertion keeps the stage sorted by key (few moves per stage).
    let k = this.scratchSize++;
    while (k > 0 && this.scratchKey[k - 1] > key) {
      this.scratchMove[k] = this.scratchMove[k - 1];
      this.scratchKey[k] = this.scratchKey[k - 1];
      k--;
    }
    this.scratchMove[k] = move;
    this.scratchKey[k] = key;
  }

  private flushStage(list: number[]): void {
    for (let k = 0; k < this.scratchSize; k++) this.put(list, this.scratchMove[k]);
    this.scratchSize = 0;
  }

  /** Moves `generate` has written to its list so far. */
  private written = 0;

  private put(list: number[], m: number): void {
    list[this.written++] = m;
  }

  /**
   * The moves worth trying here, most promising first: written to `list[0..n)`, n returned.
   * The list keeps its length when fewer are written (what lies past n is stale): an array
   * cut to length 0 gives up its storage in V8, so each position would make a new one.
   */
  generate(list: number[]): number {
    this.written = 0;
    const { cols, coveredCount: down, talon } = this.board;
    // Forced: a safe move to the foundations is the only move considered.
    if (this.forceSafe) {
      for (let i = 0; i < 7; i++) {
        const col = cols[i];
        if (col.length > down[i] && this.isSafe(col[col.length - 1])) {
          this.put(list, mkMove(COLUMN_TO_FOUNDATION, i, 0, 0, 1));
          return this.written;
        }
      }
      if (
        this.board.turn === 1 &&
        this.board.wasteSize > 0 &&
        this.isSafe(talon[this.board.wasteSize - 1])
      ) {
        this.put(list, mkMove(TALON_TO_FOUNDATION, this.board.wasteSize, 0, 0, 1));
        return this.written;
      }
    }
    this.computeReach();
    this.lazyNow = this.lazy && this.board.coveredTotal > 0;
    this.markBoard();
    const n = talon.length;
    let firstEmpty = -1;
    let kingWaiting = false;
    for (let i = 0; i < 7; i++) {
      if (cols[i].length === 0) {
        if (firstEmpty < 0) firstEmpty = i;
      } else if (down[i] > 0 && rank(cols[i][down[i]]) === 13) kingWaiting = true;
    }
    for (let q = 0; q < n && !kingWaiting; q++) {
      if (rank(talon[q]) !== 13) continue;
      if (!this.lazy || this.board.coveredTotal === 0 || this.coverAvailable(talon[q]))
        kingWaiting = true;
    }

    if (this.board.standard && this.comeDownsFirst) this.comeDowns(list, firstEmpty);

    // 1. Column to foundation turning up a card, and whole face-up piles to another column
    //    turning up a card; columns with more covered cards first.
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const d = down[i];
      if (d === 0 || col.length === d) continue;
      if (col.length === d + 1 && this.fitsFoundation(col[d])) {
        this.stage(mkMove(COLUMN_TO_FOUNDATION, i, 0, 0, 1), -d * 2 - 1);
      }
      const base = col[d];
      const king = rank(base) === 13;
      for (let j = 0; j < 7; j++) {
        if (j === i) continue;
        const dest = cols[j];
        if (dest.length === 0 ? king && j === firstEmpty : fits(base, dest[dest.length - 1])) {
          this.stage(mkMove(COLUMN_TO_COLUMN, i, j, d, 1), -d * 2);
        }
      }
    }
    this.flushStage(list);

    // 2. Talon cards to the foundations, cheapest first.
    for (let q = 1; q <= n; q++) {
      const cost = this.reach[q];
      if (cost < 0 || !this.fitsFoundation(talon[q - 1])) continue;
      if (this.lazy && this.board.coveredTotal > 0 && !this.nextHomeAvailable(talon[q - 1]))
        continue;
      this.stage(
        mkMove(TALON_TO_FOUNDATION, q, 0, 0, cost + 1) | (this.reachReset[q] ? RESET_BIT : 0),
        cost,
      );
    }
    this.flushStage(list);

    // 3. Column to foundation without turning anything up.
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const d = down[i];
      if (col.length === d || (d > 0 && col.length === d + 1)) continue;
      const card = col[col.length - 1];
      if (!this.fitsFoundation(card)) continue;
      if (
        this.lazy &&
        col.length > d + 1 &&
        !this.nextHomeAvailable(card) &&
        !this.twinAvailable(card) &&
        !this.fitsFoundationSoon(col[col.length - 2])
      ) {
        continue;
      }
      {
        this.stage(mkMove(COLUMN_TO_FOUNDATION, i, 0, 0, 1), 0);
      }
    }
    this.flushStage(list);

    // 4. Talon cards to the columns, cheapest first.
    for (let q = 1; q <= n; q++) {
      const cost = this.reach[q];
      if (cost < 0) continue;
      const card = talon[q - 1];
      const reset = this.reachReset[q] ? RESET_BIT : 0;
      const king = rank(card) === 13;
      if (this.lazy && this.board.coveredTotal > 0 && !this.coverAvailable(card)) continue;
      for (let j = 0; j < 7; j++) {
        const dest = cols[j];
        if (dest.length === 0 ? king && j === firstEmpty : fits(card, dest[dest.length - 1])) {
          this.stage(mkMove(TALON_TO_COLUMN, q, j, 0, cost + 1) | reset, cost);
        }
      }
    }
    this.flushStage(list);

    // 5. Whole piles from columns with nothing covered, emptying them for a waiting king;
    //    partial piles that free a card for its foundation or for the moved card's twin.
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const d = down[i];
      for (let s = d === 0 && kingWaiting ? 0 : d + 1; s < col.length; s++) {
        const card = col[s];
        if (s > d && !this.partialPileKept(col, s)) continue;
        for (let j = 0; j < 7; j++) {
          if (j === i) continue;
          const dest = cols[j];
          if (dest.length > 0 && fits(card, dest[dest.length - 1])) {
            this.stage(mkMove(COLUMN_TO_COLUMN, i, j, s, 1), 0);
          }
        }
      }
    }
    this.flushStage(list);

    // 6. Standard rules: cards off a foundation (first instead, with `comeDownsFirst`).
    if (this.board.standard && !this.comeDownsFirst) this.comeDowns(list, firstEmpty);
    return this.written;
  }

  /**
   * Standard rules: a foundation's top card back to a column (kings to `firstEmpty` only),
   * when it is of use at once (see `comesDownUsefully`). Needs `markBoard` and `computeReach`.
   */
  private comeDowns(list: number[], firstEmpty: number): void {
    const cols = this.board.cols;
    for (let s = 0; s < 4; s++) {
      const top = this.board.foundationTop[s];
      if (top === 0) continue;
      const card = (top - 1) * 4 + s;
      if (!this.everyFoundationMove && !this.comesDownUsefully(card)) continue;
      const king = top === 13;
      for (let j = 0; j < 7; j++) {
        const dest = cols[j];
        if (dest.length === 0 ? king && j === firstEmpty : fits(card, dest[dest.length - 1])) {
          this.stage(mkMove(FOUNDATION_TO_COLUMN, s, j, 0, 1), 0);
        }
      }
    }
    this.flushStage(list);
  }

  /**
   * Standard rules: whether bringing foundation top `card` down to a column could be of use
   * right away: a card laid on it, or the card under it coming down in turn
   * (docs/klondike-solver.md, "Cards off a foundation").
   */
  private comesDownUsefully(card: number): boolean {
    const r = rank(card);
    if (r === 1) return false; // nothing lies on an ace, and nothing is under it
    const isRed = red(card);
    // A card of rank r - 1 and the other colour laid on it next (see `coverAvailable`).
    if (this.coverAvailable(card)) return true;
    // The card under it (rank r - 1, same suit) brought down next, of use in turn, onto a
    // column's top card of rank r and the other colour, or onto such a card at home
    // brought down too.
    if (!this.descentOfUse(card - 4)) return false;
    return this.homeHolds(r, !isRed) || this.topCardOf(r, !isRed);
  }

  /** Whether a column's top card has rank `r` and that colour. */
  private topCardOf(r: number, isRed: boolean): boolean {
    for (let i = 0; i < 7; i++) {
      const col = this.board.cols[i];
      if (col.length === 0) continue;
      const topCard = col[col.length - 1];
      if (rank(topCard) === r && red(topCard) === isRed) return true;
    }
    return false;
  }

  /** Whether a foundation of that colour holds the card of rank `r`. */
  private homeHolds(r: number, isRed: boolean): boolean {
    const f = this.board.foundationTop;
    return isRed ? f[1] >= r || f[2] >= r : f[0] >= r || f[3] >= r;
  }
}
