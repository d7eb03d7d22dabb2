/**
 * Turns vision's reading of a picture into the plain overlay the window draws (see
 * src-shared/autosolve/overlay-data.ts): the picture as a PNG data URL, and each card's boxes,
 * rank, cheat mark and confidence. A picture with no readable board still gives an overlay
 * (the picture and the reason), so the window can show what it was looking at.
 */
import sharp from 'sharp';
import type { Overlay } from '../../src-shared/autosolve/overlay-data';
import {
  decodePicture,
  PictureError,
  readScreenshot,
  VisionError,
  type BoardReading,
  type Screenshot,
} from '../vision';
import { GLYPH_PIXELS } from '../vision/geometry';

/** Confidence from a glyph distance: the share of the 8×9 glyph's pixels that match. */
export function confidenceOf(distance: number): number {
  return Math.max(0, 1 - distance / GLYPH_PIXELS);
}

/** The overlay for a reading, with the picture given as a data URL of any size. */
export function overlayOfReading(
  reading: BoardReading,
  image: { url: string; width: number; height: number },
): Overlay {
  const cards = reading.cards.map((card) => ({
    column: card.column,
    row: card.row,
    rank: card.rank,
    box: card.box,
    glyphBox: card.glyphBox,
    distance: card.distance,
    confidence: confidenceOf(card.distance),
    cheated: card.cheated,
    settled: card.settled?.reason ?? null,
  }));
  return {
    image: image.url,
    width: image.width,
    height: image.height,
    board: reading.board,
    cards,
    columns: reading.columns.map((c) => ({ column: c.column, state: c.state, box: c.box })),
    rect: reading.rect,
    scale: reading.scale,
    origin: reading.origin,
    confidence: cards.length ? Math.min(...cards.map((c) => c.confidence)) : 1,
    problem: null,
  };
}

/** The overlay of a picture vision could not read: the picture and why. */
export function overlayOfProblem(
  problem: string,
  image: { url: string; width: number; height: number },
): Overlay {
  return {
    image: image.url,
    width: image.width,
    height: image.height,
    board: null,
    cards: [],
    columns: [],
    rect: null,
    scale: null,
    origin: null,
    confidence: null,
    problem,
  };
}

/**
 * A screen capture as a PNG data URL at most `maxWidth` wide, so live events stay small
 * (the overlay's boxes stay in capture pixels; the window stretches the picture to fit).
 */
export async function captureImage(
  shot: Screenshot,
  maxWidth = 960,
): Promise<{ url: string; width: number; height: number }> {
  const { width, height, channels } = shot;
  const raw = Buffer.from(shot.data.buffer, shot.data.byteOffset, width * height * channels);
  let image = sharp(raw, { raw: { width, height, channels } });
  // Alpha carries nothing on a screen grab; dropping it and shrinking first leaves the
  // byte swap below a quarter of the work at 2×.
  if (channels === 4) image = image.removeAlpha();
  if (width > maxWidth) image = image.resize({ width: maxWidth, kernel: 'nearest' });
  if (shot.order === 'bgra' && channels >= 3) {
    const small = await image.raw().toBuffer({ resolveWithObject: true });
    const pixels = small.data;
    const step = small.info.channels;
    for (let i = 0; i < pixels.length; i += step) {
      const blue = pixels[i];
      pixels[i] = pixels[i + 2];
      pixels[i + 2] = blue;
    }
    image = sharp(pixels, {
      raw: { width: small.info.width, height: small.info.height, channels: step as 3 | 4 },
    });
  }
  // The game is a few flat greys: light compression is small already, and fast.
  const png = await image.png({ compressionLevel: 3 }).toBuffer();
  return { url: `data:image/png;base64,${png.toString('base64')}`, width, height };
}

/** Reads a capture (raw pixels): the overlay, whether or not a board was found. */
export async function overlayOfCapture(shot: Screenshot, reading?: BoardReading): Promise<Overlay> {
  const image = await captureImage(shot);
  if (reading) return overlayOfReading(reading, image);
  try {
    return overlayOfReading(readScreenshot(shot), image);
  } catch (error) {
    if (error instanceof VisionError) return overlayOfProblem(error.message, image);
    throw error;
  }
}

/**
 * Reads a saved screenshot (PNG bytes, base64) for offline use. The picture is sent back
 * as it was given, so the window shows exactly the file that was opened. A file that is not
 * a PNG, JPEG or WebP picture, or is bigger than 50 million pixels, fails with a message
 * naming it and saying why (`shot.svg is not a picture that can be read (an SVG drawing, not a
 * screenshot)`) before anything is decoded.
 */
export async function overlayOfPicture(base64: string, name: string): Promise<Overlay> {
  const bytes = Buffer.from(base64, 'base64');
  let shot: Screenshot;
  try {
    // Refused before decoding unless a PNG, JPEG or WebP of at most 50 million pixels.
    shot = await decodePicture(bytes, { name });
  } catch (error) {
    if (error instanceof PictureError) {
      throw new Error(`${name} is not a picture that can be read (${error.reason})`);
    }
    throw error;
  }
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const image = isPng
    ? { url: `data:image/png;base64,${base64}`, width: shot.width, height: shot.height }
    : await captureImage(shot, shot.width);
  try {
    return overlayOfReading(readScreenshot(shot), image);
  } catch (error) {
    if (error instanceof VisionError) return overlayOfProblem(error.message, image);
    throw error;
  }
}
