import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardName,
  dealFromSeed,
  firstWinnableDeal,
  formatMove,
  isLegal,
  isWon,
  makeCard,
  parseExchange,
  parseMove,
  afterMove,
  serializeExchange,
  solve,
  type KlondikeState,
  type Suit,
} from '../../src-shared/klondike';
import { openWindow, outputDir, ROOT, SHARED, type WindowUnderTest } from '../support/browser';

const shots = () => outputDir('klondike');
const EXAMPLES = path.join(SHARED, 'klondike', 'examples');
const status = (page: Page) => page.getByTestId('status-message').textContent();

/** The position as the engine has it, in the words `shown` reads off the table. */
function expected(state: KlondikeState): string {
  const lines = [
    'foundations ' +
      state.foundations
        .map((top, suit) =>
          top === 0 ? `_${'cdhs'[suit]}` : cardName(makeCard(top, suit as Suit)),
        )
        .join(' '),
  ];
  state.tableau.forEach((column, i) =>
    lines.push(`${i + 1}: ${column.covered.length} | ${column.faceUp.map(cardName).join(' ')}`),
  );
  lines.push(`waste ${state.waste.map(cardName).join(' ')}`);
  lines.push(`stock ${state.stock.length}`);
  lines.push(`score ${state.score}`);
  lines.push(`resets ${state.resetsLeft === null ? 'unlimited' : state.resetsLeft}`);
  return lines.join('\n');
}

/** The position as the table draws it, read from the card elements themselves. */
function shown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="klondike-card"]')];
    const byIndex = (a: HTMLElement, b: HTMLElement) =>
      Number(a.dataset.index) - Number(b.dataset.index);
    const tops = ['c', 'd', 'h', 's'].map((suit) => {
      const ranks = 'A23456789TJQK';
      const home = cards
        .filter((c) => c.dataset.pile === 'foundation' && c.dataset.card![1] === suit)
        .map((c) => ranks.indexOf(c.dataset.card![0]));
      return home.length === 0 ? `_${suit}` : `${ranks[Math.max(...home)]}${suit}`;
    });
    const lines = [`foundations ${tops.join(' ')}`];
    for (let column = 1; column <= 7; column++) {
      const pile = cards.filter(
        (c) => c.dataset.pile === 'column' && c.dataset.column === String(column),
      );
      const covered = pile.filter((c) => c.dataset.face === 'down').length;
      const faceUp = pile.filter((c) => c.dataset.face === 'up').sort(byIndex);
      lines.push(`${column}: ${covered} | ${faceUp.map((c) => c.dataset.card).join(' ')}`);
    }
    const waste = cards.filter((c) => c.dataset.pile === 'waste').sort(byIndex);
    lines.push(`waste ${waste.map((c) => c.dataset.card).join(' ')}`);
    lines.push(`stock ${cards.filter((c) => c.dataset.pile === 'stock').length}`);
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.textContent;
    lines.push(`score ${text('klondike-score')}`);
    lines.push(`resets ${text('klondike-resets-left')}`);
    return lines.join('\n');
  });
}

function replay(start: KlondikeState, moves: string[]): KlondikeState {
  return moves.reduce((state, text) => afterMove(state, parseMove(text, 'standard')!), start);
}

