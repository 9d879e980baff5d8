import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../lib/i18n.ts';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LOCKED_PREVIEW, OPEN_BLOG, summary } from '../../../test/blog-fixtures.ts';
import BlogPage from './blog-page.tsx';
import BlogsPage from './blogs-page.tsx';

// The Hindi catalogues compile on first load: generous on a busy machine.
beforeAll(() => activateLocale('hi'), 60_000);
afterAll(() => activateLocale('en'));

const HINDI_BLOG = { ...OPEN_BLOG, id: '33333333-3333-4333-8333-333333333333', slug: 'stop-loss-hi', title: 'स्टॉप लॉस कहाँ लगाएँ', language: 'hi' as const };

// Issue 30 §4 and §8: a Hindi page's interface in Hindi; each post's words carry its own language,
// so an English post is marked (and read out) as English.
describe('blogs in Hindi', () => {
  it('lists each post with its language on its title and teaser, the card’s own words in Hindi', async () => {
    stubFetch(() => envelopeResponse(200, [summary(HINDI_BLOG), summary(OPEN_BLOG)]));
    renderRoutes([{ path: '/blogs', element: <BlogsPage /> }], '/blogs');
    const [hindi, english] = await screen.findAllByRole('listitem');
    expect(within(hindi).getByRole('heading', { name: 'स्टॉप लॉस कहाँ लगाएँ' })).toHaveAttribute('lang', 'hi');
    expect(within(english).getByRole('heading', { name: 'Position Sizing: The 1% Rule' })).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('How much to buy matters more than what to buy.')).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('5 मार्च 2025')).not.toHaveAttribute('lang');
  });

  it('marks an English article’s title and body, and a locked one’s preview, but not the page’s own words', async () => {
    stubFetch(() => envelopeResponse(200, OPEN_BLOG));
    const open = renderRoutes([{ path: '/blogs/:slug', element: <BlogPage /> }], '/blogs/position-sizing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Position Sizing: The 1% Rule' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'The rule' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /सभी ब्लॉग/ }).closest('[lang]')).toBeNull();
    open.unmount();

    stubFetch(() => envelopeResponse(200, summary(LOCKED_PREVIEW)));
    renderRoutes([{ path: '/blogs/:slug', element: <BlogPage /> }], '/blogs/stop-loss');
    expect(await screen.findByText('Members get three chart examples.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2 }).closest('[lang]')).toBeNull();
  });
});
