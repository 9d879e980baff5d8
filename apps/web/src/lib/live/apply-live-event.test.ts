import { beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Notification } from '@tlt/shared/community';
import { makeNotification } from '../../test/notification-fixtures.ts';
import { setNavigator } from '../navigation.ts';
import { notificationKeys } from '../notifications.ts';
import { loadSonner } from '../toast.ts';
import { applyLiveEvent, MEMBER_IMPORT_QUERY_ROOT } from './apply-live-event.ts';
import type { LiveEvent } from './live-event.ts';

type List = InfiniteData<Notification[], number>;

// lib/toast.ts calls sonner synchronously once it is loaded: "no toast" is then known at once.
beforeAll(() => loadSonner());

function client() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { qc, invalidated };
}

const arrives = (n: Notification, unread: number): LiveEvent => ({ kind: 'notification', live: { notification: n, unread } });
const adminPost = (id: string) => makeNotification(id, { title: 'Crude long above 6500', body: 'Entry plan inside', data: { type: 'post', id: `post-${id}` } });

describe('a live notification in this tab', () => {
  it('sets the badge to the unread count it carries', () => {
    const { qc } = client();
    qc.setQueryData(notificationKeys.unread(), 2);
    applyLiveEvent(qc, arrives(adminPost('n9'), 3), { visible: false });
    expect(qc.getQueryData(notificationKeys.unread())).toBe(3);
  });

  it('puts it on top of an open /notifications list, once', () => {
    const { qc } = client();
    const older = [makeNotification('n1'), makeNotification('n2')];
    qc.setQueryData<List>(notificationKeys.list(), { pages: [older, [makeNotification('n3')]], pageParams: [0, 10] });
    const n = adminPost('n9');
    applyLiveEvent(qc, arrives(n, 1), { visible: false });
    applyLiveEvent(qc, arrives(n, 1), { visible: false }); // a replay of the same one
    const list = qc.getQueryData<List>(notificationKeys.list())!;
    expect(list.pages.map((p) => p.map((m) => m._id))).toEqual([['n9', 'n1', 'n2'], ['n3']]);
    expect(list.pageParams).toEqual([0, 10]);
  });

  it('leaves the list alone when it is not open', () => {
    const { qc } = client();
    applyLiveEvent(qc, arrives(adminPost('n9'), 1), { visible: false });
    expect(qc.getQueryData(notificationKeys.list())).toBeUndefined();
  });

  it.each([
    ['post', ['posts']],
    ['watchlist', ['watchlists']],
    ['tradewisdom', ['trade-wisdom']],
  ] as const)("refreshes the %s lists it points into", (type, root) => {
    const { qc, invalidated } = client();
    applyLiveEvent(qc, arrives(makeNotification('n9', { data: { type, id: 'x' } }), 1), { visible: true });
    expect(invalidated()).toEqual([root]);
  });

  it("toasts an admin post's notification with its title, body and a way to open it", () => {
    const go = vi.fn();
    setNavigator(go);
    const { qc } = client();
    applyLiveEvent(qc, arrives(adminPost('n9'), 1), { visible: true });
    expect(toast.info).toHaveBeenCalledTimes(1);
    const [title, data] = vi.mocked(toast.info).mock.calls[0]!;
    expect(title).toBe('Crude long above 6500');
    expect(data).toMatchObject({ id: 'live-n9', description: 'Entry plan inside' });
    const action = data!.action as { label: string; onClick: () => void };
    expect(action.label).toBe('Open');
    action.onClick();
    expect(go).toHaveBeenCalledWith('/posts/post-n9/n9');
  });

  it('does not toast in a tab that is not on screen', () => {
    const { qc } = client();
    applyLiveEvent(qc, arrives(adminPost('n9'), 1), { visible: false });
    expect(toast.info).not.toHaveBeenCalled();
    expect(qc.getQueryData(notificationKeys.unread())).toBe(1);
  });

  it('toasts neither watchlists nor trade wisdom', () => {
    const { qc } = client();
    applyLiveEvent(qc, arrives(makeNotification('n1', { data: { type: 'watchlist', id: 'w' } }), 1), { visible: true });
    applyLiveEvent(qc, arrives(makeNotification('n2', { data: { type: 'tradewisdom', id: 't' } }), 2), { visible: true });
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('does not toast a replayed one from long ago, nor one already read', () => {
    const { qc } = client();
    const now = Date.parse('2026-03-02T10:00:00Z');
    applyLiveEvent(qc, arrives({ ...adminPost('n1'), createdAt: '2026-03-02T09:50:00Z' }, 1), { visible: true, now });
    applyLiveEvent(qc, arrives({ ...adminPost('n2'), read: true }, 1), { visible: true });
    expect(toast.info).not.toHaveBeenCalled();
    applyLiveEvent(qc, arrives({ ...adminPost('n3'), createdAt: '2026-03-02T09:59:30Z' }, 2), { visible: true, now });
    expect(toast.info).toHaveBeenCalledTimes(1);
  });
});

describe('other live events', () => {
  it('refetch: the badge, the list and every list a notification points into', () => {
    const { qc, invalidated } = client();
    applyLiveEvent(qc, { kind: 'refetch' }, { visible: true });
    expect(invalidated()).toEqual([['notifications'], ['posts'], ['watchlists'], ['trade-wisdom']]);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('resync: the badge counts again', () => {
    const { qc, invalidated } = client();
    applyLiveEvent(qc, { kind: 'resync' }, { visible: true });
    expect(invalidated()).toEqual([['notifications', 'unread']]);
  });
});

describe("a member import's progress (issue 27 §3)", () => {
  const id = '0b5b6a3e-4f1e-4c3a-9a57-1f2d3c4b5a69';
  const progress = (o: object) => ({ _id: id, status: 'running' as const, rows: 10, done: 4, created: 3, skipped: 1, refused: 0, ...o });

  it('moves the counts of an import being followed, and asks for its rows once it has ended', () => {
    const { qc, invalidated } = client();
    qc.setQueryData([...MEMBER_IMPORT_QUERY_ROOT, id], { rows: 10, created: [], progress: progress({ done: 0, created: 0, skipped: 0 }) });
    applyLiveEvent(qc, { kind: 'import', progress: progress({}) }, { visible: true });
    expect(qc.getQueryData<{ progress: unknown }>([...MEMBER_IMPORT_QUERY_ROOT, id])?.progress).toEqual(progress({}));
    expect(invalidated()).toEqual([]);
    applyLiveEvent(qc, { kind: 'import', progress: progress({ status: 'done', done: 10 }) }, { visible: true });
    expect(invalidated()).toEqual([[...MEMBER_IMPORT_QUERY_ROOT, id]]);
  });

  it('leaves alone an import this tab does not follow', () => {
    const { qc } = client();
    applyLiveEvent(qc, { kind: 'import', progress: progress({}) }, { visible: true });
    expect(qc.getQueryData([...MEMBER_IMPORT_QUERY_ROOT, id])).toBeUndefined();
  });
});
