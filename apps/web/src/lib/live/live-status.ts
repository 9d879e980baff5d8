import { useSyncExternalStore } from 'react';

/**
 * Whether this browser's live notification stream is open (held by this tab or by the leader tab
 * that relays it here). While it is, the badge does not poll. Tiny on purpose: it is on the
 * start-up path, the stream's code is not (lib/live/live-notifications.tsx loads it lazily).
 */
let live = false;
const listeners = new Set<() => void>();

export function isLive(): boolean {
  return live;
}

export function setLive(next: boolean): void {
  if (next === live) return;
  live = next;
  listeners.forEach((fn) => fn());
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function useLive(): boolean {
  return useSyncExternalStore(subscribe, isLive, () => false);
}
