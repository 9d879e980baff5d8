import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and while the browser hydrates that HTML; true in every
 * render after (and from the start when the page was not server-rendered). What depends on the
 * browser (the stored session, the clock, the screen, storage) waits for true, so the first client
 * render matches the server's HTML and React reports no hydration mismatch (decision 0035).
 * React renders once more right after hydration when this flips.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
