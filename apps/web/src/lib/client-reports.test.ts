import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_URL, type WireEvent } from './analytics.ts';
import { ERRORS_PER_PAGE, startClientReports } from './client-reports.ts';

/** What the beacon carried, batch by batch. */
function beaconSpy() {
  const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  return async () => {
    const events: WireEvent[] = [];
    for (const [url, body] of beacon.mock.calls) {
      expect(url).toBe(EVENTS_URL);
      events.push(...JSON.parse(await (body as Blob).text()).events);
    }
    return events;
  };
}

const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

describe('startClientReports', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends errors and unhandled rejections with their message and the path only, once each, when the page is hidden', async () => {
    window.history.replaceState(null, '', '/posts/7?token=sekret');
    const sent = beaconSpy();
    const stop = startClientReports();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: boom', error: new TypeError('boom') }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: boom', error: new TypeError('boom') }));
    window.dispatchEvent(rejection(new Error('Failed to fetch')));
    window.dispatchEvent(rejection('plain reason'));
    expect(await sent()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    const events = await sent();
    expect(events.map(({ kind, path, category, label }) => ({ kind, path, category, label }))).toEqual([
      { kind: 'error', path: '/posts/7', category: 'error', label: 'TypeError: boom' },
      { kind: 'error', path: '/posts/7', category: 'unhandledrejection', label: 'Error: Failed to fetch' },
      { kind: 'error', path: '/posts/7', category: 'unhandledrejection', label: 'plain reason' },
    ]);
    expect(events.every((e) => /^[A-Za-z0-9_-]{8,64}$/.test(e.visitorId))).toBe(true);
    expect(JSON.stringify(events)).not.toContain('sekret');
    stop();
  });

  it(`reports at most ${ERRORS_PER_PAGE} errors a page load, each cut to what the server accepts`, async () => {
    const sent = beaconSpy();
    const stop = startClientReports();
    for (let i = 0; i < 30; i++) window.dispatchEvent(new ErrorEvent('error', { message: `error ${i} ${'x'.repeat(2000)}` }));
    stop();
    const events = await sent();
    expect(events).toHaveLength(ERRORS_PER_PAGE);
    expect(events.every((e) => e.label!.length <= 1000)).toBe(true);
  });
});
