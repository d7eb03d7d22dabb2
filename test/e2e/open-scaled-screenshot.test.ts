/**
 * The Auto-solve window's "Open screenshot…" with a screenshot people actually have: the real
 * 960×540 screenshot stretched to 1366×768 with smoothing and saved as JPEG. The window must
 * show the right board, every card boxed, and the scale vision measured.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWindow, SHARED, type WindowUnderTest } from '../support/browser';

const SHOT = path.join(SHARED, 'molek', 'screenshots', 'full-1x.png');
const SHOT_BOARD = readFileSync(
  path.join(SHARED, 'molek', 'screenshots', 'full-1x.board'),
  'utf8',
).trim();

describe('opening a stretched JPEG screenshot in the Auto-solve window', () => {
  let w: WindowUnderTest;
  beforeAll(async () => {
    w = await openWindow({ colorScheme: 'light' });
    await w.page.getByRole('heading', { name: 'Auto-solve MOLEK-SYNTEZ' }).waitFor();
  });
  afterAll(async () => {
    await w?.close();
  });

  it('reads the board and shows the measured scale', async () => {
    const { page } = w;
    const jpeg = await sharp(SHOT)
      .resize(1366, 768, { kernel: 'cubic' })
      .jpeg({ quality: 80 })
      .toBuffer();
    await page.getByLabel('Open screenshot or board file').setInputFiles({
      name: 'stretched-1366.jpg',
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
    await expect
      .poll(() => page.getByLabel(/^Board \(solver notation/).inputValue())
      .toBe(SHOT_BOARD);
    const panel = page.getByTestId('offline-panel');
    await expect.poll(() => panel.getByTestId('overlay-card').count()).toBe(36);
    expect(await panel.getByTestId('overlay-scale').textContent()).toBe('scale 1.423×');
  });
});
