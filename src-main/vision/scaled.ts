/**
 * Finding the game at any scale, whole or fractional, sharp or smoothly filtered, in PNGs or
 * JPEGs, and resampling it back to the game's own 960×540 pixels so the rest of the reader
 * works as at 1×.
 *
 * The geometry comes from the cards themselves. A card column shows two long vertical side
 * lines 71·s apart (s: the scale); columns stand 82·s apart and share their top row. The
 * search pairs the long vertical edges of the screen into such columns (find.ts's edge
 * scan), groups columns that agree on top and pitch, and then measures each side line's
 * centre to sub-pixel accuracy: a line is one game pixel wide, and whatever symmetric filter
 * stretched it (bilinear, bicubic, Lanczos, or none), the centre of its grey levels stays at
 * the centre of that game pixel. A least-squares fit of the centres against their game
 * positions (240 + 82c + 0.5 and + 70.5) gives the scale and the origin's x; the centre of
 * the cards' top edge (game row 145) gives the origin's y.
 *
 * Which six columns the seen ones are is plain when the game's bottom bar is in the picture
 * (its button edges sit under exactly one choice), or when every column shows something:
 * cards, a locked outline, or the dim outline of an empty place. A picture cropped to the
 * cards reads too; it says the frame was not seen, so it can be read but not played.
 *
 * Resampling averages, for every game pixel, the screen area it covers (weights by overlap),
 * so a glyph cell comes back as the share of it that is ink, whatever the filter or JPEG
 * noise did to the single screen pixels.
 */
import {
  BUTTON_EDGE_ROWS,
  BUTTON_EDGE_SPANS,
  CARD_WIDTH,
  CARD_Y,
  COLUMN_PITCH,
  COLUMN_X,
  GAME_HEIGHT,
  GAME_WIDTH,
} from './geometry';
import { median } from '../../src-shared/stats';
import { VisionError } from './errors';
import { scanEdges, type Edges, type GameLocation, type Segment } from './find';
import { greyAt, greyRow, type Screenshot } from './screenshot';

/** The smallest and largest scales the resampling reader takes. */
export const MIN_SCALE = 0.97;
export const MAX_SCALE = 8;
/** The scale below which glyphs (8×9 game pixels) are too small to read. */
export const SMALLEST_READABLE = 1;

/**
 * The part of the game the reader resamples, in game pixels: the six columns at their
 * tallest (15 cards reach row 464), with the few pixels around them it checks. The bottom
 * bar is checked on the screen itself (frameScore).
 */
const READ_REGION = { x: 234, y: 138, width: 494, height: 338 };

/** The scan's row step (find.ts's): rows between sampled rows. */
const ROW_STEP = 8;

/** A card column's two side lines, paired. */
interface Sighting {
  /** First lit pixel of the left line, first dark pixel after the right line. */
  left: number;
  right: number;
  /** First lit row of the left line. */
  top: number;
  bottom: number;
  /** Scale from the line distance alone (about ±2/71). */
  scale: number;
}

/** Where the game is, as measured from its cards: scale, origin, and whether its bottom bar was seen. */
export interface ScaledFit {
  scale: number;
  origin: { x: number; y: number };
  frameSeen: boolean;
}

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function scaledLocation(fit: ScaledFit): GameLocation {
  const { scale } = fit;
  const x = round(fit.origin.x, 2);
  const y = round(fit.origin.y, 2);
  return {
    scale: round(scale, 4),
    origin: { x, y },
    rect: {
      x,
      y,
      width: round(GAME_WIDTH * scale, 2),
      height: round(GAME_HEIGHT * scale, 2),
    },
    frameSeen: fit.frameSeen,
    pixelPerfect: false,
  };
}

/**
 * Joins runs of the same edge that JPEG noise or blur broke up: a line's half-grey crossing
 * may move a pixel left or right from one sampled row to the next.
 */
