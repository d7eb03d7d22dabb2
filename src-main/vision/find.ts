/**
 * Finding the MOLEK-SYNTEZ game in a screenshot: its scale k and the screen position of its
 * 960×540 picture's top-left corner (the origin).
 *
 * The search looks for what every board has and a desktop rarely does: card columns, whose
 * two side lines are long vertical lines exactly 71k apart (lit on the left line's first
 * pixel, dark again just past the right line). It reads every 8th row of the screen (a
 * column's side lines are at least 91 px long), pairs the lines, derives the origin for
 * each of the six columns the pair could be, and keeps the origin where the NEW GAME and
 * SHOW INSTRUCTIONS button edges are found. Nothing but those rows and a few hundred check
 * pixels is read, so a 1920×1080 screen takes about a millisecond.
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
  SIDE_BOTTOM,
  SIDE_TOP,
} from './geometry';
import { VisionError } from './errors';
import { checkScreenshot, litAt, litRow, type Screenshot } from './screenshot';

export interface GameLocation {
  /** The whole-number scale the game is drawn at (1 = 960×540). */
  scale: number;
  /** Screen position of the game picture's top-left corner. */
  origin: { x: number; y: number };
  /** The game picture on screen: origin and 960k×540k. */
  rect: { x: number; y: number; width: number; height: number };
  /**
   * The game's bottom bar (NEW GAME and SHOW INSTRUCTIONS) was seen where it belongs. Without
   * it (a picture cropped to the cards) the board can be read but not played: automation
   * has no button to click.
   */
  frameSeen: boolean;
  /**
   * Drawn pixel-perfect (a whole scale, sharp pixels) and read pixel by pixel; false when the
   * picture was resampled to the game's own pixels first (any scale, smooth, JPEG).
   */
  pixelPerfect: boolean;
}

export interface FindOptions {
  /** A location found on an earlier frame; checked first and used when it still fits. */
  hint?: { scale: number; origin: { x: number; y: number } };
  /** Largest scale to try (default: 8, or what the picture can hold). */
  maxScale?: number;
}

/** Rows read by the search: every ROW_STEP-th. A side line of 91 px spans 11 of them. */
const ROW_STEP = 8;
const MIN_SAMPLES = 10;
/** Share of button-edge checks that must agree for an origin to count as found. */
export const BUTTON_PASS = 0.9;

export interface Segment {
  x: number;
  /** First and last sampled rows where the edge was seen. */
  top: number;
  bottom: number;
}

export function locationAt(scale: number, x: number, y: number): GameLocation {
  return {
    scale,
    origin: { x, y },
    rect: { x, y, width: GAME_WIDTH * scale, height: GAME_HEIGHT * scale },
    frameSeen: true,
    pixelPerfect: true,
  };
}

/**
 * The part of the game the reader needs in the picture (game pixels): the six columns at
 * their tallest and the button edges. The rest of the game (its black border) may hang off
 * the picture, as a game window partly off the screen does.
 */
const NEEDED = { left: 236, top: 140, right: 752, bottom: 536 };

/** Whether the part of the game the reader needs is inside the picture. */
function fitsIn(shot: Screenshot, k: number, ox: number, oy: number): boolean {
  return (
    ox + NEEDED.left * k >= 0 &&
    oy + NEEDED.top * k >= 0 &&
    ox + NEEDED.right * k <= shot.width &&
    oy + NEEDED.bottom * k <= shot.height
  );
}

/**
 * Share of the button edge checks that hold for a game at scale k and origin (x, y): the
 * edge rows lit, two rows above and below them dark. 0 when the game would not fit.
 */
export function buttonScore(shot: Screenshot, k: number, ox: number, oy: number): number {
  if (!fitsIn(shot, k, ox, oy)) return 0;
  const h = k >> 1;
  let good = 0;
  let total = 0;
  for (const row of BUTTON_EDGE_ROWS) {
    for (const [from, to] of BUTTON_EDGE_SPANS) {
      for (let gx = from + 2; gx <= to - 2; gx += 5) {
        const x = ox + gx * k + h;
        if (litAt(shot, x, oy + row * k + h)) good++;
        if (!litAt(shot, x, oy + (row - 2) * k + h)) good++;
        if (!litAt(shot, x, oy + (row + 2) * k + h)) good++;
        total += 3;
      }
    }
  }
  return good / total;
}

export interface Edges {
  rises: Segment[];
  falls: Map<number, Segment[]>;
}

/**
 * Vertical runs of rising (dark→lit) and falling (lit→dark) edges over every `rowStep`-th
 * row, kept when they span at least `minSamples` of those rows.
 */
