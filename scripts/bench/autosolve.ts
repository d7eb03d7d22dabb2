/**
 * `npm run bench -- autosolve [RUNS]`: what the Auto-solve window costs besides vision and
 * the solver. Median times over RUNS (default 20) of
 *   - reading a saved screenshot for the offline view (the real 960×540 screenshot in
 *     ../shared/molek, read at run time): decode, find, read, build the overlay;
 *   - turning one live capture into the overlay picture sent to the window (BGRA pixels as
 *     nut-js grabs them, to a PNG data URL at most 960 wide), at 1× and at 2×;
 * and the size of that data URL, which is what each live overlay event carries.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { captureImage, overlayOfPicture } from '../../src-main/autosolve/overlay';
import type { Screenshot } from '../../src-main/vision';
import { readBenchArgs } from './args';

const SHOT = path.resolve(__dirname, '..', '..', 'shared', 'molek', 'screenshots', 'full-1x.png');

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function time(runs: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** The screenshot scaled by `k` as 4-channel BGRA pixels, like a nut-js grab of the game. */
async function bgraCapture(png: Buffer, k: number): Promise<Screenshot> {
  const meta = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .resize({ width: meta.width! * k, kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 4) {
    const red = data[i];
    data[i] = data[i + 2];
    data[i + 2] = red;
  }
  return { width: info.width, height: info.height, channels: 4, data, order: 'bgra' };
}

export const autosolveBenchmark = {
  name: 'autosolve',
  description: 'Auto-solve window: offline screenshot reading and live overlay pictures',
  async run(args: string[]): Promise<void> {
    const runs = readBenchArgs(
      args,
      {},
      { name: 'RUNS', min: 1, max: 10_000, default: 20 },
    ).positional;
    const png = readFileSync(SHOT);
    const base64 = png.toString('base64');
    const read = await time(runs, () => overlayOfPicture(base64, 'full-1x.png'));
    console.log(
      `saved screenshot 960×540 → board and overlay: ${read.toFixed(1)} ms (median of ${runs})`,
    );
    for (const k of [1, 2]) {
      const shot = await bgraCapture(png, k);
      let chars = 0;
      const ms = await time(runs, async () => {
        chars = (await captureImage(shot)).url.length;
      });
      console.log(
        `live capture ${shot.width}×${shot.height} BGRA → overlay picture: ${ms.toFixed(1)} ms, ${(chars / 1024).toFixed(1)} KiB data URL`,
      );
    }
  },
};
