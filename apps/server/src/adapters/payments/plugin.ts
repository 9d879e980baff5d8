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

/** The webhook route (modules/payments) under the API prefix: where the test provider delivers. */
const WEBHOOK_URL = '/api/payments/webhook';

export default fp(async function payments(app: FastifyInstance, { config }: { config: Config }) {
  // Test mode's refund webhooks go through the app's own webhook route, signature and all.
  const provider = paymentProvider(config, (payload, headers) => app.inject({ method: 'POST', url: WEBHOOK_URL, payload, headers }));
  app.decorate('payments', provider);
  app.addHook('preClose', async () => provider.close?.());
});