export function scanEdges(shot: Screenshot, rowStep = ROW_STEP, minSamples = MIN_SAMPLES): Edges {
  const { width, height } = shot;
  const lit = new Uint8Array(width);
  const riseRun = new Int32Array(width);
  const riseTop = new Int32Array(width);
  const fallRun = new Int32Array(width);
  const fallTop = new Int32Array(width);
  const rises: Segment[] = [];
  const falls = new Map<number, Segment[]>();
  const addFall = (segment: Segment): void => {
    const list = falls.get(segment.x);
    if (list) list.push(segment);
    else falls.set(segment.x, [segment]);
  };
  let lastY = 0;
  for (let y = 0; y < height; y += rowStep) {
    litRow(shot, y, lit);
    for (let x = 1; x < width; x++) {
      const edge = lit[x] - lit[x - 1];
      if (edge === 1) {
        if (riseRun[x] === 0) riseTop[x] = y;
        riseRun[x]++;
      } else if (riseRun[x] !== 0) {
        if (riseRun[x] >= minSamples) rises.push({ x, top: riseTop[x], bottom: y - rowStep });
        riseRun[x] = 0;
      }
      if (edge === -1) {
        if (fallRun[x] === 0) fallTop[x] = y;
        fallRun[x]++;
      } else if (fallRun[x] !== 0) {
        if (fallRun[x] >= minSamples) addFall({ x, top: fallTop[x], bottom: y - rowStep });
        fallRun[x] = 0;
      }
    }
    lastY = y;
  }
  for (let x = 1; x < width; x++) {
    if (riseRun[x] >= minSamples) rises.push({ x, top: riseTop[x], bottom: lastY });
    if (fallRun[x] >= minSamples) addFall({ x, top: fallTop[x], bottom: lastY });
  }
  return { rises, falls };
}

/** Only the runs spanning at least `minSamples` sampled rows. */
export function longEdges(edges: Edges, minSamples = MIN_SAMPLES, rowStep = ROW_STEP): Edges {
  const long = (segment: Segment) => segment.bottom - segment.top >= (minSamples - 1) * rowStep;
  const falls = new Map<number, Segment[]>();
  for (const [x, list] of edges.falls) {
    const kept = list.filter(long);
    if (kept.length) falls.set(x, kept);
  }
  return { rises: edges.rises.filter(long), falls };
}

interface Candidate {
  scale: number;
  x: number;
  y: number;
  score: number;
  fits: boolean;
}

/**
 * Finds the game, or throws a `VisionError` saying what was searched ('no-game') or that
 * the game is cut off by the picture's edge ('cropped').
 */
export function findGame(shot: Screenshot, options: FindOptions = {}, edges?: Edges): GameLocation {
  checkScreenshot(shot);
  const { hint } = options;
  if (
    hint &&
    Number.isInteger(hint.scale) &&
    Number.isInteger(hint.origin.x) &&
    Number.isInteger(hint.origin.y) &&
    buttonScore(shot, hint.scale, hint.origin.x, hint.origin.y) >= BUTTON_PASS
  ) {
    return locationAt(hint.scale, hint.origin.x, hint.origin.y);
  }
  const maxScale = options.maxScale ?? 8;
  const { rises, falls } = edges ?? scanEdges(shot);
  const candidates = new Map<string, Candidate>();
  let columnsSeen = 0;
  for (const rise of rises) {
    for (let k = 1; k <= maxScale; k++) {
      const partners = falls.get(rise.x + CARD_WIDTH * k);
      if (!partners) continue;
      const lineLength = (SIDE_BOTTOM - SIDE_TOP + 1) * k;
      if (rise.bottom - rise.top + ROW_STEP < lineLength - ROW_STEP) continue;
      const partner = partners.find(
        (fall) =>
          Math.min(fall.bottom, rise.bottom) - Math.max(fall.top, rise.top) >=
          lineLength - 3 * ROW_STEP,
      );
      if (!partner) continue;
      // The sampled rows only bracket the line's top: walk up to its first lit pixel.
      let top = rise.top;
      while (top > 0 && litAt(shot, rise.x, top - 1)) top--;
      const cardTop = top - SIDE_TOP * k;
      columnsSeen++;
      for (let c = 0; c < 6; c++) {
        const x = rise.x - (COLUMN_X + COLUMN_PITCH * c) * k;
        const y = cardTop - CARD_Y * k;
        const key = `${k},${x},${y}`;
        if (candidates.has(key)) continue;
        const fits = fitsIn(shot, k, x, y);
        candidates.set(key, { scale: k, x, y, fits, score: fits ? buttonScore(shot, k, x, y) : 0 });
      }
    }
  }
  let best: Candidate | undefined;
  for (const candidate of candidates.values()) {
    if (candidate.score >= BUTTON_PASS && (!best || candidate.score > best.score)) best = candidate;
  }
  if (best) return locationAt(best.scale, best.x, best.y);

  const searched = `searched the whole ${shot.width}×${shot.height} picture at scales 1-${maxScale}`;
  if (columnsSeen === 0) {
    throw new VisionError(
      'no-game',
      `no MOLEK-SYNTEZ board found: ${searched} for card columns (two vertical side lines 71 px × scale apart) and found none`,
    );
  }
  const all = [...candidates.values()];
  if (all.length > 0 && all.every((candidate) => !candidate.fits)) {
    const k = all[0].scale;
    throw new VisionError(
      'cropped',
      `no MOLEK-SYNTEZ board found: card columns seen at scale ${k}, but the game (${GAME_WIDTH * k}×${GAME_HEIGHT * k} at that scale) is cut off by the edge of the ${shot.width}×${shot.height} picture wherever those columns could belong`,
    );
  }
  throw new VisionError(
    'no-game',
    `no MOLEK-SYNTEZ board found: ${searched}; card columns were seen but the NEW GAME and SHOW INSTRUCTIONS buttons were not below them where the game draws them (is the game cropped or covered?)`,
  );
}
