/**
 * The desktop as automation sees it: grab pixels, read and move the pointer, press and
 * release the left button. The run loop only talks to this interface, so its tests can use a
 * fake desktop; `openNutDesktop` is the real one, a thin layer over @nut-tree-fork/nut-js.
 */
import type { Screenshot } from '../vision/screenshot';

export interface Point {
  x: number;
  y: number;
}

/** A rectangle of the screen, in screen pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Desktop {
  /** The screen's size in pixels. */
  size(): Promise<{ width: number; height: number }>;
  /** The whole screen, or the part `region` covers (clipped to the screen by the caller). */
  capture(region?: Rect): Promise<Screenshot>;
  pointer(): Promise<Point>;
  moveTo(point: Point): Promise<void>;
  press(): Promise<void>;
  release(): Promise<void>;
  /** Lets go of native resources; the desktop is not used afterwards. */
  close(): Promise<void>;
}

/** The real desktop through nut-js. Loaded lazily: nut-js opens the display when loaded. */
export async function openNutDesktop(): Promise<Desktop> {
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    throw new Error('no display to automate: DISPLAY is not set');
  }
  // A CommonJS package: under Node's ESM loader its exports may sit on `default`.
  type Nut = typeof import('@nut-tree-fork/nut-js');
  const imported = (await import('@nut-tree-fork/nut-js')) as unknown as Nut & { default?: Nut };
  const nut: Nut = imported.default ?? imported;
  const { screen, mouse, Point: NutPoint, Region, Button } = nut;
  // The loop paces every step itself; nut-js must not add its own pauses or glide.
  mouse.config.autoDelayMs = 0;
  mouse.config.mouseSpeed = 1_000_000;

  return {
    async size() {
      return { width: await screen.width(), height: await screen.height() };
    },
    async capture(region) {
      const image = region
        ? await screen.grabRegion(new Region(region.x, region.y, region.width, region.height))
        : await screen.grab();
      const { width, height } = image;
      const channels = image.channels as 1 | 3 | 4;
      const rowBytes = width * channels;
      let data: Uint8Array = image.data;
      // Some grabs pad their rows; the vision format has none.
      if (image.byteWidth !== rowBytes) {
        const packed = new Uint8Array(rowBytes * height);
        for (let y = 0; y < height; y++) {
          packed.set(
            image.data.subarray(y * image.byteWidth, y * image.byteWidth + rowBytes),
            y * rowBytes,
          );
        }
        data = packed;
      }
      // nut-js ColorMode.BGR is 0: its grabs come straight from the screen as BGRA.
      return { width, height, channels, data, order: image.colorMode === 0 ? 'bgra' : 'rgba' };
    },
    async pointer() {
      const p = await mouse.getPosition();
      return { x: p.x, y: p.y };
    },
    async moveTo(point) {
      await mouse.setPosition(new NutPoint(Math.round(point.x), Math.round(point.y)));
    },
    async press() {
      await mouse.pressButton(Button.LEFT);
    },
    async release() {
      await mouse.releaseButton(Button.LEFT);
    },
    async close() {},
  };
}
