import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { makeUser, storeSession } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { FIRST_PAINT, stubContentApi } from '../../../test/content-fixtures.ts';

beforeEach(() => {
  stubContentApi();
});

describe('About Us page', () => {
  it('shows who we are, the values and the offer', async () => {
    renderRoutes(routes, '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' }, FIRST_PAINT)).toBeInTheDocument();
    for (const name of ['Who We Are', 'Our Values', 'What We Do', 'What We Offer']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const value of ['Complete Transparency', 'Practical Learning', 'Providing Value', 'Affordable Learning', 'Credible Experts', 'Exclusive Content']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Become a Member Now/ })).toHaveAttribute('href', '/register');
  });

  it('leaves the sample team out on a new site, and shows the team a demo database has', async () => {
    renderRoutes(routes, '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meet the Team' })).not.toBeInTheDocument();
    expect(screen.queryByText('Rahul Verma')).not.toBeInTheDocument();
  });

  it('shows the team, with initials for a member without a photo', async () => {
    stubContentApi({}, { samples: true });
    renderRoutes(routes, '/about-us');
    const team = await screen.findByRole('region', { name: 'Meet the Team' }, FIRST_PAINT);
    expect(within(team).getAllByRole('img')).toHaveLength(3);
    expect(within(team).getByRole('img', { name: 'Portrait of Rahul Verma' })).toHaveAttribute('src', '/images/info/team-1.svg');
  });

  it('drops the call to action for signed-in members', async () => {
    storeSession(makeUser());
    renderRoutes(routes, '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trade alongside us' })).not.toBeInTheDocument();
  });
});
