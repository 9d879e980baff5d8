import { z } from 'zod';
import { NotificationSchema } from './notifications.ts';

/**
 * The live notification stream (issue 12): `GET /api/notification/stream`, Server-Sent Events,
 * authorised by the usual `Authorization: Bearer` header (never a token in the URL).
 */
export const NOTIFICATION_STREAM_PATH = '/api/notification/stream';

/** The events the stream sends (the SSE `event:` field). */
export const LIVE_EVENT = {
  /** A new notification for the caller; the SSE `id:` is the notification's id (for Last-Event-ID). */
  notification: 'notification',
  /** The server may have missed notifications (its LISTEN connection dropped): refetch the lists. */
  refetch: 'refetch',
} as const;

/** The data of a `notification` event: the notification and the caller's new unread count (among the first 50). */
export const LiveNotificationSchema = z.object({
  notification: NotificationSchema,
  unread: z.number().int().min(0),
});
export type LiveNotification = z.infer<typeof LiveNotificationSchema>;

/** A comment line (`: ping`) at this interval keeps proxies from closing an idle stream (15–25 s asked). */
export const LIVE_HEARTBEAT_MS = 20_000;
/** Replayed on reconnect with Last-Event-ID at most (older ones: the client refetches the list). */
export const LIVE_REPLAY_MAX = 50;
