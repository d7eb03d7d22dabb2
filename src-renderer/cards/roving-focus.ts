/**
 * Keyboard focus on a card table, as the desktop card games move it: the table is one Tab
 * stop (a roving tabindex: only the focused card or pile is tabbable), the arrow keys move
 * between piles and up and down a pile, Home and End go to the row's first and last pile.
 *
 * A table is rows of piles; each pile has an `x` (its place across the table, so Up and
 * Down between rows land on the pile above or below) and a number of `stops`: the places in
 * it that take focus, 0 the deepest (a column's first face-up card) and `stops - 1` the one
 * on top. A pile with no cards still has one stop, the empty pile itself. Pure functions of
 * plain data: the React part is `useRovingFocus`.
 *
 *   const grid = [[{ x: 0, stops: 1 }, { x: 1, stops: 1 }], [{ x: 0, stops: 3 }]];
 *   moveFocus(grid, { row: 1, pile: 0, stop: 0 }, 'ArrowUp')  // → { row: 0, pile: 0, stop: 0 }
 */

export interface GridPile {
  /** Where the pile lies across the table (any unit; only the order and distance count). */
  x: number;
  /** Places in the pile that take focus, at least 1. */
  stops: number;
}

export type FocusGrid = GridPile[][];

export interface FocusSpot {
  row: number;
  pile: number;
  stop: number;
}

/** The keys that move focus; anything else is not a focus key. */
export const FOCUS_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

export function isFocusKey(key: string): boolean {
  return FOCUS_KEYS.includes(key);
}

/** The top stop of a pile: where focus lands when it arrives from another pile. */
function topOf(grid: FocusGrid, row: number, pile: number): FocusSpot {
  return { row, pile, stop: Math.max(0, grid[row][pile].stops - 1) };
}

/** The pile of `row` nearest across the table to `x` (the left one of two as near). */
function nearest(grid: FocusGrid, row: number, x: number): number {
  let best = 0;
  grid[row].forEach((p, i) => {
    if (Math.abs(p.x - x) < Math.abs(grid[row][best].x - x)) best = i;
  });
  return best;
}

/**
 * The spot `at` stands for in `grid` after the table changed (a card moved): the same pile,
 * its stop clamped to what the pile has now; the top of the first pile when `at` is null or
 * its row is gone.
 */
export function clampFocus(grid: FocusGrid, at: FocusSpot | null): FocusSpot | null {
  const rows = grid.filter((r) => r.length > 0);
  if (rows.length === 0) return null;
  if (!at || !grid[at.row] || grid[at.row].length === 0) {
    return topOf(
      grid,
      grid.findIndex((r) => r.length > 0),
      0,
    );
  }
  const pile = Math.min(Math.max(0, at.pile), grid[at.row].length - 1);
  const stops = Math.max(1, grid[at.row][pile].stops);
  return { row: at.row, pile, stop: Math.min(Math.max(0, at.stop), stops - 1) };
}

export interface FocusOptions {
  /**
   * Left at a row's first pile, Right at its last: `stay` keeps focus where it is (the
   * default); `top` goes to that pile's top, as Home and End do.
   */
  atEdge?: 'stay' | 'top';
}

/**
 * Where `key` moves focus from `at`: Left and Right to the neighbouring pile of the row (its
 * top), Up and Down one stop along the pile and, past its end, to the row above (its pile's
 * top) or below (its pile's first stop); Home and End to the row's first and last pile. At the
 * table's edge focus stays (but see `FocusOptions.atEdge`). Null for a key that does not move
 * focus.
 */
export function moveFocus(
  grid: FocusGrid,
  at: FocusSpot,
  key: string,
  options: FocusOptions = {},
): FocusSpot | null {
  const here = clampFocus(grid, at);
  if (!here) return null;
  const row = grid[here.row];
  const edge = options.atEdge === 'top' ? topOf(grid, here.row, here.pile) : here;
  switch (key) {
    case 'ArrowLeft':
      return here.pile > 0 ? topOf(grid, here.row, here.pile - 1) : edge;
    case 'ArrowRight':
      return here.pile < row.length - 1 ? topOf(grid, here.row, here.pile + 1) : edge;
    case 'Home':
      return topOf(grid, here.row, 0);
    case 'End':
      return topOf(grid, here.row, row.length - 1);
    case 'ArrowUp': {
      if (here.stop > 0) return { ...here, stop: here.stop - 1 };
      const above = previousRow(grid, here.row);
      if (above === null) return here;
      return topOf(grid, above, nearest(grid, above, row[here.pile].x));
    }
    case 'ArrowDown': {
      if (here.stop < row[here.pile].stops - 1) return { ...here, stop: here.stop + 1 };
      const below = nextRow(grid, here.row);
      if (below === null) return here;
      return { row: below, pile: nearest(grid, below, row[here.pile].x), stop: 0 };
    }
    default:
      return null;
  }
}

function previousRow(grid: FocusGrid, row: number): number | null {
  for (let r = row - 1; r >= 0; r--) if (grid[r].length > 0) return r;
  return null;
}

function nextRow(grid: FocusGrid, row: number): number | null {
  for (let r = row + 1; r < grid.length; r++) if (grid[r].length > 0) return r;
  return null;
}

export function sameSpot(a: FocusSpot | null, b: FocusSpot | null): boolean {
  return a === b || (!!a && !!b && a.row === b.row && a.pile === b.pile && a.stop === b.stop);
}

/** The value of a stop's `data-stop` attribute, by which the hook finds its element. */
export function stopKey(spot: FocusSpot): string {
  return `${spot.row}.${spot.pile}.${spot.stop}`;
}

/** What a focused element is, as far as keys go: its tag and, for an input, its type. */
export interface FocusedControl {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}

/** Enter or Space: the keys that press a button, and act on a table's focused card. */
export function isActivationKey(key: string): boolean {
  return key === ' ' || key === 'Enter' || key === 'Spacebar';
}

const PRESSABLE = ['BUTTON', 'SUMMARY', 'A'];
const TICKABLE = ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'color', 'range'];

/**
 * Whether a key pressed on `control` belongs to it rather than to the table's shortcuts: a
 * text field, a list or an editable element takes every key; a button, a link, a checkbox or
 * a radio button takes Space and Enter (it presses or ticks), and leaves letters to the table.
 */
export function controlOwnsKey(control: FocusedControl | null, key: string): boolean {
  if (!control) return false;
  const tag = control.tagName.toUpperCase();
  if (control.isContentEditable || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  const activating = isActivationKey(key);
  if (tag === 'INPUT') {
    return TICKABLE.includes((control.type ?? 'text').toLowerCase()) ? activating : true;
  }
  return PRESSABLE.includes(tag) && activating;
}
