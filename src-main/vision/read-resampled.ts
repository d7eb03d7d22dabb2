/**
 * Reading a game drawn at any scale, whole or fractional, smooth or sharp: the game is
 * resampled to its own 960×540 pixels (scaled.ts) and read there (read-game.ts), the glyphs
 * in grey levels with a second opinion sampled at each game pixel's centre on the screen.
 */
import type { Box } from './columns';
import { VisionError } from './errors';
import { locationAt, type GameLocation } from './find';
import {
  CARD_Y,
  COLUMN_PITCH,
  COLUMN_X,
  GLYPH_HEIGHT,
  GLYPH_PIXELS,
  GLYPH_WIDTH,
  SIDE_TOP,
} from './geometry';
import type { CentreSampler } from './glyph-match';
import type { GlyphTemplates } from './glyphs';
import { readAt } from './read-game';
import type { BoardReading } from './reading';
import { resampleGame } from './scaled';
import { greyAt, type Screenshot } from './screenshot';

/** Reads the game resampled to its own pixels at a measured, possibly fractional, location. */
export function readResampled(
  shot: Screenshot,
  location: GameLocation,
  templates: GlyphTemplates,
): BoardReading {
  const s = location.scale;
  const { x: ox, y: oy } = location.origin;
  // A column whose side line runs on, unbroken, into the picture's bottom edge is cut by it.
  for (let c = 0; c < 6; c++) {
    const x = Math.floor(ox + (COLUMN_X + COLUMN_PITCH * c + 0.5) * s);
    const top = Math.ceil(oy + (CARD_Y + SIDE_TOP + 1) * s);
    if (x < 0 || x >= shot.width || top >= shot.height - 1) continue;
    let unbroken = true;
    for (let y = shot.height - 1; y >= top && unbroken; y -= 2) {
      if (greyAt(shot, x, y) < 100 && greyAt(shot, Math.min(shot.width - 1, x + 1), y) < 100) {
        unbroken = false;
      }
    }
    if (unbroken) {
      throw new VisionError(
        'cropped',
        `the picture cuts off column ${c} at its bottom edge: its cards run past row ${shot.height - 1} (the game at scale ${s.toFixed(3)}); a picture must hold all six columns whole`,
      );
    }
  }
  const game = resampleGame(shot, s, location.origin);
  const centres: CentreSampler = (card) => {
    const out = new Uint8Array(GLYPH_PIXELS);
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        const x = Math.floor(ox + (card.glyphBox.x + gx + 0.5) * s);
        const y = Math.floor(oy + (card.glyphBox.y + gy + 0.5) * s);
        const g = x < 0 || y < 0 || x >= shot.width || y >= shot.height ? 0 : greyAt(shot, x, y);
        out[gy * GLYPH_WIDTH + gx] = card.inverted ? 255 - g : g;
      }
    }
    return out;
  };
  const reading = readAt(game, locationAt(1, 0, 0), templates, location, centres);
  const r2 = (v: number) => Math.round(v * 100) / 100;
  const toScreen = (b: Box): Box => ({
    x: r2(ox + b.x * s),
    y: r2(oy + b.y * s),
    width: r2(b.width * s),
    height: r2(b.height * s),
  });
  for (const card of reading.cards) {
    card.box = toScreen(card.box);
    card.glyphBox = toScreen(card.glyphBox);
  }
  for (const column of reading.columns) column.box = toScreen(column.box);
  return {
    ...reading,
    scale: location.scale,
    origin: location.origin,
    rect: location.rect,
    frameSeen: location.frameSeen,
    pixelPerfect: false,
  };
}
