import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { notificationPath } from '@tlt/shared/community';
import type { Locale } from '@tlt/shared/i18n/locale';
import { noticeInLanguage } from '@tlt/shared/i18n/notification-words';
import type { Db } from '../../db/client.ts';
import { notifications, pushSubscriptions, sessions, users } from '../../db/schema/index.ts';
import { checkEndpoint, type EndpointCheck, type Resolve } from './endpoint.ts';
import { PUSH_DELIVERY, type PushMessage, pushPayload, pushTopic } from './message.ts';
import { type Agents, postPush } from './transport.ts';
import type { VapidKeys } from './vapid.ts';

/** What a delivery needs from the app: keys, the allowed origins, connections, a log. */
export interface PushSender {
  vapid: () => Promise<VapidKeys>;
  subject: string;
  endpointAllow: readonly string[];
  agents: Agents;
  log: FastifyBaseLogger;
  resolve?: Resolve;
  timeoutMs?: number;
  /** VAPID tokens per push service, signed once an hour instead of once a push. */
  tokens?: Map<string, { authorization: string; until: number }>;
}

export interface PushOptions {
  /** Members not to push to (e.g. their live stream shows the notification already). */
  skip?: (userId: string) => boolean | Promise<boolean>;
  /** Only these subscriptions: a retry of the ones a report listed. */
  only?: string[];
}

export interface PushReport {
  sent: number;
  skipped: number;
  /** Deleted: the push service said gone (404/410), or the endpoint no longer resolves publicly. */
  removed: number;
  /** Refused for good (other 4xx, bad keys): logged, subscription kept. */
  failed: number;
  /** 429, 5xx, network or DNS trouble: send again to these, not before `afterMs`. */
  retry: { subscriptionIds: string[]; afterMs: number } | null;
}

/** Without a Retry-After, a retry waits this long (the queue backs off further per attempt). */
export const DEFAULT_RETRY_MS = 60_000;
const CONCURRENCY = 16;

interface Target {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  url: string;
  /** The member's language as the push goes out (issue 30 §6). */
  language: Locale;
}

/** The devices of the message's members that want its kind, on a live sign-in of an active member. */
async function targets(db: Db, m: PushMessage, only?: string[]): Promise<Target[]> {
  const s = pushSubscriptions;
  const live = and(
    sql`${m.kind}::push_kind = any(${s.kinds})`,
    sql`${sessions.revokedAt} is null`,
    sql`${sessions.expiresAt} > now()`,
    eq(users.active, true),
    only ? inArray(s.id, only) : undefined,
  );
  const columns = { id: s.id, userId: s.userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, language: users.language };
  if (m.refId !== undefined) {
    const rows = await db.selectDistinctOn([s.id], { ...columns, notificationId: notifications.id })
      .from(notifications)
      .innerJoin(s, eq(s.userId, notifications.userId))
      .innerJoin(sessions, eq(sessions.id, s.sessionId))
      .innerJoin(users, eq(users.id, s.userId))
      .where(and(eq(notifications.refId, m.refId), eq(notifications.type, m.type), live))
      .orderBy(s.id, sql`${notifications.createdAt} desc`);
    return rows.map(({ notificationId, ...r }) => ({ ...r, url: notificationPath({ _id: notificationId, data: { type: m.type, id: m.refId } }) }));
  }
  if (m.userIds.length === 0) return [];
  const rows = await db.select(columns).from(s)
    .innerJoin(sessions, eq(sessions.id, s.sessionId))
    .innerJoin(users, eq(users.id, s.userId))
    .where(and(inArray(s.userId, m.userIds), live));
  return rows.map((r) => ({ ...r, url: m.url }));
}

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return undefined;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The wait before retry `attempt` (1, 2, …): the service's Retry-After, at least doubling from a minute, at most an hour. */
export function retryDelayMs(attempt: number, afterMs = DEFAULT_RETRY_MS): number {
  return Math.min(3600_000, Math.max(afterMs, DEFAULT_RETRY_MS * 2 ** Math.max(0, attempt - 1)));
}

async function vapidAuthorization(sender: PushSender, audience: string): Promise<string> {
  const cached = sender.tokens?.get(audience);
  if (cached && cached.until > Date.now()) return cached.authorization;
  const keys = await sender.vapid();
  // Valid 12 h (the most push services take is 24 h); reused for an hour.
  const expiration = Math.floor(Date.now() / 1000) + 12 * 3600;
  const { Authorization } = webpush.getVapidHeaders(audience, sender.subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiration);
  sender.tokens?.set(audience, { authorization: Authorization, until: Date.now() + 3600_000 });
  return Authorization;
}

