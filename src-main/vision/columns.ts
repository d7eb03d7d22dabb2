/**
 * Reading the shape of each column at a known game location: empty, locked, or how many
 * cards it holds, and for each card its glyph pixels and whether it is drawn inverted
 * (cheated). Which rank a glyph shows is decided in read.ts.
 */
import {
  BOTTOM_EDGE,
  CARD_HEIGHT,
  CARD_WIDTH,
  GLYPH_DX,
  GLYPH_DY,
  GLYPH_HEIGHT,
  GLYPH_PIXELS,
  GLYPH_WIDTH,
  LOCKED_LIT,
  MAX_ROWS,
  RIGHT_SIDE,
  ROW_PITCH,
  SIDE_BOTTOM,
  SIDE_TOP,
  cardTop,
  columnLeft,
} from './geometry';
import type { GameLocation } from './find';
import { greyAt, LIT, litAt, type Screenshot } from './screenshot';

/** A line's pixel at or above this grey level counts as lit (see readColumns). */
let lineLit = LIT;
function lineAt(shot: Screenshot, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= shot.width || y >= shot.height) return false;
  return greyAt(shot, x, y) >= lineLit;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardShape {
  row: number;
  /** The part of the card that shows: a 16-pixel strip, or the whole top card. */
  box: Box;
  glyphBox: Box;
  /** Drawn black on white: the card is cheated. */
  inverted: boolean;
  /** The 8×9 glyph, row by row, 1 = ink, already un-inverted for cheated cards. */
  glyph: Uint8Array;
  /** The same 72 pixels as grey levels, ink high (un-inverted for cheated cards). */
  grey: Uint8Array;
  /** The grey level of the blank paper around the glyph, ink high like `grey`. */
  paper: number;
  /**
   * Ink seen in the blank margin around the glyph, per position (card-relative x, y): a
   * sign that something (the mouse pointer) lies over the card. The 10's wide glyph spills
   * into x 12-14, which read.ts forgives when the glyph reads as 10.
   */
  margin: Array<[number, number]>;
}

export type ColumnShape =
  | { column: number; state: 'empty'; box: Box }
  | { column: number; state: 'locked'; box: Box }
  | { column: number; state: 'cards'; box: Box; cards: CardShape[] }
  | { column: number; state: 'unclear'; box: Box; reason: string };

/** Share of samples along a vertical line, x fixed, rows y0..y1 (every k-th), that are lit. */
function litShare(shot: Screenshot, x: number, y0: number, y1: number, step: number): number {
  let lit = 0;
  let total = 0;
  for (let y = y0; y <= y1; y += step) {
    total++;
    if (lineAt(shot, x, y)) lit++;
  }
  return lit / total;
}

/**
 * `lineThreshold`: the grey level from which the one-pixel lines of the cards (side lines,
 * bottom edges, the locked outline) count as lit. A game resampled from a smooth picture
 * may split such a line over two of its pixels, so it is read with a lower level; the
 * game's background is black, so that is safe. Paper and glyphs are read at half grey.
 */
export function readColumns(
  shot: Screenshot,
  location: GameLocation,
  lineThreshold = LIT,
): ColumnShape[] {
  lineLit = lineThreshold;
  const k = location.scale;
  const { x: ox, y: oy } = location.origin;
  const h = k >> 1;
  const shapes: ColumnShape[] = [];
  for (let column = 0; column < 6; column++) {
    const left = ox + columnLeft(column) * k;
    const top = oy + cardTop(0) * k;
    const at = (cx: number, cy: number): boolean =>
      lineAt(shot, left + cx * k + h, top + cy * k + h);
    const baseBox = { x: left, y: top, width: CARD_WIDTH * k, height: CARD_HEIGHT * k };
    // Side lines are k pixels wide; read their first pixel column.
    const leftShare = litShare(shot, left, top + SIDE_TOP * k, top + SIDE_BOTTOM * k, k);
    const rightX = left + RIGHT_SIDE * k;
    const rightShare = litShare(shot, rightX, top + SIDE_TOP * k, top + SIDE_BOTTOM * k, k);
    if (leftShare <= 0.1 && rightShare <= 0.1) {
      shapes.push({ column, state: 'empty', box: baseBox });
      continue;
    }
    let glyphInk = 0;
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) if (at(GLYPH_DX + gx, GLYPH_DY + gy)) glyphInk++;
    }
    const lockedLit = LOCKED_LIT.filter(([cx, cy]) => at(cx, cy)).length;
    if (glyphInk <= 2 && lockedLit >= 0.9 * LOCKED_LIT.length) {
      shapes.push({ column, state: 'locked', box: { ...baseBox, height: 101 * k } });
      continue;
    }
    const n = countCards(shot, left, top, k);
    if (n === 0) {
      shapes.push({
        column,
        state: 'unclear',
        box: baseBox,
        reason: 'no card bottom edge found below its side lines',
      });
      continue;
    }
    const cards: CardShape[] = [];
    for (let row = 0; row < n; row++) cards.push(readCard(shot, k, left, top, row, row === n - 1));
    shapes.push({
      column,
      state: 'cards',
      box: { ...baseBox, height: (ROW_PITCH * (n - 1) + CARD_HEIGHT) * k },
      cards,
    });
  }
  return shapes;
}

