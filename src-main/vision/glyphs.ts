/**
 * The nine rank glyph templates (8×9 pixels each) the reader compares cards with. They are
 * cut from a real screenshot by `solitaire glyphs` (extract.ts) and kept in
 * `samples/molek-glyphs/`: a PNG per rank for people, and `manifest.json` with the same
 * pixels as text rows, which is what the program loads.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { RANKS, RANK_LABEL, type Rank } from '../../src-shared/molek/cards';
import { GLYPH_HEIGHT, GLYPH_PIXELS, GLYPH_WIDTH } from './geometry';

export interface GlyphTemplates {
  /** One 72-pixel bitmap per rank, row by row, 1 = ink. */
  glyphs: Map<Rank, Uint8Array>;
  /** Where they came from, for messages. */
  source: string;
}

const rowPattern = new RegExp(`^[#.]{${GLYPH_WIDTH}}$`);

export const glyphManifestSchema = z.object({
  about: z.string(),
  source: z.string(),
  board: z.string(),
  scale: z.number().int().positive(),
  origin: z.object({ x: z.number().int(), y: z.number().int() }),
  size: z.object({ width: z.literal(GLYPH_WIDTH), height: z.literal(GLYPH_HEIGHT) }),
  glyphs: z.record(
    z.string(),
    z.object({
      file: z.string(),
      cards: z.number().int().positive(),
      rows: z.array(z.string().regex(rowPattern)).length(GLYPH_HEIGHT),
    }),
  ),
});

export type GlyphManifest = z.infer<typeof glyphManifestSchema>;

export function glyphToRows(glyph: Uint8Array): string[] {
  const rows: string[] = [];
  for (let y = 0; y < GLYPH_HEIGHT; y++) {
    let row = '';
    for (let x = 0; x < GLYPH_WIDTH; x++) row += glyph[y * GLYPH_WIDTH + x] ? '#' : '.';
    rows.push(row);
  }
  return rows;
}

export function rowsToGlyph(rows: readonly string[]): Uint8Array {
  const glyph = new Uint8Array(GLYPH_PIXELS);
  rows.forEach((row, y) => {
    for (let x = 0; x < GLYPH_WIDTH; x++) glyph[y * GLYPH_WIDTH + x] = row[x] === '#' ? 1 : 0;
  });
  return glyph;
}

/** Checks a manifest and turns it into templates; throws with what is wrong. */
export function templatesFromManifest(json: unknown, source: string): GlyphTemplates {
  const parsed = glyphManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${source}: not a glyph manifest (${issue.path.join('.') || 'top level'}: ${issue.message})`,
    );
  }
  const glyphs = new Map<Rank, Uint8Array>();
  for (const rank of RANKS) {
    const entry = parsed.data.glyphs[RANK_LABEL[rank]];
    if (!entry) throw new Error(`${source}: no glyph for rank ${RANK_LABEL[rank]}`);
    glyphs.set(rank, rowsToGlyph(entry.rows));
  }
  return { glyphs, source };
}

/** Templates written by `solitaire glyphs --out DIR` (reads DIR/manifest.json). */
export async function loadTemplates(dir: string): Promise<GlyphTemplates> {
  const file = path.join(dir, 'manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file}: no glyph manifest there (write one with "solitaire glyphs")`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  return templatesFromManifest(json, file);
}

/** Pixels that differ between two glyphs. */
export function glyphDistance(a: Uint8Array, b: Uint8Array): number {
  let d = 0;
  for (let i = 0; i < GLYPH_PIXELS; i++) d += a[i] ^ b[i];
  return d;
}
