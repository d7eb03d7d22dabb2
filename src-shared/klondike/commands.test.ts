import { describe, expect, it } from 'vitest';
import { commandFor, parseCommand, type CommandOptions } from './commands';
import { dealFromSeed } from './deal';
import { afterMove } from './moves';
import type { KlondikeState } from './state';

// The words of the two front ends: the terminal game has keys for undo, hint and quit; the
// desktop table has buttons, a redo and suggests the typed undo.
const terminalWords: CommandOptions<'undo' | 'hint' | 'quit'> = {
  words: ['undo', 'hint', 'quit'],
};
const tableWords: CommandOptions<'undo' | 'redo' | 'hint'> = {
  words: ['undo', 'redo', 'hint'],
  suggest: ['u'],
};
const atTerminal = (text: string, state: KlondikeState) => parseCommand(text, state, terminalWords);
const atTable = (text: string, state: KlondikeState) => parseCommand(text, state, tableWords);

describe('text commands (seed 000)', () => {
  const state = dealFromSeed(7);
  it('reads every form of seed 000 and the MOVES notation', () => {
    expect(atTerminal('s', state)).toEqual({ kind: 'move', move: { kind: 'turn' } });
    expect(atTerminal(' W  C4 ', state)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 'w', to: 4 },
    });
    expect(atTerminal('w f3', state)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 'w', to: 'f' },
    });
    expect(atTerminal('c3 f1', state)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 3, to: 'f' },
    });
    expect(atTerminal('c3 c2', state)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 3, to: 2 },
    });
    expect(atTerminal('3->2', state)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 3, to: 2 },
    });
    expect(atTerminal('u', state)).toEqual({ kind: 'undo' });
    expect(atTerminal('hint', state)).toEqual({ kind: 'hint' });
    expect(atTerminal('q', state)).toEqual({ kind: 'quit' });
  });

  it('says what is wrong with a command', () => {
    expect(atTerminal('3c4 c5', state)).toBe('column 4 has 1 face-up card, not 3');
    expect(atTerminal('2c3 f1', state)).toBe('only one card at a time goes to a foundation');
    expect(atTerminal('w c', state)).toBe('"w c": which column? e.g. w c4');
    expect(atTerminal('c3 c3', state)).toBe('a move must go to another column');
    expect(atTerminal('w f7', state)).toBe('there are 4 foundations, f1 to f4');
    expect(atTerminal('x9', state)).toBe(
      'unknown command "x9": try s, w c4, w f, c3 f1, c7 c2, 3c4 c5',
    );
  });

  it('writes moves back as commands, with the count of a pile', () => {
    // Seed 7: column 5 ends 8♥ and column 7 is 7♠. Stack them, and give column 4 a 9♣ that
    // takes the two-card pile.
    const s = dealFromSeed(7);
    expect(commandFor({ kind: 'move', from: 7, to: 5 }, s)).toBe('c7 c5');
    s.tableau[4].faceUp.push(...s.tableau[6].faceUp.splice(0));
    s.tableau[3].faceUp = [4 * 8 + 0]; // 9♣
    expect(commandFor({ kind: 'move', from: 5, to: 4 }, s)).toBe('2c5 c4');
    expect(commandFor({ kind: 'move', from: 'w', to: 'f' }, s)).toBe('w f');
    expect(commandFor({ kind: 'reset' }, s)).toBe('s');
  });
});

// Seed 7, turn 1: columns 1-7 show Ac Jh Ts 5c 8h As 7s; the stock is full.
describe('the command box', () => {
  const deal = dealFromSeed(7, { turn: 1 });

  it('reads the commands of seed 000', () => {
    expect(atTable('s', deal)).toEqual({ kind: 'move', move: { kind: 'turn' } });
    expect(atTable('w c4', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 'w', to: 4 },
    });
    expect(atTable('w f3', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 'w', to: 'f' },
    });
    expect(atTable('c1 f1', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 1, to: 'f' },
    });
    expect(atTable(' C7   c5 ', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 7, to: 5 },
    });
    expect(atTable('u', deal)).toEqual({ kind: 'undo' });
  });

  it('reads the MOVES notation too', () => {
    expect(atTable('3->2', deal)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 3, to: 2 },
    });
    expect(atTable('.', deal)).toEqual({ kind: 'move', move: { kind: 'turn' } });
  });

  it('turns `s` on an empty stock into a reset', () => {
    const empty = { ...deal, waste: deal.stock, stock: [] };
    expect(atTable('s', empty)).toEqual({ kind: 'move', move: { kind: 'reset' } });
  });

  it('checks a card count against the pile the move would carry', () => {
    // 7s onto 8h makes a two-card pile on column 5.
    const after = afterMove(deal, { kind: 'move', from: 7, to: 5 });
    expect(after.tableau[4].faceUp.length).toBe(2);
    expect(atTable('3c5 c2', after)).toBe('column 5 has 2 face-up cards, not 3');
    expect(atTable('2c5 c1', after)).toEqual({
      kind: 'move',
      move: { kind: 'move', from: 5, to: 1 },
    });
    expect(atTable('2c3 f', deal)).toBe('only one card at a time goes to a foundation');
  });

  it('says what is wrong with anything else', () => {
    expect(atTable('x9', deal)).toBe(
      'unknown command "x9": try s, w c4, w f, c3 f1, c7 c2, 3c4 c5, u',
    );
    expect(atTable('c3 c3', deal)).toBe('a move must go to another column');
    expect(atTable('w c', deal)).toBe('"w c": which column? e.g. w c4');
  });
});

describe('the words of each front end', () => {
  const deal = dealFromSeed(7, { turn: 1 });

  it('takes only the words the front end has a use for', () => {
    expect(atTable('redo', deal)).toEqual({ kind: 'redo' });
    expect(atTable('h', deal)).toEqual({ kind: 'hint' });
    expect(atTable('q', deal)).toBe(
      'unknown command "q": try s, w c4, w f, c3 f1, c7 c2, 3c4 c5, u',
    );
    expect(atTerminal('quit', deal)).toEqual({ kind: 'quit' });
    expect(atTerminal('redo', deal)).toBe(
      'unknown command "redo": try s, w c4, w f, c3 f1, c7 c2, 3c4 c5',
    );
  });

  it('names the pile that fits when a count does not', () => {
    // 7s onto 8h makes a two-card pile on column 5. Column 4 as 9c takes both cards; as 8d it
    // takes the 7s alone.
    const after = afterMove(deal, { kind: 'move', from: 7, to: 5 });
    after.tableau[3].faceUp = [4 * 8 + 0]; // 9c
    expect(atTable('c5 c4', after)).toBe(
      '1 card from column 5 cannot go on column 4; 2 would (2c5 c4)',
    );
    after.tableau[3].faceUp = [4 * 7 + 1]; // 8d
    expect(atTable('2c5 c4', after)).toBe(
      '2 cards from column 5 cannot go on column 4; 1 would (c5 c4)',
    );
  });

  it('asks for a command and a count of at least one', () => {
    expect(atTable('', deal)).toBe('type a command, e.g. s, w c4, c3 f1 or 3c4 c5');
    expect(atTable('0c5 c1', deal)).toBe('"0c5 c1": the number of cards must be at least 1');
  });
});
