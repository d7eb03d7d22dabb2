/**
 * Composes MOLEK-SYNTEZ screenshots for tests and benchmarks from the game's real card
 * images in ../shared/molek (test material, read at run time, never copied into the
 * project): any board, at scale k, anywhere on a screen of any size, in a letterboxed
 * window, over a busy desktop, as RGBA / BGRA / RGB / grey / 1-bit pixels, with the mouse
 * pointer wherever a test wants it.
 *
 * The game's backdrop (buttons, win counter, the corner icon) is the real 1× screenshot with
 * its cards and pointer wiped; cards are then drawn where the game draws them (card
 * top-left at (240 + 82·c, 145 + 16·r), rows 0 up, each over the one before).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Board, Rank } from '../../src-shared/molek/cards';
import { isLocked } from '../../src-shared/molek/rules';
import type { Screenshot } from '../../src-main/vision/screenshot';

/** The repository root: the nearest folder up from here holding package.json. */
function repoRoot(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${__dirname}`);
    dir = up;
  }
  return dir;
}

/** `../shared/molek` next to the checkout. */
export function sharedMolekDir(): string {
  return path.resolve(repoRoot(), '..', 'shared', 'molek');
}

interface Picture {
  width: number;
  height: number;
  /** RGBA */
  data: Uint8Array;
}

export interface Material {
  /** `${suit}/${rank}` or `face/${rank}`, plus `_cheat` / `_glitch` variants. */
  cards: Map<string, Picture>;
  empty: Picture;
  locked: Picture;
  winBanner: Picture;
  /** The real 1× screenshot with cards and pointer wiped: 960×540 grey. */
  backdrop: Uint8Array;
  /** The mouse pointer cut from the real screenshot: grey levels, and 0 where it is not. */
  pointer: { width: number; height: number; grey: Uint8Array; mask: Uint8Array };
}

const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const FILE_RANK: Record<Rank, string> = {
  6: '6',
  7: '7',
  8: '8',
  9: '9',
  10: '10',
  11: 'V',
  12: 'D',
  13: 'K',
  14: 'T',
};

async function loadPicture(file: string): Promise<Picture> {
  const { data, info } = await sharp(file)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

let cached: Promise<Material> | undefined;

/** Loads the card images and the real screenshot once per process. */
export function loadMaterial(dir = sharedMolekDir()): Promise<Material> {
  cached ??= (async () => {
    if (!existsSync(dir)) {
      throw new Error(`${dir} is missing: the MOLEK-SYNTEZ test material lives in ../shared/molek`);
    }
    const cards = new Map<string, Picture>();
    for (const rank of [6, 7, 8, 9, 10, 11, 12, 13, 14] as Rank[]) {
      const name = FILE_RANK[rank];
      const folders = rank <= 10 ? SUITS : (['face'] as const);
      const variants = rank <= 10 ? ['', '_cheat'] : ['', '_cheat', '_glitch'];
      for (const folder of folders) {
        for (const variant of variants) {
          cards.set(
            `${folder}/${name}${variant}`,
            await loadPicture(path.join(dir, 'cards', folder, `${name}${variant}.png`)),
          );
        }
      }
    }
    const shot = await sharp(path.join(dir, 'screenshots', 'full-1x.png'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const backdrop = new Uint8Array(shot.data);
    const W = 960;
    // The pointer in the real screenshot: its tip at (786, 384), 12×19.
    const pw = 12;
    const ph = 19;
    const grey = new Uint8Array(pw * ph);
    const mask = new Uint8Array(pw * ph);
    for (let y = 0; y < ph; y++) {
      let first = -1;
      let last = -1;
      for (let x = 0; x < pw; x++) {
        if (backdrop[(384 + y) * W + 786 + x] >= 128) {
          if (first < 0) first = x;
          last = x;
        }
      }
      // Inside its white outline the pointer is black: everything between the row's first
      // and last lit pixel belongs to it.
      for (let x = first; x >= 0 && x <= last; x++) {
        grey[y * pw + x] = backdrop[(384 + y) * W + 786 + x];
        mask[y * pw + x] = 1;
      }
    }
    const wipe = (x0: number, y0: number, x1: number, y1: number): void => {
      for (let y = y0; y < y1; y++) backdrop.fill(0, y * W + x0, y * W + x1);
    };
    wipe(230, 135, 730, 490); // the cards
    wipe(770, 375, 810, 410); // the pointer
    return {
      cards,
      empty: await loadPicture(path.join(dir, 'misc', 'empty_tableau.png')),
      locked: await loadPicture(path.join(dir, 'misc', 'locked_tableau.png')),
      winBanner: await loadPicture(path.join(dir, 'misc', 'win_banner.png')),
      backdrop,
      pointer: { width: pw, height: ph, grey, mask },
    };
  })();
  return cached;
}

export type PixelFormat = 'rgba' | 'bgra' | 'rgb' | 'grey' | '1bit';

export interface ComposeOptions {
  board: Board;
  /** Scale of the game (default 1). */
  scale?: number;
  /** Screen size (default: just the game). */
  screen?: { width: number; height: number };
  /** The game picture's top-left on the screen (default: centred in the window). */
  origin?: { x: number; y: number };
  /** The game window, black where the game does not fill it (default: the game itself). */
  window?: { x: number; y: number; width: number; height: number };
  /**
   * What lies around the window: 'black'; a 'plain' blue-grey wallpaper; or a colourful,
   * noisy 'desktop' with window frames (the noise makes its PNG large and slow to decode).
   */
  desktop?: 'black' | 'plain' | 'desktop';
  format?: PixelFormat;
  /** The mouse pointer's tip on the screen. */
  pointer?: { x: number; y: number; scale?: number };
  /** Picks suits for the 6-10 cards (default 1). */
  seed?: number;
  /** Cards drawn with their `_glitch` image (face cards only). */
  glitch?: Array<{ column: number; row: number }>;
  /** Locked columns as the locked outline (default) or as their nine cards. */
  lockedAs?: 'outline' | 'cards';
  /** Draw the win banner with its top-left at this 1× game position. */
  winBanner?: { x: number; y: number };
  /** Runs after the game is drawn at 1× (960×540 RGBA), to paint over it. */
  paint?: (game: Uint8Array) => void;
}

/** Alpha-draws an RGBA picture onto the 960×540 RGBA game at (x, y). */
function draw(game: Uint8Array, picture: Picture, x: number, y: number): void {
  for (let py = 0; py < picture.height; py++) {
    const gy = y + py;
    if (gy < 0 || gy >= 540) continue;
    for (let px = 0; px < picture.width; px++) {
      const gx = x + px;
      if (gx < 0 || gx >= 960) continue;
      const s = (py * picture.width + px) * 4;
      const a = picture.data[s + 3];
      if (a === 0) continue;
      const d = (gy * 960 + gx) * 4;
      for (let ch = 0; ch < 3; ch++) {
        game[d + ch] = Math.round((picture.data[s + ch] * a + game[d + ch] * (255 - a)) / 255);
      }
    }
  }
}

/** A small deterministic generator for suits and desktop noise (not the game's Lehmer). */
function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The game at 1×, as 960×540 RGBA. */
export function composeGame(material: Material, options: ComposeOptions): Uint8Array {
  const game = new Uint8Array(960 * 540 * 4);
  for (let i = 0; i < 960 * 540; i++) {
    const v = material.backdrop[i];
    game[i * 4] = v;
    game[i * 4 + 1] = v;
    game[i * 4 + 2] = v;
    game[i * 4 + 3] = 255;
  }
  const random = mulberry(options.seed ?? 1);
  const suitsLeft = new Map<Rank, string[]>();
  const suitFor = (rank: Rank): string => {
    if (rank > 10) return 'face';
    let left = suitsLeft.get(rank);
    if (!left || left.length === 0) {
      left = [...SUITS].sort(() => random() - 0.5);
      suitsLeft.set(rank, left);
    }
    return left.pop()!;
  };
  options.board.columns.forEach((column, c) => {
    const x = 240 + 82 * c;
    if (column.cards.length === 0) {
      draw(game, material.empty, x, 145);
      return;
    }
    if (isLocked(column) && (options.lockedAs ?? 'outline') === 'outline') {
      draw(game, material.locked, x, 145);
      return;
    }
    column.cards.forEach((rank, row) => {
      const suit = suitFor(rank);
      const cheated = column.cheated && row === column.cards.length - 1;
      const glitch = options.glitch?.some((g) => g.column === c && g.row === row);
      const variant = glitch ? '_glitch' : cheated ? '_cheat' : '';
      const picture = material.cards.get(`${suit}/${FILE_RANK[rank]}${variant}`);
      if (!picture) throw new Error(`no card image ${suit}/${FILE_RANK[rank]}${variant}`);
      // The wider cheat images (73×97) are centred on the card's place.
      const dx = (picture.width - 71) / 2;
      const dy = (picture.height - 95) / 2;
      draw(game, picture, x - dx, 145 + 16 * row - dy);
    });
  });
  if (options.winBanner) draw(game, material.winBanner, options.winBanner.x, options.winBanner.y);
  options.paint?.(game);
  return game;
}

/** The screen around the game: desktop, then the game window's black letterbox. RGB. */
function screenBackground(
  options: ComposeOptions,
  width: number,
  height: number,
  window: { x: number; y: number; width: number; height: number },
  k: number,
): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  if (options.desktop === 'plain') {
    for (let i = 0; i < width * height * 3; i += 3) {
      rgb[i] = 58;
      rgb[i + 1] = 80;
      rgb[i + 2] = 104;
    }
  }
  if (options.desktop === 'desktop') {
    // A colourful desktop with noise and a few window frames: long straight lines the
    // search must not take for card columns.
    const random = mulberry(7);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const n = random() * 40;
        rgb[i] = (x * 97) / width + 40 + n;
        rgb[i + 1] = (y * 120) / height + 60 + n;
        rgb[i + 2] = 170 - (x * 60) / width + n;
      }
    }
    const frame = (fx: number, fy: number, fw: number, fh: number, v: number): void => {
      for (let y = fy; y < fy + fh && y < height; y++) {
        for (let x = fx; x < fx + fw && x < width; x++) {
          const edge = y === fy || y === fy + fh - 1 || x === fx || x === fx + fw - 1;
          const i = (y * width + x) * 3;
          const value = edge ? 255 : v;
          rgb[i] = value;
          rgb[i + 1] = value;
          rgb[i + 2] = value;
        }
      }
    };
    frame(Math.floor(width * 0.05), Math.floor(height * 0.1), 300, 200, 30);
    frame(Math.floor(width * 0.6), Math.floor(height * 0.55), Math.round(71 * k) + 1, 200, 10);
  }
  // The window: black letterbox around the game.
  for (let y = Math.max(0, window.y); y < Math.min(height, window.y + window.height); y++) {
    rgb.fill(
      0,
      (y * width + Math.max(0, window.x)) * 3,
      (y * width + Math.min(width, window.x + window.width)) * 3,
    );
  }
  return rgb;
}

/** Draws the mouse pointer (at screen resolution, as the desktop draws it) onto RGB pixels. */
function drawPointer(
  material: Material,
  rgb: Uint8Array,
  width: number,
  height: number,
  tip: { x: number; y: number; scale?: number },
): void {
  const { pointer } = material;
  const ps = tip.scale ?? 1;
  for (let py = 0; py < pointer.height * ps; py++) {
    for (let px = 0; px < pointer.width * ps; px++) {
      const m = Math.floor(py / ps) * pointer.width + Math.floor(px / ps);
      if (!pointer.mask[m]) continue;
      const x = tip.x + px;
      const y = tip.y + py;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const i = (y * width + x) * 3;
      rgb[i] = rgb[i + 1] = rgb[i + 2] = pointer.grey[m];
    }
  }
}

/** A whole screenshot, as the options describe. */
export function composeScreenshot(material: Material, options: ComposeOptions): Screenshot {
  const k = options.scale ?? 1;
  const screen = options.screen ?? { width: 960 * k, height: 540 * k };
  const window = options.window ?? {
    x: options.origin?.x ?? 0,
    y: options.origin?.y ?? 0,
    width: 960 * k,
    height: 540 * k,
  };
  const origin = options.origin ?? {
    x: window.x + Math.floor((window.width - 960 * k) / 2),
    y: window.y + Math.floor((window.height - 540 * k) / 2),
  };
  const { width, height } = screen;
  const rgb = screenBackground(options, width, height, window, k);
  const game = composeGame(material, options);
  // Scale each game row once, then copy it to the other k - 1 screen rows.
  const x0 = Math.max(0, origin.x);
  const x1 = Math.min(width, origin.x + 960 * k);
  for (let gy = 0; gy < 540; gy++) {
    const first = origin.y + gy * k;
    let written = -1;
    for (let sy = 0; sy < k; sy++) {
      const y = first + sy;
      if (y < 0 || y >= height) continue;
      if (written < 0) {
        for (let x = x0; x < x1; x++) {
          const g = (gy * 960 + Math.floor((x - origin.x) / k)) * 4;
          const i = (y * width + x) * 3;
          rgb[i] = game[g];
          rgb[i + 1] = game[g + 1];
          rgb[i + 2] = game[g + 2];
        }
        written = y;
      } else {
        rgb.copyWithin(
          (y * width + x0) * 3,
          (written * width + x0) * 3,
          (written * width + x1) * 3,
        );
      }
    }
  }
  if (options.pointer) drawPointer(material, rgb, width, height, options.pointer);
  return convert(rgb, width, height, options.format ?? 'rgba');
}

/** sharp's resize kernels: how a game stretched by a fractional scale is smoothed. */
export type ResizeFilter = 'nearest' | 'linear' | 'cubic' | 'mitchell' | 'lanczos2' | 'lanczos3';

export interface ScaledComposeOptions extends Omit<ComposeOptions, 'scale'> {
  /** Any scale, e.g. 1.4229: the game is resized to round(960·scale) × round(540·scale). */
  scale: number;
  /** The resize kernel (default 'linear', i.e. bilinear). */
  filter?: ResizeFilter;
  /** Save the screenshot as a JPEG of this quality and decode it again. */
  jpeg?: number;
  /** Cut this part out of the screenshot (after the JPEG round trip, if any). */
  crop?: { x: number; y: number; width: number; height: number };
}

export interface ScaledShot {
  shot: Screenshot;
  /** The game picture's size on the screen and where its top-left is (in the crop, if any). */
  size: { width: number; height: number };
  origin: { x: number; y: number };
}

/**
 * A screenshot of the game at any scale: drawn at 1×, resized by sharp with a smoothing
 * kernel (the way a game with pixel-perfect mode off, or a scaled desktop, stretches it),
 * placed on the screen, optionally saved as JPEG and cropped.
 */
export async function composeScaled(
  material: Material,
  options: ScaledComposeOptions,
): Promise<ScaledShot> {
  const s = options.scale;
  const size = { width: Math.round(960 * s), height: Math.round(540 * s) };
  const screen = options.screen ?? size;
  const window = options.window ?? {
    x: options.origin?.x ?? 0,
    y: options.origin?.y ?? 0,
    ...size,
  };
  const origin = options.origin ?? {
    x: window.x + Math.floor((window.width - size.width) / 2),
    y: window.y + Math.floor((window.height - size.height) / 2),
  };
  const { width, height } = screen;
  const rgb = screenBackground(options, width, height, window, s);
  const game = composeGame(material, { ...options, scale: 1 });
  const scaled = await sharp(game, { raw: { width: 960, height: 540, channels: 4 } })
    .removeAlpha()
    .resize(size.width, size.height, { kernel: options.filter ?? 'linear', fit: 'fill' })
    .raw()
    .toBuffer();
  for (let gy = 0; gy < size.height; gy++) {
    const y = origin.y + gy;
    if (y < 0 || y >= height) continue;
    for (let gx = 0; gx < size.width; gx++) {
      const x = origin.x + gx;
      if (x < 0 || x >= width) continue;
      const g = (gy * size.width + gx) * 3;
      const i = (y * width + x) * 3;
      rgb[i] = scaled[g];
      rgb[i + 1] = scaled[g + 1];
      rgb[i + 2] = scaled[g + 2];
    }
  }
  if (options.pointer) drawPointer(material, rgb, width, height, options.pointer);
  let shot = convert(rgb, width, height, options.format ?? 'rgb');
  if (options.jpeg !== undefined) {
    const bytes = await sharp(shot.data, { raw: { width, height, channels: shot.channels } })
      .jpeg({ quality: options.jpeg })
      .toBuffer();
    const decoded = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    shot = {
      width,
      height,
      channels: decoded.info.channels as 1 | 3 | 4,
      data: new Uint8Array(decoded.data),
      order: 'rgba',
    };
  }
  let at = origin;
  if (options.crop) {
    const c = options.crop;
    const data = new Uint8Array(c.width * c.height * shot.channels);
    const row = c.width * shot.channels;
    for (let y = 0; y < c.height; y++) {
      const from = ((c.y + y) * width + c.x) * shot.channels;
      data.set(shot.data.subarray(from, from + row), y * row);
    }
    shot = { ...shot, width: c.width, height: c.height, data };
    at = { x: origin.x - c.x, y: origin.y - c.y };
  }
  return { shot, size, origin: at };
}

/** A copy of a composed screenshot with the mouse pointer's tip at (x, y), drawn at 1×. */
export function withPointer(
  material: Material,
  shot: Screenshot,
  tip: { x: number; y: number },
): Screenshot {
  const { pointer } = material;
  const data = new Uint8Array(shot.data);
  const { width, height, channels } = shot;
  for (let py = 0; py < pointer.height; py++) {
    for (let px = 0; px < pointer.width; px++) {
      const m = py * pointer.width + px;
      const x = tip.x + px;
      const y = tip.y + py;
      if (!pointer.mask[m] || x < 0 || y < 0 || x >= width || y >= height) continue;
      const i = (y * width + x) * channels;
      data.fill(pointer.grey[m], i, i + Math.min(channels, 3));
    }
  }
  return { ...shot, data };
}

function convert(rgb: Uint8Array, width: number, height: number, format: PixelFormat): Screenshot {
  const n = width * height;
  if (format === 'rgb') return { width, height, channels: 3, data: rgb, order: 'rgba' };
  if (format === 'grey' || format === '1bit') {
    const data = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const v = (rgb[i * 3] * 77 + rgb[i * 3 + 1] * 150 + rgb[i * 3 + 2] * 29) >> 8;
      data[i] = format === '1bit' ? (v >= 128 ? 255 : 0) : v;
    }
    return { width, height, channels: 1, data };
  }
  const data = new Uint8Array(n * 4);
  const [r, b] = format === 'bgra' ? [2, 0] : [0, 2];
  for (let i = 0; i < n; i++) {
    data[i * 4 + r] = rgb[i * 3];
    data[i * 4 + 1] = rgb[i * 3 + 1];
    data[i * 4 + b] = rgb[i * 3 + 2];
    data[i * 4 + 3] = 255;
  }
  return { width, height, channels: 4, data, order: format === 'bgra' ? 'bgra' : 'rgba' };
}

/** PNG bytes of a composed screenshot (1-bit pictures as a 2-colour palette PNG). */
export async function encodePng(shot: Screenshot, oneBit = false): Promise<Buffer> {
  let { data } = shot;
  if (shot.order === 'bgra') {
    data = new Uint8Array(data);
    for (let i = 0; i < data.length; i += 4) {
      const b = data[i];
      data[i] = data[i + 2];
      data[i + 2] = b;
    }
  }
  const image = sharp(data, {
    raw: { width: shot.width, height: shot.height, channels: shot.channels },
  });
  return oneBit
    ? image.png({ palette: true, colours: 2, compressionLevel: 6 }).toBuffer()
    : image.png({ compressionLevel: 6 }).toBuffer();
}
