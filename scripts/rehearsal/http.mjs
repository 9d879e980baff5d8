// The rehearsal's client side: the JSON API as the web app calls it, an SSE reader, and Prometheus text.
import { readFrames } from '../../apps/server/test/sse-frames.mjs';

/** Behind the operator's reverse proxy every request carries the client's address (TRUST_PROXY=true). */
export const CLIENT_ADDRESS = '203.0.113.27';

/** No answer within this is a failure: a hung process must fail the rehearsal, not hold CI. */
export const CALL_TIMEOUT_MS = 30_000;

/** One API call; answers { status, body } with the envelope parsed, and throws on a network error or timeout. */
export async function api(base, method, url, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}/api/${url}`, {
    method,
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    headers: {
      'x-forwarded-for': CLIENT_ADDRESS,
      ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The call must answer `status` (200 by default); then its envelope's data. */
export async function expectOk(what, base, method, url, options, status = 200) {
  const r = await api(base, method, url, options);
  if (r.status !== status) throw new Error(`${what}: ${method} ${url} answered ${r.status}, expected ${status}: ${JSON.stringify(r.body).slice(0, 500)}`);
  return r.body?.data;
}

/** An open text/event-stream: its frames as they come, `next(match, timeoutMs)` waits for one. */
export async function openStream(url, token) {
  const ac = new AbortController();
  const noHeaders = setTimeout(() => ac.abort(), CALL_TIMEOUT_MS);
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, 'x-forwarded-for': CLIENT_ADDRESS },
    signal: ac.signal,
  }).finally(() => clearTimeout(noHeaders));
  if (res.status !== 200) throw new Error(`stream refused: ${res.status} ${await res.text()}`);
  const frames = [];
  let done = false;
  let wake = () => {};
  void readFrames(res.body, (more) => {
    frames.push(...more);
    wake();
  }).finally(() => {
    done = true;
    wake();
  });
  return {
    frames,
    async next(match, timeoutMs) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(match);
        if (found) return found;
        if (done) throw new Error(`the stream ended without the frame; got ${JSON.stringify(frames)}`);
        const left = until - Date.now();
        if (left <= 0) throw new Error(`no such frame within ${timeoutMs / 1000} s; got ${JSON.stringify(frames)}`);
        await new Promise((r) => {
          const timer = setTimeout(r, left);
          wake = () => {
            clearTimeout(timer);
            r();
          };
        });
      }
    },
    close: () => ac.abort(),
  };
}

/** The sum of a Prometheus sample over the series whose labels include `labels` (0 when none). */
export function metricSum(text, name, labels = {}) {
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) sum += Number(m[3]);
  }
  return sum;
}