export function mergeEdges(edges: Edges, rowStep = ROW_STEP): Edges {
  const merge = (segments: Segment[]): Segment[] => {
    const sorted = [...segments].sort((a, b) => a.top - b.top);
    const out: Segment[] = [];
    /** The latest joined run ending at each x. */
    const latest = new Map<number, Segment>();
    for (const segment of sorted) {
      let joined: Segment | undefined;
      for (const x of [segment.x, segment.x - 1, segment.x + 1]) {
        const run = latest.get(x);
        if (run && segment.top - run.bottom <= 2 * rowStep) {
          joined = run;
          break;
        }
      }
      if (joined) {
        joined.bottom = Math.max(joined.bottom, segment.bottom);
      } else {
        joined = { ...segment };
        out.push(joined);
      }
      latest.set(segment.x, joined);
    }
    return out;
  };
  const falls = new Map<number, Segment[]>();
  for (const fall of merge([...edges.falls.values()].flat())) {
    const list = falls.get(fall.x);
    if (list) list.push(fall);
    else falls.set(fall.x, [fall]);
  }
  return { rises: merge(edges.rises), falls };
}

function pairColumns(
  shot: Screenshot,
  edges: Edges,
  minScale: number,
  maxScale: number,
): Sighting[] {
  const sightings: Sighting[] = [];
  const lo = Math.floor(CARD_WIDTH * minScale) - 2;
  const hi = Math.ceil(CARD_WIDTH * maxScale) + 2;
  for (const rise of edges.rises) {
    const riseLength = rise.bottom - rise.top + ROW_STEP;
    for (let d = lo; d <= hi; d++) {
      const partners = edges.falls.get(rise.x + d);
      if (!partners) continue;
      const scale = d / CARD_WIDTH;
      // A side line runs 91 game pixels at least (rows 2-92 of a column's top card).
      if (riseLength < 91 * scale * 0.85 - ROW_STEP) continue;
      const partner = [
        ...partners,
        ...(edges.falls.get(rise.x + d - 1) ?? []),
        ...(edges.falls.get(rise.x + d + 1) ?? []),
      ].find((fall: Segment) => {
        const overlap = Math.min(fall.bottom, rise.bottom) - Math.max(fall.top, rise.top);
        return overlap >= 0.8 * Math.min(riseLength, fall.bottom - fall.top + ROW_STEP) - ROW_STEP;
      });
      if (!partner) continue;
      // Walk up to the line's first lit pixel (it may lean a pixel either way in a JPEG).
      let top = rise.top;
      const litNear = (y: number) =>
        Math.max(
          greyAt(shot, rise.x, y),
          greyAt(shot, Math.max(0, rise.x - 1), y),
          greyAt(shot, Math.min(shot.width - 1, rise.x + 1), y),
        ) >= 100;
      while (top > 0 && (litNear(top - 1) || (top > 1 && litNear(top - 2)))) top--;
      sightings.push({ left: rise.x, right: rise.x + d, top, bottom: rise.bottom, scale });
    }
  }
  return sightings;
}

interface Group {
  members: Array<{ sighting: Sighting; m: number }>;
  scale: number;
}

/** Sightings that agree with `anchor` on top row and column pitch, one per column offset. */
function groupAround(anchor: Sighting, sightings: Sighting[]): Group {
  const s = anchor.scale;
  const pitch = COLUMN_PITCH * s;
  const byOffset = new Map<number, Sighting>();
  for (const other of sightings) {
    if (Math.abs(other.scale - s) > 3 / CARD_WIDTH + 0.02 * s) continue;
    if (Math.abs(other.top - anchor.top) > 2 + s) continue;
    const m = Math.round((other.left - anchor.left) / pitch);
    if (m < -5 || m > 5) continue;
    if (Math.abs(other.left - anchor.left - m * pitch) > 2 + 0.06 * s * Math.abs(m)) continue;
    const seen = byOffset.get(m);
    if (!seen || other.bottom - other.top > seen.bottom - seen.top) byOffset.set(m, other);
  }
  const offsets = [...byOffset.keys()].sort((a, b) => a - b);
  const first = offsets[0];
  const members = offsets.map((m) => ({ sighting: byOffset.get(m)!, m: m - first }));
  const span = members[members.length - 1].m;
  const scale =
    span > 0
      ? (members[members.length - 1].sighting.left - members[0].sighting.left) /
        (COLUMN_PITCH * span)
      : (anchor.right - anchor.left) / CARD_WIDTH;
  return { members, scale };
}

