import { describe, expect, it } from 'vitest';
import {
  clampFocus,
  controlOwnsKey,
  isActivationKey,
  moveFocus,
  sameSpot,
  stopKey,
  type FocusGrid,
} from './roving-focus';

// A Klondike-like table: stock, waste and two foundations above three columns.
const grid: FocusGrid = [
  [
    { x: 0, stops: 1 },
    { x: 1, stops: 1 },
    { x: 3, stops: 1 },
    { x: 4, stops: 1 },
  ],
  [
    { x: 0, stops: 3 },
    { x: 1, stops: 1 },
    { x: 2, stops: 2 },
  ],
];

describe('moving focus over a card table', () => {
  it('goes left and right along a row to the top stop of the next pile, and stays at the edges', () => {
    expect(moveFocus(grid, { row: 1, pile: 0, stop: 0 }, 'ArrowRight')).toEqual({
      row: 1,
      pile: 1,
      stop: 0,
    });
    expect(moveFocus(grid, { row: 1, pile: 1, stop: 0 }, 'ArrowRight')).toEqual({
      row: 1,
      pile: 2,
      stop: 1,
    });
    expect(moveFocus(grid, { row: 1, pile: 2, stop: 1 }, 'ArrowRight')).toEqual({
      row: 1,
      pile: 2,
      stop: 1,
    });
    expect(moveFocus(grid, { row: 0, pile: 0, stop: 0 }, 'ArrowLeft')).toEqual({
      row: 0,
      pile: 0,
      stop: 0,
    });
    expect(moveFocus(grid, { row: 1, pile: 1, stop: 0 }, 'Home')).toEqual({
      row: 1,
      pile: 0,
      stop: 2,
    });
    expect(moveFocus(grid, { row: 0, pile: 0, stop: 0 }, 'End')).toEqual({
      row: 0,
      pile: 3,
      stop: 0,
    });
  });

  it('goes up and down a pile, then to the pile nearest above or below', () => {
    expect(moveFocus(grid, { row: 1, pile: 0, stop: 2 }, 'ArrowUp')).toEqual({
      row: 1,
      pile: 0,
      stop: 1,
    });
    expect(moveFocus(grid, { row: 1, pile: 0, stop: 0 }, 'ArrowUp')).toEqual({
      row: 0,
      pile: 0,
      stop: 0,
    });
    // Column x=2 has no pile straight above: the nearer of x=1 and x=3 is taken, the left one.
    expect(moveFocus(grid, { row: 1, pile: 2, stop: 0 }, 'ArrowUp')).toEqual({
      row: 0,
      pile: 1,
      stop: 0,
    });
    expect(moveFocus(grid, { row: 0, pile: 3, stop: 0 }, 'ArrowDown')).toEqual({
      row: 1,
      pile: 2,
      stop: 0,
    });
    expect(moveFocus(grid, { row: 1, pile: 0, stop: 1 }, 'ArrowDown')).toEqual({
      row: 1,
      pile: 0,
      stop: 2,
    });
    expect(moveFocus(grid, { row: 1, pile: 0, stop: 2 }, 'ArrowDown')).toEqual({
      row: 1,
      pile: 0,
      stop: 2,
    });
    expect(moveFocus(grid, { row: 0, pile: 1, stop: 0 }, 'ArrowUp')).toEqual({
      row: 0,
      pile: 1,
      stop: 0,
    });
  });

  it("with atEdge top, goes to the end pile's top at the row's ends, as Home and End do", () => {
    const top = { atEdge: 'top' } as const;
    expect(moveFocus(grid, { row: 1, pile: 0, stop: 1 }, 'ArrowLeft', top)).toEqual({
      row: 1,
      pile: 0,
      stop: 2,
    });
    expect(moveFocus(grid, { row: 1, pile: 2, stop: 0 }, 'ArrowRight', top)).toEqual({
      row: 1,
      pile: 2,
      stop: 1,
    });
    // Inside the row, and without the option, nothing changes.
    expect(moveFocus(grid, { row: 1, pile: 1, stop: 0 }, 'ArrowLeft', top)).toEqual({
      row: 1,
      pile: 0,
      stop: 2,
    });
    expect(moveFocus(grid, { row: 1, pile: 0, stop: 1 }, 'ArrowLeft')).toEqual({
      row: 1,
      pile: 0,
      stop: 1,
    });
  });

  it('answers null for keys that do not move focus', () => {
    expect(moveFocus(grid, { row: 0, pile: 0, stop: 0 }, 'Enter')).toBeNull();
    expect(moveFocus(grid, { row: 0, pile: 0, stop: 0 }, 'a')).toBeNull();
  });

  it('keeps the pile and clamps the stop when the table changes under focus', () => {
    const shorter: FocusGrid = [grid[0], [{ x: 0, stops: 1 }, ...grid[1].slice(1)]];
    expect(clampFocus(shorter, { row: 1, pile: 0, stop: 2 })).toEqual({ row: 1, pile: 0, stop: 0 });
    expect(clampFocus(grid, { row: 1, pile: 9, stop: 9 })).toEqual({ row: 1, pile: 2, stop: 1 });
    expect(clampFocus(grid, null)).toEqual({ row: 0, pile: 0, stop: 0 });
    expect(clampFocus([[], []], null)).toBeNull();
    // With nowhere chosen yet, or its row gone, focus starts on the first pile's top.
    expect(clampFocus([[], grid[1]], null)).toEqual({ row: 1, pile: 0, stop: 2 });
    expect(clampFocus([grid[1]], { row: 4, pile: 1, stop: 0 })).toEqual({
      row: 0,
      pile: 0,
      stop: 2,
    });
    expect(clampFocus(grid, { row: 1, pile: -2, stop: -1 })).toEqual({ row: 1, pile: 0, stop: 0 });
    // A pile claiming no stops still has one: the empty pile itself.
    expect(clampFocus([[{ x: 0, stops: 0 }]], { row: 0, pile: 0, stop: 3 })).toEqual({
      row: 0,
      pile: 0,
      stop: 0,
    });
  });

  it('compares and names spots', () => {
    expect(sameSpot({ row: 1, pile: 2, stop: 0 }, { row: 1, pile: 2, stop: 0 })).toBe(true);
    expect(sameSpot({ row: 1, pile: 2, stop: 0 }, { row: 1, pile: 2, stop: 1 })).toBe(false);
    expect(sameSpot(null, { row: 0, pile: 0, stop: 0 })).toBe(false);
    expect(stopKey({ row: 1, pile: 6, stop: 3 })).toBe('1.6.3');
  });
});

