/**
 * The MOLEK-SYNTEZ table's keys: the shortcuts that work anywhere in the area but in a text
 * field (undo, redo, hint, allow cheats, Esc), and, while a card or column has the focus, the
 * arrow keys, Enter and Space of `keyboard.ts`. Space and Enter on a button, checkbox or
 * field are that control's: the table only hears them from its own cards.
 */
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';
import type { Board } from '../../../src-shared/molek/cards';
import { historyShortcut, isEditing } from '../../cards/TableControls';
import { activate, clampSpot, moveSpot, type Activation, type Spot } from './keyboard';
import type { Pickup } from './table-state';

export interface MolekKeyActions {
  undo(): void;
  redo(): void;
  hint(): void;
  toggleCheats(): void;
  /** Esc: put back the cards picked up. */
  cancel(): void;
  /** Enter or Space on the focused spot; the spot to focus next, if it moves (a drop). */
  activate(action: Activation): Spot | null;
}

/** The attribute naming a focusable spot of the table, `column:row`. */
export const SPOT_ATTRIBUTE = 'data-spot';
export const spotKey = (spot: Spot) => `${spot.column}:${spot.row}`;

/** Which shortcut a key press is, anywhere in the area (Ctrl+Z, U undo; Ctrl+Y, Ctrl+Shift+Z, Y redo). */
export function molekShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): 'undo' | 'redo' | 'hint' | 'cheats' | 'cancel' | null {
  const history = historyShortcut(event);
  if (history) return history;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key.toLowerCase()) {
    case 'u':
      return 'undo';
    case 'y':
      return 'redo';
    case 'h':
      return 'hint';
    case 'c':
      return 'cheats';
    case 'escape':
      return 'cancel';
    default:
      return null;
  }
}

export function useMolekKeys(
  board: Board,
  held: Pickup | null,
  tableRef: RefObject<HTMLElement | null>,
  actions: MolekKeyActions,
) {
  // The top card of column 0 until the player moves the focus.
  const [spot, setSpot] = useState<Spot>({ column: 0, row: Number.MAX_SAFE_INTEGER });
  const at = clampSpot(board, spot);
  const latest = useRef(actions);
  latest.current = actions;

  // While the table has the focus, it follows the spot (a move, an undo or a key moved it),
  // also when a key's move took away the element that had it (an empty column filled).
  const focusKey = spotKey(at);
  const keyed = useRef(false);
  useEffect(() => {
    const table = tableRef.current;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    const follow = table?.contains(active) || (keyed.current && lost);
    keyed.current = false;
    if (!table || !follow) return;
    const element = table.querySelector<HTMLElement>(`[${SPOT_ATTRIBUTE}="${focusKey}"]`);
    if (element && element !== document.activeElement) element.focus();
  }, [focusKey, board, tableRef]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditing(event.target)) return;
      const shortcut = molekShortcut(event);
      const act = latest.current;
      if (shortcut === 'undo') act.undo();
      else if (shortcut === 'redo') act.redo();
      else if (shortcut === 'hint') act.hint();
      else if (shortcut === 'cheats') act.toggleCheats();
      else if (shortcut === 'cancel') act.cancel();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  /** Keys pressed on a card or an empty column (not on the win banner's button). */
  const onTableKeyDown = (event: ReactKeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute(SPOT_ATTRIBUTE)) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = moveSpot(board, at, event.key);
    if (next) {
      keyed.current = true;
      setSpot(next);
      event.preventDefault();
    } else if (event.key === 'Enter' || event.key === ' ') {
      keyed.current = true;
      event.preventDefault();
      const next = latest.current.activate(activate(board, at, held));
      if (next) setSpot(next);
    }
  };

  return { at, setSpot, onTableKeyDown };
}
