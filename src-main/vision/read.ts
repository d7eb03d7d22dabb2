/**
 * Reading a MOLEK-SYNTEZ board from a screenshot: find the game (find.ts), read each
 * column's shape (columns.ts), then name every card by comparing its glyph with the nine
 * templates. A card whose glyph is not a clear match (the mouse pointer lies over it, or
 * an animation frame) is "doubtful": the count of four cards per rank settles it when only
 * one answer fits, and the result says so. Anything else fails with a message rather than
 * a guess: a wrong board must never be reported as certain.
 */
import {
  CARDS_PER_RANK,
  RANKS,
  RANK_LABEL,
  type Board,
  type Column,
  type Rank,
} from '../../src-shared/molek/cards';
import { formatBoard, tryParseBoard } from '../../src-shared/molek/notation';
import { LOCKED_RUN } from '../../src-shared/molek/rules';
import { readColumns, type Box, type CardShape } from './columns';
import { defaultTemplates } from './default-glyphs';
import { VisionError } from './errors';
import {
  BUTTON_PASS,
  buttonScore,
  findGame,
  locationAt,
  longEdges,
  scanEdges,
  type FindOptions,
  type GameLocation,
} from './find';
import {
  COLUMN_PITCH,
  COLUMN_X,
  CARD_Y,
  GLYPH_HEIGHT,
  GLYPH_PIXELS,
  GLYPH_WIDTH,
  SIDE_TOP,
} from './geometry';
import { glyphDistance, type GlyphTemplates } from './glyphs';
import {
  findScaled,
  frameScore,
  resampleGame,
  scaledLocation,
  tooSmallScale,
  SMALLEST_READABLE,
} from './scaled';
import { checkScreenshot, decodePicture, greyAt, type Screenshot } from './screenshot';

export interface ReadOptions extends FindOptions {
  /** Glyph templates to compare with (default: the ones built in). */
  templates?: GlyphTemplates;
}

export interface RankDistance {
  rank: Rank;
  label: string;
  /**
   * Glyph pixels (of 72) that differ from this rank's template. On a resampled picture, the
   * sum of each pixel's grey difference (0-1 after stretching the card's paper to 0 and its
   * ink to 1), so a blurred edge counts as part of a pixel.
   */
  distance: number;
}

export interface CardReading {
  column: number;
  row: number;
  rank: Rank;
  label: string;
  cheated: boolean;
  /** The visible part of the card on screen (a strip, or the whole top card). */
  box: Box;
  glyphBox: Box;
  /** Distance of the glyph to the rank reported. */
  distance: number;
  /** Set when the glyph alone did not decide the rank and the count of four did. */
  settled?: { reason: string; closest: RankDistance[] };
}

export interface ColumnReading {
  column: number;
  state: 'cards' | 'empty' | 'locked';
  box: Box;
}

export interface BoardReading {
  board: Board;
  notation: string;
  /** The game's scale as measured: whole for pixel-perfect games, else e.g. 1.4229. */
  scale: number;
  /**
   * The game's bottom bar (NEW GAME) was seen. False for a picture cropped to the cards: the
   * board is read, but automation could not play that game (no button to click).
   */
  frameSeen: boolean;
  /** Read pixel by pixel at a whole scale (true), or resampled from any scale (false). */
  pixelPerfect: boolean;
  origin: { x: number; y: number };
  rect: GameLocation['rect'];
  cards: CardReading[];
  columns: ColumnReading[];
  emptyColumns: number[];
  lockedColumns: number[];
  /** One line per card settled by the count of four, for people. */
  notes: string[];
  /** Milliseconds: decoding a picture file (0 for raw pixels), finding the game, reading it. */
  timings: { decodeMs: number; findMs: number; readMs: number; totalMs: number };
}

/**
 * A clear match: the glyph equals a template pixel for pixel (the game draws pixel-perfect
 * at whole scales), the runner-up is at least MARGIN pixels off, and the blank margin around
 * the glyph is clean. Anything less is doubtful: the pointer could have turned an 8 into a 9.
 */
const CLEAR_DISTANCE = 0;
const MARGIN = 4;
/** Two ways to settle doubtful cards must differ by this much in total distance to pick one. */
const SETTLE_MARGIN = 6;

