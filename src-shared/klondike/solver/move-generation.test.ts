/**
 * The move generation on small positions: the lazy prunings' "a card could be laid on it
 * next" counts a face-up column card only when the search keeps that move, and a two goes
 * home as soon as its ace is home (docs/klondike-solver.md, "The lazy prunings" and "Safe
 * moves home").
 */
import { describe, expect, it } from 'vitest';
import { cardName, parseCard } from '../cards';
import type { KlondikeState } from '../state';
import { Board } from './board';
import { MoveGenerator } from './move-generation';
import {
  COLUMN_TO_COLUMN,
  COLUMN_TO_FOUNDATION,
  FOUNDATION_TO_COLUMN,
  TALON_TO_COLUMN,
  TALON_TO_FOUNDATION,
  moveDst,
  moveKind,
  moveSrc,
  rank,
  suit,
} from './packed-move';

const card = (name: string): number => parseCard(name)!;
const cards = (names: string): number[] => (names ? names.split(' ').map(card) : []);

/**
 * A deal's position turning one with unlimited resets, nothing home: columns as
 * "covered | face up", every other card in the stock.
 */
function position(columns: string[]): KlondikeState {
  const tableau = columns.map((text) => {
    const [covered, faceUp] = text.split(' | ');
    return { covered: cards(covered), faceUp: cards(faceUp) };
  });
  const used = new Set(tableau.flatMap((c) => [...c.covered, ...c.faceUp]));
  const stock = Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c));
  return {
    rules: 'exchange',
    turn: 1,
    resetsLeft: null,
    foundations: [0, 0, 0, 0],
    tableau,
    waste: [],
    stock,
    score: 0,
  };
}

/** The talon cards the lazy move generation plays to a column, as "card->column". */
function talonToColumn(state: KlondikeState): string[] {
  const board = new Board(state);
  const generator = new MoveGenerator(board, {
    forceSafe: false,
    forceTwos: false,
    everyFoundationMove: false,
  });
  generator.lazy = true;
  const list: number[] = [];
  generator.generate(list);
  return list
    .filter((m) => moveKind(m) === TALON_TO_COLUMN)
    .map((m) => `${cardName(board.talon[moveSrc(m) - 1])}->${moveDst(m) + 1}`);
}

describe('the lazy prunings: a card laid on a talon card by a move the search keeps', () => {
  // 8h could go from the stock onto 9s; only 7c, face up, could then be laid on it (7s lies
  // under 8d). The other columns hold kings and a queen over covered cards; every diamond
  // but 8d is in the stock, or covered under 9s.
  const others = ['3c 4c 5c | Kd', '2c 6c | Kh', 'Tc Jh | Ks', 'Th | Kc', 'Td | Qc'];

  it('plays 8h when 7c heads its pile over a covered card: the move turns that card up', () => {
    expect(talonToColumn(position(['2d | 9s', '7s 8d | 7c', ...others]))).toEqual(['8h->1']);
  });

  it('keeps 8h in the stock when 7c lies on 8d, which neither goes home soon nor takes 7s', () => {
    // 7c from 8d onto 8h would only trade one parent for the other: 2d is covered, so 8d
    // goes home late, and 7s, covered, cannot use 8d. The search never makes that move,
    // so 8h waits (before, 7c face up was enough).
    expect(talonToColumn(position(['2d | 9s', '7s | 8d 7c', ...others]))).toEqual([]);
  });

  it('plays 8h when 8d, left by 7c, could go home soon: every lower diamond is in the stock', () => {
    expect(talonToColumn(position(['Jc | 9s', '7s | 8d 7c', ...others]))).toEqual(['8h->1']);
  });
});

/** The moves the search with forced moves home tries first, as "kind src". */
function forcedFirst(state: KlondikeState, forceTwos = true): string[] {
  const board = new Board(state);
  const generator = new MoveGenerator(board, {
    forceSafe: true,
    forceTwos,
    everyFoundationMove: false,
  });
  const list: number[] = [];
  generator.generate(list);
  return list.map((m) => `${moveKind(m)} ${moveSrc(m)}`);
}

