import { describe, expect, it } from 'vitest';
import {
  checkScreenshot,
  decodePicture,
  greyAt,
  litAt,
  litRow,
  type Screenshot,
} from './screenshot';

// One row of four pixels: black, white, pure red, pure blue, in each layout.
const rgba: Screenshot = {
  width: 4,
  height: 1,
  channels: 4,
  data: new Uint8Array([0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 0, 0, 255, 255]),
};
const bgra: Screenshot = {
  ...rgba,
  order: 'bgra',
  data: new Uint8Array([0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255]),
};
const grey: Screenshot = {
  width: 4,
  height: 1,
  channels: 1,
  data: new Uint8Array([0, 255, 76, 28]),
};

describe('screenshot pixels', () => {
  it('gives the same grey for RGBA, BGRA and grey pictures', () => {
    for (const shot of [rgba, bgra, grey]) {
      expect([0, 1, 2, 3].map((x) => greyAt(shot, x, 0))).toEqual([0, 255, 76, 28]);
    }
  });

  it('marks lit pixels row by row the same way as one by one', () => {
    for (const shot of [rgba, bgra, grey]) {
      const row = new Uint8Array(4);
      litRow(shot, 0, row);
      expect([...row]).toEqual([0, 1, 0, 0]);
      expect([0, 1, 2, 3].map((x) => litAt(shot, x, 0))).toEqual([false, true, false, false]);
    }
    expect(litAt(grey, -1, 0)).toBe(false);
    expect(litAt(grey, 4, 0)).toBe(false);
  });

  it('refuses data that does not fit its size', () => {
    expect(() =>
      checkScreenshot({ width: 4, height: 2, channels: 1, data: new Uint8Array(4) }),
    ).toThrow('screenshot data holds 4 bytes, 4×2×1 needs 8');
    expect(() =>
      checkScreenshot({ width: 4, height: 1, channels: 2 as 1, data: new Uint8Array(8) }),
    ).toThrow('screenshot has 2 channels; expected 1, 3 or 4');
  });

  it('says when a file is missing or not a picture', async () => {
    await expect(decodePicture('/nonexistent/screen.png')).rejects.toThrow(
      'cannot read /nonexistent/screen.png: no such file',
    );
    await expect(decodePicture(new TextEncoder().encode('not a png'))).rejects.toThrow(
      'picture: a text file, not a picture',
    );
    // A PNG signature, then nothing a reader can use.
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7, 7]);
    await expect(decodePicture(broken, { name: 'broken.png' })).rejects.toThrow(
      'broken.png: a damaged PNG picture: its header does not read',
    );
  });
});