/** Resampled glyphs: how many of the brightest pixels give the ink level. */
const INK_SAMPLE = 10;
/** Resampled glyphs: least grey difference between ink and paper for a clear match. */
const MIN_CONTRAST = 80;
/** Resampled glyphs: the runner-up must be this much further off (grey pixel units). */
const GREY_MARGIN = 3;
/** Resampled glyphs: a runner-up this far off makes a match clear despite a stray pixel. */
const GREY_WIDE_MARGIN = 10;
/** Resampled glyphs: most grey distance a clear match may have (blur spreads every edge). */
const GREY_CLEAR = 20;
/** Resampled glyphs against blurred templates: most difference at any one pixel… */
const BLUR_WORST = 0.45;
/** …and in all (grey pixel units) for a clear match. */
const BLUR_CLEAR = 8;
/** Resampled glyphs: most pixels between ink and paper (0.3-0.7) a clear match may have. */
const MAX_UNSURE = 14;

/** Resampled pictures: the grey level from which a card's one-pixel lines count as lit. */
const RESAMPLED_LINE = 80;

const plural = (label: string): string => `${label}s`;

interface Pending {
  column: number;
  card: CardShape;
  ranked: RankDistance[];
  reason: string;
}

/** Most doubtful cards a pixel-perfect reading may settle before the resampling reader is tried. */
const EXACT_DOUBTS = 3;

/** Reads raw pixels. Throws `VisionError` when the board cannot be read with certainty. */
export function readScreenshot(shot: Screenshot, options: ReadOptions = {}): BoardReading {
  const started = performance.now();
  checkScreenshot(shot);
  const templates = options.templates ?? defaultTemplates();
  let found = started;
  const timed = (reading: BoardReading): BoardReading => {
    const done = performance.now();
    reading.timings = {
      decodeMs: 0,
      findMs: found - started,
      readMs: done - found,
      totalMs: done - started,
    };
    return reading;
  };
  const { hint } = options;
  const wholeHint =
    hint &&
    Number.isInteger(hint.scale) &&
    Number.isInteger(hint.origin.x) &&
    Number.isInteger(hint.origin.y);
  if (hint && !wholeHint && frameScore(shot, hint.scale, hint.origin.x, hint.origin.y) >= 0.85) {
    // Live play: the game is where it was on the last frame. Read it there at once.
    found = performance.now();
    try {
      return timed(readResampled(shot, scaledLocation({ ...hint, frameSeen: true }), templates));
    } catch (error) {
      if (!(error instanceof VisionError)) throw error;
    }
  }

  if (wholeHint && buttonScore(shot, hint.scale, hint.origin.x, hint.origin.y) >= BUTTON_PASS) {
    // Live play at a whole scale: the game is still where it was; read it pixel by pixel.
    const location = locationAt(hint.scale, hint.origin.x, hint.origin.y);
    found = performance.now();
    try {
      const reading = readAt(shot, location, templates, location);
      if (reading.notes.length <= EXACT_DOUBTS) return timed(reading);
    } catch (error) {
      if (!(error instanceof VisionError)) throw error;
    }
  }

  // Every edge run of four sampled rows or more: the resampling search joins broken ones;
  // the pixel-perfect search takes the long ones as they are.
  const edges = scanEdges(shot, 8, 4);
  let exact: BoardReading | null = null;
  let exactError: VisionError | null = null;
  try {
    const location = findGame(shot, options, longEdges(edges));
    found = performance.now();
    exact = readAt(shot, location, templates, location);
    if (exact.notes.length <= EXACT_DOUBTS) return timed(exact);
  } catch (error) {
    if (!(error instanceof VisionError)) throw error;
    exactError = error;
  }

  // Not pixel-perfect (or not whole): find the game from its cards at any scale.
  const search = findScaled(shot, edges);
  found = performance.now();
  if (search.location) {
    try {
      const reading = readResampled(shot, search.location, templates);
      if (!exact || reading.notes.length < exact.notes.length) return timed(reading);
    } catch (error) {
      if (!(error instanceof VisionError)) throw error;
      if (exact) return timed(exact);
      if (exactError && exactError.kind !== 'no-game' && exactError.kind !== 'cropped') {
        throw exactError;
      }
      throw error;
    }
  }
  if (exact) return timed(exact);
  if (exactError && exactError.kind !== 'no-game' && exactError.kind !== 'cropped') {
    throw exactError;
  }
  if (search.failure) throw search.failure;
  const small = tooSmallScale(shot);
  if (small !== null) {
    throw new VisionError(
      'no-game',
      `the MOLEK-SYNTEZ board in this ${shot.width}×${shot.height} picture is drawn at scale ${small.toFixed(2)} (cards ${Math.round(71 * small)} px wide), too small to read: the reader needs scale ${SMALLEST_READABLE.toFixed(1)} or more (cards 71 px wide, the game at least 960×540)`,
    );
  }
  if (exactError?.kind === 'cropped') throw exactError;
  throw new VisionError(
    'no-game',
    `no MOLEK-SYNTEZ board found: searched the whole ${shot.width}×${shot.height} picture at scales 1-8, whole or fractional, for card columns (two vertical side lines 71 px × scale apart) and found none`,
  );
}

