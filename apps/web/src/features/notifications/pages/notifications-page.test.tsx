import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { COMMUNITY_MSG, type Notification } from '@tlt/shared/community';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { makeNotification, makeNotifications } from '../../../test/notification-fixtures.ts';
import { stubIntersectionObserver } from '../../../test/post-fixtures.ts';
import { queriesSettled, renderRoutes } from '../../../test/render.tsx';
import { applyLiveEvent } from '../../../lib/live/apply-live-event.ts';
import NotificationsPage from './notifications-page.tsx';

let io: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  io = stubIntersectionObserver();
});

/**
 * `pages[i]` answers the list call with offset 10*i (a copy, as the wire would); `status` other
 * than 200 fails every list call.
 */
function setup(pages: Notification[][], status = 200) {
  const user = makeUser();
  storeSession(user);
  const offsets: string[] = [];
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    'GET /api/notification/all': () => envelopeResponse(200, []),
    // Like the server: once marked, they come back read.
    'POST /api/notification/markAsRead': (body: { notificationIds: string[] }) => {
      for (const n of pages.flat()) if (body.notificationIds.includes(n._id)) n.read = true;
      return envelopeResponse(200, { updated: body.notificationIds.length });
    },
  });
  // The list and the badge both call notification/all; they differ by limit.
  const list = spy.getMockImplementation()!;
  spy.mockImplementation((input, init = {}) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/notification/all' && url.searchParams.get('limit') === '10') {
      const offset = url.searchParams.get('offset')!;
      offsets.push(offset);
      if (status !== 200) return Promise.resolve(envelopeResponse(status, undefined, 'boom'));
      return Promise.resolve(envelopeResponse(200, structuredClone(pages[Number(offset) / 10] ?? [])));
    }
    return list(input, init);
  });
  const utils = renderRoutes([{ path: '/notifications/*', element: <NotificationsPage /> }], '/notifications');
  return { ...utils, spy, offsets };
}

const item = (title: string) => screen.getByText(title).closest('a')!;

