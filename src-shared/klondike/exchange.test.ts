import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardName } from './cards';
import { dealFromSeed } from './deal';
import { formatExchangeError, parseExchange, serializeExchange } from './exchange';
import { coveredCount } from './state';

const examples = new URL('../../../shared/klondike/examples/', import.meta.url);
const example = (name: string): string => readFileSync(new URL(name, examples), 'utf8');

function parsed(text: string) {
  const result = parseExchange(text);
  if (!result.ok) throw new Error(result.errors.map(formatExchangeError).join('\n'));
  return result.game;
}

function firstError(text: string): string {
  const result = parseExchange(text);
  if (result.ok) throw new Error('expected an error');
  return formatExchangeError(result.errors[0]);
}

describe('parseExchange on the examples', () => {
  it('reads game.txt (turn 3, limit 2)', () => {
    const { state, moves } = parsed(example('game.txt'));
    expect(state.turn).toBe(3);
    expect(state.resetsLeft).toBe(2);
    expect(state.foundations).toEqual([0, 0, 0, 0]);
    expect(state.tableau[6].covered.map(cardName)).toEqual(['3h', '7h', '8h', 'Th', 'Jc', 'Ad']);
    expect(state.tableau[6].faceUp.map(cardName)).toEqual(['Qs']);
    expect(state.tableau[0].faceUp.map(cardName)).toEqual(['4d', '3c', '2h']);
    expect(state.tableau[1]).toEqual({ covered: [], faceUp: [] });
    expect(state.waste.map(cardName)).toEqual(['Jd', '3d', 'Ac']);
    expect(state.stock.length).toBe(21);
    expect(cardName(state.stock[0])).toBe('Kc');
    expect(moves).toEqual([]);
  });

  it('reads screenshot.txt with its comments and spread-out stock', () => {
    const { state } = parsed(example('screenshot.txt'));
    expect(coveredCount(state)).toBe(15);
    expect(state.stock.length).toBe(16);
    expect(state.waste.map(cardName)).toEqual(['3c', '8c']);
    expect(state.foundations).toEqual([0, 0, 2, 1]);
  });

  it('reads the moves of moves.txt with their lines', () => {
    const { moves } = parsed(example('moves.txt'));
    expect(moves.map((m) => `${m.line}:${m.text}`)).toEqual([
      '14:r',
      '15:.',
      '15:w->6',
      '15:.',
      '15:w->6',
      '15:.',
      '15:w->2',
      '15:3->2',
      '15:3->5',
      '15:4->5',
      '17:4->3',
    ]);
  });

  it('reports missing and duplicated cards in the examples order', () => {
    expect(firstError(example('missing.txt'))).toBe('Missing cards: Ks Qd Kd Qc');
    expect(firstError(example('duplicated.txt'))).toBe('Duplicated cards: Qs Qh Jc');
  });

  it('round-trips parse -> serialize -> parse', () => {
    for (const name of ['game.txt', 'screenshot.txt', 'moves.txt', 'almost-won.txt', 'stuck.txt']) {
      const first = parsed(example(name));
      const text = serializeExchange(
        first.state,
        first.moves.map((m) => m.move),
      );
      const second = parsed(text);
      expect(second.state).toEqual(first.state);
      expect(second.moves.map((m) => m.move)).toEqual(first.moves.map((m) => m.move));
      expect(serializeExchange(second.state)).toBe(serializeExchange(first.state));
    }
  });

  it('round-trips seeded deals', () => {
    for (const seed of [1, 7, 12345, 2147483646]) {
      const state = dealFromSeed(seed, { turn: 3, limit: 2 });
      expect(parsed(serializeExchange(state)).state).toEqual(state);
    }
  });

  it('lets check ignore whatever follows MOVES:', () => {
    const text = example('stuck.txt') + '\n this is not a move\n';
    expect(parseExchange(text).ok).toBe(false);
    expect(parseExchange(text, { moves: false }).ok).toBe(true);
  });
});

