import { useEffect, useState } from 'react';

/** Spec §9: counters run from 0 over 2 s after a 0.5 s delay, with Indian digit grouping. */
export const COUNT_UP_DELAY_MS = 500;
export const COUNT_UP_DURATION_MS = 2000;
const TICK_MS = 16;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined') return false; // server rendering: the counters start at 0
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Counts from 0 to `target` once `run` turns true. */
export function useCountUp(target: number, run: boolean): number {
  const [value, setValue] = useState(0);
  const [reduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (!run || reduced) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(() => {
      const start = Date.now();
      interval = setInterval(() => {
        const t = Math.min(1, (Date.now() - start) / COUNT_UP_DURATION_MS);
        setValue(Math.round(target * easeOutCubic(t)));
        if (t >= 1) clearInterval(interval);
      }, TICK_MS);
    }, COUNT_UP_DELAY_MS);
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [run, reduced, target]);
  // Without motion the figure is simply there once in view.
  return run && reduced ? target : value;
}
