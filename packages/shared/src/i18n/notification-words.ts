import { MEMBER_NOTICE, type Notification } from '../community/notifications.ts';
import type { PushKind } from '../push.ts';
import { PUSH_HINDI } from './hi/push.ts';
import type { Locale } from './locale.ts';
import { translateWith } from './translate.ts';

/**
 * Whose words a notification's title and body are (issue 30 §6, decision 0069), one rule for the
 * pushes and the in-app list and live stream: the server's (a new watchlist and its chart count, a
 * lesson's notice, a reply, a review) come in the reader's language; people's (an admin's post
 * notification, a lesson's title, a comment) as written, and so do the names, titles and reasons
 * inside the server's sentences (`{placeholders}` of PUSH_HINDI).
 */
export const SERVER_WORDS: Record<PushKind, { title: boolean; body: boolean }> = {
  adminPost: { title: false, body: false },
  watchlist: { title: true, body: true },
  tradeWisdom: { title: true, body: false },
  reply: { title: true, body: false },
  postReviewed: { title: true, body: true },
};

/** A text in a reader's language: English as stored; Hindi where the kind's rule says the server wrote it. */
export function noticeInLanguage(m: { kind: PushKind; title: string; body: string }, locale: Locale): { title: string; body: string } {
  if (locale === 'en') return { title: m.title, body: m.body };
  const words = SERVER_WORDS[m.kind];
  return {
    title: words.title ? translateWith(PUSH_HINDI, m.title) : m.title,
    body: words.body ? translateWith(PUSH_HINDI, m.body) : m.body,
  };
}

const REPLIED = MEMBER_NOTICE.replyTitle('');

/**
 * The push kind of a stored notification. Its row keeps the type only, and 'post' is three kinds:
 * a reply and a review are told by the server's own whole sentences (MEMBER_NOTICE), everything
 * else is an admin's post notification, as written. (An admin title that is word for word one of
 * those sentences reads as it: translated whole, never in part.)
 */
export function notificationKind(n: { type: Notification['data']['type']; title: string }): PushKind {
  if (n.type === 'watchlist') return 'watchlist';
  if (n.type === 'tradewisdom') return 'tradeWisdom';
  if (n.title === MEMBER_NOTICE.approvedTitle || n.title === MEMBER_NOTICE.rejectedTitle) return 'postReviewed';
  if (n.title.length > REPLIED.length && n.title.endsWith(REPLIED)) return 'reply';
  return 'adminPost';
}

/** A notification as a reader of `locale` sees it (the list, the live stream): only title and body change; English is the same object. */
export function notificationInLanguage<N extends Pick<Notification, 'title' | 'body' | 'data'>>(n: N, locale: Locale): N {
  if (locale === 'en') return n;
  return { ...n, ...noticeInLanguage({ kind: notificationKind({ type: n.data.type, title: n.title }), title: n.title, body: n.body }, locale) };
}
