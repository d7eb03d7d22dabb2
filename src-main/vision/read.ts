/**
 * Reading a MOLEK-SYNTEZ board from a screenshot. Four strategies (strategies/), tried in
 * turn until one reads the board:
 *
 *   1. hint-scaled    live play, fractional scale: read where the last frame had the game;
 *   2. hint-whole     live play, whole scale: read there pixel by pixel;
 *   3. pixel-perfect  find the game at whole scales (find.ts), read it pixel by pixel;
 *   4. any-scale      find it from its cards at any scale (scaled.ts), read it resampled.
 *
 * A hint's reading is taken when it succeeds (at a whole scale, with at most EXACT_DOUBTS
 * cards settled by the count of four); otherwise the search starts afresh. A pixel-perfect
 * reading with at most EXACT_DOUBTS doubtful cards is taken at once; else the any-scale one
 * is taken if it has fewer, and the pixel-perfect one is kept as the fallback. When nothing
 * reads, `chooseFailure` says which reason the user gets. Reading a located game is
 * read-game.ts (pixel by pixel) and read-resampled.ts (any scale); naming a card from its
 * glyph is glyph-match.ts.
 */
import { defaultTemplates } from './default-glyphs';
import { VisionError } from './errors';
import type { BoardReading, ReadOptions } from './reading';
import { SMALLEST_READABLE, tooSmallScale } from './scaled';
import { checkScreenshot, decodePicture, type Screenshot } from './screenshot';
import { readAnyScale } from './strategies/any-scale';
import { EXACT_DOUBTS, ReadContext, attempt } from './strategies/context';
import { readAtScaledHint } from './strategies/hint-scaled';
import { readAtWholeHint } from './strategies/hint-whole';
import { readPixelPerfect } from './strategies/pixel-perfect';

export type {
  BoardReading,
  CardReading,
  ColumnReading,
  RankDistance,
  ReadOptions,
} from './reading';
export type { CentreSampler } from './glyph-match';

/** Reads raw pixels. Throws `VisionError` when the board cannot be read with certainty. */
export function readScreenshot(shot: Screenshot, options: ReadOptions = {}): BoardReading {
  const started = performance.now();
  checkScreenshot(shot);
  const ctx = new ReadContext(shot, options, options.templates ?? defaultTemplates(), started);
  const timed = (reading: BoardReading): BoardReading => {
    const done = performance.now();
    reading.timings = {
      decodeMs: 0,
      findMs: ctx.foundAt - started,
      readMs: done - ctx.foundAt,
      totalMs: done - started,
    };
    return reading;
  };
  // A hint that does not hold (the game moved, a frame unreadable there) is no answer yet.
  const hinted =
    attempt(() => readAtScaledHint(ctx)).reading ?? attempt(() => readAtWholeHint(ctx)).reading;
  if (hinted) return timed(hinted);

  const exact = attempt(() => readPixelPerfect(ctx));
  if (exact.reading && exact.reading.notes.length <= EXACT_DOUBTS) return timed(exact.reading);
  const any = readAnyScale(ctx);
  if (any.reading && (!exact.reading || any.reading.notes.length < exact.reading.notes.length)) {
    return timed(any.reading);
  }
  if (exact.reading) return timed(exact.reading);
  throw chooseFailure(shot, exact.failure, any.failure);
}

/**
 * Why no strategy read the board, the most telling reason first:
 * 1. the pixel-perfect reader found a game but could not read it (kind 'unreadable' or
 *    'impossible'): it names the card or column at fault;
 * 2. the any-scale reader's failure: a game found but not read, or its search's reason
 *    (columns seen, but cut off or not placeable);
 * 3. a game too small to read (under SMALLEST_READABLE);
 * 4. the pixel-perfect search's 'cropped' (a game cut off by the picture's edge);
 * 5. else no game at all ('no-game', naming what was searched). The pixel-perfect search's
 *    own 'no-game' says less than that: it searched whole scales only.
 */
function chooseFailure(
  shot: Screenshot,
  pixelPerfect: VisionError | null,
  anyScale: VisionError | null,
): VisionError {
  const gameFound = (error: VisionError | null) =>
    error !== null && error.kind !== 'no-game' && error.kind !== 'cropped';
  if (gameFound(pixelPerfect)) return pixelPerfect!;
  if (anyScale) return anyScale;
  const small = tooSmallScale(shot);
  if (small !== null) {
    return new VisionError(
      'no-game',
      `the MOLEK-SYNTEZ board in this ${shot.width}×${shot.height} picture is drawn at scale ${small.toFixed(2)} (cards ${Math.round(71 * small)} px wide), too small to read: the reader needs scale ${SMALLEST_READABLE.toFixed(1)} or more (cards 71 px wide, the game at least 960×540)`,
    );
  }
  if (pixelPerfect?.kind === 'cropped') return pixelPerfect;
  return new VisionError(
    'no-game',
    `no MOLEK-SYNTEZ board found: searched the whole ${shot.width}×${shot.height} picture at scales 1-8, whole or fractional, for card columns (two vertical side lines 71 px × scale apart) and found none`,
  );
}

/**
 * Reads raw pixels, a picture file's path, or a picture file's bytes (PNG or anything sharp
 * decodes).
 */
export async function readBoard(
  input: Screenshot | string | Uint8Array,
  options: ReadOptions = {},
): Promise<BoardReading> {
  if (typeof input !== 'string' && 'width' in input) return readScreenshot(input, options);
  const started = performance.now();
  const shot = await decodePicture(input);
  const decoded = performance.now();
  const reading = readScreenshot(shot, options);
  reading.timings.decodeMs = decoded - started;
  reading.timings.totalMs += decoded - started;
  return reading;
}