/**
 * The centre of a one-game-pixel line in a run of grey levels (index 0 at screen position
 * `start`): the centroid of the levels around the brightest, over the line's width and a
 * pixel or so either side, so nothing else in the window pulls it. NaN when the run's ends
 * are not dark (the line is not alone there) or nothing is lit.
 */
function peakCentre(levels: number[], start: number, width: number): number {
  const n = levels.length;
  if (n < 3 || levels[0] > 60 || levels[n - 1] > 60) return NaN;
  let peak = 0;
  for (let i = 1; i < n; i++) if (levels[i] > levels[peak]) peak = i;
  if (levels[peak] < 100) return NaN;
  const reach = Math.ceil(width / 2 + 1.5);
  let sum = 0;
  let moment = 0;
  for (let i = Math.max(0, peak - reach); i <= Math.min(n - 1, peak + reach); i++) {
    sum += levels[i];
    moment += levels[i] * (start + i + 0.5);
  }
  return moment / sum;
}

/** The centre (continuous screen x) of a vertical line near `x`, from several rows. */
function lineCentreX(shot: Screenshot, x: number, width: number, rows: number[]): number {
  const x0 = Math.max(0, Math.floor(x - 2 - width / 2));
  const x1 = Math.min(shot.width - 1, Math.ceil(x + 1.5 * width + 2));
  const centres: number[] = [];
  for (const y of rows) {
    if (y < 0 || y >= shot.height) continue;
    const levels: number[] = [];
    for (let p = x0; p <= x1; p++) levels.push(greyAt(shot, p, y));
    const centre = peakCentre(levels, x0, width);
    if (Number.isFinite(centre)) centres.push(centre);
  }
  return median(centres);
}

/** The centre (continuous screen y) of a horizontal line near `y`, at the columns given. */
function lineCentreY(shot: Screenshot, y: number, height: number, columns: number[]): number {
  const y0 = Math.max(0, Math.floor(y - 2 - height / 2));
  const y1 = Math.min(shot.height - 1, Math.ceil(y + 1.5 * height + 2));
  const centres: number[] = [];
  for (const x of columns) {
    if (x < 0 || x >= shot.width) continue;
    const levels: number[] = [];
    for (let p = y0; p <= y1; p++) levels.push(greyAt(shot, x, p));
    const centre = peakCentre(levels, y0, height);
    if (Number.isFinite(centre)) centres.push(centre);
  }
  return median(centres);
}

/** Least squares x = a + b·g. */
function fitLine(points: Array<{ g: number; x: number }>): { a: number; b: number } {
  const n = points.length;
  let sg = 0;
  let sx = 0;
  let sgg = 0;
  let sgx = 0;
  for (const { g, x } of points) {
    sg += g;
    sx += x;
    sgg += g * g;
    sgx += g * x;
  }
  const b = (n * sgx - sg * sx) / (n * sgg - sg * sg);
  return { a: (sx - b * sg) / n, b };
}

/**
 * Measures scale and origin from a group of columns, with column offset m counted from the
 * group's leftmost column (taken as column 0; `placeColumns` shifts it).
 */
