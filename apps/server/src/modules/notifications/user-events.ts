import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The NOTIFY channel of events for one user's live streams that are not notifications (an
 * import's progress): `{userId, event, data}`. Nothing is stored or replayed: the state they tell
 * of has its own GET, which the client asks after a reconnect.
 */
export const USER_EVENTS_CHANNEL = 'live_user_event';

/** NOTIFY's payload limit is 8,000 bytes: events carry counts and ids, never lists. */
const MAX_PAYLOAD = 7_000;

/** Sends `event` with `data` to every live stream of `userId` in any API process (at commit when in a transaction). */
export async function sendUserEvent(db: Db, userId: string, event: string, data: object): Promise<void> {
  const payload = JSON.stringify({ userId, event, data });
  if (payload.length > MAX_PAYLOAD) throw new Error(`live user event ${event} too large`);
  await db.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${payload})`);
}

/** The SSE frame of a user event; no id, so Last-Event-ID stays the last notification's. */
export const userEventFrame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
