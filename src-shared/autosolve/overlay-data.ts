/**
 * What the window draws over a capture of the game: the picture and what vision made of
 * it, in the capture's own pixel coordinates. Built in the main process from vision's
 * reading (see src-main/handlers/autosolve.ts) so the window never sees vision's internals.
 */
import type { Board, Rank } from '../molek/cards';

export interface OverlayBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OverlayCard {
  column: number;
  row: number;
  rank: Rank;
  /** The part of the card that shows: a strip, or the whole top card. */
  box: OverlayBox;
  /** Where its rank glyph was matched. */
  glyphBox: OverlayBox;
  /** How far the glyph was from its template: 0 is a perfect match. */
  distance: number;
  /** Vision's confidence in this card, 0..1 (1: the glyph matches its template exactly). */
  confidence: number;
  cheated: boolean;
  /** Set when the glyph alone did not decide the rank and the count of four did: why. */
  settled: string | null;
}

export interface OverlayColumn {
  column: number;
  state: 'cards' | 'empty' | 'locked';
  box: OverlayBox;
}

export interface Overlay {
  /** The capture as a PNG data URL (scaled down for live runs so events stay small). */
  image: string;
  /** The capture's size in pixels; boxes are in these coordinates. */
  width: number;
  height: number;
  /** What was read, or null when no board is on screen. */
  board: Board | null;
  cards: OverlayCard[];
  columns: OverlayColumn[];
  /** The game's 960k×540k picture inside the capture, when found. */
  rect: OverlayBox | null;
  /** The game's pixel scale (1×, 2×…) and where its 960×540 picture starts, when found. */
  scale: number | null;
  origin: { x: number; y: number } | null;
  /** The weakest card's confidence (0..1): the reading is only as good as its worst card. */
  confidence: number | null;
  /** Why no board was read, in words, when `board` is null. */
  problem: string | null;
}
