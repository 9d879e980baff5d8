import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { COMMUNITY_MSG, type Watchlist } from '@tlt/shared/community';
import { envelopeResponse, makeUser } from '../../../test/fixtures.ts';
import { callsTo } from '../../../test/billing-fixtures.ts';
import { makeWatchlist, uuid } from '../../../test/members-tools-fixtures.ts';
import { renderItemPage } from '../../../test/community-routes.tsx';
import WatchlistItemPage from './watchlist-item-page.tsx';

const member = makeUser({ _id: 'u1' });
const W1 = uuid(41);
const N1 = uuid(77);

function setup(path: string, watchlist: Watchlist | null, user = member) {
  return renderItemPage({ list: '/watchlist', param: 'title', page: <WatchlistItemPage />, listHeading: 'All watchlists' }, path, user, {
    [`GET /api/watchlist/byId/${W1}`]: () =>
      watchlist ? envelopeResponse(200, watchlist) : envelopeResponse(404, undefined, COMMUNITY_MSG.watchlistNotFound),
  });
}

describe('single watchlist page', () => {
  it('shows the list with its charts open and goes back to /watchlist', async () => {
    const { spy, user, router } = setup(`/watchlist/${W1}`, makeWatchlist({ _id: W1, title: 'Bank Nifty levels', types: ['F&O'], images: ['/uploads/a.webp', '/uploads/b.webp'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank Nifty levels' })).toBeInTheDocument();
    expect(screen.getByText('F&O')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View chart 1 of 2 large' })).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/notification/markAsRead')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/watchlist');
  });

  it('goes back to the tab and categories it was opened from', async () => {
    const { user, router } = setup('/watchlist', makeWatchlist({ _id: W1, title: 'From a tab' }));
    await router.navigate(`/watchlist/${W1}`, { state: { listSearch: '?tab=Other' } });
    await screen.findByRole('heading', { name: 'From a tab' });
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/watchlist?tab=Other');
  });

  it('marks the notification it was opened from as read', async () => {
    const { spy } = setup(`/watchlist/${W1}/${N1}`, makeWatchlist({ _id: W1, title: 'From a notification' }));
    expect(await screen.findByRole('heading', { name: 'From a notification' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, 'POST /api/notification/markAsRead')).toEqual([{ notificationIds: [N1] }]));
  });

  it('says there is no list for an unknown id', async () => {
    setup(`/watchlist/${W1}`, null);
    expect(await screen.findByRole('heading', { name: COMMUNITY_MSG.noWatchlistForId })).toBeInTheDocument();
    expect(screen.queryByText(COMMUNITY_MSG.noLongerAvailable)).not.toBeInTheDocument();
  });

  it('explains that a list opened from a notification was removed, and still marks it read', async () => {
    const { spy } = setup(`/watchlist/${W1}/${N1}`, null);
    expect(await screen.findByRole('heading', { name: COMMUNITY_MSG.noWatchlistForId })).toBeInTheDocument();
    expect(screen.getByText(COMMUNITY_MSG.noLongerAvailable)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, 'POST /api/notification/markAsRead')).toEqual([{ notificationIds: [N1] }]));
  });

  it('says there is no list for an address that cannot be one, without asking the server', async () => {
    const { spy } = setup('/watchlist/Nifty%20breakouts', makeWatchlist());
    expect(await screen.findByRole('heading', { name: COMMUNITY_MSG.noWatchlistForId })).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).includes('watchlist/byId'))).toBe(false);
  });

  it('sends a member who has not agreed to the terms there', async () => {
    const { spy, router } = setup(`/watchlist/${W1}/${N1}`, makeWatchlist(), makeUser({ agree: false }));
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community-terms-and-conditions');
    expect(callsTo(spy, 'POST /api/notification/markAsRead')).toHaveLength(0);
  });
});