function measure(
  shot: Screenshot,
  group: Group,
): { scale: number; x: number; y: number; spread: number } | null {
  let s = group.scale;
  const points: Array<{ g: number; x: number }> = [];
  for (const { sighting, m } of group.members) {
    const length = sighting.bottom - sighting.top;
    const rows: number[] = [];
    for (let i = 1; i <= 12; i++) rows.push(Math.round(sighting.top + 4 + ((length - 8) * i) / 13));
    const left = lineCentreX(shot, sighting.left, s, rows);
    const right = lineCentreX(shot, sighting.right - s, s, rows);
    if (Number.isFinite(left)) points.push({ g: COLUMN_X + COLUMN_PITCH * m + 0.5, x: left });
    if (Number.isFinite(right)) points.push({ g: COLUMN_X + COLUMN_PITCH * m + 70.5, x: right });
  }
  if (points.length < 2) return null;
  let fit = fitLine(points);
  // Drop a line the pointer (or anything) spoiled, and fit again.
  const residual = (p: { g: number; x: number }) => Math.abs(p.x - (fit.a + fit.b * p.g));
  const kept = points.filter((p) => residual(p) <= 0.6 + 0.1 * fit.b);
  if (kept.length >= 2 && kept.length < points.length) fit = fitLine(kept);
  s = fit.b;
  if (!(s >= MIN_SCALE && s <= MAX_SCALE)) return null;
  const spread = Math.max(0, ...kept.map(residual));
  // The top edge of each column (game row 145), at card x 12-60.
  const ys: number[] = [];
  for (const { sighting, m } of group.members) {
    const xs: number[] = [];
    for (let cx = 12; cx <= 60; cx += 6) {
      xs.push(Math.floor(fit.a + (COLUMN_X + COLUMN_PITCH * m + cx + 0.5) * s));
    }
    const estimate = sighting.top - 2 * s;
    const centre = lineCentreY(shot, estimate, s, xs);
    if (Number.isFinite(centre)) ys.push(centre - (CARD_Y + 0.5) * s);
  }
  const y = ys.length > 0 ? median(ys) : group.members[0].sighting.top - (CARD_Y + 2) * s;
  return { scale: s, x: fit.a, y, spread };
}

/**
 * Share of the button edge checks that hold at fractional scale s and origin (x, y), each
 * at the screen pixel holding a game pixel's centre; -1 when the buttons are outside the
 * picture.
 */
export function frameScore(shot: Screenshot, s: number, ox: number, oy: number): number {
  const px = (g: number) => Math.floor(ox + (g + 0.5) * s);
  const py = (g: number) => Math.floor(oy + (g + 0.5) * s);
  const top = py(BUTTON_EDGE_ROWS[0] - 2);
  const bottom = py(BUTTON_EDGE_ROWS[1] + 2);
  const left = px(BUTTON_EDGE_SPANS[0][0]);
  const right = px(BUTTON_EDGE_SPANS[BUTTON_EDGE_SPANS.length - 1][1]);
  if (top < 0 || bottom >= shot.height || left < 0 || right >= shot.width) return -1;
  let good = 0;
  let total = 0;
  for (const row of BUTTON_EDGE_ROWS) {
    for (const [from, to] of BUTTON_EDGE_SPANS) {
      for (let gx = from + 2; gx <= to - 2; gx += 5) {
        const x = px(gx);
        if (greyAt(shot, x, py(row)) >= 100) good++;
        if (greyAt(shot, x, py(row - 2)) < 80) good++;
        if (greyAt(shot, x, py(row + 2)) < 80) good++;
        total += 3;
      }
    }
  }
  return good / total;
}

/**
 * Whether column c shows something where it belongs (the side line of cards or a locked
 * outline, or the dim outline of an empty place): 1 or 0, -1 outside the picture.
 */
