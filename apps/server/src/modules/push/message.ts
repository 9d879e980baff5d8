import { createHash } from 'node:crypto';
import type { NOTIFICATION_TYPES } from '@tlt/shared/community';
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

/** Push services take about 4 KB of payload; notification texts are short, clipped here to be sure. */
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function pushPayload(m: { title: string; body: string }, url: string, tag: string): PushPayload {
  return { title: clip(m.title, 120), body: clip(m.body, 600), url, tag };
}
