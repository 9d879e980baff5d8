import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// public/sw.js runs in the browser as it is (no build step): here it runs against a fake `self`.
const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://thelazytrader.example';

interface FakeTab { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }

function worker(tabs: FakeTab[] = []) {
  const listeners: Record<string, (event: any) => void> = {};
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, fn: (event: any) => void) => (listeners[type] = fn),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null) },
  };
  new Function('self', source)(self);
  const fire = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { self, listeners, fire };
}
const data = (v: unknown) => ({ json: () => (typeof v === 'string' ? JSON.parse(v) : v), text: () => String(v) });
const tab = (url: string, o: { controlled?: boolean } = {}): FakeTab => {
  const t: FakeTab = {
    url,
    focus: vi.fn(async () => t),
    navigate: vi.fn(async (to: string) => (o.controlled === false ? Promise.reject(new TypeError('not controlled')) : { ...t, url: to })),
  };
  return t;
};

describe('the service worker', () => {
  it('handles push and notificationclick only: no fetch handler, so pages always come from the network', () => {
    const { listeners } = worker();
    expect(Object.keys(listeners).sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
  });

  it('shows the pushed notification with its tag and where it leads', async () => {
    const { self, fire } = worker();
    await fire('push', { data: data({ title: 'Nifty long', body: 'Targets 22,600', url: '/posts/p1/n1', tag: 'abc' }) });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Nifty long', expect.objectContaining({
      body: 'Targets 22,600', tag: 'abc', renotify: true, data: { url: '/posts/p1/n1' }, icon: '/icons/icon-192.png', badge: '/icons/badge-96.png',
    }));
  });

  it('always shows a notification, even for an empty, garbled or foreign payload', async () => {
    for (const d of [null, data('not json {'), data({}), data({ title: 5, url: 'https://evil.example/x' }), data({ url: '//evil.example' })]) {
      const { self, fire } = worker();
      await fire('push', { data: d });
      expect(self.registration.showNotification).toHaveBeenCalledTimes(1);
      const [title, options] = self.registration.showNotification.mock.calls[0] as unknown as [string, { body: string; data: { url: string } }];
      expect(title).toBe('The Lazy Trader');
      expect(options.data.url).toBe('/notifications');
      expect(options.body).toBe('You have a new notification.');
    }
  });

  it('a click focuses an open tab of the site and takes it to the page', async () => {
    const other = tab('https://elsewhere.example/');
    const site = tab(`${ORIGIN}/user-dashboard`);
    const { self, fire } = worker([other, site]);
    const close = vi.fn();
    await fire('notificationclick', { notification: { close, data: { url: '/posts/p1/n1' } } });
    expect(close).toHaveBeenCalled();
    expect(site.focus).toHaveBeenCalled();
    expect(site.navigate).toHaveBeenCalledWith(`${ORIGIN}/posts/p1/n1`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click opens a window when no tab is open, or when the open one cannot be moved', async () => {
    const none = worker([]);
    await none.fire('notificationclick', { notification: { close: vi.fn(), data: { url: '/watchlist/w1/n2' } } });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/watchlist/w1/n2`);

    const old = tab(`${ORIGIN}/posts`, { controlled: false });
    const stuck = worker([old]);
    await stuck.fire('notificationclick', { notification: { close: vi.fn(), data: { url: '/trade-wisdom/t1/n3' } } });
    expect(stuck.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/trade-wisdom/t1/n3`);
  });
});
