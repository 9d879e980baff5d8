import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { makeUser, storeSession } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { FIRST_PAINT, stubContentApi } from '../../../test/content-fixtures.ts';

beforeEach(() => {
  stubContentApi();
});

describe('funnel pages', () => {
  it.each([
    ['/join-us', 'Trade alongside experts with a 20+ year track record', 'Become a Member Now', '/register'],
    ['/landing-page', 'Don’t be one of them', 'Become a Member Now', '/register'],
    // Until the e-book is set, its page is the main pitch without the offer (issue 26 §8).
    ['/landing-page-ebook', 'Don’t be one of them', 'Become a Member Now', '/register'],
    ['/landing-page-webinar', 'Learn our Bank Nifty strategy, live', 'Reserve My Free Seat', '/webinar'],
  ])('%s shows its headline and one call to action', async (path, headline, cta, to) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: headline }, FIRST_PAINT)).toBeInTheDocument();
    const main = screen.getByRole('main');
    const buttons = [...main.querySelectorAll('a')].filter((a) => a.textContent?.includes(cta));
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAttribute('href', to);
  });

  it('links the e-book page to the free webinar as well', async () => {
    renderRoutes(routes, '/landing-page-ebook');
    expect(await screen.findByRole('link', { name: 'Or join our free live webinar first' }, FIRST_PAINT)).toHaveAttribute('href', '/webinar');
    expect(screen.queryByRole('form', { name: 'Get the free e-book' })).not.toBeInTheDocument();
  });

  it('offers the e-book once its file is set, the gift form beside the pitch', async () => {
    stubContentApi({}, { samples: true });
    renderRoutes(routes, '/landing-page-ebook');
    // The gift form sits beside the pitch (issue 14 §5).
    expect(await screen.findByRole('form', { name: 'Get the free e-book' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'The habits that keep traders in the 1% who win' })).toBeInTheDocument();
  });

  it.each(['/join-us', '/landing-page', '/landing-page-ebook', '/landing-page-webinar'])(
    'sends a signed-in visitor from %s to /user-dashboard',
    async (path) => {
      storeSession(makeUser({ name: 'Asha Member' }));
      const { router } = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: /Welcome back, Asha/ }, FIRST_PAINT)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/user-dashboard');
    },
  );
});