function columnShows(shot: Screenshot, s: number, ox: number, oy: number, c: number): number {
  const left = ox + (COLUMN_X + COLUMN_PITCH * c) * s;
  const top = oy + CARD_Y * s;
  if (left < 0 || left + CARD_WIDTH * s > shot.width || top < 0 || top + 95 * s > shot.height) {
    return -1;
  }
  let line = 0;
  let inside = 0;
  let n = 0;
  let lit = 0;
  for (let cy = 11; cy <= 39; cy += 2) {
    const y = Math.floor(top + (cy + 0.5) * s);
    for (const cx of [1, 69]) {
      // The one-pixel line may fall between two screen pixels: take the brighter.
      const x = Math.floor(left + (cx + 0.5) * s);
      line += Math.max(greyAt(shot, x, y), greyAt(shot, Math.max(0, x - 1), y));
    }
    inside += greyAt(shot, Math.floor(left + 35.5 * s), y);
    if (greyAt(shot, Math.floor(left + 0.5 * s), y) >= 128) lit++;
    n++;
  }
  if (lit >= 0.7 * n) return 1;
  return line / (2 * n) >= 24 && inside / n < 20 ? 1 : 0;
}

/**
 * Whether the side line of a column the picture cuts shows on the part that is in it (its
 * left line when the right edge cuts it, its right line when the left edge does).
 */
function cutLineShows(shot: Screenshot, s: number, ox: number, oy: number, c: number): boolean {
  const left = ox + (COLUMN_X + COLUMN_PITCH * c) * s;
  const cx = left >= 0 ? 0.5 : 70.5;
  const x = Math.floor(left + cx * s);
  if (x < 0 || x >= shot.width) return false;
  const top = oy + CARD_Y * s;
  let lit = 0;
  let n = 0;
  for (let cy = 11; cy <= 39; cy += 2) {
    const y = Math.floor(top + (cy + 0.5) * s);
    if (y < 0 || y >= shot.height) continue;
    n++;
    if (greyAt(shot, x, y) >= 100) lit++;
  }
  return n > 0 && lit >= 0.7 * n;
}

/** Which of the six columns a column of the picture is, with the location that gives. */
interface Placement {
  first: number;
  fit: ScaledFit;
  /** Share of the button edge checks that held (-1: the buttons are off the picture). */
  score: number;
  /** Columns (0-5) not wholly inside the picture, and whether their cut part shows a line. */
  cut: Array<{ column: number; edge: string; shows: boolean }>;
  /** Columns without cards that show no empty outline either. */
  missing: number[];
}

function place(
  shot: Screenshot,
  group: Group,
  measured: { scale: number; x: number; y: number },
): Placement[] {
  const s = measured.scale;
  const span = group.members[group.members.length - 1].m;
  const seen = new Set(group.members.map((member) => member.m));
  const placements: Placement[] = [];
  for (let first = 0; first + span <= 5; first++) {
    const ox = measured.x - COLUMN_PITCH * first * s;
    const oy = measured.y;
    const score = frameScore(shot, s, ox, oy);
    const cut: Placement['cut'] = [];
    const missing: number[] = [];
    for (let c = 0; c < 6; c++) {
      const left = ox + (COLUMN_X + COLUMN_PITCH * c) * s;
      const right = left + CARD_WIDTH * s;
      if (left < -0.5 || right > shot.width + 0.5) {
        cut.push({
          column: c,
          edge: left < -0.5 ? 'left' : 'right',
          shows: cutLineShows(shot, s, ox, oy, c),
        });
        continue;
      }
      if (seen.has(c - first)) continue;
      if (columnShows(shot, s, ox, oy, c) !== 1) missing.push(c);
    }
    placements.push({
      first,
      fit: { scale: s, origin: { x: ox, y: oy }, frameSeen: score >= 0.85 },
      score,
      cut,
      missing,
    });
  }
  return placements;
}

export interface ScaledSearch {
  /** The location, or null with `failure` saying why. */
  location: GameLocation | null;
  failure: VisionError | null;
  /** How many columns the best group held (0: nothing like a card column was seen). */
  columns: number;
}

