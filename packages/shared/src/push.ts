import { z } from 'zod';

/**
 * Web Push (issue 12): one subscription per device, the spec's `User.deviceToken` (community.md §3),
 * with the kinds of notification that device wants. Imported as `@tlt/shared/push`.
 */
export const PUSH_PATHS = {
  vapidPublicKey: '/api/push/vapidPublicKey',
  subscribe: '/api/push/subscribe',
  preferences: '/api/push/preferences',
} as const;

/**
 * The kinds a device may want: the members-wide ones (an admin's trade post with a notification,
 * a watchlist, a trade-wisdom item) and the member's own (a reply to their comment, their post
 * approved or not).
 */
export const PUSH_KINDS = ['adminPost', 'watchlist', 'tradeWisdom', 'reply', 'postReviewed'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** What the profile shows beside each kind's switch. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  adminPost: 'Trade posts from the admins',
  watchlist: 'New watchlists',
  tradeWisdom: 'Trade wisdom',
  reply: 'Replies to my comments',
  postReviewed: 'My post reviewed',
};

export const PUSH_MSG = {
  endpointRefused: 'This browser gave a push address the server cannot use.',
  subscriptionNotFound: 'Push notifications are not on for this device.',
  keysInvalid: 'This browser gave push keys the server cannot use.',
} as const;

/** Endpoints are URLs a push service hands the browser; far shorter in practice (FCM ~180, Apple ~200). */
export const PUSH_ENDPOINT_MAX_CHARS = 1000;

const base64url = (bytes: number) =>
  z.string({ error: PUSH_MSG.keysInvalid }).regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MSG.keysInvalid)
    .refine((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, PUSH_MSG.keysInvalid);

const endpointField = z.string({ error: PUSH_MSG.endpointRefused }).trim().max(PUSH_ENDPOINT_MAX_CHARS, PUSH_MSG.endpointRefused)
  .pipe(z.url({ protocol: /^https?$/, error: PUSH_MSG.endpointRefused }));

/**
 * POST /api/push/subscribe: the browser's PushSubscription.toJSON() (expirationTime ignored).
 * p256dh is an uncompressed P-256 point (65 bytes), auth 16 bytes (RFC 8291).
 */
export const PushSubscribeSchema = z.object({
  endpoint: endpointField,
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: PUSH_MSG.keysInvalid }),
});
export type PushSubscribeInput = z.infer<typeof PushSubscribeSchema>;

/** DELETE /api/push/subscribe. */
export const PushEndpointSchema = z.object({ endpoint: endpointField });

/** PATCH /api/push/preferences: the kinds this device wants (the others are off). */
export const PushPreferencesSchema = z.object({
  endpoint: endpointField,
  kinds: z.array(z.enum(PUSH_KINDS)).max(PUSH_KINDS.length).transform((k) => [...new Set(k)]),
});

/** What subscribe and preferences answer: this device's kinds. */
export const PushDeviceSchema = z.object({ endpoint: z.string(), kinds: z.array(z.enum(PUSH_KINDS)) });
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/** The JSON the service worker receives (encrypted): what to show and where a click leads. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A same-site path, e.g. /posts/{id}/{notificationId}. */
  url: z.string(),
  /** Collapses repeats of one item on the device (the notification's `tag`). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
