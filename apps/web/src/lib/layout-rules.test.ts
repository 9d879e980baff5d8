import { describe, expect, it } from 'vitest';
import { contactButtonMode, contactButtonScrollThreshold, showsFooter, topBar } from './layout-rules.ts';

describe('topBar', () => {
  it.each(['/', ''])('draws the landing header on %j', (path) => {
    expect(topBar(path)).toBe('landing');
  });

  it.each([
    '/webinar', '/webinar-registration', '/webinar-register-success', '/posts', '/posts/abc', '/posts/abc/n1', '/notifications', '/notifications/x',
    '/trade-wisdom', '/trade-wisdom/w1', '/watchlist', '/watchlist/title/n2',
    '/renew-subscription/tok123', '/posts/',
  ])('hides the top bar on %s', (path) => {
    expect(topBar(path)).toBeNull();
  });

  it.each(['/login', '/404', '/user-dashboard', '/webinarx', '/profile', '/postsx', '/dashboard'])(
    'shows the top bar on %s',
    (path) => {
      expect(topBar(path)).toBe('default');
    },
  );
});

describe('showsFooter', () => {
  it('hides the footer on the landing and webinar pages only', () => {
    expect(showsFooter('/')).toBe(false);
    expect(showsFooter('/webinar')).toBe(false);
    expect(showsFooter('/webinar/')).toBe(false);
    expect(showsFooter('/webinar-registration')).toBe(false);
    expect(showsFooter('/webinar-register-success')).toBe(false);
    expect(showsFooter('/pricing-plans')).toBe(true);
    expect(showsFooter('/posts')).toBe(true);
    expect(showsFooter('/login')).toBe(true);
    expect(showsFooter('/404')).toBe(true);
  });
});

describe('contactButtonMode', () => {
  it('shows on public info pages for logged-out visitors', () => {
    expect(contactButtonMode('/404', false)).toBe('always');
    expect(contactButtonMode('/faqs', false)).toBe('always');
    expect(contactButtonMode('/blogs/some-slug', false)).toBe('always');
  });
  it('waits for scrolling on the landing page', () => {
    expect(contactButtonMode('/', false)).toBe('after-scroll');
  });
  it('is hidden for signed-in users and on non-info pages', () => {
    expect(contactButtonMode('/404', true)).toBe('hidden');
    expect(contactButtonMode('/', true)).toBe('hidden');
    expect(contactButtonMode('/login', false)).toBe('hidden');
    expect(contactButtonMode('/user-dashboard', false)).toBe('hidden');
  });
  it('uses 10% on phones and 15% elsewhere', () => {
    expect(contactButtonScrollThreshold(true)).toBe(0.1);
    expect(contactButtonScrollThreshold(false)).toBe(0.15);
  });
});
