import http from 'node:http';
import pg from 'pg';
import { scratchDatabase } from './helper.ts';

/**
 * A JSON POST to a real server from a chosen loopback source address: Linux routes all of
 * 127.0.0.0/8 to `lo`, so 127.0.0.2, 127.0.0.3… are distinct clients of a server on 127.0.0.1.
 */
export function postFrom(localAddress: string, port: number, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1', port, path, method: 'POST', localAddress, agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode!, body: JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode!, body: text });
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A fresh database on the PostgreSQL of TEST_DATABASE_URL, for server processes to share. */
export async function processDatabase(adminUrl: string): Promise<{ url: string; query: (q: string, v?: unknown[]) => Promise<any[]>; drop: () => Promise<void> }> {
  const { url, drop } = await scratchDatabase(adminUrl, 'p');
  return {
    url,
    query: async (q, v) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(q, v as never[])).rows;
      } finally {
        await c.end();
      }
    },
    drop,
  };
}
