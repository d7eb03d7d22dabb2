import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, current, push, redo, startHistory, undo } from './history';

describe('undo history', () => {
  it('undoes and redoes through every position', () => {
    let h = push(push(startHistory('a'), 'b'), 'c');
    expect(current(h)).toBe('c');
    h = undo(undo(h));
    expect(current(h)).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(current(undo(h))).toBe('a');
    h = redo(h);
    expect(current(h)).toBe('b');
    expect(canRedo(h)).toBe(true);
  });

  it('forgets the undone positions when a new move is made', () => {
    const h = push(undo(push(push(startHistory(1), 2), 3)), 4);
    expect(h.states).toEqual([1, 2, 4]);
    expect(canRedo(h)).toBe(false);
  });
});