/**
 * How many cards a column holds: the deepest row whose card shows a bottom edge (a lit line
 * at card row 94, or 93 for the narrower cheat images) with nothing but black under it.
 * Higher up, a card's row 94 falls inside a later card, whose rows 17 and 20 are never both
 * black on a covered normal card nor anywhere on a cheated one.
 */
function countCards(shot: Screenshot, left: number, top: number, k: number): number {
  const h = k >> 1;
  for (let n = MAX_ROWS; n >= 1; n--) {
    const cardY = top + ROW_PITCH * (n - 1) * k;
    let edge94 = 0;
    let edge93 = 0;
    let below = 0;
    let total = 0;
    for (let cx = 4; cx <= 66; cx += 2) {
      const x = left + cx * k + h;
      total++;
      if (lineAt(shot, x, cardY + BOTTOM_EDGE * k + h)) edge94++;
      if (lineAt(shot, x, cardY + (BOTTOM_EDGE - 1) * k + h)) edge93++;
      if (
        !litAt(shot, x, cardY + (BOTTOM_EDGE + 3) * k + h) &&
        !litAt(shot, x, cardY + (BOTTOM_EDGE + 6) * k + h)
      )
        below++;
    }
    if (Math.max(edge94, edge93) >= 0.7 * total && below >= 0.7 * total) return n;
  }
  return 0;
}

function readCard(
  shot: Screenshot,
  k: number,
  left: number,
  columnTop: number,
  row: number,
  isTop: boolean,
): CardShape {
  const h = k >> 1;
  const y0 = columnTop + ROW_PITCH * row * k;
  const at = (cx: number, cy: number): boolean => litAt(shot, left + cx * k + h, y0 + cy * k + h);
  // Blank paper around the glyph (x 1-15, y 3-13 outside the glyph cell): dark on a
  // normal card, lit on a cheated one. It decides the polarity, and any pixel of the other
  // colour there is something lying over the card.
  const positions = marginPositions();
  const paper = positions.map(([cx, cy]) => at(cx, cy));
  const paperLit = paper.filter(Boolean).length;
  const inverted = paperLit > positions.length / 2;
  const margin = positions.filter((_, i) => paper[i] !== inverted);
  const glyph = new Uint8Array(GLYPH_PIXELS);
  const grey = new Uint8Array(GLYPH_PIXELS);
  const greyOf = (cx: number, cy: number): number => {
    const x = left + cx * k + h;
    const y = y0 + cy * k + h;
    const g = x < 0 || y < 0 || x >= shot.width || y >= shot.height ? 0 : greyAt(shot, x, y);
    return inverted ? 255 - g : g;
  };
  for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
    for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
      const ink = at(GLYPH_DX + gx, GLYPH_DY + gy) !== inverted;
      glyph[gy * GLYPH_WIDTH + gx] = ink ? 1 : 0;
      grey[gy * GLYPH_WIDTH + gx] = greyOf(GLYPH_DX + gx, GLYPH_DY + gy);
    }
  }
  const paperLevels = positions
    .filter((_, i) => paper[i] === inverted)
    .map(([cx, cy]) => greyOf(cx, cy))
    .sort((a, b) => a - b);
  const paperLevel = paperLevels.length ? paperLevels[paperLevels.length >> 1] : 0;
  return {
    row,
    box: { x: left, y: y0, width: CARD_WIDTH * k, height: (isTop ? CARD_HEIGHT : ROW_PITCH) * k },
    glyphBox: {
      x: left + GLYPH_DX * k,
      y: y0 + GLYPH_DY * k,
      width: GLYPH_WIDTH * k,
      height: GLYPH_HEIGHT * k,
    },
    inverted,
    glyph,
    grey,
    paper: paperLevel,
    margin,
  };
}

let marginCache: Array<[number, number]> | undefined;
function marginPositions(): Array<[number, number]> {
  if (!marginCache) {
    marginCache = [];
    for (let cy = 3; cy <= 13; cy++) {
      for (let cx = 1; cx <= 15; cx++) {
        if (
          cx >= GLYPH_DX &&
          cx < GLYPH_DX + GLYPH_WIDTH &&
          cy >= GLYPH_DY &&
          cy < GLYPH_DY + GLYPH_HEIGHT
        )
          continue;
        marginCache.push([cx, cy]);
      }
    }
  }
  return marginCache;
}
