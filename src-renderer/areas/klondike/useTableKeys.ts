import { useEffect, useRef } from 'react';
import { controlOwnsKey } from '../../cards/roving-focus';
import { focusedControl, tableHistoryKey } from '../../cards/TableControls';

export interface TableKeyActions {
  undo(): void;
  redo(): void;
  draw(): void;
  hint(): void;
  winnable(): void;
  newGame(): void;
  allHome(): void;
  /** Esc: put picked-up cards back. */
  cancel(): void;
  /** `/`: to the command box. */
  command(): void;
}

/**
 * The table's shortcut keys, wherever the focus is in the window except on a control that
 * takes the key itself: a text field or list takes every key, a button or checkbox Space and
 * Enter. A key the table's cards already used (arrows, Enter and Space on a card) is not read
 * again here.
 */
export function useTableKeys(actions: TableKeyActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (controlOwnsKey(focusedControl(event.target), event.key)) return;
      const act = latest.current;
      const history = tableHistoryKey(event);
      if (history === 'undo') act.undo();
      else if (history === 'redo') act.redo();
      else if (event.ctrlKey || event.metaKey || event.altKey) return;
      else {
        const key = event.key.toLowerCase();
        if (key === ' ' || key === 'd') act.draw();
        else if (key === 'h') act.hint();
        else if (key === 'w') act.winnable();
        else if (key === 'n') act.newGame();
        else if (key === 'f') act.allHome();
        else if (key === 'escape') act.cancel();
        else if (key === '/') act.command();
        else return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
