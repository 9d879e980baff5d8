import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout's signature: HMAC-SHA256 of `orderId|paymentId` with the key secret (Razorpay's rule). */
export const signPayment = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

export const verifyPaymentSignature = (secret: string, orderId: string, paymentId: string, signature: string) =>
  sameHex(signPayment(secret, orderId, paymentId), signature);

/** Webhooks: HMAC-SHA256 of the raw body with the webhook secret, in X-Razorpay-Signature. */
export const signWebhook = (secret: string, rawBody: string | Buffer) => hmacHex(secret, rawBody);

export const verifyWebhookSignature = (secret: string, rawBody: string | Buffer, signature: string) =>
  sameHex(signWebhook(secret, rawBody), signature);
