import { createHash } from 'node:crypto';
import type { NOTIFICATION_TYPES } from '@tlt/shared/community';
import { PUSH_HINDI } from '@tlt/shared/i18n/hi/push';
import type { Locale } from '@tlt/shared/i18n/locale';
import { translateWith } from '@tlt/shared/i18n/translate';
import type { PushKind, PushPayload } from '@tlt/shared/push';

/**
 * What one push says and to whom. Plain data (JSON), so a job queue can carry it: a retry is the
 * same message again with `only` the subscriptions that asked for one (deliver.ts).
 */
export type PushMessage = {
  kind: PushKind;
  title: string;
  body: string;
  /** Collapses repeats of one item (Topic header, notification tag); defaults to refId. */
  topic?: string;
} & (
  /** To every member holding a notification about `refId`: each click opens it with their notification's id. */
  | { type: (typeof NOTIFICATION_TYPES)[number]; refId: string; userIds?: never; url?: never }
  /** To these members, opening `url` (a same-site path). */
  | { userIds: string[]; url: string; type?: never; refId?: never }
);

/** How long a push service keeps a push for a phone that is off, and how soon it wakes one. */
export const PUSH_DELIVERY: Record<PushKind, { ttlSeconds: number; urgency: 'high' | 'normal' }> = {
  // A trade call is stale by the next session: a day, and it wakes the phone.
  adminPost: { ttlSeconds: 24 * 3600, urgency: 'high' },
  watchlist: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  tradeWisdom: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
  reply: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
  postReviewed: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
};

/**
 * The Topic header: at most 32 URL-safe base64 characters (RFC 8030 §5.4), so the item's key is
 * hashed. A newer push with the same topic replaces one the push service still holds.
 */
export function pushTopic(kind: PushKind, key: string): string {
  return createHash('sha256').update(`${kind}:${key}`).digest('base64url').slice(0, 32);
}

/**
 * Which of a kind's texts the server wrote (and so come in the member's language, issue 30 §6) and
 * which are what people wrote (an admin's post notification, a lesson's title, a comment), sent as written.
 */
const SERVER_WORDS: Record<PushKind, { title: boolean; body: boolean }> = {
  adminPost: { title: false, body: false },
  watchlist: { title: true, body: true },
  tradeWisdom: { title: true, body: false },
  reply: { title: true, body: false },
  postReviewed: { title: true, body: true },
};

/** The message's title and body in a member's language: the server's words translated, people's as written. */
export function inLanguage(m: Pick<PushMessage, 'kind' | 'title' | 'body'>, locale: Locale): { title: string; body: string } {
  if (locale === 'en') return { title: m.title, body: m.body };
  const words = SERVER_WORDS[m.kind];
  return {
    title: words.title ? translateWith(PUSH_HINDI, m.title) : m.title,
    body: words.body ? translateWith(PUSH_HINDI, m.body) : m.body,
  };
}

/** Push services take about 4 KB of payload; notification texts are short, clipped here to be sure. */
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function pushPayload(m: { title: string; body: string }, url: string, tag: string): PushPayload {
  return { title: clip(m.title, 120), body: clip(m.body, 600), url, tag };
}
