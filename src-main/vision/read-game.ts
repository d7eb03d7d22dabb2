/**
 * Reading the board once the game is located: each column's shape (columns.ts), each card
 * named by its glyph (glyph-match.ts), and the doubtful cards settled by the count of four
 * cards per rank when only one answer fits. Anything else fails with a message rather than
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
import { readColumns, type CardShape } from './columns';
import { VisionError } from './errors';
import type { GameLocation } from './find';
import {
  CLEAR_DISTANCE,
  MARGIN,
  blurTemplates,
  coverInk,
  greyDistances,
  measureSpread,
  rankDistances,
  type CentreSampler,
} from './glyph-match';
import type { GlyphTemplates } from './glyphs';
import type { BoardReading, CardReading, ColumnReading, RankDistance } from './reading';
import type { Screenshot } from './screenshot';

/** Two ways to settle doubtful cards must differ by this much in total distance to pick one. */
const SETTLE_MARGIN = 6;

/** Resampled pictures: the grey level from which a card's one-pixel lines count as lit. */
const RESAMPLED_LINE = 80;

const plural = (label: string): string => `${label}s`;

interface Pending {
  column: number;
  card: CardShape;
  ranked: RankDistance[];
  reason: string;
}

/**
 * Reads the board at `location` in `shot`; `game` is where the game is on the screen (the
 * same location, or the measured one when `shot` is the game resampled to 1×).
 */
export function readAt(
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
  const counts = new Map<Rank, Place[]>();
  const count = (rank: Rank, place: Place): void => {
    const list = counts.get(rank) ?? [];
    list.push(place);
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
      for (const rank of LOCKED_RUN) count(rank, { column: shape.column, row: 'locked' });
      total += LOCKED_RUN.length;
      continue;
    }
    if (shape.state !== 'cards') continue;
    const n = shape.cards.length;
    const column: Column = { cards: [], cheated: false };
    shape.cards.forEach((card) => {
      total++;
      const place: Place = { column: shape.column, row: card.row };
      if (card.inverted && card.row !== n - 1) {
        throw new VisionError(
          'impossible',
          `card at column ${shape.column} row ${card.row} is drawn inverted (cheated) but is not its column's top card; only a top card can be cheated`,
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
        count(best.rank, place);
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

/**
 * Where a card was read: its column and row, or a locked column (its run of nine is known
 * without reading it).
 */
interface Place {
  column: number;
  row: number | 'locked';
}

/** "column 2 rows 0, 3; column 5 row 1; column 4 (locked)", columns in the order first met. */
function groupPlaces(places: readonly Place[]): string {
  const groups = new Map<string, { column: number; locked: boolean; rows: number[] }>();
  for (const { column, row } of places) {
    const locked = row === 'locked';
    const key = `${column}${locked ? ' locked' : ''}`;
    const group = groups.get(key) ?? { column, locked, rows: [] };
    if (row !== 'locked') group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ column, locked, rows }) =>
      locked
        ? `column ${column} (locked)`
        : `column ${column} row${rows.length > 1 ? 's' : ''} ${rows.join(', ')}`,
    )
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