/** Waits for cards sliding into place to arrive, so they can be grabbed where they are. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

const card = (page: Page, name: string) =>
  page.locator(`[data-testid="klondike-card"][data-card="${name}"]`);

/** Presses on the visible corner of a card, carries it onto a pile and lets go. */
async function drag(page: Page, name: string, targetTestId: string) {
  await settled(page);
  const from = (await card(page, name).boundingBox())!;
  const to = (await page.getByTestId(targetTestId).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + 20, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

async function deal(page: Page, seed: number, turn: 1 | 3, limit: string) {
  await page.getByTestId('klondike-seed-input').fill(String(seed));
  await page.getByTestId('klondike-turn').selectOption(String(turn));
  await page.getByTestId('klondike-limit').selectOption(limit);
  await page.getByTestId('klondike-new-game').click();
  await expect.poll(() => status(page)).toBe(`Dealt seed ${seed}`);
}

/** Opens `text` in the table as if the user chose a file called `name`. */
async function openText(page: Page, name: string, text: string | Buffer) {
  await page.getByTestId('klondike-file-input').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
}

/** Answers the window's "give up the game in progress?" question. */
async function answer(page: Page, yes: boolean) {
  await page.getByTestId(yes ? 'confirm-yes' : 'confirm-no').click();
  await expect.poll(() => page.getByTestId('confirm').count()).toBe(0);
}

async function saved(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId('klondike-save').click();
  const file = await (await download).path();
  return readFileSync(file, 'utf8');
}

describe('the Klondike table in Chromium', () => {
  let w: WindowUnderTest;
  let page: Page;
  // The table plays the standard rules (a card may come back from a foundation).
  const seven = dealFromSeed(7, { turn: 1, rules: 'standard' });
  // The scripted game on seed 7: Ac home by double-click, 7s onto 8h and As home by drag,
  // Space to draw Ah, which a drag sends home, Ts onto Jh and a draw by the command box,
  // then 4d onto 5c by click-to-place.
  const script = ['1->f', '7->5', '6->f', '.', 'w->f', '3->2', '.', '6->4'];

  beforeAll(async () => {
    w = await openWindow({ colorScheme: 'light' });
    page = w.page;
    await page.getByRole('tab', { name: 'Klondike' }).click();
  });
  afterAll(async () => {
    await w?.close();
  });

  it('shows seed 7 exactly as `solitaire deal -s 7` prints it', async () => {
    await deal(page, 7, 1, 'unlimited');
    const printed = execFileSync(
      process.execPath,
      [path.join(ROOT, 'bin', 'solitaire.cjs'), 'deal', '-s', '7', '--rules', 'standard'],
      { encoding: 'utf8' },
    );
    const parsed = parseExchange(printed);
    if (!parsed.ok) throw new Error('the CLI printed an unreadable deal');
    await expect.poll(() => shown(page)).toBe(expected(parsed.game.state));
    expect(await saved(page)).toBe(printed);
    await expect.poll(() => page.getByTestId('klondike-source').textContent()).toBe('Seed 7');
    await settled(page);
    await page.screenshot({ path: path.join(shots(), 'seed-7-light.png') });
  });

  it('plays a scripted game by mouse, hotkeys and commands, scoring each move', async () => {
    await card(page, 'Ac').dblclick();
    await expect.poll(() => shown(page)).toBe(expected(replay(seven, script.slice(0, 1))));
    await drag(page, '7s', 'klondike-column-5');
    await drag(page, 'As', 'klondike-foundation-s');
    await expect.poll(() => shown(page)).toBe(expected(replay(seven, script.slice(0, 3))));
    await page.keyboard.press('Space');
    await expect.poll(() => shown(page)).toBe(expected(replay(seven, script.slice(0, 4))));
    await drag(page, 'Ah', 'klondike-foundation-c'); // any foundation: each card knows its own
    await page.getByTestId('klondike-command').fill('c3 c2');
    await page.getByTestId('klondike-command').press('Enter');
    await page.getByTestId('klondike-command').fill('s');
    await page.getByTestId('klondike-command').press('Enter');
    await expect.poll(() => shown(page)).toBe(expected(replay(seven, script.slice(0, 7))));
    await settled(page);
    await card(page, '4d').click();
    await card(page, '5c').click();
    const final = replay(seven, script);
    await expect.poll(() => shown(page)).toBe(expected(final));
    expect(final.score).toBe(50);
    await expect.poll(() => page.getByTestId('klondike-moves').textContent()).toBe('8');

    // An illegal drop snaps back and says why.
    await drag(page, '8h', 'klondike-column-3');
    await expect
      .poll(() => status(page))
      .toBe('Not allowed: no face-up card of column 5 fits on column 3');
    expect(await shown(page)).toBe(expected(final));
    await page.getByTestId('klondike-command').fill('3c5 c1');
    await page.getByTestId('klondike-command').press('Enter');
    await expect.poll(() => status(page)).toBe('column 5 has 2 face-up cards, not 3');
    await settled(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: path.join(shots(), 'scripted-game-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('undoes and redoes to exact positions', async () => {
    await page.getByTestId('klondike-command').press('Escape');
    const body = page.locator('body');
    for (let undone = 1; undone <= script.length; undone++) {
      await body.press('Control+z');
      await expect
        .poll(() => shown(page))
        .toBe(expected(replay(seven, script.slice(0, script.length - undone))));
    }
    await expect.poll(() => page.getByTestId('klondike-undo').isDisabled()).toBe(true);
    for (let redone = 1; redone <= script.length; redone++) {
      await body.press(redone % 2 ? 'Control+y' : 'y');
      await expect.poll(() => shown(page)).toBe(expected(replay(seven, script.slice(0, redone))));
    }
    expect(await saved(page)).toBe(serializeExchange(replay(seven, script)));
  });

  it('gives a legal move as a hint, from the solver, and answers "winnable?"', async () => {
    await page.getByTestId('klondike-hint').click();
    await expect
      .poll(() => page.getByTestId('klondike-table').getAttribute('data-hint'), {
        timeout: 20_000,
      })
      .toMatch(/\S/);
    const hint = await page.getByTestId('klondike-table').getAttribute('data-hint');
    const move = parseMove(hint!, 'standard');
    expect(move).not.toBeNull();
    expect(isLegal(replay(seven, script), move!)).toBe(true);
    expect(await status(page)).toMatch(
      new RegExp(`^Hint: .* \\(${hint!.replace(/[.>-]/g, '\\$&')}\\)$`),
    );
    await page.screenshot({ path: path.join(shots(), 'hint-light.png') });
    await page.keyboard.press('w');
    await expect
      .poll(() => status(page), { timeout: 20_000 })
      .toMatch(/^Winnable: the solver found a win in \d+ moves \(\d+\.\d s\)$/);
  });

  it('resumes the game in progress after a reload, undo history included', async () => {
    const before = await shown(page);
    await page.reload();
    await expect.poll(() => shown(page)).toBe(before);
    await expect.poll(() => page.getByTestId('klondike-source').textContent()).toBe('Seed 7');
    await expect.poll(() => page.getByTestId('klondike-moves').textContent()).toBe('8');
    await page.getByTestId('klondike-undo').click();
    await expect.poll(() => shown(page)).toBe(expected(replay(seven, script.slice(0, 7))));
    await page.getByTestId('klondike-redo').click();
    await expect.poll(() => shown(page)).toBe(before);
    // Restarting gives up the game in progress: the window asks first.
    await page.getByTestId('klondike-restart').click();
    await expect
      .poll(() => page.getByTestId('confirm').textContent())
      .toContain('Restart? The game in progress is given up and counts as a loss');
    await answer(page, false);
    await expect.poll(() => status(page)).toBe('Kept the game in progress');
    expect(await shown(page)).toBe(before);
    await page.getByTestId('klondike-restart').click();
    await answer(page, true);
    await expect.poll(() => shown(page)).toBe(expected(seven));
    await expect.poll(() => page.getByTestId('klondike-moves').textContent()).toBe('0');
    await expect.poll(() => page.getByTestId('klondike-undo').isDisabled()).toBe(true);
  });

  it('turns three cards, fanned, and blocks the reset once the limit is spent', async () => {
    await deal(page, 7, 3, '1');
    const start = dealFromSeed(7, { turn: 3, limit: 1 });
    await page.keyboard.press('Space');
    await expect.poll(() => shown(page)).toBe(expected(replay(start, ['.'])));
    await expect
      .poll(() => page.getByTestId('klondike-waste').getAttribute('data-top'))
      .toBe('Ah 5h 2s');
    await settled(page);
    const xs = await Promise.all(
      ['Ah', '5h', '2s'].map(async (name) => (await card(page, name).boundingBox())!.x),
    );
    expect(xs[0]).toBeLessThan(xs[1]);
    expect(xs[1]).toBeLessThan(xs[2]);
    await page.screenshot({ path: path.join(shots(), 'turn-3-light.png') });
    for (let i = 1; i < 8; i++) await page.keyboard.press('d');
    const emptied = replay(start, Array(8).fill('.'));
    await expect.poll(() => shown(page)).toBe(expected(emptied));
    await page.getByTestId('klondike-stock').click(); // the one reset allowed
    await expect.poll(() => shown(page)).toBe(expected(replay(emptied, ['r'])));
    await expect.poll(() => page.getByTestId('klondike-resets-left').textContent()).toBe('0');
    for (let i = 0; i < 8; i++) await page.keyboard.press('Space');
    const spent = replay(emptied, ['r', ...Array(8).fill('.')]);
    await expect.poll(() => shown(page)).toBe(expected(spent));
    await page.getByTestId('klondike-stock').click();
    await expect
      .poll(() => status(page))
      .toBe('No resets left: the waste cannot go back to the stock');
    expect(await shown(page)).toBe(expected(spent));
  });

  it('opens the example exchange file and shows that position', async () => {
    await page.getByTestId('klondike-file-input').setInputFiles(path.join(EXAMPLES, 'game.txt'));
    await answer(page, true); // the turn-three game was in progress
    await expect.poll(() => status(page)).toBe('Opened game.txt');
    const parsed = parseExchange(readFileSync(path.join(EXAMPLES, 'game.txt'), 'utf8'));
    if (!parsed.ok) throw new Error('game.txt is unreadable');
    await expect.poll(() => shown(page)).toBe(expected(parsed.game.state));
    await expect
      .poll(() => page.getByTestId('klondike-source').textContent())
      .toBe('File game.txt');
    await expect
      .poll(() => page.getByTestId('klondike-waste').getAttribute('data-top'))
      .toBe('Jd 3d Ac');
    await settled(page);
    await page.screenshot({ path: path.join(shots(), 'game-txt-light.png') });

    await openText(page, 'broken.txt', readFileSync(path.join(EXAMPLES, 'missing.txt')));
    await expect.poll(() => status(page)).toBe('broken.txt is not a Klondike game file');
    await page.getByTestId('status-details').locator('summary').click();
    await expect
      .poll(() => page.getByTestId('status-details').textContent())
      .toBe(
        `details${readFileSync(path.join(EXAMPLES, 'missing.expected-stderr'), 'utf8').trim()}`,
      );
    await expect.poll(() => shown(page)).toBe(expected(parsed.game.state));

    // The desktop menu's File › Open… arrives as a bridge event; the file's moves are played
    // up to the illegal one.
    const moves = readFileSync(path.join(EXAMPLES, 'moves.txt'));
    w.host.emit('file.opened', {
      path: path.join(EXAMPLES, 'moves.txt'),
      name: 'moves.txt',
      base64: moves.toString('base64'),
    });
    await expect
      .poll(() => status(page))
      .toBe(
        'Opened moves.txt. Move 11 is illegal: 4->3 (no face-up card of column 4 fits on column 3); stopped before it',
      );
    const written = parseExchange(moves.toString('utf8'));
    if (!written.ok) throw new Error('moves.txt is unreadable');
    const played = written.game.moves.slice(0, 10).map((m) => m.text);
    await expect.poll(() => shown(page)).toBe(expected(replay(written.game.state, played)));
    await expect.poll(() => page.getByTestId('klondike-moves').textContent()).toBe('10');
  });

  it('finishes an almost won game dropped on the window, celebrates and keeps statistics', async () => {
    const text = readFileSync(path.join(EXAMPLES, 'almost-won.txt'), 'utf8');
    await page.evaluate((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'almost-won.txt', { type: 'text/plain' }));
      const area = document.querySelector('.klondike-area')!;
      area.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true }));
      area.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }));
    }, text);
    await expect.poll(() => status(page)).toBe('Opened almost-won.txt');
    await drag(page, '8d', 'klondike-column-4');
    await expect
      .poll(() => page.getByTestId('klondike-win').isVisible(), { timeout: 15_000 })
      .toBe(true);
    // 8d onto 9c turns up the Td (+5), then 28 cards go home (+10 each).
    await expect
      .poll(() => page.getByTestId('klondike-win-detail').textContent())
      .toMatch(/^Score 285 · 29 moves · \d+:\d\d$/);
    // Let the last card land and the banner finish popping up before the picture.
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(shots(), 'won-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: path.join(shots(), 'won-dark.png') });
    // Seed 7 (turn 1), seed 7 (turn 3) and this one were played; this one was won.
    const stats = async () =>
      [
        await page.getByTestId('klondike-stat-games').textContent(),
        await page.getByTestId('klondike-stat-wins').textContent(),
        await page.getByTestId('klondike-stat-best').textContent(),
      ].join(' ');
    await expect.poll(stats).toBe('3 1 285');
    await page.reload();
    await expect.poll(stats).toBe('3 1 285');
  });

  it('finishes on its own a file whose moves leave only trivial ones', async () => {
    const text = readFileSync(path.join(EXAMPLES, 'almost-won.txt'), 'utf8') + '7->4\n';
    await openText(page, 'almost-won-played.txt', text);
    // The last test's win shows the same score, so wait for this win to be counted first.
    await expect
      .poll(() => page.getByTestId('klondike-stat-wins').textContent(), { timeout: 20_000 })
      .toBe('2');
    await expect
      .poll(() => page.getByTestId('klondike-win-detail').textContent())
      .toMatch(/^Score 285 · 29 moves · \d+:\d\d$/);
    await expect.poll(() => page.getByTestId('klondike-stat-games').textContent()).toBe('4');
  });

  it('scales the cards with the window', async () => {
    await deal(page, 7, 1, 'unlimited');
    await settled(page);
    const width = async () => (await card(page, 'Ac').boundingBox())!.width;
    const large = await width();
    await page.setViewportSize({ width: 960, height: 640 });
    await expect.poll(width).toBeLessThan(large * 0.8);
    await settled(page);
    await page.screenshot({ path: path.join(shots(), 'small-window-dark.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(width).toBe(large);
  });

  it('asks before a new game gives up the one in progress, which then counts as a loss', async () => {
    await deal(page, 7, 1, 'unlimited');
    const games = Number(await page.getByTestId('klondike-stat-games').textContent());
    const wins = await page.getByTestId('klondike-stat-wins').textContent();
    await page.keyboard.press('d'); // the first move: the game counts
    await expect
      .poll(() => page.getByTestId('klondike-stat-games').textContent())
      .toBe(String(games + 1));
    const before = await shown(page);
    await page.keyboard.press('n');
    await answer(page, false);
    expect(await shown(page)).toBe(before);
    await page.getByTestId('klondike-seed-input').fill('11');
    await page.getByTestId('klondike-new-game').click();
    await answer(page, true);
    await expect.poll(() => status(page)).toBe('Dealt seed 11');
    await expect.poll(() => shown(page)).toBe(expected(dealFromSeed(11)));
    // Given up: played and not won, a loss.
    expect(await page.getByTestId('klondike-stat-games').textContent()).toBe(String(games + 1));
    expect(await page.getByTestId('klondike-stat-wins').textContent()).toBe(wins);
    expect(await page.getByTestId('klondike-stat-lost').textContent()).toBe(
      String(games + 1 - Number(wins)),
    );
    // A new game over one not yet begun does not ask.
    await deal(page, 7, 1, 'unlimited');
    expect(await page.getByTestId('confirm').count()).toBe(0);
  });

  it('clears the command box after a refused command and on Esc, and a stale message on undo', async () => {
    const box = page.getByTestId('klondike-command');
    await box.fill('c9 c1');
    await box.press('Enter');
    await expect.poll(() => status(page)).toMatch(/c9/);
    expect(await box.inputValue()).toBe('');
    await box.fill('w c4');
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');
    // A refused drop says "Not allowed…"; undoing the last move takes the message away.
    await page.keyboard.press('d');
    await expect.poll(() => page.getByTestId('klondike-moves').textContent()).toBe('1');
    await box.fill('c2 f');
    await box.press('Enter');
    await expect.poll(() => status(page)).toMatch(/^Not allowed: /);
    await box.press('Escape'); // back to the table's keys
    await page.keyboard.press('u');
    await expect.poll(() => status(page)).toBe('');
    await page.keyboard.press('y');
    expect(await status(page)).toBe('');
  });

  it('auto-completes as soon as the rest is mechanical: one waste card, the stock empty, all face up', async () => {
    const text = [
      'RULES:',
      'turn 1',
      'unlimited',
      'FOUNDATIONS:',
      'Ac 2d Jh Ts',
      'TABLEAU:',
      '| 8d',
      '| 6d 5c 4d 3c',
      '| Kd Qs',
      '| 9c',
      '| Ks Qd Js',
      '| Kc Qh Jc Td',
      '| Kh Qc Jd Tc 9d 8c 7d 6c 5d 4c 3d 2c',
      'STOCK:',
      '7c |',
      'MOVES:',
      '',
    ].join('\n');
    await openText(page, 'mechanical.txt', text);
    await answer(page, true); // the game of the test before was in progress
    await expect
      .poll(() => page.getByTestId('klondike-win').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => shown(page)).toMatch(/^foundations Kc Kd Kh Ks\n/);
  });

  it('drags a card back off a foundation for 15 points (the standard rules)', async () => {
    // almost-won.txt with 2c and 3d played home (+20): 3d comes back onto 4c of column 1.
    const text = readFileSync(path.join(EXAMPLES, 'almost-won.txt'), 'utf8') + '1->f 1->f\n';
    await openText(page, 'two-home.txt', text);
    await expect.poll(() => status(page)).toBe('Opened two-home.txt');
    const parsed = parseExchange(text);
    if (!parsed.ok) throw new Error('two-home.txt is unreadable');
    const start = { ...parsed.game.state, rules: 'standard' as const };
    await expect.poll(() => shown(page)).toBe(expected(replay(start, ['1->f', '1->f'])));
    await expect.poll(() => page.getByTestId('klondike-score').textContent()).toBe('20');
    await drag(page, '3d', 'klondike-column-1');
    const after = replay(start, ['1->f', '1->f', 'fd->1']);
    expect(after.score).toBe(5);
    await expect.poll(() => shown(page)).toBe(expected(after));
    await expect.poll(() => page.getByTestId('klondike-score').textContent()).toBe('5');
    // Saved, the position says it plays the standard rules and keeps the move.
    expect(await saved(page)).toBe(serializeExchange(after));
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('klondike-score').textContent()).toBe('20');
  });

  it('deals winnable deals only when asked, remembers the choice, and the solver wins them', async () => {
    // The first seed the solver proves lost cheaply under the table's rules, found rather
    // than written down.
    let lost = 1;
    while (
      solve(dealFromSeed(lost, { rules: 'standard' }), { nodeLimit: 100_000 }).outcome !==
      'not-winnable'
    ) {
      lost++;
    }
    const winnable = firstWinnableDeal(lost, { rules: 'standard' })!;
    expect(winnable.seed).toBeGreaterThan(lost);
    await page.getByTestId('klondike-winnable-only').check();
    await page.getByTestId('klondike-seed-input').fill(String(lost));
    await page.getByTestId('klondike-turn').selectOption('1');
    await page.getByTestId('klondike-limit').selectOption('unlimited');
    await page.getByTestId('klondike-new-game').click();
    await answer(page, true); // the game of the test before was in progress
    await expect
      .poll(() => status(page), { timeout: 120_000 })
      .toBe(`Dealt seed ${winnable.seed}, the first proven winnable from seed ${lost}`);
    await expect
      .poll(() => page.getByTestId('klondike-source').textContent())
      .toBe(`Seed ${winnable.seed}`);
    await expect.poll(() => shown(page)).toBe(expected(winnable.state));
    // The solver's win replays through the engine from the dealt position.
    expect(isWon(replay(winnable.state, winnable.result.moves.map(formatMove)))).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('klondike-winnable-only').isChecked()).toBe(true);
    await page.getByTestId('klondike-winnable-only').uncheck();
    await page.reload();
    await expect.poll(() => page.getByTestId('klondike-winnable-only').isChecked()).toBe(false);
  }, 300_000);
});
