import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** How far the page is scrolled, in px. */
export function useScrollY(): number {
  return useSyncExternalStore(subscribe, () => window.scrollY, () => 0);
}

/** Share of the scrollable height already scrolled, 0 to 1 (0 when the page does not scroll). */
export function useScrollFraction(): number {
  return useSyncExternalStore(
    subscribe,
    () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      return scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 0;
    },
    () => 0,
  );
}
