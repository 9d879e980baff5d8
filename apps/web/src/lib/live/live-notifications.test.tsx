import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { makeUser, storeSession } from '../../test/fixtures.ts';
import { TestProviders } from '../../test/render.tsx';
import { clearSession } from '../storage.ts';
import { LIVE_START_DELAY_MS, LiveNotifications } from './live-notifications.tsx';

const live = vi.hoisted(() => ({ stop: vi.fn(), start: vi.fn() }));
vi.mock('./live-session.ts', () => ({
  startLiveSession: (...args: unknown[]) => {
    live.start(...args);
    return live.stop;
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
  // The session provider asks who is signed in: left unanswered here.
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
});
afterEach(() => void vi.useRealTimers());

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('starting the live stream', () => {
  it('starts nothing for a visitor', async () => {
    render(<TestProviders><LiveNotifications /></TestProviders>);
    await later(10 * LIVE_START_DELAY_MS);
    expect(live.start).not.toHaveBeenCalled();
  });

  it('starts for a signed-in session once the page has settled, and stops at logout', async () => {
    storeSession(makeUser({ _id: 'u7' }), 'tok-7');
    render(<TestProviders><LiveNotifications /></TestProviders>);
    await later(LIVE_START_DELAY_MS - 100);
    expect(live.start).not.toHaveBeenCalled();
    await later(200);
    expect(live.start).toHaveBeenCalledTimes(1);
    expect(live.start.mock.calls[0]![0]).toMatchObject({ userId: 'u7', token: 'tok-7' });
    act(() => clearSession());
    expect(live.stop).toHaveBeenCalledTimes(1);
  });
});
