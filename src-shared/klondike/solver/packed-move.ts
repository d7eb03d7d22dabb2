/**
 * The solver's moves, packed into one integer each so move lists are plain number arrays.
 *
 *   kind (3 bits) | source (6) << 3 | destination (3) << 9 | pile start (6) << 12 |
 *   cost (7) << 18 | through a reset (1) << 25
 *
 * The source is a talon index + 1 (talon moves), a column 0..6, or a suit 0..3 (a card off
 * a foundation); the cost is the moves `advance` counts (turns, a reset, the move itself).
 * Example: `mkMove(TALON_TO_COLUMN, 5, 2, 0, 3)` is "bring talon card 4 to the waste top
 * with two turns, then play it on column 3". A hand-written file may hold up to 45 talon
 * cards, so the source and the waste size need 6 bits.
 */
export const TALON_TO_FOUNDATION = 0;
export const TALON_TO_COLUMN = 1;
export const COLUMN_TO_FOUNDATION = 2;
export const COLUMN_TO_COLUMN = 3;
/** A foundation's top card back to a column (standard rules only). */
export const FOUNDATION_TO_COLUMN = 4;
const COST_SHIFT = 18;
export const RESET_BIT = 1 << 25;

export const mkMove = (
  kind: number,
  src: number,
  dst: number,
  start: number,
  cost: number,
): number => kind | (src << 3) | (dst << 9) | (start << 12) | (cost << COST_SHIFT);
export const moveKind = (m: number): number => m & 7;
export const moveSrc = (m: number): number => (m >> 3) & 63;
export const moveDst = (m: number): number => (m >> 9) & 7;
export const moveStart = (m: number): number => (m >> 12) & 63;
export const moveCost = (m: number): number => (m >> COST_SHIFT) & 127;

// Cards as the engine numbers them: (rank - 1) * 4 + suit, suits c d h s.
export const rank = (card: number): number => (card >> 2) + 1;
export const suit = (card: number): number => card & 3;
export const red = (card: number): boolean => (card & 3) === 1 || (card & 3) === 2;
/** The card of the same rank and colour: clubs <-> spades, diamonds <-> hearts. */
export const twin = (card: number): number => (card & ~3) | (3 - (card & 3));
/** Whether `card` may lie on `base` in a column: one rank lower, the other colour. */
export const fits = (card: number, base: number): boolean =>
  (card >> 2) + 1 === base >> 2 && red(card) !== red(base);

/** The two cards of one rank higher and the other colour (a card's parents), -1 for kings. */
export const PARENT_A = new Int8Array(52);
export const PARENT_B = new Int8Array(52);
/** The two cards of one rank lower and the other colour (its children), -1 for aces. */
export const CHILD_A = new Int8Array(52);
export const CHILD_B = new Int8Array(52);
for (let c = 0; c < 52; c++) {
  const r = rank(c);
  // Suits c d h s: the other colour of a red card is clubs and spades.
  const [a, b] = red(c) ? [0, 3] : [1, 2];
  PARENT_A[c] = r === 13 ? -1 : r * 4 + a;
  PARENT_B[c] = r === 13 ? -1 : r * 4 + b;
  CHILD_A[c] = r === 1 ? -1 : (r - 2) * 4 + a;
  CHILD_B[c] = r === 1 ? -1 : (r - 2) * 4 + b;
}
