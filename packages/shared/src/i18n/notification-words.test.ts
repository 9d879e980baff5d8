import { describe, expect, it } from 'vitest';
import { MEMBER_NOTICE, type Notification } from '../community/notifications.ts';
import { notificationInLanguage, notificationKind } from './notification-words.ts';

const stored = (type: Notification['data']['type'], title: string, body = ''): Notification =>
  ({ _id: 'n1', title, body, read: false, createdAt: '2026-11-28T00:00:00.000Z', data: { type, id: 'r1' } });

/** Issue 30 §6: a stored notification's kind, and so whose words its texts are, from its type and the server's sentences. */
describe('a stored notification in the reader\'s language', () => {
  it('tells the three kinds of a post notification apart by the server\'s whole sentences', () => {
    expect(notificationKind({ type: 'post', title: MEMBER_NOTICE.replyTitle('राहुल शर्मा') })).toBe('reply');
    expect(notificationKind({ type: 'post', title: MEMBER_NOTICE.approvedTitle })).toBe('postReviewed');
    expect(notificationKind({ type: 'post', title: MEMBER_NOTICE.rejectedTitle })).toBe('postReviewed');
    for (const title of ['Gold alert', 'Your post was not approved!', ' replied to your comment', 'New watchlist: Nifty']) {
      expect(notificationKind({ type: 'post', title }), title).toBe('adminPost');
    }
    expect(notificationKind({ type: 'watchlist', title: 'anything' })).toBe('watchlist');
    expect(notificationKind({ type: 'tradewisdom', title: 'anything' })).toBe('tradeWisdom');
  });

  it('translates only the server\'s words; English is the very same notification', () => {
    const reply = stored('post', MEMBER_NOTICE.replyTitle('Asha'), 'New watchlist: mine');
    expect(notificationInLanguage(reply, 'hi')).toEqual({ ...reply, title: 'Asha ने आपके कमेंट का जवाब दिया' });
    expect(notificationInLanguage(reply, 'en')).toBe(reply);
    const lesson = stored('tradewisdom', 'New trade wisdom', '1 chart');
    expect(notificationInLanguage(lesson, 'hi')).toEqual({ ...lesson, title: 'नया ट्रेड विज़डम' });
    const admin = stored('post', 'New trade wisdom', '1 chart');
    expect(notificationInLanguage(admin, 'hi')).toEqual(admin);
  });
});
