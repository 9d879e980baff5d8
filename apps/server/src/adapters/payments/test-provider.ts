import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './types.ts';

/** Razorpay-shaped ids: a prefix and 14 base62-ish characters. */
export const testId = (prefix: 'order' | 'pay' | 'evt') =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

/** Test mode: orders are made here; the test checkout signs payments with the same secret. */
export function testProvider(keyId: string): PaymentProvider {
  return {
    name: 'test',
    keyId,
    createOrder: async ({ amountPaise }) => ({ id: testId('order'), amountPaise }),
  };
}
