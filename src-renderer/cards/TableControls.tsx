/**
 * What the card tables (Klondike, MOLEK-SYNTEZ) have in common around the table itself: their
 * buttons' look, the Undo and Redo buttons over a `History`, the standard undo and redo
 * shortcuts, and the element a key was pressed on (for keeping hotkeys out of controls).
 */
import { canRedo, canUndo, type History } from './history';
import type { FocusedControl } from './roving-focus';
import './table-controls.css';

/** The class that gives an area's buttons the tables' look. */
export const TABLE_CONTROLS = 'table-controls';

export interface UndoRedoButtonsProps {
  history: History<unknown>;
  onUndo(): void;
  onRedo(): void;
  /** Prefix of the buttons' test ids: `<prefix>-undo`, `<prefix>-redo`. */
  testIdPrefix: string;
}

/** Undo and Redo, each disabled when there is nothing to step back or forward to. */
export function UndoRedoButtons({ history, onUndo, onRedo, testIdPrefix }: UndoRedoButtonsProps) {
  return (
    <>
      <button onClick={onUndo} disabled={!canUndo(history)} data-testid={`${testIdPrefix}-undo`}>
        Undo
      </button>
      <button onClick={onRedo} disabled={!canRedo(history)} data-testid={`${testIdPrefix}-redo`}>
        Redo
      </button>
    </>
  );
}

/** The platform shortcut a key press stands for: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y or +Shift+Z redoes. */
export function historyShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : null;
}

/**
 * The tables' one set of history keys: Ctrl/Cmd+Z and plain U undo; Ctrl/Cmd+Y, Ctrl/Cmd+Shift+Z
 * and plain Y redo. Plain letters count only without Ctrl, Cmd or Alt.
 */
export function tableHistoryKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): 'undo' | 'redo' | null {
  const shortcut = historyShortcut(event);
  if (shortcut || event.ctrlKey || event.metaKey || event.altKey) return shortcut;
  const key = event.key.toLowerCase();
  return key === 'u' ? 'undo' : key === 'y' ? 'redo' : null;
}

/**
 * The element a key was pressed on, as `controlOwnsKey` (roving-focus.ts) reads it: null for
 * the page itself.
 */
export function focusedControl(target: EventTarget | null): FocusedControl | null {
  if (!(target instanceof HTMLElement) || target === document.body) return null;
  const { tagName, isContentEditable } = target;
  return { tagName, isContentEditable, type: (target as HTMLInputElement).type };
}
