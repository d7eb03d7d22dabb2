/**
 * Reading MOLEK-SYNTEZ boards from screenshots: the real 1× screenshot, and screenshots
 * composed at test time from the game's real card images in ../shared/molek (scales 1-4,
 * offsets, screen sizes, letterboxing, colour / grey / 1-bit, the pointer over a glyph,
 * mid-game boards with cheats, empty and locked columns), each compared exactly with the
 * board it was composed from; and the failures for no game, a cropped game, an impossible
 * board and an unreadable card.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANK_LABEL, type Board, type Rank } from '../src-shared/molek/cards';
import { dealBoard } from '../src-shared/molek/deal';
import { formatBoard, parseBoard } from '../src-shared/molek/notation';
import { LOCKED_RUN } from '../src-shared/molek/rules';
import { boardDifference, boardsEqual } from '../src-main/vision/compare';
import { defaultTemplates } from '../src-main/vision/default-glyphs';
import { VisionError } from '../src-main/vision/errors';
import { cutGlyphs } from '../src-main/vision/extract';
import { findGame } from '../src-main/vision/find';
import { readBoard, readScreenshot } from '../src-main/vision/read';
import type { Screenshot } from '../src-main/vision/screenshot';
import {
  composeScreenshot,
  encodePng,
  loadMaterial,
  sharedMolekDir,
  type ComposeOptions,
  type Material,
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

const R = (text: string): Board => parseBoard(text);

// Hand-made boards for what random play rarely shows.
const FIFTEEN = R('66778TKDV098769!678.899.000V.VVDDD.KKKTTT.'); // 15 cards, cheated top
const TWO_LOCKED = R('TKDV09876.66770.TKDV09876.8899V.DDKKTT.0V!');
const WON = R('TKDV09876..TKDV09876.TKDV09876..TKDV09876.');
const LAST_EMPTY = R('66TKDV0987.77TKDV098.6890VD.6KT789.0VDKT..');
const EMPTY_AND_CHEAT = R('66TKDV0987.77TKDV098..6890VD!6KT789.0VDKT.');
const FIRST_EMPTY = R('.66TKDV0987.77TKDV098.6890VD.6KT789.0VDKT.');

interface Case {
  name: string;
  board: Board;
  options: Omit<ComposeOptions, 'board'>;
  /** Cards expected to be settled by the count (the pointer or a glitch is over them). */
  settled?: Array<{ column: number; row: number }>;
}

const FORMATS = ['rgba', 'bgra', 'rgb', 'grey', '1bit'] as const;

function glyphPoint(
  k: number,
  origin: { x: number; y: number },
  column: number,
  row: number,
): { x: number; y: number } {
  return { x: origin.x + (244 + 82 * column + 2) * k, y: origin.y + (149 + 16 * row + 2) * k };
}

