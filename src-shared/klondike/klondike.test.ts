import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Klondike, ExchangeFormatError } from './klondike';
import { dealFromSeed } from './deal';
import { serializeExchange } from './exchange';
import { IllegalMoveError, legalMoves, afterMove } from './moves';
import { formatState } from './printer';

const EXAMPLES = path.resolve(__dirname, '../../../shared/klondike/examples');

describe('Klondike facade', () => {
  it('deals from a seed exactly as dealFromSeed does', () => {
    const game = new Klondike(7, { turn: 3, limit: 2 });
    expect(game.state()).toEqual(dealFromSeed(7, { turn: 3, limit: 2 }));
    expect(game.toExchange()).toBe(serializeExchange(dealFromSeed(7, { turn: 3, limit: 2 })));
    expect(game.ascii()).toBe(formatState(dealFromSeed(7, { turn: 3, limit: 2 })));
    expect(game.moves()).toEqual(legalMoves(dealFromSeed(7, { turn: 3, limit: 2 })));
  });

  it('plays, undoes and writes the moves back out', () => {
    const game = new Klondike(7);
    const first = game.moves()[0];
    const expected = afterMove(dealFromSeed(7), first);
    expect(game.move(first)).toEqual(first);
    expect(game.state()).toEqual(expected);
    game.move('.');
    expect(game.history()).toHaveLength(2);
    const again = new Klondike(game.toExchangeWithMoves());
    expect(again.writtenMoves.map((m) => m.move)).toEqual(game.history());
    expect(game.undo()).toEqual({ kind: 'turn' });
    expect(game.undo()).toEqual(first);
    expect(game.undo()).toBeNull();
    expect(game.state()).toEqual(dealFromSeed(7));
  });

  it('refuses illegal moves and non-moves, leaving the game unchanged', () => {
    const game = new Klondike(7);
    const before = game.state();
    expect(() => game.move('1->1')).toThrow(IllegalMoveError);
    expect(() => game.move('hello')).toThrow(/"hello" is not a move/);
    expect(game.state()).toEqual(before);
    expect(game.history()).toEqual([]);
    expect(game.whyIllegal('hello')).toBe('"hello" is not a move');
  });

  it('reads a real exchange file and names every error of a bad one', () => {
    const text = readFileSync(path.join(EXAMPLES, 'screenshot.txt'), 'utf8');
    const game = new Klondike(text);
    expect(game.isWon()).toBe(false);
    expect(() => new Klondike('RULES:\nturn 2\n')).toThrow(ExchangeFormatError);
  });

  it('a copy of the state cannot change the game', () => {
    const game = new Klondike(1);
    const state = game.state();
    state.stock.length = 0;
    expect(game.state().stock).toHaveLength(24);
  });
});
