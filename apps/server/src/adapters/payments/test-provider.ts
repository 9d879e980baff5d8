import { randomBytes } from 'node:crypto';
import { signWebhook } from './signature.ts';
import type { PaymentProvider, ProviderRefund, RefundRequest } from './types.ts';

/** Razorpay-shaped ids: a prefix and 14 base62-ish characters. */
export const testId = (prefix: 'order' | 'pay' | 'evt' | 'rfnd') =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

/** Hands a webhook to the app as Razorpay would: the raw body and its headers (plugin.ts injects it). */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<unknown>;

export interface TestProviderOptions {
  webhookSecret: string;
  deliver: DeliverWebhook;
  /** How long after a refund its `refund.processed` webhook arrives. */
  refundWebhookDelayMs?: number;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** Delivers the refund webhooks still waiting, now; resolves once the app has answered them (tests). */
  deliverPendingWebhooks(): Promise<void>;
}

/** Razorpay's refund event body, as its webhook sends it. */
export function refundEventBody(type: 'refund.processed' | 'refund.failed', r: { id: string; paymentId: string; amountPaise: number; receipt: string; notes: Record<string, string> }) {
  const status = type === 'refund.processed' ? 'processed' : 'failed';
  return {
    entity: 'event', event: type, contains: ['refund', 'payment'], created_at: Math.floor(Date.now() / 1000),
    payload: {
      refund: { entity: { id: r.id, entity: 'refund', amount: r.amountPaise, currency: 'INR', payment_id: r.paymentId, notes: r.notes, receipt: r.receipt, status } },
      payment: { entity: { id: r.paymentId, entity: 'payment', status: 'refunded' } },
    },
  };
}

/**
 * Test mode: orders are made here; the test checkout signs payments with the same secret. A refund
 * answers pending at once and, shortly after, its `refund.processed` webhook is delivered, signed
 * with the webhook secret, to the same route Razorpay calls: the code after it is the live one.
 */
export function testProvider(keyId: string, o?: TestProviderOptions): TestPaymentProvider {
  /** A repeat of an idempotency key answers the first refund, as Razorpay does. */
  const byKey = new Map<string, ProviderRefund>();
  const waiting = new Map<string, { timer: NodeJS.Timeout; send: () => Promise<void> }>();
  const inFlight = new Set<Promise<void>>();

  function schedule(r: ProviderRefund, req: RefundRequest) {
    if (!o) return;
    const raw = JSON.stringify(refundEventBody('refund.processed', { id: r.id, paymentId: req.paymentId, amountPaise: r.amountPaise, receipt: req.receipt, notes: req.notes }));
    const headers = { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(o.webhookSecret, raw), 'x-razorpay-event-id': testId('evt') };
    const send = () => {
      waiting.delete(r.id);
      const p = o.deliver(raw, headers).then(() => undefined, () => undefined).finally(() => inFlight.delete(p));
      inFlight.add(p);
      return p;
    };
    const timer = setTimeout(() => void send(), o.refundWebhookDelayMs ?? 1500);
    timer.unref();
    waiting.set(r.id, { timer, send });
  }

  return {
    name: 'test',
    keyId,
    createOrder: async ({ amountPaise }) => ({ id: testId('order'), amountPaise }),
    refund: async (req) => {
      const seen = byKey.get(req.idempotencyKey);
      if (seen) return seen;
      const r: ProviderRefund = { id: testId('rfnd'), status: 'pending', amountPaise: req.amountPaise };
      byKey.set(req.idempotencyKey, r);
      schedule(r, req);
      return r;
    },
    deliverPendingWebhooks: async () => {
      const now = [...waiting.values()];
      for (const w of now) clearTimeout(w.timer);
      await Promise.all([...now.map((w) => w.send()), ...inFlight]);
    },
    close: async () => {
      for (const w of waiting.values()) clearTimeout(w.timer);
      waiting.clear();
      await Promise.all(inFlight);
    },
  };
}