const cases: Case[] = [];
// New deals at scale 1 on a 1920×1080 desktop, game window in different places.
for (let i = 0; i < 6; i++) {
  const origin = { x: 30 + i * 150, y: 20 + i * 90 };
  cases.push({
    name: `deal ${i + 1}, 1× at ${origin.x},${origin.y} on 1920×1080, ${FORMATS[i % 5]}`,
    board: dealBoard(i + 1),
    options: {
      scale: 1,
      screen: { width: 1920, height: 1080 },
      window: { x: origin.x - 10, y: origin.y - 30, width: 980, height: 575 },
      origin,
      desktop: 'desktop',
      format: FORMATS[i % 5],
    },
  });
}
// Scale 2: full screen 1920×1080, and letterboxed in a bigger window on 2560×1440.
for (let i = 0; i < 6; i++) {
  const letterboxed = i % 2 === 1;
  cases.push({
    name: `deal ${i + 11}, 2× ${letterboxed ? 'letterboxed on 2560×1440' : 'full screen 1920×1080'}, ${FORMATS[(i + 2) % 5]}`,
    board: dealBoard(i + 11),
    options: letterboxed
      ? {
          scale: 2,
          screen: { width: 2560, height: 1440 },
          window: { x: 100 + i * 40, y: 50 + i * 10, width: 2300, height: 1250 },
          desktop: 'desktop',
          format: FORMATS[(i + 2) % 5],
        }
      : {
          scale: 2,
          screen: { width: 1920, height: 1080 },
          origin: { x: 0, y: 0 },
          format: FORMATS[(i + 2) % 5],
        },
  });
}
// Scale 3.
for (let i = 0; i < 3; i++) {
  cases.push({
    name: `deal ${i + 21}, 3× on 3000×1700 offset ${17 * i},${11 * i}, ${FORMATS[(i + 1) % 5]}`,
    board: dealBoard(i + 21),
    options: {
      scale: 3,
      screen: { width: 3000, height: 1700 },
      origin: { x: 40 + 17 * i, y: 25 + 11 * i },
      window: { x: 20, y: 0, width: 2960, height: 1700 },
      desktop: 'desktop',
      format: FORMATS[(i + 1) % 5],
    },
  });
}
// Scale 4, the largest the issue asks for.
cases.push({
  name: 'deal 31, 4× full screen 3840×2160, bgra',
  board: dealBoard(31),
  options: {
    scale: 4,
    screen: { width: 3840, height: 2160 },
    origin: { x: 0, y: 0 },
    format: 'bgra',
  },
});
// Mid-game boards from random play with cheats.
// [seed, moves, chance of cheating when a legal move exists]; the last ones lock columns.
const midGame: Array<[number, number, number]> = [
  [101, 30, 0.3],
  [102, 60, 0.3],
  [103, 90, 0.3],
  [104, 120, 0.3],
  [105, 45, 0.3],
  [106, 200, 0.3],
  [107, 75, 0.3],
  [108, 150, 0.3],
  [225, 120, 0.02],
  [242, 120, 0.02],
  [244, 40, 0.02],
  [249, 120, 0.02],
];
midGame.forEach(([seed, steps, cheatChance], i) => {
  const k = 1 + (i % 3);
  const board = playout(seed, steps, cheatChance);
  const cheats = board.columns.filter((c) => c.cheated).length;
  const empties = board.columns.filter((c) => c.cards.length === 0).length;
  const locked = board.columns.filter((c) => c.cards.join() === LOCKED_RUN.join()).length;
  cases.push({
    name: `mid-game ${formatBoard(board)} (${cheats} cheated, ${empties} empty, ${locked} locked), ${k}×, ${FORMATS[i % 5]}`,
    board,
    options: {
      scale: k,
      screen:
        k === 3
          ? { width: 3000, height: 1700 }
          : { width: 1920 + 640 * (k - 1), height: 1080 + 360 * (k - 1) },
      origin: { x: 3 + i * 7, y: 5 + i * 3 },
      desktop: i % 2 === 0 ? 'desktop' : 'black',
      format: FORMATS[i % 5],
    },
  });
});
// Hand-made boards.
cases.push(
  {
    name: 'a 15-card column with a cheated top card, 1×',
    board: FIFTEEN,
    options: {
      scale: 1,
      screen: { width: 1280, height: 720 },
      origin: { x: 160, y: 90 },
      format: 'rgba',
    },
  },
  {
    name: 'a 15-card column with a cheated top card, 2× grey',
    board: FIFTEEN,
    options: {
      scale: 2,
      screen: { width: 2000, height: 1200 },
      origin: { x: 21, y: 33 },
      format: 'grey',
    },
  },
  {
    name: 'two locked columns and a cheat, 1× on a desktop',
    board: TWO_LOCKED,
    options: {
      scale: 1,
      screen: { width: 1920, height: 1080 },
      origin: { x: 500, y: 300 },
      desktop: 'desktop',
    },
  },
  {
    name: 'two locked columns, 3× 1-bit',
    board: TWO_LOCKED,
    options: {
      scale: 3,
      screen: { width: 2880, height: 1620 },
      origin: { x: 0, y: 0 },
      format: '1bit',
    },
  },
  {
    name: 'a won board (four locked, two empty), 2×',
    board: WON,
    options: {
      scale: 2,
      screen: { width: 1920, height: 1080 },
      origin: { x: 0, y: 0 },
      format: 'bgra',
    },
  },
  {
    name: 'the last column empty (the same cards one column right would fit too), 1×',
    board: LAST_EMPTY,
    options: {
      scale: 1,
      screen: { width: 1920, height: 1080 },
      origin: { x: 400, y: 200 },
      desktop: 'desktop',
    },
  },
  {
    name: 'the first column empty, 2× rgb',
    board: FIRST_EMPTY,
    options: {
      scale: 2,
      screen: { width: 2560, height: 1440 },
      origin: { x: 320, y: 180 },
      format: 'rgb',
    },
  },
  {
    name: 'an empty column in the middle and a cheat, 1× bgra',
    board: EMPTY_AND_CHEAT,
    options: {
      scale: 1,
      screen: { width: 1366, height: 768 },
      origin: { x: 203, y: 114 },
      format: 'bgra',
      desktop: 'plain',
    },
  },
  {
    name: 'locked columns drawn as their nine cards, 1×',
    board: TWO_LOCKED,
    options: { scale: 1, lockedAs: 'cards', format: 'grey' },
  },
);
// The mouse pointer over a glyph.
{
  const origin = { x: 200, y: 100 };
  const deal = dealBoard(41);
  cases.push({
    name: 'pointer over the top card glyph of column 2, 1×',
    board: deal,
    options: {
      scale: 1,
      screen: { width: 1600, height: 900 },
      origin,
      pointer: glyphPoint(1, origin, 2, 5),
    },
    settled: [{ column: 2, row: 5 }],
  });
  const origin2 = { x: 10, y: 10 };
  cases.push({
    name: 'pointer over a covered card glyph (column 4 row 2), 2× bgra',
    board: dealBoard(42),
    options: {
      scale: 2,
      screen: { width: 1940, height: 1100 },
      origin: origin2,
      format: 'bgra',
      pointer: glyphPoint(2, origin2, 4, 2),
    },
    settled: [{ column: 4, row: 2 }],
  });
  cases.push({
    name: 'pointer over a glyph, 1-bit, 1×',
    board: dealBoard(43),
    options: { scale: 1, format: '1bit', pointer: { x: 244 + 82 * 0 + 4, y: 149 + 16 * 3 + 1 } },
    // The pointer is 19 px tall: it reaches into the next card's glyph too.
    settled: [
      { column: 0, row: 3 },
      { column: 0, row: 4 },
    ],
  });
  const origin3 = { x: 0, y: 0 };
  cases.push({
    name: 'a 2× pointer over the glyph of a cheated card, 2×',
    board: FIFTEEN,
    options: {
      scale: 2,
      screen: { width: 1920, height: 1080 },
      origin: origin3,
      format: 'rgba',
      pointer: { ...glyphPoint(2, origin3, 0, 14), scale: 2 },
    },
    settled: [{ column: 0, row: 14 }],
  });
}
// A cheated face card caught mid-glitch: its glyph is distorted, the count settles it.
{
  const board = R('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK!');
  cases.push({
    name: 'a cheated K drawn with its glitch image, 1×',
    board,
    options: { scale: 1, format: 'rgba', glitch: [{ column: 5, row: 5 }] },
    settled: [{ column: 5, row: 5 }],
  });
}

