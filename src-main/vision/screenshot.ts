/**
 * The plain picture every vision function takes: raw pixels as a screen grabber delivers them
 * (nut-js gives 4-channel BGRA), as sharp decodes a PNG (RGB or RGBA), or grey (1 channel,
 * which is also how 1-bit pictures arrive, as 0 and 255).
 */
import {
  decodeCheckedPicture,
  inspectPicture,
  PictureError,
  type DecodeOptions,
} from './picture-file';

export { PictureError, PICTURE_PIXEL_LIMIT } from './picture-file';

export interface Screenshot {
  width: number;
  height: number;
  channels: 1 | 3 | 4;
  /** Row-major, `width * channels` bytes a row, no padding. */
  data: Uint8Array;
  /** Byte order of 3- and 4-channel pixels; 'rgba' (also meaning RGB) when absent. */
  order?: 'rgba' | 'bgra';
}

/** Grey levels at or above this are "lit" (the game draws white or light grey on black). */
export const LIT = 128;

/** Checks the fields agree with each other, so a wrong grab fails with a clear message. */
export function checkScreenshot(shot: Screenshot): void {
  const { width, height, channels, data } = shot;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`screenshot size ${width}×${height} is not a positive whole size`);
  }
  if (channels !== 1 && channels !== 3 && channels !== 4) {
    throw new RangeError(`screenshot has ${String(channels)} channels; expected 1, 3 or 4`);
  }
  if (data.length < width * height * channels) {
    throw new RangeError(
      `screenshot data holds ${data.length} bytes, ${width}×${height}×${channels} needs ${width * height * channels}`,
    );
  }
}

/**
 * Grey level (0-255) of one pixel, Rec. 601 weights. The game itself is black, white and
 * greys, so the weights only matter for the desktop around it.
 */
export function greyAt(shot: Screenshot, x: number, y: number): number {
  const { channels, data } = shot;
  const i = (y * shot.width + x) * channels;
  if (channels === 1) return data[i];
  const a = data[i];
  const g = data[i + 1];
  const c = data[i + 2];
  return shot.order === 'bgra'
    ? (c * 77 + g * 150 + a * 29) >> 8
    : (a * 77 + g * 150 + c * 29) >> 8;
}

/** True when the pixel is lit; coordinates outside the picture read as dark. */
export function litAt(shot: Screenshot, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= shot.width || y >= shot.height) return false;
  return greyAt(shot, x, y) >= LIT;
}

/**
 * Fills `out[x]` with 1 for lit pixels of row `y`, 0 for dark ones. Written per format so
 * the search over a whole screen stays a tight loop.
 */
export function litRow(shot: Screenshot, y: number, out: Uint8Array): void {
  const { width, channels, data } = shot;
  let i = y * width * channels;
  if (channels === 1) {
    for (let x = 0; x < width; x++) out[x] = data[i + x] >= LIT ? 1 : 0;
    return;
  }
  // Weights scaled by 256: a grey of 128 or more is a weighted sum of 32768 or more.
  const [wa, wc] = shot.order === 'bgra' ? [29, 77] : [77, 29];
  for (let x = 0; x < width; x++, i += channels) {
    out[x] = data[i] * wa + data[i + 1] * 150 + data[i + 2] * wc >= LIT * 256 ? 1 : 0;
  }
}

/**
 * Fills `out[i]` with the grey level of pixel (x0 + i, y) for x0 <= x < x1; the caller keeps
 * x0..x1 inside the picture.
 */
export function greyRow(
  shot: Screenshot,
  y: number,
  x0: number,
  x1: number,
  out: Uint8Array,
): void {
  const { width, channels, data } = shot;
  let i = (y * width + x0) * channels;
  const n = x1 - x0;
  if (channels === 1) {
    for (let x = 0; x < n; x++) out[x] = data[i + x];
    return;
  }
  const [wa, wc] = shot.order === 'bgra' ? [29, 77] : [77, 29];
  for (let x = 0; x < n; x++, i += channels) {
    out[x] = (data[i] * wa + data[i + 1] * 150 + data[i + 2] * wc) >> 8;
  }
}

/**
 * Decodes a PNG, JPEG or WebP picture (a file's path, or its bytes) into a `Screenshot`, after
 * checking its format and size from its first bytes and header (picture-file.ts): anything
 * else, or more than 50 million pixels, is refused before decoding. Grey pictures stay one
 * channel; an alpha channel is kept as the fourth (RGBA) and ignored by the reader.
 */
export async function decodePicture(
  input: string | Uint8Array,
  options: DecodeOptions = {},
): Promise<Screenshot> {
  const where = typeof input === 'string' ? input : (options.name ?? 'picture');
  const header = await inspectPicture(input, where);
  options.onDecode?.(header);
  const { data, info } = await decodeCheckedPicture(input, header, where);
  const channels = info.channels as number;
  if (channels !== 1 && channels !== 3 && channels !== 4) {
    throw new PictureError(where, `a picture with ${channels} channels, not 1, 3 or 4`);
  }
  return { width: info.width, height: info.height, channels, data, order: 'rgba' };
}
