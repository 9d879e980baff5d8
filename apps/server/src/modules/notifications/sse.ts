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

/** What JSON.stringify writes first for a notification whose `_id` is empty. */
const EMPTY_ID_HEAD = '{"_id":"",';

/**
 * The frames of one delivery, byte for byte notificationFrame's. An announcement's rows differ only
 * in their id and unread count (every member of an admin post gets its title, body, type, reference
 * and time), so the rest of the notification is put in the reader's language and serialised once
 * per language and content, not once per stream: at 10,000 streams, 9,998 translations and
 * JSON.stringify calls fewer (docs/decisions, ten-thousand-streams). One instance per delivery, so
 * it holds one announcement's few texts and is dropped with it.
 */
export class NotificationFrames {
  private readonly tails = new Map<string, string>();

  frame(live: LiveNotification, locale: Locale): string {
    const n = live.notification;
    const key = `${locale}\u0000${n.read}\u0000${n.createdAt}\u0000${n.data.type}\u0000${n.data.id}\u0000${n.title}\u0000${n.body}`;
    let tail = this.tails.get(key);
    if (tail === undefined) {
      const json = JSON.stringify({ ...notificationInLanguage(n, locale), _id: '' });
      // Anything but the shape the key covers (a field added to Notification one day) is written whole.
      if (!json.startsWith(EMPTY_ID_HEAD) || Object.keys(n).length !== 6 || Object.keys(n.data).length !== 2) {
        return notificationFrame(live, locale);
      }
      tail = json.slice(EMPTY_ID_HEAD.length);
      this.tails.set(key, tail);
    }
    const keys = Object.keys(live);
    if (keys.length !== 2 || keys[0] !== 'notification') return notificationFrame(live, locale);
    const id = JSON.stringify(n._id);
    return `event: ${LIVE_EVENT.notification}\nid: ${n._id}\ndata: {"notification":{"_id":${id},${tail},"unread":${JSON.stringify(live.unread)}}\n\n`;
  }
}
