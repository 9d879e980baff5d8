import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { COMMUNITY_MSG, type TradeWisdom } from '@tlt/shared/community';
import { envelopeResponse, makeUser } from '../../../test/fixtures.ts';
import { callsTo } from '../../../test/billing-fixtures.ts';
import { makeTradeWisdom, uuid } from '../../../test/members-tools-fixtures.ts';
import { renderItemPage } from '../../../test/community-routes.tsx';
import TradeWisdomItemPage from './trade-wisdom-item-page.tsx';

const member = makeUser({ _id: 'u1' });
const admin = makeUser({ _id: 'u-admin', userType: 'admin' });
const T1 = uuid(51);
const N1 = uuid(78);

function setup(path: string, wisdom: TradeWisdom | null, user = member) {
  return renderItemPage({ list: '/trade-wisdom', param: 'wisdomId', page: <TradeWisdomItemPage />, listHeading: 'All trade wisdom' }, path, user, {
    [`GET /api/tradeWisdom/byId/${T1}`]: () =>
      wisdom ? envelopeResponse(200, wisdom) : envelopeResponse(404, undefined, COMMUNITY_MSG.tradeWisdomNotFound),
    [`DELETE /api/tradeWisdom/delete/${T1}`]: () => envelopeResponse(200, { _id: T1 }),
  });
}

describe('single trade wisdom page', () => {
  it('shows the item and goes back to /trade-wisdom', async () => {
    const { spy, user, router } = setup(`/trade-wisdom/${T1}`, makeTradeWisdom({ _id: T1, title: 'Size every trade' }));
    expect(await screen.findByText('Size every trade', { selector: 'p' })).toBeInTheDocument();
    // On its own page the date is not a link to itself, and a member has no controls.
    expect(screen.queryByRole('link', { name: /on its own page/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/notification/markAsRead')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/trade-wisdom');
  });

  it('marks the notification it was opened from as read', async () => {
    const { spy } = setup(`/trade-wisdom/${T1}/${N1}`, makeTradeWisdom({ _id: T1, title: 'From a notification' }));
    expect(await screen.findByText('From a notification', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, 'POST /api/notification/markAsRead')).toEqual([{ notificationIds: [N1] }]));
  });

  it('says plainly that an item deleted since is no longer available', async () => {
    const { spy } = setup(`/trade-wisdom/${T1}/${N1}`, null);
    expect(await screen.findByText(COMMUNITY_MSG.noLongerAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all trade wisdom' })).toHaveAttribute('href', '/trade-wisdom');
    await waitFor(() => expect(callsTo(spy, 'POST /api/notification/markAsRead')).toEqual([{ notificationIds: [N1] }]));
  });

  it('says the same for an address that cannot be an item, without asking the server', async () => {
    const { spy } = setup('/trade-wisdom/not-an-id', makeTradeWisdom());
    expect(await screen.findByText(COMMUNITY_MSG.noLongerAvailable)).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).includes('tradeWisdom/byId'))).toBe(false);
  });

  it('lets an admin delete it after confirming, then returns to the list', async () => {
    vi.stubGlobal('confirm', () => true);
    const { spy, user, router } = setup(`/trade-wisdom/${T1}`, makeTradeWisdom({ _id: T1, title: 'Outdated' }), admin);
    await user.click(await screen.findByRole('button', { name: 'Delete “Outdated”' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade-wisdom'));
    expect(callsTo(spy, `DELETE /api/tradeWisdom/delete/${T1}`)).toHaveLength(1);
  });

  it('sends a member who has not agreed to the terms there', async () => {
    const { spy } = setup(`/trade-wisdom/${T1}/${N1}`, makeTradeWisdom(), makeUser({ agree: false }));
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/notification/markAsRead')).toHaveLength(0);
  });
});
