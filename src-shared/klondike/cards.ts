/**
 * Klondike cards. A card is a number 0..51 in the deck order of seed 003, rank then suit:
 * `Ac Ad Ah As 2c 2d … Ks`, so `card = (rank - 1) * 4 + suit`. Example: `Th` is
 * (10 - 1) * 4 + 2 = 38. A plain number keeps states cheap to copy and hash, and the
 * shuffle of seed 003 can run on the numbers 0..51 directly.
 */
export type Card = number;

/** Suits in the order of the FOUNDATIONS section: clubs, diamonds, hearts, spades. */
export type Suit = 0 | 1 | 2 | 3;
export const SUIT_CHARS = 'cdhs';
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

/** Rank characters, rank 1 (ace) to 13 (king). */
export const RANK_CHARS = 'A23456789TJQK';

export const DECK_SIZE = 52;
export const KING = 13;

export function makeCard(rank: number, suit: Suit): Card {
  return (rank - 1) * 4 + suit;
}

/** 1 (ace) .. 13 (king). */
export function rankOf(card: Card): number {
  return (card >> 2) + 1;
}

export function suitOf(card: Card): Suit {
  return (card & 3) as Suit;
}

/** Diamonds and hearts are red; clubs and spades black. */
export function isRed(card: Card): boolean {
  const suit = card & 3;
  return suit === 1 || suit === 2;
}

/** `Th`, `Ac`: rank character then suit character, as in the exchange format. */
export function cardName(card: Card): string {
  return RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3];
}

/** The card a name like `Th` denotes, or null when it is not a card. */
export function parseCard(text: string): Card | null {
  if (text.length !== 2) return null;
  const rank = RANK_CHARS.indexOf(text[0]);
  const suit = SUIT_CHARS.indexOf(text[1]);
  if (rank < 0 || suit < 0) return null;
  return rank * 4 + suit;
}

/** Whether `card` may lie on `base` in a tableau pile: one rank lower, opposite colour. */
export function fitsOn(card: Card, base: Card): boolean {
  return (card >> 2) + 1 === base >> 2 && isRed(card) !== isRed(base);
}
