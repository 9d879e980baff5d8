import { EventSource, type ErrorEvent, type FetchLike } from 'eventsource';
import { LIVE_EVENT, LIVE_HEARTBEAT_MS, LiveNotificationSchema, NOTIFICATION_STREAM_PATH } from '@tlt/shared/community';
import { MEMBER_IMPORT_EVENT, MemberImportProgressSchema } from '@tlt/shared/back-office/member-import';
import { languageHeaders } from '../i18n.ts';
import type { LiveEvent } from './live-event.ts';

/** Back-off between attempts: doubling from 1 s to 30 s, each drawn from its upper half (jitter). */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** No byte (not even the `: ping` every LIVE_HEARTBEAT_MS) for this long: the connection is dead. */
export const STALE_AFTER_MS = LIVE_HEARTBEAT_MS * 2 + 5_000;

/** The answers that end the session rather than the connection: the api-client's handling runs. */
export type Refusal = 401 | 402;

export interface StreamOptions {
  token: string;
  /** The last notification this browser has (a tab taking over the stream knows it): replayed after. */
  lastEventId: string | null;
  onEvent: (event: LiveEvent) => void;
  /** Open (true) or not (false: connecting, waiting to retry, stopped). */
  onStatus: (open: boolean) => void;
  /** The stream was refused for the session (401) or the paid period (402): no retry. */
  onRefused: (code: Refusal) => void;
  url?: string;
  fetch?: typeof fetch;
  random?: () => number;
}

export interface StreamHandle {
  close: () => void;
  lastEventId: () => string | null;
}

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The live notification stream (docs/decisions/0022, 0023): the WhatWG EventSource of the
 * `eventsource` package, whose custom `fetch` adds `Authorization: Bearer` (never a token in the
 * URL) and, on the first request, a Last-Event-ID handed over from another tab. Its own fixed 3 s
 * retry is replaced: every failure closes it, and a new one follows after a back-off with jitter
 * (a server restart ends every stream at once), carrying the last id seen.
 */
export function openStream(options: StreamOptions): StreamHandle {
  const { token, onEvent, onStatus, onRefused } = options;
  const url = options.url ?? NOTIFICATION_STREAM_PATH;
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const random = options.random ?? Math.random;

  let lastEventId = options.lastEventId;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stale: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;

  const armWatchdog = () => {
    clearTimeout(stale);
    stale = setTimeout(() => fail(), STALE_AFTER_MS);
  };

  // Every chunk (events and the `: ping` comments, which EventSource does not surface) proves life.
  const watched: FetchLike = async (input, init) => {
    // As every API call from a Hindi page: the server's words in the notifications come in Hindi (issue 30 §6).
    const headers: Record<string, string> = { ...init.headers, ...languageHeaders(), Authorization: `Bearer ${token}` };
    if (lastEventId && !headers['Last-Event-ID']) headers['Last-Event-ID'] = lastEventId;
    const res = await baseFetch(input, { ...init, headers });
    const body = res.body?.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (!closed) armWatchdog();
          controller.enqueue(chunk);
        },
      }),
    );
    return { status: res.status, headers: res.headers, redirected: res.redirected, url: res.url, body: body ?? null };
  };

  function connect(): void {
    retry = undefined;
    if (closed) return;
    const fresh = lastEventId === null;
    const es = new EventSource(url, { fetch: watched });
    source = es;
    armWatchdog();
    es.addEventListener('open', () => {
      attempt = 0;
      onStatus(true);
      // Nothing replays what was written before this stream opened: the badge counts again.
      if (fresh) onEvent({ kind: 'resync' });
    });
    es.addEventListener(LIVE_EVENT.notification, (e) => {
      const parsed = LiveNotificationSchema.safeParse(safeJson(e.data));
      if (!parsed.success) {
        console.warn('Live notification not understood', parsed.error);
        onEvent({ kind: 'refetch' });
        return;
      }
      lastEventId = e.lastEventId || parsed.data.notification._id;
      onEvent({ kind: 'notification', live: parsed.data });
    });
    es.addEventListener(LIVE_EVENT.refetch, () => onEvent({ kind: 'refetch' }));
    es.addEventListener(MEMBER_IMPORT_EVENT, (e) => {
      const parsed = MemberImportProgressSchema.safeParse(safeJson(e.data));
      if (parsed.success) onEvent({ kind: 'import', progress: parsed.data });
    });
    es.addEventListener('error', (e) => {
      if (es !== source) return;
      const code = (e as ErrorEvent).code;
      if (code === 401 || code === 402) {
        close();
        onRefused(code);
        return;
      }
      fail();
    });
  }

  /** The connection ended or never opened (network, 5xx, 503 on shutdown, a silent socket): again, later. */
  function fail(): void {
    if (closed) return;
    source?.close();
    source = null;
    clearTimeout(stale);
    onStatus(false);
    if (retry === undefined) retry = setTimeout(connect, reconnectDelay(attempt++, random));
  }

  function close(): void {
    if (closed) return;
    closed = true;
    clearTimeout(retry);
    clearTimeout(stale);
    source?.close();
    source = null;
    onStatus(false);
  }

  connect();
  return { close, lastEventId: () => lastEventId };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
