/**
 * How the run loop looks at the screen (src-main/screen-play/eyes.ts) with the real vision,
 * on screens composed from the game's card images: a game hanging off the screen's edge,
 * later looks that grab only what vision reads, and losing the game.
 */
import { describe, expect, it } from 'vitest';
import type { Desktop, Rect } from '../../src-main/screen-play/desktop';
import { Eyes, padShot } from '../../src-main/screen-play/eyes';
import { visionForAutomation } from '../../src-main/screen-play/vision';
import type { Screenshot } from '../../src-main/vision/screenshot';
import { formatBoard, parseBoard } from '../../src-shared/molek/notation';
import { composeScreenshot, loadMaterial } from '../support/molek-compose';

const BOARD = '668DV09.8K9T776.T8006T.K.708V9T7!KK9DDDVV!';

function crop(shot: Screenshot, r: Rect): Screenshot {
  const { channels } = shot;
  const data = new Uint8Array(r.width * r.height * channels);
  for (let y = 0; y < r.height; y++) {
    const from = ((r.y + y) * shot.width + r.x) * channels;
    data.set(shot.data.subarray(from, from + r.width * channels), y * r.width * channels);
  }
  return { width: r.width, height: r.height, channels, data, order: shot.order };
}

/** A desktop that shows a fixed picture and records what was grabbed. */
function screenOf(shot: Screenshot) {
  const grabs: Array<Rect | 'screen'> = [];
  const desktop: Desktop = {
    size: async () => ({ width: shot.width, height: shot.height }),
    capture: async (region) => {
      grabs.push(region ?? 'screen');
      return region ? crop(shot, region) : shot;
    },
    pointer: async () => ({ x: 0, y: 0 }),
    moveTo: async () => {},
    press: async () => {},
    release: async () => {},
    close: async () => {},
  };
  return { desktop, grabs };
}

describe('looking at the game', () => {
  it('finds a 2× game whose border hangs off a 1920×1080 screen, then grabs only what it reads', async () => {
    const material = await loadMaterial();
    const shot = composeScreenshot(material, {
      board: parseBoard(BOARD),
      scale: 2,
      screen: { width: 1920, height: 1080 },
      origin: { x: 104, y: 12 },
      format: 'bgra',
    });
    const { desktop, grabs } = screenOf(shot);
    const eyes = new Eyes(desktop, visionForAutomation());
    const first = await eyes.look();
    expect(first.problem).toBeNull();
    expect(first.place).toEqual({ scale: 2, origin: { x: 104, y: 12 } });
    expect(formatBoard(first.board!)).toBe(BOARD);
    // Read on the screen itself: vision needs only the cards and the buttons on it.
    expect(first.offset).toEqual({ x: 0, y: 0 });
    const second = await eyes.look();
    expect(second.place).toEqual({ scale: 2, origin: { x: 104, y: 12 } });
    expect(second.offset).toEqual({ x: 104, y: 12 });
    expect([second.shot.width, second.shot.height]).toEqual([1920, 1080]);
    expect(grabs).toEqual([
      'screen',
      // Game pixels x 236-751, y 140-535 at 2×, from (104, 12), clipped to the screen.
      { x: 104 + 472, y: 12 + 280, width: 1032, height: 1080 - 292 },
    ]);
    expect(formatBoard(second.board!)).toBe(BOARD);
  });

  it('reports a game it cannot find, and finds it again after it moved', async () => {
    const material = await loadMaterial();
    const at = (x: number, y: number) =>
      composeScreenshot(material, {
        board: parseBoard(BOARD),
        screen: { width: 1400, height: 800 },
        origin: { x, y },
        desktop: 'plain',
      });
    let shown = at(40, 30);
    const desktop: Desktop = {
      ...screenOf(shown).desktop,
      capture: async (region) => (region ? crop(shown, region) : shown),
    };
    const eyes = new Eyes(desktop, visionForAutomation());
    expect((await eyes.look()).place).toEqual({ scale: 1, origin: { x: 40, y: 30 } });
    shown = at(400, 200);
    const moved = await eyes.look();
    expect(moved.place).toEqual({ scale: 1, origin: { x: 400, y: 200 } });
    expect(moved.offset).toEqual({ x: 0, y: 0 });
    shown = { ...shown, data: new Uint8Array(shown.data.length) };
    const gone = await eyes.look();
    expect(gone.board).toBeNull();
    expect(gone.lost).toBe(true);
    expect(gone.problem).toMatch(/^no MOLEK-SYNTEZ board found/);
  });

  it('pads a picture onto black at an offset', () => {
    const shot: Screenshot = { width: 2, height: 1, channels: 1, data: Uint8Array.from([7, 9]) };
    expect(Array.from(padShot(shot, 1, 1, 4, 3).data)).toEqual([
      0, 0, 0, 0, 0, 7, 9, 0, 0, 0, 0, 0,
    ]);
  });
});
