import { afterEach, vi } from 'vitest';

/** Test doubles of a browser's push machinery (service worker container, push manager, Notification). */
export const KEY = 'BFgH8JshTmUqJ8g7MScfB6kztBF3lkBlJgbA7zSSl3KFUhh-zf4kH8DGlmBdtsVmcHgUPF4Q88BYuk7ckwPfyXA';
export const OLD_KEY = `BA${KEY.slice(2)}`;
export const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
export const keyBuffer = (k: string) => Uint8Array.from(atob(k.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0)).buffer;

/** A browser's push machinery: service worker container, push manager, Notification. */
export function fakeBrowser(o: { permission?: NotificationPermission; answer?: NotificationPermission; subscribedWith?: string; registered?: boolean } = {}) {
  let permission = o.permission ?? 'default';
  const makeSub = (key: ArrayBuffer, endpoint = ENDPOINT) => ({
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      sub = null;
      return true;
    }),
  });
  let sub: ReturnType<typeof makeSub> | null = o.subscribedWith ? makeSub(keyBuffer(o.subscribedWith)) : null;
  let registered = o.registered ?? !!o.subscribedWith;
  const reg = {
    pushManager: {
      getSubscription: vi.fn(async () => sub),
      subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) =>
        (sub = makeSub(applicationServerKey.buffer as ArrayBuffer, `${ENDPOINT}-new`))),
    },
  };
  const container = {
    register: vi.fn(async () => {
      registered = true;
      return reg;
    }),
    get ready() {
      return Promise.resolve(reg);
    },
    getRegistration: vi.fn(async () => (registered ? reg : undefined)),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => (permission = o.answer ?? 'granted'));
  vi.stubGlobal('Notification', { get permission() { return permission; }, requestPermission });
  return { container, reg, requestPermission, current: () => sub };
}

// Undoes fakeBrowser and a stubbed user agent after each test of the files that import this.
afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (navigator as { userAgent?: unknown }).userAgent;
});
