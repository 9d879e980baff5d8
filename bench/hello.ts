/**
 * Bare Fastify hello-world: the ceiling the real server is compared against.
 * Started by run.ts as a child process (PORT from env); prints "listening <port>" when ready.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * With PAGE_FILE (JSON: {headers, body in base64}), `/` answers those bytes and headers instead:
 * bare Fastify sending the landing page as the real server sends it, the ceiling for that page.
 */
const pageFile = process.env.PAGE_FILE;
const app = Fastify({ logger: false });
if (pageFile) {
  const page = JSON.parse(readFileSync(pageFile, 'utf8')) as { headers: Record<string, string>; body: string };
  const body = Buffer.from(page.body, 'base64');
  app.get('/', async (_req, reply) => reply.headers(page.headers).send(body));
} else {
  app.get('/', async () => ({ hello: 'world' }));
}

const port = Number(process.env.PORT ?? 3900);
await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${port}`);

for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, () => {
    void app.close().then(() => process.exit(0));
  });
}
