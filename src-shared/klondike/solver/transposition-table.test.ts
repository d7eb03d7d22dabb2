import { describe, expect, it } from 'vitest';
import { FRESH, SEEN, SEEN_CUT, TranspositionTable } from './transposition-table';

/** Two int32 halves of a distinct 64-bit key for each i (odd multipliers are bijections). */
function key(i: number): [number, number] {
  return [Math.imul(i, 0x9e3779b1), Math.imul(i ^ 0x2545f491, 0x85ebca6b)];
}

describe('the transposition table', () => {
  it('tells a failure for good from one the move limit cut, and forgets on request', () => {
    const table = new TranspositionTable();
    const [a, b] = key(1);
    expect(table.visit(a, b, 10)).toBe(FRESH);
    expect(table.visit(a, b, 10)).toBe(SEEN); // on the path
    table.finish(a, b, true);
    expect(table.visit(a, b, 12)).toBe(SEEN_CUT); // more moves used: cut again
    expect(table.visit(a, b, 8)).toBe(FRESH); // fewer: search it again
    table.finish(a, b, false);
    expect(table.visit(a, b, 0)).toBe(SEEN); // fails whatever the moves
    table.forget(a, b);
    expect(table.visit(a, b, 0)).toBe(FRESH);
  });

  it('remembers 8 million positions (a table full at 5.9 million forgot the rest)', () => {
    const table = new TranspositionTable();
    const n = 8_000_000;
    let fresh = 0;
    for (let i = 0; i < n; i++) {
      const [a, b] = key(i);
      if (table.visit(a, b, 1) === FRESH) fresh++;
      table.finish(a, b, false);
    }
    expect(fresh).toBe(n);
    expect(table.size).toBe(n);
    let remembered = 0;
    for (let i = 0; i < n; i++) {
      const [a, b] = key(i);
      if (table.visit(a, b, 1) === SEEN) remembered++;
    }
    expect(remembered).toBe(n);
  });
});
