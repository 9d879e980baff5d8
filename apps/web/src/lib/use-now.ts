import { createContext, useContext, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * When the server rendered the page (ms since the epoch): provided on the server and while the
 * browser hydrates that HTML, so text drawn from the clock is the same on both sides (decision 0035).
 */
export const RenderTimeContext = createContext<number | null>(null);

/** The page's moment: the server's render time until hydrated, then the browser's clock at mount. */
export function useRenderTime(): Date {
  const renderedAt = useContext(RenderTimeContext);
  const hydrated = useHydrated();
  const [mounted] = useState(() => new Date());
  return !hydrated && renderedAt !== null ? new Date(renderedAt) : mounted;
}

/** The current time, refreshed every `intervalMs` (for countdowns); the render time while hydrating. */
export function useNow(intervalMs = 1000): Date {
  const renderedAt = useContext(RenderTimeContext);
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return !hydrated && renderedAt !== null ? new Date(renderedAt) : now;
}
