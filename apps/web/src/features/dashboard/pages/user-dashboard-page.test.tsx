import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { makeNotifications } from '../../../test/notification-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import UserDashboardPage from './user-dashboard-page.tsx';

beforeAll(async () => {
  await import('../../../components/calculator/calculator-dialog.tsx');
});

const DAY = 24 * 3600 * 1000;

function setup(unread: number, daysLeft = 150) {
  const base = makeUser({ name: 'Asha Member' });
  const user = { ...base, payment: [{ ...base.payment[0], endDate: new Date(Date.now() + daysLeft * DAY).toISOString() }] };
  storeSession(user);
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // the calculator's contracts call is not stubbed
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    'GET /api/notification/all': () => envelopeResponse(200, makeNotifications(20, unread)),
  });
  return { spy, ...renderRoutes([{ path: '/user-dashboard', element: <UserDashboardPage /> }], '/user-dashboard') };
}

const tiles = () => within(screen.getByRole('list'));

describe('/user-dashboard', () => {
  it('has the spec’s tiles: Community, Watchlist, Trade Calculator and Notification, plus Trade Wisdom', async () => {
    setup(0);
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back, Asha/ })).toBeInTheDocument();
    for (const [name, href] of [
      [/^Community/, '/posts'],
      [/^Watchlist/, '/watchlist'],
      [/^Notification/, '/notifications'],
      [/^Trade Wisdom/, '/trade-wisdom'],
    ] as const) {
      expect(tiles().getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(tiles().getByRole('button', { name: /^Trade Calculator/ })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows the unread count on the Notification tile', async () => {
    setup(3);
    const tile = await tiles().findByRole('link', { name: 'Notifications, 3 unread' });
    expect(tile).toHaveAttribute('href', '/notifications');
    expect(within(tile).getByText('3 unread: new trades, watchlists and trade wisdom.')).toBeInTheDocument();
  });

  it('opens the calculator from its tile', async () => {
    const { user } = setup(0);
    await user.click(tiles().getByRole('button', { name: /^Trade Calculator/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Trade Calculator' }, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Equity' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('Capital')).toHaveValue(null));
  });

  it('offers Renew now only in the last 30 days of the period', async () => {
    setup(0, 12);
    expect(await screen.findByRole('link', { name: 'Renew now' })).toHaveAttribute('href', '/renew-early');
  });

  it('does not offer Renew now earlier in the period', async () => {
    setup(0, 150);
    await screen.findByRole('heading', { level: 1, name: /Welcome back, Asha/ });
    expect(screen.queryByRole('link', { name: 'Renew now' })).toBeNull();
  });
});
