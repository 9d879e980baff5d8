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
  it('shows who we are, the values, the offer and the three-person team', async () => {
    renderRoutes(routes, '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' }, FIRST_PAINT)).toBeInTheDocument();
    for (const name of ['Who We Are', 'Our Values', 'What We Do', 'What We Offer', 'Meet the Team']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const value of ['Complete Transparency', 'Practical Learning', 'Providing Value', 'Affordable Learning', 'Credible Experts', 'Exclusive Content']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    const team = screen.getByRole('region', { name: 'Meet the Team' });
    expect(within(team).getAllByRole('img')).toHaveLength(3);
    expect(within(team).getByRole('img', { name: 'Portrait of Rahul Verma' })).toHaveAttribute('src', '/images/info/team-1.svg');
    expect(screen.getByRole('link', { name: /Become a Member Now/ })).toHaveAttribute('href', '/register');
  });

  it('drops the call to action for signed-in members', async () => {
    storeSession(makeUser());
    renderRoutes(routes, '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trade alongside us' })).not.toBeInTheDocument();
  });
});
