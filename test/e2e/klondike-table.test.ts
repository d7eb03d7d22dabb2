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
  foundationCardsFitting,
  legalMoves,
  pileStart,
  serializeExchange,
  solve,
  suitOf,
  type KlondikeState,
  type Move,
  type Suit,
} from '../../src-shared/klondike';
import { tableStops } from '../../src-renderer/areas/klondike/focus';
import {
  FOCUS_KEYS,
  moveFocus,
  stopKey,
  type FocusGrid,
  type FocusSpot,
} from '../../src-renderer/cards/roving-focus';
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
    // The New game button still has the focus: its Space would be its own, so D draws.
    await page.keyboard.press('d');
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
    // Seed 7 (turn 1), seed 7 (turn 3) and this one were played; this one, the first game of
    // its variant (turn 1, one reset), was won.
    const stats = async () =>
      [
        await page.getByTestId('klondike-stat-variant').textContent(),
        await page.getByTestId('klondike-stat-games').textContent(),
        await page.getByTestId('klondike-stat-wins').textContent(),
        await page.getByTestId('klondike-stat-best').textContent(),
      ].join(' ');
    await expect.poll(stats).toBe('Turn 1 · 1 reset 1 1 285');
    await page.reload();
    await expect.poll(stats).toBe('Turn 1 · 1 reset 1 1 285');
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
    await expect.poll(() => page.getByTestId('klondike-stat-games').textContent()).toBe('2');
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

/* ---- Keyboard play, dialogs, where the win was lost, statistics and Vegas (#27, #28) ----- */

/** The `data-stop` of the element the keyboard is on, or null off the table's cards. */
const focusedStop = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.stop ?? null);
const focusedTestId = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null);

