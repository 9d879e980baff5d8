import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/**
 * The POST to a push service. web-push builds the request (VAPID, aes128gcm) and we send it, so
 * the connection goes to the address the endpoint check approved (a lookup that answers only it:
 * no second DNS answer can move it), never follows a redirect, and may be plain http for an
 * allowed test origin. TLS still verifies the certificate for the endpoint's hostname.
 */
export interface PushRequest {
  url: URL;
  headers: Record<string, string | number>;
  body: Buffer | null;
  pin?: { address: string; family: 4 | 6 };
}
export interface PushAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

export interface Agents {
  http: http.Agent;
  https: https.Agent;
  destroy(): void;
}

/** One pool per app: pushes to one service (FCM, Apple, Mozilla) reuse their TLS connections. */
export function pushAgents(): Agents {
  const a = { http: new http.Agent({ keepAlive: true, maxSockets: 16 }), https: new https.Agent({ keepAlive: true, maxSockets: 16 }) };
  return { ...a, destroy: () => (a.http.destroy(), a.https.destroy()) };
}

const pinnedLookup = (pin: NonNullable<PushRequest['pin']>): LookupFunction => (_host, options, callback) => {
  // Node asks for every address when it may race families (autoSelectFamily): answer the one.
  if ((options as { all?: boolean }).all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [pin]);
  else callback(null, pin.address, pin.family);
};

/** The push service reads small answers; more than this is not worth keeping. */
const ANSWER_MAX_BYTES = 4096;

export function postPush(req: PushRequest, agents: Agents, timeoutMs: number): Promise<PushAnswer> {
  const secure = req.url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(req.url, {
      method: 'POST',
      headers: req.headers,
      agent: secure ? agents.https : agents.http,
      lookup: req.pin ? pinnedLookup(req.pin) : undefined,
      timeout: timeoutMs,
    }, (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_MAX_BYTES) res.destroy();
      });
      res.on('close', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', reject);
    request.end(req.body ?? undefined);
  });
}
