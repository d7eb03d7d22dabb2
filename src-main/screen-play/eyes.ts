/**
 * Looking at the game: capture the screen, find the game, read its board.
 *
 * The first look grabs the whole screen. Once the game is found, later looks grab only the
 * part of the game's picture vision reads (about 40% of it, a fraction of the screen) and
 * vision checks the known place first. A game window may hang partly off the screen (a 2× game fills a 1080p screen, so
 * anywhere but the corner some of its black border is off-screen): the part on screen is
 * placed on a black canvas of the game's full size, which is what the game would show.
 */
import type { Board } from '../../src-shared/molek/cards';
import { GAME_HEIGHT, GAME_WIDTH } from '../vision/geometry';
import type { Screenshot } from '../vision/screenshot';
import type { Desktop, Point, Rect } from './desktop';

/**
 * The part of the game picture vision reads (game pixels, a few pixels of margin): the six
 * columns at their tallest (x 240-710, y 145-463) and the button edges (x 398-747, rows
 * 502-531) that confirm where the game is.
 */
const READ_AREA = { x: 236, y: 140, width: 516, height: 396 };

/** Where the game is on the screen. */
export interface GamePlace {
  scale: number;
  /** The screen position of the game picture's top-left corner (may be off-screen). */
  origin: Point;
}

/** What vision made of a picture: the board and where the game is in that picture. */
export interface VisionResult {
  board: Board;
  scale: number;
  origin: Point;
  /** Vision's full answer (cards, boxes, confidence) for overlays; passed through untouched. */
  detail: unknown;
}

/**
 * Reads a picture. Throws when it shows no readable board: `message` says why, and `kind`
 * (as vision's VisionError has it) is 'no-game' or 'cropped' when no game was found at all.
 * `hint` is where the game was last time, in the picture's coordinates.
 */
export type VisionFn = (shot: Screenshot, hint?: GamePlace) => VisionResult;

/** One look at the screen. */
export interface Look {
  /**
   * The picture vision read: the whole screen, or the game's picture (black where it was
   * not grabbed or is off-screen). Vision's boxes in `detail` are in its pixels.
   */
  shot: Screenshot;
  /** Screen position of the picture's top-left pixel (negative when it starts off-screen). */
  offset: Point;
  /** The board read, or null with `problem` saying why not. */
  board: Board | null;
  place: GamePlace | null;
  problem: string | null;
  /** Vision's full answer when a board was read. */
  detail: unknown;
  /**
   * True when the game was not found at all (vision's error of kind 'no-game' or 'cropped'),
   * rather than found but unreadable.
   */
  lost: boolean;
  /** How long the grab and the reading took, ms. */
  captureMs: number;
  readMs: number;
}

export class Eyes {
  private place: GamePlace | null = null;
  private screen: { width: number; height: number } | null = null;

  constructor(
    private readonly desktop: Desktop,
    private readonly vision: VisionFn,
  ) {}

  /** Where the game was found last, if anywhere. */
  get gamePlace(): GamePlace | null {
    return this.place;
  }

  async look(): Promise<Look> {
    this.screen ??= await this.desktop.size();
    if (this.place) {
      const look = await this.lookAtGame(this.place);
      if (look.board) return look;
      // The game may have moved or changed scale: look at the whole screen again.
      if (look.lost) this.place = null;
      else return look;
    }
    return this.lookAtScreen();
  }

  private async lookAtScreen(): Promise<Look> {
    const t0 = performance.now();
    let shot = await this.desktop.capture();
    let offset: Point = { x: 0, y: 0 };
    const t1 = performance.now();
    let result = this.tryRead(shot);
    if (!result.ok && result.kind === 'cropped') {
      // Part of the game is off-screen. What vision needs of it (the cards, x 240-747 and
      // y 145-530 of the game, with the button edges) may still be on screen: read the
      // screen on a black canvas with room around it for the rest, at the largest scale
      // for which that much fits on the screen.
      const k = Math.max(1, Math.min(Math.floor(shot.width / 508), Math.floor(shot.height / 386)));
      const pad = { left: 240 * k, top: 145 * k, right: 212 * k, bottom: 10 * k };
      const padded = padShot(
        shot,
        pad.left,
        pad.top,
        shot.width + pad.left + pad.right,
        shot.height + pad.top + pad.bottom,
      );
      const second = this.tryRead(padded);
      if (second.ok) {
        second.result.origin = {
          x: second.result.origin.x - pad.left,
          y: second.result.origin.y - pad.top,
        };
        result = second;
        // Vision's boxes are in the padded picture's pixels: hand that picture on.
        shot = padded;
        offset = { x: -pad.left, y: -pad.top };
      }
    }
    const t2 = performance.now();
    const base = { shot, offset, captureMs: t1 - t0, readMs: t2 - t1 };
    if (!result.ok) {
      const lost = result.kind === 'no-game' || result.kind === 'cropped';
      return { ...base, board: null, place: null, problem: result.problem, detail: null, lost };
    }
    this.place = { scale: result.result.scale, origin: result.result.origin };
    return {
      ...base,
      board: result.result.board,
      place: this.place,
      problem: null,
      detail: result.result.detail,
      lost: false,
    };
  }

