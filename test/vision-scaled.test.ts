/**
 * Reading MOLEK-SYNTEZ boards the way people's screenshots show them: the game stretched by
 * any scale from 1 to 4 with smooth filtering (sharp's resize kernels stand in for the
 * game's and the desktop's scaling), saved as JPEG, windowed on a desktop, cropped to the
 * cards, mid-game with cheats, with the pointer over a glyph. Every picture is composed at
 * test time from the real card images and the real screenshot's frame in ../shared/molek,
 * and every reading is compared exactly with the board it was composed from.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { Lehmer } from '../src-shared/cards/lehmer';
import type { Board } from '../src-shared/molek/cards';
import { dealBoard } from '../src-shared/molek/deal';
import { formatBoard, parseBoard } from '../src-shared/molek/notation';
import { LOCKED_RUN } from '../src-shared/molek/rules';
import { VisionError } from '../src-main/vision/errors';
import { readBoard, readScreenshot, type BoardReading } from '../src-main/vision/read';
import type { Screenshot } from '../src-main/vision/screenshot';
import {
  composeScaled,
  loadMaterial,
  sharedMolekDir,
  type Material,
  type ResizeFilter,
  type ScaledComposeOptions,
  withPointer,
} from './support/molek-compose';
import { captureCli } from './support/cli-capture';
import { playout } from './support/molek-playout';

const SHOTS = path.join(sharedMolekDir(), 'screenshots');
const REAL_PNG = path.join(SHOTS, 'full-1x.png');
const REAL_BOARD = readFileSync(path.join(SHOTS, 'full-1x.board'), 'utf8').trim();

let material: Material;
beforeAll(async () => {
  material = await loadMaterial();
});

interface Case {
  name: string;
  board: Board;
  options: Omit<ScaledComposeOptions, 'board'>;
  /** Cards under the pointer: the only ones allowed to be settled by the count of four. */
  pointerOver?: Array<{ column: number; row: number }>;
}

const FILTERS: ResizeFilter[] = ['linear', 'cubic', 'lanczos3', 'mitchell'];
const FORMATS = ['rgb', 'bgra', 'grey', 'rgba'] as const;
const screenFor = (scale: number, margin = 60) => ({
  width: Math.round(960 * scale) + margin,
  height: Math.round(540 * scale) + margin,
});

const cases: Case[] = [];

// Fractional scales from 1 to 4, every filter, on a black screen and in windows on a desktop.
const SCALES = [
  1.07, 1.2, 1.25, 1.3333, 1.4229, 1.5, 1.6, 1.6667, 1.875, 2.1, 2.4, 2.6667, 3, 3.3, 3.75, 4,
];
SCALES.forEach((scale, i) => {
  const filter = FILTERS[i % FILTERS.length];
  const windowed = i % 2 === 1;
  const screen = windowed ? screenFor(scale, 300) : screenFor(scale);
  cases.push({
    name: `deal ${200 + i} at ×${scale}, ${filter}, ${windowed ? 'windowed on a desktop' : 'letterboxed on black'}, ${FORMATS[i % 4]}`,
    board: dealBoard(200 + i),
    options: {
      scale,
      filter,
      screen,
      window: windowed
        ? {
            x: 90 + 7 * i,
            y: 70 + 3 * i,
            width: Math.round(960 * scale) + 40,
            height: Math.round(540 * scale) + 30,
          }
        : { x: 0, y: 0, ...screen },
      desktop: windowed ? 'desktop' : 'black',
      format: FORMATS[i % 4],
    },
  });
});

// The common stretched screens: 1280×720, 1366×768, 1600×900, 2560×1440, full screen.
for (const [width, height, filter, format] of [
  [1280, 720, 'cubic', 'rgb'],
  [1366, 768, 'linear', 'bgra'],
  [1600, 900, 'lanczos3', 'grey'],
  [2560, 1440, 'mitchell', 'rgb'],
] as const) {
  cases.push({
    name: `deal ${width} full screen ${width}×${height} (×${(width / 960).toFixed(3)}), ${filter}, ${format}`,
    board: dealBoard(width),
    options: {
      scale: width / 960,
      filter,
      screen: { width, height },
      origin: { x: 0, y: 0 },
      format,
    },
  });
}

