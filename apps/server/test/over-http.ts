import http from 'node:http';

export interface HttpAnswer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A request over a real socket to `base` (a listening app), as a browser or the proxy sends it; the body as sent. */
export function overHttp(base: string, url: string, o: { method?: string; headers?: Record<string, string> } = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    http.request(`${base}${url}`, { method: o.method ?? 'GET', headers: o.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject).end();
  });
}
