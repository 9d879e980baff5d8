import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { findPageRoute } from '@tlt/shared/routes';
import { WEBINAR_CONTENT_KEY, WEBINAR_SEED } from '@tlt/shared/content/webinar-seed';
import { FALLBACK_WHATSAPP_LINK } from '@tlt/shared/webinar';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { queriesSettled, renderRoutes } from '../../../test/render.tsx';
import { hms } from '@tlt/shared/countdown';
import { msToEndOfDayIst } from '@tlt/shared/india-time';
import WebinarPage from './webinar-page.tsx';

const config = (customWebinarDate: string | null = null) => ({
  customWebinarDate, whatsappLink: FALLBACK_WHATSAPP_LINK, supportEmail: 'help@example.com', supportPhone: '+91 90000 00000',
});

const FAQ = WEBINAR_SEED.faq.items;

/** The seed with an operator's video: the seed's own id is a placeholder the page leaves out (issue 26 §8). */
const WITH_VIDEO = { ...WEBINAR_SEED, videoId: 'abcdefghijk' };

function setup(custom: string | null = null, stored: unknown = WITH_VIDEO) {
  const spy = stubApi({
    'GET /api/webinar/config': () => envelopeResponse(200, config(custom)),
    'GET /api/content/values': () => envelopeResponse(200, { [WEBINAR_CONTENT_KEY]: stored }),
  });
  return { ...renderRoutes([{ path: '/webinar', element: <WebinarPage /> }, { path: '/webinar-registration', element: <p>registration</p> }], '/webinar'), spy };
}

describe('/webinar', () => {
  it('shows the blocks in the spec order', async () => {
    const { container } = setup();
    await screen.findByText(/^7 PM, Sunday, /);
    await screen.findByRole('button', { name: 'Play the introduction video' }, { timeout: 5000 });
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
    await user.click(await screen.findByRole('button', { name: 'Play the introduction video' }, { timeout: 5000 }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?/);
  });

  it('shows no video while its id is still the seed’s placeholder, before and after the answer', async () => {
    const { spy } = setup(null, { ...WEBINAR_SEED, videoId: '' });
    expect(screen.queryByRole('button', { name: 'Play the introduction video' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(spy.mock.calls.some(([url]) => String(url).includes(WEBINAR_CONTENT_KEY))).toBe(true));
    expect(await screen.findByRole('heading', { level: 1, name: WEBINAR_SEED.headline })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play the introduction video' })).not.toBeInTheDocument();
  });

  it('has the nine FAQ answers collapsed until opened', async () => {
    const { user } = setup();
    const triggers = FAQ.map((f) => screen.getByRole('button', { name: f.question }));
    expect(triggers).toHaveLength(9);
    expect(triggers.every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);
    await user.click(triggers[5]);
    expect(triggers[5]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(FAQ[5].answer)).toBeVisible();
  });

  it('renders the seed at once, every block of it', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: WEBINAR_SEED.headline })).toBeInTheDocument();
    expect(screen.getByText(WEBINAR_SEED.subheadline)).toBeInTheDocument();
    for (const b of WEBINAR_SEED.benefits) expect(screen.getByText(b)).toBeInTheDocument();
    expect(screen.getByText(WEBINAR_SEED.guarantee.body)).toBeInTheDocument();
    for (const card of WEBINAR_SEED.whatYouGet.items) expect(screen.getByRole('heading', { level: 3, name: card.title })).toBeInTheDocument();
    for (const p of WEBINAR_SEED.scam.points) expect(screen.getByText(p)).toBeInTheDocument();
  });

  it('shows the operator’s stored copy once it arrives', async () => {
    const stored = {
      ...WEBINAR_SEED,
      headline: 'The Bank Nifty strategy, live this Sunday',
      ctaLabel: 'Save my seat',
      videoId: 'abcdefghijk',
      faq: { heading: 'Questions', items: [{ question: 'Is there a replay?', answer: 'No, it is live only.' }] },
    };
    const { user, container } = setup(null, stored);
    expect(await screen.findByRole('heading', { level: 1, name: stored.headline })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Save my seat' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Is there a replay?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FAQ[0].question })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play the introduction video' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toContain('/embed/abcdefghijk?');
  });

  it('keeps the seed when the stored copy does not fit this build’s schema', async () => {
    const spy = setup(null, { headline: 'half a value' }).spy;
    await vi.waitFor(() => expect(spy.mock.calls.some(([url]) => String(url).includes(WEBINAR_CONTENT_KEY))).toBe(true));
    await queriesSettled();
    expect(screen.getByRole('heading', { level: 1, name: WEBINAR_SEED.headline })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /\?$/ }).length).toBeGreaterThanOrEqual(9);
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
