import { describe, expect, it } from 'vitest';
import { captureUtmSource, cleanPath, getUtmSource, getVisitorId, UTM_SOURCE_KEY, VISITOR_ID_KEY } from './utm.ts';

describe('utmSource (spec §3 local storage key)', () => {
  it('stores utm_source on arrival under the key utmSource', () => {
    expect(captureUtmSource('?utm_source=fb&utm_medium=cpc')).toBe('fb');
    expect(localStorage.getItem(UTM_SOURCE_KEY)).toBe('fb');
    expect(getUtmSource()).toBe('fb');
  });

  it('keeps the stored value when the address has none (or an empty one)', () => {
    localStorage.setItem(UTM_SOURCE_KEY, 'fb');
    expect(captureUtmSource('')).toBe('fb');
    expect(captureUtmSource('?plan_selected=3')).toBe('fb');
    expect(captureUtmSource('?utm_source=')).toBe('fb');
    expect(captureUtmSource('?utm_source=%20%20')).toBe('fb');
    expect(localStorage.getItem(UTM_SOURCE_KEY)).toBe('fb');
  });

  it('replaces the stored value when a new campaign brings the visitor back', () => {
    localStorage.setItem(UTM_SOURCE_KEY, 'fb');
    expect(captureUtmSource('?utm_source=google')).toBe('google');
    expect(localStorage.getItem(UTM_SOURCE_KEY)).toBe('google');
  });

  it('answers null when there is no campaign at all, and bounds long values', () => {
    expect(captureUtmSource('')).toBeNull();
    expect(localStorage.getItem(UTM_SOURCE_KEY)).toBeNull();
    expect(captureUtmSource(`?utm_source=${'x'.repeat(500)}`)).toHaveLength(100);
  });
});

describe('visitorId', () => {
  it('is made once and kept in localStorage', () => {
    const id = getVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
    expect(getVisitorId()).toBe(id);
  });

  it('replaces a malformed stored id', () => {
    localStorage.setItem(VISITOR_ID_KEY, 'bad id!');
    expect(getVisitorId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('cleanPath', () => {
  it('drops secret query parameters and masks the renewal token', () => {
    expect(cleanPath('/reset-password', '?token=abc')).toBe('/reset-password');
    expect(cleanPath('/reset-password', '?key=abc&utm_source=fb')).toBe('/reset-password?utm_source=fb');
    expect(cleanPath('/register', '?plan_selected=3')).toBe('/register?plan_selected=3');
    expect(cleanPath('/renew-subscription/abc.def')).toBe('/renew-subscription/:token');
  });
});
