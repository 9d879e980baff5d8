import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveNotificationSchema, type LiveNotification, MEMBER_NOTICE } from '@tlt/shared/community';
import { LOCALES } from '@tlt/shared/i18n/locale';
import { NotificationFrames, notificationFrame } from './sse.ts';

/** One announcement's rows: the same content for every member, each with its own id and unread count. */
const rows = (n: { title: string; body: string; type: LiveNotification['notification']['data']['type'] }, count: number): LiveNotification[] => {
  const refId = randomUUID();
  const createdAt = new Date(Date.UTC(2026, 10, 28, 9, 30, 0, 123)).toISOString();
  return Array.from({ length: count }, (_, i) => LiveNotificationSchema.parse({
    notification: { _id: randomUUID(), title: n.title, body: n.body, read: false, createdAt, data: { type: n.type, id: refId } },
    unread: i % 51,
  }));
};

const KINDS = [
  { title: 'Nifty breakout "watch" \\ 18,500', body: 'Line one\nline two, नमस्ते', type: 'post' as const },
  { title: 'New watchlist: Banks to watch', body: 'Stocks · 12 charts', type: 'watchlist' as const },
  { title: 'New trade wisdom', body: 'Patience pays', type: 'tradewisdom' as const },
  { title: MEMBER_NOTICE.replyTitle('Kavita'), body: 'Thanks, that helped', type: 'post' as const },
  { title: MEMBER_NOTICE.rejectedTitle, body: MEMBER_NOTICE.rejectedBody('Off topic'), type: 'post' as const },
];

afterEach(() => vi.restoreAllMocks());

describe('the frames of one delivery (NotificationFrames)', () => {
  it('are byte for byte the frame of each row alone, in each stream\'s language, for every kind of notification', () => {
    for (const kind of KINDS) {
      const frames = new NotificationFrames();
      for (const live of rows(kind, 20)) {
        for (const locale of LOCALES) expect(frames.frame(live, locale)).toBe(notificationFrame(live, locale));
      }
    }
    // The server's words do change with the language (so the comparison above covers a translation).
    const [watchlist] = rows(KINDS[1], 1);
    expect(new NotificationFrames().frame(watchlist, 'hi')).toContain('नई वॉचलिस्ट: Banks to watch');
    expect(new NotificationFrames().frame(watchlist, 'en')).toContain('New watchlist: Banks to watch');
  });

  it('serialise the shared notification once per language, not once per stream', () => {
    const live = rows(KINDS[1], 500);
    const stringify = vi.spyOn(JSON, 'stringify');
    const frames = new NotificationFrames();
    for (const l of live) for (const locale of LOCALES) frames.frame(l, locale);
    const objects = stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null);
    expect(objects).toHaveLength(LOCALES.length);
  });

  it('a row whose content differs (another title in the same announcement) gets its own text', () => {
    const [a] = rows(KINDS[0], 1);
    const b: LiveNotification = { ...a, notification: { ...a.notification, _id: randomUUID(), title: 'Another title' } };
    const frames = new NotificationFrames();
    expect(frames.frame(a, 'en')).toBe(notificationFrame(a, 'en'));
    expect(frames.frame(b, 'en')).toBe(notificationFrame(b, 'en'));
    expect(frames.frame(b, 'en')).toContain('"title":"Another title"');
  });
});
