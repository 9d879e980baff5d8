/** A reader of the live notification stream for tests: node's fetch and the few SSE lines the server writes. */

export interface SseFrame {
  event?: string;
  id?: string;
  data?: string;
  /** A comment line (`: ping`). */
  comment?: string;
}

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

function parseFrame(block: string): SseFrame {
  const f: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) f.comment = line.slice(1).trim();
    else {
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'event' || field === 'id') f[field] = value;
      if (field === 'data') f.data = f.data === undefined ? value : `${f.data}\n${value}`;
    }
  }
  return f;
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

  const ended = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parseFrame(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
        }
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      wake();
    }
  })();

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