describe('the real screenshot', () => {
  it('reads exactly as its .board file, from the PNG file', async () => {
    const reading = await readBoard(REAL_PNG);
    expect(reading.notation).toBe(REAL_BOARD);
    expect(reading.scale).toBe(1);
    expect(reading.origin).toEqual({ x: 0, y: 0 });
    expect(reading.notes).toEqual([]);
    expect(reading.cards).toHaveLength(36);
    expect(reading.cards[0]).toMatchObject({
      column: 0,
      row: 0,
      label: '9',
      cheated: false,
      distance: 0,
      box: { x: 240, y: 145, width: 71, height: 16 },
      glyphBox: { x: 244, y: 149, width: 8, height: 9 },
    });
    // The top card shows whole.
    expect(reading.cards[5].box).toEqual({ x: 240, y: 225, width: 71, height: 95 });
    expect(reading.emptyColumns).toEqual([]);
    expect(reading.lockedColumns).toEqual([]);
  });

  it('gives back the built-in glyph templates when they are cut from it again', async () => {
    const shot = await sharp(REAL_PNG).greyscale().raw().toBuffer({ resolveWithObject: true });
    const cut = cutGlyphs(
      { width: shot.info.width, height: shot.info.height, channels: 1, data: shot.data },
      parseBoard(REAL_BOARD),
      'full-1x.png',
    );
    const builtIn = JSON.parse(
      readFileSync(path.join(__dirname, '..', 'samples', 'molek-glyphs', 'manifest.json'), 'utf8'),
    );
    expect(cut.manifest).toEqual(builtIn);
    expect(Object.values(cut.manifest.glyphs).map((g) => g.cards)).toEqual([
      4, 4, 4, 4, 4, 4, 4, 4, 4,
    ]);
    expect(defaultTemplates().glyphs.size).toBe(9);
  });
});

