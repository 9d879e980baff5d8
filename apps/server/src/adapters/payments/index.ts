import type { Config } from '../../config.ts';
import { razorpayProvider } from './razorpay-provider.ts';
import { type DeliverWebhook, testProvider } from './test-provider.ts';
import type { PaymentProvider } from './types.ts';

/** `deliver` hands the test provider's refund webhooks to the app (unused with Razorpay, which calls the app itself). */
export function paymentProvider(config: Pick<Config, 'payments'>, deliver?: DeliverWebhook): PaymentProvider {
  const { provider, keyId, keySecret, webhookSecret } = config.payments;
  return provider === 'razorpay'
    ? razorpayProvider(keyId, keySecret, config.payments.apiUrl)
    : testProvider(keyId, deliver ? { webhookSecret, deliver } : undefined);
}
