import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { NotificationBell } from '../../components/notifications/notification-bell.tsx';
import { stubApi } from '../../test/billing-fixtures.ts';
import { envelopeResponse, makeUser, storeSession } from '../../test/fixtures.ts';
import { makeNotifications } from '../../test/notification-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { UNREAD_REFRESH_MS } from '../notifications.ts';
import { setLive } from './live-status.ts';

function setup() {
  const user = makeUser();
  storeSession(user);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    'GET /api/notification/all': () => envelopeResponse(200, makeNotifications(5, 2)),
  });
  renderRoutes([{ path: '*', element: <NotificationBell /> }], '/posts');
  const badgeCalls = () => spy.mock.calls.filter(([u]) => String(u).startsWith('/api/notification/all')).length;
  return { badgeCalls };
}

beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  act(() => setLive(false));
  vi.useRealTimers();
});

describe('the unread badge and the live stream', () => {
  it('polls every 60 s while no stream is open', async () => {
    const { badgeCalls } = setup();
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(badgeCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS));
    expect(badgeCalls()).toBe(2);
  });

  it('stops polling while the stream is open, and starts again when it is not', async () => {
    const { badgeCalls } = setup();
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    act(() => setLive(true));
    await act(() => vi.advanceTimersByTimeAsync(3 * UNREAD_REFRESH_MS));
    expect(badgeCalls()).toBe(1);
    act(() => setLive(false));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS));
    expect(badgeCalls()).toBe(2);
  });
});
