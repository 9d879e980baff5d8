import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_EVENTS, trackConversion, trackEvent } from './analytics.ts';

afterEach(() => {
  delete window.dataLayer;
});

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