  /** Grabs the game's picture only, filling any off-screen part with black. */
  private async lookAtGame(place: GamePlace): Promise<Look> {
    const screen = this.screen!;
    // At a fractional scale the game's corner falls inside a screen pixel: the frame starts
    // at that pixel, and vision is told where in it the game begins.
    const frame: Rect = {
      x: Math.floor(place.origin.x),
      y: Math.floor(place.origin.y),
      width: Math.ceil(place.origin.x + GAME_WIDTH * place.scale) - Math.floor(place.origin.x),
      height: Math.ceil(place.origin.y + GAME_HEIGHT * place.scale) - Math.floor(place.origin.y),
    };
    const inFrame = { x: place.origin.x - frame.x, y: place.origin.y - frame.y };
    // Only the part vision reads is grabbed; the rest of the game picture stays black.
    const k = place.scale;
    const area: Rect = {
      x: frame.x + Math.floor(inFrame.x + READ_AREA.x * k),
      y: frame.y + Math.floor(inFrame.y + READ_AREA.y * k),
      width:
        Math.ceil(inFrame.x + (READ_AREA.x + READ_AREA.width) * k) -
        Math.floor(inFrame.x + READ_AREA.x * k),
      height:
        Math.ceil(inFrame.y + (READ_AREA.y + READ_AREA.height) * k) -
        Math.floor(inFrame.y + READ_AREA.y * k),
    };
    const visible = intersect(area, { x: 0, y: 0, ...screen });
    const t0 = performance.now();
    if (!visible) {
      return {
        shot: { width: 1, height: 1, channels: 1, data: new Uint8Array(1) },
        offset: place.origin,
        board: null,
        place: null,
        problem: 'the game is off the screen',
        lost: true,
        detail: null,
        captureMs: 0,
        readMs: 0,
      };
    }
    const grabbed = await this.desktop.capture(visible);
    const shot = padShot(
      grabbed,
      visible.x - frame.x,
      visible.y - frame.y,
      frame.width,
      frame.height,
    );
    const t1 = performance.now();
    const result = this.tryRead(shot, { scale: place.scale, origin: inFrame });
    const t2 = performance.now();
    const base = { shot, offset: { x: frame.x, y: frame.y }, captureMs: t1 - t0, readMs: t2 - t1 };
    if (!result.ok) {
      const lost = result.kind === 'no-game' || result.kind === 'cropped';
      return { ...base, board: null, place: null, problem: result.problem, detail: null, lost };
    }
    const found = {
      scale: result.result.scale,
      origin: {
        x: frame.x + result.result.origin.x,
        y: frame.y + result.result.origin.y,
      },
    };
    this.place = found;
    return {
      ...base,
      board: result.result.board,
      place: found,
      problem: null,
      detail: result.result.detail,
      lost: false,
    };
  }

  private tryRead(
    shot: Screenshot,
    hint?: GamePlace,
  ): { ok: true; result: VisionResult } | { ok: false; problem: string; kind: string | null } {
    try {
      return { ok: true, result: this.vision(shot, hint) };
    } catch (error) {
      const kind = (error as { kind?: unknown }).kind;
      return {
        ok: false,
        problem: error instanceof Error ? error.message : String(error),
        kind: typeof kind === 'string' ? kind : null,
      };
    }
  }
}

function intersect(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** `shot` placed at (left, top) on a black picture of width × height. */
export function padShot(
  shot: Screenshot,
  left: number,
  top: number,
  width: number,
  height: number,
): Screenshot {
  const { channels } = shot;
  const data = new Uint8Array(width * height * channels);
  const rowBytes = shot.width * channels;
  for (let y = 0; y < shot.height; y++) {
    const ty = y + top;
    if (ty < 0 || ty >= height) continue;
    data.set(shot.data.subarray(y * rowBytes, (y + 1) * rowBytes), (ty * width + left) * channels);
  }
  return { width, height, channels, data, order: shot.order };
}
