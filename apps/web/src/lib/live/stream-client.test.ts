import { ReadableStream as NodeReadableStream, TransformStream as NodeTransformStream } from 'node:stream/web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveNotification } from '@tlt/shared/community';
import { makeNotification } from '../../test/notification-fixtures.ts';
import { activateLocale } from '../i18n.ts';
import type { LiveEvent } from './live-event.ts';
import { openStream, reconnectDelay, RECONNECT_MAX_MS, STALE_AFTER_MS, type StreamOptions } from './stream-client.ts';

/**
 * A fake server behind `fetch`: each request takes the next planned answer (an open event stream by
 * default, or a JSON refusal), and the test writes frames to, or ends, the streams it opened.
 */
function fakeServer(plan: number[] = []) {
  const requests: { url: string; headers: Record<string, string>; signal: AbortSignal }[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) }, signal: init!.signal! });
    const status = plan.shift() ?? 200;
    if (status !== 200) {
      return new Response(JSON.stringify({ status: false, code: status, message: 'no', data: null }), { status, headers: { 'content-type': 'application/json' } });
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    streams.push(controller);
    // As a browser does: aborting the request errors its body.
    init?.signal?.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('aborted', 'AbortError'));
      } catch {
        /* already closed */
      }
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
  const write = (text: string, i = streams.length - 1) => streams[i]!.enqueue(encoder.encode(text));
  const end = (i = streams.length - 1) => streams[i]!.close();
  return { fetch, requests, write, end };
}

const frame = (live: LiveNotification) => `event: notification\nid: ${live.notification._id}\ndata: ${JSON.stringify(live)}\n\n`;
const live = (id: string, unread = 1): LiveNotification => ({ notification: makeNotification(id), unread });

function start(server: ReturnType<typeof fakeServer>, options: Partial<StreamOptions> = {}) {
  const events: LiveEvent[] = [];
  const status: boolean[] = [];
  const onRefused = vi.fn();
  const handle = openStream({
    token: 'tok-1',
    lastEventId: null,
    onEvent: (e) => events.push(e),
    onStatus: (s) => status.push(s),
    onRefused,
    fetch: server.fetch as unknown as typeof fetch,
    random: () => 0,
    ...options,
  });
  return { handle, events, status, onRefused };
}

/** Lets the fetch promise, the stream reads and the parser run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  // The test environment (jsdom in a VM context) lacks the web streams every browser has.
  vi.stubGlobal('ReadableStream', NodeReadableStream);
  vi.stubGlobal('TransformStream', NodeTransformStream);
});
afterEach(() => void vi.useRealTimers());

describe('the live stream client', () => {
  it('sends the session token as a bearer header (never in the URL) and delivers notifications', async () => {
    const server = fakeServer();
    const { events, status, handle } = start(server);
    await flush();
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(new URL(req!.url).pathname).toBe('/api/notification/stream');
    expect(req!.url).not.toContain('tok-1');
    expect(req!.headers).toMatchObject({ Accept: 'text/event-stream', Authorization: 'Bearer tok-1' });
    expect(req!.headers['Last-Event-ID']).toBeUndefined();

    server.write(': open\n\n');
    server.write(frame(live('n1', 4)));
    server.write('event: refetch\ndata: {}\n\n');
    await flush();
    expect(status).toEqual([true]);
    // Opened without Last-Event-ID: nothing replays what came before, so the badge counts again.
    expect(events).toEqual([{ kind: 'resync' }, { kind: 'notification', live: live('n1', 4) }, { kind: 'refetch' }]);
    expect(handle.lastEventId()).toBe('n1');
    handle.close();
  });

  it('asks for the page\'s language: Accept-Language: hi from a Hindi page, none from an English one', async () => {
    const server = fakeServer();
    await activateLocale('hi');
    try {
      const hindi = start(server);
      await flush();
      hindi.handle.close();
    } finally {
      await activateLocale('en');
    }
    const english = start(server);
    await flush();
    english.handle.close();
    expect(server.requests.map((r) => r.headers['Accept-Language'])).toEqual(['hi', undefined]);
  });

  it('starts from a Last-Event-ID handed over by another tab (the server replays after it)', async () => {
    const server = fakeServer();
    const { events, handle } = start(server, { lastEventId: 'n7' });
    await flush();
    expect(server.requests[0]!.headers['Last-Event-ID']).toBe('n7');
    server.write(': open\n\n');
    await flush();
    expect(events).toEqual([]);
    handle.close();
  });

  it('reconnects after the server ends the stream, after a jittered back-off, with the last id', async () => {
    const server = fakeServer();
    const { status, handle } = start(server);
    await flush();
    server.write(frame(live('n1')) + frame(live('n2')));
    await flush();
    server.end();
    await flush();
    expect(status).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0) - 1);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Last-Event-ID': 'n2' });
    handle.close();
  });

  it.each([401, 402] as const)('stops at %i and hands it to the session handling, with no retry', async (code) => {
    const server = fakeServer([code]);
    const { status, onRefused, handle } = start(server);
    await flush();
    expect(onRefused).toHaveBeenCalledWith(code);
    await vi.advanceTimersByTimeAsync(10 * RECONNECT_MAX_MS);
    expect(server.requests).toHaveLength(1);
    expect(status).not.toContain(true);
    handle.close();
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('stops at a 401 on a reconnect too (the session was revoked while the stream was open)', async () => {
    const server = fakeServer([200, 401]);
    const { onRefused, handle } = start(server);
    await flush();
    server.end();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(server.requests).toHaveLength(2);
    expect(onRefused).toHaveBeenCalledWith(401);
    await vi.advanceTimersByTimeAsync(10 * RECONNECT_MAX_MS);
    expect(server.requests).toHaveLength(2);
    handle.close();
  });

  it('retries other failures (a 503 while the server shuts down) with doubling delays, and resets once open', async () => {
    const server = fakeServer([503, 503, 503]);
    const { status, handle } = start(server, { random: () => 1 });
    await flush();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000); // 2 s
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1); // 4 s, and this one opens
    expect(server.requests).toHaveLength(4);
    server.write(': open\n\n');
    await flush();
    expect(status.at(-1)).toBe(true);
    server.end();
    await vi.advanceTimersByTimeAsync(1_000); // back to the first step
    expect(server.requests).toHaveLength(5);
    handle.close();
  });

  it('keeps a connection that pings, and replaces one that went silent', async () => {
    const server = fakeServer();
    const { handle } = start(server);
    await flush();
    for (let i = 0; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(20_000);
      server.write(': ping\n\n');
      await flush();
    }
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(STALE_AFTER_MS);
    expect(server.requests[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requests).toHaveLength(2);
    handle.close();
  });

  it('close() ends the request and every retry', async () => {
    const server = fakeServer();
    const { status, handle } = start(server);
    await flush();
    handle.close();
    expect(server.requests[0]!.signal.aborted).toBe(true);
    expect(status.at(-1)).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * RECONNECT_MAX_MS);
    expect(server.requests).toHaveLength(1);
  });

  it('draws each delay from the upper half of a doubling ceiling, up to 30 s', () => {
    expect([reconnectDelay(0, () => 0), reconnectDelay(0, () => 1)]).toEqual([500, 1_000]);
    expect([reconnectDelay(3, () => 0), reconnectDelay(3, () => 1)]).toEqual([4_000, 8_000]);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
  });
});
