import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  type UIEvent,
  useEffect,
  useRef,
} from 'react';

/** How far (px) a mouse drag moves before it turns the row. */
const DRAG_THRESHOLD = 40;
/** How long the row rests before a swipe counts as settled on an item. */
const SETTLE_MS = 80;

export interface SnapRowOptions<Row extends HTMLElement> {
  /** The scrolling element. */
  row: RefObject<Row | null>;
  /** Items in the row, one a screen. */
  total: number;
  /** The item shown. */
  current: number;
  /** Asked for another item: a settled swipe, a mouse drag. */
  onChange: (index: number) => void;
  reducedMotion: boolean;
}

/**
 * A row of full-width items on native scroll snapping: the browser follows touch swipes on its compositor, with
 * no script a frame. The row scrolls to the `current` item (at once when the user prefers reduced motion); a swipe
 * that settles on another item reports it; a mouse drags. Spread `rowProps` on the scrolling element.
 */
export function useSnapRow<Row extends HTMLElement>({
  row: ref,
  total,
  current,
  onChange,
  reducedMotion,
}: SnapRowOptions<Row>) {
  const drag = useRef<{ x: number; pointerId: number } | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const row = ref.current;
    if (!row || row.clientWidth === 0) return;
    const left = current * row.clientWidth;
    if (Math.abs(row.scrollLeft - left) > 1)
      row.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [ref, current, reducedMotion]);

  useEffect(() => () => clearTimeout(settle.current), []);

  const go = (next: number) => onChange((next + total) % total);

  const rowProps = {
    onScroll: (event: UIEvent<Row>) => {
      const row = event.currentTarget;
      clearTimeout(settle.current);
      settle.current = setTimeout(() => {
        if (row.clientWidth === 0) return;
        const shown = Math.round(row.scrollLeft / row.clientWidth);
        if (shown !== current && shown >= 0 && shown < total) onChange(shown);
      }, SETTLE_MS);
    },
    onPointerDown: (event: ReactPointerEvent<Row>) => {
      if (event.pointerType !== 'mouse' || event.button !== 0 || total < 2) return;
      drag.current = { x: event.clientX, pointerId: event.pointerId };
    },
    onPointerUp: (event: ReactPointerEvent<Row>) => {
      const start = drag.current;
      drag.current = null;
      if (!start || start.pointerId !== event.pointerId) return;
      const moved = event.clientX - start.x;
      if (Math.abs(moved) >= DRAG_THRESHOLD) go(current + (moved < 0 ? 1 : -1));
    },
    onPointerCancel: () => {
      drag.current = null;
    },
  };

  return { rowProps, go };
}
