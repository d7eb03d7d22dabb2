/**
 * `solitaire glyphs`: cuts the nine rank glyphs out of a real screenshot of a board whose
 * cards are known, so the reader's templates can be renewed for another version of the game.
 * Every visible card contributes; each template pixel is what most cards of that rank show,
 * and a card that disagrees with the others by more than a pixel or two stops the cut
 * (the board given is probably not the one on screen).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { RANKS, RANK_LABEL, type Board, type Rank } from '../../src-shared/molek/cards';
import { formatBoard } from '../../src-shared/molek/notation';
import { isLocked } from '../../src-shared/molek/rules';
import { readColumns } from './columns';
import { VisionError } from './errors';
import { findGame, type GameLocation } from './find';
import { GLYPH_HEIGHT, GLYPH_PIXELS, GLYPH_WIDTH } from './geometry';
import { glyphDistance, glyphToRows, type GlyphManifest } from './glyphs';
import type { Screenshot } from './screenshot';

export interface GlyphCut {
  manifest: GlyphManifest;
  location: GameLocation;
  /** Cards left out because something covered them (the mouse pointer), for the report. */
  skipped: string[];
}

/** Most pixels a card may differ from the other cards of its rank. */
const MAX_SPREAD = 2;

export function cutGlyphs(shot: Screenshot, board: Board, sourceName: string): GlyphCut {
  const location = findGame(shot);
  const shapes = readColumns(shot, location);
  const samples = new Map<Rank, Array<{ glyph: Uint8Array; where: string }>>();
  const skipped: string[] = [];
  board.columns.forEach((column, c) => {
    const shape = shapes[c];
    const n = column.cards.length;
    if (n === 0) {
      if (shape.state !== 'empty')
        throw new VisionError(
          'unreadable',
          `column ${c}: the board says empty, the screenshot shows ${describe(shape)}`,
        );
      return;
    }
    if (isLocked(column) && shape.state === 'locked') return;
    if (shape.state !== 'cards' || shape.cards.length !== n) {
      throw new VisionError(
        'unreadable',
        `column ${c}: the board says ${n} card${n === 1 ? '' : 's'}, the screenshot shows ${describe(shape)}`,
      );
    }
    shape.cards.forEach((card, row) => {
      const shouldInvert = column.cheated && row === n - 1;
      if (card.inverted !== shouldInvert) {
        throw new VisionError(
          'unreadable',
          `card at column ${c} row ${row}: the board says ${shouldInvert ? 'cheated' : 'not cheated'}, the screenshot shows it ${card.inverted ? 'inverted' : 'normal'}`,
        );
      }
      const rank = column.cards[row];
      const spill =
        rank === 10
          ? card.margin.filter(([x, y]) => !(x >= 12 && x <= 14 && y >= 4 && y <= 12))
          : card.margin;
      if (spill.length > 0) {
        skipped.push(`column ${c} row ${row} (something lies over it)`);
        return;
      }
      const list = samples.get(rank) ?? [];
      list.push({ glyph: card.glyph, where: `column ${c} row ${row}` });
      samples.set(rank, list);
    });
  });

  const glyphs: GlyphManifest['glyphs'] = {};
  const cut = new Map<Rank, Uint8Array>();
  for (const rank of RANKS) {
    const list = samples.get(rank);
    const label = RANK_LABEL[rank];
    if (!list || list.length === 0) {
      throw new VisionError(
        'unreadable',
        `no uncovered ${label} on this board to cut its glyph from; use a screenshot where every rank shows`,
      );
    }
    const votes = new Uint16Array(GLYPH_PIXELS);
    for (const { glyph } of list) for (let i = 0; i < GLYPH_PIXELS; i++) votes[i] += glyph[i];
    const glyph = new Uint8Array(GLYPH_PIXELS);
    for (let i = 0; i < GLYPH_PIXELS; i++) glyph[i] = votes[i] * 2 > list.length ? 1 : 0;
    for (const sample of list) {
      const d = glyphDistance(sample.glyph, glyph);
      if (d > MAX_SPREAD) {
        throw new VisionError(
          'unreadable',
          `the ${label} at ${sample.where} differs from the other ${label}s by ${d} pixels: is the board given the one on screen?`,
        );
      }
    }
    cut.set(rank, glyph);
    glyphs[label] = { file: `${label}.png`, cards: list.length, rows: glyphToRows(glyph) };
  }
  for (const a of RANKS) {
    for (const b of RANKS) {
      if (a < b && glyphDistance(cut.get(a)!, cut.get(b)!) < 3) {
        throw new VisionError(
          'unreadable',
          `the ${RANK_LABEL[a]} and ${RANK_LABEL[b]} glyphs cut from this screenshot are nearly the same; is the board right?`,
        );
      }
    }
  }
  return {
    location,
    skipped,
    manifest: {
      about:
        'MOLEK-SYNTEZ rank glyphs (8x9, "#" = ink) cut by "solitaire glyphs"; the reader compares cards with these rows.',
      source: sourceName,
      board: formatBoard(board),
      scale: location.scale,
      origin: location.origin,
      size: { width: GLYPH_WIDTH, height: GLYPH_HEIGHT },
      glyphs,
    },
  };
}

function describe(shape: ReturnType<typeof readColumns>[number]): string {
  switch (shape.state) {
    case 'empty':
      return 'an empty column';
    case 'locked':
      return 'a locked column';
    case 'cards':
      return `${shape.cards.length} card${shape.cards.length === 1 ? '' : 's'}`;
    default:
      return `something unclear (${shape.reason})`;
  }
}

/** Writes manifest.json and one white-on-black PNG per rank; returns the files written. */
export async function writeGlyphs(manifest: GlyphManifest, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const rank of RANKS) {
    const entry = manifest.glyphs[RANK_LABEL[rank]];
    const pixels = Buffer.from(
      entry.rows
        .join('')
        .split('')
        .map((c) => (c === '#' ? 255 : 0)),
    );
    const file = path.join(dir, entry.file);
    await sharp(pixels, { raw: { width: GLYPH_WIDTH, height: GLYPH_HEIGHT, channels: 1 } })
      .png({ palette: false, compressionLevel: 9 })
      .toFile(file);
    written.push(file);
  }
  const file = path.join(dir, 'manifest.json');
  await writeFile(file, JSON.stringify(manifest, null, 2) + '\n');
  written.push(file);
  return written;
}
