/**
 * `npm run bench -- vision [RUNS]`: median time to read a MOLEK-SYNTEZ board from a
 * 1920×1080 and a 2560×1440 screenshot, from raw BGRA pixels (as nut-js grabs them), from raw
 * pixels with the location hint an automation loop keeps between frames, and from a PNG file
 * (read, decode, find, read); and from a 1920×1080 screen with the game stretched ×1.67 with
 * smoothing (pixel-perfect mode off), from raw pixels, with the hint, and from a JPEG file.
 * The screenshots are composed from the real card images in ../shared/molek (test material,
 * read at run time) over a busy desktop, game letterboxed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatBoard } from '../../src-shared/molek/notation';
import { dealBoard } from '../../src-shared/molek/deal';
import sharp from 'sharp';
import { readBoard, readScreenshot } from '../../src-main/vision/read';
import type { Screenshot } from '../../src-main/vision/screenshot';
import { median } from '../../src-shared/stats';
import { readBenchArgs } from './args';
import {
  composeScaled,
  composeScreenshot,
  encodePng,
  loadMaterial,
  type ComposeOptions,
  type ScaledComposeOptions,
} from './molek-compose';

/** Milliseconds of CPU time this process spent (user + system). */
const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** A screen with the game stretched by a fractional scale, read from raw pixels and JPEG. */
const SCALED_SCREENS: Array<{ name: string; options: Omit<ScaledComposeOptions, 'board'> }> = [
  {
    name: '1920×1080, game ×1.67 smooth (bilinear) in a 1600×900 window on a plain desktop',
    options: {
      scale: 1.6667,
      filter: 'linear',
      screen: { width: 1920, height: 1080 },
      window: { x: 160, y: 90, width: 1600, height: 900 },
      desktop: 'plain',
      format: 'bgra',
    },
  },
];

const SCREENS: Array<{ name: string; options: Omit<ComposeOptions, 'board'> }> = [
  {
    name: '1920×1080, game 1× in a window on a noisy desktop (a worst case for PNG size)',
    options: {
      scale: 1,
      screen: { width: 1920, height: 1080 },
      window: { x: 400, y: 200, width: 1100, height: 640 },
      desktop: 'desktop',
      format: 'bgra',
    },
  },
  {
    name: '1920×1080, game 1× in a window on a plain desktop',
    options: {
      scale: 1,
      screen: { width: 1920, height: 1080 },
      window: { x: 400, y: 200, width: 1100, height: 640 },
      desktop: 'plain',
      format: 'bgra',
    },
  },
  {
    name: '1920×1080, game 2× full screen',
    options: { scale: 2, screen: { width: 1920, height: 1080 }, format: 'bgra' },
  },
  {
    name: '2560×1440, game 2× letterboxed in a full-screen window',
    options: {
      scale: 2,
      screen: { width: 2560, height: 1440 },
      window: { x: 0, y: 0, width: 2560, height: 1440 },
      desktop: 'desktop',
      format: 'bgra',
    },
  },
];

export const visionBenchmark = {
  name: 'vision',
  description:
    'MOLEK-SYNTEZ board reading: median ms per screenshot, raw pixels and PNG/JPEG file, whole and fractional scales',
  async run(args: string[]): Promise<void> {
    const runs = readBenchArgs(
      args,
      {},
      { name: 'RUNS', min: 1, max: 10_000, default: 40 },
    ).positional;
    const material = await loadMaterial();
    const board = dealBoard(2024);
    const expected = formatBoard(board);
    const dir = mkdtempSync(path.join(tmpdir(), 'vision-bench-'));
    try {
      const jobs: Array<{ name: string; shot: Screenshot; file: Buffer; kind: 'PNG' | 'JPEG' }> =
        [];
      for (const screen of SCREENS) {
        const shot = composeScreenshot(material, { board, ...screen.options });
        jobs.push({ name: screen.name, shot, file: await encodePng(shot), kind: 'PNG' });
      }
      for (const screen of SCALED_SCREENS) {
        const { shot } = await composeScaled(material, { board, ...screen.options });
        const jpeg = await sharp(shot.data, {
          raw: { width: shot.width, height: shot.height, channels: shot.channels },
        })
          .removeAlpha()
          .jpeg({ quality: 85 })
          .toBuffer();
        jobs.push({ name: `${screen.name}, JPEG q85`, shot, file: jpeg, kind: 'JPEG' });
      }
      for (const job of jobs) {
        const { shot } = job;
        const file = path.join(dir, job.kind === 'PNG' ? 'screen.png' : 'screen.jpg');
        writeFileSync(file, job.file);
        const check = (notation: string): void => {
          if (notation !== expected) throw new Error(`read ${notation}, expected ${expected}`);
        };
        // Warm up the JIT before timing.
        for (let i = 0; i < 5; i++) check(readScreenshot(shot).notation);
        const raw: number[] = [];
        const rawCpu: number[] = [];
        const find: number[] = [];
        for (let i = 0; i < runs; i++) {
          const cpu = cpuMs();
          const started = performance.now();
          const reading = readScreenshot(shot);
          raw.push(performance.now() - started);
          rawCpu.push(cpuMs() - cpu);
          find.push(reading.timings.findMs);
          check(reading.notation);
        }
        const hint = readScreenshot(shot);
        const hinted: number[] = [];
        const hintedCpu: number[] = [];
        for (let i = 0; i < runs; i++) {
          const cpu = cpuMs();
          const started = performance.now();
          check(readScreenshot(shot, { hint }).notation);
          hinted.push(performance.now() - started);
          hintedCpu.push(cpuMs() - cpu);
        }
        const fromFile: number[] = [];
        const fileCpu: number[] = [];
        const decode: number[] = [];
        for (let i = 0; i < Math.max(5, Math.round(runs / 3)); i++) {
          const cpu = cpuMs();
          const started = performance.now();
          const reading = await readBoard(file);
          fromFile.push(performance.now() - started);
          fileCpu.push(cpuMs() - cpu);
          decode.push(reading.timings.decodeMs);
          check(reading.notation);
        }
        const measured = hint.pixelPerfect
          ? `scale ${hint.scale}`
          : `scale ${hint.scale.toFixed(3)} measured`;
        console.log(
          `${job.name} (${measured}):\n` +
            `  raw BGRA   ${median(raw).toFixed(1)} ms (CPU ${median(rawCpu).toFixed(1)} ms; finding the game ${median(find).toFixed(1)} ms)\n` +
            `  with hint  ${median(hinted).toFixed(1)} ms (CPU ${median(hintedCpu).toFixed(1)} ms; the location kept from the previous frame)\n` +
            `  ${job.kind.padEnd(4)} file  ${median(fromFile).toFixed(1)} ms (CPU ${median(fileCpu).toFixed(1)} ms, sharp uses extra threads; decoding ${median(decode).toFixed(1)} ms; ${(job.file.length / 1024).toFixed(0)} KiB)`,
        );
      }
      console.log(
        `medians of ${runs} raw reads and ${Math.max(5, Math.round(runs / 3))} file reads each; every read checked against the board`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