describe('composed screenshots', () => {
  it('has at least 40 of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const shot = composeScreenshot(material, { board: testCase.board, ...testCase.options });
    const reading = readScreenshot(shot);
    expect(boardDifference(testCase.board, reading.board)).toBeNull();
    expect(reading.notation).toBe(formatBoard(testCase.board));
    const k = testCase.options.scale ?? 1;
    expect(reading.scale).toBe(k);
    if (testCase.options.origin) expect(reading.origin).toEqual(testCase.options.origin);
    const settled = reading.cards
      .filter((c) => c.settled)
      .map((c) => ({ column: c.column, row: c.row }));
    expect(settled).toEqual(testCase.settled ?? []);
    expect(reading.notes).toHaveLength(settled.length);
    // Empty and locked columns are reported as such.
    const board = testCase.board;
    expect(reading.emptyColumns).toEqual(
      board.columns.flatMap((c, i) => (c.cards.length === 0 ? [i] : [])),
    );
    const lockedDrawn =
      testCase.options.lockedAs === 'cards'
        ? []
        : board.columns.flatMap((c, i) =>
            c.cards.join() === LOCKED_RUN.join() && !c.cheated ? [i] : [],
          );
    expect(reading.lockedColumns).toEqual(lockedDrawn);
    // Cheated cards are marked on the card itself.
    const cheatedCards = reading.cards.filter((c) => c.cheated).map((c) => c.column);
    expect(cheatedCards).toEqual(board.columns.flatMap((c, i) => (c.cheated ? [i] : [])));
  });

  it('never reads a wrong board with the pointer anywhere over the cards', () => {
    // The pointer's tip at 120 places over the glyph column and the cards of each column:
    // every reading must be the board itself (cards under the pointer settled, and said so).
    const board = playout(31, 60);
    const expected = formatBoard(board);
    let settled = 0;
    const plain = composeScreenshot(material, { board, scale: 1, format: 'grey' });
    for (let c = 0; c < 6; c++) {
      for (let i = 0; i < 20; i++) {
        const pointer = { x: 236 + 82 * c + (i % 5) * 13, y: 143 + Math.floor(i / 5) * 23 + c * 3 };
        const shot = withPointer(material, plain, pointer);
        const reading = readScreenshot(shot);
        expect(reading.notation, `pointer at ${pointer.x},${pointer.y}`).toBe(expected);
        expect(reading.notes).toHaveLength(reading.cards.filter((card) => card.settled).length);
        settled += reading.notes.length;
      }
    }
    expect(settled).toBeGreaterThan(30);
  });

  it('says which card the pointer covers and what it was closest to', () => {
    const origin = { x: 200, y: 100 };
    const shot = composeScreenshot(material, {
      board: dealBoard(41),
      scale: 1,
      screen: { width: 1600, height: 900 },
      origin,
      pointer: glyphPoint(1, origin, 2, 5),
    });
    const reading = readScreenshot(shot);
    expect(reading.notes).toHaveLength(1);
    expect(reading.notes[0]).toMatch(
      /^card at column 2 row 5 read as \S+ by the count of four: something lies over it \(\d+ stray pixels around its glyph\); closest /,
    );
    const card = reading.cards.find((c) => c.column === 2 && c.row === 5)!;
    expect(card.label).toBe(RANK_LABEL[dealBoard(41).columns[2].cards[5]]);
    expect(card.settled!.closest).toHaveLength(3);
  });

  it('reads PNG files and bytes: 1-bit palette, grey and colour', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'molek-vision-'));
    try {
      const board = playout(77, 80);
      for (const [format, oneBit] of [
        ['1bit', true],
        ['grey', false],
        ['rgba', false],
      ] as const) {
        const shot = composeScreenshot(material, {
          board,
          scale: 2,
          screen: { width: 1920, height: 1080 },
          format,
          desktop: format === 'rgba' ? 'desktop' : 'black',
        });
        const png = await encodePng(shot, oneBit);
        const file = path.join(dir, `${format}.png`);
        writeFileSync(file, png);
        const fromFile = await readBoard(file);
        const fromBytes = await readBoard(png);
        expect(fromFile.notation).toBe(formatBoard(board));
        expect(fromBytes.notation).toBe(formatBoard(board));
        expect(fromFile.timings.decodeMs).toBeGreaterThan(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses a location hint from an earlier frame, and searches again when it is stale', () => {
    const board = dealBoard(9);
    const at = (x: number, y: number): Screenshot =>
      composeScreenshot(material, {
        board,
        scale: 1,
        screen: { width: 1920, height: 1080 },
        origin: { x, y },
      });
    const first = findGame(at(100, 100));
    expect(first.origin).toEqual({ x: 100, y: 100 });
    expect(findGame(at(100, 100), { hint: first })).toEqual(first);
    const moved = readScreenshot(at(300, 50), { hint: first });
    expect(moved.origin).toEqual({ x: 300, y: 50 });
    expect(moved.notation).toBe(formatBoard(board));
  });
});