describe('/notifications', () => {
  it('lists them newest first, highlights the unread ones and says so to screen readers', async () => {
    setup([[makeNotification('n1', { title: 'New trade: Nifty' }), makeNotification('n2', { title: 'Old news', read: true })]]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await screen.findByText('New trade: Nifty');
    const unread = item('New trade: Nifty');
    const read = item('Old news');
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(unread).toHaveAccessibleName(/^Unread: New trade: Nifty/);
    expect(read).not.toHaveAttribute('data-unread');
    expect(read).not.toHaveAccessibleName(/Unread/);
    expect(within(unread).getByText('Today')).toHaveAttribute('datetime');
  });

  it('links each to its item by type, with the notification id for that page to mark read', async () => {
    setup([
      [
        makeNotification('n1', { title: 'a post', data: { type: 'post', id: 'p1' } }),
        makeNotification('n2', { title: 'a lesson', data: { type: 'tradewisdom', id: 'w1' } }),
        makeNotification('n3', { title: 'a list', data: { type: 'watchlist', id: 'l1' } }),
      ],
    ]);
    await screen.findByText('a post');
    expect(item('a post')).toHaveAttribute('href', '/posts/p1/n1');
    expect(item('a lesson')).toHaveAttribute('href', '/trade-wisdom/w1/n2');
    expect(item('a list')).toHaveAttribute('href', '/watchlist/l1/n3');
  });

  it('marks the fetched unread ones read in one call per page, and keeps them highlighted for the visit', async () => {
    const { spy } = setup([[makeNotification('n1'), makeNotification('n2', { read: true }), makeNotification('n3')]]);
    await screen.findByText('Notification n1');
    await waitFor(() => expect(callsTo(spy, 'POST /api/notification/markAsRead')).toEqual([{ notificationIds: ['n1', 'n3'] }]));
    // The badge is asked again once they are read; the list is not, so they stay highlighted.
    await waitFor(() => expect(spy.mock.calls.filter(([u]) => String(u).includes('limit=50')).length).toBeGreaterThanOrEqual(2));
    expect(item('Notification n1')).toHaveAttribute('data-unread', 'true');
    expect(item('Notification n3')).toHaveAttribute('data-unread', 'true');
    expect(callsTo(spy, 'POST /api/notification/markAsRead')).toHaveLength(1);
  });

  it('pages 10 at a time near the bottom, marks each page once, and stops after a short page', async () => {
    const { spy, offsets } = setup([makeNotifications(10, 2, 1), makeNotifications(3, 1, 11)]);
    await screen.findByText('Notification n10');
    // The listener arms after 100 ms (§9) and looks 200 px ahead (§4).
    await waitFor(() => expect(io.margins).toContain('0px 0px 200px 0px'));
    await waitFor(() => {
      io.intersectAll();
      expect(offsets).toEqual(['0', '10']);
    });
    expect(await screen.findByText('Notification n13')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, 'POST /api/notification/markAsRead')).toEqual([{ notificationIds: ['n1', 'n2'] }, { notificationIds: ['n11'] }]));
    // A page asked for now would start at once: once the queries settle (and again), none was.
    io.intersectAll();
    await queriesSettled();
    io.intersectAll();
    await queriesSettled();
    expect(offsets).toEqual(['0', '10']);
    expect(screen.getAllByRole('link', { name: /Notification n/ })).toHaveLength(13);
  });

  it('says No Notifications Found when there are none, and marks nothing', async () => {
    const { spy } = setup([[]]);
    expect(await screen.findByText(COMMUNITY_MSG.noNotifications)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/notification/markAsRead')).toHaveLength(0);
  });

  it('says the list could not load, in a toast and in place, with a retry', async () => {
    const { offsets, user } = setup([], 500);
    // A 5xx is tried once more before it counts as failed (app/query-client.ts).
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(COMMUNITY_MSG.loadNotificationsFailed);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, expect.objectContaining({ description: COMMUNITY_MSG.loadNotificationsFailed })),
    );
    const before = offsets.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(offsets.length).toBeGreaterThan(before));
  });

  it('puts a live one on top while open, and pages on from what it holds (no repeat)', async () => {
    const user = makeUser();
    storeSession(user);
    // The server's list, newest first; a page is a slice at the offset asked.
    const server = makeNotifications(13, 0, 1);
    const offsets: string[] = [];
    const spy = stubApi({
      'GET /api/auth': () => envelopeResponse(200, user),
      'POST /api/notification/markAsRead': () => envelopeResponse(200, {}),
    });
    const fallback = spy.getMockImplementation()!;
    spy.mockImplementation((input, init = {}) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname !== '/api/notification/all') return fallback(input, init);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      if (limit === 10) offsets.push(String(offset));
      return Promise.resolve(envelopeResponse(200, structuredClone(server.slice(offset, offset + limit))));
    });
    let qc!: QueryClient;
    function Grab() {
      qc = useQueryClient();
      return null;
    }
    renderRoutes([{ path: '/notifications/*', element: <><NotificationsPage /><Grab /></> }], '/notifications');
    await screen.findByText('Notification n10');

    const fresh = makeNotification('n0', { title: 'Gold breakout', data: { type: 'post', id: 'p0' } });
    server.unshift(fresh);
    act(() => applyLiveEvent(qc, { kind: 'notification', live: { notification: fresh, unread: 1 } }, { visible: false }));
    await screen.findByText('Gold breakout');
    expect(screen.getAllByRole('link', { name: /Gold breakout|Notification n/ })[0]).toHaveAccessibleName(/Gold breakout/);

    await waitFor(() => {
      io.intersectAll();
      expect(offsets).toEqual(['0', '11']);
    });
    await screen.findByText('Notification n13');
    expect(screen.getAllByText('Notification n10')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /Gold breakout|Notification n/ })).toHaveLength(14);
  });
});
