import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { makeNotifications } from '../../../test/notification-fixtures.ts';
import { queriesSettled, renderRoutes } from '../../../test/render.tsx';
import { MobileTabBar } from './mobile-tab-bar.tsx';

function setup(unread: number) {
  const user = makeUser();
  storeSession(user);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    'GET /api/notification/all': () => envelopeResponse(200, makeNotifications(50, unread)),
  });
  const onMenu = vi.fn();
  const noop = () => {};
  renderRoutes(
    [
      {
        path: '/posts',
        element: (
          <MobileTabBar isAdmin={false} tagCount={0} favoritesOn={false} onHome={noop} onTags={noop} onCreate={noop} onFavorites={noop} onMenu={onMenu} />
        ),
      },
    ],
    '/posts',
  );
  return { spy, onMenu };
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Community tabs' }));

describe('feed tab bar', () => {
  it('puts the unread badge on Menu, where Notifications is, 9+ above 9', async () => {
    setup(12);
    const menu = await tabs().findByRole('button', { name: 'Menu, 9+ unread notifications' });
    expect(within(menu).getByText('9+')).toBeInTheDocument();
  });

  it('shows no badge at 0', async () => {
    const { spy } = setup(0);
    await waitFor(() => expect(spy.mock.calls.some(([u]) => String(u).includes('notification/all'))).toBe(true));
    await queriesSettled();
    expect(tabs().getByRole('button', { name: 'Menu' })).toHaveTextContent(/^Menu$/);
  });
});