// JPEG at qualities 70-95.
[70, 75, 80, 85, 90, 95, 70, 78].forEach((jpeg, i) => {
  const scale = [1.4229, 1.6667, 2.6667, 1.3333, 1.1, 3.2, 2, 1.5][i];
  cases.push({
    name: `deal ${300 + i} at ×${scale} as JPEG q${jpeg}, ${FILTERS[i % 4]}${i % 2 ? ', grey' : ''}`,
    board: dealBoard(300 + i),
    options: {
      scale,
      filter: FILTERS[i % 4],
      screen: screenFor(scale, 80),
      desktop: i % 3 === 0 ? 'plain' : 'black',
      window: {
        x: 10,
        y: 20,
        width: Math.round(960 * scale) + 50,
        height: Math.round(540 * scale) + 40,
      },
      jpeg,
      format: i % 2 ? 'grey' : 'rgb',
    },
  });
});

// Mid-game boards from random play with cheats; the last ones lock and empty columns.
const MID_GAME: Array<[number, number, number]> = [
  [401, 40, 0.3],
  [402, 80, 0.3],
  [403, 120, 0.3],
  [404, 200, 0.3],
  [225, 120, 0.02],
  [242, 120, 0.02],
  [244, 40, 0.02],
  [249, 120, 0.02],
];
MID_GAME.forEach(([seed, steps, cheatChance], i) => {
  const board = playout(seed, steps, cheatChance);
  const scale = [1.3, 1.5, 1.8, 2.25, 1.4229, 2.6667, 3.5, 1.15][i];
  const cheats = board.columns.filter((c) => c.cheated).length;
  const empties = board.columns.filter((c) => c.cards.length === 0).length;
  const locked = board.columns.filter((c) => c.cards.join() === LOCKED_RUN.join()).length;
  cases.push({
    name: `mid-game ${formatBoard(board)} (${cheats} cheated, ${empties} empty, ${locked} locked) at ×${scale}, ${FILTERS[i % 4]}${i % 3 === 2 ? ', JPEG q85' : ''}`,
    board,
    options: {
      scale,
      filter: FILTERS[i % 4],
      screen: screenFor(scale, 120),
      origin: { x: 11 + 9 * i, y: 7 + 5 * i },
      desktop: i % 2 ? 'desktop' : 'black',
      window: {
        x: 5 + 9 * i,
        y: 3 + 5 * i,
        width: Math.round(960 * scale) + 12,
        height: Math.round(540 * scale) + 8,
      },
      jpeg: i % 3 === 2 ? 85 : undefined,
      format: FORMATS[i % 4],
    },
  });
});

// Hand-made boards random play rarely shows.
const R = (text: string): Board => parseBoard(text);
for (const [text, scale, filter] of [
  ['66778TKDV098769!678.899.000V.VVDDD.KKKTTT.', 1.6, 'cubic'], // 15 cards, cheated top
  ['TKDV09876..TKDV09876.TKDV09876..TKDV09876.', 2.2, 'linear'], // won: 4 locked, 2 empty
  ['66TKDV0987.77TKDV098.6890VD.6KT789.0VDKT..', 1.45, 'lanczos3'], // last column empty
  ['.66TKDV0987.77TKDV098.6890VD.6KT789.0VDKT.', 1.3, 'mitchell'], // first column empty
] as const) {
  cases.push({
    name: `${text} at ×${scale}, ${filter}`,
    board: R(text),
    options: {
      scale,
      filter,
      screen: screenFor(scale, 40),
      origin: { x: 20, y: 20 },
      format: 'rgb',
    },
  });
}

