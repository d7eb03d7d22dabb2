/**
 * Naming a card from its glyph: the distance to each rank's template, pixel by pixel on a
 * pixel-perfect picture, or in grey levels (against templates blurred as the picture blurred
 * the cards' own lines) on a resampled one, and whether the match is clear.
 */
import { RANKS, RANK_LABEL, type Rank } from '../../src-shared/molek/cards';
import type { CardShape, readColumns } from './columns';
import {
  CARD_Y,
  COLUMN_PITCH,
  COLUMN_X,
  GLYPH_HEIGHT,
  GLYPH_PIXELS,
  GLYPH_WIDTH,
} from './geometry';
import { glyphDistance, type GlyphTemplates } from './glyphs';
import type { RankDistance } from './reading';
import { greyAt, type Screenshot } from './screenshot';

/**
 * A clear match: the glyph equals a template pixel for pixel (the game draws pixel-perfect
 * at whole scales), the runner-up is at least MARGIN pixels off, and the blank margin around
 * the glyph is clean. Anything less is doubtful: the pointer could have turned an 8 into a 9.
 */
export const CLEAR_DISTANCE = 0;
export const MARGIN = 4;
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

export function rankDistances(glyph: Uint8Array, templates: GlyphTemplates): RankDistance[] {
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
export function greyDistances(
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
export function measureSpread(
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
export function blurTemplates(
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
export function coverInk(card: CardShape, rank: Rank): number {
  if (rank !== 10) return card.margin.length;
  return card.margin.filter(([x, y]) => !(x >= 12 && x <= 14 && y >= 4 && y <= 12)).length;
}
