/** What vision reads from a picture: the board, each card and column, and how sure it is. */
import type { Board, Rank } from '../../src-shared/molek/cards';
import type { Box } from './columns';
import type { FindOptions, GameLocation } from './find';
import type { GlyphTemplates } from './glyphs';

export interface ReadOptions extends FindOptions {
  /** Glyph templates to compare with (default: the ones built in). */
  templates?: GlyphTemplates;
}

export interface RankDistance {
  rank: Rank;
  label: string;
  /**
   * Glyph pixels (of 72) that differ from this rank's template. On a resampled picture, the
   * sum of each pixel's grey difference (0-1 after stretching the card's paper to 0 and its
   * ink to 1), so a blurred edge counts as part of a pixel.
   */
  distance: number;
}

export interface CardReading {
  column: number;
  row: number;
  rank: Rank;
  label: string;
  cheated: boolean;
  /** The visible part of the card on screen (a strip, or the whole top card). */
  box: Box;
  glyphBox: Box;
  /** Distance of the glyph to the rank reported. */
  distance: number;
  /** Set when the glyph alone did not decide the rank and the count of four did. */
  settled?: { reason: string; closest: RankDistance[] };
}

export interface ColumnReading {
  column: number;
  state: 'cards' | 'empty' | 'locked';
  box: Box;
}

export interface BoardReading {
  board: Board;
  notation: string;
  /** The game's scale as measured: whole for pixel-perfect games, else e.g. 1.4229. */
  scale: number;
  /**
   * The game's bottom bar (NEW GAME) was seen. False for a picture cropped to the cards: the
   * board is read, but automation could not play that game (no button to click).
   */
  frameSeen: boolean;
  /** Read pixel by pixel at a whole scale (true), or resampled from any scale (false). */
  pixelPerfect: boolean;
  origin: { x: number; y: number };
  rect: GameLocation['rect'];
  cards: CardReading[];
  columns: ColumnReading[];
  emptyColumns: number[];
  lockedColumns: number[];
  /** One line per card settled by the count of four, for people. */
  notes: string[];
  /** Milliseconds: decoding a picture file (0 for raw pixels), finding the game, reading it. */
  timings: { decodeMs: number; findMs: number; readMs: number; totalMs: number };
}