const GOOD = `RULES:
turn 1
unlimited
FOUNDATIONS:
Jc Td Th Ts
TABLEAU:
|
| Kc Qh
|
| Kh Qs
| Kd Qc
Jh Jd Js Ks | Qd
|
STOCK:
|
MOVES:
`;

/** GOOD with line `line` (1-based) replaced. */
function withLine(line: number, text: string): string {
  const lines = GOOD.split('\n');
  lines[line - 1] = text;
  return lines.join('\n');
}

describe('malformed files: line number and reason', () => {
  const cases: Array<[string, string, string]> = [
    ['empty file', '', "Error near line 1: expecting 'RULES:', found end of file"],
    [
      'wrong first keyword',
      withLine(1, 'RULE:'),
      "Error near line 1: expecting 'RULES:', found 'RULE:'",
    ],
    [
      'turn 2',
      withLine(2, 'turn 2'),
      "Error near line 2: expecting 'turn 1' or 'turn 3', found 'turn 2'",
    ],
    [
      'no turn',
      withLine(2, 'unlimited'),
      "Error near line 2: expecting 'turn 1' or 'turn 3', found 'unlimited'",
    ],
    [
      'bad limit word',
      withLine(3, 'limitless'),
      "Error near line 3: expecting 'unlimited' or 'limit N', found 'limitless'",
    ],
    [
      'limit 10',
      withLine(3, 'limit 10'),
      "Error near line 3: expecting a limit from 0 to 9, found '10'",
    ],
    [
      'limit without N',
      withLine(3, 'limit\nFOUNDATIONS:'),
      "Error near line 4: expecting a limit from 0 to 9, found 'FOUNDATIONS:'",
    ],
    [
      'missing FOUNDATIONS',
      withLine(4, 'FOUNDATION:'),
      "Error near line 4: expecting 'FOUNDATIONS:', found 'FOUNDATION:'",
    ],
    [
      'foundation out of order',
      withLine(5, 'Td Jc Th Ts'),
      "Error near line 5: expecting the clubs foundation ('_c' or a card of clubs), found 'Td'",
    ],
    [
      'foundation not a card',
      withLine(5, 'Jc 1d Th Ts'),
      "Error near line 5: invalid foundation card '1d'",
    ],
    [
      'three foundations',
      withLine(5, 'Jc Td Th'),
      "Error near line 6: expecting the spades foundation ('_s' or a card of spades), found 'TABLEAU:'",
    ],
    [
      'five foundations',
      withLine(5, 'Jc Td Th Ts As'),
      "Error near line 5: expecting 'TABLEAU:', found 'As'",
    ],
    [
      'missing TABLEAU',
      withLine(6, 'TABLE:'),
      "Error near line 6: expecting 'TABLEAU:', found 'TABLE:'",
    ],
    [
      'column without bar',
      withLine(8, 'Kc Qh'),
      "Error near line 8: column 6 has no '|' between covered and face-up cards",
    ],
    [
      'column with two bars',
      withLine(9, '| | Kc'),
      "Error near line 9: column 5 has more than one '|'",
    ],
    ['bad card in a column', withLine(10, '| Kh Q'), "Error near line 10: invalid card 'Q'"],
    ['lowercase rank', withLine(10, '| Kh qs'), "Error near line 10: invalid card 'qs'"],
    [
      'covered with nothing face up',
      withLine(12, 'Jh Jd Js Ks Qd |'),
      'Error near line 12: column 2 has covered cards but no face-up card',
    ],
    [
      'same colour pile',
      withLine(11, '| Kd Qh'),
      'Error near line 11: column 3 is not a valid pile: Qh cannot lie on Kd',
    ],
    [
      'rank gap in a pile',
      withLine(10, '| Kh Js'),
      'Error near line 10: column 4 is not a valid pile: Js cannot lie on Kh',
    ],
    [
      'six columns',
      withLine(13, ''),
      "Error near line 14: expecting 7 tableau columns, found 6 before 'STOCK:'",
    ],
    [
      'eight columns',
      withLine(13, '|\n|'),
      "Error near line 14: expecting 'STOCK:' after the 7 tableau columns, found '|'",
    ],
    [
      'stock without bar',
      withLine(15, 'Qd'),
      "Error near line 16: the stock section has no '|' between waste and stock",
    ],
    [
      'stock with two bars',
      withLine(15, '| |'),
      "Error near line 15: the stock section has more than one '|'",
    ],
    ['bad stock card', withLine(15, '| 1c'), "Error near line 15: invalid card '1c'"],
    [
      'missing MOVES',
      withLine(16, ''),
      "Error near line 16: expecting 'MOVES:', found end of file",
    ],
    [
      'missing MOVES after a stock',
      withLine(16, 'MOVE:'),
      "Error near line 16: invalid card 'MOVE:'",
    ],
    [
      'no MOVES at all',
      GOOD.replace('MOVES:\n', ''),
      "Error near line 15: expecting 'MOVES:', found end of file",
    ],
    ['bad move', GOOD + '. w->f\n8->1\n', "Error near line 18: invalid move '8->1'"],
    ['move with spaces', GOOD + 'w -> f\n', "Error near line 17: invalid move 'w'"],
    [
      'keyword out of order',
      withLine(4, 'TABLEAU:'),
      "Error near line 4: expecting 'FOUNDATIONS:', found 'TABLEAU:'",
    ],
  ];

  it.each(cases)('%s', (_name, text, message) => {
    expect(firstError(text)).toBe(message);
  });

  it('accepts the base file', () => {
    expect(parseExchange(GOOD).ok).toBe(true);
  });
});

