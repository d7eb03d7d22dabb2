import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealFromSeed } from '../deal';
import { Board } from './board';
import { DeadEnds } from './dead-ends';
import { COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, mkMove } from './packed-move';
import { DeadEndChecks } from './probes';

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