describe('which keys a focused control keeps from the table', () => {
  it('lets buttons, links and check boxes take Space and Enter, and leave letters', () => {
    for (const control of [
      { tagName: 'BUTTON' },
      { tagName: 'A' },
      { tagName: 'SUMMARY' },
      { tagName: 'INPUT', type: 'checkbox' },
      { tagName: 'INPUT', type: 'radio' },
    ]) {
      expect(controlOwnsKey(control, ' ')).toBe(true);
      expect(controlOwnsKey(control, 'Enter')).toBe(true);
      expect(controlOwnsKey(control, 'd')).toBe(false);
    }
  });

  it('lets text fields and lists take every key', () => {
    for (const control of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      for (const key of [' ', 'Enter', 'd', 'u']) expect(controlOwnsKey(control, key)).toBe(true);
    }
  });

  it('leaves every key to the table on a card, the table or nothing focused', () => {
    expect(controlOwnsKey({ tagName: 'DIV' }, ' ')).toBe(false);
    expect(controlOwnsKey({ tagName: 'BODY' }, 'Enter')).toBe(false);
    expect(controlOwnsKey(null, ' ')).toBe(false);
  });

  it('knows Enter and Space as the keys that act on what has focus', () => {
    expect([' ', 'Enter', 'Spacebar', 'Escape', 'e'].map(isActivationKey)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
