/**
 * `npm run bench -- autosolve [--games N] [--pace P] [--anim MS] [--busy MS] [--seed S]
 * [--continue MS] [RUNS]`
 *
 * First, playing: N games (default 10) for each pace P (careful, normal, fast, a comma list,
 * or all; default normal,fast) on the simulated game window under Xvfb with an MS ms move
 * animation (default 120), the solver's Continue MS (default 500, as `solitaire auto`):
 * see ./autosolve-play.ts. `--games 0` skips it.
 *
 * Then what the Auto-solve window costs besides vision and the solver. Median times over
 * RUNS (default 20) of
 *   - reading a saved screenshot for the offline view (the real 960×540 screenshot in
 *     ../shared/molek, read at run time): decode, find, read, build the overlay;
 *   - turning one live capture into the overlay picture sent to the window (BGRA pixels as
 *     nut-js grabs them, to a PNG data URL at most 960 wide), at 1× and at 2×;
 * and the size of that data URL, which is what each live overlay event carries.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  captureImage,
  overlayOfPicture,
} from '../../src-main/autosolve-window/overlay-from-reading';
import type { Screenshot } from '../../src-main/vision';
import { CONTINUE_FIELD } from '../../src-shared/molek/options';
import { median } from '../../src-shared/stats';
import { readBenchArgs } from './args';
import { benchPlay, parseBusy, parsePaces } from './autosolve-play';

const SHOT = path.resolve(__dirname, '..', '..', 'shared', 'molek', 'screenshots', 'full-1x.png');

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
  description:
    'Auto-solve: games played on the simulated window (time per move, game, games per hour), offline screenshot reading and live overlay pictures',
  async run(args: string[]): Promise<void> {
    const options = readBenchArgs(
      args,
      {
        games: { kind: 'whole', min: 0, max: 10_000, default: 10 },
        pace: { kind: 'text', default: 'normal,fast' },
        anim: { kind: 'whole', min: 0, max: 10_000, default: 120 },
        busy: { kind: 'text', default: '0' },
        seed: { kind: 'whole', min: 1, max: 2 ** 31 - 1, default: 1000 },
        continue: {
          kind: 'whole',
          min: CONTINUE_FIELD.min,
          max: CONTINUE_FIELD.max,
          default: CONTINUE_FIELD.default,
        },
      },
      { name: 'RUNS', min: 1, max: 10_000, default: 20 },
    );
    if (options.games > 0) {
      await benchPlay({
        games: options.games,
        paces: parsePaces(options.pace),
        animMs: options.anim,
        busyMs: parseBusy(options.busy),
        seed: options.seed,
        continueMs: options.continue,
      });
    }
    const runs = options.positional;
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
