import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { dealFromSeed, rankOf, suitOf, type Card } from '../../src-shared/klondike';
import { ROOT } from '../support/browser';

/**
 * The real `solitaire game` in a real terminal: tmux on its own socket, 99×30 (the compact
 * table) or 120×40 (big cards with borders), UTF-8, a bare shell with the prompt "$ ". Keys go
 * in with send-keys; the screen comes back as text with capture-pane.
 */
const SOCKET = `solitaire-game-test-${process.pid}`;
const tmux = (...args: string[]) =>
  execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
let target = 'game';
let rows = 30;
const screen = () =>
  tmux('capture-pane', '-p', '-t', target)
    .split('\n')
    .slice(0, rows)
    .map((line) => line.trimEnd());
const keys = (...k: string[]) => tmux('send-keys', '-t', target, ...k);
const typed = (text: string) => tmux('send-keys', '-t', target, '-l', text);
const paneFlag = (flag: string) => tmux('display', '-p', '-t', target, `#{${flag}}`).trim();

/** A new UTF-8 terminal (99×30 unless told) running a bare shell in the project folder. */
async function openShell(name: string, size = { columns: 99, rows: 30 }): Promise<void> {
  target = name;
  rows = size.rows;
  tmux(
    '-u',
    'new-session',
    '-d',
    '-x',
    String(size.columns),
    '-y',
    String(size.rows),
    '-s',
    name,
    '-c',
    ROOT,
    'env -i PATH="$PATH" HOME="$HOME" TERM=xterm-256color LANG=C.UTF-8 PS1=\'$ \' bash --norc --noprofile',
  );
  await waitFor((l) => l[0].startsWith('$'), 'the shell');
}

async function waitFor(check: (lines: string[]) => boolean, what: string): Promise<string[]> {
  const deadline = Date.now() + 40_000;
  let lines = screen();
  while (!check(lines)) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    lines = screen();
  }
  return lines;
}

const SYMBOL = ['♣', '♦', '♥', '♠'];
const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const shown = (card: Card) => RANK[rankOf(card)] + SYMBOL[suitOf(card)];

/** The columns start at 1 + 8·c on a 99-column terminal. */
const cell = (line: string, column: number) =>
  [...line]
    .slice(1 + 8 * column, 8 + 8 * column)
    .join('')
    .trim();

const KEYS = [
  ' Arrows+Enter move · Space draw · u undo · h hint · Tab plays it · q quit',
  ' Commands, then Enter: s · w c4 · c3 f1 · 3c4 c5 · f all home · Esc clears',
];

