import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  BLOGS_BRIEF_SEED, EMI_SEED, EXPERTS_SEED, FEATURED_ON_SEED, HERO_SEED, PROOF_SEED, SUBSCRIBE_SEED,
  LANDING_SEEDS, TESTIMONIALS_SEED, VIDEO_SEED, WHAT_YOU_GET_SEED,
} from '@tlt/shared/content/landing';
import { withoutPlaceholders } from '@tlt/shared/content/placeholders';
import { routes } from '../../../app/routes.tsx';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const BLOGS = [1, 2, 3, 4].map((n) => ({
  id: n,
  slug: `post-${n}`,
  title: `Post number ${n}`,
  shortDescription: `About ${n}`,
  featureImage: null,
  published_date: '2025-03-0' + n,
  is_locked: 'no',
}));

const SEEDS: Record<string, unknown> = Object.fromEntries(Object.values(LANDING_SEEDS).map(({ key, seed }) => [key, seed]));

/** Content answers from `stored`, else the seed (as the server does), blogs from BLOGS. */
function stubServer(stored: Record<string, unknown> = {}, blogs: () => Response = () => envelopeResponse(200, BLOGS)) {
  return stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/blogs/all') return blogs();
    if (pathname === '/api/content/values') {
      const keys = searchParams.get('keys')?.split(',') ?? [];
      return envelopeResponse(200, Object.fromEntries(keys.map((k) => [k, k in stored ? stored[k] : SEEDS[k]])));
    }
    return envelopeResponse(404, undefined, 'Not found');
  });
}

async function renderLanding() {
  renderRoutes(routes, '/');
  // The page's code loads on demand, which takes seconds under a busy test run.
  await screen.findByRole('heading', { level: 1, name: /99% of traders lose money/ }, { timeout: 5000 });
}

// The below-the-fold chunk is imported on demand, which is slow under a busy test run.
describe('landing page', { timeout: 20_000 }, () => {
  it('has one banner landmark outside one main landmark', async () => {
    stubServer();
    await renderLanding();
    const banners = screen.getAllByRole('banner');
    const mains = screen.getAllByRole('main');
    expect(banners).toHaveLength(1);
    expect(mains).toHaveLength(1);
    expect(mains[0]).not.toContainElement(banners[0]);
    expect(banners[0]).not.toContainElement(mains[0]);
    expect(mains[0]).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('floats the header over the hero, then sticks it once scrolled past its height', async () => {
    stubServer();
    await renderLanding();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveClass('absolute');
    expect(banner).not.toHaveClass('fixed');
    // jsdom lays nothing out, so the header measures 0 px high.
    await act(async () => scrollWindowTo(200));
    expect(banner).toHaveClass('fixed');
    expect(banner).not.toHaveClass('absolute');
    await act(async () => scrollWindowTo(0));
    expect(banner).toHaveClass('absolute');
  });

  it('renders every section from the seed, in the spec order, when the API answers the samples (a demo database)', async () => {
    stubServer();
    await renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${HERO_SEED.headline} ${HERO_SEED.highlight}`);
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: HERO_SEED.ctaLabel })[0]).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: HERO_SEED.proofLabel })).toHaveClass('md:hidden');
    for (const item of PROOF_SEED.items) expect(screen.getByText(item.label)).toBeInTheDocument();
    for (const item of WHAT_YOU_GET_SEED.items) expect(screen.getByRole('heading', { name: item.title })).toBeInTheDocument();

    // The sections below the fold arrive in a chunk of their own.
    expect(await screen.findByRole('heading', { name: EXPERTS_SEED.heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(EXPERTS_SEED.note)).toBeInTheDocument();
    expect(screen.getByText(EXPERTS_SEED.rating.label)).toBeInTheDocument();
    for (const claim of EXPERTS_SEED.claims) expect(screen.getByText(claim)).toBeInTheDocument();
    // The seeds' samples come with the server's answer: the page paints none before it (issue 26 §8).
    expect(await screen.findByRole('heading', { name: FEATURED_ON_SEED.heading })).toBeInTheDocument();
    for (const logo of FEATURED_ON_SEED.logos) expect(screen.getByRole('img', { name: logo.name })).toHaveAttribute('src', logo.image);
    expect(await screen.findByRole('heading', { name: TESTIMONIALS_SEED.heading })).toBeInTheDocument();
    expect(await screen.findByText(TESTIMONIALS_SEED.items[8].quote, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: EMI_SEED.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: VIDEO_SEED.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: SUBSCRIBE_SEED.heading })).toBeInTheDocument();

    // The blogs brief: the latest three, each linking to its post, plus the list.
    const blogs = (await screen.findByRole('heading', { name: BLOGS_BRIEF_SEED.heading })).closest('section') as HTMLElement;
    const links = await within(blogs).findAllByRole('link', { name: /Post number/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/blogs/post-1', '/blogs/post-2', '/blogs/post-3']);
    expect(within(blogs).getByRole('link', { name: BLOGS_BRIEF_SEED.allLabel })).toHaveAttribute('href', '/blogs');

    const order = [
      HERO_SEED.highlight, PROOF_SEED.heading, WHAT_YOU_GET_SEED.heading, EXPERTS_SEED.heading, TESTIMONIALS_SEED.heading,
      EMI_SEED.heading, BLOGS_BRIEF_SEED.heading, VIDEO_SEED.heading, SUBSCRIBE_SEED.heading,
    ];
    const headings = screen.getAllByRole('heading').map((h) => h.textContent ?? '');
    const positions = order.map((text) => headings.findIndex((h) => h.includes(text)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('leaves out the sections whose content is still a placeholder on a new site (issue 26 §8)', async () => {
    stubServer(Object.fromEntries(Object.entries(SEEDS).map(([key, seed]) => [key, withoutPlaceholders(key, seed, seed)])));
    await renderLanding();
    expect(await screen.findByRole('heading', { name: SUBSCRIBE_SEED.heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: EXPERTS_SEED.heading })).toBeInTheDocument();
    for (const gone of [FEATURED_ON_SEED.heading, TESTIMONIALS_SEED.heading, VIDEO_SEED.heading]) {
      expect(screen.queryByRole('heading', { name: gone })).not.toBeInTheDocument();
    }
    expect(document.body.innerHTML).not.toMatch(/placeholder\)|PLACEHOLDER|example\.com/);
  });

  it('shows the copy an admin stored, and ignores a stored value that no longer fits', async () => {
    stubServer({
      'landing.hero': { ...HERO_SEED, headline: 'Most traders lose money.' },
      'landing.experts': { heading: 42 },
    });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: /Most traders lose money\./ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: EXPERTS_SEED.heading }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('leaves the blogs brief out when the blog cannot be reached, and the rest of the page stands', async () => {
    stubServer({}, () => {
      throw new TypeError('offline');
    });
    await renderLanding();
    expect(await screen.findByRole('heading', { name: SUBSCRIBE_SEED.heading }, { timeout: 10_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: BLOGS_BRIEF_SEED.heading })).not.toBeInTheDocument());
  });
});
