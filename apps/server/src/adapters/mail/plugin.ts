import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createMailer } from './index.ts';
import type { Mailer } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(async function mailer(app: FastifyInstance, { config }: { config: Config }) {
  const m = createMailer(config, app.log);
  app.decorate('mailer', m);
  app.addHook('onClose', async () => m.close());
});