describe('the standard rules in the exchange format', () => {
  const almostWon = example('almost-won.txt');
  const standard = almostWon.replace('limit 1 #', 'limit 1 standard #');

  it('reads every example as the exchange rules, exactly as before', () => {
    for (const name of ['game.txt', 'screenshot.txt', 'moves.txt', 'almost-won.txt', 'stuck.txt']) {
      const game = parsed(example(name));
      expect(game.state.rules, name).toBe('exchange');
      // Written back, the RULES section has no new word.
      expect(serializeExchange(game.state)).not.toMatch(/standard/);
    }
  });

  it('reads `standard` at the end of RULES and writes it back', () => {
    const { state } = parsed(standard);
    expect(state.rules).toBe('standard');
    expect(state.resetsLeft).toBe(1);
    const text = serializeExchange(state);
    expect(text.split('\n').slice(0, 5)).toEqual([
      'RULES:',
      'turn 1',
      'limit 1',
      'standard',
      'FOUNDATIONS:',
    ]);
    expect(parsed(text).state).toEqual(state);
  });

  it('takes moves off a foundation only under the standard rules', () => {
    const moves = '1->f f->6 fd->6 6->f\n';
    const game = parsed(standard + moves);
    expect(game.moves.map((m) => [m.text, m.line])).toEqual([
      ['1->f', 24],
      ['f->6', 24],
      ['fd->6', 24],
      ['6->f', 24],
    ]);
    expect(game.moves[1].move).toEqual({ kind: 'fromFoundation', suit: null, to: 6 });
    expect(game.moves[2].move).toEqual({ kind: 'fromFoundation', suit: 1, to: 6 });
    // The same moves in a file of the exchange rules: the same error as before the rules.
    expect(firstError(almostWon + moves)).toBe("Error near line 24: invalid move 'f->6'");
    expect(
      serializeExchange(
        game.state,
        game.moves.map((m) => m.move),
      ),
    ).toMatch(/\nMOVES:\n1->f f->6 fd->6 6->f\n$/);
  });

  it('keeps an unknown word after the limit an error, as before', () => {
    expect(firstError(almostWon.replace('limit 1 #', 'limit 1 standrd #'))).toBe(
      "Error near line 6: expecting 'FOUNDATIONS:', found 'standrd'",
    );
  });
});
