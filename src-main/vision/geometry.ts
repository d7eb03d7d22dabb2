/**
 * Where things are on the MOLEK-SYNTEZ screen, in the game's own 960×540 pixels (scale 1).
 * Measured on the real screenshot and the game's card images (docs/molek.md, "The game on
 * screen"); at scale k every number is multiplied by k and added to the game's origin.
 */

export const GAME_WIDTH = 960;
export const GAME_HEIGHT = 540;

/** A card image is 71×95; its top-left sits 4 px up and left of its rank glyph. */
export const CARD_WIDTH = 71;
export const CARD_HEIGHT = 95;

/** Top-left of the card at column c, row r: (240 + 82·c, 145 + 16·r). */
export const COLUMN_X = 240;
export const COLUMN_PITCH = 82;
export const CARD_Y = 145;
export const ROW_PITCH = 16;

/** The 8×9 rank glyph, relative to the card's top-left. */
export const GLYPH_DX = 4;
export const GLYPH_DY = 4;
export const GLYPH_WIDTH = 8;
export const GLYPH_HEIGHT = 9;
export const GLYPH_PIXELS = GLYPH_WIDTH * GLYPH_HEIGHT;

/**
 * A column's two side lines run from card row 2 down to row 92 of its top card, at card
 * columns 0 and 70 (also for a cheated card, whose wider image is drawn 1 px up and left).
 */
export const SIDE_TOP = 2;
export const SIDE_BOTTOM = 92;
export const RIGHT_SIDE = 70;
/** The top card's bottom edge line, card row 94; black below it. */
export const BOTTOM_EDGE = 94;

/** 6 dealt cards with a whole run T…6 from the last of them, plus one cheated card. */
export const MAX_ROWS = 15;

/**
 * The buttons along the bottom (WIN COUNT, NEW GAME, SHOW INSTRUCTIONS): NEW GAME and
 * SHOW INSTRUCTIONS have straight top and bottom edges at rows 504 and 529, in these x spans.
 * They are always on screen, and pin the game's origin where the cards alone cannot (a board
 * whose right column is empty looks the same shifted one column to the right).
 */
export const BUTTON_EDGE_ROWS = [504, 529] as const;
export const BUTTON_EDGE_SPANS: ReadonlyArray<readonly [number, number]> = [
  [398, 477],
  [486, 565],
  [580, 659],
  [668, 747],
];
/** The NEW GAME button's centre, where automation clicks. */
export const NEW_GAME_BUTTON = { x: 482, y: 517 } as const;

/**
 * A locked column is drawn as one outline (71×101) in place of its cards: empty where a
 * glyph would be, with a filled diamond and a vertical stem in the middle. These card-relative
 * points are lit in it (at any grey threshold between 50 and 215).
 */
export const LOCKED_LIT: ReadonlyArray<readonly [number, number]> = [
  [35, 16],
  [34, 17],
  [35, 17],
  [36, 17],
  [34, 24],
  [35, 24],
  [36, 24],
  ...[32, 33, 34, 35, 36, 37, 38, 39].flatMap((x) => [[x, 27] as const, [x, 28] as const]),
  ...[40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50].map((y) => [35, y] as const),
];

export function columnLeft(column: number): number {
  return COLUMN_X + COLUMN_PITCH * column;
}

export function cardTop(row: number): number {
  return CARD_Y + ROW_PITCH * row;
}
