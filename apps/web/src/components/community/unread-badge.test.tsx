import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { envelopeResponse, makeUser, storeSession } from '../../test/fixtures.ts';
import { stubApi } from '../../test/billing-fixtures.ts';
import { makeNotifications } from '../../test/notification-fixtures.ts';
import { queriesSettled, renderRoutes } from '../../test/render.tsx';
import { CommunityMenu } from './community-menu.tsx';
import { CommunityTopBar } from './community-top-bar.tsx';

/** The first 50 notifications, `unread` of them unread; `status` other than 200 fails the call. */
function setup(unread: number, { total = 50, status = 200 } = {}) {
  const user = makeUser();
  storeSession(user);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    'GET /api/notification/all': () => (status === 200 ? envelopeResponse(200, makeNotifications(total, unread)) : envelopeResponse(status, undefined, 'boom')),
  });
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <CommunityTopBar />
            <CommunityMenu />
          </>
        ),
      },
    ],
    '/watchlist',
  );
  return spy;
}

const menu = () => screen.getByRole('navigation', { name: 'Community' });
const topBar = () => within(screen.getByRole('banner'));

describe('unread notifications badge', () => {
  it('counts unread among the first 50 and shows 9+ above 9, on the bell and in the menu', async () => {
    const spy = setup(10);
    const bell = await topBar().findByRole('link', { name: 'Notifications, 9+ unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByText('9+')).toBeInTheDocument();
    const entry = within(menu()).getByRole('link', { name: 'Notifications, 9+ unread' });
    expect(within(entry).getByText('9+')).toBeInTheDocument();
    // Both ask through one query: offset 0, limit 50 (community.md §7).
    const badgeCalls = spy.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/notification/all'));
    expect(badgeCalls).toEqual(['/api/notification/all?offset=0&limit=50']);
  });

  it('shows the number itself up to 9', async () => {
    setup(3);
    const bell = await topBar().findByRole('link', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
  });

  it('shows nothing at 0', async () => {
    const spy = setup(0);
    await waitFor(() => expect(spy.mock.calls.some(([u]) => String(u).includes('notification/all'))).toBe(true));
    await queriesSettled();
    const bell = topBar().getByRole('link', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
    expect(within(menu()).getByRole('link', { name: 'Notifications' })).toHaveTextContent(/^Notifications$/);
  });

  it('only logs a failure (community.md §8): no toast, no badge', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup(0, { status: 500 });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not load the unread notification count', expect.anything()), { timeout: 5000 });
    expect(toast.error).not.toHaveBeenCalled();
    expect(topBar().getByRole('link', { name: 'Notifications' }).textContent).toBe('');
  });

  it('gives phones a Community menu button that opens the menu with the community pages and the calculator', async () => {
    setup(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Community menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    for (const [name, href] of [['Watchlist', '/watchlist'], ['Trade Wisdom', '/trade-wisdom'], ['Community', '/posts']] as const) {
      expect(within(drawer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(await within(drawer).findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notifications');
    await user.click(within(drawer).getByRole('button', { name: 'Shares Calculator' }));
    expect(await screen.findByRole('dialog', { name: 'Trade Calculator' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