describe('solitaire game in a terminal (tmux)', () => {
  afterAll(() => {
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
  });

  it('deals seed 7 as the engine does, plays by keys and commands, undoes, and quits cleanly', async () => {
    await openShell('seven');
    typed(`${process.execPath} bin/solitaire.cjs game -s 7`);
    keys('Enter');
    let lines = await waitFor((l) => l[0].startsWith('Klondike'), 'the table');
    expect(paneFlag('alternate_on')).toBe('1');

    expect(lines).toEqual([
      'Klondike · seed 7 · turn 1 · resets left: unlimited                              Score 0 · Moves 0',
      ' Stock   Waste           f1      f2      f3      f4',
      ' [24]    (empty)         _♣      _♦      _♥      _♠',
      '',
      ' c1      c2      c3      c4      c5      c6      c7',
      ' A♣      ##      ##      ##      ##      ##      ##',
      '         J♥      ##      ##      ##      ##      ##',
      '                 10♠     ##      ##      ##      ##',
      '                         5♣      ##      ##      ##',
      '                                 8♥      ##      ##',
      '                                         A♠      ##',
      '                                                 7♠',
      ...new Array(13).fill(''),
      ...KEYS,
      ' > █',
      ' Type a command and press Enter, or use the keys above.',
      '',
    ]);
    // The same cards the engine deals for seed 7: each column's face-up card on row c.
    const deal = dealFromSeed(7);
    deal.tableau.forEach((column, c) => {
      expect(column.covered).toHaveLength(c);
      expect(cell(lines[5 + c], c)).toBe(shown(column.faceUp[0]));
    });

    // A command: the ace of clubs to its foundation.
    typed('c1 f1');
    await waitFor((l) => l[27] === ' > c1 f1█', 'the typed command');
    keys('Enter');
    lines = await waitFor((l) => l[0].endsWith('Score 10 · Moves 1'), 'c1 f1');
    expect(cell(lines[2], 3)).toBe('A♣');
    expect(cell(lines[5], 0)).toBe('');
    expect(lines[28]).toBe(' c1 f1');

    // The space bar draws: the top of the stock is the ace of hearts.
    keys('Space');
    lines = await waitFor((l) => l[0].endsWith('Moves 2'), 'a draw');
    expect(cell(lines[2], 0)).toBe('[23]');
    expect(cell(lines[2], 1)).toBe(shown(deal.stock[0]));
    expect(shown(deal.stock[0])).toBe('A♥');

    typed('w f');
    keys('Enter');
    lines = await waitFor((l) => l[0].endsWith('Score 20 · Moves 3'), 'w f');
    expect(cell(lines[2], 5)).toBe('A♥');
    expect(cell(lines[2], 1)).toBe('(empty)');

    // 10♠ onto J♥ turns up the card under it (+5).
    typed('c3 c2');
    keys('Enter');
    lines = await waitFor((l) => l[0].endsWith('Score 25 · Moves 4'), 'c3 c2');
    expect(cell(lines[6], 1)).toBe('J♥');
    expect(cell(lines[7], 1)).toBe('10♠');
    expect(cell(lines[5], 2)).toBe('##');
    expect(cell(lines[6], 2)).toBe(shown(deal.tableau[2].covered.at(-1)!));

    // A command the position does not allow, and one that is not a command.
    typed('3c4 c5');
    keys('Enter');
    lines = await waitFor((l) => l[28] === ' column 4 has 1 face-up card, not 3', 'the error');
    expect(lines[0]).toMatch(/Score 25 · Moves 4$/);

    // u undoes, one move at a time.
    keys('u');
    lines = await waitFor((l) => l[0].endsWith('Score 20 · Moves 3'), 'undo');
    expect(lines[28]).toBe(' Undid c3 c2');
    expect(lines.slice(5, 8).map((l) => [cell(l, 1), cell(l, 2)])).toEqual([
      ['##', '##'],
      ['J♥', '##'],
      ['', '10♠'],
    ]);
    keys('u');
    keys('u');
    lines = await waitFor((l) => l[0].endsWith('Score 10 · Moves 1'), 'two more undos');
    expect(lines[2].slice(0, 16)).toBe(' [24]    (empty)');

    // h asks for a hint; Tab plays it.
    keys('h');
    lines = await waitFor((l) => l[28].startsWith(' Hint: '), 'a hint');
    expect(lines[28]).toMatch(/^ Hint: (s|w f|w c\d|\d*c\d [cf]\d?) \(/);
    keys('Tab');
    await waitFor((l) => l[0].endsWith('Moves 2'), 'the hint played');

    // q leaves the alternate screen: the shell is back as it was, with the cursor shown.
    keys('q');
    lines = await waitFor((l) => l[1] === '$', 'the shell prompt again');
    expect(lines[0]).toBe(`$ ${process.execPath} bin/solitaire.cjs game -s 7`);
    expect(lines.slice(2).every((l) => l === '')).toBe(true);
    expect(paneFlag('alternate_on')).toBe('0');
    expect(paneFlag('cursor_flag')).toBe('1');
  });

  it('deals a random seed without arguments, says which, and plays with the arrow keys on big cards', async () => {
    await openShell('random', { columns: 120, rows: 40 });
    typed(`${process.execPath} bin/solitaire.cjs game`);
    keys('Enter');
    let lines = await waitFor((l) => l[0].startsWith('Klondike'), 'the table');
    const seed = Number(/^Klondike · seed (\d+) · turn 1/.exec(lines[0])?.[1]);
    expect(seed).toBeGreaterThanOrEqual(1);
    // Big cards with borders: column 1's one card whole, the others' covered cards stacked.
    const deal = dealFromSeed(seed);
    expect(lines[8].slice(0, 11)).toBe(` ┌${shown(deal.tableau[0].faceUp[0]).padEnd(8, '─')}┐`);
    expect(lines[8].slice(15, 25)).toBe('┌░░░░░░░░┐');
    expect(lines[2].slice(0, 11)).toBe(' ┌░░░░░░░░┐');

    // Enter on the stock (where the cursor starts) draws; the waste shows the stock's top card.
    keys('Enter');
    lines = await waitFor((l) => l[0].endsWith('Moves 1'), 'a draw with Enter');
    expect(lines[2].slice(15, 25)).toBe(`┌${shown(deal.stock[0]).padEnd(8, '─')}┐`);
    // Right to the waste, pick it up, and drop it back where it was.
    keys('Right');
    keys('Enter');
    lines = await waitFor((l) => l.some((x) => x.startsWith(' Picked up from w')), 'the pick');
    keys('Enter');
    await waitFor((l) => l.some((x) => x === ' Put back on w'), 'the put back');

    keys('q');
    lines = await waitFor((l) => l.some((x) => x.startsWith('$') && x.length === 1), 'the shell');
    const told = `Dealt seed ${seed}: play it again with solitaire game -s ${seed}`;
    expect(lines.filter((l) => l === told)).toHaveLength(1);
    expect(paneFlag('alternate_on')).toBe('0');
  });

  it('moves cards with the arrow keys and Enter (seed 7, 120×40)', async () => {
    await openShell('cursor', { columns: 120, rows: 40 });
    typed(`${process.execPath} bin/solitaire.cjs game -s 7`);
    keys('Enter');
    await waitFor((l) => l[0].startsWith('Klondike · seed 7'), 'the table');
    keys('Enter'); // draws A♥
    await waitFor((l) => l[0].endsWith('Score 0 · Moves 1'), 'the draw');
    keys('Right');
    keys('Enter'); // picks up the waste
    keys('Right');
    keys('Enter'); // drops it on f1: home
    let lines = await waitFor((l) => l[0].endsWith('Score 10 · Moves 2'), 'A♥ home');
    // Hearts go to the third foundation, whichever foundation the card was dropped on.
    expect(lines[2].slice(71, 81)).toBe('┌A♥──────┐');
    // Down from f1 is column 4; left to column 3, pick up 10♠, left to column 2, drop on J♥.
    keys('Down');
    keys('Left');
    keys('Enter');
    keys('Left');
    keys('Enter');
    lines = await waitFor((l) => l[0].endsWith('Score 15 · Moves 3'), '10♠ on J♥');
    expect(lines.slice(8, 13).map((l) => l.slice(15, 25))).toEqual([
      '┌░░░░░░░░┐',
      '┌J♥──────┐',
      '┌10♠─────┐',
      '│        │',
      '│   ♠    │',
    ]);
    // A drop the rules refuse (J♥ and 10♠ on A♣) says why, and nothing moves.
    keys('Enter');
    keys('Left');
    keys('Enter');
    lines = await waitFor((l) => l.some((x) => /^ \S*c2 c1: /.test(x)), 'the refusal');
    expect(lines[0]).toMatch(/Moves 3$/);
    keys('q');
    await waitFor((l) => l.some((x) => x === '$'), 'the shell');
  });

  it('draws with Space away from the stock, and runs f only with Enter (seed 7, 99×30)', async () => {
    await openShell('keys');
    typed(`${process.execPath} bin/solitaire.cjs game -s 7`);
    keys('Enter');
    await waitFor((l) => l[0].startsWith('Klondike · seed 7'), 'the table');
    // The cursor on column 2: Space still draws (the help says "Space draw").
    keys('Down');
    keys('Right');
    keys('Space');
    let lines = await waitFor((l) => l[0].endsWith('Score 0 · Moves 1'), 'the draw');
    expect(cell(lines[2], 1)).toBe('A♥');
    expect(lines[28]).toBe(' s');
    // `f` is a command: typed, it waits at the prompt for Enter.
    typed('f');
    lines = await waitFor((l) => l[27] === ' > f█', 'f at the prompt');
    expect(lines[0]).toMatch(/Moves 1$/);
    keys('Enter');
    // A♣ (column 1), A♥ (the waste) and A♠ (column 6) go home; nothing is picked up.
    lines = await waitFor((l) => l[28] === ' 3 cards to the foundations', 'all home');
    // 10 points each home, 5 for the card A♠ turned up.
    expect(lines[0]).toMatch(/Score 35 · Moves 4$/);
    expect([3, 4, 5, 6].map((f) => cell(lines[2], f))).toEqual(['A♣', '_♦', 'A♥', 'A♠']);
    expect(lines[27]).toBe(' > █');
    keys('q');
    await waitFor((l) => l.some((x) => x === '$'), 'the shell');
  });

  it('asks for a bigger terminal below 80×16, and q still quits', async () => {
    await openShell('small', { columns: 50, rows: 15 });
    typed(`${process.execPath} bin/solitaire.cjs game -s 7`);
    keys('Enter');
    let lines = await waitFor((l) => l[0].startsWith('Klondike:'), 'the request');
    expect(lines.slice(0, 4)).toEqual([
      'Klondike: make the terminal at least 80×16 (it is',
      '50×15).',
      'q quits.',
      '',
    ]);
    // Keys do not play blind: Space draws nothing while the table cannot be seen.
    keys('Space');
    tmux('resize-window', '-t', target, '-x', '80', '-y', '16');
    rows = 16;
    lines = await waitFor((l) => l[0].startsWith('Klondike · seed 7'), 'the table');
    expect(lines[0]).toBe(
      'Klondike · seed 7 · turn 1 · resets left: unlimited           Score 0 · Moves 0',
    );
    expect(lines[11]).toBe(
      ' Arrows+Enter move · Space draw · u undo · h hint · Tab plays it · q quit',
    );
    tmux('resize-window', '-t', target, '-x', '50', '-y', '15');
    rows = 15;
    await waitFor((l) => l[0].startsWith('Klondike: make'), 'the request again');
    keys('q');
    lines = await waitFor((l) => l.some((x) => x === '$'), 'the shell');
    expect(paneFlag('alternate_on')).toBe('0');
  });

  it('restores the terminal on Ctrl-C too', async () => {
    await openShell('eleven');
    typed(`${process.execPath} bin/solitaire.cjs game -s 11 -3 -l 2`);
    keys('Enter');
    const lines = await waitFor((l) => l[0].startsWith('Klondike'), 'the table');
    expect(lines[0]).toMatch(/^Klondike · seed 11 · turn 3 · resets left: 2 +Score 0 · Moves 0$/);
    keys('C-c');
    const after = await waitFor((l) => l[1] === '$', 'the shell prompt again');
    expect(after[0]).toBe(`$ ${process.execPath} bin/solitaire.cjs game -s 11 -3 -l 2`);
    expect(paneFlag('alternate_on')).toBe('0');
    expect(paneFlag('cursor_flag')).toBe('1');
  });
});

describe('solitaire game before the screen opens', () => {
  const run = promisify(execFile);
  const game = async (...args: string[]) => {
    try {
      await run(process.execPath, [path.join(ROOT, 'bin', 'solitaire.cjs'), 'game', ...args]);
      return { code: 0, stderr: '' };
    } catch (error) {
      const e = error as { code: number; stderr: string };
      return { code: e.code, stderr: e.stderr };
    }
  };

  it('reports a bad file exactly as check does', async () => {
    const file = path.join(ROOT, '..', 'shared', 'klondike', 'examples', 'missing.txt');
    expect(await game('-f', file)).toEqual({ code: 2, stderr: 'Missing cards: Ks Qd Kd Qc\n' });
    expect(await game('-f', 'no-such-file.txt')).toEqual({
      code: 2,
      stderr: 'solitaire: cannot read no-such-file.txt: no such file\n',
    });
  });

  it('refuses bad switches with one line', async () => {
    const runs = await Promise.all([
      game('-s', '0'),
      game('-s', '7', '-1', '-3'),
      game('-s', '7', '-l', '10'),
      game(),
    ]);
    expect(runs).toEqual([
      {
        code: 2,
        stderr: `solitaire: --seed must be a whole number from 1 to 2147483646 (got "0")\n`,
      },
      { code: 2, stderr: 'solitaire: give -1 or -3, not both\n' },
      { code: 2, stderr: `solitaire: --limit must be a whole number from 0 to 9 (got "10")\n` },
      {
        code: 2,
        stderr:
          'solitaire: game needs a terminal: run it with its input and output on a terminal\n',
      },
    ]);
  });
});
