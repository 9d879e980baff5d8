/** A reader of the live notification stream for tests: node's fetch and the few SSE lines the server writes. */
import { readFrames, type SseFrame } from './sse-frames.mjs';

export type { SseFrame };

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The envelope of a refused stream. */
  body?: { status: boolean; code: number; message: string };
  frames: SseFrame[];
  /** The next frame (after those already taken) that `match` accepts; rejects after `timeoutMs`. */
  next(match?: (f: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Resolves when the server ends the body. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: string, o: { token?: string; headers?: Record<string, string> } = {}): Promise<OpenStream> {
  const ac = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
    signal: ac.signal,
  });
  const frames: SseFrame[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  let done = false;

  if (res.status !== 200) {
    return {
      status: res.status, headers: res.headers, body: await res.json(), frames,
      next: () => Promise.reject(new Error(`stream refused: ${res.status}`)), ended: Promise.resolve(), close: () => {},
    };
  }

  const ended = readFrames(res.body!, (more) => {
    frames.push(...more);
    wake();
  }).finally(() => {
    done = true;
    wake();
  });

  const next = (match: (f: SseFrame) => boolean = () => true, timeoutMs = 10_000) =>
    new Promise<SseFrame>((resolve, reject) => {
      const look = () => {
        for (let i = taken; i < frames.length; i++) {
          if (!match(frames[i])) continue;
          taken = i + 1;
          cleanup();
          resolve(frames[i]);
          return;
        }
        if (done) {
          cleanup();
          reject(new Error(`stream ended without the frame; got ${JSON.stringify(frames.slice(taken))}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no such frame within ${timeoutMs} ms; got ${JSON.stringify(frames.slice(taken))}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(look);
      };
      waiters.add(look);
      look();
    });

  return { status: res.status, headers: res.headers, frames, next, ended, close: () => ac.abort() };
}

export const isEvent = (name: string) => (f: SseFrame) => f.event === name;
export const isComment = (text: string) => (f: SseFrame) => f.comment === text;