/** Reads the game resampled to its own pixels at a measured, possibly fractional, location. */
function readResampled(
  shot: Screenshot,
  location: GameLocation,
  templates: GlyphTemplates,
): BoardReading {
  const s = location.scale;
  const { x: ox, y: oy } = location.origin;
  // A column whose side line runs on, unbroken, into the picture's bottom edge is cut by it.
  for (let c = 0; c < 6; c++) {
    const x = Math.floor(ox + (COLUMN_X + COLUMN_PITCH * c + 0.5) * s);
    const top = Math.ceil(oy + (CARD_Y + SIDE_TOP + 1) * s);
    if (x < 0 || x >= shot.width || top >= shot.height - 1) continue;
    let unbroken = true;
    for (let y = shot.height - 1; y >= top && unbroken; y -= 2) {
      if (greyAt(shot, x, y) < 100 && greyAt(shot, Math.min(shot.width - 1, x + 1), y) < 100) {
        unbroken = false;
      }
    }
    if (unbroken) {
      throw new VisionError(
        'cropped',
        `the picture cuts off column ${c} at its bottom edge: its cards run past row ${shot.height - 1} (the game at scale ${s.toFixed(3)}); a picture must hold all six columns whole`,
      );
    }
  }
  const game = resampleGame(shot, s, location.origin);
  const centres: CentreSampler = (card) => {
    const out = new Uint8Array(GLYPH_PIXELS);
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        const x = Math.floor(ox + (card.glyphBox.x + gx + 0.5) * s);
        const y = Math.floor(oy + (card.glyphBox.y + gy + 0.5) * s);
        const g = x < 0 || y < 0 || x >= shot.width || y >= shot.height ? 0 : greyAt(shot, x, y);
        out[gy * GLYPH_WIDTH + gx] = card.inverted ? 255 - g : g;
      }
    }
    return out;
  };
  const reading = readAt(game, locationAt(1, 0, 0), templates, location, centres);
  const r2 = (v: number) => Math.round(v * 100) / 100;
  const toScreen = (b: Box): Box => ({
    x: r2(ox + b.x * s),
    y: r2(oy + b.y * s),
    width: r2(b.width * s),
    height: r2(b.height * s),
  });
  for (const card of reading.cards) {
    card.box = toScreen(card.box);
    card.glyphBox = toScreen(card.glyphBox);
  }
  for (const column of reading.columns) column.box = toScreen(column.box);
  return {
    ...reading,
    scale: location.scale,
    origin: location.origin,
    rect: location.rect,
    frameSeen: location.frameSeen,
    pixelPerfect: false,
  };
}

/**
 * Reads raw pixels, a picture file's path, or a picture file's bytes (PNG or anything sharp
 * decodes).
 */
export async function readBoard(
  input: Screenshot | string | Uint8Array,
  options: ReadOptions = {},
): Promise<BoardReading> {
  if (typeof input !== 'string' && 'width' in input) return readScreenshot(input, options);
  const started = performance.now();
  const shot = await decodePicture(input);
  const decoded = performance.now();
  const reading = readScreenshot(shot, options);
  reading.timings.decodeMs = decoded - started;
  reading.timings.totalMs += decoded - started;
  return reading;
}

