import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createHandlers } from '../../src-main/handlers';
import { SettingsStore } from '../../src-main/settings/store';
import { startWebHost, type WebHost } from '../../src-main/web-host/server';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/bench/chromium';

export const ROOT = path.resolve(__dirname, '..', '..');
export const SHARED = path.resolve(ROOT, '..', 'shared');
export { CHROMIUM, CHROMIUM_ARGS };

/** Where tests leave screenshots and other artifacts for people to look at. */
export function outputDir(...parts: string[]): string {
  const dir = path.join(ROOT, 'test-output', ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export interface WindowUnderTest {
  host: WebHost;
  browser: Browser;
  page: Page;
  dataDir: string;
  close(): Promise<void>;
}

/** The real web host with its real handlers and a fresh settings folder, and a page on it. */
export async function openWindow(
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<WindowUnderTest> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solitaire-web-'));
  const settings = new SettingsStore(dataDir);
  await settings.load();
  const host = await startWebHost({
    staticDir: path.join(ROOT, 'dist', 'renderer'),
    handlers: () => createHandlers({ host: 'web', settings }),
  });
  const browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(host.url);
  return {
    host,
    browser,
    page,
    dataDir,
    async close() {
      await browser.close();
      await host.close();
      if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);
    },
  };
}