describe('failures', () => {
  const failure = (shot: Screenshot): VisionError => {
    try {
      readScreenshot(shot);
    } catch (error) {
      if (error instanceof VisionError) return error;
      throw error;
    }
    throw new Error('the picture was read, but should not have been');
  };

  it('no game on a desktop', () => {
    const shot = composeScreenshot(material, {
      board: dealBoard(1),
      screen: { width: 1920, height: 1080 },
      origin: { x: 5000, y: 5000 },
      window: { x: 5000, y: 5000, width: 1, height: 1 },
      desktop: 'desktop',
    });
    const error = failure(shot);
    expect(error.kind).toBe('no-game');
    expect(error.message).toBe(
      'no MOLEK-SYNTEZ board found: searched the whole 1920×1080 picture at scales 1-8, whole or fractional, for card columns (two vertical side lines 71 px × scale apart) and found none',
    );
  });

  it('no game on a black screen', () => {
    const error = failure({
      width: 800,
      height: 600,
      channels: 1,
      data: new Uint8Array(800 * 600),
    });
    expect(error.message).toMatch(
      /^no MOLEK-SYNTEZ board found: searched the whole 800×600 picture/,
    );
  });

  it('a game hanging off the picture, cards and buttons on it, is read', () => {
    const board = dealBoard(2);
    const shot = composeScreenshot(material, {
      board,
      scale: 2,
      screen: { width: 1920, height: 1080 },
      origin: { x: -300, y: 0 },
    });
    const reading = readScreenshot(shot);
    expect(reading.notation).toBe(formatBoard(board));
    expect(reading.origin).toEqual({ x: -300, y: 0 });
    expect(reading.scale).toBe(2);
    expect(reading.frameSeen).toBe(true);
  });

  it('a picture cropped to the cards is read, and says the frame was not seen', () => {
    const board = dealBoard(3);
    const full = composeScreenshot(material, { board, scale: 1, format: 'grey' });
    const data = new Uint8Array(560 * 380);
    for (let y = 0; y < 380; y++)
      data.set(full.data.subarray((y + 120) * 960 + 200, (y + 120) * 960 + 760), y * 560);
    const reading = readScreenshot({ width: 560, height: 380, channels: 1, data });
    expect(reading.notation).toBe(formatBoard(board));
    expect(reading.frameSeen).toBe(false);
    expect(reading.scale).toBeCloseTo(1, 3);
    expect(reading.origin.x).toBeCloseTo(-200, 1);
    expect(reading.origin.y).toBeCloseTo(-120, 1);
  });

  it('a crop that cuts a column says which', () => {
    const full = composeScreenshot(material, { board: dealBoard(3), scale: 1, format: 'grey' });
    // Columns 0-4 whole, column 5 (x 650-720) cut at x 700.
    const data = new Uint8Array(500 * 380);
    for (let y = 0; y < 380; y++)
      data.set(full.data.subarray((y + 120) * 960 + 200, (y + 120) * 960 + 700), y * 500);
    const error = failure({ width: 500, height: 380, channels: 1, data });
    expect(error.kind).toBe('cropped');
    expect(error.message).toBe(
      'the picture cuts off column 5 (right edge): it shows 5 columns of cards whole at scale 1.000; a picture must hold all six columns',
    );
  });

  it('an impossible board: five 8s', () => {
    const board: Board = {
      columns: [
        { cards: [9, 9, 7, 11, 14, 8] as Rank[], cheated: false },
        { cards: [10, 7, 6, 11, 12, 6] as Rank[], cheated: false },
        { cards: [8, 7, 9, 12, 11, 8] as Rank[], cheated: false },
        { cards: [14, 10, 10, 13, 12, 8] as Rank[], cheated: false },
        { cards: [10, 9, 14, 6, 13, 8] as Rank[], cheated: false },
        { cards: [11, 14, 13, 7, 12, 13] as Rank[], cheated: false },
      ],
    };
    const error = failure(composeScreenshot(material, { board, scale: 1 }));
    expect(error.kind).toBe('impossible');
    expect(error.message).toBe(
      'more than four 8s: column 0 row 5; column 2 rows 0, 5; column 3 row 5; column 4 row 5 (a board holds four of each rank)',
    );
  });

  it('two covered cards of different ranks the count cannot tell apart', () => {
    // Black out the glyphs of column 3 row 4 (D) and column 5 row 1 (T) of the real deal.
    const blackOut = (game: Uint8Array, column: number, row: number): void => {
      for (let y = 0; y < 9; y++) {
        for (let x = 0; x < 8; x++) {
          const i = ((149 + 16 * row + y) * 960 + 244 + 82 * column + x) * 4;
          game[i] = game[i + 1] = game[i + 2] = 0;
        }
      }
    };
    const shot = composeScreenshot(material, {
      board: parseBoard(REAL_BOARD),
      scale: 1,
      paint: (game) => {
        blackOut(game, 3, 4);
        blackOut(game, 5, 1);
      },
    });
    const error = failure(shot);
    expect(error.kind).toBe('unreadable');
    expect(error.message).toMatch(
      /^card at column 3 row 4 unreadable \(closest: \S+\): its glyph is not a clear match, and the count of four per rank does not settle it$/,
    );
  });

  it('one blacked-out card is settled by the count, and said so', () => {
    const shot = composeScreenshot(material, {
      board: parseBoard(REAL_BOARD),
      scale: 1,
      paint: (game) => {
        for (let y = 0; y < 9; y++)
          for (let x = 0; x < 8; x++) {
            const i = ((149 + 16 * 4 + y) * 960 + 244 + 82 * 3 + x) * 4;
            game[i] = game[i + 1] = game[i + 2] = 0;
          }
      },
    });
    const reading = readScreenshot(shot);
    expect(reading.notation).toBe(REAL_BOARD);
    expect(reading.notes).toEqual([
      expect.stringMatching(
        /^card at column 3 row 4 read as D by the count of four: its glyph is not a clear match; closest /,
      ),
    ]);
  });
});