function rankDistances(glyph: Uint8Array, templates: GlyphTemplates): RankDistance[] {
  return RANKS.map((rank) => ({
    rank,
    label: RANK_LABEL[rank],
    distance: glyphDistance(glyph, templates.glyphs.get(rank)!),
  })).sort((a, b) => a.distance - b.distance || a.rank - b.rank);
}

/**
 * On a resampled picture: the glyph's grey levels stretched so the card's paper is 0 and
 * its ink 1 (the mean of its brightest pixels), compared with each template pixel by pixel.
 * `clear`: the best template is the only one near (GREY_MARGIN), and no pixel contradicts
 * it outright (ink under 0.3 where it has ink, over 0.7 where it has none), with only a few
 * pixels in between (a blurred single-pixel stroke).
 */
function greyDistances(
  grey: Uint8Array,
  paper: number,
  templates: GlyphTemplates,
  blurred?: Map<Rank, Float32Array>,
): { ranked: RankDistance[]; clear: boolean } {
  const sorted = [...grey].sort((a, b) => b - a);
  let ink = 0;
  for (let i = 0; i < INK_SAMPLE; i++) ink += sorted[i];
  ink /= INK_SAMPLE;
  const span = Math.max(1, ink - paper);
  const level = new Float32Array(GLYPH_PIXELS);
  for (let i = 0; i < GLYPH_PIXELS; i++) {
    level[i] = Math.min(1, Math.max(0, (grey[i] - paper) / span));
  }
  const ranked = RANKS.map((rank) => {
    const template = templates.glyphs.get(rank)!;
    let distance = 0;
    for (let i = 0; i < GLYPH_PIXELS; i++) distance += Math.abs(level[i] - template[i]);
    return { rank, label: RANK_LABEL[rank], distance: Math.round(distance * 10) / 10 };
  }).sort((a, b) => a.distance - b.distance || a.rank - b.rank);
  const best = templates.glyphs.get(ranked[0].rank)!;
  let wrong = 0;
  let unsure = 0;
  for (let i = 0; i < GLYPH_PIXELS; i++) {
    if (best[i] ? level[i] < 0.3 : level[i] > 0.7) wrong++;
    else if (level[i] > 0.3 && level[i] < 0.7) unsure++;
  }
  const margin = ranked[1].distance - ranked[0].distance;
  const clear =
    span >= MIN_CONTRAST &&
    ranked[0].distance <= GREY_CLEAR &&
    // No pixel against it and a clear runner-up; or a blurred stray pixel or two, but
    // nothing else anywhere near.
    ((wrong === 0 && unsure <= MAX_UNSURE && margin >= GREY_MARGIN) ||
      (wrong <= 2 && margin >= GREY_WIDE_MARGIN));
  if (!blurred || span < MIN_CONTRAST) return { ranked, clear };
  // The templates blurred as the picture blurred the cards' own lines: the right one fits
  // closely everywhere, so the glyphs that differ in a few pixels (6, 8, 9) stay apart.
  const soft = RANKS.map((rank) => {
    const template = blurred.get(rank)!;
    let distance = 0;
    let worst = 0;
    for (let i = 0; i < GLYPH_PIXELS; i++) {
      const d = Math.abs(level[i] - template[i]);
      distance += d;
      if (d > worst) worst = d;
    }
    return { rank, label: RANK_LABEL[rank], distance: Math.round(distance * 10) / 10, worst };
  }).sort((a, b) => a.distance - b.distance || a.rank - b.rank);
  const softClear =
    soft[0].worst <= BLUR_WORST &&
    soft[0].distance <= BLUR_CLEAR &&
    soft[1].distance - soft[0].distance >= GREY_MARGIN;
  if (clear && soft[0].rank !== ranked[0].rank) return { ranked, clear: false };
  return {
    ranked: soft.map(({ rank, label, distance }) => ({ rank, label, distance })),
    clear: clear || softClear,
  };
}

/** Spread of a one-pixel line over its neighbours, left/up, centre, right/down; sums to 1. */
type Spread = [number, number, number];

/**
 * How the picture spread the cards' one-pixel lines, measured on the resampled game: across
 * the left side line of every column of normal cards, and across their top edge.
 */