// The pointer over a glyph, drawn at the screen's resolution as the desktop draws it.
for (const [seed, scale, column, row, filter] of [
  [501, 1.5, 2, 5, 'linear'],
  [502, 1.4229, 4, 2, 'cubic'],
  [503, 2.6667, 0, 3, 'lanczos3'],
  [504, 1.25, 5, 5, 'mitchell'],
] as const) {
  const origin = { x: 30, y: 25 };
  const tip = {
    x: Math.round(origin.x + (244 + 82 * column + 2) * scale),
    y: Math.round(origin.y + (149 + 16 * row + 2) * scale),
  };
  cases.push({
    name: `pointer over the glyph of column ${column} row ${row} at ×${scale}, ${filter}`,
    board: dealBoard(seed),
    options: { scale, filter, screen: screenFor(scale, 80), origin, pointer: tip, format: 'rgb' },
    // The pointer is 19 screen pixels tall: it may reach the next card's glyph too.
    pointerOver: [
      { column, row },
      { column, row: row + 1 },
    ],
  });
}

/** What every reading of a composed picture must say about its board. */
function expectBoard(reading: BoardReading, board: Board): void {
  expect(reading.notation).toBe(formatBoard(board));
  expect(reading.emptyColumns).toEqual(
    board.columns.flatMap((c, i) => (c.cards.length === 0 ? [i] : [])),
  );
  expect(reading.lockedColumns).toEqual(
    board.columns.flatMap((c, i) =>
      c.cards.join() === LOCKED_RUN.join() && !c.cheated ? [i] : [],
    ),
  );
  expect(reading.cards.filter((c) => c.cheated).map((c) => c.column)).toEqual(
    board.columns.flatMap((c, i) => (c.cheated ? [i] : [])),
  );
}

describe('composed screenshots at any scale', () => {
  it('has at least 40 of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const { shot, size, origin } = await composeScaled(material, {
      board: testCase.board,
      ...testCase.options,
    });
    const reading = readScreenshot(shot);
    expectBoard(reading, testCase.board);
    // The measured scale and origin: within two thousandths and a pixel (or 0.6 of a game
    // pixel) of what was drawn; the resize maps pixel centres its own way, which moves the
    // picture by half a pixel.
    const scale = size.width / 960;
    expect(Math.abs(reading.scale - scale)).toBeLessThan(0.002);
    expect(Math.abs(reading.origin.x - origin.x)).toBeLessThanOrEqual(Math.max(1, 0.6 * scale));
    expect(Math.abs(reading.origin.y - origin.y)).toBeLessThanOrEqual(Math.max(1, 0.6 * scale));
    expect(reading.frameSeen).toBe(true);
    const settled = reading.cards.filter((c) => c.settled);
    expect(reading.notes).toHaveLength(settled.length);
    if (scale < 1.15) {
      // Just above 1×, smoothing blurs each game pixel over its neighbours: a 6, 8 or 9
      // (five pixels apart) can come within three grey pixels of another, which is not a
      // clear match. The count of four settles those, and says so.
      for (const card of settled) expect([6, 8, 9]).toContain(card.rank);
      return;
    }
    const allowed = testCase.pointerOver ?? [];
    for (const card of settled) {
      expect(allowed, `card ${card.column},${card.row} settled`).toContainEqual({
        column: card.column,
        row: card.row,
      });
    }
  });
});

