import { describe, expect, it } from 'vitest';
import { dropMove, pileName, step, type Direction, type Pile } from './cursor';

const walk = (from: Pile, ...directions: Direction[]) => pileName(directions.reduce(step, from));

describe('the arrow-key cursor', () => {
  it('moves along the rows, skipping the gap before the foundations, and stops at the edges', () => {
    const stock: Pile = { kind: 'stock' };
    expect(walk(stock, 'right')).toBe('w');
    expect(walk(stock, 'right', 'right')).toBe('f1');
    expect(walk(stock, 'right', 'right', 'left')).toBe('w');
    expect(walk(stock, 'left')).toBe('s');
    expect(walk(stock, 'right', 'right', 'right', 'right', 'right', 'right')).toBe('f4');
    expect(walk(stock, 'down', 'right', 'right', 'right', 'right', 'right', 'right', 'right')).toBe(
      'c7',
    );
  });

  it('goes up and down between a column and the pile above it', () => {
    const stock: Pile = { kind: 'stock' };
    expect(walk(stock, 'down')).toBe('c1');
    expect(walk(stock, 'down', 'right', 'up')).toBe('w');
    // Above column 3 is the gap: the cursor goes to f1.
    expect(walk(stock, 'down', 'right', 'right', 'up')).toBe('f1');
    expect(walk(stock, 'down', 'right', 'right', 'right', 'right', 'right', 'right', 'up')).toBe(
      'f4',
    );
    expect(walk(stock, 'up')).toBe('s');
    expect(walk(stock, 'down', 'down')).toBe('c1');
  });

  it('turns a pick and a drop into the move a command would make', () => {
    expect(dropMove({ kind: 'waste' }, { kind: 'column', number: 4 })).toEqual({
      kind: 'move',
      from: 'w',
      to: 4,
    });
    expect(dropMove({ kind: 'column', number: 3 }, { kind: 'foundation', index: 2 })).toEqual({
      kind: 'move',
      from: 3,
      to: 'f',
    });
    expect(dropMove({ kind: 'foundation', index: 1 }, { kind: 'column', number: 2 })).toEqual({
      kind: 'fromFoundation',
      suit: 1,
      to: 2,
    });
    expect(dropMove({ kind: 'column', number: 3 }, { kind: 'waste' })).toBe(
      'cards cannot be put on the waste',
    );
  });
});
