import type { Config } from '../../config.ts';
import { razorpayProvider } from './razorpay-provider.ts';
import { testProvider } from './test-provider.ts';
import type { PaymentProvider } from './types.ts';

export function paymentProvider(config: Pick<Config, 'payments'>): PaymentProvider {
  const { provider, keyId, keySecret } = config.payments;
  return provider === 'razorpay' ? razorpayProvider(keyId, keySecret) : testProvider(keyId);
}