function measureSpread(
  shot: Screenshot,
  shapes: ReturnType<typeof readColumns>,
): { x: Spread; y: Spread } | null {
  const x: Spread = [0, 0, 0];
  const y: Spread = [0, 0, 0];
  const at = (gx: number, gy: number) => greyAt(shot, gx, gy);
  for (const shape of shapes) {
    if (shape.state !== 'cards') continue;
    const n = shape.cards.length;
    const left = COLUMN_X + COLUMN_PITCH * shape.column;
    const topInverted = shape.cards[n - 1].inverted;
    const last = CARD_Y + 16 * (n - 1) + (topInverted ? -2 : 90);
    for (let gy = CARD_Y + 5; gy <= last; gy += 3) {
      x[0] += at(left - 1, gy);
      x[1] += at(left, gy);
      x[2] += at(left + 1, gy);
    }
    if (n === 1 && topInverted) continue;
    for (let gx = left + 20; gx <= left + 60; gx += 4) {
      y[0] += at(gx, CARD_Y - 1);
      y[1] += at(gx, CARD_Y);
      y[2] += at(gx, CARD_Y + 1);
    }
  }
  const sx = x[0] + x[1] + x[2];
  const sy = y[0] + y[1] + y[2];
  if (sx <= 0 || sy <= 0) return null;
  return {
    x: [x[0] / sx, x[1] / sx, x[2] / sx],
    y: [y[0] / sy, y[1] / sy, y[2] / sy],
  };
}

/** The templates blurred by a measured spread, stretched like a glyph (top ink = 1). */
function blurTemplates(
  templates: GlyphTemplates,
  spread: { x: Spread; y: Spread },
): Map<Rank, Float32Array> {
  const out = new Map<Rank, Float32Array>();
  const W = GLYPH_WIDTH;
  const H = GLYPH_HEIGHT;
  for (const rank of RANKS) {
    const t = templates.glyphs.get(rank)!;
    const px = (gx: number, gy: number) =>
      gx < 0 || gy < 0 || gx >= W || gy >= H ? 0 : t[gy * W + gx];
    const b = new Float32Array(GLYPH_PIXELS);
    for (let gy = 0; gy < H; gy++) {
      for (let gx = 0; gx < W; gx++) {
        let v = 0;
        for (let j = 0; j < 3; j++) {
          for (let i = 0; i < 3; i++) {
            // A pixel left of this one leaks into it by the line's right-hand spread.
            v += spread.x[i] * spread.y[j] * px(gx + 1 - i, gy + 1 - j);
          }
        }
        b[gy * W + gx] = v;
      }
    }
    const top = [...b].sort((p, q) => q - p);
    let ink = 0;
    for (let i = 0; i < INK_SAMPLE; i++) ink += top[i];
    ink /= INK_SAMPLE;
    for (let i = 0; i < GLYPH_PIXELS; i++) b[i] = Math.min(1, b[i] / ink);
    out.set(rank, b);
  }
  return out;
}

/**
 * For a resampled game: the 72 glyph pixels of a card sampled at each game pixel's centre
 * on the screen (ink high), a second opinion for sharp (nearest-neighbour) stretching,
 * where a game pixel's area straddles screen pixels that belong to its neighbours.
 */
export type CentreSampler = (card: CardShape) => Uint8Array;

/** Margin ink that is not the 10's own wide glyph. */
function coverInk(card: CardShape, rank: Rank): number {
  if (rank !== 10) return card.margin.length;
  return card.margin.filter(([x, y]) => !(x >= 12 && x <= 14 && y >= 4 && y <= 12)).length;
}

/**
 * Reads the board at `location` in `shot`; `game` is where the game is on the screen (the
 * same location, or the measured one when `shot` is the game resampled to 1×).
 */
