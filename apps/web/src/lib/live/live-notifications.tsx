import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session.tsx';

/**
 * The stream opens this long after the page has loaded, then when the browser is idle: the page's
 * own requests go first, and a test's or a tool's "network idle" comes before a request that never
 * ends. What is written meanwhile is counted when it opens (the 'resync' event).
 */
export const LIVE_START_DELAY_MS = 2_000;
const IDLE_TIMEOUT_MS = 3_000;

/** Calls `fn` after load, LIVE_START_DELAY_MS and an idle moment; answers the function that cancels it. */
function afterLoadAndIdle(fn: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback !== 'function') return fn();
    const id = window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
    cancel = () => window.cancelIdleCallback(id);
  };
  const wait = () => {
    const id = window.setTimeout(idle, LIVE_START_DELAY_MS);
    cancel = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') wait();
  else {
    window.addEventListener('load', wait, { once: true });
    cancel = () => window.removeEventListener('load', wait);
  }
  return () => cancel();
}

/**
 * Starts the live notification stream for a signed-in session and stops it on logout. The stream's
 * code (and the SSE client) is a chunk of its own, loaded only then: the landing page's first load
 * does not carry it.
 */
export function LiveNotifications() {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?._id;
  useEffect(() => {
    if (!token || !userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelStart = afterLoadAndIdle(() => {
      import('./live-session.ts').then(
        ({ startLiveSession }) => {
          if (!cancelled) stop = startLiveSession({ userId, token, queryClient });
        },
        // Without it the badge keeps polling: worth a log line, not a toast.
        (err: unknown) => console.warn('Could not load live notifications', err),
      );
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [token, userId, queryClient]);
  return null;
}
