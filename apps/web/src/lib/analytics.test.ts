import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectDataLayer, EVENTS_URL, PAYMENT_EVENTS, sendEvents, trackConversion, trackEvent, type WireEvent } from './analytics.ts';

describe('analytics queue', () => {
  it('creates window.dataLayer when absent and pushes an event with category, action, label, value', () => {
    expect(window.dataLayer).toBeUndefined();
    trackEvent({ category: 'Registration', action: PAYMENT_EVENTS.cancelled, label: 'Yearly', value: 34999 });
    expect(window.dataLayer).toEqual([
      {
        event: 'event',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        category: 'Registration',
        action: 'Payment Cancelled',
        label: 'Yearly',
        value: 34999,
      },
    ]);
  });

  it('appends to an existing queue instead of replacing it', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    window.dataLayer = existing;
    trackEvent({ category: 'Registration', action: PAYMENT_EVENTS.failed });
    trackConversion({ value: 17999, currency: 'INR', transactionId: 'pay_1' });
    expect(window.dataLayer).toBe(existing);
    expect(existing).toHaveLength(3);
    expect(existing[1]).toMatchObject({ event: 'event', action: 'Payment Failed' });
    expect(existing[2]).toEqual({
      event: 'conversion',
      at: expect.any(String),
      value: 17999,
      currency: 'INR',
      transactionId: 'pay_1',
    });
  });
});

describe('collectDataLayer', () => {
  const base = { path: '/register', visitorId: 'visitor-1', utmSource: 'fb' };

  it('turns new entries into wire events once, leaving the queue as it was', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    trackEvent({ category: 'Registration', action: 'Payment Failed', label: '', value: Number.NaN });
    trackConversion({ value: 179.99, currency: 'INR', transactionId: 'pay_9' });
    expect(collectDataLayer(base)).toEqual([
      { ...base, kind: 'event', category: 'Registration', action: 'Payment Failed', label: undefined, value: undefined },
      { ...base, kind: 'conversion', category: 'Conversion', action: 'purchase', label: 'INR', value: 179.99 },
    ]);
    expect(window.dataLayer).toHaveLength(3);
    expect(collectDataLayer(base)).toEqual([]);
    trackEvent({ category: 'C', action: 'x'.repeat(150) });
    expect(collectDataLayer(base)[0].action).toHaveLength(100);
  });
});

describe('sendEvents', () => {
  afterEach(() => vi.restoreAllMocks());
  const event = (i: number): WireEvent => ({ kind: 'pageview', path: `/p${i}`, visitorId: 'visitor-1' });

  it('beacons anonymous batches of at most 20 as JSON', async () => {
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    sendEvents(Array.from({ length: 25 }, (_, i) => event(i)));
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(beacon.mock.calls[0][0]).toBe(EVENTS_URL);
    const blob = beacon.mock.calls[0][1] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text()).events).toHaveLength(20);
    expect(JSON.parse(await (beacon.mock.calls[1][1] as Blob).text()).events).toHaveLength(5);
  });

  it('falls back to fetch keepalive when the beacon is refused, and sends the bearer token when signed in', () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    expect(() => sendEvents([event(1)])).not.toThrow();
    expect(fetchSpy).toHaveBeenCalledWith(EVENTS_URL, expect.objectContaining({ method: 'POST', keepalive: true }));

    localStorage.setItem('token', 'tok-1');
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    sendEvents([event(2)]);
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenLastCalledWith(EVENTS_URL, expect.objectContaining({
      headers: expect.objectContaining({ Authorization: 'Bearer tok-1' }),
    }));
  });
});