/**
 * Finds the game at any scale from the edges find.ts scanned. Returns the best location,
 * or a failure that names the column a crop cuts, or says the columns cannot be told apart.
 */
export function findScaled(shot: Screenshot, looseEdges: Edges): ScaledSearch {
  const edges = mergeEdges(looseEdges);
  const sightings = pairColumns(shot, edges, MIN_SCALE, MAX_SCALE);
  if (sightings.length === 0) return { location: null, failure: null, columns: 0 };
  // Bigger groups first; among equals, the one with the longest lines (real cards).
  const groups = sightings
    .map((anchor) => groupAround(anchor, sightings))
    .sort(
      (a, b) =>
        b.members.length - a.members.length ||
        b.members.reduce((n, m) => n + m.sighting.bottom - m.sighting.top, 0) -
          a.members.reduce((n, m) => n + m.sighting.bottom - m.sighting.top, 0),
    );
  const tried = new Set<string>();
  let failure: VisionError | null = null;
  let best = 0;
  for (const group of groups.slice(0, 6)) {
    const key = group.members.map((m) => m.sighting.left).join(',');
    if (tried.has(key)) continue;
    tried.add(key);
    const measured = measure(shot, group);
    if (!measured) continue;
    best = Math.max(best, group.members.length);
    const placements = place(shot, group, measured);
    // The bottom bar decides; shifted by a column its long edges still mostly match, so
    // the best-matching place wins, and one where every column shows before one where not.
    const framed = placements
      .filter((p) => p.fit.frameSeen)
      .sort((a, b) => a.missing.length - b.missing.length || b.score - a.score)[0];
    const chosen = framed ?? pickWithoutFrame(placements);
    if (chosen && chosen.cut.length === 0) {
      return { location: scaledLocation(chosen.fit), failure: null, columns: group.members.length };
    }
    // A board always has cards in three columns or more: fewer, without the game's bottom
    // bar, is something else on the screen (a window frame 71·s wide, say).
    if (group.members.length < 3 && !framed) continue;
    if (chosen) {
      failure ??= cutFailure(chosen, group.members.length);
      continue;
    }
    failure ??= new VisionError(
      'cropped',
      `card columns seen at scale ${measured.scale.toFixed(3)}, but which of the six columns they are cannot be told: the picture shows ${group.members.length} column${group.members.length === 1 ? '' : 's'} of cards and neither the game's bottom bar nor the outline of the empty places beside them (crop the picture wider)`,
    );
  }
  return { location: null, failure, columns: best };
}

/** Without the bottom bar: the one placement where every column shows, or the cut one. */
function pickWithoutFrame(placements: Placement[]): Placement | undefined {
  const whole = placements.filter((p) => p.cut.length === 0 && p.missing.length === 0);
  if (whole.length === 1) return whole[0];
  if (whole.length > 1) return undefined;
  // Every choice puts a column off the picture: the crop cuts one. Prefer the choice whose
  // other columns all show.
  const cut = placements.filter((p) => p.missing.length === 0);
  if (cut.length === 1) return cut[0];
  const shown = cut.filter((p) => p.cut.some((c) => c.shows));
  return shown.length === 1 ? shown[0] : undefined;
}

function cutFailure(placement: Placement, seen: number): VisionError {
  const names = placement.cut.map((c) => `column ${c.column} (${c.edge} edge)`).join(', ');
  return new VisionError(
    'cropped',
    `the picture cuts off ${names}: it shows ${seen} column${seen === 1 ? '' : 's'} of cards whole at scale ${placement.fit.scale.toFixed(3)}; a picture must hold all six columns`,
  );
}

/**
 * Looks for a game drawn too small to read (scale under 1): columns 71·s wide, 82·s apart,
 * with short side lines. Returns the scale seen, or null.
 */
