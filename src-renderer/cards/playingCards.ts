import { SUIT_SYMBOLS } from '../../src-shared/cards/suits';
import { cardName, isRed, rankOf, suitOf, type Card } from '../../src-shared/klondike';

export { SUIT_SYMBOLS };

const SUIT_WORDS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const RANK_WORDS = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
];

/** How people read a card: `10♥`. */
export function cardLabel(card: Card): string {
  return RANK_LABELS[rankOf(card) - 1] + SUIT_SYMBOLS[suitOf(card)];
}

/** The card in words, for screen readers: `ten of hearts`. */
export function cardWords(card: Card): string {
  return `${RANK_WORDS[rankOf(card) - 1]} of ${SUIT_WORDS[suitOf(card)]}`;
}

export function rankLabel(card: Card): string {
  return RANK_LABELS[rankOf(card) - 1];
}

export { cardName, isRed };
