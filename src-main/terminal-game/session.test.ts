import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cardName,
  cloneState,
  dealFromSeed,
  isLegal,
  parseExchange,
  type KlondikeState,
} from '../../src-shared/klondike';
import { TableSession } from './session';

const seven = () => new TableSession(dealFromSeed(7), { kind: 'seed', seed: 7 }, 300);
const names = (cards: number[]) => cards.map(cardName).join(' ');

describe('a game at the terminal table', () => {
  it('plays seed 7 by commands, scoring as Windows does', () => {
    const game = seven();
    expect(game.command('c1 f1')).toBe(false);
    expect(game.state.foundations).toEqual([1, 0, 0, 0]);
    expect(game.state.tableau[0].faceUp).toEqual([]);
    expect(game.message).toEqual({ text: 'c1 f1', level: 'info' });
    game.command('s');
    expect(names(game.state.waste)).toBe('Ah');
    expect(game.state.stock).toHaveLength(23);
    game.command('w f');
    expect(game.state.foundations).toEqual([1, 0, 1, 0]);
    game.command('c3 c2'); // T♠ on J♥ turns up a card: +5
    expect(names(game.state.tableau[1].faceUp)).toBe('Jh Ts');
    expect(game.state.score).toBe(25);
    expect(game.moves).toBe(4);
  });

  it('refuses an illegal move with the engine’s reason, changing nothing', () => {
    const game = seven();
    const before = cloneState(game.state);
    game.command('c2 c3');
    expect(game.message).toEqual({
      text: 'c2 c3: no face-up card of column 2 fits on column 3',
      level: 'error',
    });
    expect(game.state).toEqual(before);
    expect(game.moves).toBe(0);
  });

  it('undoes every move back to the deal', () => {
    const game = seven();
    const start = cloneState(game.state);
    for (const command of ['c1 f1', 's', 'w f', 'c3 c2', 's', 's']) game.command(command);
    expect(game.moves).toBe(6);
    for (let i = 0; i < 6; i++) game.undo();
    expect(game.state).toEqual(start);
    game.undo();
    expect(game.message).toEqual({ text: 'Nothing to undo.', level: 'error' });
  });

  it('turns the waste back over when drawing from an empty stock', () => {
    const game = seven();
    for (let i = 0; i < 24; i++) game.draw();
    expect(game.state.stock).toHaveLength(0);
    game.draw();
    expect(game.state.stock).toHaveLength(24);
    expect(game.state.waste).toHaveLength(0);
  });

  it('gives a legal hint and plays it', () => {
    const game = seven();
    const hint = game.hint();
    expect(hint).not.toBeNull();
    expect(isLegal(game.state, hint!.move)).toBe(true);
    game.showHint();
    expect(game.message.text).toMatch(/^Hint: \S+( \S+)? \(/);
    game.playHint();
    expect(game.moves).toBe(1);
  });

  it('sends what it can to the foundations and sees the win', () => {
    const file = path.resolve(__dirname, '../../../shared/klondike/examples/almost-won.txt');
    const parsed = parseExchange(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error('almost-won.txt does not parse');
    const game = new TableSession(
      parsed.game.state as KlondikeState,
      { kind: 'file', name: 'x' },
      300,
    );
    while (!game.won && game.moves < 40) game.playHint();
    expect(game.won).toBe(true);
    expect(game.message.level).toBe('win');
    expect(game.message.text).toMatch(/^You won! Score \d+ in \d+ moves\. u undoes, q quits\.$/);
  });

  it('plays with the cursor: Enter on the stock draws, a pick and a drop move cards', () => {
    const game = seven();
    game.select(); // the cursor starts on the stock
    expect(game.moves).toBe(1);
    expect(names(game.state.waste)).toBe('Ah');
    game.moveCursor('right');
    game.select(); // picks up the waste's A♥
    expect(game.held).toEqual({ kind: 'waste' });
    game.moveCursor('right'); // f1
    game.select(); // drops it home
    expect(game.held).toBeNull();
    expect(game.state.foundations[2]).toBe(1);
    expect(game.message).toEqual({ text: 'w f', level: 'info' });
    // Column 3's 10♠ onto column 2's J♥, then a refused drop on the stock.
    game.moveCursor('down'); // c4, below f1
    game.moveCursor('left');
    game.select();
    game.moveCursor('left');
    game.select();
    expect(names(game.state.tableau[1].faceUp)).toBe('Jh Ts');
    game.select();
    game.moveCursor('up');
    game.moveCursor('left');
    game.select();
    expect(game.message).toEqual({
      text: 'c2 s: cards cannot be put on the stock',
      level: 'error',
    });
    expect(game.moves).toBe(3);
  });

  it('draws with the space bar wherever the cursor is, but not while cards are held', () => {
    const game = seven();
    game.moveCursor('down');
    game.moveCursor('right'); // c2
    game.spaceBar();
    expect(game.moves).toBe(1);
    expect(names(game.state.waste)).toBe('Ah');
    expect(game.message).toEqual({ text: 's', level: 'info' });
    game.select(); // picks up c2
    expect(game.held).toEqual({ kind: 'column', number: 2 });
    game.spaceBar();
    expect(game.moves).toBe(1);
    expect(game.held).toEqual({ kind: 'column', number: 2 });
    expect(game.message).toEqual({
      text: 'Holding c2: Enter drops it at the cursor, Esc puts it back; then Space draws',
      level: 'error',
    });
    game.putBack();
    game.spaceBar();
    expect(game.moves).toBe(2);
    expect(names(game.state.waste)).toBe('Ah 5h');
  });

  it('runs f typed and entered: every card that can go home goes there', () => {
    const game = seven();
    expect(game.command('f')).toBe(false);
    // A♣ from column 1 and A♠ from column 6.
    expect(game.state.foundations).toEqual([1, 0, 0, 1]);
    expect(game.message).toEqual({ text: '2 cards to the foundations', level: 'info' });
    expect(game.held).toBeNull();
    game.command(' F ');
    expect(game.message).toEqual({ text: 'No card can go to a foundation.', level: 'error' });
    game.command('u');
    game.command('u');
    expect(game.state.foundations).toEqual([0, 0, 0, 0]);
  });

  it('says why nothing can be picked up, and puts back what is held', () => {
    const game = seven();
    game.moveCursor('right');
    game.select();
    expect(game.message).toEqual({
      text: 'Nothing to pick up: the waste is empty',
      level: 'error',
    });
    game.moveCursor('down'); // c2
    game.select();
    game.putBack();
    expect(game.held).toBeNull();
    expect(game.message.text).toBe('Put back on c2');
  });
});

describe('the standard rules at the terminal table', () => {
  it('takes a card back from a foundation with f2 c6 for 15 points, and undoes it', () => {
    const file = path.resolve(__dirname, '../../../shared/klondike/examples/almost-won.txt');
    const parsed = parseExchange(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error('almost-won.txt is unreadable');
    const session = new TableSession(parsed.game.state, { kind: 'file', name: 'almost-won.txt' });
    expect(session.state.rules).toBe('standard');
    session.command('c1 f');
    session.command('c1 f');
    expect(session.state.score).toBe(20);
    // 3d is home on 2d; 4c tops column 1 again: 3d comes back onto it.
    session.command('f2 c1');
    expect(session.message).toEqual({ text: 'f2 c1', level: 'info' });
    expect(session.state.foundations).toEqual([2, 2, 11, 10]);
    expect(session.state.score).toBe(5);
    session.command('f c4');
    expect(session.message).toEqual({
      text: 'f c4: no foundation card fits on column 4',
      level: 'error',
    });
    session.command('u');
    expect(session.state.foundations).toEqual([2, 3, 11, 10]);
    expect(session.state.score).toBe(20);
  });
});
