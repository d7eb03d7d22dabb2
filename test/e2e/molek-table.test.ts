import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANK_LABEL } from '../../src-shared/molek/cards';
import { dealBoard } from '../../src-shared/molek/deal';
import { formatBoard, parseBoard } from '../../src-shared/molek/notation';
import { applyMove, checkMove, parseMoveLine } from '../../src-shared/molek/rules';
import { solve } from '../../src-shared/molek/solver';
import { openWindow, outputDir, ROOT, type WindowUnderTest } from '../support/browser';

const shots = () => outputDir('molek-table');
const board = (page: Page) => page.getByTestId('molek-table').getAttribute('data-board');
const status = (page: Page) => page.getByTestId('status-message').textContent();

/** Waits for cards sliding into place to arrive. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

/** Presses on the visible strip of a card, carries it to a column and lets go. */
async function drag(page: Page, column: number, row: number, to: number) {
  await settled(page);
  const card = page.locator(
    `[data-testid="molek-card"][data-column="${column}"][data-row="${row}"]`,
  );
  const box = (await card.boundingBox())!;
  const target = (await page.getByTestId(`molek-column-${to}`).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + 16, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 6 });
  await page.mouse.up();
}

async function loadBoard(page: Page, text: string) {
  await page.getByTestId('molek-board-input').fill(text);
  await page.getByTestId('molek-load-board').click();
  await expect.poll(() => board(page)).toBe(text);
}

