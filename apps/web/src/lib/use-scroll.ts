import { useSyncExternalStore } from 'react';

interface ScrollPosition {
  /** px scrolled. */
  y: number;
  /** Share of the scrollable height already scrolled, 0 to 1. */
  fraction: number;
}

/**
 * The window's scroll position, read when the page loads and in scroll and resize events only,
 * never when React asks. Reading scrollY or scrollHeight forces a layout if the page has just
 * changed, and React reads a store again after every commit that mounts or re-renders a reader:
 * on `/`, that laid out the whole new page inside the tasks that had just rendered it.
 */
let position: ScrollPosition = { y: 0, fraction: 0 };
const listeners = new Set<() => void>();

function measure(): ScrollPosition {
  const y = window.scrollY;
  // At the top the share is 0 whatever the height: no need to read it.
  const scrollable = y > 0 ? document.documentElement.scrollHeight - window.innerHeight : 0;
  return { y, fraction: scrollable > 0 ? Math.min(1, y / scrollable) : 0 };
}

function update(): void {
  const next = measure();
  if (next.y === position.y && next.fraction === position.fraction) return;
  position = next;
  for (const listener of listeners) listener();
}

// Always listening (a passive listener costs nothing), so the position is current whenever a
// component starts reading it, without a read at that moment.
if (typeof window !== 'undefined') {
  position = measure();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const getY = () => position.y;
const getFraction = () => position.fraction;
const getServerValue = () => 0;

/** How far the page is scrolled, in px. */
export function useScrollY(): number {
  return useSyncExternalStore(subscribe, getY, getServerValue);
}

/** Share of the scrollable height already scrolled, 0 to 1 (0 when the page does not scroll). */
export function useScrollFraction(): number {
  return useSyncExternalStore(subscribe, getFraction, getServerValue);
}
