/**
 * The on-screen bench, for the screen tests (through test/support/molek-sim.ts) and
 * `npm run bench -- autosolve`: a private Xvfb display, the simulated MOLEK-SYNTEZ window
 * (test/fixtures/molek-sim) opened in Debian's Chromium as an app window on it, and a hand
 * on the mouse.
 *
 * Nothing here skips: a missing Xvfb or Chromium fails with a message saying what to install.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { SimApi, SimDrop, SimPress, SimState } from '../../test/fixtures/molek-sim/contract';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

export const XVFB = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/**
 * The project's folder, found upward from this file, so the bench (bundled into dist/) finds
 * the page and the card images as the tests do.
 */
function projectRoot(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'test', 'fixtures', 'molek-sim', 'sim.ts'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no test/fixtures/molek-sim above ${__dirname}`);
  }
}
export const PROJECT = projectRoot();
const FIXTURE = path.join(PROJECT, 'test', 'fixtures', 'molek-sim');
const CARDS = path.resolve(PROJECT, '..', 'shared', 'molek');

export interface Xvfb {
  /** The DISPLAY value, e.g. `:7`. */
  display: string;
  close(): Promise<void>;
  /**
   * Ends the server a moment after this process has exited, and lets it exit meanwhile. A
   * process that talked to the display through nut-js is ended by the X library (exit code
   * 1) when the server goes away under it, even while it exits.
   */
  closeAfterExit(): void;
}

/** Starts `Xvfb` on a free display number (it picks one and tells us via -displayfd). */
export async function startXvfb(width = 1920, height = 1080): Promise<Xvfb> {
  if (!existsSync(XVFB)) {
    throw new Error(`${XVFB} is missing: install Debian's xvfb package (apt-get install xvfb)`);
  }
  const child = spawn(
    XVFB,
    ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp', '-noreset'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    const fd3 = child.stdio[3] as NodeJS.ReadableStream;
    fd3.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr.trim()}`)));
    setTimeout(() => reject(new Error(`Xvfb did not start in 10 s: ${stderr.trim()}`)), 10_000);
  });
  return {
    display,
    close: () => stopChild(child),
    closeAfterExit() {
      // A small watcher outlives this process: once it is gone, it ends the server.
      const watcher = [
        'const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };',
        `const timer = setInterval(() => { if (!alive(${process.pid})) {`,
        `  try { process.kill(${child.pid}); } catch {}`,
        '  clearInterval(timer);',
        '} }, 100);',
      ].join('\n');
      spawn(process.execPath, ['-e', watcher], { detached: true, stdio: 'ignore' }).unref();
      for (const stream of child.stdio) (stream as { unref?: () => void } | null)?.unref?.();
      child.unref();
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/** The page script, bundled from TypeScript with the project's own rules engine. */
async function bundleSim(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(FIXTURE, 'sim.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export interface SimServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the page, its script, and the real card images straight from ../shared/molek (read
 * there at request time, never copied) on 127.0.0.1.
 */
export async function startSimServer(): Promise<SimServer> {
  const molek = CARDS;
  if (!existsSync(molek)) throw new Error(`the card images are missing: ${molek}`);
  const html = readFileSync(path.join(FIXTURE, 'index.html'));
  const script = await bundleSim();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', html);
    if (url.pathname === '/sim.js') return send(200, 'text/javascript; charset=utf-8', script);
    if (url.pathname.startsWith('/molek/') && url.pathname.endsWith('.png')) {
      const file = path.resolve(molek, decodeURIComponent(url.pathname.slice('/molek/'.length)));
      if (file.startsWith(molek + path.sep) && existsSync(file)) {
        return send(200, 'image/png', readFileSync(file));
      }
    }
    send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type { SimDrop, SimPress, SimState };

export interface SimWindow {
  page: Page;
  /** Where the game's 960×540 picture starts on the screen. */
  origin: { x: number; y: number };
  state(): Promise<SimState>;
  drops(): Promise<SimDrop[]>;
  presses(): Promise<SimPress[]>;
  ignoreNextDrop(): Promise<void>;
  close(): Promise<void>;
}

export interface SimOptions {
  display: string;
  server: SimServer;
  scale: number;
  /** The window's top-left corner on the screen and its size; the game is centred in it. */
  position: { x: number; y: number };
  size: { width: number; height: number };
  /** Deals in order (board notations or `seed:N`), then seeded deals from `seed`. */
  deals?: string[];
  seed?: number;
  /** How long a move, a snap-back or the deal animates (ms; the page's default is 150). */
  animMs?: number;
  /**
   * How long the game ignores presses after each animation, the picture already still (ms):
   * always the same, or drawn afresh each time from a range.
   */
  busyMs?: number | { min: number; max: number };
  /** Stretch the game picture smoothly (any scale, e.g. 1.5), as pixel-perfect mode off does. */
  smooth?: boolean;
}

/** Opens the simulated game as a frameless Chromium app window on the Xvfb display. */
export async function openSimWindow(options: SimOptions): Promise<SimWindow> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium package`);
  }
  const query = new URLSearchParams({ k: String(options.scale) });
  if (options.smooth) query.set('smooth', '1');
  if (options.deals?.length) query.set('deals', options.deals.join(','));
  if (options.seed !== undefined) query.set('seed', String(options.seed));
  if (options.animMs !== undefined) query.set('anim', String(options.animMs));
  const busy = options.busyMs;
  if (typeof busy === 'number') query.set('busy', String(busy));
  else if (busy) query.set('busy', `${busy.min}-${busy.max}`);
  const url = `${options.server.url}?${query}`;
  const profile = mkdtempSync(path.join(tmpdir(), 'molek-sim-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false,
    viewport: null,
    env: { ...process.env, DISPLAY: options.display },
    args: [
      ...CHROMIUM_ARGS,
      // No "unsupported command-line flag" bar above the page: it would shift the game.
      '--test-type',
      '--disable-infobars',
      `--app=${url}`,
      `--window-position=${options.position.x},${options.position.y}`,
      `--window-size=${options.size.width},${options.size.height}`,
    ],
  });
  const page = context.pages()[0] ?? (await context.waitForEvent('page'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.waitForFunction(() => window.__sim?.state().ready === true, undefined, {
    timeout: 20_000,
  });
  // The deal animates: wait until the first deal is on the table.
  await page.waitForFunction(() => !window.__sim.state().animating, undefined, {
    timeout: 10_000,
  });
  const placed = await page.evaluate(() => ({
    screenX: window.screenX,
    screenY: window.screenY,
    origin: window.__sim.state().origin,
  }));
  return {
    page,
    origin: { x: placed.screenX + placed.origin.x, y: placed.screenY + placed.origin.y },
    state: () => page.evaluate(() => window.__sim.state()),
    drops: () => page.evaluate(() => window.__sim.drops.slice()),
    presses: () => page.evaluate(() => window.__sim.presses.slice()),
    ignoreNextDrop: () => page.evaluate(() => window.__sim.ignoreNextDrop()),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (errors.length) throw new Error(`the simulated game threw: ${errors.join('; ')}`);
    },
  };
}

/** A private 1920×1080 Xvfb screen with the simulated game open on it: what every screen test needs. */
export interface SimBench {
  xvfb: Xvfb;
  server: SimServer;
  sim: SimWindow;
  /** Closes the window, the page server and the screen, in that order. */
  close(): Promise<void>;
}

export async function openSimBench(
  options: Omit<SimOptions, 'display' | 'server'>,
): Promise<SimBench> {
  const xvfb = await startXvfb(1920, 1080);
  let server: SimServer | undefined;
  try {
    server = await startSimServer();
    const sim = await openSimWindow({ ...options, display: xvfb.display, server });
    const opened = server;
    return {
      xvfb,
      server: opened,
      sim,
      async close() {
        try {
          await sim.close();
        } finally {
          await opened.close();
          await xvfb.close();
        }
      },
    };
  } catch (error) {
    await server?.close();
    await xvfb.close();
    throw error;
  }
}

declare global {
  interface Window {
    __sim: SimApi;
  }
}

/** A hand on the mouse: a helper process (nut-js already loaded) that moves the X pointer. */
export interface Hand {
  /** Resolves once the pointer is there. */
  move(x: number, y: number): Promise<void>;
  close(): Promise<void>;
}

export async function startHand(display: string): Promise<Hand> {
  const script = [
    "const { mouse, Point } = require('@nut-tree-fork/nut-js');",
    'mouse.config.autoDelayMs = 0;',
    "const lines = require('node:readline').createInterface({ input: process.stdin });",
    "lines.on('line', async (line) => {",
    "  const [x, y] = line.split(' ').map(Number);",
    '  await mouse.setPosition(new Point(x, y));',
    "  process.stdout.write('moved\\n');",
    '});',
    "process.stdout.write('ready\\n');",
  ].join('\n');
  const child = spawn(process.execPath, ['-e', script], {
    cwd: PROJECT,
    env: { ...process.env, DISPLAY: display },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (chunk) => (err += chunk));
  const waiters: Array<() => void> = [];
  let buffered = '';
  child.stdout!.on('data', (chunk) => {
    buffered += chunk;
    let i;
    while ((i = buffered.indexOf('\n')) >= 0) {
      buffered = buffered.slice(i + 1);
      waiters.shift()?.();
    }
  });
  const next = () =>
    new Promise<void>((resolve, reject) => {
      waiters.push(resolve);
      child.once('exit', () => reject(new Error(`the mouse helper ended: ${err.trim()}`)));
    });
  await next(); // ready
  return {
    async move(x, y) {
      const moved = next();
      child.stdin!.write(`${Math.round(x)} ${Math.round(y)}\n`);
      await moved;
    },
    close: () => stopChild(child),
  };
}
