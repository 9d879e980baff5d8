import { LIVE_EVENT, type LiveNotification } from '@tlt/shared/community';
import type { Locale } from '@tlt/shared/i18n/locale';
import { notificationInLanguage } from '@tlt/shared/i18n/notification-words';

/** The wire format of Server-Sent Events (WHATWG HTML §9.2), for the few frames the stream sends. */

/** A comment line: ignored by clients, keeps proxies and load balancers from closing an idle stream. */
export const SSE_PING = ': ping\n\n';
/** Sent first, so the headers leave at once and the client knows the stream is open. */
export const SSE_OPEN = ': open\n\n';

/**
 * `event: notification`, its id for Last-Event-ID, and one line of JSON (JSON.stringify never writes
 * a newline), the server's words in the stream's language (issue 30 §6).
 */
export const notificationFrame = (live: LiveNotification, locale: Locale) =>
  `event: ${LIVE_EVENT.notification}\nid: ${live.notification._id}\ndata: ${JSON.stringify({ ...live, notification: notificationInLanguage(live.notification, locale) })}\n\n`;

/**
 * `event: refetch`: the client refetches its lists. It has data, as an event without any is not
 * dispatched by EventSource-style parsers, and no id, so the client's Last-Event-ID stays the last
 * notification it received.
 */
export const REFETCH_FRAME = `event: ${LIVE_EVENT.refetch}\ndata: {}\n\n`;
