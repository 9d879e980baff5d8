import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { paymentProvider } from './index.ts';
import type { PaymentProvider } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export default fp(async function payments(app: FastifyInstance, { config }: { config: Config }) {
  app.decorate('payments', paymentProvider(config));
});
