import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { makeUser, storeSession } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { FIRST_PAINT, stubContentApi } from '../../../test/content-fixtures.ts';

beforeEach(() => {
  stubContentApi();
});

describe('Our Performance page', () => {
  it('shows profile links, best-trade cards and How You Benefit', async () => {
    renderRoutes(routes, '/our-performance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Performance' }, FIRST_PAINT)).toBeInTheDocument();
    // The sample profile links are left out until the operator links the real ones (issue 26 §8).
    expect(screen.queryByRole('link', { name: /TradingView/ })).not.toBeInTheDocument();

    const card = screen.getByRole('heading', { level: 3, name: 'TATA MOTORS' }).closest('article')!;
    expect(within(card).getByText('+59.4%')).toBeInTheDocument();
    expect(within(card).getByText('₹312.50')).toBeInTheDocument();
    expect(within(card).getByText('₹498.20')).toBeInTheDocument();
    expect(within(card).getByText('14 Oct 2021')).toHaveAttribute('datetime', '2021-10-14');

    const short = screen.getByRole('heading', { level: 3, name: 'BANK NIFTY FUT' }).closest('article')!;
    expect(within(short).getByText('+9.9%')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'How You Benefit' })).toBeInTheDocument();
    const join = screen.getAllByRole('link', { name: /^Become a Member$/ });
    expect(join.length).toBeGreaterThan(0);
    for (const link of join) expect(link).toHaveAttribute('href', '/register');
  });

  it('links the profiles once they are set', async () => {
    stubContentApi({}, { samples: true });
    renderRoutes(routes, '/our-performance');
    expect(await screen.findByRole('link', { name: /TradingView/ }, FIRST_PAINT)).toHaveAttribute('target', '_blank');
  });

  it('hides Become a Member from signed-in members', async () => {
    storeSession(makeUser());
    renderRoutes(routes, '/our-performance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Performance' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Become a Member/i })).not.toBeInTheDocument();
  });
});
