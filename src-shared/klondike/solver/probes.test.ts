import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealFromSeed } from '../deal';
import { Board } from './board';
import { DeadEnds, isDeadEnd } from './dead-ends';
import { COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, mkMove } from './packed-move';
import { DeadEndChecks, RelaxedAnswers } from './probes';
import { generator, randomPosition } from '../../../test/support/klondike-random';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DeadEndChecks', () => {
  const board = new Board(dealFromSeed(1, { turn: 1 }));
  const onColumn = mkMove(COLUMN_TO_COLUMN, 6, 0, 6, 1);

  /** Asks `checks` about `n` positions reached by laying a card on a column: how often the relaxed game ran. */
  function ask(checks: DeadEndChecks, n: number, isDead: ReturnType<typeof vi.spyOn>): number {
    const before = isDead.mock.calls.length;
    for (let k = 0; k < n; k++) expect(checks.deadAfter(board, onColumn)).toBe(false);
    return isDead.mock.calls.length - before;
  }

  it('asks the relaxed game about every position until 4096 found nothing, then one in 16; the next run on the same checks goes on from there', () => {
    const isDead = vi.spyOn(DeadEnds.prototype, 'isDead').mockReturnValue(false);
    const checks = new DeadEndChecks(1);
    expect(ask(checks, 4096, isDead)).toBe(4096);
    expect(ask(checks, 1600, isDead)).toBe(100);
    // A second run with the same checks (the next best-first run on the deal).
    expect(ask(checks, 1600, isDead)).toBe(100);
    // Its own checks would start over, asking about every position.
    expect(ask(new DeadEndChecks(1), 1600, isDead)).toBe(1600);
  });

  it('while the relaxed game finds dead ends often, asks it about every position', () => {
    const isDead = vi.spyOn(DeadEnds.prototype, 'isDead').mockReturnValue(true);
    const checks = new DeadEndChecks(1);
    for (let k = 0; k < 6000; k++) expect(checks.deadAfter(board, onColumn)).toBe(true);
    expect(isDead).toHaveBeenCalledTimes(6000);
  });

  it('never asks about a position reached by a column card going home', () => {
    const isDead = vi.spyOn(DeadEnds.prototype, 'isDead');
    const home = mkMove(COLUMN_TO_FOUNDATION, 0, 0, 0, 1);
    expect(new DeadEndChecks(3).deadAfter(board, home)).toBe(false);
    expect(isDead).not.toHaveBeenCalled();
  });
});

describe('RelaxedAnswers', () => {
  const onColumn = mkMove(COLUMN_TO_COLUMN, 6, 0, 6, 1);

  it('gives the answers the relaxed game gives, met again or with another waste size, without its first run again', () => {
    const random = generator(20261128);
    const isDead = vi.spyOn(DeadEnds.prototype, 'isDead');
    let mixed = 0;
    for (let k = 0; k < 400; k++) {
      // One deal and rule set, as the searches share them: the position with every waste size.
      const state = randomPosition(random);
      const turn = state.turn;
      const board = new Board(state);
      const sizes = Array.from({ length: board.talon.length + 1 }, (_, p) => p);
      const answers = new RelaxedAnswers();
      const expected = sizes.map((p) => {
        board.wasteSize = p;
        return board.isDeadEnd(new DeadEnds());
      });
      for (const pass of [1, 2]) {
        isDead.mockClear();
        const got = sizes.map((p) => {
          board.wasteSize = p;
          // Fresh checks ask about every position (the schedule starts dense), and look for
          // parents pinned as the depth-first searches' do.
          return new DeadEndChecks(turn, answers, true).deadAfter(board, onColumn);
        });
        expect(got, `position ${k}, pass ${pass}`).toEqual(expected);
        // Met again, the relaxed game runs only for the twins (`clearsAlready`), if at all.
        const firstRuns = isDead.mock.calls.filter((call) => call[8] !== true).length;
        expect(firstRuns).toBe(pass === 1 ? sizes.length : 0);
      }
      if (expected.includes(true) && expected.includes(false)) mixed++;
    }
    // Positions whose answer depends on the waste size occur, or a key leaving it out would pass.
    expect(mixed).toBeGreaterThan(100);
  });

  it('still looks for twins that lock each other in a position met again (deal 791: Td on Th, covered, on Js)', () => {
    const state = dealFromSeed(791, { turn: 3 });
    expect(isDeadEnd(state, { twins: false })).toBe(false);
    const board = new Board(state);
    const answers = new RelaxedAnswers();
    for (const pass of [1, 2]) {
      expect(new DeadEndChecks(3, answers).deadAfter(board, onColumn), `pass ${pass}`).toBe(true);
    }
  });

  it("under the standard rules, takes a position the exchange rules' relaxed game clears as clearing, and answers as a fresh relaxed game does", () => {
    const random = generator(20261129);
    const isDead = vi.spyOn(DeadEnds.prototype, 'isDead');
    let borrowed = 0;
    let dead = 0;
    for (let k = 0; k < 1000; k++) {
      const state = randomPosition(random);
      const exchangeAnswers = new RelaxedAnswers();
      const standardAnswers = new RelaxedAnswers(exchangeAnswers);
      const exchange = new Board({ ...state, rules: 'exchange' });
      const standard = new Board({ ...state, rules: 'standard' });
      new DeadEndChecks(state.turn, exchangeAnswers).deadAfter(exchange, onColumn);
      const expected = standard.isDeadEnd(new DeadEnds());
      isDead.mockClear();
      const got = new DeadEndChecks(state.turn, standardAnswers).deadAfter(standard, onColumn);
      expect(got, `position ${k}`).toBe(expected);
      if (isDead.mock.calls.every((call) => call[8] === true)) borrowed++;
      if (expected) dead++;
    }
    // Most are taken from the exchange rules' answers; dead ends occur, or this proves little.
    expect(borrowed).toBeGreaterThan(400);
    expect(dead).toBeGreaterThan(100);
  });
});
