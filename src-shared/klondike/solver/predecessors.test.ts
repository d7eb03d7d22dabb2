/**
 * Lost before the move (predecessors.ts) and the bookkeeping that says which positions are
 * lost for good (settling.ts): the searches with it answer as those without, in fewer
 * positions.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../cards';
import { dealFromSeed } from '../deal';
import type { KlondikeState } from '../state';
import { Board } from './board';
import { Predecessors } from './predecessors';
import { KlondikeSearch } from './search';
import { Settling } from './settling';
import { generator, randomPosition } from '../../../test/support/klondike-random';

function runOut(search: KlondikeSearch, maxNodes: number): KlondikeSearch {
  while (search.nodes < maxNodes && !search.run(10_000));
  return search;
}

describe('Settling', () => {
  it('settles every position entered since the first of a component, in merged runs', () => {
    const settling = new Settling();
    const n = Array.from({ length: 8 }, () => settling.enter()); // 1..8
    expect(n).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    settling.settleFrom(7); // 7 and 8
    settling.settleFrom(4); // 4..8, taking in 7..8
    expect(settling.runs).toBe(1);
    expect([3, 4, 6, 8, 9].map((k) => settling.settled(k))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    settling.enter(); // 9
    settling.enter(); // 10
    settling.settleFrom(10); // apart from 4..8: 9 hangs on something
    expect(settling.runs).toBe(2);
    expect([8, 9, 10].map((k) => settling.settled(k))).toEqual([true, false, true]);
    settling.settleFrom(9); // 9..10 touches 4..8: one run
    expect(settling.runs).toBe(1);
    expect(settling.settled(9)).toBe(true);
    settling.settleFrom(2); // 2..10
    expect([1, 2, 10, 11].map((k) => settling.settled(k))).toEqual([false, true, true, false]);
    expect(settling.runs).toBe(1);
  });
});

describe('lost before the move', () => {
  it('answers as the search without it on 300 random positions turning one, in fewer positions', () => {
    const { tally, nodes } = withAndWithout(20261129, 1);
    expect(tally).toEqual(RECORDED.tally);
    expect(nodes).toEqual(RECORDED.nodes);
  });

  it('answers as the search without it on 300 random positions turning three, in fewer positions', () => {
    // Waste sizes merged: the failures reached by turning from a failed position are lost
    // for good once it is (they carry its number until then), and no card goes back to the
    // talon.
    const { tally, nodes } = withAndWithout(20261130, 3);
    expect(tally).toEqual(RECORDED_TURN_THREE.tally);
    expect(nodes).toEqual(RECORDED_TURN_THREE.nodes);
  });

  it('asks about exactly the positions one move before, in order, and stops at a lost one', () => {
    // Ac home; 4s laid on 5d, 8c on 9h (whose twin 9d lies alone in column 3), Kc alone.
    const here = position(['8s 2c | 5d 4s', '3d | 9h 8c', '| 9d', '| Kc'], [1, 0, 0, 0]);
    const before = [
      position(['8s 2c | 5d', '3d | 9h 8c', '| 9d', '| Kc'], [1, 0, 0, 0]), // 4s in the talon
      position(['8s 2c | 5d 4s', '3d | 9h', '| 9d', '| Kc'], [1, 0, 0, 0]), // 8c in the talon
      position(['8s 2c | 5d 4s', '3d | 9h', '| 9d 8c', '| Kc'], [1, 0, 0, 0]), // 8c on 9d
      position(['8s 2c | 5d 4s', '3d | 9h 8c', '| 9d', ''], [1, 0, 0, 0]), // Kc in the talon
      position(['8s 2c | 5d 4s', '3d | 9h 8c', '| 9d', '| Kc'], [0, 0, 0, 0]), // Ac in the talon
    ].map(keyOf);
    const asked: string[] = [];
    const board = new Board(here);
    const none = new Predecessors(board, (a, b) => (asked.push(`${a},${b}`), false));
    expect(none.anyLost(-1)).toBe(false);
    expect(asked).toEqual(before);
    // The board is left as it was.
    const key = new Int32Array(2);
    board.key(-1, key);
    expect(`${key[0]},${key[1]}`).toBe(keyOf(here));
    // A card at home: back in the talon, or on a column top it fits (a king: one empty column).
    const asked2: string[] = [];
    const home = position(['| 3s', '| 4d'], [0, 0, 2, 13]);
    new Predecessors(new Board(home), (a, b) => (asked2.push(`${a},${b}`), false)).anyLost(-1);
    expect(asked2).toEqual(
      [
        position(['| 3s', '| 4d'], [0, 0, 1, 13]), // 2h in the talon
        position(['| 3s 2h', '| 4d'], [0, 0, 1, 13]), // 2h on 3s
        position(['| 3s', '| 4d'], [0, 0, 2, 12]), // Ks in the talon
        position(['| 3s', '| 4d', '| Ks'], [0, 0, 2, 12]), // Ks in an empty column
      ].map(keyOf),
    );
    // Under the standard rules, a column top whose foundation is one lower may have come
    // down from home: 5h on 6s with hearts at 4.
    const asked3: string[] = [];
    const down = { ...position(['| 6s 5h'], [0, 0, 4, 0]), rules: 'standard' as const };
    new Predecessors(new Board(down), (a, b) => (asked3.push(`${a},${b}`), false)).anyLost(-1);
    expect(asked3).toEqual(
      [
        position(['| 6s'], [0, 0, 4, 0]), // 5h in the talon
        position(['| 6s'], [0, 0, 5, 0]), // 5h at home
        position(['| 6s 5h'], [0, 0, 3, 0]), // 4h, at home, in the talon (it fits no top)
      ].map(keyOf),
    );
    // Turning three, the key holding the waste size (here 2): the same positions but for
    // those with a card back in the talon, keyed with that waste size.
    const asked4: string[] = [];
    new Predecessors(new Board(here), (a, b) => (asked4.push(`${a},${b}`), false)).anyLost(2);
    expect(asked4).toEqual(
      [position(['8s 2c | 5d 4s', '3d | 9h', '| 9d 8c', '| Kc'], [1, 0, 0, 0])].map((state) =>
        keyWithWaste(state, 2),
      ),
    );
    const asked5: string[] = [];
    new Predecessors(new Board(down), (a, b) => (asked5.push(`${a},${b}`), false)).anyLost(2);
    expect(asked5).toEqual([keyWithWaste(position(['| 6s'], [0, 0, 5, 0]), 2)]);
    // Stops at the third, lost.
    let n = 0;
    expect(new Predecessors(new Board(here), () => ++n === 3).anyLost(-1)).toBe(true);
    expect(n).toBe(3);
  });

  it('proves deal 2024658779 lost in fewer positions than a fifth of those it took before', () => {
    const deal = dealFromSeed(2024658779);
    const search = runOut(new KlondikeSearch(deal), 600_000);
    expect(search.outcome).toBe('not-winnable');
    expect(search.nodes).toBe(446_984);
  });
});

/**
 * Searches 300 random positions (turning `turn`, unlimited resets) with and without lost
 * before the move, up to 40 000 positions each; every position both decide gets the same
 * answer. The outcomes with it, the positions dropped, and the positions the lost ones took
 * with and without it.
 */
