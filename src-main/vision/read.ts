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
import { findGame, type FindOptions, type GameLocation } from './find';
import { glyphDistance, type GlyphTemplates } from './glyphs';
import { checkScreenshot, decodePicture, type Screenshot } from './screenshot';

export interface ReadOptions extends FindOptions {
  /** Glyph templates to compare with (default: the ones built in). */
  templates?: GlyphTemplates;
}

export interface RankDistance {
  rank: Rank;
  label: string;
  /** Glyph pixels (of 72) that differ from this rank's template. */
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
  scale: number;
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

const plural = (label: string): string => `${label}s`;

interface Pending {
  column: number;
  card: CardShape;
  ranked: RankDistance[];
  reason: string;
}

/** Reads raw pixels. Throws `VisionError` when the board cannot be read with certainty. */
export function readScreenshot(shot: Screenshot, options: ReadOptions = {}): BoardReading {
  const started = performance.now();
  checkScreenshot(shot);
  const location = findGame(shot, options);
  const found = performance.now();
  const reading = readAt(shot, location, options.templates ?? defaultTemplates());
  const done = performance.now();
  reading.timings = {
    decodeMs: 0,
    findMs: found - started,
    readMs: done - found,
    totalMs: done - started,
  };
  return reading;
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

/** Margin ink that is not the 10's own wide glyph. */
function coverInk(card: CardShape, rank: Rank): number {
  if (rank !== 10) return card.margin.length;
  return card.margin.filter(([x, y]) => !(x >= 12 && x <= 14 && y >= 4 && y <= 12)).length;
}

function readAt(shot: Screenshot, location: GameLocation, templates: GlyphTemplates): BoardReading {
  const shapes = readColumns(shot, location);
  const unclear = shapes.find((shape) => shape.state === 'unclear');
  if (unclear && unclear.state === 'unclear') {
    throw new VisionError(
      'unreadable',
      `column ${unclear.column} unreadable: ${unclear.reason} (game at ${location.origin.x},${location.origin.y}, scale ${location.scale})`,
    );
  }
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
      const ranked = rankDistances(card.glyph, templates);
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
      if (
        best.distance <= CLEAR_DISTANCE &&
        second.distance - best.distance >= MARGIN &&
        cover === 0
      ) {
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
