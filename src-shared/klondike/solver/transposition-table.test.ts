import { describe, expect, it } from 'vitest';
import {
  FRESH,
  LOST,
  ON_PATH,
  OTHER,
  SEEN,
  SEEN_CUT,
  TranspositionTable,
  UNSETTLED_LOSS,
} from './transposition-table';

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

  it('records a failure found without a search, but not over a position on the path', () => {
    const table = new TranspositionTable();
    const [a, b] = key(1);
    const [c, d] = key(2);
    const [e, f] = key(3);
    table.addFailure(a, b); // never met
    expect(table.visit(a, b, 0)).toBe(SEEN);
    expect(table.visit(c, d, 5)).toBe(FRESH);
    table.finish(c, d, true); // cut by the move limit
    table.addFailure(c, d); // now fails whatever the moves
    expect(table.visit(c, d, 9)).toBe(SEEN);
    expect(table.visit(e, f, 7)).toBe(FRESH); // on the path
    table.addFailure(e, f); // left to its own search
    table.finish(e, f, true);
    expect(table.visit(e, f, 9)).toBe(SEEN_CUT);
    expect(table.visit(e, f, 6)).toBe(FRESH);
    expect(table.size).toBe(3);
  });

  it('records a failure found without a search as lost for good, or as hanging on the number of the position it follows from', () => {
    // withSerials, as the prover keeps them (settling.ts): the failures reached by turning
    // from a failed position are lost for good at once if it is, or carry its number.
    const table = new TranspositionTable(16, 16, true);
    const [a, b] = key(1);
    const [c, d] = key(2);
    const [e, f] = key(3);
    table.addFailure(a, b);
    expect(table.state(table.find(a, b))).toBe(LOST);
    table.addFailure(c, d, 41);
    const slot = table.find(c, d);
    expect(table.state(slot)).toBe(UNSETTLED_LOSS);
    expect(table.serialAt(slot)).toBe(41);
    expect(table.visit(c, d, 3)).toBe(SEEN); // a failure whatever the moves
    table.settle(slot);
    expect(table.state(slot)).toBe(LOST);
    // A position on the path keeps its state and number.
    table.visit(e, f, 2);
    table.setSerial(table.lastSlot, 7);
    table.addFailure(e, f, 41);
    expect(table.state(table.find(e, f))).toBe(ON_PATH);
    expect(table.serialAt(table.find(e, f))).toBe(7);
    expect(table.state(table.find(...key(4)))).toBe(OTHER);
  });

  it('peek says what visit would with no moves used, without recording anything', () => {
    const table = new TranspositionTable();
    const [a, b] = key(1);
    const [c, d] = key(2);
    const [e, f] = key(3);
    expect(table.peek(a, b)).toBe(FRESH);
    expect(table.size).toBe(0);
    table.addFailure(a, b);
    expect(table.peek(a, b)).toBe(SEEN);
    table.visit(c, d, 0);
    expect(table.peek(c, d)).toBe(SEEN); // on the path
    table.finish(c, d, true);
    expect(table.peek(c, d)).toBe(SEEN_CUT);
    table.visit(e, f, 4);
    table.finish(e, f, true); // cut with 4 moves used: searched again with none
    expect(table.peek(e, f)).toBe(FRESH);
    expect(table.size).toBe(3);
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

  it('full at its largest, forgets old failures to remember new positions', () => {
    // 2^10 slots: full at 717 positions (70%).
    const table = new TranspositionTable(16, 10);
    for (let i = 0; i < 7000; i++) {
      const [a, b] = key(i);
      expect(table.visit(a, b, 1)).toBe(FRESH);
      table.finish(a, b, false);
      expect(table.visit(a, b, 1)).toBe(SEEN); // remembered at once
    }
    expect(table.size).toBe(717);
    expect(table.evicted).toBe(7000 - 717);
  });

  it('full at its largest, never forgets a position on the search path, moved or not', () => {
    // 16 slots, full at 11 positions. Keys made to start probing at a chosen slot.
    const table = new TranspositionTable(4, 4);
    const at = (home: number, i: number): [number, number] => {
      const b = (i * 2654435761 + 12345) | 1;
      return [((home ^ Math.imul(b, 0x9e3779b1)) & 15) | (i << 8), b];
    };
    const fail = ([a, b]: [number, number]): void => {
      expect(table.visit(a, b, 1)).toBe(FRESH);
      table.finish(a, b, false);
    };
    const onPath = at(3, 1); // on the search path, in slot 3
    expect(table.visit(...onPath, 0)).toBe(FRESH);
    const f5 = at(5, 2);
    const f6 = at(6, 3);
    fail(f5); // slot 5
    fail(f6); // slot 6
    const moved = at(5, 4); // on the path too: its slot 5 is taken, so it lies in slot 7
    expect(table.visit(...moved, 1)).toBe(FRESH);
    for (let slot = 8; slot <= 14; slot++) fail(at(slot, 10 + slot));
    expect(table.size).toBe(11);
    // A new position probing from slot 3 (taken by the path; slot 4 free): the first old
    // failure near is f5's, in slot 5. It goes, and the one on the path in slot 7 moves
    // back to 5, where a search for it starts.
    const fresh = at(3, 5);
    expect(table.visit(...fresh, 2)).toBe(FRESH);
    expect(table.evicted).toBe(1);
    expect(table.size).toBe(11);
    expect(table.visit(...onPath, 0)).toBe(SEEN);
    expect(table.visit(...moved, 1)).toBe(SEEN);
    expect(table.visit(...fresh, 2)).toBe(SEEN);
    expect(table.visit(...f6, 1)).toBe(SEEN);
    expect(table.visit(...f5, 1)).toBe(FRESH); // forgotten: searched again
  });
});
