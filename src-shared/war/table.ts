import { checkSeed, LEHMER_MODULUS, LEHMER_MULTIPLIER } from '../cards/lehmer';
import { SUIT_SYMBOLS } from '../cards/suits';
import type { WarRules } from './rules';

/**
 * The War table: two hands and the pile of cards put down in the current battle.
 *
 * A card is a number 0 .. 52·decks − 1 as in seed 004: rank = card mod 13 (0 is a two,
 * 12 an ace), suit = (card mod 52) div 13 (clubs, diamonds, hearts, spades). Each hand is a
 * queue kept in a fixed-size ring buffer: a Uint16Array whose length is a power of two at
 * least the number of cards, with a head index and a count, so taking the top card and putting
 * won cards underneath never allocates. A million games touch no garbage collector.
 *
 *   first.cards  [ . . 7 40 13 . . . ]   head = 2, count = 3: top 7, then 40, bottom 13
 *
 * The pile is a plain array filled from index 0 as cards go down, in the order they go down.
 */
export type Player = 'first' | 'second';
export type GameEnd = Player | 'drawn' | 'capped';

/** What one battle did. */
export interface BattleResult {
  /** Who took the pile, or null when the game ended in a war nobody could finish. */
  winner: Player | null;
  /** Wars inside this battle (0 when the first face-up cards differ). */
  wars: number;
  /**
   * The cards of the battle in the order they went under the winner's hand: the order they
   * were put down unless pickup is random. When a war ended the game, the cards left on the table.
   */
  pile: number[];
}

export const RANK_NAMES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
export { SUIT_SYMBOLS };

/** "10♥" for card 34. */
export function cardName(card: number): string {
  return RANK_NAMES[card % 13] + SUIT_SYMBOLS[Math.floor((card % 52) / 13)];
}

const LEHMER_Q = Math.floor(LEHMER_MODULUS / LEHMER_MULTIPLIER);
const LEHMER_R = LEHMER_MODULUS % LEHMER_MULTIPLIER;

/**
 * One step of the seed-003 Lehmer generator (`Lehmer.nextInt`), as a plain function on a
 * number the caller keeps in a local: the same Schrage arithmetic with integer division by
 * `| 0`, which V8 turns into machine integer code where `Math.floor` and `%` on doubles are
 * several times slower. Random pickup draws once per battle, so this is most of the cost of a
 * game. A test checks it against `Lehmer` step by step.
 */
export function lehmerStep(state: number): number {
  const hi = (state / LEHMER_Q) | 0;
  const t = LEHMER_MULTIPLIER * (state - hi * LEHMER_Q) - LEHMER_R * hi;
  return t > 0 ? t : t + LEHMER_MODULUS;
}

const NO_WINNER = -1;
const FIRST = 0;
const SECOND = 1;

export class WarTable {
  readonly cardCount: number;
  private readonly mask: number;
  private readonly rankOf: Uint8Array;
  private readonly firstCards: Uint16Array;
  private readonly secondCards: Uint16Array;
  private firstHead = 0;
  private firstCount = 0;
  private secondHead = 0;
  private secondCount = 0;
  private readonly pile: Uint16Array;
  private pileCount = 0;
  private lastWars = 0;
  /** The Lehmer generator's state: it shuffles the deal and, with random pickup, won cards. */
  private rngState = 0;

  /** Battles played since the deal, including one that ended the game. */
  battles = 0;
  /** Wars called since the deal, including one a player could not finish. */
  wars = 0;
  /** How the game ended, or null while it goes on. */
  end: GameEnd | null = null;

  constructor(readonly rules: WarRules) {
    this.cardCount = 52 * rules.decks;
    let size = 1;
    while (size < this.cardCount) size *= 2;
    this.mask = size - 1;
    this.firstCards = new Uint16Array(size);
    this.secondCards = new Uint16Array(size);
    this.pile = new Uint16Array(this.cardCount);
    this.rankOf = new Uint8Array(this.cardCount);
    for (let card = 0; card < this.cardCount; card++) this.rankOf[card] = card % 13;
  }

  /**
   * Shuffles the deck with a Lehmer generator seeded with `seed`, exactly as seed 003 shuffles
   * (for i = 0 .. n−2, swap i with i + floor((n − i)·random())), and deals it alternately, first
   * player first. The same generator then shuffles won cards when pickup is random.
   */
  deal(seed: number): void {
    checkSeed(seed);
    const n = this.cardCount;
    const deck = this.pile; // the pile is empty between games: borrow it as the deck
    for (let card = 0; card < n; card++) deck[card] = card;
    let state = seed;
    for (let i = 0; i < n - 1; i++) {
      state = lehmerStep(state);
      const j = i + Math.floor((n - i) * (state / LEHMER_MODULUS));
      const held = deck[i];
      deck[i] = deck[j];
      deck[j] = held;
    }
    this.reset(state);
    for (let i = 0; i < n; i += 2) {
      this.firstCards[this.firstCount++] = deck[i];
      this.secondCards[this.secondCount++] = deck[i + 1];
    }
  }

  /**
   * Puts chosen hands on the table (top card first), for tests and replays. Cards must be
   * distinct and belong to the deck; `seed` seeds the generator of random pickup.
   */
  setHands(first: readonly number[], second: readonly number[], seed = 1): void {
    checkSeed(seed);
    const seen = new Set<number>();
    for (const card of [...first, ...second]) {
      if (!Number.isInteger(card) || card < 0 || card >= this.cardCount) {
        throw new RangeError(`card ${card} is not in a ${this.rules.decks}-deck pack`);
      }
      if (seen.has(card)) throw new RangeError(`card ${card} is dealt twice`);
      seen.add(card);
    }
    this.reset(seed);
    first.forEach((card) => (this.firstCards[this.firstCount++] = card));
    second.forEach((card) => (this.secondCards[this.secondCount++] = card));
    if (this.firstCount === 0 || this.secondCount === 0) this.finish();
  }