/** `position`, with the given cards home and one card in the waste (or none). */
function withHome(
  columns: string[],
  home: string,
  waste = '',
  rules: KlondikeState['rules'] = 'exchange',
): KlondikeState {
  const state = position(columns);
  const foundations = [0, 0, 0, 0];
  for (const c of cards(home)) foundations[suit(c)] = Math.max(foundations[suit(c)], rank(c));
  const out = new Set([...cards(home), ...cards(waste)]);
  return {
    ...state,
    rules,
    foundations,
    stock: state.stock.filter((c) => !out.has(c)),
    waste: cards(waste),
  };
}

describe('safe moves home: a two goes home once its ace is home', () => {
  // Only aces could ever lie on a two, and an ace can go home instead: so the two goes home
  // at once even while the aces of the other colour are out (docs/klondike-solver.md, "Safe
  // moves home"). Black aces are in the stock here; 9h could go onto Ts.
  const columns = [
    '5c | 2d',
    '6c | Ts',
    '3c 4c | 9h',
    'Tc Jh | Ks',
    'Th | Kc',
    'Td | Qc',
    '7c | 8s',
  ];

  it('sends 2d home from a column as the only move, under either rule set', () => {
    for (const rules of ['exchange', 'standard'] as const) {
      expect(forcedFirst(withHome(columns, 'Ad', '', rules)), rules).toEqual([
        `${COLUMN_TO_FOUNDATION} 0`,
      ]);
    }
  });

  it('leaves 2d among the other moves when twos are not forced (the win finder)', () => {
    // 9h onto Ts first, then 2d home, then the others.
    const moves = forcedFirst(withHome(columns, 'Ad'), false);
    expect(moves.slice(0, 2)).toEqual([`${COLUMN_TO_COLUMN} 2`, `${COLUMN_TO_FOUNDATION} 0`]);
  });

  it('sends 2d home from the waste as the only move, turning one', () => {
    const state = withHome(columns.with(0, '5c | 6d'), 'Ad', '2d');
    expect(forcedFirst(state)).toEqual([`${TALON_TO_FOUNDATION} 1`]);
  });

  it('does not force 3d home while a black two is out: a black ace might need it', () => {
    const moves = forcedFirst(withHome(columns.with(0, '5c | 3d'), 'Ad 2d'));
    expect(moves.slice(0, 2)).toEqual([`${COLUMN_TO_COLUMN} 2`, `${COLUMN_TO_FOUNDATION} 0`]);
  });
});

describe('cards off a foundation first (the standard rules, once the exchange rules are lost)', () => {
  // Clubs are home up to 5c, which can come down onto 6h: 4h, face up over 3s, could then
  // lie on it.
  const state = withHome(
    ['2d | 6h', '3s | 4h', 'Tc Jh | Ks', 'Th | Kc', 'Td | Qd', '7c | 8s', '6s | 9c'],
    'Ac 2c 3c 4c 5c',
    '',
    'standard',
  );
  const generated = (first: boolean): string[] => {
    const generator = new MoveGenerator(new Board(state), {
      forceSafe: true,
      forceTwos: true,
      everyFoundationMove: false,
    });
    generator.comeDownsFirst = first;
    const list: number[] = [];
    const n = generator.generate(list);
    return list.slice(0, n).map((m) => `${moveKind(m)} ${moveSrc(m)}->${moveDst(m)}`);
  };

  it('tries 5c down onto 6h last, and first when asked, with the same other moves in order', () => {
    const down = `${FOUNDATION_TO_COLUMN} 0->0`;
    const last = generated(false);
    const first = generated(true);
    expect(last.length).toBeGreaterThan(1);
    expect(last.at(-1)).toBe(down);
    expect(first).toEqual([down, ...last.slice(0, -1)]);
  });
});
