import Razorpay from 'razorpay';
import type { PaymentProvider } from './types.ts';

/** Live or Razorpay test keys: orders through the official SDK. */
export function razorpayProvider(keyId: string, keySecret: string): PaymentProvider {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    name: 'razorpay',
    keyId,
    createOrder: async ({ amountPaise, receipt, notes }) => {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amountPaise: Number(order.amount) };
    },
  };
}
