import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffPicture } from './picture-file';

const tiny = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#123' } });
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffPicture tells the format from the first bytes', () => {
  it('takes PNG, JPEG and WebP, whatever the name', async () => {
    expect(sniffPicture(await tiny().png().toBuffer())).toEqual({ format: 'png' });
    expect(sniffPicture(await tiny().jpeg().toBuffer())).toEqual({ format: 'jpeg' });
    expect(sniffPicture(await tiny().webp().toBuffer())).toEqual({ format: 'webp' });
  });

  it('names other pictures in words', async () => {
    expect(sniffPicture(await tiny().gif().toBuffer())).toEqual({
      refusal: 'a GIF picture, not a screenshot',
    });
    expect(sniffPicture(await tiny().tiff().toBuffer())).toEqual({
      refusal: 'a TIFF picture: save the screenshot as PNG, JPEG or WebP',
    });
    expect(sniffPicture(text('BM\x36\x00\x00\x00\x00\x00\x00\x00\x36\x00'))).toEqual({
      refusal: 'a BMP picture: save the screenshot as PNG, JPEG or WebP',
    });
    expect(sniffPicture(text('%PDF-1.7\n'))).toEqual({
      refusal: 'a PDF document, not a picture',
    });
  });

  it('tells an SVG drawing from other text by its content', () => {
    const svg = 'an SVG drawing, not a screenshot';
    expect(sniffPicture(text('<svg width="9" height="9"></svg>'))).toEqual({ refusal: svg });
    expect(
      sniffPicture(
        text(
          '\uFEFF<?xml version="1.0"?>\n<!-- a drawing -->\n<svg xmlns="http://www.w3.org/2000/svg">',
        ),
      ),
    ).toEqual({ refusal: svg });
    expect(sniffPicture(text('<html><body>no drawing</body></html>'))).toEqual({
      refusal: 'a text file, not a picture',
    });
    expect(sniffPicture(text('root:x:0:0:root:/root:/bin/bash\n'))).toEqual({
      refusal: 'a text file, not a picture',
    });
    // A character cut by the end of the sniffed bytes is still text.
    expect(sniffPicture(text('board 997VT8 ♠').subarray(0, 15))).toEqual({
      refusal: 'a text file, not a picture',
    });
  });

  it('says when it is nothing it knows, or empty', () => {
    expect(sniffPicture(new Uint8Array([0, 1, 2, 3, 250, 251]))).toEqual({
      refusal: 'not a PNG, JPEG or WebP picture',
    });
    expect(sniffPicture(new Uint8Array())).toEqual({ refusal: 'an empty file, not a picture' });
  });
});
