/*
 * The Lazy Trader's service worker (docs/decisions/0025). It handles two events and nothing else:
 * `push` shows the notification, `notificationclick` opens its page. It has no fetch handler, on
 * purpose: every page and asset still comes from the network, so a deploy is never hidden behind
 * a cached copy. Registered only when a member turns push on (apps/web/src/lib/push.ts).
 */
const FALLBACK = { title: 'The Lazy Trader', body: 'You have a new notification.', url: '/notifications', tag: '' };

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload {title, body, url, tag}; anything missing or garbled falls back, so a push always shows. */
function readPayload(data) {
  let p = {};
  try {
    p = (data && data.json()) || {};
  } catch {
    p = {}; // not ours, or damaged: the generic notification, never raw bytes
  }
  const text = (v, fallback, max) => (typeof v === 'string' && v.trim() ? v.slice(0, max) : fallback);
  // Only a path on this site: a push never sends the member elsewhere.
  const url = typeof p.url === 'string' && p.url.startsWith('/') && !p.url.startsWith('//') ? p.url : FALLBACK.url;
  return { title: text(p.title, FALLBACK.title, 120), body: text(p.body, FALLBACK.body, 600), url, tag: text(p.tag, '', 64) };
}

// Every push shows a notification: browsers (Safari on iOS above all) stop delivering to a site whose pushes show nothing.
self.addEventListener('push', (event) => {
  const p = readPayload(event.data);
  event.waitUntil(self.registration.showNotification(p.title, {
    body: p.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: p.url },
    ...(p.tag ? { tag: p.tag, renotify: true } : {}),
  }));
});

// A click focuses a tab of the site already open and takes it to the page, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || FALLBACK.url, self.location.origin).href;
  event.waitUntil((async () => {
    const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const tab = tabs.find((c) => c.url === target) || tabs.find((c) => new URL(c.url).origin === self.location.origin);
    if (tab) {
      const focused = await tab.focus().catch(() => tab);
      if (focused.url === target) return;
      // navigate() works on the tabs this worker controls; an older tab gets a new one instead.
      const moved = await focused.navigate(target).catch(() => null);
      if (moved) return;
    }
    await self.clients.openWindow(target);
  })());
});
