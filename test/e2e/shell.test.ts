import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWindow, outputDir, type WindowUnderTest } from '../support/browser';

describe('the window shell in Chromium against the web host', () => {
  let w: WindowUnderTest;
  beforeAll(async () => {
    w = await openWindow({ colorScheme: 'light' });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('shows the four areas and the status bar', async () => {
    const tabs = w.page.getByRole('tab');
    await expect
      .poll(() => tabs.allTextContents())
      .toEqual(['⚗Auto-solve', '♠Klondike', '♦MOLEK-SYNTEZ table', '⚔War']);
    // The first area (Auto-solve) greets the user in the status bar with its options' hint.
    await expect
      .poll(() => w.page.getByTestId('status-message').textContent())
      .toBe('Hover over a label for more information');
  });

  it('makes a round trip through the bridge: the app version', async () => {
    const version = JSON.parse(
      readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'),
    ).version;
    await expect
      .poll(() => w.page.getByTestId('app-version').textContent())
      .toBe(`v${version} · web`);
  });

  it('follows the system theme and switches theme on request, remembering the choice', async () => {
    const theme = () => w.page.evaluate(() => document.documentElement.dataset.theme);
    await expect.poll(theme).toBe('light');
    await w.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(theme).toBe('dark');
    await w.page.getByLabel('Theme').selectOption('light');
    await expect.poll(theme).toBe('light');
    // "System" names the system's own preference, not the theme chosen.
    const system = w.page.getByLabel('Theme').locator('option[value="system"]');
    await expect.poll(() => system.textContent()).toBe('System (dark)');
    await w.page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => system.textContent()).toBe('System (light)');
    await w.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => system.textContent()).toBe('System (dark)');
    await w.page.screenshot({ path: path.join(outputDir('shell'), 'light.png') });
    await w.page.getByLabel('Theme').selectOption('dark');
    await expect.poll(theme).toBe('dark');
    await expect
      .poll(() => JSON.parse(readFileSync(path.join(w.dataDir, 'settings.json'), 'utf8')).theme)
      .toBe('dark');
    await w.page.screenshot({ path: path.join(outputDir('shell'), 'dark.png') });
  });

  it('switches areas and keeps the choice across a reload', async () => {
    await w.page.getByRole('tab', { name: 'War' }).click();
    await expect
      .poll(() => w.page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('War');
    await w.page.reload();
    await expect.poll(() => w.page.getByRole('tab', { selected: true }).textContent()).toBe('⚔War');
    await w.page.getByRole('heading', { name: 'War', level: 1 }).waitFor();
    // The Auto-solve area's hover hint is its own: it never shows in War, not even after a reload.
    expect(await w.page.getByTestId('status-message').textContent()).toBe('Ready');
    await expect
      .poll(() => w.page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
  });
});
