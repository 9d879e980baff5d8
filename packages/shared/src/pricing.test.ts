import { describe, expect, it } from 'vitest';
import { chargePaise, offerWindow } from './pricing.ts';
import { formatCountdown, secondsLeft } from './countdown.ts';

describe('offerWindow', () => {
  it('ends today at the set time, India time', () => {
    // 10:00 IST on 1 June = 04:30 UTC; 22:00 IST = 16:30 UTC.
    const w = offerWindow(new Date('2026-06-01T04:30:00Z'), '22:00');
    expect(w.expiry.toISOString()).toBe('2026-06-01T16:30:00.000Z');
    expect(w.expired).toBe(false);
  });
  it('is expired after the end time, and uses the India date near midnight UTC', () => {
    expect(offerWindow(new Date('2026-06-01T16:30:00Z'), '22:00').expired).toBe(true);
    // 20:00 UTC on 1 June is 01:30 IST on 2 June: the offer of 2 June runs.
    const w = offerWindow(new Date('2026-06-01T20:00:00Z'), '22:00');
    expect(w.expiry.toISOString()).toBe('2026-06-02T16:30:00.000Z');
    expect(w.expired).toBe(false);
  });
});

describe('chargePaise', () => {
  it('discounts only plans longer than 6 months, to whole rupees', () => {
    expect(chargePaise(3499900, 12, 10)).toBe(3149900);
    expect(chargePaise(1799900, 6, 10)).toBe(1799900);
    expect(chargePaise(919900, 3, 50)).toBe(919900);
    expect(chargePaise(3499900, 12, 0)).toBe(3499900);
  });
});

describe('countdown', () => {
  it('formats HH:MM:SS and never goes negative', () => {
    expect(formatCountdown(3 * 3600 + 2 * 60 + 1)).toBe('03:02:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(secondsLeft(new Date(0), new Date(90_500))).toBe(90);
  });
});
