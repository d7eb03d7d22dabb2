import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeExchange } from '../../../src-shared/klondike';
import { fileGame, seedGame, stateOf, type TableGame } from './game';
import { nextHomeMove } from './placing';
import { figuresOf, variantKey } from './statistics';
import {
  reduceTable,
  shownScore,
  startTable,
  type TableAction,
  type TableState,
} from './table-state';

const EXAMPLES = path.resolve(__dirname, '../../../../shared/klondike/examples');
const ONE = variantKey({ turn: 1, limit: null });

function almostWon(): TableGame {
  const opened = fileGame(
    'almost-won.txt',
    readFileSync(path.join(EXAMPLES, 'almost-won.txt'), 'utf8'),
  );
  if (!opened.ok) throw new Error(opened.error);
  return opened.game;
}

const run = (table: TableState, ...actions: TableAction[]) => actions.reduce(reduceTable, table);

describe('the Klondike table state', () => {
  it('plays a move, words it, and refuses an illegal one with the reason', () => {
    const table = startTable(seedGame(7, 1, null));
    const played = reduceTable(table, { type: 'play', move: { kind: 'move', from: 1, to: 'f' } });
    expect(stateOf(played.game).score).toBe(10);
    expect(played.notice).toEqual({ text: 'A♣ to its foundation', level: 'info' });
    expect(figuresOf(played.statistics, ONE).played).toBe(1);
    const refused = reduceTable(played, { type: 'play', move: { kind: 'move', from: 2, to: 'f' } });
    expect(refused.game).toBe(played.game);
    expect(refused.notice).toEqual({
      text: 'Not allowed: it does not fit its foundation',
      level: 'warn',
    });
  });

  it('undoes, redoes and goes back to a position, keeping redo', () => {
    const start = startTable(seedGame(7, 1, null));
    const moves: TableAction[] = [
      { type: 'play', move: { kind: 'move', from: 1, to: 'f' } },
      { type: 'play', move: { kind: 'move', from: 7, to: 5 } },
      { type: 'play', move: { kind: 'turn' } },
    ];
    const played = run(start, ...moves);
    const undone = run(played, { type: 'undo' }, { type: 'undo' });
    expect(serializeExchange(stateOf(undone.game))).toBe(
      serializeExchange(stateOf(run(start, moves[0]).game)),
    );
    expect(undone.notice).toEqual({ text: '', level: 'info' });
    expect(run(undone, { type: 'redo' }, { type: 'redo' }).game.history.index).toBe(3);
    const back = reduceTable(played, { type: 'go-to', index: 1, message: 'Back to move 1' });
    expect(back.game.history.index).toBe(1);
    expect(back.game.history.states.length).toBe(4);
    expect(back.notice?.text).toBe('Back to move 1');
    // Nothing to undo at the start: the same state.
    expect(reduceTable(start, { type: 'undo' })).toBe(start);
    expect(reduceTable(played, { type: 'go-to', index: 9, message: 'x' })).toBe(played);
  });

  it('counts a win with its time, score and streak, and a game given up as a loss', () => {
    let table = startTable(seedGame(7, 1, null));
    table = reduceTable(table, { type: 'play', move: { kind: 'turn' } });
    // Given up for the almost won game: a loss.
    table = reduceTable(table, { type: 'deal', game: almostWon(), message: 'Opened' });
    expect(figuresOf(table.statistics, ONE)).toMatchObject({ played: 1, won: 0, streak: 0 });
    table = run(
      table,
      { type: 'tick', ms: 61_000 },
      { type: 'play', move: { kind: 'move', from: 7, to: 4 } },
    );
    // The rest is mechanical: the table finishes it, one auto move at a time.
    expect(table.autoComplete).toBe(true);
    expect(table.notice?.text).toBe('Only trivial moves remain: finishing the game');
    for (let i = 0; i < 60 && table.autoComplete; i++) {
      table = reduceTable(table, {
        type: 'play',
        move: nextHomeMove(stateOf(table.game))!,
        auto: true,
      });
    }
    expect(table.notice?.text).toBe('Won! Score 285 in 29 moves');
    // The file plays turn one with one reset: its own variant.
    const file = variantKey({ turn: 1, limit: 1 });
    expect(figuresOf(table.statistics, file)).toEqual({
      played: 1,
      won: 1,
      streak: 1,
      bestStreak: 1,
      bestTimeMs: 61_000,
      bestScore: 285,
    });
    // A new deal over a won game is no loss.
    table = reduceTable(table, { type: 'deal', game: seedGame(8, 1, null), message: 'Dealt' });
    expect(figuresOf(table.statistics, file).streak).toBe(1);
    expect(figuresOf(table.statistics, ONE)).toMatchObject({ played: 1, won: 0, streak: 0 });
  });

  it('sends every card that can go home with All home, and says when none can', () => {
    const table = startTable(seedGame(7, 1, null));
    const home = reduceTable(table, { type: 'all-home' });
    // Seed 7 shows Ac (column 1) and As (column 6); the 2s under As is covered.
    expect(stateOf(home.game).foundations).toEqual([1, 0, 0, 1]);
    expect(home.game.history.index).toBe(2);
    expect(home.notice).toEqual({ text: 'Sent 2 cards home', level: 'info' });
    expect(reduceTable(home, { type: 'all-home' }).notice).toEqual({
      text: 'No card can go to a foundation',
      level: 'warn',
    });
  });

  it('scores Vegas: 52 a deal, 5 a card home, banked when cumulative', () => {
    const scoring = { vegas: true, cumulative: true };
    let table = startTable(seedGame(7, 1, null), undefined, scoring);
    expect(shownScore(table)).toBe(-52);
    table = reduceTable(table, { type: 'all-home' });
    expect(shownScore(table)).toBe(-42);
    // Given up: -42 goes into the bank, and the next deal costs 52 more.
    table = reduceTable(table, { type: 'deal', game: seedGame(8, 1, null), message: 'Dealt' });
    expect(table.statistics.vegasBank).toBe(-42);
    expect(shownScore(table)).toBe(-94);
    expect(shownScore({ ...table, scoring: { vegas: true, cumulative: false } })).toBe(-52);
    expect(shownScore({ ...table, scoring: { vegas: false, cumulative: false } })).toBe(0);
  });

  it('resets the statistics, keeping the game in progress counted', () => {
    let table = startTable(seedGame(7, 1, null));
    table = run(table, { type: 'play', move: { kind: 'turn' } }, { type: 'reset-statistics' });
    expect(figuresOf(table.statistics, ONE)).toMatchObject({ played: 1, won: 0 });
    expect(table.notice?.text).toBe('Statistics reset');
  });
});