type Outcome = { sent: true } | { gone: true; why: string } | { retry: number } | { failed: string };

async function deliverOne(sender: PushSender, m: PushMessage, t: Target, check: EndpointCheck): Promise<Outcome> {
  if (!check.ok) {
    return check.reason === 'dns-failed' ? { retry: DEFAULT_RETRY_MS } : { gone: true, why: `endpoint refused: ${check.reason} ${check.detail ?? ''}`.trim() };
  }
  const topic = pushTopic(m.kind, m.topic ?? m.refId ?? m.url ?? '');
  const { ttlSeconds, urgency } = PUSH_DELIVERY[m.kind];
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: t.endpoint, keys: { p256dh: t.p256dh, auth: t.auth } },
      JSON.stringify(pushPayload(noticeInLanguage(m, t.language), t.url, topic)),
      { TTL: ttlSeconds, urgency, topic, contentEncoding: 'aes128gcm', headers: { Authorization: await vapidAuthorization(sender, check.url.origin) } },
    );
  } catch (e) {
    return { failed: `cannot encrypt for this subscription: ${(e as Error).message}` };
  }
  try {
    const answer = await postPush({ url: check.url, headers: details.headers as Record<string, string | number>, body: details.body, pin: check.pin },
      sender.agents, sender.timeoutMs ?? 10_000);
    if (answer.status >= 200 && answer.status < 300) return { sent: true };
    if (answer.status === 404 || answer.status === 410) return { gone: true, why: `push service answered ${answer.status}` };
    if (answer.status === 429 || answer.status >= 500) return { retry: retryAfterMs(answer.headers['retry-after']) ?? DEFAULT_RETRY_MS };
    return { failed: `push service answered ${answer.status}` };
  } catch {
    return { retry: DEFAULT_RETRY_MS };
  }
}

/**
 * Pushes one message to the devices of its members (see PushMessage), encrypted (aes128gcm), with
 * the kind's TTL and urgency and a Topic per item. Each endpoint is checked again (DNS may have
 * moved it) and contacted on the checked address. 404/410 delete the subscription; 429/5xx and
 * network trouble come back in `retry` for the caller (the job queue) to send again later.
 */
export async function sendToMembers(db: Db, m: PushMessage, opts: PushOptions & { sender: PushSender }): Promise<PushReport> {
  const { sender } = opts;
  const report: PushReport = { sent: 0, skipped: 0, removed: 0, failed: 0, retry: null };
  const all = await targets(db, m, opts.only);
  const skipped = new Map<string, boolean>();
  const todo: Target[] = [];
  for (const t of all) {
    if (!skipped.has(t.userId)) skipped.set(t.userId, opts.skip ? await opts.skip(t.userId) : false);
    if (skipped.get(t.userId)) report.skipped += 1;
    else todo.push(t);
  }
  // One DNS check per push service host per delivery: thousands of devices share a few hosts.
  const checks = new Map<string, Promise<EndpointCheck>>();
  const checkOf = (endpoint: string) => {
    const key = URL.parse(endpoint)?.host ?? endpoint;
    if (!checks.has(key)) checks.set(key, checkEndpoint(`${URL.parse(endpoint)?.origin ?? endpoint}/`, sender.endpointAllow, sender.resolve));
    return checks.get(key)!.then((c) => (c.ok ? { ...c, url: new URL(endpoint) } : c));
  };
  const sent: string[] = [];
  const gone: string[] = [];
  const retry: string[] = [];
  let afterMs = 0;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const t = todo[next++];
      const outcome = await deliverOne(sender, m, t, await checkOf(t.endpoint));
      if ('sent' in outcome) sent.push(t.id);
      else if ('gone' in outcome) {
        gone.push(t.id);
        sender.log.info({ subscription: t.id, why: outcome.why }, 'push subscription removed');
      } else if ('retry' in outcome) {
        retry.push(t.id);
        afterMs = Math.max(afterMs, outcome.retry);
      } else {
        report.failed += 1;
        sender.log.warn({ subscription: t.id, why: outcome.failed }, 'push refused; subscription kept');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, todo.length) }, worker));
  if (sent.length) await db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()` }).where(inArray(pushSubscriptions.id, sent));
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  report.sent = sent.length;
  report.removed = gone.length;
  if (retry.length) report.retry = { subscriptionIds: retry, afterMs };
  return report;
}