describe('seeded random pictures', () => {
  it.each([0, 1, 2])(
    'batch %i: 10 random boards at random scales, filters, JPEG qualities and places read exactly',
    async (batch) => {
      const random = new Lehmer(9001 + batch);
      const filters: ResizeFilter[] = ['linear', 'cubic', 'lanczos3', 'mitchell', 'lanczos2'];
      for (let n = batch * 10; n < batch * 10 + 10; n++) {
        const board = playout(5000 + n, random.below(150), 0.3);
        const scale = 1 + random.random() * 3;
        const filter = filters[random.below(filters.length)];
        const jpeg = random.random() < 0.5 ? 70 + random.below(26) : undefined;
        const size = { width: Math.round(960 * scale), height: Math.round(540 * scale) };
        const { shot } = await composeScaled(material, {
          board,
          scale,
          filter,
          jpeg,
          screen: {
            width: size.width + 40 + random.below(200),
            height: size.height + 40 + random.below(200),
          },
          desktop: random.random() < 0.5 ? 'desktop' : 'black',
          window: {
            x: 10 + random.below(20),
            y: 10 + random.below(20),
            width: size.width + 20,
            height: size.height + 20,
          },
          format: (['rgb', 'grey', 'bgra'] as const)[random.below(3)],
        });
        const what = `×${scale.toFixed(3)} ${filter}${jpeg ? ` JPEG q${jpeg}` : ''}`;
        expect(readScreenshot(shot).notation, what).toBe(formatBoard(board));
      }
    },
  );
});

describe('the pointer anywhere over the cards', () => {
  for (const [scale, filter] of [
    [1.5, 'linear'],
    [1.2, 'cubic'],
  ] as const) {
    it(`never gives a wrong board at ×${scale} ${filter}`, async () => {
      // The pointer's tip at 120 places over the glyph column and the cards of each column:
      // every reading must be the board itself (cards under the pointer settled, and said so).
      const board = playout(31, 60);
      const expected = formatBoard(board);
      const { shot, origin } = await composeScaled(material, {
        board,
        scale,
        filter,
        screen: screenFor(scale, 20),
        origin: { x: 10, y: 10 },
      });
      let settled = 0;
      for (let c = 0; c < 6; c++) {
        for (let i = 0; i < 20; i++) {
          const tip = {
            x: Math.round(origin.x + (236 + 82 * c + (i % 5) * 13) * scale),
            y: Math.round(origin.y + (143 + Math.floor(i / 5) * 23 + c * 3) * scale),
          };
          const reading = readScreenshot(withPointer(material, shot, tip));
          expect(reading.notation, `pointer at ${tip.x},${tip.y}`).toBe(expected);
          expect(reading.notes).toHaveLength(reading.cards.filter((card) => card.settled).length);
          settled += reading.notes.length;
        }
      }
      expect(settled).toBeGreaterThan(30);
    });
  }
});