describe('the MOLEK-SYNTEZ table in Chromium', () => {
  let w: WindowUnderTest;
  beforeAll(async () => {
    w = await openWindow({ colorScheme: 'dark' });
    await w.page.getByRole('tab', { name: 'MOLEK-SYNTEZ table' }).click();
  });
  afterAll(async () => {
    await w?.close();
  });

  it('deals the same board for a seed as the engine (and `solitaire deal-molek`)', async () => {
    const { page } = w;
    await page.getByTestId('molek-seed-input').fill('42');
    await page.getByTestId('molek-new-game').click();
    const printed = execFileSync(
      process.execPath,
      [path.join(ROOT, 'bin', 'solitaire.cjs'), 'deal-molek', '42'],
      { encoding: 'utf8' },
    ).trim();
    expect(printed).toBe(formatBoard(dealBoard(42)));
    await expect.poll(() => board(page)).toBe(printed);
    await expect.poll(() => page.getByTestId('molek-source').textContent()).toBe('Seed 42');
    await expect.poll(() => page.getByTestId('molek-card').count()).toBe(36);
    await settled(page);
    await page.screenshot({ path: path.join(shots(), 'deal-seed-42-dark.png') });
  });

  it('refuses a bad board string and says why', async () => {
    const { page } = w;
    const before = await board(page);
    await page.getByTestId('molek-board-input').fill('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DX.');
    await page.getByTestId('molek-load-board').click();
    await expect
      .poll(() => status(page))
      .toBe(
        'Board not loaded: unknown character "X" at character 41 (column 5): cards are 6 7 8 9 0 V D K T and each column ends with "." or "!"',
      );
    expect(await board(page)).toBe(before);
  });

  it('snaps an illegal drop back, cheats only when allowed, and undoes and redoes', async () => {
    const { page } = w;
    const deal = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';
    await loadBoard(page, deal);
    // The 6 on column 2 does not fit on the 6 of column 1.
    await drag(page, 2, 5, 1);
    await expect
      .poll(() => status(page))
      .toBe(
        'Not allowed: a 6 cannot go on a 6 without a cheat (turn on "Allow cheats" to cheat it there)',
      );
    expect(await board(page)).toBe(deal);
    // A run that is not a run cannot be carried either.
    await drag(page, 3, 3, 0);
    await expect
      .poll(() => status(page))
      .toBe('That card cannot be picked up: only a run at the top of a column moves');
    expect(await board(page)).toBe(deal);

    await page.getByTestId('molek-allow-cheats').check();
    await drag(page, 2, 5, 1);
    const cheated = '997VT8.076VD66!879DV.T00KD8.09T6K8.VTK7DK.';
    await expect.poll(() => board(page)).toBe(cheated);
    await expect
      .poll(() =>
        page.locator('[data-testid="molek-card"][data-cheated]').getAttribute('data-column'),
      )
      .toBe('1');
    await settled(page);
    await page.screenshot({ path: path.join(shots(), 'cheated-dark.png') });
    // Nothing may land on a cheated card, not even as a cheat.
    await drag(page, 4, 5, 1);
    await expect.poll(() => status(page)).toBe('Not allowed: column 1 has a cheated card on top');

    await page.keyboard.press('Control+z');
    await expect.poll(() => board(page)).toBe(deal);
    await page.getByTestId('molek-redo').click();
    await expect.poll(() => board(page)).toBe(cheated);
    await page.getByTestId('molek-undo').click();
    await expect.poll(() => board(page)).toBe(deal);
    await page.getByTestId('molek-allow-cheats').uncheck();
  });

  it('wins with a banner that notes a cheat-free win, by drag and by click-to-place', async () => {
    const { page } = w;
    await loadBoard(page, 'TKDV09876.TKDV09876.TKDV09876.TKDV098.67..');
    await drag(page, 4, 1, 3);
    await expect.poll(() => board(page)).toBe('TKDV09876.TKDV09876.TKDV09876.TKDV0987.6..');
    await page.locator('[data-testid="molek-card"][data-column="4"][data-row="0"]').click();
    await page.getByTestId('molek-column-3').click({ force: true });
    await expect.poll(() => board(page)).toBe('TKDV09876.TKDV09876.TKDV09876.TKDV09876...');
    await expect
      .poll(() => page.getByTestId('molek-win-detail').textContent())
      .toBe('Cheat-free win in 2 moves');
    await expect
      .poll(() => page.locator('[data-testid^="molek-column-"][data-locked]').count())
      .toBe(4);
    await expect.poll(() => status(page)).toBe('Won without a single cheat!');
    await settled(page);
    await page.screenshot({ path: path.join(shots(), 'won-cheat-free-dark.png') });
  });

  it('counts the cheats of a win that needed one', async () => {
    const { page } = w;
    await loadBoard(page, 'TKDV09876.TKDV09876.TKDV09876.TKDV09.76.8.');
    await page.getByTestId('molek-allow-cheats').check();
    await drag(page, 4, 1, 5);
    await expect.poll(() => board(page)).toBe('TKDV09876.TKDV09876.TKDV09876.TKDV09.7.86!');
    await drag(page, 5, 1, 4);
    await drag(page, 5, 0, 3);
    await drag(page, 4, 0, 3);
    await expect
      .poll(() => page.getByTestId('molek-win-detail').textContent())
      .toBe('Won with 1 cheat in 4 moves');
    await page.emulateMedia({ colorScheme: 'light' });
    await settled(page);
    await page.screenshot({ path: path.join(shots(), 'won-with-cheat-light.png') });
  });

  it('asks the solver process for a hint and plays its solution', async () => {
    const { page } = w;
    const deal = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';
    await loadBoard(page, deal);
    await page.getByTestId('molek-allow-cheats').uncheck();
    await page.getByTestId('molek-hint').click();
    await expect
      .poll(() => status(page), { timeout: 30_000 })
      .toBe('This board cannot be solved without cheats: tick "Allow cheats" and ask again');
    // The solver's own words are behind "details".
    await expect
      .poll(() => page.getByTestId('status-details').textContent())
      .toBe('detailsNo solution found in 1024 moves without cheating');
    await page.getByTestId('molek-allow-cheats').check();
    await page.keyboard.press('h');
    await expect
      .poll(() => page.getByTestId('molek-table').getAttribute('data-hint'), { timeout: 30_000 })
      .toMatch(/^\d \d+ [-!]> \d \d+$/);
    const line = (await page.getByTestId('molek-table').getAttribute('data-hint'))!;
    const move = parseMoveLine(line);
    expect(checkMove(parseBoard(deal), move)).toBeNull();
    expect(move.landing).toBe(parseBoard(deal).columns[move.to].cards.length);
    // The same search in this process gives the figures to expect.
    const expected = solve(parseBoard(deal), { cheating: true, continueMs: 0 });
    const cheats = expected.moves.filter((m) => m.cheat).length;
    expect(await status(page)).toMatch(
      new RegExp(`^Hint: .*; solvable in ${expected.moves.length} moves with ${cheats} cheats$`),
    );
    await settled(page);
    await page.screenshot({ path: path.join(shots(), 'hint-light.png') });

    await page.getByTestId('molek-solve').click();
    await expect
      .poll(() => page.getByTestId('molek-win-detail').textContent(), { timeout: 60_000 })
      .toBe(`Won with ${cheats} cheats in ${expected.moves.length} moves`);
    await expect.poll(() => status(page)).toBe('Won!');
    // Every move the table played can be taken back.
    for (let i = 0; i < expected.moves.length; i++) await page.keyboard.press('u');
    await expect.poll(() => board(page)).toBe(deal);
  });

  it('keeps the game, its history and the cheats choice across area switches and a reload', async () => {
    const { page } = w;
    const deal = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';
    await loadBoard(page, deal);
    await page.getByTestId('molek-allow-cheats').check();
    await drag(page, 2, 5, 1); // a cheat: the 6 onto the 6
    const played = await board(page);
    expect(played).not.toBe(deal);
    await page.getByRole('tab', { name: 'War' }).click();
    await expect.poll(() => status(page)).toBe('');
    await page.getByRole('tab', { name: 'MOLEK-SYNTEZ table' }).click();
    await expect.poll(() => board(page)).toBe(played);
    expect(await page.getByTestId('molek-allow-cheats').isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => board(page)).toBe(played);
    await page.keyboard.press('u');
    await expect.poll(() => board(page)).toBe(deal);
    await page.keyboard.press('y');
    await expect.poll(() => board(page)).toBe(played);
    // Redo has the keys of the Klondike table: Ctrl+Y, Ctrl+Shift+Z and Y.
    await page.keyboard.press('u');
    await page.keyboard.press('Control+y');
    await expect.poll(() => board(page)).toBe(played);
    await page.keyboard.press('u');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => board(page)).toBe(played);
  });

  it('refuses a drop above the table (on its header) and clears the message on undo', async () => {
    const { page } = w;
    const before = await board(page);
    await settled(page);
    const card = page.locator('[data-testid="molek-card"][data-column="0"][data-row="5"]');
    const box = (await card.boundingBox())!;
    const header = (await page.locator('.molek-head').boundingBox())!;
    const target = (await page.getByTestId('molek-column-3').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 6);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 10, box.y + 16, { steps: 3 });
    // Over column 3, but above the table: on the header.
    await page.mouse.move(target.x + target.width / 2, header.y + header.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => status(page)).toBe('Dropped outside the columns: nothing moved');
    expect(await board(page)).toBe(before);
    // An illegal drop's "Not allowed" goes away with the next undo.
    await page.getByTestId('molek-allow-cheats').uncheck();
    await drag(page, 0, 5, 3);
    await expect.poll(() => status(page)).toMatch(/^Not allowed: /);
    await page.keyboard.press('u');
    await expect.poll(() => status(page)).toBe('');
  });

  it('asks before a new game gives up the one in progress', async () => {
    const { page } = w;
    await page.keyboard.press('y'); // one move in again: a game in progress
    const before = await board(page);
    await page.getByTestId('molek-seed-input').fill('42');
    await page.getByTestId('molek-new-game').click();
    await page.getByTestId('confirm-no').click();
    await expect.poll(() => status(page)).toBe('Kept the game in progress');
    expect(await board(page)).toBe(before);
    await page.getByTestId('molek-new-game').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => status(page)).toBe('Dealt seed 42');
    await expect.poll(() => page.getByTestId('molek-source').textContent()).toBe('Seed 42');
  });

  it('stops playing a solution when the area is left, says so, and keeps the game', async () => {
    const { page } = w;
    await page.getByTestId('molek-allow-cheats').check();
    await page.getByTestId('molek-solve').click();
    await expect
      .poll(() => status(page), { timeout: 30_000 })
      .toMatch(/^Playing a solution of \d+ moves/);
    await page.getByRole('tab', { name: 'Klondike' }).click();
    await expect
      .poll(() => status(page))
      .toBe('MOLEK-SYNTEZ table: stopped playing the solution when you left; the game is kept');
    await page.getByRole('tab', { name: 'MOLEK-SYNTEZ table' }).click();
    await expect.poll(() => page.getByTestId('molek-source').textContent()).toBe('Seed 42');
    expect(await page.getByTestId('molek-solve').textContent()).toBe('Solve');
  });

  it('refuses a seed the command line refuses, with the one seed rule', async () => {
    const { page } = w;
    const before = await board(page);
    for (const typed of ['1e3', '-5', '2147483647', '12 34']) {
      await page.getByTestId('molek-seed-input').fill(typed);
      await page.getByTestId('molek-new-game').click();
      await expect
        .poll(() => status(page))
        .toBe(`Not dealt: a seed must be a whole number from 1 to 2147483646 (got "${typed}")`);
      expect(await board(page)).toBe(before);
    }
    await page.getByTestId('molek-seed-input').fill('');
  });

  it('says a board loaded already solved is solved, not a win in 0 moves', async () => {
    const { page } = w;
    const solved = 'TKDV09876.TKDV09876.TKDV09876.TKDV09876...';
    await page.getByTestId('molek-board-input').fill(solved);
    await page.getByTestId('molek-load-board').click();
    // Over a game in progress the table asks first.
    const asked = () => page.getByTestId('confirm').isVisible();
    await expect.poll(async () => (await asked()) || (await board(page)) === solved).toBe(true);
    if (await asked()) await page.getByTestId('confirm-yes').click();
    await expect.poll(() => board(page)).toBe(solved);
    await expect
      .poll(() => page.getByTestId('molek-win-detail').textContent())
      .toBe('This board was already solved: every card is in a locked column');
    expect(await status(page)).toBe('Board loaded: it is already solved');
  });

  it('is won with the keyboard alone, cheats included: seed 2 by the solver’s line', async () => {
    const { page } = w;
    const start = dealBoard(2);
    // The solver's answer, got here, played by keys: it needs cheats.
    const solution = solve(start, { cheating: true, continueMs: 0 });
    const cheats = solution.moves.filter((m) => m.cheat).length;
    expect(cheats).toBeGreaterThan(0);

    // Deal seed 2 from the Seed box: type it and press Enter (give up the game in progress
    // by tabbing to "Give up", whichever button the question opens on).
    await page.getByTestId('molek-seed-input').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    if (await page.getByTestId('confirm').isVisible()) {
      for (let i = 0; i < 4 && !(await isActive(page, 'confirm-yes')); i++)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => board(page)).toBe(formatBoard(start));

    // Tab reaches the table: one card is in the Tab order, the top card of column 0.
    for (let i = 0; i < 20 && (await activeSpot(page)) === null; i++)
      await page.keyboard.press('Tab');
    expect(await activeSpot(page)).toBe('0:5');
    expect(await activeName(page)).toBe(
      `column 0: ${RANK_LABEL[start.columns[0].cards[5]]}, 5 cards under it`,
    );
    // C allows cheats (as the "Allow cheats" box does for the mouse), and C again forbids them.
    const allowed = await page.getByTestId('molek-allow-cheats').isChecked();
    await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('molek-allow-cheats').isChecked()).toBe(!allowed);
    if (allowed) await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('molek-allow-cheats').isChecked()).toBe(true);
    expect(await announced(page)).toBe('Cheats allowed');
    await settled(page);
    await page.screenshot({ path: path.join(shots(), 'keyboard-focus-dark.png') });

    // Escape puts picked-up cards back.
    await page.keyboard.press('Enter');
    await expect.poll(() => activeName(page)).toMatch(/, picked up$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => announced(page)).toBe('Put the cards back');
    expect(await activeName(page)).not.toMatch(/picked up/);

    let position = start;
    for (const [i, move] of solution.moves.entries()) {
      const key = i % 2 === 0 ? 'Enter' : ' ';
      await focusSpot(page, move.from, move.row);
      await page.keyboard.press(key);
      await expect.poll(() => announced(page)).toMatch(/^Picked up /);
      expect(await activeName(page)).toMatch(/, picked up$/);
      if (i === 1) {
        await page.emulateMedia({ colorScheme: 'light' });
        await settled(page);
        await page.screenshot({ path: path.join(shots(), 'keyboard-held-light.png') });
        await page.emulateMedia({ colorScheme: 'dark' });
      }
      await focusSpot(page, move.to, null);
      await page.keyboard.press(key);
      const landed = position.columns[move.to].cards.length;
      position = applyMove(position, move);
      await expect.poll(() => board(page)).toBe(formatBoard(position));
      if (move.cheat && i < solution.moves.length - 1)
        expect(await announced(page)).toBe(
          `Cheat: the card from column ${move.from} now sits on column ${move.to}`,
        );
      // The focus stays on the card that moved, in its new place.
      await expect.poll(() => activeSpot(page)).toBe(`${move.to}:${landed}`);
    }
    await expect
      .poll(() => page.getByTestId('molek-win-detail').textContent())
      .toBe(`Won with ${cheats} cheats in ${solution.moves.length} moves`);
    await expect.poll(() => status(page)).toBe('Won!');
    expect(await announced(page)).toBe('Won!');
    // The shortcut keys work while a card has the focus.
    expect(await activeSpot(page)).not.toBeNull();
    await page.keyboard.press('u');
    await expect.poll(() => announced(page)).toBe(`Took back move ${solution.moves.length}`);
    expect(await board(page)).not.toBe(formatBoard(position));
    await page.keyboard.press('y');
    await expect.poll(() => board(page)).toBe(formatBoard(position));
  });

  it('leaves Space and Enter on a focused button or checkbox to that control', async () => {
    const { page } = w;
    const won = await board(page);
    const cheats = page.getByTestId('molek-allow-cheats');
    const before = await cheats.isChecked();
    await cheats.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => cheats.isChecked()).toBe(!before);
    await page.keyboard.press(' ');
    await expect.poll(() => cheats.isChecked()).toBe(before);
    expect(await board(page)).toBe(won);
    // Space on Undo takes the last move back; Enter on Redo plays it again.
    await page.getByTestId('molek-undo').focus();
    await page.keyboard.press(' ');
    await expect.poll(() => board(page)).not.toBe(won);
    await page.getByTestId('molek-redo').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => board(page)).toBe(won);
    await page.getByTestId('molek-undo').focus();
    await page.keyboard.press(' ');
    // Space on Hint asks for a hint.
    await page.getByTestId('molek-hint').focus();
    await page.keyboard.press(' ');
    await expect
      .poll(() => page.getByTestId('molek-table').getAttribute('data-hint'), { timeout: 30_000 })
      .toMatch(/^\d \d+ [-!]> \d \d+$/);
    await expect.poll(() => status(page)).toMatch(/^Hint: /);
  });
});

/** `column:row` of the table's card or column that has the focus, or null. */
function activeSpot(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-spot') ?? null);
}

function activeName(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

function isActive(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId);
}

/** What the table's live region said last. */
function announced(page: Page): Promise<string | null> {
  return page.getByTestId('molek-announce').textContent();
}

/** Moves the focus with the arrow keys to a card (or, with row null, to a column's top card). */
async function focusSpot(page: Page, column: number, row: number | null) {
  for (let i = 0; i < 40; i++) {
    const spot = await activeSpot(page);
    if (spot === null) throw new Error('the focus left the table');
    const [c, r] = spot.split(':').map(Number);
    if (c !== column) await page.keyboard.press(c < column ? 'ArrowRight' : 'ArrowLeft');
    else if (row !== null && r !== row)
      await page.keyboard.press(r < row ? 'ArrowDown' : 'ArrowUp');
    else return;
  }
  throw new Error(`the arrow keys did not reach column ${column} row ${row}`);
}
