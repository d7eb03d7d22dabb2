/**
 * The geometry of a French playing card's face, in a 100 × 140 box: where the pips of A–10 go
 * (the standard layouts: two columns of pips with the middle column for the odd ones, the
 * lower half turned upside down), and the suit outlines. Kept apart from React so the layouts
 * can be tested alone.
 */

export const FACE_WIDTH = 100;
export const FACE_HEIGHT = 140;

/** One pip: its centre, and whether it is drawn upside down (the lower half of the card). */
export interface Pip {
  x: number;
  y: number;
  flipped: boolean;
}

const LEFT = 32;
const MIDDLE = 50;
const RIGHT = 68;
// Rows from the top of the pip field to its bottom; the field leaves the corner indices free.
const TOP = 38;
const BOTTOM = 102;
const at = (fraction: number) => TOP + (BOTTOM - TOP) * fraction;

function pip(x: number, fraction: number): Pip {
  return { x, y: at(fraction), flipped: fraction > 0.5 };
}

function pair(fraction: number): Pip[] {
  return [pip(LEFT, fraction), pip(RIGHT, fraction)];
}

/** The pips of a card of rank 1 (ace) to 10, as on standard cards. */
export function pipLayout(rank: number): Pip[] {
  switch (rank) {
    case 1:
      return [pip(MIDDLE, 0.5)];
    case 2:
      return [pip(MIDDLE, 0), pip(MIDDLE, 1)];
    case 3:
      return [pip(MIDDLE, 0), pip(MIDDLE, 0.5), pip(MIDDLE, 1)];
    case 4:
      return [...pair(0), ...pair(1)];
    case 5:
      return [...pair(0), pip(MIDDLE, 0.5), ...pair(1)];
    case 6:
      return [...pair(0), ...pair(0.5), ...pair(1)];
    case 7:
      return [...pair(0), pip(MIDDLE, 0.25), ...pair(0.5), ...pair(1)];
    case 8:
      return [...pair(0), pip(MIDDLE, 0.25), ...pair(0.5), pip(MIDDLE, 0.75), ...pair(1)];
    case 9:
      return [...pair(0), ...pair(1 / 3), pip(MIDDLE, 0.5), ...pair(2 / 3), ...pair(1)];
    case 10:
      return [
        ...pair(0),
        pip(MIDDLE, 1 / 6),
        ...pair(1 / 3),
        ...pair(2 / 3),
        pip(MIDDLE, 5 / 6),
        ...pair(1),
      ];
    default:
      throw new RangeError(`no pip layout for rank ${rank} (ranks 1-10 have pips)`);
  }
}

/**
 * Suit outlines in a 20 × 20 box centred on (10, 10), in the order clubs, diamonds, hearts,
 * spades. Drawn as paths rather than text so every machine shows the same shapes.
 */
export const SUIT_PATHS: readonly string[] = [
  // Clubs: three leaves and a stem.
  'M10 1.2a4.3 4.3 0 0 1 3.3 7.1a4.3 4.3 0 1 1 -2.4 5.6q.3 3.4 2.4 5.3h-6.6q2.1-1.9 2.4-5.3a4.3 4.3 0 1 1 -2.4 -5.6a4.3 4.3 0 0 1 3.3 -7.1z',
  // Diamonds.
  'M10 0.8l7.6 9.2l-7.6 9.2l-7.6 -9.2z',
  // Hearts.
  'M10 18.6c-1.2-1.5-8.8-6.6-8.8-11.6c0-3 2.2-5.2 4.8-5.2c1.9 0 3.3 1 4 2.6c.7-1.6 2.1-2.6 4-2.6c2.6 0 4.8 2.2 4.8 5.2c0 5-7.6 10.1-8.8 11.6z',
  // Spades.
  'M10 1c1.4 2.4 8.8 6.8 8.8 11.2c0 2.6-2 4.4-4.3 4.4c-1.6 0-2.7-.7-3.4-1.7q.3 2.4 2.3 4.1h-6.8q2-1.7 2.3-4.1c-.7 1-1.8 1.7-3.4 1.7c-2.3 0-4.3-1.8-4.3-4.4c0-4.4 7.4-8.8 8.8-11.2z',
];
