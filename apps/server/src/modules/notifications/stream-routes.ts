import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_HEARTBEAT_MS } from '@tlt/shared/community';
import { MSG } from '@tlt/shared/messages';
import { HttpError, sessionExpired } from '../../lib/errors.ts';
import { trackOpenStreams } from '../../lib/metrics.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { NOTIFICATIONS_CHANNEL } from './service.ts';
import { notificationFrame, REFETCH_FRAME, SSE_OPEN } from './sse.ts';
import { type LiveStream, StreamHub } from './stream-hub.ts';
import { loadReplay, streamableSessions } from './stream-queries.ts';
import { USER_EVENTS_CHANNEL } from './user-events.ts';
import { errorResponses } from '../../lib/error-responses.ts';

export interface StreamOptions {
  /** The heartbeat's interval; LIVE_HEARTBEAT_MS unless a test wants it short. */
  heartbeatMs?: number;
}

const UUID = z.uuid();

/**
 * GET /api/notification/stream (issue 12, docs/decisions/0022): Server-Sent Events of the caller's
 * new notifications. Every process LISTENs once for announcements and delivers to the streams it holds.
 */
const streamRoutes: FastifyPluginAsyncZod<StreamOptions> = async (app, opts) => {
  const hub = new StreamHub({ db: app.db, heartbeatMs: opts.heartbeatMs ?? LIVE_HEARTBEAT_MS, log: app.log });

  const news = await app.database.listen(
    NOTIFICATIONS_CHANNEL,
    (payload) => hub.announced(payload),
    () => hub.gap(() => news.live(), () => hub.refetchAll(), () => hub.refetchAll()),
  );
  // Logout, password change, deactivation, a deleted session or payment: migration 0001 says whose.
  const auth = await app.database.listen(
    'auth_changed',
    (userId) => hub.userChanged(userId),
    () => hub.gap(() => auth.live(), () => void hub.recheck(), () => void hub.recheck()),
  );
  // An import's progress and the like: lost in a gap, as the client asks their GET after a reconnect.
  const userEvents = await app.database.listen(USER_EVENTS_CHANNEL, (payload) => hub.userEvent(payload), () => {});
  // preClose: before the server waits for its open connections, which streams would hold forever.
  app.addHook('preClose', () => hub.closeAll());
  // The open streams gauge of GET /metrics reads the hub when scraped.
  const untrack = trackOpenStreams(() => hub.size);
  app.addHook('onClose', async () => untrack());
  app.addHook('onClose', async () => {
    await news.close();
    await auth.close();
    await userEvents.close();
  });

  app.get('/notification/stream', {
    schema: {
      operationId: 'getNotificationStream',
      produces: ['text/event-stream'],
      response: { 200: z.any().describe('The event stream'), ...errorResponses(400, 401, 402, 406) },
      tags: ['notifications'],
      summary: 'Live notifications (text/event-stream)',
      description: 'Events `notification` (id = the notification\'s id; data {notification, unread}, the server\'s words in it in the language of Accept-Language) and `refetch`; '
        + 'a `: ping` comment every 20 s. Send Last-Event-ID to replay what was missed.',
    },
    onRequest: app.requireMember,
    // A stream is one long request: it is neither counted nor limited (plugins/rate-limit.ts).
    config: { rateLimit: false },
  }, async (req, reply) => {
    // Only for a client that asks for an event stream (EventSource and fetch-based SSE clients do):
    // anything else, e.g. app.inject, which waits for a body's end, gets an answer instead of a stream.
    if (!/\btext\/event-stream\b/i.test(req.headers.accept ?? '')) throw new HttpError(406, MSG.invalidInput, { accept: 'text/event-stream' });
    const user = req.user!;
    // The guard read the session cache, which may not have heard of a revocation yet (its LISTEN is
    // another connection), and a stream lasts: ask the tables. When they refuse, the guard runs again
    // on them for the right answer (401 or 402). From here to hub.add nothing waits, so an
    // auth_changed committed after this read finds the stream registered.
    if (!(await streamableSessions(app.db, [user.sessionId])).has(user.sessionId)) {
      app.sessionCache.dropUser(user.id);
      req.user = undefined;
      await app.requireMember(req);
      throw sessionExpired();
    }
    // The web sends Accept-Language: hi from /hi pages, as with its other calls; read before the headers are taken.
    const locale = readerLocale(req, reply);
    // Past Fastify's reply (and so past @fastify/compress, which would buffer the events): the raw
    // response, with the headers the hooks set so far (the API's security set).
    reply.hijack();
    const headers: OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
    reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy may compress or rewrite the events either.
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': req.id,
    });
    reply.raw.write(SSE_OPEN);

    const lastId = req.headers['last-event-id'];
    const stream: LiveStream = { userId: user.id, sessionId: user.sessionId, res: reply.raw, locale, held: lastId === undefined ? null : [] };
    hub.add(stream);
    if (lastId === undefined) return;

    // Live notifications wait in `held` meanwhile, so none is lost or sent twice.
    const sent = new Set<string>();
    try {
      const id = String(lastId).trim();
      const replay = UUID.safeParse(id).success ? await loadReplay(app.db, user.id, id) : { known: false, more: false, items: [] };
      // Unknown, someone else's, or more missed than LIVE_REPLAY_MAX: the client refetches its lists.
      if (!replay.known || replay.more) hub.write(stream, REFETCH_FRAME);
      for (const d of replay.items) {
        hub.write(stream, notificationFrame(d.live, locale));
        sent.add(d.live.notification._id);
      }
    } catch (err) {
      req.log.error({ err }, 'live replay failed');
      hub.write(stream, REFETCH_FRAME);
    }
    const held = stream.held ?? [];
    stream.held = null;
    for (const d of held) if (!sent.has(d.live.notification._id)) hub.send(stream, d);
  });
};

export default streamRoutes;
