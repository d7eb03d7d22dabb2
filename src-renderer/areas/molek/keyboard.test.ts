import { describe, expect, it } from 'vitest';
import type { Board } from '../../../src-shared/molek/cards';
import { parseBoard } from '../../../src-shared/molek/notation';
import { clampFocus, moveFocus } from '../../cards/roving-focus';
import {
  activate,
  cardName,
  emptyColumnName,
  focusGrid,
  focusOf,
  FOCUS_OPTIONS,
  pickedWords,
  rankWord,
  spotAttributes,
  spotOf,
  type Spot,
} from './keyboard';
import { molekShortcut } from './useMolekKeys';

const DEAL = parseBoard('997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.');
// Column 1's top card cheated, column 2 a long run, column 3 locked, column 4 a run 7 6 on a
// K, column 5 empty.
const PLAYED = parseBoard('TTDDVV.990086!6778KTKDV098.TKDV09876.K76..');

describe('the MOLEK-SYNTEZ table keyboard: the focus grid', () => {
  // Moves as the table makes them: the shared roving focus over this board's grid.
  const move = (board: Board, spot: Spot, key: string) => {
    const to = moveFocus(focusGrid(board), focusOf(spot), key, FOCUS_OPTIONS);
    return to && spotOf(to);
  };

  it('is one row of the six columns, each card a stop, an empty column one', () => {
    const [row, ...others] = focusGrid(PLAYED);
    expect(others).toEqual([]);
    expect(row.map((pile) => pile.x)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(row.map((pile) => pile.stops)).toEqual([6, 6, 12, 9, 3, 1]);
    expect(focusOf({ column: 4, row: 2 })).toEqual({ row: 0, pile: 4, stop: 2 });
    expect(spotOf({ row: 0, pile: 4, stop: 2 })).toEqual({ column: 4, row: 2 });
    expect(spotAttributes({ column: 4, row: 2 })).toEqual({
      'data-stop': '0.4.2',
      'data-spot': '4:2',
    });
  });

  it('goes along a column with Up and Down, to the top card of the next column with Left and Right', () => {
    expect(move(DEAL, { column: 2, row: 5 }, 'ArrowUp')).toEqual({ column: 2, row: 4 });
    expect(move(DEAL, { column: 2, row: 5 }, 'ArrowDown')).toEqual({ column: 2, row: 5 });
    expect(move(PLAYED, { column: 0, row: 0 }, 'ArrowRight')).toEqual({ column: 1, row: 5 });
    expect(move(PLAYED, { column: 4, row: 0 }, 'ArrowRight')).toEqual({ column: 5, row: 0 });
    expect(move(PLAYED, { column: 3, row: 2 }, 'Home')).toEqual({ column: 0, row: 5 });
    expect(move(PLAYED, { column: 1, row: 2 }, 'End')).toEqual({ column: 5, row: 0 });
  });

  it('goes to the top card of the first or last column with Left or Right there', () => {
    expect(move(PLAYED, { column: 0, row: 1 }, 'ArrowLeft')).toEqual({ column: 0, row: 5 });
    expect(move(PLAYED, { column: 2, row: 3 }, 'ArrowLeft')).toEqual({ column: 1, row: 5 });
    expect(move(PLAYED, { column: 5, row: 0 }, 'ArrowRight')).toEqual({ column: 5, row: 0 });
  });

  it('keeps the focus on the board when the cards under it go away', () => {
    const clamp = (spot: Spot) => spotOf(clampFocus(focusGrid(PLAYED), focusOf(spot))!);
    expect(clamp({ column: 2, row: 14 })).toEqual({ column: 2, row: 11 });
    expect(clamp({ column: 5, row: 3 })).toEqual({ column: 5, row: 0 });
    // Before the player moves it, the focus is on column 0's top card.
    expect(spotOf(clampFocus(focusGrid(PLAYED), null)!)).toEqual({ column: 0, row: 5 });
  });
});

describe('the MOLEK-SYNTEZ table keyboard: Enter and Space', () => {
  it('picks up a run from any of its cards, and refuses what cannot move, saying why', () => {
    expect(activate(PLAYED, { column: 4, row: 1 }, null)).toEqual({
      kind: 'pick',
      pickup: { column: 4, row: 1 },
    });
    expect(activate(PLAYED, { column: 4, row: 2 }, null)).toEqual({
      kind: 'pick',
      pickup: { column: 4, row: 2 },
    });
    expect(activate(PLAYED, { column: 4, row: 0 }, null)).toEqual({
      kind: 'refuse',
      reason: 'That card cannot be picked up: only a run at the top of a column moves',
    });
    expect(activate(PLAYED, { column: 3, row: 8 }, null)).toEqual({
      kind: 'refuse',
      reason: 'Column 3 is locked: its cards stay',
    });
    expect(activate(PLAYED, { column: 5, row: 0 }, null)).toEqual({
      kind: 'refuse',
      reason: 'Column 5 is empty: there is nothing to pick up',
    });
    // Under a cheated card nothing moves; the cheated card itself does.
    expect(activate(PLAYED, { column: 1, row: 4 }, null).kind).toBe('refuse');
    expect(activate(PLAYED, { column: 1, row: 5 }, null).kind).toBe('pick');
    // A long run is picked up from any of its cards.
    expect(activate(PLAYED, { column: 2, row: 5 }, null).kind).toBe('pick');
    expect(activate(PLAYED, { column: 2, row: 4 }, null).kind).toBe('refuse');
  });

  it('drops held cards on another column, puts them back on their own, or picks again there', () => {
    const held = { column: 4, row: 1 };
    expect(activate(PLAYED, { column: 5, row: 0 }, held)).toEqual({
      kind: 'drop',
      pickup: held,
      to: 5,
    });
    expect(activate(PLAYED, { column: 4, row: 1 }, held)).toEqual({ kind: 'cancel' });
    expect(activate(PLAYED, { column: 4, row: 0 }, held)).toEqual({ kind: 'cancel' });
    expect(activate(PLAYED, { column: 4, row: 2 }, held)).toEqual({
      kind: 'pick',
      pickup: { column: 4, row: 2 },
    });
  });
});

describe('the MOLEK-SYNTEZ table keyboard: names and words', () => {
  it('names each card by its column, rank and the cards under and on it', () => {
    expect(cardName(DEAL, 3, 2, null)).toBe('column 3: 10, 2 cards under it, 3 cards on it');
    expect(cardName(DEAL, 2, 5, null)).toBe('column 2: 6, 5 cards under it');
    expect(cardName(DEAL, 0, 0, null)).toBe('column 0: 9, no cards under it, 5 cards on it');
    expect(cardName(DEAL, 5, 3, null)).toBe('column 5: 7, 3 cards under it, 2 cards on it');
    expect(cardName(DEAL, 4, 4, null)).toBe('column 4: K (king), 4 cards under it, 1 card on it');
    expect(cardName(PLAYED, 1, 5, null)).toBe('column 1: 6, cheated, 5 cards under it');
    expect(cardName(PLAYED, 3, 8, null)).toBe('column 3: 6, 8 cards under it, column locked');
    expect(cardName(PLAYED, 4, 2, { column: 4, row: 1 })).toBe(
      'column 4: 6, 2 cards under it, picked up',
    );
    expect(emptyColumnName(5, null)).toBe('column 5: empty, nothing to pick up');
    expect(emptyColumnName(5, { column: 4, row: 1 })).toBe('column 5: empty');
  });

  it('says the ranks as printed, the letters with their meaning', () => {
    expect([6, 10, 11, 12, 13, 14].map((r) => rankWord(r as 6))).toEqual([
      '6',
      '10',
      'V (jack)',
      'D (queen)',
      'K (king)',
      'T (ace)',
    ]);
  });

  it('says what was picked up and what to do next', () => {
    expect(pickedWords(PLAYED, { column: 4, row: 1 })).toBe(
      'Picked up 7 with 1 card on it from column 4: choose a column with the arrow keys and press Enter, or Escape to put it back',
    );
    expect(pickedWords(DEAL, { column: 2, row: 5 })).toBe(
      'Picked up 6 from column 2: choose a column with the arrow keys and press Enter, or Escape to put it back',
    );
  });
});

describe('the MOLEK-SYNTEZ table shortcuts', () => {
  const key = (
    k: string,
    mods: Partial<Record<'ctrlKey' | 'shiftKey' | 'metaKey' | 'altKey', boolean>> = {},
  ) =>
    molekShortcut({
      key: k,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      ...mods,
    });

  it("takes undo and redo from the tables' shared keys (Ctrl+Z, U; Ctrl+Y, Ctrl+Shift+Z, Y)", () => {
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('u')).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y')).toBe('redo');
    expect(key('r')).toBeNull();
  });

  it('has keys for a hint, allowing cheats and putting cards back, and leaves Ctrl+C alone', () => {
    expect(key('h')).toBe('hint');
    expect(key('c')).toBe('cheats');
    expect(key('c', { ctrlKey: true })).toBeNull();
    expect(key('Escape')).toBe('cancel');
    expect(key(' ')).toBeNull();
    expect(key('Enter')).toBeNull();
  });
});
