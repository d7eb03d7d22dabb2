/**
 * Where the automation points the mouse, in screen pixels, from where the game is (scale
 * and origin, whole or fractional as vision measured them) and the game's own geometry
 * (src-main/vision/geometry.ts). Every point is the screen pixel holding the centre of a
 * game pixel, so it hits the same spot at any scale.
 */
import type { Board } from '../../src-shared/molek/cards';
import { CARD_WIDTH, NEW_GAME_BUTTON, cardTop, columnLeft } from '../vision/geometry';
import type { Point } from './desktop';
import type { GamePlace } from './eyes';

/** How far down a card the press goes: inside the strip that shows of a covered card. */
const STRIP_GRIP = 8;
/** On a top card (shown whole), a little lower, still clear of the rank glyph. */
const TOP_GRIP = 30;
/** Where the pointer rests between moves, in game pixels: black, right of the sixth column. */
const PARKING = { x: 880, y: 300 };

function toScreen(place: GamePlace, x: number, y: number): Point {
  const { scale, origin } = place;
  return {
    x: Math.floor(origin.x + (x + 0.5) * scale),
    y: Math.floor(origin.y + (y + 0.5) * scale),
  };
}

/** The press point on the card at `row` of `column`: it picks that card and those above. */
export function pickPoint(place: GamePlace, board: Board, column: number, row: number): Point {
  const top = board.columns[column].cards.length - 1;
  const grip = row === top ? TOP_GRIP : STRIP_GRIP;
  return toScreen(place, columnLeft(column) + (CARD_WIDTH >> 1), cardTop(row) + grip);
}

/**
 * The release point over `column`: on its top card (or its empty place), at the same grip
 * a top card is picked by, so the held unit ends up straight over the column.
 */
export function dropPoint(place: GamePlace, board: Board, column: number): Point {
  const n = board.columns[column].cards.length;
  return toScreen(
    place,
    columnLeft(column) + (CARD_WIDTH >> 1),
    cardTop(Math.max(0, n - 1)) + TOP_GRIP,
  );
}

export function newGamePoint(place: GamePlace): Point {
  return toScreen(place, NEW_GAME_BUTTON.x, NEW_GAME_BUTTON.y);
}

/** Off the cards, so the pointer never hides a glyph from the next capture. */
export function parkingPoint(place: GamePlace, screen: { width: number; height: number }): Point {
  const p = toScreen(place, PARKING.x, PARKING.y);
  return {
    x: Math.min(Math.max(0, p.x), screen.width - 1),
    y: Math.min(Math.max(0, p.y), screen.height - 1),
  };
}

/** `steps` points from `from` to `to`, `to` included, evenly spaced. */
export function path(from: Point, to: Point, steps: number): Point[] {
  const n = Math.max(1, Math.floor(steps));
  const points: Point[] = [];
  for (let i = 1; i <= n; i++) {
    points.push({
      x: Math.round(from.x + ((to.x - from.x) * i) / n),
      y: Math.round(from.y + ((to.y - from.y) * i) / n),
    });
  }
  return points;
}
