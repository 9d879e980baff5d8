import type { ExternalToast } from 'sonner';

/**
 * A tiny stand-in for sonner's `toast` on the start-up path: sonner (and its Toaster, see
 * app/provider.tsx) loads on the first toast, or once the page is idle, not with the first load.
 * Lazily loaded pages may keep importing `toast` from 'sonner' directly.
 */
type Sonner = typeof import('sonner');

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Loads sonner once and tells the provider to mount the Toaster. */
export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').then(
      (mod) => (sonner = mod),
      (err: unknown) => {
        loading = undefined; // a failed chunk load may be retried by the next toast
        throw err;
      },
    );
    listeners.forEach((fn) => fn());
  }
  return loading;
}

export function toasterRequested(): boolean {
  return loading !== undefined || sonner !== undefined;
}

/** Called when the first toast asks for sonner; returns the unsubscribe function. */
export function onToasterRequested(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

type Kind = 'error' | 'success' | 'info' | 'warning';

function show(kind: Kind, message: string, data?: ExternalToast): void {
  // Synchronous once loaded; a toast shown before the Toaster mounts is replayed by it.
  if (sonner) sonner.toast[kind](message, data);
  else loadSonner().then((mod) => mod.toast[kind](message, data), () => {});
}

export const toast = {
  error: (message: string, data?: ExternalToast) => show('error', message, data),
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  info: (message: string, data?: ExternalToast) => show('info', message, data),
  warning: (message: string, data?: ExternalToast) => show('warning', message, data),
};
