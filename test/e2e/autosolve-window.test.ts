import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBoard } from '../../src-shared/molek/notation';
import { applyMove, checkMove, isWon, parseMoveLine } from '../../src-shared/molek/rules';
import { openWindow, outputDir, SHARED, type WindowUnderTest } from '../support/browser';

const SHOT = path.join(SHARED, 'molek', 'screenshots', 'full-1x.png');
const SHOT_BOARD = readFileSync(
  path.join(SHARED, 'molek', 'screenshots', 'full-1x.board'),
  'utf8',
).trim();
const HARD_TO_PROVE = '6VV676.K0D99V.07V8K9.0T06KT.9D8D7T.D788TK.';
const shots = () => outputDir('autosolve');
const status = (page: Page) => page.getByTestId('status-message').textContent();
const option = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Solver options' }).getByLabel(label, { exact: true });

async function snap(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots(), `${name}.png`), fullPage: true });
}

async function pasteBoard(page: Page, text: string) {
  await page.getByLabel(/^Board \(solver notation/).fill(text);
}

describe('the Auto-solve window in Chromium against the web host', () => {
  let w: WindowUnderTest;
  beforeAll(async () => {
    w = await openWindow({ colorScheme: 'light' });
    await w.page.getByRole('heading', { name: 'Auto-solve MOLEK-SYNTEZ' }).waitFor();
  });
  afterAll(async () => {
    await w?.close();
  });

  it('shows the options users know, with help on hover and in the status bar', async () => {
    const { page } = w;
    const labels = await page
      .getByRole('group', { name: 'Solver options' })
      .locator('label')
      .allTextContents();
    expect(labels).toEqual([
      'Cheating',
      'Continue',
      'Cache',
      'Max moves',
      'Min depth',
      'Timeout',
      'Games',
      'Pace',
    ]);
    await expect.poll(() => status(page)).toBe('Hover over a label for more information');
    await page.getByText('Max moves', { exact: true }).hover();
    await expect
      .poll(() => status(page))
      .toBe('Max moves (-m): Never return a solution longer than this many moves.');
    expect(await page.getByText('Max moves', { exact: true }).getAttribute('title')).toBe(
      'Max moves (-m): Never return a solution longer than this many moves.',
    );
    await snap(page, 'options-hover-light');
    await page.mouse.move(5, 5);
    await expect.poll(() => status(page)).toBe('Hover over a label for more information');
  });

  it('refuses an out-of-range value with its reason, remembers valid ones, and resets', async () => {
    const { page } = w;
    await option(page, 'Games').fill('0');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Games must be a whole number from 1 to 10000 (got 0)');
    expect(await option(page, 'Games').getAttribute('aria-invalid')).toBe('true');
    await snap(page, 'options-invalid-light');
    await option(page, 'Games').fill('3');
    await option(page, 'Max moves').fill('200');
    await option(page, 'Cheating').check();
    expect(await option(page, 'Pace').inputValue()).toBe('normal');
    await option(page, 'Pace').selectOption({ label: 'Fast' });
    const saved = () =>
      JSON.parse(readFileSync(path.join(w.dataDir, 'settings.json'), 'utf8')).autosolve;
    await expect
      .poll(saved)
      .toMatchObject({ games: 3, maxMoves: 200, cheating: true, pace: 'fast' });
    await page.reload();
    await expect.poll(() => option(page, 'Games').inputValue()).toBe('3');
    expect(await option(page, 'Max moves').inputValue()).toBe('200');
    expect(await option(page, 'Cheating').isChecked()).toBe(true);
    expect(await option(page, 'Pace').inputValue()).toBe('fast');
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect.poll(() => option(page, 'Games').inputValue()).toBe('1');
    expect(await option(page, 'Max moves').inputValue()).toBe('1024');
    expect(await option(page, 'Cheating').isChecked()).toBe(false);
    expect(await option(page, 'Pace').inputValue()).toBe('normal');
    await expect
      .poll(saved)
      .toMatchObject({ games: 1, maxMoves: 1024, cheating: false, pace: 'normal' });
  });

  it('opens the real screenshot: the right board, every card boxed and labelled', async () => {
    const { page } = w;
    await page.getByLabel('Open screenshot or board file').setInputFiles(SHOT);
    await expect
      .poll(() => page.getByLabel(/^Board \(solver notation/).inputValue())
      .toBe(SHOT_BOARD);
    const panel = page.getByTestId('offline-panel');
    await expect.poll(() => panel.getByTestId('overlay-card').count()).toBe(36);
    const first = panel.locator('[data-testid="overlay-card"][data-column="0"][data-row="0"]');
    expect(await first.getAttribute('data-rank')).toBe('9');
    expect(await panel.getByTestId('overlay-cards').textContent()).toBe('36 cards recognised');
    await expect
      .poll(() => panel.getByTestId('overlay-confidence').textContent())
      .toMatch(/^confidence \d+%$/);
    await expect
      .poll(() => status(page))
      .toBe('full-1x.png: board read, 36 cards; press Solve this board');
    await panel.getByTestId('overlay').scrollIntoViewIfNeeded();
    await snap(page, 'screenshot-overlay-light');
  });

  it('shows a clear message for a picture with no board on it', async () => {
    const { page } = w;
    const png = await sharp({
      create: { width: 480, height: 270, channels: 3, background: '#2050a0' },
    })
      .png()
      .toBuffer();
    await page.getByLabel('Open screenshot or board file').setInputFiles({
      name: 'desktop.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const panel = page.getByTestId('offline-panel');
    await expect
      .poll(() => panel.getByTestId('no-board').textContent())
      .toMatch(/^No MOLEK-SYNTEZ board in this picture\.details.*480×270 picture.*/);
    // The status bar says it once, in plain words; the vision's reason is behind "details".
    await expect
      .poll(() => status(page))
      .toBe('desktop.png: no MOLEK-SYNTEZ board found in the picture');
    expect(await page.getByLabel(/^Board \(solver notation/).inputValue()).toBe('');
    await snap(page, 'screenshot-no-board-light');
  });

  it('takes a dropped screenshot, and a board file from the desktop menu', async () => {
    const { page } = w;
    const base64 = readFileSync(SHOT).toString('base64');
    await pasteBoard(page, '');
    await page.getByTestId('screenshot-drop').evaluate((zone, data) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }));
    }, base64);
    await expect
      .poll(() => page.getByLabel(/^Board \(solver notation/).inputValue())
      .toBe(SHOT_BOARD);
    await expect
      .poll(() => status(page))
      .toBe('dropped.png: board read, 36 cards; press Solve this board');
    // File › Open… in the desktop app sends the file's bytes as an event.
    const board = '0TKDV9.0TKDV9.0TKDV9.0TKDV9.876876.876876.';
    w.host.emit('file.opened', {
      path: '/home/user/easy.board',
      name: 'easy.board',
      base64: Buffer.from(`${board}\n`).toString('base64'),
    });
    await expect.poll(() => page.getByLabel(/^Board \(solver notation/).inputValue()).toBe(board);
    expect(await page.getByTestId('offline-panel').getByTestId('overlay').count()).toBe(0);
  });

  it('tells what is wrong with a pasted board', async () => {
    const { page } = w;
    await pasteBoard(page, '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DX.');
    await expect.poll(() => page.getByTestId('board-error').textContent()).toMatch(/X/);
    expect(await page.getByTestId('solve-board').isDisabled()).toBe(true);
  });

  it('uses the options of the moment: no solution without Cheating, one with it', async () => {
    const { page } = w;
    await pasteBoard(page, SHOT_BOARD);
    await expect.poll(() => page.getByTestId('board-view').count()).toBe(1);
    expect(await option(page, 'Cheating').isChecked()).toBe(false);
    await page.getByTestId('solve-board').click();
    await expect
      .poll(() => status(page), { timeout: 30_000 })
      .toBe('No solution without cheats: tick Cheating to let the solver cheat');
    // The answer also shows in the panel, with the solver's words behind "details".
    await expect
      .poll(() => page.getByTestId('solve-result').textContent())
      .toBe(
        'No solution without cheats: tick Cheating to let the solver cheatdetailsNo solution found in 1024 moves without cheating',
      );
    expect(await page.getByTestId('solution-list').count()).toBe(0);
    await snap(page, 'solve-no-solution-light');
    await option(page, 'Cheating').check();
    // Continue 0: the first solution found (36 moves), the same on a fast or a slow machine;
    // with time to look for a shorter one a fast machine proves the 34-move one.
    await option(page, 'Continue').fill('0');
    await page.getByTestId('solve-board').click();
    await expect
      .poll(() => status(page), { timeout: 30_000 })
      .toMatch(/^Solved in \d+\.\d+ s: 36 moves, 5 cheats$/);
    // The figures are the solver's own: replayed through the rules, the listed moves win
    // the game, and the moves and cheats the status counts are those the rules count.
    const items = page.getByTestId('solution-list').locator('li');
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    const listed = await items.allTextContents();
    let board = parseBoard(SHOT_BOARD);
    let cheats = 0;
    for (const text of listed) {
      const move = parseMoveLine(text.replace(/^\d+\.\s*/, ''));
      if (checkMove(board, { ...move, cheat: false }) !== null) cheats++;
      expect(checkMove(board, move)).toBeNull();
      board = applyMove(board, move);
    }
    expect(isWon(board)).toBe(true);
    expect(await status(page)).toMatch(new RegExp(`: ${listed.length} moves, ${cheats} cheats$`));
  });

  it('steps through the solution on a drawn board, the current move highlighted', async () => {
    const { page } = w;
    const list = page.getByTestId('solution-list');
    const lines = (await list.locator('li').allTextContents()).map((t) =>
      t.replace(/^\d+\.\s*/, ''),
    );
    expect(lines).toHaveLength(36);
    expect(lines.filter((l) => l.includes('!>'))).toHaveLength(5);
    // The moves the window lists win the game when replayed through the rules.
    let board = parseBoard(SHOT_BOARD);
    for (const line of lines) {
      const move = parseMoveLine(line);
      expect(board.columns[move.to].cards.length).toBe(move.landing);
      board = applyMove(board, move);
    }
    expect(isWon(board)).toBe(true);
    await expect
      .poll(() => page.getByTestId('step-position').textContent())
      .toBe(`Move 1 of 36: ${lines[0]}`);
    expect(await list.locator('[aria-current="step"]').textContent()).toBe(`1. ${lines[0]}`);
    expect(await page.getByTestId('move-arrow').count()).toBe(1);
    await page.getByTestId('solution-stepper').scrollIntoViewIfNeeded();
    await snap(page, 'solution-step-1-light');
    await page.getByRole('button', { name: 'Next move' }).click();
    await page.getByRole('button', { name: 'Next move' }).click();
    await expect
      .poll(() => page.getByTestId('step-position').textContent())
      .toBe(`Move 3 of 36: ${lines[2]}`);
    expect(await list.locator('[aria-current="step"]').textContent()).toBe(`3. ${lines[2]}`);
    await page.getByRole('button', { name: 'Previous move' }).click();
    await expect
      .poll(() => page.getByTestId('step-position').textContent())
      .toBe(`Move 2 of 36: ${lines[1]}`);
    // The arrow keys step too while the board has focus.
    await page.getByLabel('Solution board: use the arrow keys to step').focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByTestId('step-position').textContent())
      .toBe(`Move 3 of 36: ${lines[2]}`);
    const cheat = lines.findIndex((l) => l.includes('!>'));
    await list.locator('li').nth(cheat).getByRole('button').click();
    await expect
      .poll(() => page.getByTestId('step-position').textContent())
      .toBe(`Move ${cheat + 1} of 36: ${lines[cheat]}`);
    expect(await page.locator('[data-testid="move-arrow"].cheat').count()).toBe(1);
    await snap(page, 'solution-cheat-step-light');
    await page.getByRole('button', { name: 'Last move' }).click();
    await expect
      .poll(() => page.getByTestId('step-position').textContent())
      .toBe('All 36 moves played: won');
    expect(await page.getByTestId('move-arrow').count()).toBe(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'solution-won-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('keeps the board, its solution and the step shown across area switches and a reload', async () => {
    const { page } = w;
    const position = await page.getByTestId('step-position').textContent();
    expect(position).toBe('All 36 moves played: won');
    await page.getByRole('button', { name: 'Previous move' }).click();
    const step = await page.getByTestId('step-position').textContent();
    await page.getByRole('tab', { name: 'War' }).click();
    await page.getByRole('tab', { name: 'Auto-solve' }).click();
    await expect.poll(() => page.getByTestId('step-position').textContent()).toBe(step);
    expect(await page.getByLabel(/^Board \(solver notation/).inputValue()).toBe(SHOT_BOARD);
    await page.reload();
    await expect.poll(() => page.getByTestId('step-position').textContent()).toBe(step);
    expect(await page.getByLabel(/^Board \(solver notation/).inputValue()).toBe(SHOT_BOARD);
    expect(await page.getByTestId('solution-list').locator('li').count()).toBe(36);
  });

  it('shows a long solve’s progress and lets it be cancelled', async () => {
    const { page } = w;
    await option(page, 'Continue').fill('-1');
    await option(page, 'Timeout').fill('60');
    await page.getByTestId('solve-board').click();
    await expect
      .poll(() => page.getByTestId('solve-progress').textContent(), { timeout: 10_000 })
      .toMatch(/^Solving \([a-z -]+\): [\d,]+ positions, [\d.]+ s.*; gives up after 60 sCancel$/);
    expect(await page.getByTestId('go-stop').isDisabled()).toBe(true);
    await snap(page, 'solve-progress-light');
    await page.getByTestId('solve-progress').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Solve cancelled');
    expect(await page.getByTestId('solve-progress').count()).toBe(0);
    expect(await page.getByTestId('go-stop').isDisabled()).toBe(false);
  });

  it('cancels a solve still searching when the area is left, and says so', async () => {
    const { page } = w;
    await page.getByTestId('solve-board').click();
    await expect
      .poll(() => page.getByTestId('solve-progress').count(), { timeout: 10_000 })
      .toBe(1);
    await page.getByRole('tab', { name: 'War' }).click();
    await expect
      .poll(() => status(page))
      .toBe('Auto-solve: cancelled the solve when you left the area');
    await page.getByRole('tab', { name: 'Auto-solve' }).click();
    expect(await page.getByTestId('solve-progress').count()).toBe(0);
    expect(await page.getByLabel(/^Board \(solver notation/).inputValue()).toBe(SHOT_BOARD);
  });

  it('says when a solve timed out, and Go comes back', async () => {
    const { page } = w;
    // A deal whose shortest solution takes millions of positions to prove (about 4.5 s of
    // CPU on the 2-core CI machine), so Continue -1 cannot finish inside a 1 s Timeout.
    await page.getByLabel(/^Board \(solver notation/).fill(HARD_TO_PROVE);
    await option(page, 'Continue').fill('-1');
    await option(page, 'Timeout').fill('1');
    await page.getByTestId('solve-board').click();
    expect(await page.getByTestId('go-stop').isDisabled()).toBe(true);
    await expect
      .poll(() => status(page), { timeout: 20_000 })
      .toBe('No solution before the Timeout: raise Timeout to let the solver look longer');
    await expect
      .poll(() => page.getByTestId('solve-result').textContent())
      .toMatch(/^No solution before the Timeout: .*details.*timed out after 1 s/);
    await expect.poll(() => page.getByTestId('go-stop').isDisabled()).toBe(false);
    expect(await page.getByTestId('go-stop').textContent()).toBe('Go');
    await snap(page, 'solve-timeout-light');
  });

  it('marks an invalid Games value, holds Go until it is fixed, and does not save it', async () => {
    const { page } = w;
    const saved = () =>
      JSON.parse(readFileSync(path.join(w.dataDir, 'settings.json'), 'utf8')).autosolve;
    const before = saved().games;
    await option(page, 'Games').fill('20000');
    await option(page, 'Timeout').focus(); // leaving the field would take a valid value
    expect(await option(page, 'Games').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.getByTestId('option-games').getByRole('alert').textContent())
      .toBe('Games must be a whole number from 1 to 10000 (got 20000)');
    expect(await page.getByTestId('go-stop').isDisabled()).toBe(true);
    expect(await page.getByTestId('solve-board').isDisabled()).toBe(true);
    expect(saved().games).toBe(before);
    expect(await page.getByTestId('option-games').textContent()).toContain('games');
    await option(page, 'Games').fill('5');
    await option(page, 'Timeout').focus();
    await expect.poll(() => page.getByTestId('go-stop').isDisabled()).toBe(false);
    await expect.poll(() => saved().games).toBe(5);
  });

  it('refuses a file that is neither a picture nor a board file, and one that only looks like a picture', async () => {
    const { page } = w;
    await page.getByLabel('Open screenshot or board file').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.\n'),
    });
    const refused =
      'report.pdf is neither a screenshot nor a board file: open a PNG screenshot, or a .board or .txt file';
    await expect.poll(() => status(page)).toBe(refused);
    expect(await page.getByTestId('screenshot-error').textContent()).toBe(refused);
    expect(await page.getByLabel(/^Board \(solver notation/).inputValue()).toBe('');
    // PNG's signature and then nothing a picture reader can use.
    await page.getByLabel('Open screenshot or board file').setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64, 7),
      ]),
    });
    await expect
      .poll(() => status(page))
      .toBe('broken.png: a damaged PNG picture: its header does not read');
    await page.getByTestId('status-details').locator('summary').click();
    await expect
      .poll(() => page.getByTestId('status-details').textContent())
      .toMatch(/^detailsbroken\.png is not a picture that can be read/);
    expect(await page.getByLabel(/^Board \(solver notation/).inputValue()).toBe('');
  });

  it('names what was typed into an option, "--2" included, and holds Go until it is fixed', async () => {
    const { page } = w;
    for (const typed of ['--2', 'abc', '2.5']) {
      await option(page, 'Timeout').fill(typed);
      await expect
        .poll(() => page.getByTestId('option-timeoutS').getByRole('alert').textContent())
        .toBe(`Timeout must be a whole number from 1 to 3600 (got "${typed}")`);
      expect(await page.getByTestId('go-stop').isDisabled()).toBe(true);
    }
    await option(page, 'Timeout').fill('10');
    await expect.poll(() => page.getByTestId('option-timeoutS').getByRole('alert').count()).toBe(0);
    expect(await page.getByTestId('go-stop').isDisabled()).toBe(false);
  });

  it('says that spaces are not part of a board, and that a solved board is already solved', async () => {
    const { page } = w;
    await pasteBoard(page, '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7D K.');
    await expect
      .poll(() => page.getByTestId('board-error').textContent())
      .toBe(
        'a space at character 41 (column 5): spaces are not part of a board; write the cards of the six columns one after another, each column ending with "." or "!"',
      );
    expect(await page.getByTestId('solve-board').isDisabled()).toBe(true);
    await pasteBoard(page, 'TKDV09876.TKDV09876.TKDV09876.TKDV09876...');
    await page.getByTestId('solve-board').click();
    const solved =
      'This board is already solved: every card is in a locked column, so there is nothing to play';
    await expect.poll(() => status(page)).toBe(solved);
    expect(await page.getByTestId('solve-result').textContent()).toBe(solved);
    expect(await page.getByTestId('solution-list').count()).toBe(0);
  });

  it('replaces what a picture without a board said when a board file is opened', async () => {
    const { page } = w;
    const png = await sharp({
      create: { width: 320, height: 180, channels: 3, background: '#205020' },
    })
      .png()
      .toBuffer();
    const picker = page.getByLabel('Open screenshot or board file');
    await picker.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => status(page))
      .toBe('blank.png: no MOLEK-SYNTEZ board found in the picture');
    const board = '0TKDV9.0TKDV9.0TKDV9.0TKDV9.876876.876876.';
    await picker.setInputFiles({
      name: 'easy.board',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${board}\n`),
    });
    await expect.poll(() => status(page)).toBe('easy.board: board loaded; press Solve this board');
    expect(await page.getByLabel(/^Board \(solver notation/).inputValue()).toBe(board);
    expect(await page.getByTestId('offline-panel').getByTestId('no-board').count()).toBe(0);
    // A board file that holds no board says so, naming the file.
    await picker.setInputFiles({
      name: 'typo.board',
      mimeType: 'text/plain',
      buffer: Buffer.from('0TKDV9.0TKDV9.0TKDV9.0TKDV9.876876.87687X.\n'),
    });
    await expect
      .poll(() => status(page))
      .toBe(
        'typo.board holds no board the solver can read: unknown character "X" at character 41 (column 5): cards are 6 7 8 9 0 V D K T and each column ends with "." or "!"',
      );
  });
});
