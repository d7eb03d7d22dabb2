/**
 * The MOLEK-SYNTEZ table's keys: the shortcuts that work anywhere in the area but on a control
 * that takes the key itself (undo, redo, hint, allow cheats, Esc), and, while a card or column
 * has the focus, the arrow keys, Home and End of the shared roving focus
 * (`cards/useRovingFocus.ts`) and Enter and Space of `keyboard.ts`. Space and Enter on a
 * button, checkbox or field are that control's: the table only hears them from its own cards.
 */
import {
  useEffect,
  useMemo,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import type { Board } from '../../../src-shared/molek/cards';
import { controlOwnsKey, isActivationKey } from '../../cards/roving-focus';
import { focusedControl, tableHistoryKey } from '../../cards/TableControls';
import { useRovingFocus } from '../../cards/useRovingFocus';
import {
  activate,
  focusGrid,
  focusOf,
  FOCUS_OPTIONS,
  spotOf,
  type Activation,
  type Spot,
} from './keyboard';
import type { Pickup } from './table-state';

export type MolekShortcut = 'undo' | 'redo' | 'hint' | 'cheats' | 'cancel';

export type MolekKeyActions = Record<MolekShortcut, () => void> & {
  /** Enter or Space on the focused spot; the spot to focus next, if it moves (a drop). */
  activate(action: Activation): Spot | null;
};

const LETTERS = new Map<string, MolekShortcut>([
  ['h', 'hint'],
  ['c', 'cheats'],
  ['escape', 'cancel'],
]);

/**
 * Which shortcut a key press is, anywhere in the area: the tables' undo and redo keys
 * (`tableHistoryKey`), H hint, C allow cheats, Esc put back.
 */
export function molekShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): MolekShortcut | null {
  const history = tableHistoryKey(event);
  if (history || event.ctrlKey || event.metaKey || event.altKey) return history;
  return LETTERS.get(event.key.toLowerCase()) ?? null;
}

export function useMolekKeys(
  board: Board,
  held: Pickup | null,
  tableRef: RefObject<HTMLElement | null>,
  actions: MolekKeyActions,
) {
  const grid = useMemo(() => focusGrid(board), [board]);
  const roving = useRovingFocus(grid, tableRef, FOCUS_OPTIONS);
  // A MOLEK-SYNTEZ board always has its six columns: the focus is always somewhere.
  const at = spotOf(roving.spot!);
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (controlOwnsKey(focusedControl(event.target), event.key)) return;
      const shortcut = molekShortcut(event);
      if (!shortcut) return;
      latest.current[shortcut]();
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  /** Keys pressed on a card or an empty column (not on the win banner's button). */
  const onTableKeyDown = (event: ReactKeyboardEvent) => {
    if ((event.target as HTMLElement).dataset.stop === undefined) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (roving.move(event.key)) {
      event.preventDefault();
    } else if (isActivationKey(event.key)) {
      event.preventDefault();
      const next = latest.current.activate(activate(board, at, held));
      if (next) roving.focus(focusOf(next));
    }
  };

  return {
    onTableKeyDown,
    /** Notes a spot the browser focused (a Tab or a click). */
    focused: (spot: Spot) => roving.focused(focusOf(spot)),
    /** 0 for the spot in the Tab order, -1 for the others. */
    tabIndexOf: (spot: Spot) => roving.tabIndexOf(focusOf(spot)),
  };
}