function readAt(
  shot: Screenshot,
  location: GameLocation,
  templates: GlyphTemplates,
  game: GameLocation,
  centres?: CentreSampler,
): BoardReading {
  const shapes = readColumns(shot, location, game.pixelPerfect ? undefined : RESAMPLED_LINE);
  const unclear = shapes.find((shape) => shape.state === 'unclear');
  if (unclear && unclear.state === 'unclear') {
    throw new VisionError(
      'unreadable',
      `column ${unclear.column} unreadable: ${unclear.reason} (game at ${game.origin.x},${game.origin.y}, scale ${game.scale})`,
    );
  }
  const grey = !game.pixelPerfect;
  const spread = grey ? measureSpread(shot, shapes) : null;
  const blurred = spread ? blurTemplates(templates, spread) : undefined;
  const columns: Column[] = [];
  const cards: Array<CardReading | undefined> = [];
  const pending: Pending[] = [];
  const slots: Array<{ column: number; row: number }> = [];
  const counts = new Map<Rank, Array<string>>();
  const count = (rank: Rank, where: string): void => {
    const list = counts.get(rank) ?? [];
    list.push(where);
    counts.set(rank, list);
  };
  let total = 0;
  for (const shape of shapes) {
    if (shape.state === 'empty') {
      columns.push({ cards: [], cheated: false });
      continue;
    }
    if (shape.state === 'locked') {
      columns.push({ cards: [...LOCKED_RUN], cheated: false });
      for (const rank of LOCKED_RUN) count(rank, `column ${shape.column} (locked)`);
      total += LOCKED_RUN.length;
      continue;
    }
    if (shape.state !== 'cards') continue;
    const n = shape.cards.length;
    const column: Column = { cards: [], cheated: false };
    shape.cards.forEach((card) => {
      total++;
      const where = `column ${shape.column} row ${card.row}`;
      if (card.inverted && card.row !== n - 1) {
        throw new VisionError(
          'impossible',
          `card at ${where} is drawn inverted (cheated) but is not its column's top card; only a top card can be cheated`,
        );
      }
      if (card.inverted) column.cheated = true;
      let scored: { ranked: RankDistance[]; clear: boolean } | null = null;
      if (grey) {
        scored = greyDistances(card.grey, card.paper, templates, blurred);
        if (!scored.clear && centres) {
          const second = greyDistances(centres(card), card.paper, templates);
          if (second.clear && second.ranked[0].rank === scored.ranked[0].rank) scored = second;
        }
      }
      const ranked = scored ? scored.ranked : rankDistances(card.glyph, templates);
      const [best, second] = ranked;
      const cover = coverInk(card, best.rank);
      slots.push({ column: shape.column, row: card.row });
      const reading: CardReading = {
        column: shape.column,
        row: card.row,
        rank: best.rank,
        label: best.label,
        cheated: card.inverted,
        box: card.box,
        glyphBox: card.glyphBox,
        distance: best.distance,
      };
      column.cards.push(best.rank);
      const clear = scored
        ? scored.clear
        : best.distance <= CLEAR_DISTANCE && second.distance - best.distance >= MARGIN;
      if (clear && cover === 0) {
        cards.push(reading);
        count(best.rank, where);
      } else {
        cards.push(undefined);
        pending.push({
          column: shape.column,
          card,
          ranked,
          reason:
            cover > 0
              ? `something lies over it (${cover} stray pixels around its glyph)`
              : `its glyph is not a clear match`,
        });
      }
    });
    columns.push(column);
  }

  for (const rank of RANKS) {
    const where = counts.get(rank) ?? [];
    if (where.length > CARDS_PER_RANK) {
      throw new VisionError(
        'impossible',
        `more than four ${plural(RANK_LABEL[rank])}: ${groupPlaces(where)} (a board holds four of each rank)`,
      );
    }
  }
  const expected = CARDS_PER_RANK * RANKS.length;
  if (total !== expected) {
    const perColumn = shapes
      .map((shape) =>
        shape.state === 'cards'
          ? `${shape.cards.length}`
          : shape.state === 'locked'
            ? '9 (locked)'
            : '0',
      )
      .join(', ');
    throw new VisionError(
      'impossible',
      `found ${total} cards (columns 0-5: ${perColumn}), but a board holds ${expected}`,
    );
  }

  const notes: string[] = [];
  if (pending.length > 0) {
    const quota = new Map<Rank, number>(
      RANKS.map((rank) => [rank, CARDS_PER_RANK - (counts.get(rank)?.length ?? 0)]),
    );
    const chosen = settle(pending, quota);
    pending.forEach((item, i) => {
      const rank = chosen[i];
      const where = `column ${item.column} row ${item.card.row}`;
      const closest = item.ranked.slice(0, 3);
      const entry = item.ranked.find((r) => r.rank === rank)!;
      const reading: CardReading = {
        column: item.column,
        row: item.card.row,
        rank,
        label: RANK_LABEL[rank],
        cheated: item.card.inverted,
        box: item.card.box,
        glyphBox: item.card.glyphBox,
        distance: entry.distance,
        settled: { reason: item.reason, closest },
      };
      const slot = slots.findIndex((s) => s.column === item.column && s.row === item.card.row);
      cards[slot] = reading;
      columns[item.column].cards[item.card.row] = rank;
      notes.push(
        `card at ${where} read as ${RANK_LABEL[rank]} by the count of four: ${item.reason}; closest ${closest
          .map((r) => `${r.label} (${r.distance} px off)`)
          .join(', ')}`,
      );
    });
  }

  const board: Board = { columns };
  const notation = formatBoard(board);
  const check = tryParseBoard(notation);
  if (!check.ok) {
    throw new VisionError('impossible', `read ${notation}, which no game can show: ${check.error}`);
  }
  return {
    board,
    notation,
    scale: location.scale,
    frameSeen: location.frameSeen,
    pixelPerfect: location.pixelPerfect,
    origin: location.origin,
    rect: location.rect,
    cards: cards as CardReading[],
    columns: shapes.map((shape) => ({
      column: shape.column,
      state: shape.state as ColumnReading['state'],
      box: shape.box,
    })),
    emptyColumns: shapes.filter((s) => s.state === 'empty').map((s) => s.column),
    lockedColumns: shapes.filter((s) => s.state === 'locked').map((s) => s.column),
    notes,
    timings: { decodeMs: 0, findMs: 0, readMs: 0, totalMs: 0 },
  };
}

