/**
 * The position at a card's first move (first-move.ts): what it calls dead, the search
 * without prunings never wins, and it sees dead ends the relaxed game of dead-ends.ts does
 * not.
 */
import { describe, expect, it } from 'vitest';
import { cardName, parseCard } from '../cards';
import type { KlondikeState, RuleSet } from '../state';
import { Board } from './board';
import { isDeadEnd } from './dead-ends';
import { FirstMoves } from './first-move';
import { KlondikeSearch } from './search';
import { endgame, generator, randomPosition } from '../../../test/support/klondike-random';

/** The search the prunings are checked against (as in solver.test.ts). */
const UNPRUNED = {
  everyFoundationMove: true,
  safeFoundationMoves: false,
  lazyPrunings: false,
  deadEnds: false,
} as const;

const cards = (names: string) => (names ? names.split(' ').map((name) => parseCard(name)!) : []);

function stuckCard(firstMoves: FirstMoves, state: KlondikeState): string | null {
  const board = new Board(state);
  return board.isStuckAtFirstMove(firstMoves) ? cardName(firstMoves.stuck) : null;
}

function provenOutcome(state: KlondikeState, maxNodes: number): string {
  const search = new KlondikeSearch(state, UNPRUNED);
  while (search.nodes < maxNodes && !search.run(20_000));
  return search.outcome;
}

describe('FirstMoves', () => {
  it('finds a card that can never make its first move where the relaxed game sees none', () => {
    // Td lies on 5c under 8h. Home, it needs 9d, under 7c, which can go neither home (5c
    // stays under Td) nor onto 8d (home) and so only onto 8h. But 8h must be gone before Td
    // can move, and the only place it can go is home (9c stays under Td, 9s is home). Nor
    // can Td go onto a black jack: Js is home and Jc lies under 7c. The relaxed game lets
    // 8h both hold 7c and go home.
    const state: KlondikeState = {
      rules: 'exchange',
      turn: 3,
      resetsLeft: null,
      foundations: [4, 8, 7, 13],
      tableau: [
        { covered: cards('Jc Kd 9d'), faceUp: cards('7c') },
        { covered: cards('9h'), faceUp: cards('Jd') },
        { covered: cards('9c Jh Qh Th Kc Qd 5c Td'), faceUp: cards('8h') },
        { covered: cards('Kh Tc'), faceUp: cards('6c') },
        { covered: [], faceUp: [] },
        { covered: [], faceUp: [] },
        { covered: [], faceUp: [] },
      ],
      waste: [],
      stock: cards('Qc 8c'),
      score: 0,
    };
    expect(isDeadEnd(state, { thorough: true })).toBe(false);
    expect(stuckCard(new FirstMoves(), state)).toBe('Td');
    expect(provenOutcome(state, 100_000)).toBe('not-winnable');
    // With 9s not home but alone in a column, 8h can go onto it, 7c onto 8h, and Td home
    // after 9d.
    const tableau = state.tableau.map((column, i) =>
      i === 4 ? { covered: [], faceUp: cards('9s') } : column,
    );
    const nine = {
      ...state,
      foundations: [4, 8, 7, 8],
      tableau,
      stock: cards('Qc 8c Ts Js Qs Ks'),
    };
    expect(stuckCard(new FirstMoves(), nine)).toBe(null);
  });

  it.each([
    ['exchange', 1500, { dead: 365, unseen: 7 }],
    ['standard', 400, { dead: 75, unseen: 9 }],
  ] as const)(
    'calls dead only endgames the search without prunings cannot win: %s rules',
    (rules: RuleSet, deals, expected) => {
      const firstMoves = new FirstMoves();
      const found = { dead: 0, unseen: 0 };
      for (let seed = 1; seed <= deals; seed++) {
        const left = (rules === 'standard' ? 24 : 16) + (seed % 14);
        const turn = seed % 2 ? 1 : 3;
        const state = endgame(seed * 2654435761, left, turn, null, rules, 3 + (seed % 5), 30);
        if (stuckCard(firstMoves, state) === null) continue;
        found.dead++;
        if (!isDeadEnd(state, { thorough: true })) found.unseen++;
        expect(provenOutcome(state, 2_000_000), `seed ${seed}`).not.toBe('won');
      }
      // Dead ends found, and some the relaxed game does not see.
      expect(found).toEqual(expected);
    },
  );

  it('asked many positions in a row, answers each as a fresh instance does', () => {
    const random = generator(20261208);
    const reused = new FirstMoves();
    let dead = 0;
    for (let k = 0; k < 1500; k++) {
      const state = randomPosition(random);
      const again = stuckCard(reused, state) !== null;
      expect(again, `position ${k}`).toBe(stuckCard(new FirstMoves(), state) !== null);
      if (again) dead++;
    }
    expect(reused.gaveUp).toBe(0);
    expect(dead).toBe(117);
  });
});
