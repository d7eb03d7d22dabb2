import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatBoard } from '../../src-shared/molek/notation';
import { captureImage, confidenceOf, overlayOfPicture } from './overlay-from-reading';

const SHOTS = path.resolve(__dirname, '..', '..', '..', 'shared', 'molek', 'screenshots');

describe('the overlay of a saved screenshot', () => {
  it('reads the real 1× screenshot: its board, 36 boxed cards, scale and origin', async () => {
    const png = readFileSync(path.join(SHOTS, 'full-1x.png'));
    const overlay = await overlayOfPicture(png.toString('base64'), 'full-1x.png');
    expect(formatBoard(overlay.board!)).toBe(
      readFileSync(path.join(SHOTS, 'full-1x.board'), 'utf8').trim(),
    );
    expect(overlay.image).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect([overlay.width, overlay.height, overlay.scale]).toEqual([960, 540, 1]);
    expect(overlay.origin).toEqual({ x: 0, y: 0 });
    expect(overlay.cards).toHaveLength(36);
    expect(overlay.problem).toBeNull();
    // Column 0, row 0 of a new deal: its glyph sits at (244, 149), 8×9 pixels.
    const first = overlay.cards.find((c) => c.column === 0 && c.row === 0)!;
    expect(first.glyphBox).toEqual({ x: 244, y: 149, width: 8, height: 9 });
    expect(first.rank).toBe(9);
    expect(overlay.cards.every((c) => !c.cheated && c.settled === null)).toBe(true);
    expect(overlay.confidence).toBe(Math.min(...overlay.cards.map((c) => c.confidence)));
  });

  it('shows a picture without the game with the reason, not an error', async () => {
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#204060' },
    })
      .png()
      .toBuffer();
    const overlay = await overlayOfPicture(png.toString('base64'), 'desktop.png');
    expect(overlay.board).toBeNull();
    expect(overlay.cards).toEqual([]);
    expect([overlay.width, overlay.height]).toEqual([320, 200]);
    expect(overlay.problem).toMatch(/.+/);
  });

  it('refuses a file that is not a picture, naming it', async () => {
    await expect(
      overlayOfPicture(Buffer.from('997VT8.').toString('base64'), 'notes.txt'),
    ).rejects.toThrow('notes.txt is not a picture that can be read (a text file, not a picture)');
  });

  it('turns glyph distances into confidence', () => {
    expect([0, 2, 36, 72, 80].map(confidenceOf)).toEqual([1, 70 / 72, 0.5, 0, 0]);
  });

  it('turns a BGRA grab into an RGB picture, shrunk to 960 wide, keeping capture coordinates', async () => {
    // 1920×2 pixels: left half pure blue, right half pure red, as BGRA bytes.
    const width = 1920;
    const data = new Uint8Array(width * 2 * 4);
    for (let i = 0; i < width * 2; i++) {
      const blue = i % width < width / 2;
      data.set(blue ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);
    }
    const image = await captureImage({ width, height: 2, channels: 4, data, order: 'bgra' });
    expect([image.width, image.height]).toEqual([1920, 2]);
    const png = Buffer.from(image.url.replace('data:image/png;base64,', ''), 'base64');
    const { data: rgb, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([960, 1, 3]);
    expect([...rgb.subarray(0, 3)]).toEqual([0, 0, 255]);
    expect([...rgb.subarray(959 * 3, 960 * 3)]).toEqual([255, 0, 0]);
  });
});
