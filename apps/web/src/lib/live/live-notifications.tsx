import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session.tsx';

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
    import('./live-session.ts').then(
      ({ startLiveSession }) => {
        if (!cancelled) stop = startLiveSession({ userId, token, queryClient });
      },
      // Without it the badge keeps polling: worth a log line, not a toast.
      (err: unknown) => console.warn('Could not load live notifications', err),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, userId, queryClient]);
  return null;
}
