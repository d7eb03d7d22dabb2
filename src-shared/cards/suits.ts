/**
 * The suit symbols every table draws, in the one suit order the toolkit uses (clubs, diamonds,
 * hearts, spades: the order of Klondike's `cdhs` and of War's card numbers).
 */
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;
