import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { findPageRoute } from '@tlt/shared/routes';
import { FALLBACK_WHATSAPP_LINK } from '@tlt/shared/webinar';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { FAQ } from '../content.ts';
import { hms, msToEndOfDayIst } from '../countdown.ts';
import WebinarPage from './webinar-page.tsx';

const config = (customWebinarDate: string | null = null) => ({
  customWebinarDate, whatsappLink: FALLBACK_WHATSAPP_LINK, supportEmail: 'help@example.com', supportPhone: '+91 90000 00000',
});

function setup(custom: string | null = null) {
  const spy = stubApi({ 'GET /api/webinar/config': () => envelopeResponse(200, config(custom)) });
  return { ...renderRoutes([{ path: '/webinar', element: <WebinarPage /> }, { path: '/webinar-registration', element: <p>registration</p> }], '/webinar'), spy };
}

describe('/webinar', () => {
  it('shows the blocks in the spec order', async () => {
    const { container } = setup();
    await screen.findByText(/^7 PM, Sunday, /);
    const order = [
      screen.getByRole('timer'),
      screen.getByRole('heading', { level: 1 }),
      screen.getByRole('button', { name: 'Play the introduction video' }),
      screen.getByRole('region', { name: 'What the webinar covers' }).querySelector('ul')!,
      screen.getByText(/^7 PM, Sunday, /),
      screen.getByText(/Seats are limited/),
      screen.getAllByRole('link', { name: 'Register for free' })[0],
      screen.getByRole('heading', { name: /₹1,000 challenge/ }),
      screen.getByRole('heading', { name: "What you'll get" }),
      screen.getByRole('heading', { name: "Don't get scammed" }),
      screen.getByRole('heading', { name: 'Frequently asked questions' }),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING, `block ${i}`).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: 'What the webinar covers' })).getAllByRole('listitem').slice(0, 4)).toHaveLength(4);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(container.querySelector('iframe')).toBeNull();
    expect(document.title).toMatch(/Webinar/);
  });

  it('creates the video iframe only on click, from youtube-nocookie', async () => {
    const { user, container } = setup();
    await user.click(screen.getByRole('button', { name: 'Play the introduction video' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it('has the nine FAQ answers collapsed until opened', async () => {
    const { user } = setup();
    const triggers = FAQ.map((f) => screen.getByRole('button', { name: f.q }));
    expect(triggers).toHaveLength(9);
    expect(triggers.every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);
    await user.click(triggers[5]);
    expect(triggers[5]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(FAQ[5].a)).toBeVisible();
  });

  it('shows the custom date text when the config has one', async () => {
    setup('Sunday 6 December, 7 PM (Diwali special)');
    expect(await screen.findByText('Sunday 6 December, 7 PM (Diwali special)')).toBeInTheDocument();
  });

  it('links the call to action to the registration page', async () => {
    const { user, router } = setup();
    await user.click(screen.getAllByRole('link', { name: 'Register for free' })[0]);
    expect(router.state.location.pathname).toBe('/webinar-registration');
  });
});

describe('funnel routes', () => {
  it('are public for /webinar and send signed-in visitors from the other two to /dashboard (spec §2)', () => {
    expect(findPageRoute('/webinar')?.access).toEqual({ kind: 'public' });
    expect(findPageRoute('/contact-us')?.access).toEqual({ kind: 'public' });
    for (const path of ['/webinar-registration', '/webinar-register-success'])
      expect(findPageRoute(path)?.access).toEqual({ kind: 'guest', redirect: '/dashboard' });
  });
});

describe('offer countdown', () => {
  it('counts to midnight in India', () => {
    // 18:30 UTC is midnight IST.
    expect(msToEndOfDayIst(new Date('2026-11-22T18:29:59Z'))).toBe(1000);
    expect(msToEndOfDayIst(new Date('2026-11-22T18:30:00Z'))).toBe(24 * 3600 * 1000);
    expect(hms(msToEndOfDayIst(new Date('2026-11-22T10:30:00Z')))).toEqual(['08', '00', '00']);
    expect(hms(3_723_000)).toEqual(['01', '02', '03']);
  });
});
