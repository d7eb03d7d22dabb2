import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';

/** A card (with whatever lies on it) being carried by the pointer. */
export interface Drag<P> {
  payload: P;
  /** How far the pointer has moved since it was pressed, in pixels. */
  dx: number;
  dy: number;
}

/** Movement below this many pixels is a click, not a drag. */
const DRAG_THRESHOLD = 4;

/**
 * Drag and drop with pointer events rather than HTML5 drag and drop, so the carried cards
 * are the real card elements (they follow the pointer and slide back when a drop is refused)
 * and mouse, pen and touch all work the same way.
 *
 * `begin(payload)` is called from a card's pointerdown. When the pointer is released after
 * moving, `onDrop(payload, clientX, clientY)` decides what happens. `wasDrag()` tells the
 * click handler that follows a drag to ignore it.
 */
export function usePointerDrag<P>(onDrop: (payload: P, x: number, y: number) => void) {
  const [drag, setDrag] = useState<Drag<P> | null>(null);
  const dropRef = useRef(onDrop);
  useEffect(() => {
    dropRef.current = onDrop;
  }, [onDrop]);
  const justDragged = useRef(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  const begin = useCallback((payload: P, event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    cleanup.current?.();
    const startX = event.clientX;
    const startY = event.clientY;
    let dragging = false;
    const move = (ev: PointerEvent) => {
      const dx = ev.clientX - startX;
      const dy = ev.clientY - startY;
      if (!dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      dragging = true;
      setDrag({ payload, dx, dy });
    };
    const up = (ev: PointerEvent) => {
      stop();
      if (!dragging) return;
      justDragged.current = true;
      setTimeout(() => (justDragged.current = false), 0);
      setDrag(null);
      dropRef.current(payload, ev.clientX, ev.clientY);
    };
    const cancel = () => {
      stop();
      setDrag(null);
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      cleanup.current = null;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    cleanup.current = stop;
  }, []);

  const wasDrag = useCallback(() => justDragged.current, []);
  return { drag, begin, wasDrag };
}
