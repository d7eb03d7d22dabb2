import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warFigures } from '../../src-shared/war/format';
import { summarize } from '../../src-shared/war/report';
import { resolveWarRules } from '../../src-shared/war/rules';
import { playGames } from '../../src-shared/war/simulate';
import { openWindow, outputDir, type WindowUnderTest } from '../support/browser';

describe('the War area in Chromium against the web host', () => {
  let w: WindowUnderTest;
  beforeAll(async () => {
    w = await openWindow({ colorScheme: 'light' });
    await w.page.getByRole('tab', { name: 'War' }).click();
  });
  afterAll(async () => {
    await w?.close();
  });

  const fill = async (label: string, value: string) =>
    w.page.getByRole('textbox', { name: label, exact: true }).fill(value);
  const figure = (id: string) => w.page.getByTestId(`war-${id}`).textContent();

  it('runs a simulation and shows the figures the engine gives for the same seed', async () => {
    await fill('Games', '4000');
    await fill('Seed', '2024');
    await fill('War size', '2');
    await w.page.getByRole('button', { name: 'Run' }).click();

    const rules = resolveWarRules({ warSize: 2 });
    const expected = summarize(rules, 2024, playGames(rules, 2024, 0, 4000));
    await expect.poll(() => figure('games'), { timeout: 60_000 }).toBe('4,000');
    expect(await figure('mean')).toBe(warFigures.mean(expected.battles.mean));
    expect(await figure('median')).toBe(warFigures.whole(expected.battles.median));
    expect(await figure('sd')).toBe(warFigures.mean(expected.battles.sd));
    expect(await figure('percentiles')).toBe(
      expected.battles.percentiles
        .map((q) => `${q.p}%: ${warFigures.whole(q.battles)}`)
        .join(' · '),
    );
    expect(await figure('wars')).toBe(
      `${warFigures.whole(expected.wars.total)} (${warFigures.mean(expected.wars.perGame)} per game)`,
    );
    expect(await figure('longest')).toBe(
      `${warFigures.whole(expected.longest.battles)} battles (game ${warFigures.whole(expected.longest.game)})`,
    );
    expect(await figure('capped')).toBe('0');
    await expect
      .poll(() => w.page.getByTestId('status-message').textContent())
      .toMatch(/^War: 4,000 games in \d+\.\d\d s \([\d,]+ games\/s\)$/);

    // One bar per histogram bin, each with its count in the tooltip.
    const bars = w.page.getByTestId('war-histogram').locator('rect.war-bar');
    await expect.poll(() => bars.count()).toBe(expected.histogram.counts.length);
    const { from, width, counts } = expected.histogram;
    expect(await bars.first().locator('title').textContent()).toBe(
      `${warFigures.whole(from)}–${warFigures.whole(from + width - 1)} battles: ${warFigures.whole(counts[0])} games`,
    );
    await w.page.screenshot({ path: path.join(outputDir('war'), 'histogram.png') });
  });

  it('checks each setting as it is typed: the error beside the field, Run held until it is fixed', async () => {
    const run = w.page.getByRole('button', { name: 'Run' });
    const compare = w.page.getByRole('button', { name: /^Compare war sizes/ });
    const games = w.page.getByRole('textbox', { name: 'Games', exact: true });
    const gamesError = w.page.getByTestId('war-games-error');
    for (const typed of ['0', '-5', 'abc', '2000000000', '']) {
      await fill('Games', typed);
      await expect
        .poll(() => gamesError.textContent())
        .toBe(`Games must be a whole number from 1 to 1,000,000,000 (got "${typed}")`);
      expect(await run.isDisabled()).toBe(true);
      expect(await compare.isDisabled()).toBe(true);
      expect(await games.getAttribute('aria-invalid')).toBe('true');
      expect(await games.getAttribute('aria-describedby')).toBe('war-games-error');
    }
    await w.page.screenshot({ path: path.join(outputDir('war'), 'games-invalid.png') });
    // Fixed: the error goes at once, before any Run.
    await fill('Games', '4000');
    await expect.poll(() => gamesError.count()).toBe(0);
    expect(await run.isEnabled()).toBe(true);
    expect(await games.getAttribute('aria-invalid')).toBe('false');

    await fill('Decks', '40');
    await expect
      .poll(() => w.page.getByTestId('war-decks-error').textContent())
      .toBe('Decks must be a whole number from 1 to 16 (got "40")');
    expect(await run.isDisabled()).toBe(true);
    await fill('Decks', '1');
    // The seed follows the toolkit's one seed rule.
    await fill('Seed', '1e3');
    await expect
      .poll(() => w.page.getByTestId('war-seed-error').textContent())
      .toBe('Seed must be a whole number from 1 to 2147483646 (got "1e3")');
    expect(await run.isDisabled()).toBe(true);
    await fill('Seed', '2024');
    // Games per war size holds Compare alone.
    await fill('Games per war size', '0');
    await expect.poll(() => compare.isDisabled()).toBe(true);
    expect(await run.isEnabled()).toBe(true);
    await fill('Games per war size', '20000');
    await expect.poll(() => w.page.getByRole('alert').count()).toBe(0);
    expect(await compare.isEnabled()).toBe(true);
  });

  it('cancels a long run and says so in the status bar', async () => {
    await fill('Games', '50000000');
    await w.page.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => w.page.getByTestId('status-message').textContent(), { timeout: 30_000 })
      .toMatch(/^War: [\d,]+ of 50,000,000 games \(\d+%\)$/);
    await w.page.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => w.page.getByTestId('status-message').textContent(), { timeout: 30_000 })
      .toMatch(/^War: cancelled after [\d,]+ games$/);
    await expect.poll(() => w.page.getByRole('button', { name: 'Run' }).isEnabled()).toBe(true);
    // The figures of the earlier run stay.
    expect(await figure('games')).toBe('4,000');
  });

  it('compares war sizes in a chart', async () => {
    await fill('Games per war size', '1500');
    await w.page.getByRole('button', { name: /^Compare war sizes/ }).click();
    const rows = w.page.getByTestId('war-size-table').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 120_000 }).toBe(7);
    const rules = resolveWarRules({ warSize: 5 });
    const five = summarize(rules, 2024, playGames(rules, 2024, 0, 1500));
    expect(await rows.nth(5).locator('td').allTextContents()).toEqual([
      '5',
      warFigures.mean(five.battles.mean),
      warFigures.whole(five.battles.median),
      warFigures.mean(five.wars.perGame),
      '0',
    ]);
    await expect
      .poll(() => w.page.getByTestId('war-size-chart').locator('rect.war-bar').count())
      .toBe(7);
    const section = w.page.getByRole('region', { name: 'The effect of the war size' });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: path.join(outputDir('war'), 'war-sizes.png') });
  });

  it('draws chart text at one readable size whatever the width, numbers in one format', async () => {
    const textHeights = () =>
      w.page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="war-histogram"] text')].map(
          (t) => (t as SVGTextElement).getBoundingClientRect().height,
        ),
      );
    const labels = await w.page.getByTestId('war-histogram').locator('text').allTextContents();
    expect(labels.length).toBeGreaterThan(3);
    // One format: thousands with commas, never "10k".
    expect(labels.filter((l) => /\d(k|M)$/.test(l))).toEqual([]);
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ]) {
      await w.page.setViewportSize({ width, height });
      // Wait for the chart to have sized its text for the width it is drawn at now.
      await w.page.waitForFunction(() => {
        const svg = document.querySelector('[data-testid="war-histogram"]');
        if (!svg) return false;
        const drawn = svg.getBoundingClientRect().width;
        return drawn > 0 && Math.abs(Number(svg.getAttribute('data-text-width')) - drawn) <= 1;
      });
      const heights = await textHeights();
      // 12 px text: its box is about 14 to 16 px tall on screen.
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(12);
      expect(Math.max(...heights)).toBeLessThanOrEqual(18);
    }
    await w.page.setViewportSize({ width: 1280, height: 800 });
  });

  it('keeps the form, the last figures and the comparison across area switches and a reload', async () => {
    const games = await figure('games');
    await w.page.getByRole('tab', { name: 'Klondike' }).click();
    await w.page.getByRole('tab', { name: 'War' }).click();
    await expect.poll(() => figure('games')).toBe(games);
    expect(await w.page.getByTestId('war-size-table').locator('tbody tr').count()).toBe(7);
    await w.page.reload();
    await expect.poll(() => figure('games')).toBe(games);
    expect(await w.page.getByTestId('war-size-table').locator('tbody tr').count()).toBe(7);
    expect(
      await w.page.getByRole('textbox', { name: 'Games per war size', exact: true }).inputValue(),
    ).toBe('1500');
  });

  it('cancels a running simulation when the area is left, and says so', async () => {
    await fill('Games', '5000000');
    await w.page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => w.page.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
    await w.page.getByRole('tab', { name: 'Klondike' }).click();
    await expect
      .poll(() => w.page.getByTestId('status-message').textContent())
      .toBe('War: cancelled the simulation when you left the area; the last figures are kept');
    await w.page.getByRole('tab', { name: 'War' }).click();
    await expect.poll(() => figure('games')).toBe('4,000');
    await expect.poll(() => w.page.getByRole('button', { name: 'Run' }).isEnabled()).toBe(true);
  });
});
