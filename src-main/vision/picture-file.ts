/**
 * What the toolkit takes as a picture, checked before a single pixel is decoded: PNG, JPEG or
 * WebP (the formats screenshots are saved in), at most 50 million pixels (an 8K screen,
 * 7680×4320, is 33 million). The format is told from the file's first bytes, never from its
 * name; anything else is named in a person's words ("an SVG drawing, not a screenshot",
 * "a text file, not a picture"). The size is read from the picture's header, so a 123-byte
 * SVG declaring 12000×12000 or a 600 KB PNG of 15000×15000 is refused without being drawn.
 */
import sharp from 'sharp';
import { readUserFileStart } from '../files/user-file';

/** The most pixels a picture may have (width × height). */
export const PICTURE_PIXEL_LIMIT = 50_000_000;

export type PictureFormat = 'png' | 'jpeg' | 'webp';

/** What a picture's header says, before it is decoded. */
export interface PictureHeader {
  format: PictureFormat;
  width: number;
  height: number;
}

/** A file that is missing, not a picture the reader takes, or too big. */
export class PictureError extends Error {
  constructor(
    readonly where: string,
    /** What is wrong, without the name: `an SVG drawing, not a screenshot`. */
    readonly reason: string,
  ) {
    super(`${where}: ${reason}`);
    this.name = 'PictureError';
  }
}

/** Bytes enough to tell a format, and to see an SVG's `<svg` behind its XML prologue. */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Uint8Array, bytes: number[], at = 0): boolean =>
  bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Picture formats the reader does not take, by their signature. */
const OTHER_PICTURES: Array<{ name: string; test: (head: Uint8Array) => boolean }> = [
  { name: 'a GIF picture, not a screenshot', test: (h) => startsWith(h, ascii('GIF8')) },
  {
    name: 'a BMP picture: save the screenshot as PNG, JPEG or WebP',
    test: (h) => startsWith(h, ascii('BM')) && startsWith(h, [0, 0, 0, 0], 6),
  },
  {
    name: 'a TIFF picture: save the screenshot as PNG, JPEG or WebP',
    test: (h) => startsWith(h, ascii('II*\0')) || startsWith(h, ascii('MM\0*')),
  },
  {
    name: 'an icon (ICO), not a screenshot',
    test: (h) => startsWith(h, [0, 0, 1, 0]) && h.length > 6 && h[4] + h[5] > 0,
  },
  {
    name: 'an AVIF or HEIF picture: save the screenshot as PNG, JPEG or WebP',
    test: (h) =>
      startsWith(h, ascii('ftyp'), 4) &&
      ['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'].some((b) => startsWith(h, ascii(b), 8)),
  },
  {
    name: 'a JPEG XL picture: save the screenshot as PNG, JPEG or WebP',
    test: (h) => startsWith(h, [0xff, 0x0a]) || startsWith(h, ascii('\0\0\0\x0cJXL '), 0),
  },
  { name: 'a PDF document, not a picture', test: (h) => startsWith(h, ascii('%PDF-')) },
  { name: 'a compressed (gzip) file, not a picture', test: (h) => startsWith(h, [0x1f, 0x8b]) },
  { name: 'a ZIP archive, not a picture', test: (h) => startsWith(h, ascii('PK\x03\x04')) },
];

/** Tab, line feed, vertical tab, form feed, carriage return, Esc. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b]);

/** The text of `head` when it is text (UTF-8, no NUL, few control characters), else null. */
function textOf(head: Uint8Array): string | null {
  let text: string;
  try {
    // `stream: true`: a character cut at the end of the sniffed bytes is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
  // Text has no NUL and no control characters besides tab, newlines, form feed and Esc.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return null;
  }
  return text;
}

/**
 * The format of a picture from its first bytes, or what the bytes are instead, in a
 * person's words (`an SVG drawing, not a screenshot`, `a text file, not a picture`).
 */
export function sniffPicture(head: Uint8Array): { format: PictureFormat } | { refusal: string } {
  if (head.length === 0) return { refusal: 'an empty file, not a picture' };
  if (startsWith(head, [0x89, ...ascii('PNG\r\n\x1a\n')])) return { format: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { format: 'jpeg' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return { format: 'webp' };
  }
  const other = OTHER_PICTURES.find((kind) => kind.test(head));
  if (other) return { refusal: other.name };
  const text = textOf(head);
  if (text !== null) {
    if (/^\uFEFF?\s*</.test(text) && /<svg[\s>]/i.test(text)) {
      return { refusal: 'an SVG drawing, not a screenshot' };
    }
    return { refusal: 'a text file, not a picture' };
  }
  return { refusal: 'not a PNG, JPEG or WebP picture' };
}

const NAMES: Record<PictureFormat, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' };

const count = (pixels: number): string => pixels.toLocaleString('en-US');

/**
 * Checks a picture (a file's path, or its bytes) without decoding it: its format from the
 * first bytes, its size from the header. `where` names it in messages. Throws PictureError
 * (or FileProblem for a file that cannot be read) saying what is wrong.
 */
export async function inspectPicture(
  input: string | Uint8Array,
  where: string,
): Promise<PictureHeader> {
  const head =
    typeof input === 'string'
      ? await readUserFileStart(input, SNIFF_BYTES)
      : input.subarray(0, SNIFF_BYTES);
  const sniffed = sniffPicture(head);
  if ('refusal' in sniffed) throw new PictureError(where, sniffed.refusal);
  const { format } = sniffed;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only: libvips reads the size without decoding (the limit is checked below).
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    width = undefined;
  }
  if (!width || !height) {
    throw new PictureError(where, `a damaged ${NAMES[format]} picture: its header does not read`);
  }
  if (width * height > PICTURE_PIXEL_LIMIT) {
    throw new PictureError(
      where,
      `a ${width}×${height} picture is ${count(width * height)} pixels; ` +
        `at most ${count(PICTURE_PIXEL_LIMIT)} are read (an 8K screen, 7680×4320, is ${count(7680 * 4320)})`,
    );
  }
  return { format, width, height };
}

/** Options for `decodePicture`. */
export interface DecodeOptions {
  /** How messages name a picture given as bytes (a file's path names itself). */
  name?: string;
  /** Called with the checked header just before the pixels are decoded. */
  onDecode?: (header: PictureHeader) => void;
}

/**
 * Decodes a checked picture's pixels with sharp, whose own pixel limit stands behind the
 * header check (in case a file changed between the two).
 */
export async function decodeCheckedPicture(
  input: string | Uint8Array,
  header: PictureHeader,
  where: string,
): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  try {
    const image = sharp(input, { limitInputPixels: PICTURE_PIXEL_LIMIT });
    const meta = await image.metadata();
    // sharp turns grey (and 1-bit) pictures into 3 channels, and grey with alpha into 2;
    // keeping the one grey channel is a third of the bytes to hand over.
    const pipeline = (meta.channels ?? 3) <= 2 ? image.extractChannel(0) : image;
    return await pipeline.raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new PictureError(
      where,
      `a damaged ${NAMES[header.format]} picture: it does not decode to the end`,
    );
  }
}