export function tooSmallScale(shot: Screenshot): number | null {
  const edges = mergeEdges(scanEdges(shot, 4, 4), 4);
  const sightings = pairColumns(shot, edges, 0.3, MIN_SCALE);
  let best: Group | null = null;
  for (const anchor of sightings) {
    const group = groupAround(anchor, sightings);
    if (group.members.length >= 3 && (!best || group.members.length > best.members.length)) {
      best = group;
    }
  }
  return best && best.scale < MIN_SCALE ? best.scale : null;
}

/**
 * The game's picture at 1× (960×540 grey, one channel), each pixel the average of the screen
 * area it covers, over the region the reader looks at (black elsewhere and off the picture).
 */
export function resampleGame(
  shot: Screenshot,
  scale: number,
  origin: { x: number; y: number },
): Screenshot {
  const s = scale;
  const { x: gx0, y: gy0, width: nx, height: ny } = READ_REGION;
  const taps = Math.ceil(s) + 2;
  const weights = (o: number, g0: number, n: number) => {
    const start = new Int32Array(n);
    const count = new Int32Array(n);
    const w = new Float32Array(n * taps);
    for (let i = 0; i < n; i++) {
      const a = o + (g0 + i) * s;
      const b = a + s;
      const p0 = Math.floor(a);
      const p1 = Math.ceil(b) - 1;
      start[i] = p0;
      count[i] = p1 - p0 + 1;
      for (let p = p0; p <= p1; p++) {
        w[i * taps + p - p0] = (Math.min(b, p + 1) - Math.max(a, p)) / s;
      }
    }
    return { start, count, w };
  };
  const xs = weights(origin.x, gx0, nx);
  const ys = weights(origin.y, gy0, ny);
  const rowFirst = ys.start[0];
  const rowLast = ys.start[ny - 1] + ys.count[ny - 1] - 1;
  const colFirst = xs.start[0];
  const colLast = xs.start[nx - 1] + xs.count[nx - 1] - 1;
  const px0 = Math.max(0, colFirst);
  const px1 = Math.min(shot.width, colLast + 1);
  const rows = rowLast - rowFirst + 1;
  const horizontal = new Float32Array(rows * nx);
  // One screen row's grey levels from colFirst to colLast, zero off the picture.
  const span = colLast - colFirst + 1;
  const grey = new Uint8Array(span);
  const inside = grey.subarray(px0 - colFirst, Math.max(px0 - colFirst, px1 - colFirst));
  const offset = new Int32Array(nx);
  for (let i = 0; i < nx; i++) offset[i] = xs.start[i] - colFirst;
  const w = xs.w;
  for (let r = 0; r < rows; r++) {
    const y = rowFirst + r;
    if (y < 0 || y >= shot.height || px1 <= px0) continue;
    greyRow(shot, y, px0, px1, inside);
    const out = r * nx;
    for (let i = 0; i < nx; i++) {
      const o = offset[i];
      const n = xs.count[i];
      const wi = i * taps;
      let sum = 0;
      for (let t = 0; t < n; t++) sum += w[wi + t] * grey[o + t];
      horizontal[out + i] = sum;
    }
  }
  const data = new Uint8Array(GAME_WIDTH * GAME_HEIGHT);
  const acc = new Float32Array(nx);
  for (let j = 0; j < ny; j++) {
    const r0 = ys.start[j] - rowFirst;
    const n = ys.count[j];
    acc.fill(0);
    for (let t = 0; t < n; t++) {
      const wt = ys.w[j * taps + t];
      const row = (r0 + t) * nx;
      for (let i = 0; i < nx; i++) acc[i] += wt * horizontal[row + i];
    }
    const out = (gy0 + j) * GAME_WIDTH + gx0;
    for (let i = 0; i < nx; i++) {
      const v = acc[i];
      data[out + i] = v >= 255 ? 255 : v + 0.5;
    }
  }
  return { width: GAME_WIDTH, height: GAME_HEIGHT, channels: 1, data };
}
