import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  clampFocus,
  moveFocus,
  sameSpot,
  stopKey,
  type FocusGrid,
  type FocusOptions,
  type FocusSpot,
} from './roving-focus';

/**
 * A roving tabindex over a card table (see roving-focus.ts): the one spot that is tabbable,
 * moving it with keys, and keeping the browser's focus on it as the table changes. Each stop
 * element carries `data-stop={stopKey(spot)}` and `tabIndex={tabIndexOf(spot)}`. Focus starts
 * on the top of the first pile.
 */
export function useRovingFocus(
  grid: FocusGrid,
  container: RefObject<HTMLElement | null>,
  options: FocusOptions = {},
) {
  const [chosen, setChosen] = useState<FocusSpot | null>(null);
  const spot = clampFocus(grid, chosen);
  const { atEdge } = options;
  const wantFocus = useRef(false);
  /** The keyboard was last on a stop of the table (and has not gone to another element). */
  const onTable = useRef(false);

  // Whether the keyboard is on the table: it arrives on a stop, and leaves for another element
  // (a blur to nothing, as when a focused element stops being focusable, does not count).
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const arrive = (event: FocusEvent) => {
      onTable.current = (event.target as HTMLElement).dataset.stop !== undefined;
    };
    const leave = (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null;
      if (to !== null && !root.contains(to)) onTable.current = false;
    };
    root.addEventListener('focusin', arrive);
    root.addEventListener('focusout', leave);
    return () => {
      root.removeEventListener('focusin', arrive);
      root.removeEventListener('focusout', leave);
    };
  }, [container]);

  // After a render, focus follows the spot when a key moved it, and when the table changed
  // under a focused stop (its card went elsewhere, or its element stopped taking focus and the
  // browser let go of it): the keyboard never loses its place. A control on the table that is
  // no stop (a win banner's button) keeps the focus it was given.
  useLayoutEffect(() => {
    const root = container.current;
    if (!root || !spot) return;
    const active = document.activeElement as HTMLElement | null;
    const inside = active !== null && active !== root && root.contains(active);
    const dropped = active === null || active === document.body;
    const stale = onTable.current && ((inside && active.dataset.stop !== stopKey(spot)) || dropped);
    if (!wantFocus.current && !stale) return;
    wantFocus.current = false;
    root.querySelector<HTMLElement>(`[data-stop="${stopKey(spot)}"]`)?.focus();
  });

  /** Moves focus for a key; whether the key was a focus key. */
  const move = useCallback(
    (key: string): boolean => {
      if (!spot) return false;
      const next = moveFocus(grid, spot, key, { atEdge });
      if (!next) return false;
      wantFocus.current = true;
      setChosen(next);
      return true;
    },
    [grid, spot, atEdge],
  );

  /** Puts focus on `to` (after the render that shows it). */
  const focus = useCallback((to: FocusSpot) => {
    wantFocus.current = true;
    setChosen(to);
  }, []);

  /** Notes a spot the browser focused by itself (a Tab or a click), without moving focus. */
  const focused = useCallback((at: FocusSpot) => {
    setChosen((was) => (sameSpot(was, at) ? was : at));
  }, []);

  const tabIndexOf = useCallback((at: FocusSpot) => (sameSpot(at, spot) ? 0 : -1), [spot]);

  return { spot, move, focus, focused, tabIndexOf };
}
