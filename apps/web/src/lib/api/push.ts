import { PUSH_PATHS, type PushDevice, type PushKind } from '@tlt/shared/push';
import { t } from '@lingui/core/macro';
import { client } from './client.ts';

/**
 * Web Push on this device (docs/decisions/0025): the service worker is registered only when the
 * member turns push on, never on a first visit; reading the state registers nothing.
 */

export type PushState =
  /** No service workers, Push API or notifications here (an old browser, an insecure page). */
  | { status: 'unsupported' }
  /** iPhone/iPad in a browser tab: push needs the app added to the Home Screen and opened from there. */
  | { status: 'ios-install' }
  /** The member (or a policy) blocked notifications for the site: only the browser's settings undo it. */
  | { status: 'denied' }
  | { status: 'off' }
  | { status: 'on'; endpoint: string; kinds: PushKind[] };

const SW_PATH = '/sw.js';

/**
 * The browser's own push service (Google's, Mozilla's, Apple's) refused or could not be reached:
 * a private window, a browser built without one, no network to it. The browser's words for it
 * ("Registration failed - push service error") mean nothing to a member: this says what to do.
 */
export const PUSH_SERVICE_UNREACHABLE =
  "This browser could not reach its notification service, so notifications stay off on this device. Try again later, or use another browser (private windows cannot receive notifications).";

async function subscribeWith(reg: ServiceWorkerRegistration, applicationServerKey: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
  try {
    return await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  } catch (cause) {
    // In the page's language (English pages: PUSH_SERVICE_UNREACHABLE, word for word).
    throw new Error(t`This browser could not reach its notification service, so notifications stay off on this device. Try again later, or use another browser (private windows cannot receive notifications).`, { cause });
  }
}

function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true
    || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** What this browser can do, before any permission is asked. */
export function pushSupport(): 'supported' | 'unsupported' | 'ios-install' {
  const can = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (can) return 'supported';
  // Safari on iOS exposes push only to a Home Screen app (16.4 and later).
  return isIos() && !isStandalone() ? 'ios-install' : 'unsupported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const { publicKey } = await client.get(PUSH_PATHS.vapidPublicKey);
  return keyBytes(publicKey);
}

/** Stores (or re-links) the subscription for the signed-in member and answers this device's kinds. */
async function register(sub: PushSubscription): Promise<PushDevice> {
  // The browser's own object: the only shape not checked by the types (the server refuses a bad one too).
  const { endpoint = '', keys = {} } = sub.toJSON();
  return client.post(PUSH_PATHS.subscribe, { body: { endpoint, keys: { auth: keys.auth ?? '', p256dh: keys.p256dh ?? '' } } });
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * This device's state. A subscription the browser still holds is sent again, which links it to
 * the member signed in now and refreshes it if the server's key changed.
 */
export async function readPushState(): Promise<PushState> {
  const support = pushSupport();
  if (support !== 'supported') return { status: support };
  if (Notification.permission === 'denied') return { status: 'denied' };
  let sub = await existingSubscription();
  if (!sub || Notification.permission !== 'granted') return { status: 'off' };
  const key = await serverKey();
  if (!sameKey(sub.options.applicationServerKey, key)) {
    // Subscribed under keys the server no longer has: its pushes could never arrive.
    const reg = await navigator.serviceWorker.getRegistration('/');
    await sub.unsubscribe();
    sub = await subscribeWith(reg!, key);
  }
  const device = await register(sub);
  return { status: 'on', ...device };
}

/**
 * Turns push on: `permission` must be Notification.requestPermission() called in the click
 * itself (Safari asks only inside the gesture). Registers the worker, subscribes, tells the server.
 */
export async function turnPushOn(permission: Promise<NotificationPermission>): Promise<PushState> {
  const answer = await permission;
  if (answer === 'denied') return { status: 'denied' };
  if (answer !== 'granted') return { status: 'off' };
  await navigator.serviceWorker.register(SW_PATH, { scope: '/', updateViaCache: 'none' });
  const reg = await navigator.serviceWorker.ready;
  const sub = (await reg.pushManager.getSubscription())
    ?? (await subscribeWith(reg, await serverKey()));
  try {
    return { status: 'on', ...(await register(sub)) };
  } catch (e) {
    // The server would never push to it: do not leave the browser subscribed.
    await sub.unsubscribe().catch(() => undefined);
    throw e;
  }
}

/** Turns push off on this device: the server forgets it, then the browser. */
export async function turnPushOff(): Promise<PushState> {
  const sub = await existingSubscription();
  if (sub) {
    await client.delete(PUSH_PATHS.subscribe, { body: { endpoint: sub.endpoint } });
    await sub.unsubscribe();
  }
  return { status: 'off' };
}

/** The kinds this device wants (the others are off). */
export async function savePushKinds(endpoint: string, kinds: PushKind[]): Promise<PushDevice> {
  return client.patch(PUSH_PATHS.preferences, { body: { endpoint, kinds } });
}

/**
 * Re-links a device that has push on to the member signed in now, silently: for after a login
 * (a device's pushes end with the sign-in that turned them on). Registers nothing, asks nothing;
 * does nothing on a device without push.
 */
export async function relinkPushDevice(): Promise<void> {
  try {
    if (pushSupport() === 'supported' && Notification.permission === 'granted') await readPushState();
  } catch (e) {
    console.warn('Could not re-link this device for push notifications', e);
  }
}