describe('boardsEqual', () => {
  it('compares cards and cheat marks column by column', () => {
    const a = R('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.');
    expect(boardsEqual(a, R('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.'))).toBe(true);
    expect(boardDifference(a, R('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK!'))).toBe(
      'column 5: expected VTK7DK. read VTK7DK!',
    );
  });
});

describe('solitaire read and solitaire glyphs', () => {
  const cli = captureCli();
  const run = cli.run;
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'molek-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('read prints the notation', async () => {
    expect(await run('read', REAL_PNG)).toBe(0);
    expect(cli.out).toBe(`${REAL_BOARD}\n`);
    expect(cli.err).toBe('');
  });

  it('read --json gives scale, origin, boxes and timings', async () => {
    expect(await run('read', REAL_PNG, '--json')).toBe(0);
    const json = JSON.parse(cli.out);
    expect(json.notation).toBe(REAL_BOARD);
    expect(json.scale).toBe(1);
    expect(json.origin).toEqual({ x: 0, y: 0 });
    expect(json.cards[35]).toMatchObject({
      column: 5,
      row: 5,
      label: 'K',
      box: { x: 650, y: 225, width: 71, height: 95 },
    });
    expect(Object.keys(json.timings)).toEqual(['decodeMs', 'findMs', 'readMs', 'totalMs']);
  });

  it('read --overlay draws the boxes', async () => {
    const overlay = path.join(dir, 'overlay.png');
    expect(await run('read', REAL_PNG, '--overlay', overlay)).toBe(0);
    const { data, info } = await sharp(overlay).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([960, 540]);
    // The green box's left edge over card 0,0, at (240, 150).
    const i = (150 * 960 + 240) * info.channels;
    expect([data[i], data[i + 1], data[i + 2]]).toEqual([0x33, 0xdd, 0x55]);
  });

  it('read fails with one line and exit 1 on a picture without the game', async () => {
    const blank = path.join(dir, 'blank.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#203040' } })
      .png()
      .toFile(blank);
    expect(await run('read', blank)).toBe(1);
    expect(cli.out).toBe('');
    expect(cli.err).toBe(
      `solitaire: ${blank}: no MOLEK-SYNTEZ board found: searched the whole 640×480 picture at scales 1-8, whole or fractional, for card columns (two vertical side lines 71 px × scale apart) and found none\n`,
    );
  });

  it('read says when the file is missing or not a picture', async () => {
    expect(await run('read', path.join(dir, 'nope.png'))).toBe(2);
    expect(cli.err).toBe(`solitaire: cannot read ${path.join(dir, 'nope.png')}: no such file\n`);
    const text = path.join(dir, 'text.png');
    writeFileSync(text, 'hello');
    expect(await run('read', text)).toBe(2);
    expect(cli.err).toBe(`solitaire: ${text}: a text file, not a picture\n`);
  });

  it('glyphs cuts the templates from the real screenshot, and read uses them', async () => {
    const glyphDir = path.join(dir, 'glyphs');
    expect(
      await run(
        'glyphs',
        '--from',
        REAL_PNG,
        '--board',
        path.join(SHOTS, 'full-1x.board'),
        '--out',
        glyphDir,
      ),
    ).toBe(0);
    expect(cli.out.split('\n')[0]).toBe(
      'game at 0,0, scale 1; cut 36 card glyphs into 9 templates',
    );
    const manifest = JSON.parse(readFileSync(path.join(glyphDir, 'manifest.json'), 'utf8'));
    expect(manifest.glyphs.K.rows).toEqual([
      '##....##',
      '##....##',
      '##...##.',
      '##...##.',
      '######..',
      '##...##.',
      '##...##.',
      '##....##',
      '##....##',
    ]);
    expect(await run('read', REAL_PNG, '--glyphs', glyphDir)).toBe(0);
    expect(cli.out).toBe(`${REAL_BOARD}\n`);
  });

  it('glyphs refuses a board that is not the one on screen', async () => {
    const wrong = '799VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';
    expect(
      await run('glyphs', '--from', REAL_PNG, '--board', wrong, '--out', path.join(dir, 'x')),
    ).toBe(1);
    expect(cli.err).toBe(
      `solitaire: ${REAL_PNG}: the 7 at column 0 row 0 differs from the other 7s by 29 pixels: is the board given the one on screen?\n`,
    );
    expect(
      await run('glyphs', '--from', REAL_PNG, '--board', 'nonsense', '--out', path.join(dir, 'x')),
    ).toBe(2);
    expect(cli.err).toMatch(/^solitaire: --board: unknown character "n" at character 1/);
  });
});