  private reset(rngState: number): void {
    this.rngState = rngState;
    this.firstHead = this.firstCount = this.secondHead = this.secondCount = 0;
    this.pileCount = 0;
    this.battles = this.wars = 0;
    this.end = null;
  }

  /** A hand from top to bottom. */
  hand(player: Player): number[] {
    const cards = player === 'first' ? this.firstCards : this.secondCards;
    const head = player === 'first' ? this.firstHead : this.secondHead;
    const count = player === 'first' ? this.firstCount : this.secondCount;
    return Array.from({ length: count }, (_, i) => cards[(head + i) & this.mask]);
  }

  /** Plays one battle (with its wars) and says who took the pile. */
  battle(): BattleResult {
    if (this.end !== null) throw new Error(`the game is over (${this.end})`);
    const winner = this.run(1);
    const pile = Array.from(this.pile.subarray(0, this.pileCount));
    return {
      winner: winner === FIRST ? 'first' : winner === SECOND ? 'second' : null,
      wars: this.lastWars,
      pile,
    };
  }

  /** Plays battles until the game ends or reaches the cap; returns how it ended. */
  play(): GameEnd {
    if (this.end === null) this.run(this.rules.cap - this.battles);
    if (this.end === null) this.end = 'capped';
    return this.end;
  }

  /**
   * The hot path: up to `limit` battles on the ring buffers, with the table's state held in
   * locals (V8 keeps them in registers) and written back once. Returns FIRST or SECOND for the
   * player who took the last pile, NO_WINNER when the game ended in a war; sets `end` when the
   * game is over.
   */
  private run(limit: number): number {
    const mask = this.mask;
    const rankOf = this.rankOf;
    const first = this.firstCards;
    const second = this.secondCards;
    const pile = this.pile;
    const peace = this.rules.peace;
    const need = this.rules.warSize + 1;
    const randomPickup = this.rules.pickup === 'random';
    let rngState = this.rngState;
    let firstHead = this.firstHead;
    let firstCount = this.firstCount;
    let secondHead = this.secondHead;
    let secondCount = this.secondCount;
    let pileCount = 0;
    let battles = this.battles;
    let wars = this.wars;
    let battleWars = 0;
    let winner = NO_WINNER;
    let end: GameEnd | null = null;

    for (let played = 0; played < limit; played++) {
      battles++;
      battleWars = 0;
      pileCount = 0;
      let up1 = first[firstHead];
      firstHead = (firstHead + 1) & mask;
      firstCount--;
      let up2 = second[secondHead];
      secondHead = (secondHead + 1) & mask;
      secondCount--;
      pile[pileCount++] = up1;
      pile[pileCount++] = up2;

      if (!peace) {
        while (rankOf[up1] === rankOf[up2]) {
          wars++;
          battleWars++;
          if (firstCount < need || secondCount < need) {
            end =
              firstCount < need && secondCount < need
                ? 'drawn'
                : firstCount < need
                  ? 'second'
                  : 'first';
            break;
          }
          for (let i = 0; i < need; i++) {
            up1 = first[firstHead];
            firstHead = (firstHead + 1) & mask;
            pile[pileCount++] = up1;
          }
          firstCount -= need;
          for (let i = 0; i < need; i++) {
            up2 = second[secondHead];
            secondHead = (secondHead + 1) & mask;
            pile[pileCount++] = up2;
          }
          secondCount -= need;
        }
        if (end !== null) {
          winner = NO_WINNER;
          break;
        }
      }
      // In peace a tie goes to the second player; in war the last face-up cards differ.
      winner = rankOf[up1] > rankOf[up2] ? FIRST : SECOND;

      if (randomPickup) {
        for (let i = 0; i < pileCount - 1; i++) {
          rngState = lehmerStep(rngState);
          const j = i + Math.floor((pileCount - i) * (rngState / LEHMER_MODULUS));
          const held = pile[i];
          pile[i] = pile[j];
          pile[j] = held;
        }
      }
      if (winner === FIRST) {
        let tail = (firstHead + firstCount) & mask;
        for (let i = 0; i < pileCount; i++) {
          first[tail] = pile[i];
          tail = (tail + 1) & mask;
        }
        firstCount += pileCount;
        if (secondCount === 0) {
          end = 'first';
          break;
        }
      } else {
        let tail = (secondHead + secondCount) & mask;
        for (let i = 0; i < pileCount; i++) {
          second[tail] = pile[i];
          tail = (tail + 1) & mask;
        }
        secondCount += pileCount;
        if (firstCount === 0) {
          end = 'second';
          break;
        }
      }
    }

    this.firstHead = firstHead;
    this.firstCount = firstCount;
    this.secondHead = secondHead;
    this.secondCount = secondCount;
    this.pileCount = pileCount;
    this.battles = battles;
    this.wars = wars;
    this.lastWars = battleWars;
    this.rngState = rngState;
    this.end = end;
    return winner;
  }

  private finish(): void {
    this.end =
      this.firstCount === 0 && this.secondCount === 0
        ? 'drawn'
        : this.firstCount === 0
          ? 'second'
          : 'first';
  }
}