function withAndWithout(seed: number, turn: 1 | 3) {
  const random = generator(seed);
  const tally = { won: 0, lost: 0, undecided: 0, undecidedWithout: 0, dropped: 0 };
  const nodes = { with: 0, without: 0 };
  for (let k = 0; k < 300; k++) {
    const state = { ...randomPosition(random), turn, resetsLeft: null };
    const on = runOut(new KlondikeSearch(state), 40_000);
    const off = runOut(new KlondikeSearch(state, { lostBefore: false }), 40_000);
    if (on.outcome !== 'undecided' && off.outcome !== 'undecided') {
      expect(on.outcome, `position ${k}`).toBe(off.outcome);
      if (on.outcome === 'not-winnable') {
        nodes.with += on.nodes;
        nodes.without += off.nodes;
      }
    }
    const outcome =
      on.outcome === 'won' ? 'won' : on.outcome === 'undecided' ? 'undecided' : 'lost';
    tally[outcome]++;
    if (off.outcome === 'undecided') tally.undecidedWithout++;
    tally.dropped += on.lostBefore;
    expect(off.lostBefore).toBe(0);
  }
  return { tally, nodes };
}

/**
 * A position turning one with unlimited resets: columns as "covered | face up" (cards
 * deepest first, up to seven, the rest empty), the foundations' top ranks (c d h s), and
 * every other card in the stock.
 */
function position(columns: string[], foundations: number[]): KlondikeState {
  const cards = (text: string) =>
    text
      .split(' ')
      .filter((t) => t !== '')
      .map((t) => parseCard(t)!);
  const tableau = Array.from({ length: 7 }, (_, i) => {
    const [covered = '', faceUp = ''] = (columns[i] ?? '').split('|');
    return { covered: cards(covered), faceUp: cards(faceUp) };
  });
  const used = new Set(tableau.flatMap((c) => [...c.covered, ...c.faceUp]));
  const stock: number[] = [];
  for (let card = 0; card < 52; card++) {
    const home = foundations[card & 3] >= (card >> 2) + 1;
    if (!home && !used.has(card)) stock.push(card);
  }
  return {
    rules: 'exchange',
    turn: 1,
    resetsLeft: null,
    foundations: [...foundations],
    tableau,
    waste: [],
    stock,
    score: 0,
  };
}

/** The key of a position as winnability mode has it (the waste left out). */
function keyOf(state: KlondikeState): string {
  return keyWithWaste(state, -1);
}

/** The key of a position, the waste size as `wasteKey` (-1: left out). */
function keyWithWaste(state: KlondikeState, wasteKey: number): string {
  const key = new Int32Array(2);
  new Board(state).key(wasteKey, key);
  return `${key[0]},${key[1]}`;
}

const RECORDED = {
  tally: { won: 232, lost: 57, undecided: 11, undecidedWithout: 12, dropped: 116895 },
  nodes: { with: 38606, without: 92472 },
};

const RECORDED_TURN_THREE = {
  tally: { won: 179, lost: 100, undecided: 21, undecidedWithout: 23, dropped: 162946 },
  nodes: { with: 73916, without: 100150 },
};