describe('pictures cropped to the cards', () => {
  // The six columns whole, the bottom bar (and so the frame) cut away.
  for (const [seed, scale, filter, jpeg] of [
    [601, 1, 'linear', undefined],
    [602, 1.4229, 'cubic', 80],
    [603, 1.6667, 'lanczos3', undefined],
    [604, 2.5, 'mitchell', 90],
    [605, 3.2, 'linear', 75],
  ] as const) {
    it(`deal ${seed} at ×${scale}, ${filter}${jpeg ? `, JPEG q${jpeg}` : ''}: read, frame not seen`, async () => {
      const board = seed === 605 ? playout(605, 90) : dealBoard(seed);
      const crop = {
        x: Math.round(225 * scale),
        y: Math.round(130 * scale),
        width: Math.round(520 * scale),
        height: Math.round(350 * scale),
      };
      const { shot, origin } = await composeScaled(material, {
        board,
        scale,
        filter,
        jpeg,
        origin: { x: 0, y: 0 },
        crop,
      });
      const reading = readScreenshot(shot);
      expectBoard(reading, board);
      expect(reading.frameSeen).toBe(false);
      expect(Math.abs(reading.origin.x - origin.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(reading.origin.y - origin.y)).toBeLessThanOrEqual(1);
      expect(reading.notes).toEqual([]);
    });
  }
});

describe('the real screenshot', () => {
  it('reads exactly when upscaled smoothly to 1366×768 and saved as JPEG', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'molek-real-'));
    try {
      const file = path.join(dir, 'real-1366.jpg');
      writeFileSync(
        file,
        await sharp(REAL_PNG)
          .resize(1366, 768, { kernel: 'cubic' })
          .jpeg({ quality: 80 })
          .toBuffer(),
      );
      const reading = await readBoard(file);
      expect(reading.notation).toBe(REAL_BOARD);
      expect(reading.notes).toEqual([]);
      expect(reading.scale).toBeCloseTo(1366 / 960, 2);
      expect(reading.pixelPerfect).toBe(false);
      expect(reading.frameSeen).toBe(true);
      expect(reading.timings.decodeMs).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('solitaire read at any scale', () => {
  const cli = captureCli();
  const run = cli.run;

  it('--json gives the measured scale, and --overlay draws it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'molek-read-'));
    try {
      const board = playout(88, 70);
      const { shot } = await composeScaled(material, {
        board,
        scale: 1.4229,
        filter: 'cubic',
        screen: { width: 1366, height: 768 },
        origin: { x: 0, y: 0 },
        jpeg: 85,
      });
      const file = path.join(dir, 'shot.jpg');
      writeFileSync(
        file,
        await sharp(shot.data, { raw: { width: 1366, height: 768, channels: shot.channels } })
          .jpeg({ quality: 90 })
          .toBuffer(),
      );
      const overlay = path.join(dir, 'overlay.png');
      expect(await run('read', file, '--json', '--overlay', overlay)).toBe(0);
      const json = JSON.parse(cli.out);
      expect(json.notation).toBe(formatBoard(board));
      expect(json.scale).toBeCloseTo(1.4229, 3);
      expect(json.frameSeen).toBe(true);
      expect(json.pixelPerfect).toBe(false);
      expect(cli.err).toBe('');
      // The caption "scale 1.423" sits on a yellow box above column 0 (game row 110).
      const { data, info } = await sharp(overlay).raw().toBuffer({ resolveWithObject: true });
      const x = Math.round(json.origin.x + 241 * json.scale);
      const y = Math.round(json.origin.y + 108 * json.scale);
      const i = (y * info.width + x) * info.channels;
      expect([data[i], data[i + 1], data[i + 2]]).toEqual([0xff, 0xee, 0x44]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a picture cropped to the cards prints the board and a note that it could not be played', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'molek-read-'));
    try {
      const board = dealBoard(90);
      const scale = 1.6667;
      const { shot } = await composeScaled(material, {
        board,
        scale,
        origin: { x: 0, y: 0 },
        crop: {
          x: Math.round(225 * scale),
          y: Math.round(130 * scale),
          width: Math.round(520 * scale),
          height: Math.round(350 * scale),
        },
      });
      const file = path.join(dir, 'cards.png');
      writeFileSync(
        file,
        await sharp(shot.data, {
          raw: { width: shot.width, height: shot.height, channels: shot.channels },
        })
          .png()
          .toBuffer(),
      );
      expect(await run('read', file)).toBe(0);
      expect(cli.out).toBe(`${formatBoard(board)}\n`);
      expect(cli.err).toBe(
        "note: the game's bottom bar (NEW GAME) is not in the picture: the board is read (scale 1.667), but a game shown like this could not be played\n",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('live play', () => {
  it('reads again at once with the location of the previous frame, and searches again when the game moved', async () => {
    const board = dealBoard(77);
    const at = async (x: number, y: number) =>
      (
        await composeScaled(material, {
          board,
          scale: 1.6667,
          filter: 'linear',
          screen: { width: 1920, height: 1080 },
          origin: { x, y },
        })
      ).shot;
    const first = readScreenshot(await at(100, 60));
    const again = readScreenshot(await at(100, 60), { hint: first });
    expect(again.notation).toBe(formatBoard(board));
    expect(again.origin).toEqual(first.origin);
    expect(again.scale).toBe(first.scale);
    const moved = readScreenshot(await at(300, 100), { hint: first });
    expect(moved.notation).toBe(formatBoard(board));
    expect(Math.abs(moved.origin.x - first.origin.x - 200)).toBeLessThan(0.2);
    expect(Math.abs(moved.origin.y - first.origin.y - 40)).toBeLessThan(0.2);
  });
});

describe('failures at any scale', () => {
  const failure = (shot: Screenshot): VisionError => {
    try {
      readScreenshot(shot);
    } catch (error) {
      if (error instanceof VisionError) return error;
      throw error;
    }
    throw new Error('the picture was read, but should not have been');
  };

  it('a game too small to read says the smallest scale it reads', async () => {
    const { shot } = await composeScaled(material, {
      board: dealBoard(5),
      scale: 0.7,
      filter: 'lanczos3',
      screen: { width: 900, height: 500 },
      origin: { x: 100, y: 50 },
    });
    const error = failure(shot);
    expect(error.kind).toBe('no-game');
    expect(error.message).toMatch(
      /^the MOLEK-SYNTEZ board in this 900×500 picture is drawn at scale 0\.7\d \(cards 5\d px wide\), too small to read: the reader needs scale 1\.0 or more \(cards 71 px wide, the game at least 960×540\)$/,
    );
  });

  it('no game on a desktop, as JPEG', async () => {
    const { shot } = await composeScaled(material, {
      board: dealBoard(1),
      scale: 1.5,
      screen: { width: 1600, height: 900 },
      origin: { x: 5000, y: 5000 },
      window: { x: 5000, y: 5000, width: 1, height: 1 },
      desktop: 'desktop',
      jpeg: 80,
    });
    const error = failure(shot);
    expect(error.kind).toBe('no-game');
    expect(error.message).toBe(
      'no MOLEK-SYNTEZ board found: searched the whole 1600×900 picture at scales 1-8, whole or fractional, for card columns (two vertical side lines 71 px × scale apart) and found none',
    );
  });

  it('a crop that cuts the first column names it', async () => {
    const scale = 1.6667;
    const { shot } = await composeScaled(material, {
      board: dealBoard(8),
      scale,
      filter: 'cubic',
      origin: { x: 0, y: 0 },
      // From the middle of column 0 to past column 5, the cards' rows only.
      crop: {
        x: Math.round(275 * scale),
        y: Math.round(130 * scale),
        width: Math.round(470 * scale),
        height: Math.round(350 * scale),
      },
    });
    const error = failure(shot);
    expect(error.kind).toBe('cropped');
    expect(error.message).toMatch(
      /^the picture cuts off column 0 \(left edge\): it shows 5 columns of cards whole at scale 1\.66\d; a picture must hold all six columns$/,
    );
  });

  it('a crop that cuts the cards off at the bottom says which column', async () => {
    const scale = 1.5;
    const { shot } = await composeScaled(material, {
      board: dealBoard(8),
      scale,
      origin: { x: 0, y: 0 },
      crop: { x: 0, y: 0, width: Math.round(960 * scale), height: Math.round(300 * scale) },
    });
    const error = failure(shot);
    expect(error.kind).toBe('cropped');
    expect(error.message).toMatch(
      /^the picture cuts off column 0 at its bottom edge: its cards run past row 449 \(the game at scale 1\.500\); a picture must hold all six columns whole$/,
    );
  });

  it('a board no game can show: five 8s, at ×1.5', async () => {
    const board: Board = {
      columns: [
        { cards: [9, 9, 7, 11, 14, 8], cheated: false },
        { cards: [10, 7, 6, 11, 12, 6], cheated: false },
        { cards: [8, 7, 9, 12, 11, 8], cheated: false },
        { cards: [14, 10, 10, 13, 12, 8], cheated: false },
        { cards: [10, 9, 14, 6, 13, 8], cheated: false },
        { cards: [11, 14, 13, 7, 12, 13], cheated: false },
      ],
    } as Board;
    const { shot } = await composeScaled(material, { board, scale: 1.5, filter: 'cubic' });
    const error = failure(shot);
    expect(error.kind).toBe('impossible');
    expect(error.message).toBe(
      'more than four 8s: column 0 row 5; column 2 rows 0, 5; column 3 row 5; column 4 row 5 (a board holds four of each rank)',
    );
  });
});
