/**
 * Bare Fastify hello-world: the ceiling the real server is compared against.
 * Started by run.ts as a child process (PORT from env); prints "listening <port>" when ready.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const port = Number(process.env.PORT ?? 3900);
await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${port}`);

for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, () => {
    void app.close().then(() => process.exit(0));
  });
}
