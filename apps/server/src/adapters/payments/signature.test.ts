import { describe, expect, it } from 'vitest';
import razorpayUtils from 'razorpay/dist/utils/razorpay-utils.js';
import { signPayment, signWebhook, verifyPaymentSignature, verifyWebhookSignature } from './signature.ts';

const { validatePaymentVerification, validateWebhookSignature } = razorpayUtils as unknown as {
  validatePaymentVerification: (p: { order_id: string; payment_id: string }, sig: string, secret: string) => boolean;
  validateWebhookSignature: (body: string, sig: string, secret: string) => boolean;
};

const secret = 'sk_example_secret';
const cases = [
  { orderId: 'order_Ab12Cd34Ef56Gh', paymentId: 'pay_Zz98Yy87Xx76Ww' },
  { orderId: 'order_x', paymentId: 'pay_ü|odd' },
];

describe('our signature checks agree with the official Razorpay SDK', () => {
  it('payment signatures: valid, tampered and wrong-order cases', () => {
    for (const { orderId, paymentId } of cases) {
      const good = signPayment(secret, orderId, paymentId);
      const variants = [good, good.slice(0, -1) + (good.endsWith('0') ? '1' : '0'), signPayment(secret, 'order_other', paymentId), '', 'zz'];
      for (const sig of variants) {
        expect(verifyPaymentSignature(secret, orderId, paymentId, sig)).toBe(
          validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, sig, secret),
        );
      }
      expect(verifyPaymentSignature(secret, orderId, paymentId, good)).toBe(true);
    }
  });

  it('webhook signatures over the raw body', () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1' } } } });
    const good = signWebhook(secret, body);
    for (const [raw, sig] of [[body, good], [body + ' ', good], [body, signWebhook('other', body)], [body, 'abc']] as const) {
      expect(verifyWebhookSignature(secret, raw, sig)).toBe(validateWebhookSignature(raw, sig, secret));
    }
    expect(verifyWebhookSignature(secret, body, good)).toBe(true);
  });
});
