import { describe, expect, it } from 'vitest';
import { dealFromSeed, parseCard, type KlondikeState } from '../../src-shared/klondike';
import { drawTable, lineText, type Line } from './draw';
import { TableSession } from './session';

const text = (lines: Line[]) => lines.map(lineText);
const card = (name: string) => parseCard(name)!;

describe('the terminal table', () => {
  it('fits seed 7 in 80×25, one line short of the screen', () => {
    const session = new TableSession(dealFromSeed(7), { kind: 'seed', seed: 7 });
    const lines = drawTable(session, { width: 80, height: 25, unicode: true, input: 'w c4' });
    expect(lines).toHaveLength(24);
    expect(text(lines).every((line) => [...line].length <= 79)).toBe(true);
    expect(text(lines).slice(0, 8)).toEqual([
      'Klondike · seed 7 · turn 1 · resets left: unlimited           Score 0 · Moves 0',
      ' Stock  Waste         f1     f2     f3     f4',
      ' [24]   (empty)       _♣     _♦     _♥     _♠',
      '',
      ' c1     c2     c3     c4     c5     c6     c7',
      ' A♣     ##     ##     ##     ##     ##     ##',
      '        J♥     ##     ##     ##     ##     ##',
      '               10♠    ##     ##     ##     ##',
    ]);
    expect(text(lines).slice(-4)).toEqual([
      ' Arrows+Enter move · Space draw · u undo · h hint · Tab plays it · q quit',
      ' Commands, then Enter: s · w c4 · c3 f1 · 3c4 c5 · f all home · Esc clears',
      ' > w c4█',
      ' Type a command and press Enter, or use the keys above.',
    ]);
  });

  it('below 80×16 says how big to make the terminal instead of a table cut short', () => {
    const session = new TableSession(dealFromSeed(7), { kind: 'seed', seed: 7 });
    const draw = (width: number, height: number) =>
      text(drawTable(session, { width, height, unicode: true, input: '' }));
    expect(draw(50, 15)).toEqual([
      'Klondike: make the terminal at least 80×16 (it is',
      '50×15).',
      'q quits.',
    ]);
    expect(draw(79, 40)).toEqual([
      'Klondike: make the terminal at least 80×16 (it is 79×40).',
      'q quits.',
    ]);
    expect(draw(120, 15)[0]).toBe('Klondike: make the terminal at least 80×16 (it is 120×15).');
    const smallest = draw(80, 16);
    expect(smallest).toHaveLength(15);
    expect(smallest[0]).toBe(
      'Klondike · seed 7 · turn 1 · resets left: unlimited           Score 0 · Moves 0',
    );
    expect(smallest.at(-4)).toBe(
      ' Arrows+Enter move · Space draw · u undo · h hint · Tab plays it · q quit',
    );
  });

  it('colours red suits red and black suits black on white, covered cards on blue', () => {
    const session = new TableSession(dealFromSeed(7), { kind: 'seed', seed: 7 });
    const lines = drawTable(session, { width: 80, height: 25, unicode: true, input: '' });
    const segments = lines.flat();
    expect(segments.find((s) => s.text === 'A♣')).toMatchObject({ fg: 'black', bg: 'white' });
    expect(segments.find((s) => s.text === 'J♥')).toMatchObject({ fg: 'red', bg: 'white' });
    expect(segments.find((s) => s.text === '##')).toMatchObject({ fg: 'white', bg: 'blue' });
    session.command('nonsense');
    const message = drawTable(session, { width: 80, height: 25, unicode: true, input: '' }).at(-1)!;
    expect(message.find((s) => s.text.startsWith('unknown command'))?.fg).toBe('red');
  });

  it('writes suits as letters without Unicode, and uses more room when there is', () => {
    const session = new TableSession(dealFromSeed(7), { kind: 'seed', seed: 7 });
    const ascii = text(drawTable(session, { width: 99, height: 40, unicode: false, input: '' }));
    expect(ascii).toHaveLength(39);
    expect(ascii[0]).toBe(
      'Klondike - seed 7 - turn 1 - resets left: unlimited' + ' '.repeat(30) + 'Score 0 - Moves 0',
    );
    expect(ascii[2]).toBe(' [24]    (empty)         _c      _d      _h      _s');
    expect(ascii[5]).toBe(' Ac      ##      ##      ##      ##      ##      ##');
    expect(ascii.at(-2)).toBe(' > _');
  });

  it('draws big cards with borders from 100 columns on, when the columns fit', () => {
    const session = new TableSession(dealFromSeed(7), { kind: 'seed', seed: 7 });
    const big = text(drawTable(session, { width: 120, height: 40, unicode: true, input: '' }));
    expect(big).toHaveLength(39);
    expect(big.slice(1, 12)).toEqual([
      ' Stock         Waste                       f1            f2            f3            f4',
      ' ┌░░░░░░░░┐    ┌────────┐                  ┌♣───────┐    ┌♦───────┐    ┌♥───────┐    ┌♠───────┐',
      ' │░░░░░░░░│    │        │                  │        │    │        │    │        │    │        │',
      ' │░░░24░░░│    │        │                  │        │    │        │    │        │    │        │',
      ' └░░░░░░░░┘    └────────┘                  └────────┘    └────────┘    └────────┘    └────────┘',
      '',
      ' c1            c2            c3            c4            c5            c6            c7',
      ' ┌A♣──────┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐',
      ' │        │    ┌J♥──────┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐',
      ' │   ♣    │    │        │    ┌10♠─────┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐',
      ' └──────A♣┘    │   ♥    │    │        │    ┌5♣──────┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐    ┌░░░░░░░░┐',
    ]);
    // The cursor starts on the stock: its label is marked.
    expect(
      drawTable(session, { width: 120, height: 40, unicode: true, input: '' })[1][1],
    ).toMatchObject({ text: 'Stock', bg: 'yellow' });
    // Shorter: covered cards squeezed to one box edge with their count; shorter still, compact.
    const squeezed = text(drawTable(session, { width: 120, height: 20, unicode: true, input: '' }));
    expect(squeezed[8]).toBe(
      ' ┌A♣──────┐    ┌#1──────┐    ┌#2──────┐    ┌#3──────┐    ┌#4──────┐    ┌#5──────┐    ┌#6──────┐',
    );
    const short = text(drawTable(session, { width: 120, height: 16, unicode: true, input: '' }));
    expect(short[5]).toBe(' A♣        #1        #2        #3        #4        #5        #6');
  });

  it('shows the top three waste cards when turning three, and a long file name gives way', () => {
    const state: KlondikeState = { ...dealFromSeed(7, { turn: 3, limit: 2 }) };
    state.waste = [card('Ah'), card('5h'), card('2s'), card('Kd')];
    const session = new TableSession(state, {
      kind: 'file',
      name: '/a/very/long/path/to/game.txt',
    });
    const lines = text(drawTable(session, { width: 80, height: 25, unicode: true, input: '' }));
    expect(lines[0]).toBe(
      'Klondike · …/long/path/to/game.txt · turn 3 · resets left: 2  Score 0 · Moves 0',
    );
    expect(lines[2].slice(0, 21)).toBe(' [24]   5♥ 2♠ K♦     ');
  });

  it('folds covered cards into one "#N" cell when the tallest column does not fit', () => {
    const state = dealFromSeed(7);
    // Column 7: six covered cards and a run from K♠ down to 2♥ (thirteen cards): 19 rows.
    const run = ['Ks', 'Qh', 'Jc', 'Td', '9s', '8h', '7c', '6d', '5s', '4h', '3c', '2d'];
    state.tableau[6].faceUp = run.map(card);
    const session = new TableSession(state, { kind: 'seed', seed: 7 });
    const lines = text(drawTable(session, { width: 80, height: 25, unicode: true, input: '' }));
    expect(lines).toHaveLength(24);
    expect(lines[5]).toBe(' A♣     #1     #2     #3     #4     #5     #6');
    expect(lines[6]).toBe('        J♥     10♠    5♣     8♥     A♠     K♠');
    expect(lines[17]).toBe('                                           2♦');
    const tall = text(drawTable(session, { width: 80, height: 40, unicode: true, input: '' }));
    expect(tall[10]).toBe('                                    A♠     ##');
    expect(tall[11]).toBe('                                           K♠');
  });
});