/** The shortest run of focus keys from one spot of the table to another. */
function keyPath(grid: FocusGrid, from: FocusSpot, to: FocusSpot): string[] {
  const seen = new Map<string, string[]>([[stopKey(from), []]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    const path = seen.get(stopKey(at))!;
    if (stopKey(at) === stopKey(to)) return path;
    for (const key of FOCUS_KEYS) {
      const next = moveFocus(grid, at, key);
      if (next && !seen.has(stopKey(next))) {
        seen.set(stopKey(next), [...path, key]);
        queue.push(next);
      }
    }
  }
  throw new Error(`no way from ${stopKey(from)} to ${stopKey(to)}`);
}

/** Moves the keyboard focus to `to` with the arrow keys. */
async function goTo(page: Page, state: KlondikeState, to: FocusSpot) {
  const at = await focusedStop(page);
  if (at === null) throw new Error('the keyboard is not on the table');
  const [row, pile, stop] = at.split('.').map(Number);
  for (const key of keyPath(tableStops(state).grid, { row, pile, stop }, to)) {
    await page.keyboard.press(key);
  }
  await expect.poll(() => focusedStop(page)).toBe(stopKey(to));
}

const columnTop = (state: KlondikeState, column: number): FocusSpot => ({
  row: 1,
  pile: column - 1,
  stop: Math.max(0, state.tableau[column - 1].faceUp.length - 1),
});
const foundationOf = (card: number): FocusSpot => ({ row: 0, pile: 2 + suitOf(card), stop: 0 });

/** Plays `move` with the keyboard alone: to the cards, Enter, to the pile, Space. */
async function playByKeys(page: Page, state: KlondikeState, move: Move) {
  if (move.kind === 'turn' || move.kind === 'reset') {
    await goTo(page, state, { row: 0, pile: 0, stop: 0 });
    await page.keyboard.press('Enter');
    return;
  }
  let from: FocusSpot;
  let to: FocusSpot;
  if (move.kind === 'fromFoundation') {
    const suit = move.suit ?? foundationCardsFitting(state, move.to)[0];
    from = { row: 0, pile: 2 + suit, stop: 0 };
    to = columnTop(state, move.to);
  } else {
    const card =
      move.from === 'w'
        ? state.waste[state.waste.length - 1]
        : state.tableau[move.from - 1].faceUp[state.tableau[move.from - 1].faceUp.length - 1];
    from =
      move.from === 'w'
        ? { row: 0, pile: 1, stop: 0 }
        : move.to === 'f'
          ? columnTop(state, move.from)
          : { row: 1, pile: move.from - 1, stop: pileStart(state, move.from, move.to) };
    to = move.to === 'f' ? foundationOf(card) : columnTop(state, move.to);
  }
  await goTo(page, state, from);
  await page.keyboard.press('Enter');
  await goTo(page, state, to);
  await page.keyboard.press('Space');
}

/** Opens a game file by the file input, answering "give up the game in progress?" yes. */
async function openFile(page: Page, name: string, text: string | Buffer) {
  await openText(page, name, text);
  const opened = async () => (await status(page))?.startsWith(`Opened ${name}`) === true;
  await expect
    .poll(async () => (await page.getByTestId('confirm').count()) > 0 || (await opened()))
    .toBe(true);
  if (await page.getByTestId('confirm').count()) await answer(page, true);
  await expect.poll(opened).toBe(true);
}

/** Deals `seed` with the choices as they are, giving up the game in progress if there is one. */
async function dealSeed(page: Page, seed: number) {
  await page.getByTestId('klondike-seed-input').fill(String(seed));
  await page.getByTestId('klondike-new-game').click();
  const dealt = `Dealt seed ${seed}`;
  await expect
    .poll(
      async () => (await page.getByTestId('confirm').count()) > 0 || (await status(page)) === dealt,
    )
    .toBe(true);
  if (await page.getByTestId('confirm').count()) await answer(page, true);
  await expect.poll(() => status(page)).toBe(dealt);
}

const figure = (page: Page, id: string) => page.getByTestId(`klondike-${id}`).textContent();

describe('the Klondike table by keyboard, and what it keeps track of', () => {
  let w: WindowUnderTest;
  let page: Page;

  beforeAll(async () => {
    w = await openWindow({ colorScheme: 'light' });
    page = w.page;
    await page.getByRole('tab', { name: 'Klondike' }).click();
  });
  afterAll(async () => {
    await w?.close();
  });

  it('wins a deal from start to end with the keyboard alone', async () => {
    // The first seed the solver wins under the table's rules, and its win, move by move.
    let seed = 1;
    let win = solve(dealFromSeed(seed, { rules: 'standard' }), { nodeLimit: 300_000 });
    while (win.outcome !== 'won') {
      seed++;
      win = solve(dealFromSeed(seed, { rules: 'standard' }), { nodeLimit: 300_000 });
    }
    await page.getByTestId('klondike-seed-input').focus();
    await page.keyboard.type(String(seed));
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toBe(`Dealt seed ${seed}`);
    // Tab enters the table on one card; arrow keys do the rest.
    for (let i = 0; i < 30 && (await focusedStop(page)) === null; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedStop(page)).not.toBeNull();
    let state = dealFromSeed(seed, { rules: 'standard' });
    for (const [i, move] of win.moves.entries()) {
      // Once only trivial moves remain, the table finishes by itself.
      if (isWon(state)) break;
      await playByKeys(page, state, move);
      state = afterMove(state, move);
      // A move that leaves only trivial ones starts the table's own finish at once, so the
      // counter may already be past it when read.
      const finishing = isWon(state);
      await expect
        .poll(async () => {
          const made = Number(await figure(page, 'moves'));
          return finishing ? made >= i + 1 : made;
        })
        .toBe(finishing ? true : i + 1);
      if (i === 2) {
        await settled(page);
        await page.screenshot({ path: path.join(shots(), 'keyboard-focus-light.png') });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.screenshot({ path: path.join(shots(), 'keyboard-focus-dark.png') });
        await page.emulateMedia({ colorScheme: 'light' });
      }
    }
    await expect
      .poll(() => page.getByTestId('klondike-win').isVisible(), { timeout: 30_000 })
      .toBe(true);
    await expect.poll(() => shown(page)).toMatch(/^foundations Kc Kd Kh Ks\n/);
  }, 300_000);

  it('names each pile and card for a screen reader and says what the keys did', async () => {
    await dealSeed(page, 7);
    await page.getByTestId('klondike-table').click({ position: { x: 5, y: 5 } });
    // From the table itself, an arrow key steps onto the card the keyboard was last on.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedStop(page)).not.toBeNull();
    await goTo(page, dealFromSeed(7, { rules: 'standard' }), { row: 1, pile: 0, stop: 0 });
    const label = () => page.evaluate(() => document.activeElement!.getAttribute('aria-label'));
    expect(await label()).toBe('column 1: ace of clubs');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await label()).toBe('column 3: ten of spades, 2 cards covered');
    // Column 5's 8h picked up, and dropped on column 1, which holds the Ac: refused, with why.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => status(page))
      .toBe(
        'Picked up the 8♥ from the column 5: arrow keys to a pile, then Enter (Esc puts it back)',
      );
    expect(await label()).toBe('column 5: eight of hearts, 4 cards covered, picked up');
    await page.keyboard.press('Escape');
    await expect.poll(() => status(page)).toBe('Put the 8♥ back');
    expect(await page.locator('.playing-card.selected').count()).toBe(0);
    // The 7s (column 7) onto the 8h (column 5): the keyboard follows the card.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toBe('7♠ to column 5');
    expect(await label()).toBe('column 5: seven of spades, 4 cards covered');
    expect(
      await page
        .getByTestId('status-message')
        .evaluate((e) => e.closest('[aria-live]')?.getAttribute('aria-live')),
    ).toBe('polite');
  });

  it('leaves Space and Enter to a focused button or checkbox, and the letters to the table', async () => {
    const stock = () => page.getByTestId('klondike-stock').getAttribute('data-count');
    const before = await stock();
    const box = page.getByTestId('klondike-winnable-only');
    const was = await box.isChecked();
    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => box.isChecked()).toBe(!was);
    await page.keyboard.press('Space');
    await expect.poll(() => box.isChecked()).toBe(was);
    await page.getByTestId('klondike-hint').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/^Hint/);
    expect(await stock()).toBe(before);
    // D draws whatever button has the focus.
    await page.keyboard.press('d');
    await expect.poll(stock).toBe(String(Number(before) - 1));
  });

  it('opens the New game question on "Keep playing"; Esc keeps the game and the focus', async () => {
    const before = await shown(page);
    await page.getByTestId('klondike-new-game').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('confirm').count()).toBe(1);
    expect(await focusedTestId(page)).toBe('confirm-no');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('confirm').count()).toBe(0);
    await expect.poll(() => status(page)).toBe('Kept the game in progress');
    expect(await focusedTestId(page)).toBe('klondike-new-game');
    // Space out of habit on the question keeps the game too.
    await page.keyboard.press('n');
    await expect.poll(() => page.getByTestId('confirm').count()).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('confirm').count()).toBe(0);
    expect(await shown(page)).toBe(before);
  });

  it('names the move that threw the win away and undoes to the last winnable position', async () => {
    // Found, not written down: a line of the solver's win on a deal, and a move off it after
    // which the solver proves the position lost (both decided in few positions).
    const quick = { nodeLimit: 50_000 };
    let found: { seed: number; line: Move[]; losing: Move } | null = null;
    for (let seed = 1; seed <= 60 && !found; seed++) {
      const start = dealFromSeed(seed, { rules: 'standard' });
      const win = solve(start, { nodeLimit: 300_000 });
      if (win.outcome !== 'won') continue;
      let state = start;
      for (let i = 0; i < 20 && !found; i++) {
        if (solve(state, quick).outcome === 'won') {
          const losing = legalMoves(state).find(
            (m) => solve(afterMove(state, m), quick).outcome === 'not-winnable',
          );
          if (losing) found = { seed, line: win.moves.slice(0, i), losing };
        }
        state = afterMove(state, win.moves[i]);
      }
    }
    if (!found) throw new Error('no deal of seeds 1-60 has a quickly proven losing move');
    await dealSeed(page, found.seed);
    const box = page.getByTestId('klondike-command');
    for (const move of [...found.line, found.losing]) {
      await box.fill(formatMove(move));
      await box.press('Enter');
    }
    await expect.poll(() => figure(page, 'moves')).toBe(String(found.line.length + 1));
    await expect
      .poll(() => page.getByTestId('klondike-lost').textContent(), { timeout: 30_000 })
      .toBe('That move lost the game: it was winnable beforeUndo to the last winnable position');
    await expect
      .poll(() => status(page))
      .toBe(
        'That move lost the game: it was winnable before (Undo to the last winnable position takes you back)',
      );
    await page.screenshot({ path: path.join(shots(), 'lost-light.png') });
    // Hint on the lost position: the most promising move, legal, and no sure win.
    const lost = found.line.reduce(afterMove, dealFromSeed(found.seed, { rules: 'standard' }));
    const after = afterMove(lost, found.losing);
    await page.keyboard.press('Escape');
    await page.keyboard.press('h');
    await expect
      .poll(() => status(page), { timeout: 20_000 })
      .toMatch(/^Hint, no sure win \(the solver proved this position lost\): .+ \(\S+\)$/);
    const hint = await page.getByTestId('klondike-table').getAttribute('data-hint');
    expect(isLegal(after, parseMove(hint!, 'standard')!)).toBe(true);
    await page.getByTestId('klondike-undo-to-winnable').click();
    await expect.poll(() => shown(page)).toBe(expected(lost));
    await expect.poll(() => figure(page, 'moves')).toBe(String(found.line.length));
    // The position brought back is one the solver wins.
    const back = parseExchange(await saved(page));
    if (!back.ok) throw new Error('the saved position is unreadable');
    expect(solve(back.game.state, { nodeLimit: 300_000 }).outcome).toBe('won');
    await expect.poll(() => page.getByTestId('klondike-lost').count()).toBe(0);
  }, 300_000);

  it('suggests a legal move on a deal lost from the start, without telling to undo', async () => {
    let lost = 1;
    while (
      solve(dealFromSeed(lost, { rules: 'standard' }), { nodeLimit: 100_000 }).outcome !==
      'not-winnable'
    ) {
      lost++;
    }
    await dealSeed(page, lost);
    await page.keyboard.press('h');
    await expect
      .poll(() => status(page), { timeout: 20_000 })
      .toMatch(
        /^Hint, no sure win \(the solver (proved this position lost|found no win in [\d.]+ s)\): /,
      );
    expect(await status(page)).not.toMatch(/undo/i);
    const hint = await page.getByTestId('klondike-table').getAttribute('data-hint');
    const start = dealFromSeed(lost, { rules: 'standard' });
    expect(isLegal(start, parseMove(hint!, 'standard')!)).toBe(true);
    await expect
      .poll(() => page.getByTestId('klondike-watch').getAttribute('data-verdict'), {
        timeout: 30_000,
      })
      .toBe('lost');
    // Lost from the first position: no move lost it, so none is named.
    expect(await page.getByTestId('klondike-lost').count()).toBe(0);
  });

  it('keeps played, won, streaks, best time and best score per variant, and resets them', async () => {
    await page.getByTestId('klondike-stat-reset').click();
    await answer(page, true);
    const almost = readFileSync(path.join(EXAMPLES, 'almost-won.txt'), 'utf8');
    const won = async (times: number) => {
      await openFile(page, `won-${times}.txt`, almost + '7->4\n');
      await expect.poll(() => figure(page, 'stat-wins'), { timeout: 20_000 }).toBe(String(times));
    };
    // Won, won, given up, won.
    await won(1);
    await won(2);
    await openFile(page, 'given-up.txt', almost);
    await page.keyboard.press('d');
    await expect.poll(() => figure(page, 'stat-games')).toBe('3');
    await won(3);
    const figures = async () =>
      Promise.all(
        [
          'stat-variant',
          'stat-games',
          'stat-wins',
          'stat-lost',
          'stat-rate',
          'stat-streak',
          'stat-best',
        ].map((id) => figure(page, id)),
      );
    expect(await figures()).toEqual([
      'Turn 1 · 1 reset',
      '4',
      '3',
      '1',
      '75%',
      '1 (best 2)',
      '285',
    ]);
    expect(await figure(page, 'stat-time')).toMatch(/^\d+:\d\d$/);
    await page.reload();
    await expect
      .poll(figures)
      .toEqual(['Turn 1 · 1 reset', '4', '3', '1', '75%', '1 (best 2)', '285']);
    await page
      .getByTestId('klondike-stats')
      .screenshot({ path: path.join(shots(), 'statistics-light.png') });
    // Reset asks first; keeping them changes nothing.
    await page.getByTestId('klondike-stat-reset').click();
    await answer(page, false);
    expect(await figure(page, 'stat-games')).toBe('4');
    await page.getByTestId('klondike-stat-reset').click();
    await answer(page, true);
    expect(await figures()).toEqual(['Turn 1 · 1 reset', '0', '0', '0', '–', '0 (best 0)', '–']);
  });

  it('scores Vegas: 52 a deal, 5 a card home, All home, and the bank when cumulative', async () => {
    await page.getByTestId('klondike-vegas').check();
    await dealSeed(page, 7);
    await expect.poll(() => figure(page, 'score')).toBe('-52');
    // All home (F): seed 7 shows the Ac and the As.
    await page.keyboard.press('f');
    await expect.poll(() => status(page)).toBe('Sent 2 cards home');
    await expect.poll(() => figure(page, 'score')).toBe('-42');
    await page.getByTestId('klondike-vegas-cumulative').check();
    await expect.poll(() => figure(page, 'score')).toBe('-42');
    await dealSeed(page, 8);
    await expect.poll(() => figure(page, 'stat-bank')).toBe('-42');
    await expect.poll(() => figure(page, 'score')).toBe('-94');
    await page.getByTestId('klondike-vegas').uncheck();
    await expect.poll(() => figure(page, 'score')).toBe('0');
  });

  it('says why a card may not go to an empty column or a drop went nowhere, refuses a binary file and a bad seed', async () => {
    await dealSeed(page, 7);
    await page.keyboard.press('f'); // Ac and As home: column 1 is empty
    await expect.poll(() => status(page)).toBe('Sent 2 cards home');
    await drag(page, '8h', 'klondike-column-1');
    await expect
      .poll(() => status(page))
      .toBe('Not allowed: only a King can go to an empty column, not the 8♥');
    await drag(page, '8h', 'klondike-stock');
    await expect.poll(() => status(page)).toBe('The 8♥ went back: no pile takes cards there');
    // The first bytes of a PNG picture.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await openText(page, 'picture.png', png);
    await expect
      .poll(() => status(page))
      .toBe('picture.png is not a text file: a Klondike game file is text in the exchange format');
    expect(await page.getByTestId('status-details').count()).toBe(0);
    await page.getByTestId('klondike-seed-input').fill('1e3');
    await page.getByTestId('klondike-new-game').click();
    await expect
      .poll(() => status(page))
      .toBe('A seed must be a whole number from 1 to 2147483646 (got "1e3")');
  });
});