/** "column 2 rows 0, 3; column 5 row 1" from a list of "column c row r" places. */
function groupPlaces(places: string[]): string {
  const byColumn = new Map<string, string[]>();
  for (const place of places) {
    const match = /^column (\d+)(?: row (\d+))?(.*)$/.exec(place)!;
    const key = match[1] + (match[3] ?? '');
    const rows = byColumn.get(key) ?? [];
    if (match[2] !== undefined) rows.push(match[2]);
    byColumn.set(key, rows);
  }
  return [...byColumn]
    .map(([key, rows]) => {
      const [column, ...rest] = key.split(' ');
      const suffix = rest.length ? ` ${rest.join(' ')}` : '';
      if (rows.length === 0) return `column ${column}${suffix}`;
      return `column ${column} row${rows.length > 1 ? 's' : ''} ${rows.join(', ')}${suffix}`;
    })
    .join('; ');
}

/**
 * Gives each doubtful card a rank so that every rank ends with four cards, using only ranks
 * its glyph is near. Exactly one way, or one clearly closer than every other, settles them;
 * otherwise the first card the ways disagree on is reported unreadable.
 */
function settle(pending: Pending[], quota: Map<Rank, number>): Rank[] {
  const ways: Array<{ ranks: Rank[]; distance: number }> = [];
  const current: Rank[] = [];
  const LIMIT = 64;
  const search = (i: number, distance: number): void => {
    if (ways.length >= LIMIT) return;
    if (i === pending.length) {
      ways.push({ ranks: [...current], distance });
      return;
    }
    for (const option of pending[i].ranked) {
      const left = quota.get(option.rank)!;
      if (left <= 0) continue;
      quota.set(option.rank, left - 1);
      current.push(option.rank);
      search(i + 1, distance + option.distance);
      current.pop();
      quota.set(option.rank, left);
    }
  };
  search(0, 0);
  ways.sort((a, b) => a.distance - b.distance);
  if (
    ways.length === 1 ||
    (ways.length > 1 && ways[0].distance + SETTLE_MARGIN <= ways[1].distance)
  ) {
    return ways[0].ranks;
  }
  let index = 0;
  if (ways.length > 1) {
    index = pending.findIndex((_, i) => ways.some((way) => way.ranks[i] !== ways[0].ranks[i]));
    if (index < 0) index = 0;
  }
  const item = pending[index];
  throw new VisionError(
    'unreadable',
    `card at column ${item.column} row ${item.card.row} unreadable (closest: ${item.ranked[0].label}): ${item.reason}, and the count of four per rank does not settle it`,
  );
}
