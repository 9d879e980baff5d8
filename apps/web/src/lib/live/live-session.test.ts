import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { LiveNotification } from '@tlt/shared/community';
import { MSG } from '@tlt/shared/messages';
import { makeUser, storeSession } from '../../test/fixtures.ts';
import { FakeBrowser, type FakeTab } from '../../test/live-fakes.ts';
import { makeNotification } from '../../test/notification-fixtures.ts';
import { setNavigator } from '../navigation.ts';
import { notificationKeys } from '../notifications.ts';
import { readSession } from '../storage.ts';
import { loadSonner } from '../toast.ts';
import { startLiveSession } from './live-session.ts';
import type { StreamOptions } from './stream-client.ts';

beforeAll(() => loadSonner());
// The session handling goes home after a 401 or 402.
beforeEach(() => setNavigator(() => {}));

/** Lets queued messages and lock grants run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

interface Opened {
  tab: string;
  options: StreamOptions;
  closed: boolean;
}

/** A browser whose tabs run startLiveSession with a fake stream each time one leads. */
function browser() {
  const fake = new FakeBrowser();
  const opened: Opened[] = [];
  const open = (name: string, tab: FakeTab, { userId = 'u1', visible = true } = {}) => {
    const queryClient = new QueryClient();
    const live: boolean[] = [];
    const stop = startLiveSession(
      { userId, token: `token-${name}`, queryClient },
      {
        locks: tab.locks,
        channel: tab.channel,
        visible: () => visible,
        onLive: (o) => live.push(o),
        openStream: (options) => {
          const entry: Opened = { tab: name, options, closed: false };
          opened.push(entry);
          return { close: () => void (entry.closed = true), lastEventId: () => null };
        },
      },
    );
    const unread = () => queryClient.getQueryData<number>(notificationKeys.unread());
    return { tab, queryClient, live, stop, unread };
  };
  const streams = () => opened.filter((o) => !o.closed);
  return { fake, opened, streams, open };
}

const live = (id: string, unread: number, type: 'post' | 'watchlist' = 'post'): LiveNotification => ({
  notification: makeNotification(id, { title: `Title ${id}`, data: { type, id: `item-${id}` } }),
  unread,
});

describe('one live stream per browser, shared by its tabs', () => {
  it('opens one stream for two tabs; the leader relays its events, and both caches take them', async () => {
    const b = browser();
    const a = b.open('a', b.fake.tab());
    const c = b.open('c', b.fake.tab());
    await settle();
    expect(b.opened.map((o) => o.tab)).toEqual(['a']);
    expect(b.opened[0]!.options.token).toBe('token-a');

    const stream = b.opened[0]!.options;
    stream.onStatus(true);
    stream.onEvent({ kind: 'notification', live: live('n1', 3, 'watchlist') });
    await settle();
    expect([a.unread(), c.unread()]).toEqual([3, 3]);
    // Open: neither tab polls the badge.
    expect(a.live.at(-1)).toBe(true);
    expect(c.live.at(-1)).toBe(true);
    a.stop();
    c.stop();
  });

  it('toasts an admin post in the tab on screen only', async () => {
    const b = browser();
    b.open('hidden', b.fake.tab(), { visible: false });
    const shown = b.open('shown', b.fake.tab(), { visible: true });
    await settle();
    b.opened[0]!.options.onEvent({ kind: 'notification', live: live('n1', 1) });
    await settle();
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toast.info).mock.calls[0]![0]).toBe('Title n1');
    expect(shown.unread()).toBe(1);
  });

  it('hands the stream over when the leader tab closes, asking the server for what came after the last one seen', async () => {
    const b = browser();
    const first = b.fake.tab();
    b.open('a', first);
    const c = b.open('c', b.fake.tab());
    await settle();
    b.opened[0]!.options.onStatus(true);
    b.opened[0]!.options.onEvent({ kind: 'notification', live: live('n1', 1) });
    b.opened[0]!.options.onEvent({ kind: 'notification', live: live('n2', 2) });
    await settle();

    first.close(); // no cleanup runs in a closing tab: the browser releases its lock
    await settle();
    expect(b.opened.map((o) => o.tab)).toEqual(['a', 'c']);
    expect(b.opened[1]!.options).toMatchObject({ token: 'token-c', lastEventId: 'n2' });
    // Until the new stream opens, this tab polls again.
    expect(c.live.at(-1)).toBe(true);
    b.opened[1]!.options.onStatus(false);
    expect(c.live.at(-1)).toBe(false);
    c.stop();
  });

  it('a tab that logs out closes its stream, and the next tab takes over', async () => {
    const b = browser();
    const a = b.open('a', b.fake.tab());
    const c = b.open('c', b.fake.tab());
    await settle();
    a.stop();
    await settle();
    expect(b.opened[0]!.closed).toBe(true);
    expect(b.streams().map((o) => o.tab)).toEqual(['c']);
    c.stop();
    await settle();
    expect(b.streams()).toEqual([]);
  });

  it('a tab opened later learns at once that the stream is open', async () => {
    const b = browser();
    const a = b.open('a', b.fake.tab());
    await settle();
    b.opened[0]!.options.onStatus(true);
    const late = b.open('late', b.fake.tab());
    await settle();
    expect(late.live).toEqual([true]);
    expect(b.opened).toHaveLength(1);
    a.stop();
    late.stop();
  });

  it('keeps tabs signed in as someone else apart', async () => {
    const b = browser();
    const a = b.open('a', b.fake.tab(), { userId: 'u1' });
    const other = b.open('other', b.fake.tab(), { userId: 'u2' });
    await settle();
    expect(b.opened.map((o) => o.tab)).toEqual(['a', 'other']);
    b.opened[0]!.options.onEvent({ kind: 'notification', live: live('n1', 5, 'watchlist') });
    await settle();
    expect([a.unread(), other.unread()]).toEqual([5, undefined]);
    a.stop();
    other.stop();
  });

  it.each([
    { status: 401 as const, means: 'logs out as the api-client does', title: MSG.sessionExpiredTitle, id: 'session-expired' },
    { status: 402 as const, means: 'ends the session as a lapsed paid period', title: MSG.subscriptionExpiredTitle, id: 'subscription-expired' },
  ])('a $status on the stream $means', async ({ status, title, id }) => {
    storeSession(makeUser());
    const b = browser();
    const a = b.open('a', b.fake.tab());
    await settle();
    b.opened[0]!.options.onRefused(status);
    expect(readSession()).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(title, expect.objectContaining({ id }));
    a.stop();
  });
});
